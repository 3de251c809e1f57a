export { loadFingerplay };
/**
 * An element whose pointer events (touch, mouse and pen) drive Fingerplay's recognizers; the
 * elements given to addRecognizer are views inside it, hit-tested as UIKit does.
 *
 * Its parts, each with its own state: the views (surface-views.js), the dispatch into the engine
 * and out to the actions (surface-dispatch.js), the element's pointer events (surface-input.js)
 * and the other devices — keys, wheel, trackpad (surface-device-input.js).
 */
export class GestureSurface {
    /**
     * A surface on `element`. Options: `touchAction` ('compute', the default: each element with
     * recognizers gets the `touch-action` its recognizers need, so a horizontal swipe leaves
     * vertical scrolling to the browser; or a CSS value for the surface's element),
     * `capturePointers` (default true: pointers that land are captured by the surface, except
     * on buttons, links and form controls), `preventDefault` (default true: a pointerdown's
     * default is prevented, except on those controls), `buttons` (the mouse buttons that make
     * touches, as PointerEvent.buttons bits; default 1, the primary button), `trackpad` (default
     * true: ctrl+wheel and Safari's gesture events pinch and rotate, with two virtual touches,
     * when the surface has pinch or rotation recognizers), `strokes` (default false: true loads
     * the module with drawn gestures, for 'stroke' recognizers), `wasm` (the module's URL or bytes),
     * `warmUp` (default true: once a page, in idle time, a private surface rehearses the page's
     * pan, pinch, rotation, swipe, tap and long press recognizers — 4,500 steps of one finger
     * and two moving, taps and a held press, in slices of at most 5 ms, about 130 ms of script
     * time on a busy 2-core server CPU, then 30 touches of untrusted PointerEvents on an element
     * of a document of its own, for the surface's listeners — so the browser has compiled and
     * optimised the engine and the listeners before the first real gesture),
     * `keyboard` (default true: each element with recognizers is focusable, describes its keys to
     * assistive technology and answers them — docs/web.md's "Keys and assistive technology").
     * @param {Element} element
     * @param {import('./types.js').SurfaceOptions} [options]
     * @returns {Promise<GestureSurface>}
     */
    static create(element: Element, options?: import("./types.js").SurfaceOptions | undefined): Promise<GestureSurface>;
    /**
     * A surface with no DOM — for tests and servers (Node): `width` × `height` px, views made
     * with addView, input given with dispatchPointerEvent and dispatchKeyboardEvent (its keys'
     * gestures loaded with it), time moved with advance (ms, from `startTime`, default 0: a
     * recording replayed starts at the page's time, as it did there).
     * @param {{ width?: number, height?: number, wasm?: import('./types.js').SurfaceOptions['wasm'], strokes?: boolean, startTime?: number }} [options]
     * @returns {Promise<GestureSurface>}
     */
    static headless({ width, height, wasm, strokes, startTime }?: {
        width?: number | undefined;
        height?: number | undefined;
        wasm?: import('./types.js').SurfaceOptions['wasm'];
        strokes?: boolean | undefined;
        startTime?: number | undefined;
    } | undefined): Promise<GestureSurface>;
    /**
     * Checks a recognizer's `kind` and `options` as addRecognizer does, throwing its TypeError or
     * RangeError naming the first bad one — for code that declares recognizers before a surface
     * exists (fingerplay/react checks them as a component renders).
     * @template {import('./types.js').RecognizerKind} K
     * @param {K} kind
     * @param {import('./types.js').OptionsForKind[K]} [options]
     * @returns {void}
     */
    static checkOptions<K_1 extends import("./types.js").RecognizerKind>(kind: K_1, options?: import("./types.js").OptionsForKind[K_1] | undefined): void;
    /**
     * The surface's element; null for a headless surface.
     * @readonly
     * @type {Element | null}
     */
    readonly element: Element | null;
    /**
     * Called with (recognizer, event) for every transition of every recognizer, failures included. Default null.
     * @type {((recognizer: GestureRecognizer<any>, event: import('./event.js').GestureEvent) => void) | null}
     */
    onTransition: ((recognizer: GestureRecognizer<any>, event: import('./event.js').GestureEvent) => void) | null;
    /**
     * Called with (error, recognizer) when an action, delegate or onTransition throws; default null: the
     * error is reported as uncaught (`reportError`) and the surface carries on.
     * @type {((error: unknown, recognizer: GestureRecognizer<any> | undefined) => void) | null}
     */
    onError: ((error: unknown, recognizer: GestureRecognizer<any> | undefined) => void) | null;
    /**
     * The recognizers on the surface, in the order they were added.
     * @type {GestureRecognizer<any>[]}
     */
    get recognizers(): GestureRecognizer<any>[];
    /**
     * Attaches a recognizer of `kind` (see RECOGNIZER_KINDS) to `element` — the surface's element
     * (the default) or one inside it; on a headless surface, a view from addView or null for the
     * root. `options` are UIKit's properties (times in ms, lengths in px, angles in radians):
     * tap: numberOfTapsRequired (1), numberOfTouchesRequired (1), maximumTapDuration;
     * longPress: minimumPressDuration (500), allowableMovement (10), numberOfTouchesRequired (1),
     * numberOfTapsRequired (0); pan: minimumNumberOfTouches (1), maximumNumberOfTouches
     * (Infinity); screenEdgePan: those and edges ('left', 'right', 'top', 'bottom', 'all' or a
     * list); swipe: direction ('right'; or 'left', 'up', 'down', 'all' or a list),
     * numberOfTouchesRequired (1), minimumDistance (50), minimumSpeed (300 px/s), maximumAngle
     * (π/9), maximumDuration (500); shake: minimumSegmentLength (30), requiredReversals (3),
     * recognizesOnLift (false); stroke: templates (required: [{name, points: [[x, y], …]}]),
     * minimumScore (2.5), minimumLength (30), rejectedNames, closedStrokesStartAnywhere; hover:
     * allowedKinds (['mouse', 'pen']). Every kind: name, isEnabled (true), delegate,
     * cancelsTouchesInView (true), delaysTouchesBegan (false), delaysTouchesEnded (true),
     * allowedTouchTypes (all), and the thresholds tapSlop (10), multiTapInterval (300),
     * multiTapDistance (45), panSlop (10), pinchSlop (10), rotationSlop (π/36), screenEdgeWidth
     * (20), velocityWindow (100), velocityStopGap (40); keyboard (true: keys make its gesture on
     * the element — false leaves them to the page). A bad option throws here, naming it.
     * @template {import('./types.js').RecognizerKind} K
     * @param {K} kind
     * @param {Element | HeadlessView | null} [element]
     * @param {import('./types.js').OptionsForKind[K]} [options]
     * @returns {GestureRecognizer<import('./types.js').EventForKind[K]>}
     */
    addRecognizer<K extends import("./types.js").RecognizerKind>(kind: K, element?: HeadlessView | Element | null | undefined, options?: import("./types.js").OptionsForKind[K] | undefined): GestureRecognizer<import("./types.js").EventForKind[K]>;
    /**
     * Detaches a recognizer; one mid-gesture is cancelled (its actions hear 'cancelled'). Others carry on.
     * @param {GestureRecognizer<any>} recognizer
     * @returns {void}
     */
    removeRecognizer(recognizer: GestureRecognizer<any>): void;
    /**
     * Cancels every touch down, as the system does when a gesture is interrupted; recognizers hear 'cancelled'.
     * @returns {void}
     */
    cancelAllTouches(): void;
    /**
     * Stops listening, restores the element's styles and frees the engine; the surface cannot be used after.
     * @returns {void}
     */
    destroy(): void;
    /**
     * A headless surface's view: `frame` {x, y, width, height} in px of `parent` (a view, or null for the root).
     * @param {import('./types.js').Frame} frame
     * @param {HeadlessView | null} [parent]
     * @returns {HeadlessView}
     */
    addView(frame: import('./types.js').Frame, parent?: HeadlessView | null | undefined): HeadlessView;
    /**
     * Sends a pointer event to a headless surface, as the DOM would: `type` is 'pointerdown',
     * 'pointermove', 'pointerup' or 'pointercancel'; `init` is {pointerId, x, y, timeStamp (ms),
     * pointerType ('touch'), buttons}. Events given together in a list (dispatchPointerEvents)
     * reach the engine as one task, as the fingers of one touch frame do.
     * @param {import('./types.js').PointerEventType} type
     * @param {import('./types.js').PointerInit} init
     * @returns {void}
     */
    dispatchPointerEvent(type: import('./types.js').PointerEventType, init: import('./types.js').PointerInit): void;
    /**
     * Sends several pointer events as one task: [[type, init], …] (see dispatchPointerEvent).
     * @param {[import('./types.js').PointerEventType, import('./types.js').PointerInit][]} list
     * @returns {void}
     */
    dispatchPointerEvents(list: [import('./types.js').PointerEventType, import('./types.js').PointerInit][]): void;
    /**
     * Sends a key to a headless surface, as the DOM would: `type` is 'keydown', 'keyup', 'click'
     * (an activation with no pointer, as a screen reader's), 'focus' or 'blur'; `init` is {key
     * (KeyboardEvent.key), target (the focused view, or null for the root), timeStamp (ms),
     * shiftKey, altKey, ctrlKey, metaKey, repeat}. Returns whether a gesture took the key (a page's
     * surface then prevents its default); false for a key with nothing to do there.
     * @param {import('./types.js').KeyboardEventType} type
     * @param {import('./types.js').KeyboardInit} init
     * @returns {boolean}
     */
    dispatchKeyboardEvent(type: import('./types.js').KeyboardEventType, init: import('./types.js').KeyboardInit): boolean;
    /**
     * Moves a headless surface's clock to `time` (ms), running the timers due (a long press, a tap's window, the end of a run of keys).
     * @param {number} time
     * @returns {void}
     */
    advance(time: number): void;
    /**
     * The surface's time now, in ms of the page's clock.
     * @type {number}
     */
    get now(): number;
    #private;
}
import { loadFingerplay } from "./module-loader.js";
import { GestureRecognizer } from "./recognizer.js";
import { HeadlessView } from "./headless-view.js";
