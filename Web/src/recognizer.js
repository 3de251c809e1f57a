// A recognizer on a surface, with UIKit's properties and relations; the engine's copy lives in
// the WebAssembly module under the same index.
import { EVENT_SHAPES } from './event.js';
import { HOOK_SHOULD_BEGIN, HOOK_SHOULD_RECEIVE, HOOK_SHOULD_RECOGNIZE_SIMULTANEOUSLY, RELATION_REQUIRE_TO_FAIL, RELATION_SIMULTANEOUS } from './abi.js';

/**
 * A recognizer attached to an element of a surface (`surface.addRecognizer`). Its properties
 * and methods read like UIKit's `UIGestureRecognizer`; `E` is its kind's event.
 * @template {import('./event.js').GestureEvent<any>} [E=import('./event.js').GestureEvent]
 */
export class GestureRecognizer {
  /** @internal */
  constructor(surface, dispatch, index, kind, target, own) {
    /**
     * The surface it is on.
     * @readonly
     * @type {import('./surface.js').GestureSurface}
     */
    this.surface = surface;
    /**
     * Its kind: 'tap', 'pan', …
     * @readonly
     * @type {import('./types.js').RecognizerKind}
     */
    this.kind = kind;
    /**
     * The element (or headless view) it is attached to.
     * @readonly
     * @type {Element | import('./headless-view.js').HeadlessView | null}
     */
    this.element = target;
    /**
     * Its name, used in failure reasons ("double tap took the touches first"); null if none.
     * @readonly
     * @type {string | null}
     */
    this.name = own.name;
    /**
     * The state of its last transition: 'possible' until then.
     * @readonly
     * @type {import('./types.js').GestureState}
     */
    this.state = 'possible';
    /**
     * Its last transition, failures included; null until then.
     * @readonly
     * @type {E | null}
     */
    this.lastEvent = null;
    this._dispatch = dispatch;
    this._index = index;
    this._enabled = own.isEnabled;
    this._keyboard = own.keyboard;
    this._options = own.options;
    this._templates = own.templates;
    this._delegate = null;
    // The actions as { id, fn } entries, the list made again on each change: handing out a
    // transition is then a plain loop (no Map iterator on a pointermove) over the actions there
    // were when it began, and one removed meanwhile (its fn set to null) is skipped, as the
    // DOM's listeners are.
    this._actions = [];
    this._nextAction = 1;
    this._translation = null;
    this._movement = null;
    this._shape = EVENT_SHAPES[kind] ?? 0;
  }

  /**
   * Runs `fn(event)` on every transition except failures (UIKit's target–action); returns an id for removeAction.
   * @param {(event: E) => void} fn
   * @returns {number}
   */
  addAction(fn) {
    this._check('addAction');
    if (typeof fn !== 'function') throw new TypeError(`fingerplay: addAction needs a function, not ${typeof fn}`);
    const id = this._nextAction++;
    this._actions = [...this._actions, { id, fn }];
    return id;
  }

  /**
   * Removes an action; returns whether it was there.
   * @param {number} id
   * @returns {boolean}
   */
  removeAction(id) {
    const entry = this._actions.find((a) => a.id === id);
    if (!entry) return false;
    entry.fn = null;
    this._actions = this._actions.filter((a) => a !== entry);
    return true;
  }

  /**
   * Waits for `other` to fail before this one may begin or recognize (UIKit's `require(toFail:)`).
   * @param {GestureRecognizer<any>} other
   * @returns {void}
   */
  requireToFail(other) { this._relate('requireToFail', other, RELATION_REQUIRE_TO_FAIL, 1); }

  /**
   * Removes a requirement made by requireToFail.
   * @param {GestureRecognizer<any>} other
   * @returns {void}
   */
  removeFailureRequirement(other) { this._relate('removeFailureRequirement', other, RELATION_REQUIRE_TO_FAIL, 0); }

  /**
   * Lets this recognizer and `other` recognize at once over shared touches (both ways).
   * @param {GestureRecognizer<any>} other
   * @returns {void}
   */
  recognizeSimultaneously(other) { this._relate('recognizeSimultaneously', other, RELATION_SIMULTANEOUS, 1); }

  /**
   * Ends a pairing made by recognizeSimultaneously.
   * @param {GestureRecognizer<any>} other
   * @returns {void}
   */
  stopRecognizingSimultaneously(other) { this._relate('stopRecognizingSimultaneously', other, RELATION_SIMULTANEOUS, 0); }

  /**
   * A disabled recognizer takes no touches; disabling one mid-gesture cancels it. Default true.
   * @type {boolean}
   */
  get isEnabled() { return this._enabled; }
  set isEnabled(value) {
    this._check('isEnabled');
    if (typeof value !== 'boolean') throw new TypeError(`fingerplay: isEnabled must be true or false, not ${value}`);
    this._enabled = value;
    this._dispatch._fp.fp_recognizer_set_enabled(this._dispatch._handle, this._index, value ? 1 : 0);
    this._dispatch._call();
  }

  /**
   * An object with any of `shouldBegin(recognizer, event)` (event: the gesture about to begin,
   * with its location, translation and velocity), `shouldReceive(recognizer, pointer)` and
   * `shouldRecognizeSimultaneously(recognizer, other)`, each returning a boolean — UIKit's
   * UIGestureRecognizerDelegate, asked synchronously. Null (the default) answers as UIKit's
   * defaults do.
   * @type {import('./types.js').GestureRecognizerDelegate<E> | null}
   */
  get delegate() { return this._delegate; }
  set delegate(value) {
    this._check('delegate');
    if (value !== null && typeof value !== 'object') throw new TypeError('fingerplay: a delegate is an object or null');
    this._delegate = value ?? null;
    const hooks = value || this._movement?._m.axis ? (value?.shouldBegin || this._movement?._m.axis ? HOOK_SHOULD_BEGIN : 0) | (value?.shouldReceive ? HOOK_SHOULD_RECEIVE : 0) | (value?.shouldRecognizeSimultaneously ? HOOK_SHOULD_RECOGNIZE_SIMULTANEOUSLY : 0) : 0;
    this._dispatch._fp.fp_recognizer_set_delegate(this._dispatch._handle, this._index, hooks);
  }

  /**
   * A pan's, pinch's or rotation's offset across its gestures (undefined for other kinds): a
   * pan's {x, y} in px (from {x: 0, y: 0}), a pinch's scale (from 1), a rotation's angle in
   * radians (from 0), or the `offset` option's. Each gesture moves it from where the last left
   * it, within the recognizer's bounds, and its events carry it as `offset`. Set it to put it
   * elsewhere (0 to reset); set mid-gesture, the gesture goes on from there. Throws for other kinds when set.
   * @type {import('./types.js').OffsetOf<E>}
   */
  get offset() {
    const o = this._movement?.offset;
    return o !== null && typeof o === 'object' ? { ...o } : o;
  }
  set offset(value) {
    this._check('offset');
    if (!this._movement) throw new TypeError(`fingerplay: offset: a ${this.kind} recognizer has none (pan, screenEdgePan, pinch and rotation do)`);
    this._movement.set(value);
  }

  /**
   * Whether the recognizer is still on its surface (not removed, the surface not destroyed).
   * @type {boolean}
   */
  get isAttached() { return this._index >= 0 && !this._dispatch._destroyed; }

  _check(what) {
    if (this._dispatch._destroyed) throw new Error(`fingerplay: ${what}: the surface was destroyed`);
    if (this._index < 0) throw new Error(`fingerplay: ${what}: the recognizer was removed from its surface`);
  }

  _relate(what, other, relation, on) {
    this._check(what);
    if (!(other instanceof GestureRecognizer)) throw new TypeError(`fingerplay: ${what} needs a recognizer, not ${other === null ? 'null' : typeof other}`);
    if (other.surface !== this.surface) throw new Error(`fingerplay: ${what}: the other recognizer is on another surface`);
    other._check(what);
    if (other === this) throw new Error(`fingerplay: ${what}: a recognizer cannot be related to itself`);
    this._dispatch._fp.fp_recognizer_relate(this._dispatch._handle, this._index, other._index, relation, on);
  }
}
