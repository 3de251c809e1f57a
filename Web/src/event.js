// What a recognizer's actions receive: one transition, with the recognizer's values at that
// moment and the input that caused it.

/**
 * One transition of a recognizer. Times are milliseconds of the page's clock
 * (`performance.now()`, as `Event.timeStamp`), positions CSS pixels from the surface's top left
 * corner, velocities per second.
 */
export class GestureEvent {
  /** @internal Made by the surface from a transition record. */
  constructor(recognizer, state, time, x, y, numberOfTouches, input) {
    /** The recognizer that changed. */
    this.recognizer = recognizer;
    /** 'began', 'changed', 'ended', 'cancelled', 'recognized' (a discrete gesture) or 'failed'. */
    this.state = state;
    /** When, in ms of the page's clock. */
    this.time = time;
    /** Where the gesture is (its touches' centroid, or where they lifted), px from the surface's top left. */
    this.x = x;
    this.y = y;
    /** How many touches the gesture has. */
    this.numberOfTouches = numberOfTouches;
    /** The touches of the gesture: [{pointerId, pointerType, x, y}], in the order they went down. */
    this.pointers = input.pointers;
    /** The pointer type of the gesture's first touch ('touch', 'mouse' or 'pen'); for a gesture recognised after its touches lifted, that of the last input. */
    this.pointerType = input.pointers[0]?.pointerType ?? input.pointerType;
    /** The DOM event that caused the transition; null when time did (a long press, a tap's window closing). */
    this.sourceEvent = input.event ?? null;
    /** The modifier keys held, as the causing event (or the last pointer event) says. */
    this.altKey = !!input.modifiers?.altKey;
    this.ctrlKey = !!input.modifiers?.ctrlKey;
    this.metaKey = !!input.modifiers?.metaKey;
    this.shiftKey = !!input.modifiers?.shiftKey;
    /** Why a failure or cancellation happened ("moved 31 pt, slop 10 pt"); null otherwise. */
    this.reason = null;
  }

  /** As UIKit's `state == .ended`: true for a recognized discrete gesture too. */
  get isEnded() { return this.state === 'ended' || this.state === 'recognized'; }

  /** The location in `element`'s coordinates (px from its border box's top left). */
  locationIn(element) {
    const surface = this.recognizer.surface;
    if (!surface.element || !element?.getBoundingClientRect) return { x: this.x, y: this.y };
    const root = surface._box();
    const box = element.getBoundingClientRect();
    return { x: this.x + root.left - box.left, y: this.y + root.top - box.top };
  }
}
