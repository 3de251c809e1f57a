import type { GestureEvent } from './event.js';
import type { GestureRecognizer } from './recognizer.js';
import type { HeadlessView } from './headless-view.js';
/** The kinds of recognizer, by the names of UIKit's classes. */
export declare type RecognizerKind = 'tap' | 'longPress' | 'pan' | 'swipe' | 'pinch' | 'rotation' | 'screenEdgePan' | 'hover' | 'shake' | 'stroke';
export declare type GestureState = 'possible' | 'began' | 'changed' | 'ended' | 'cancelled' | 'recognized' | 'failed';
/** A pointer's type; 'keyboard' for the touches keys make (and their events), as react-aria's events say. */
export declare type PointerType = 'touch' | 'mouse' | 'pen' | 'keyboard';
export declare type Direction = 'right' | 'left' | 'up' | 'down';
export declare type Edge = 'top' | 'left' | 'bottom' | 'right';
export interface Point {
    x: number;
    y: number;
}
/** A rectangle in px of its parent. */
export interface Frame {
    x: number;
    y: number;
    width: number;
    height: number;
}
/** One of the touches of a gesture. */
export interface GesturePointer {
    pointerId: number;
    pointerType: PointerType;
    /** Where it is, px from the surface's top left. */
    x: number;
    y: number;
}
/** A pan's or edge pan's transition. */
export interface PanEvent extends GestureEvent<GestureRecognizer<PanEvent>> {
    /**
     * px the touches' centroid moved since they landed, as UIKit measures it: 'began' already
     * carries the slop crossed (at least `panSlop`, 10 px), so a thing dragged stays under the finger.
     */
    readonly translation: Point;
    /** px since the previous transition of this gesture (the translation at 'began'). */
    readonly delta: Point;
    /** px per second, fitted over the last `velocityWindow` ms. */
    readonly velocity: Point;
    /**
     * Its recognizer's offset: where the last gesture left it plus this translation (along the
     * `axis` only), within `bounds` — given like a rubberband while held, clamped on 'ended' and
     * 'cancelled'. null for a failure.
     */
    readonly offset: Point | null;
}
export interface PinchEvent extends GestureEvent<GestureRecognizer<PinchEvent>> {
    /**
     * The fingers' distance over their distance when the second landed: 'began' already carries
     * the slop crossed (`pinchSlop`, 10 px: ×1.05 for fingers 200 px apart). A trackpad pinch
     * begins on its first wheel or gesture event, at that event's scale.
     */
    readonly scale: number;
    /** Scale per second. */
    readonly velocity: number;
    /** Its recognizer's offset: the scale the last gesture left, times this one's, within `scaleBounds`. null for a failure. */
    readonly offset: number | null;
}
export interface RotationEvent extends GestureEvent<GestureRecognizer<RotationEvent>> {
    /** Radians the fingers' line turned since the second landed, clockwise positive ('began' carries `rotationSlop`, π/36). */
    readonly rotation: number;
    /** Radians per second. */
    readonly velocity: number;
    /** Its recognizer's offset: the angle the last gesture left plus this one's, radians, within `angleBounds`. null for a failure. */
    readonly offset: number | null;
}
export interface SwipeEvent extends GestureEvent<GestureRecognizer<SwipeEvent>> {
    /** The direction recognised; null before recognition. */
    readonly direction: Direction | null;
}
export interface StrokeEvent extends GestureEvent<GestureRecognizer<StrokeEvent>> {
    /** The template matched, once recognised; null otherwise. */
    readonly name: string | null;
    /** Its score (1 / the angle to the template, radians). */
    readonly score: number;
}
export interface EventForKind {
    tap: GestureEvent;
    longPress: GestureEvent;
    pan: PanEvent;
    screenEdgePan: PanEvent;
    swipe: SwipeEvent;
    pinch: PinchEvent;
    rotation: RotationEvent;
    hover: GestureEvent;
    shake: GestureEvent;
    stroke: StrokeEvent;
}
/** UIKit's UIGestureRecognizerDelegate: each hook optional, asked synchronously by the engine. */
export interface GestureRecognizerDelegate<E extends GestureEvent<any> = GestureEvent> {
    /** Whether the gesture may begin; `event` is the gesture about to begin (location, translation, velocity). Default true. */
    shouldBegin?(recognizer: GestureRecognizer<E>, event: E): boolean;
    /** Whether the recognizer takes a touch that lands. Default true. */
    shouldReceive?(recognizer: GestureRecognizer<E>, pointer: GesturePointer): boolean;
    /** Whether the two may recognize at once over shared touches. Default false. */
    shouldRecognizeSimultaneously?(recognizer: GestureRecognizer<E>, other: GestureRecognizer<any>): boolean;
}
/** Options every kind takes. Times are ms, lengths px, angles radians. */
export interface CommonOptions {
    /** Used in failure reasons ("double tap took the touches first"). */
    name?: string;
    /** Default true. */
    isEnabled?: boolean;
    /**
     * Whether keys make its gesture on the element (Enter or Space taps, arrows pan, + and −
     * pinch…, docs/web.md's "Keys and assistive technology"). Default true; false leaves its keys
     * to the page.
     */
    keyboard?: boolean;
    delegate?: GestureRecognizerDelegate<any> | null;
    /** Default true. */
    cancelsTouchesInView?: boolean;
    /** Default false. */
    delaysTouchesBegan?: boolean;
    /** Default true. */
    delaysTouchesEnded?: boolean;
    /** The pointer types whose touches it takes. Default all. */
    allowedTouchTypes?: PointerType | PointerType[];
    /** How far a tap's touch may move, px. Default 10. */
    tapSlop?: number;
    /** The longest wait for the next tap of a multi-tap, ms. Default 300. */
    multiTapInterval?: number;
    /** How far the next tap of a multi-tap may land from the first, px. Default 45. */
    multiTapDistance?: number;
    /** How far a pan moves before it begins, px. Default 10. */
    panSlop?: number;
    /** How much the fingers' spread changes before a pinch begins, px. Default 10. */
    pinchSlop?: number;
    /** How far the fingers turn before a rotation begins, radians. Default π/36. */
    rotationSlop?: number;
    /** The width of the strip along an edge where an edge pan may start, px. Default 20. */
    screenEdgeWidth?: number;
    /** How much of the recent movement velocities are fitted to, ms. Default 100. */
    velocityWindow?: number;
    /** A pause that makes a lift's velocity zero, ms. Default 40. */
    velocityStopGap?: number;
}
export interface TapOptions extends CommonOptions {
    numberOfTapsRequired?: number;
    numberOfTouchesRequired?: number;
    maximumTapDuration?: number;
}
export interface LongPressOptions extends CommonOptions {
    /** ms; default 500. */
    minimumPressDuration?: number;
    /** px; default 10. */
    allowableMovement?: number;
    numberOfTouchesRequired?: number;
    numberOfTapsRequired?: number;
}
/** A range; either end may be left out (open that way). */
export interface Range {
    min?: number;
    max?: number;
}
/** Bounds for a pan's offset, px; any side left out is open. */
export interface Bounds {
    left?: number;
    right?: number;
    top?: number;
    bottom?: number;
}
/** What a pan, pinch or rotation keeps across its gestures (its `offset`) and how far it may go. */
export interface MovementOptions<O> {
    /** The offset the first gesture starts from: a pan's {x, y} px (default {x: 0, y: 0}), a pinch's scale (1), a rotation's radians (0). */
    offset?: O;
    /**
     * How the offset goes past its bounds while held: false (the default) stops it at them; true
     * gives like iOS's scroll views (0.15), or a number is the give. It settles inside on release.
     */
    rubberband?: boolean | number;
}
export interface PanOptions extends CommonOptions, MovementOptions<Point> {
    minimumNumberOfTouches?: number;
    maximumNumberOfTouches?: number;
    /**
     * 'x' or 'y': the pan begins only when it first moves along that axis, its offset moves along
     * it alone, and its element's `touch-action` leaves the other axis's scrolling to the page.
     */
    axis?: 'x' | 'y';
    /**
     * Where the offset may go: px, or an element the dragged element stays inside (measured as each
     * gesture begins).
     */
    bounds?: Bounds | Element;
}
export interface ScreenEdgePanOptions extends PanOptions {
    edges?: Edge | 'all' | Edge[];
}
export interface SwipeOptions extends CommonOptions {
    /** Default 'right'. */
    direction?: Direction | 'all' | Direction[];
    numberOfTouchesRequired?: number;
    /** px; default 50. */
    minimumDistance?: number;
    /** px per second; default 300. */
    minimumSpeed?: number;
    /** radians; default π/9. */
    maximumAngle?: number;
    /** ms; default 500. */
    maximumDuration?: number;
}
export interface HoverOptions extends CommonOptions {
    allowedKinds?: PointerType | PointerType[];
}
export interface ShakeOptions extends CommonOptions {
    minimumSegmentLength?: number;
    requiredReversals?: number;
    recognizesOnLift?: boolean;
}
/** A shape to draw: `key` is the letter that draws it from the keyboard (default: the first free letter of its name). */
export interface StrokeTemplate {
    name: string;
    points: [number, number][];
    key?: string;
}
export interface StrokeOptions extends CommonOptions {
    templates: StrokeTemplate[];
    /** Default 2.5. */
    minimumScore?: number;
    /** px; default 30. */
    minimumLength?: number;
    rejectedNames?: string[];
    closedStrokesStartAnywhere?: boolean;
}
export interface PinchOptions extends CommonOptions, MovementOptions<number> {
    /** The scales the offset keeps within (min above 0). */
    scaleBounds?: Range;
    /** One finger's pinch (quick scale): a tap, then within 300 ms and 45 px a press dragged down (in) or up (out), e each 100 px. Default false. */
    quickScale?: boolean;
}
export interface RotationOptions extends CommonOptions, MovementOptions<number> {
    /** The angles the offset keeps within, radians. */
    angleBounds?: Range;
}
/** What a recognizer whose events are `E` keeps as its offset (undefined for kinds without). */
export declare type OffsetOf<E> = E extends PanEvent ? Point : E extends PinchEvent ? number : E extends RotationEvent ? number : undefined;
export interface OptionsForKind {
    tap: TapOptions;
    longPress: LongPressOptions;
    pan: PanOptions;
    screenEdgePan: ScreenEdgePanOptions;
    swipe: SwipeOptions;
    pinch: PinchOptions;
    rotation: RotationOptions;
    hover: HoverOptions;
    shake: ShakeOptions;
    stroke: StrokeOptions;
}
export interface SurfaceOptions {
    /** The module's URL, a Response or its bytes. Default: fingerplay.wasm beside fingerplay.js. */
    wasm?: string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module;
    /** Load the module with drawn gestures (fingerplay-strokes.wasm), for 'stroke' recognizers. Default false. */
    strokes?: boolean;
    /** 'compute' (default: from each element's recognizers) or a CSS touch-action value for the surface. */
    touchAction?: string;
    /** Capture pointers that land (never on buttons, links and form controls). Default true. */
    capturePointers?: boolean;
    /** Prevent a pointerdown's default (never on buttons, links and form controls). Default true. */
    preventDefault?: boolean;
    /** The mouse buttons that make touches, as PointerEvent.buttons bits. Default 1 (primary). */
    buttons?: number;
    /** Trackpad pinch and rotate (ctrl+wheel, Safari's gesture events). Default true. */
    trackpad?: boolean;
    /**
     * Once a page, in idle time after the surface is made, rehearse the page's kinds of gestures
     * (pan, pinch, rotation, swipe, tap, long press) on a private surface — 4,500 steps of one
     * finger and two moving, taps and a held press, in slices of at most 5 ms, about 130 ms of
     * script time on a busy 2-core server CPU, then 30 touches of untrusted PointerEvents on an
     * element of a document of its own (not the page's) — so that the browser has compiled and
     * optimised the engine's code and the surface's listeners before the first real gesture; the
     * page's recognizers and listeners hear nothing of it. It shows in the performance timeline
     * as the measure 'fingerplay warm-up'. Default true.
     */
    warmUp?: boolean;
    /**
     * Keys and assistive technology: each element with recognizers becomes focusable (unless it
     * is), gets a role (unless it has one), `aria-keyshortcuts` and a description of its keys, and
     * its keys and a screen reader's activation make its gestures, as touches with
     * `pointerType: 'keyboard'`. Default true.
     */
    keyboard?: boolean;
}
export interface PointerInit {
    pointerId?: number;
    x: number;
    y: number;
    /** ms */
    timeStamp: number;
    pointerType?: PointerType;
    buttons?: number;
}
/** The pointer events a headless surface takes. */
export declare type PointerEventType = 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel';
/** A key for a headless surface: `target` is the focused view (default null, the root). */
export interface KeyboardInit {
    /** KeyboardEvent.key: 'Enter', ' ', 'ArrowLeft', '+', 'r', 'Escape'… */
    key?: string;
    target?: HeadlessView | null;
    /** ms */
    timeStamp: number;
    shiftKey?: boolean;
    altKey?: boolean;
    ctrlKey?: boolean;
    metaKey?: boolean;
    /** A held key's repeat. */
    repeat?: boolean;
}
/** The keyboard events a headless surface takes: 'click' is an activation with no pointer (a screen reader's). */
export declare type KeyboardEventType = 'keydown' | 'keyup' | 'click' | 'focus' | 'blur';
