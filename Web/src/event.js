// What a recognizer's actions receive: one transition, with the recognizer's values at that
// moment and the input that caused it. Made for every transition of every recognizer, so it
// holds little and works the rest out when asked (its pointers, the modifier keys).

/**
 * One transition of a recognizer. Times are milliseconds of the page's clock
 * (`performance.now()`, as `Event.timeStamp`), positions CSS pixels from the surface's top left
 * corner, velocities per second.
 */
export class GestureEvent {
  /** @internal Made by the surface from a transition record. */
  constructor(recognizer, state, time, x, y, numberOfTouches, ids, source, modifiers, pointerType) {
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
    /** The DOM event that caused the transition; null when time did (a long press, a tap's window closing). */
    this.sourceEvent = source;
    /** Why a failure or cancellation happened ("moved 31 pt, slop 10 pt"); null otherwise. */
    this.reason = null;
    this._ids = ids;
    this._modifiers = modifiers;
    this._pointerType = pointerType;
    this._pointers = null;
  }

  /** The touches of the gesture: [{pointerId, pointerType, x, y}], in the order they went down, where they are when first read. */
  get pointers() {
    return (this._pointers ??= this._ids.map((id) => this.recognizer.surface._pointerInfo(id)));
  }

  /** The pointer type of the gesture's first touch ('touch', 'mouse' or 'pen'); for a gesture recognised after its touches lifted, that of the last input. */
  get pointerType() {
    return this._ids.length ? this.recognizer.surface._pointerInfo(this._ids[0]).pointerType : this._pointerType;
  }

  /** Whether the Alt (Option) key was held, as the causing event (or the last pointer event) says. */
  get altKey() { return !!this._modifiers?.altKey; }
  /** Whether the Control key was held. */
  get ctrlKey() { return !!this._modifiers?.ctrlKey; }
  /** Whether the Meta (Command) key was held. */
  get metaKey() { return !!this._modifiers?.metaKey; }
  /** Whether the Shift key was held. */
  get shiftKey() { return !!this._modifiers?.shiftKey; }

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
