// A surface: one element (or a headless stand-in) whose pointer events drive the engine, the
// elements inside it that carry recognizers mirrored as the engine's views.
import { writeScratch } from './wasm.js';
import { loadFingerplay, report, surfacesOf } from './module-loader.js';
import { checkOptions } from './options.js';
import { OPTIONS, POINTER_ACTIONS, POINTER_KINDS, RECOGNIZER_KINDS } from './abi.js';
import { GestureRecognizer } from './recognizer.js';
import { HeadlessView, checkFrame } from './headless-view.js';
import { checkSurfaceOptions } from './surface-options.js';
import { heapOf } from './surface-dispatch.js';
import { RECORD } from './surface-views.js';
import { SurfaceInput } from './surface-input.js';
import { SurfaceDeviceInput } from './surface-device-input.js';
import { rehearse } from './warm-up.js';
import { Movement } from './movement.js';

export { loadFingerplay };

/**
 * An element whose pointer events (touch, mouse and pen) drive Fingerplay's recognizers; the
 * elements given to addRecognizer are views inside it, hit-tested as UIKit does.
 */
export class GestureSurface extends SurfaceInput {
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
   * pan, pinch, rotation and swipe recognizers — 7,000 frames in slices of at most 5 ms, about
   * 50 ms of work — so the browser has optimised the engine before the first real gesture),
   * `keyboard` (default true: each element with recognizers is focusable, describes its keys to
   * assistive technology and answers them — docs/web.md's "Keys and assistive technology").
   * @param {Element} element
   */
  static async create(element, options = {}) {
    if (typeof Element === 'undefined' || !(element instanceof Element)) {
      throw new TypeError(`fingerplay: GestureSurface.create needs an element, not ${element === null ? 'null' : typeof element}`);
    }
    const settings = checkSurfaceOptions(options);
    const fp = await loadFingerplay(options.wasm, { strokes: settings.strokes });
    const surface = new GestureSurface(fp, element, settings, null);
    if (settings.warmUp) rehearse(fp, surfacesOf, () => new GestureSurface(fp, null, checkSurfaceOptions({}), { width: 400, height: 400 }));
    return surface;
  }

  /**
   * A surface with no DOM — for tests and servers (Node): `width` × `height` px, views made
   * with addView, input given with dispatchPointerEvent and dispatchKeyboardEvent (its keys'
   * gestures loaded with it), time moved with advance (ms, from `startTime`, default 0: a
   * recording replayed starts at the page's time, as it did there).
   */
  static async headless({ width = 400, height = 400, wasm, strokes = false, startTime = 0 } = {}) {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) && Number.isFinite(startTime))) {
      throw new RangeError('fingerplay: GestureSurface.headless needs a finite width, height (above 0) and startTime');
    }
    if (typeof strokes !== 'boolean') throw new TypeError('fingerplay: GestureSurface.headless: "strokes" must be true or false');
    const surface = new GestureSurface(await loadFingerplay(wasm, { strokes }), null, checkSurfaceOptions({}), { width, height, startTime });
    return surface._device._load().then(() => surface);
  }

  /**
   * Checks a recognizer's `kind` and `options` as addRecognizer does, throwing its TypeError or
   * RangeError naming the first bad one — for code that declares recognizers before a surface
   * exists (fingerplay/react checks them as a component renders).
   */
  static checkOptions(kind, options = {}) {
    if (!RECOGNIZER_KINDS.includes(kind)) throw new TypeError(`fingerplay: addRecognizer: unknown kind ${JSON.stringify(kind)} (${RECOGNIZER_KINDS.join(', ')})`);
    return checkOptions(kind, options);
  }

  /** @internal Use GestureSurface.create or GestureSurface.headless. */
  constructor(fp, element, settings, headless) {
    super();
    /** The surface's element; null for a headless surface. */
    this.element = element;
    /** Called with (recognizer, event) for every transition, failures included. */
    this.onTransition = null;
    /** Called with (error, recognizer) when an action or delegate throws; default: reported as uncaught (`reportError`). */
    this.onError = null;
    this._fp = fp;
    this._settings = settings;
    this._headless = headless;
    this._destroyed = false;
    this._recognizers = [];
    this._views = new Map();        // target → { index, target, parent, children, count }
    this._rootView = { index: -1, target: element, parent: null, children: [], recognizers: new Set() };
    this._pointers = new Map();     // pointerId → { pointerId, pointerType, kind, x, y }: the pointers down
    this._lifted = new Map();       // the same for the last pointers lifted
    this._pointerType = 'touch';    // the last input's
    this._queue = [];               // surface, recognizer, event, …: the transitions to hand out
    this._queued = 0;               // how many of _queue's slots are in use
    this._dispatching = false;
    this._timer = null;
    this._deadline = -1;
    this._clock = 0;
    this._lastEvent = null;
    this._modifiers = null;         // the last pointer event: the modifier keys of events time makes
    this._boxCache = null;
    this._restore = new Map();      // element → { style property: its value before the surface }
    this._hoverCount = 0;
    this._twoFingerCount = 0;
    this._device = new SurfaceDeviceInput(this);
    const size = headless ?? element.getBoundingClientRect();
    const start = headless ? headless.startTime ?? 0 : performance.now();
    // A page's engine runs its timers 17 ms behind the page's clock (a frame's worth of late events placed).
    this._trailing = headless ? 0 : 17;
    this._handle = fp.fp_surface_create(Math.max(size.width, 1), Math.max(size.height, 1), start, this._trailing);
    this._deadlineSlot = fp.fp_deadline() >> 3;
    this._recordsSlot = fp.fp_records_info() >> 3;
    this._frameTime = this._clock = start;
    this._surfaces = surfacesOf.get(fp);
    this._surfaces[this._handle] = this;
    if (element) this._listen(element);
  }

  /** The recognizers on the surface, in the order they were added. */
  get recognizers() { return this._recognizers.filter((r) => r); }

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
   */
  addRecognizer(kind, element, options = {}) {
    this._alive('addRecognizer');
    if (kind === 'stroke' && !this._fp.fp_stroke_add_template) {
      throw new TypeError("fingerplay: addRecognizer('stroke'): drawn gestures are in the module with strokes — make the surface with { strokes: true }");
    }
    const { settings, properties, own } = GestureSurface.checkOptions(kind, options);
    const target = element ?? this.element;
    this._checkTarget(target, 'addRecognizer');
    const fp = this._fp, h = this._handle;
    for (const [code, value] of settings) fp.fp_settings_set(code, value);
    const index = fp.fp_recognizer_create(h, RECOGNIZER_KINDS.indexOf(kind));
    for (const [code, value] of properties) fp.fp_recognizer_set(h, index, code, value);
    const recognizer = new GestureRecognizer(this, index, kind, target, own);
    recognizer._direction = properties.find(([code]) => code === OPTIONS.direction[0])?.[1] ?? 1;
    for (const template of own.templates ?? []) {
      const n = writeScratch(fp, template.name, template.points.length * 16);
      const points = new Float64Array(fp.memory.buffer, fp.fp_scratch(0) + ((n + 7) & ~7), template.points.length * 2);
      template.points.forEach(([x, y], i) => { points[2 * i] = x; points[2 * i + 1] = y; });
      fp.fp_stroke_add_template(h, index, n, template.points.length);
    }
    for (const name of own.rejectedNames) fp.fp_stroke_reject(h, index, writeScratch(fp, name));
    if (!own.isEnabled) fp.fp_recognizer_set_enabled(h, index, 0);
    this._recognizers[index] = recognizer;
    const view = this._viewFor(target);
    view.recognizers.add(recognizer);
    fp.fp_recognizer_attach(h, index, view.index);
    if (own.movement) recognizer._movement = new Movement(own.movement, recognizer);
    // A pan along an axis is asked before it begins (module-loader.js): one across it is not.
    if (options.delegate || own.movement?.axis) recognizer.delegate = options.delegate ?? null;
    if (kind === 'hover' && this._hoverCount++ === 0) this._listenHover(true);
    // Quick scale's presses are fingerplay/input's to watch: it is there before the first.
    if (own.options.quickScale) this._device._load();
    if (kind === 'pinch' || kind === 'rotation') {
      this._twoFingerCount++;
      // Its own slop, given back after a trackpad gesture (surface-input.js, TRACKPAD).
      const code = OPTIONS[kind + 'Slop'][0];
      recognizer._slop = [code, settings.find(([c]) => c === code)?.[1] ?? (kind === 'pinch' ? 10 : Math.PI / 36)];
    }
    this._touchAction(view);
    this._device._describe(view);
    return recognizer;
  }

  /** Detaches a recognizer; one mid-gesture is cancelled (its actions hear 'cancelled'). Others carry on. */
  removeRecognizer(recognizer) {
    this._alive('removeRecognizer');
    if (!(recognizer instanceof GestureRecognizer) || recognizer.surface !== this) throw new TypeError('fingerplay: removeRecognizer needs a recognizer of this surface');
    if (recognizer._index < 0) return;
    const index = recognizer._index;
    this._fp.fp_recognizer_remove(this._handle, index);
    this._call();
    this._recognizers[index] = undefined;
    recognizer._index = -1;
    if (recognizer.kind === 'hover' && --this._hoverCount === 0) this._listenHover(false);
    if (recognizer.kind === 'pinch' || recognizer.kind === 'rotation') this._twoFingerCount--;
    const view = recognizer.element === this.element || recognizer.element === null ? this._rootView : this._views.get(recognizer.element);
    view.recognizers.delete(recognizer);
    this._touchAction(view);
    this._device._describe(view);
    if (view !== this._rootView && view.recognizers.size === 0) this._removeView(view);
  }

  /** Cancels every touch down, as the system does when a gesture is interrupted; recognizers hear 'cancelled'. */
  cancelAllTouches() {
    this._alive('cancelAllTouches');
    this._device._forget();
    this._pointers.clear();
    this._fp.fp_cancel(this._handle);
    this._call(null);
    this._unlistenWindow();
  }

  /** Stops listening, restores the element's styles and frees the engine; the surface cannot be used after. */
  destroy() {
    if (this._destroyed) return;
    this._unlisten?.();
    this._unlistenWindow();
    this._listenHover(false);
    clearTimeout(this._timer);
    this._device._forget(true);
    // Last set, first restored: an alias (webkitUserSelect for userSelect) came after its property.
    for (const [element, saved] of this._restore) {
      for (const [property, value] of Object.entries(saved).reverse()) element.style[property] = value;
    }
    this._restore.clear();
    this._fp.fp_surface_destroy(this._handle);
    this._surfaces[this._handle] = undefined;
    this._destroyed = true;
    for (const r of this._recognizers) if (r) r._index = -1;
  }

  /** A headless surface's view: `frame` {x, y, width, height} in px of `parent` (a view, or null for the root). */
  addView(frame, parent = null) {
    this._alive('addView');
    if (!this._headless) throw new Error('fingerplay: addView is for headless surfaces; a surface on an element uses the elements inside it');
    if (parent !== null && !(parent instanceof HeadlessView && parent.surface === this)) throw new TypeError('fingerplay: addView: the parent is not a view of this surface');
    return new HeadlessView(this, checkFrame(frame, 'addView: frame'), parent);
  }

  /**
   * Sends a pointer event to a headless surface, as the DOM would: `type` is 'pointerdown',
   * 'pointermove', 'pointerup' or 'pointercancel'; `init` is {pointerId, x, y, timeStamp (ms),
   * pointerType ('touch'), buttons}. Events given together in a list (dispatchPointerEvents)
   * reach the engine as one task, as the fingers of one touch frame do.
   */
  dispatchPointerEvent(type, init) { this.dispatchPointerEvents([[type, init]]); }

  /** Sends several pointer events as one task: [[type, init], …] (see dispatchPointerEvent). */
  dispatchPointerEvents(list) {
    this._alive('dispatchPointerEvents');
    if (!this._headless) throw new Error('fingerplay: dispatchPointerEvents is for headless surfaces; a surface on an element hears its pointer events');
    for (const [type, init] of list) {
      const action = { pointerdown: 'down', pointermove: 'move', pointerup: 'up', pointercancel: 'cancel' }[type];
      if (!action) throw new TypeError(`fingerplay: dispatchPointerEvent: unknown type ${JSON.stringify(type)}`);
      const { pointerId = 1, x, y, timeStamp, pointerType = 'touch' } = init ?? {};
      if (![x, y, timeStamp].every(Number.isFinite)) throw new TypeError('fingerplay: dispatchPointerEvent needs finite x, y and timeStamp (ms)');
      if (!(pointerType in POINTER_KINDS)) throw new TypeError(`fingerplay: unknown pointerType ${JSON.stringify(pointerType)}`);
      if (timeStamp < this._clock) throw new RangeError(`fingerplay: dispatchPointerEvent: timeStamp ${timeStamp} is before the surface's time ${this._clock}`);
      this._clock = timeStamp;
      const event = { type, pointerId, pointerType, clientX: x, clientY: y, timeStamp, ...init };
      this._input(action === 'move' && !this._pointers.has(pointerId) ? 'hover' : action, pointerId, x, y, timeStamp, pointerType, event, false);
    }
    this._flush();
  }

  /**
   * Sends a key to a headless surface, as the DOM would: `type` is 'keydown', 'keyup', 'click'
   * (an activation with no pointer, as a screen reader's), 'focus' or 'blur'; `init` is {key
   * (KeyboardEvent.key), target (the focused view, or null for the root), timeStamp (ms),
   * shiftKey, altKey, ctrlKey, metaKey, repeat}. Returns whether a gesture took the key (a page's
   * surface then prevents its default); false for a key with nothing to do there.
   */
  dispatchKeyboardEvent(type, init) {
    this._alive('dispatchKeyboardEvent');
    if (!this._headless) throw new Error('fingerplay: dispatchKeyboardEvent is for headless surfaces; a surface on an element hears its keys');
    return this._device._play.dispatch(type, init);
  }

  /** Moves a headless surface's clock to `time` (ms), running the timers due (a long press, a tap's window, the end of a run of keys). */
  advance(time) {
    this._alive('advance');
    if (!this._headless) throw new Error('fingerplay: advance is for headless surfaces; a surface on an element follows the page clock');
    if (!Number.isFinite(time) || time < this._clock) throw new RangeError(`fingerplay: advance: ${time} is not a time at or after ${this._clock}`);
    this._device._due(time);
    this._clock = time;
    this._flush();
  }

  /** The surface's time now, in ms of the page's clock. */
  get now() { return this._headless ? this._clock : performance.now(); }

  _alive(what) {
    if (this._destroyed) throw new Error(`fingerplay: ${what}: the surface was destroyed`);
  }

  _report(error, recognizer) {
    try {
      if (this.onError) this.onError(error, recognizer);
      else report(error);
    } catch (again) {
      report(again);
    }
  }

  // A pointer that is down moves: the step every pointermove of a gesture takes, kept apart
  // from _input so that it touches as little code as it can (a pointer keeps its type and
  // kind from its landing).
  _move(p, x, y, time, event) {
    p.x = x;
    p.y = y;
    this._pointerType = p.pointerType;
    this._step(1, p.pointerId, x, y, time, p.kind, event);
  }

  // One event handed over with its frame in one call, then its transitions to the page. The
  // frame runs at the event's own time: a DOM event's stamp is the page's clock, read as the
  // event arrives (no second clock read per event).
  _step(action, pointerId, x, y, time, kind, event) {
    this[RECORD]?.(action, pointerId, x, y, time, kind);
    this._lastEvent = event;
    this._fp.fp_input(this._handle, action, pointerId, x, y, time, kind, time > this._frameTime ? time : this._frameTime);
    this._call(event);
    this._lastEvent = null;
    this._schedule();
  }

  // A pointer event for the engine: the surface's own bookkeeping, then either queued for the
  // next frame (`frame` false: a headless list of events) or handed over with its frame in one
  // call. A lift or cancel of a pointer that is not down is dropped here.
  _input(action, pointerId, x, y, time, pointerType, event, frame = true) {
    // Any other type (a page's own, or none) counts as a touch; a key's touches are touches (its
    // hover a mouse's) that say they came from keys.
    const type = pointerType === 'mouse' || pointerType === 'pen' || pointerType === 'keyboard' ? pointerType : 'touch';
    const kind = type === 'keyboard' ? (action === 'hover' ? 1 : 0) : POINTER_KINDS[type];
    if (action === 'down' || action === 'move') {
      let p = this._pointers.get(pointerId);
      if (!p) this._pointers.set(pointerId, (p = { pointerId, pointerType: type, kind, x, y }));
      p.x = x;
      p.y = y;
    } else if (action === 'up' || action === 'cancel') {
      const p = this._pointers.get(pointerId);
      if (!p) return;
      this._pointers.delete(pointerId);
      // A gesture recognised after its touches lifted (a tap, once no double tap can come)
      // still names them: the last few lifted are remembered.
      p.x = x;
      p.y = y;
      this._lifted.delete(pointerId);
      this._lifted.set(pointerId, p);
      if (this._lifted.size > 16) this._lifted.delete(this._lifted.keys().next().value);
    }
    this._pointerType = type;
    if (!frame) {
      this[RECORD]?.(POINTER_ACTIONS[action], pointerId, x, y, time, kind, 1);
      this._lastEvent = event;
      this._fp.fp_pointer(this._handle, POINTER_ACTIONS[action], pointerId, x, y, time, kind);
      return;
    }
    this._step(POINTER_ACTIONS[action], pointerId, x, y, time, kind, event);
  }

  // Runs a frame at `time` (default now): the events queued (a headless list, the fingers of a
  // virtual gesture) and the timers due.
  _flush(time = this.now) {
    if (this._destroyed) return;
    const source = this._lastEvent;
    this._lastEvent = null;
    this._frameTime = time;
    this[RECORD]?.('frame', this._frameTime);
    this._fp.fp_frame(this._handle, this._frameTime);
    this._call(source);
    this._schedule();
  }

  // The engine's next timer (a long press, a tap's window): one setTimeout, moved only when
  // the deadline moves. Headless surfaces run their timers in advance().
  _schedule() {
    if (this._headless || this._destroyed) return;
    const deadline = heapOf(this._fp)[this._deadlineSlot];
    if (deadline === this._deadline) return;
    clearTimeout(this._timer);
    this._deadline = deadline;
    this._timer = deadline >= 0 ? setTimeout(() => { this._deadline = -1; this._flush(); }, Math.max(0, deadline - performance.now())) : null;
  }
}
