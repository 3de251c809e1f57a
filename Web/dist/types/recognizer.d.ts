/**
 * A recognizer attached to an element of a surface (`surface.addRecognizer`). Its properties
 * and methods read like UIKit's `UIGestureRecognizer`; `E` is its kind's event.
 * @template {import('./event.js').GestureEvent<any>} [E=import('./event.js').GestureEvent]
 */
export class GestureRecognizer<E extends import("./event.js").GestureEvent<any> = import("./event.js").GestureEvent<GestureRecognizer<any>>> {
    /**
     * The surface it is on.
     * @readonly
     * @type {import('./surface.js').GestureSurface}
     */
    readonly surface: import('./surface.js').GestureSurface;
    /**
     * Its kind: 'tap', 'pan', …
     * @readonly
     * @type {import('./types.js').RecognizerKind}
     */
    readonly kind: import('./types.js').RecognizerKind;
    /**
     * The element (or headless view) it is attached to.
     * @readonly
     * @type {Element | import('./headless-view.js').HeadlessView | null}
     */
    readonly element: Element | import('./headless-view.js').HeadlessView | null;
    /**
     * Its name, used in failure reasons ("double tap took the touches first"); null if none.
     * @readonly
     * @type {string | null}
     */
    readonly name: string | null;
    /**
     * The state of its last transition: 'possible' until then.
     * @readonly
     * @type {import('./types.js').GestureState}
     */
    readonly state: import('./types.js').GestureState;
    /**
     * Its last transition, failures included; null until then.
     * @readonly
     * @type {E | null}
     */
    readonly lastEvent: E | null;
    /**
     * Runs `fn(event)` on every transition except failures (UIKit's target–action); returns an id for removeAction.
     * @param {(event: E) => void} fn
     * @returns {number}
     */
    addAction(fn: (event: E) => void): number;
    /**
     * Removes an action; returns whether it was there.
     * @param {number} id
     * @returns {boolean}
     */
    removeAction(id: number): boolean;
    /**
     * Waits for `other` to fail before this one may begin or recognize (UIKit's `require(toFail:)`).
     * @param {GestureRecognizer<any>} other
     * @returns {void}
     */
    requireToFail(other: GestureRecognizer<any>): void;
    /**
     * Removes a requirement made by requireToFail.
     * @param {GestureRecognizer<any>} other
     * @returns {void}
     */
    removeFailureRequirement(other: GestureRecognizer<any>): void;
    /**
     * Lets this recognizer and `other` recognize at once over shared touches (both ways).
     * @param {GestureRecognizer<any>} other
     * @returns {void}
     */
    recognizeSimultaneously(other: GestureRecognizer<any>): void;
    /**
     * Ends a pairing made by recognizeSimultaneously.
     * @param {GestureRecognizer<any>} other
     * @returns {void}
     */
    stopRecognizingSimultaneously(other: GestureRecognizer<any>): void;
    set isEnabled(arg: boolean);
    /**
     * A disabled recognizer takes no touches; disabling one mid-gesture cancels it. Default true.
     * @type {boolean}
     */
    get isEnabled(): boolean;
    set delegate(arg: import("./types.js").GestureRecognizerDelegate<E> | null);
    /**
     * An object with any of `shouldBegin(recognizer, event)` (event: the gesture about to begin,
     * with its location, translation and velocity), `shouldReceive(recognizer, pointer)` and
     * `shouldRecognizeSimultaneously(recognizer, other)`, each returning a boolean — UIKit's
     * UIGestureRecognizerDelegate, asked synchronously. Null (the default) answers as UIKit's
     * defaults do.
     * @type {import('./types.js').GestureRecognizerDelegate<E> | null}
     */
    get delegate(): import("./types.js").GestureRecognizerDelegate<E> | null;
    set offset(arg: import("./types.js").OffsetOf<E>);
    /**
     * A pan's, pinch's or rotation's offset across its gestures (undefined for other kinds): a
     * pan's {x, y} in px (from {x: 0, y: 0}), a pinch's scale (from 1), a rotation's angle in
     * radians (from 0), or the `offset` option's. Each gesture moves it from where the last left
     * it, within the recognizer's bounds, and its events carry it as `offset`. Set it to put it
     * elsewhere (0 to reset); set mid-gesture, the gesture goes on from there. Throws for other kinds when set.
     * @type {import('./types.js').OffsetOf<E>}
     */
    get offset(): import("./types.js").OffsetOf<E>;
    /**
     * Whether the recognizer is still on its surface (not removed, the surface not destroyed).
     * @type {boolean}
     */
    get isAttached(): boolean;
}
