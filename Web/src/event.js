// What a recognizer's actions receive: one transition, with the recognizer's values at that
// moment and the input that caused it. Made for every transition of every recognizer, so it
// holds little and works the rest out when asked (its pointers, the modifier keys); every field
// is set by its constructor, so the page's JavaScript engine sees one shape per kind, not
// fields added one by one.

import { directionNames } from './records.js';
import { SLOT_TIME, SLOT_X, SLOT_Y, SLOT_TOUCHES, SLOT_VALUE0, SLOT_VALUE1, SLOT_VALUE2, SLOT_VALUE3, SLOT_TOUCH_IDS, RECORD_STRIDE } from './abi.js';

// The pointer ids a record lists (up to 8, the first −1 ends them). One or two in almost every
// record: made as literals of their size, since an array grown by push is first given room
// for 17 (a call into the engine's runtime per event). Made integers (as pointerIds are), so
// every list is an array of small integers: a list of doubles is another kind of array, and an
// event's field that has held both is optimised afresh.
function idsOf(r, at) {
  const first = at + SLOT_TOUCH_IDS;
  const ids = r[first] < 0 ? [] : r[first + 1] < 0 ? [r[first] | 0] : [r[first] | 0, r[first + 1] | 0];
  for (let k = first + 2; k < at + RECORD_STRIDE && r[k] >= 0; k++) ids.push(r[k] | 0);
  return ids;
}

/**
 * One transition of a recognizer. Times are milliseconds of the page's clock
 * (`performance.now()`, as `Event.timeStamp`), positions CSS pixels from the surface's top left
 * corner, velocities per second. A kind's own values are declared by its event type (PanEvent,
 * PinchEvent, RotationEvent, SwipeEvent, StrokeEvent in types.ts), not by the class: the
 * declarations leave out the members tagged `@internal` below.
 * @template {import('./recognizer.js').GestureRecognizer<any>} [R=import('./recognizer.js').GestureRecognizer<any>]
 */
export class GestureEvent {
  /**
   * @internal Made by the surface from the transition record at `at` in `r` (TransitionRecords'
   * layout, Web/src/records.js).
   */
  constructor(recognizer, state, r, at, source, modifiers, pointerType) {
    /**
     * The recognizer that changed.
     * @readonly
     * @type {R}
     */
    this.recognizer = recognizer;
    /**
     * 'began', 'changed', 'ended', 'cancelled', 'recognized' (a discrete gesture) or 'failed'.
     * @readonly
     * @type {import('./types.js').GestureState}
     */
    this.state = state;
    /**
     * When, in ms of the page's clock.
     * @readonly
     * @type {number}
     */
    this.time = r[at + SLOT_TIME];
    /**
     * Where the gesture is (its touches' centroid, or where they lifted), px from the surface's top left.
     * @readonly
     * @type {number}
     */
    this.x = r[at + SLOT_X];
    /**
     * @readonly
     * @type {number}
     */
    this.y = r[at + SLOT_Y];
    /**
     * How many touches the gesture has.
     * @readonly
     * @type {number}
     */
    this.numberOfTouches = r[at + SLOT_TOUCHES];
    /**
     * The DOM event that caused the transition; null when time did (a long press, a tap's window closing).
     * @readonly
     * @type {Event | null}
     */
    this.sourceEvent = source;
    /**
     * Why a failure or cancellation happened ("moved 31 pt, slop 10 pt"); null otherwise.
     * @readonly
     * @type {string | null}
     */
    this.reason = null;
    this._ids = idsOf(r, at);
    this._modifiers = modifiers;
    this._pointerType = pointerType;
    this._pointers = null;
    // One class for every kind, its values added by kind in one place: a step's events (a pan's,
    // a pinch's and a rotation's at once) are made by one constructor's code rather than a
    // subclass's each, which a page's first pointermove of a frame finds cold.
    switch (recognizer._shape) {
      case 1:
        /** @internal A pan's (or screen-edge pan's): how far the touches moved since the gesture began, px. */
        this.translation = { x: r[at + SLOT_VALUE0], y: r[at + SLOT_VALUE1] };
        /** @internal A pan's: how fast they move, px/s; a pinch's: how fast the scale changes, per second; a rotation's: how fast it turns, rad/s. */
        this.velocity = { x: r[at + SLOT_VALUE2], y: r[at + SLOT_VALUE3] };
        /** @internal A pan's: how far they moved since the pan's last transition, px (set by the surface). */
        this.delta = null;
        this._offset = undefined;
        break;
      case 2:
        /** @internal A pinch's: the scale since the gesture began (1 at the start). */
        this.scale = r[at + SLOT_VALUE0];
        this.velocity = r[at + SLOT_VALUE1];
        this._offset = undefined;
        break;
      case 3:
        /** @internal A rotation's: the angle turned since the gesture began, radians, clockwise. */
        this.rotation = r[at + SLOT_VALUE0];
        this.velocity = r[at + SLOT_VALUE1];
        this._offset = undefined;
        break;
      case 4:
        /** @internal A swipe's: the direction swiped, 'right', 'left', 'up' or 'down'; null before it is known. */
        this.direction = directionNames(r[at + SLOT_VALUE0])[0] ?? null;
        break;
      case 5:
        /** @internal A stroke's: the name of the template drawn; null if none matched. */
        this.name = r[at + SLOT_VALUE1] > 0 ? recognizer._dispatch._text(r[at + SLOT_VALUE0], r[at + SLOT_VALUE1]) : null;
        /** @internal A stroke's: how well it matched (lower is closer). */
        this.score = r[at + SLOT_VALUE2];
        break;
    }
  }

  /**
   * @internal A pan's, pinch's or rotation's: its recognizer's offset — where the last gesture left it,
   * moved by this one (a pan's translation added along its axis, a pinch's scale multiplied, a
   * rotation's angle added), within its bounds; null for a failure; undefined for other kinds.
   * A 'changed' event works it out when first read: most are never read.
   */
  get offset() {
    const m = this.recognizer._movement;
    if (this._offset === undefined && m) this._offset = m.at(this);
    return this._offset;
  }

  /**
   * The touches of the gesture: [{pointerId, pointerType, x, y}], in the order they went down, where they are when first read.
   * @type {import('./types.js').GesturePointer[]}
   */
  get pointers() {
    return (this._pointers ??= this._ids.map((id) => this.recognizer._dispatch._pointerInfo(id)));
  }

  /**
   * The pointer type of the gesture's first touch ('touch', 'mouse', 'pen', or 'keyboard' for a key's); for a gesture recognised after its touches lifted, that of the last input.
   * @type {import('./types.js').PointerType}
   */
  get pointerType() {
    return this._ids.length ? this.recognizer._dispatch._pointerInfo(this._ids[0]).pointerType : this._pointerType;
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

  /**
   * The location in `element`'s coordinates (px from its border box's top left).
   * @param {Element} element
   * @returns {import('./types.js').Point}
   */
  locationIn(element) {
    const surface = this.recognizer.surface;
    if (!surface.element || !element?.getBoundingClientRect) return { x: this.x, y: this.y };
    const root = this.recognizer._dispatch._views._box();
    const box = element.getBoundingClientRect();
    return { x: this.x + root.left - box.left, y: this.y + root.top - box.top };
  }
}

/** @internal Each kind's values in its events (the record's slots 7–10): which fields a kind's events have. */
export const EVENT_SHAPES = { pan: 1, screenEdgePan: 1, pinch: 2, rotation: 3, swipe: 4, stroke: 5 };
