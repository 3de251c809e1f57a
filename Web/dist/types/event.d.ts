/**
 * One transition of a recognizer. Times are milliseconds of the page's clock
 * (`performance.now()`, as `Event.timeStamp`), positions CSS pixels from the surface's top left
 * corner, velocities per second. A kind's own values are declared by its event type (PanEvent,
 * PinchEvent, RotationEvent, SwipeEvent, StrokeEvent in types.ts), not by the class: the
 * declarations leave out the members tagged `@internal` below.
 * @template {import('./recognizer.js').GestureRecognizer<any>} [R=import('./recognizer.js').GestureRecognizer<any>]
 */
export class GestureEvent<R extends import("./recognizer.js").GestureRecognizer<any> = import("./recognizer.js").GestureRecognizer<any>> {
    /**
     * The recognizer that changed.
     * @readonly
     * @type {R}
     */
    readonly recognizer: R;
    /**
     * 'began', 'changed', 'ended', 'cancelled', 'recognized' (a discrete gesture) or 'failed'.
     * @readonly
     * @type {import('./types.js').GestureState}
     */
    readonly state: import('./types.js').GestureState;
    /**
     * When, in ms of the page's clock.
     * @readonly
     * @type {number}
     */
    readonly time: number;
    /**
     * Where the gesture is (its touches' centroid, or where they lifted), px from the surface's top left.
     * @readonly
     * @type {number}
     */
    readonly x: number;
    /**
     * @readonly
     * @type {number}
     */
    readonly y: number;
    /**
     * How many touches the gesture has.
     * @readonly
     * @type {number}
     */
    readonly numberOfTouches: number;
    /**
     * The DOM event that caused the transition; null when time did (a long press, a tap's window closing).
     * @readonly
     * @type {Event | null}
     */
    readonly sourceEvent: Event | null;
    /**
     * Why a failure or cancellation happened ("moved 31 pt, slop 10 pt"); null otherwise.
     * @readonly
     * @type {string | null}
     */
    readonly reason: string | null;
    /**
     * The touches of the gesture: [{pointerId, pointerType, x, y}], in the order they went down, where they are when first read.
     * @type {import('./types.js').GesturePointer[]}
     */
    get pointers(): import("./types.js").GesturePointer[];
    /**
     * The pointer type of the gesture's first touch ('touch', 'mouse', 'pen', or 'keyboard' for a key's); for a gesture recognised after its touches lifted, that of the last input.
     * @type {import('./types.js').PointerType}
     */
    get pointerType(): import("./types.js").PointerType;
    /** Whether the Alt (Option) key was held, as the causing event (or the last pointer event) says. */
    get altKey(): boolean;
    /** Whether the Control key was held. */
    get ctrlKey(): boolean;
    /** Whether the Meta (Command) key was held. */
    get metaKey(): boolean;
    /** Whether the Shift key was held. */
    get shiftKey(): boolean;
    /** As UIKit's `state == .ended`: true for a recognized discrete gesture too. */
    get isEnded(): boolean;
    /**
     * The location in `element`'s coordinates (px from its border box's top left).
     * @param {Element} element
     * @returns {import('./types.js').Point}
     */
    locationIn(element: Element): import('./types.js').Point;
}
export namespace EVENT_SHAPES {
    const pan: number;
    const screenEdgePan: number;
    const pinch: number;
    const rotation: number;
    const swipe: number;
    const stroke: number;
}
