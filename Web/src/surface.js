// A surface: one element (or a headless stand-in) whose pointer events drive the engine, the
// elements inside it that carry recognizers mirrored as the engine's views.
import { instantiateWasm, decodeBase64, readText, writeScratch } from './wasm.js';
import { formatReason } from './records.js';
import { checkOptions } from './options.js';
import {
  OPTIONS, POINTER_ACTIONS, POINTER_KINDS, RECOGNIZER_KINDS, RECORD_STRIDE, STATES,
  SLOT_SURFACE, SLOT_RECOGNIZER, SLOT_STATE, SLOT_REASON, SLOT_REASON0, SLOT_REASON1, SLOT_REASON2,
} from './abi.js';
import { GestureEvent } from './event.js';
import { GestureRecognizer } from './recognizer.js';
import { HeadlessView, checkFrame } from './headless-view.js';
import { ALL_TOUCH, touchActionOf, touchActionText } from './touch-action.js';
import { checkSurfaceOptions } from './surface-options.js';
import { VirtualFingers } from './virtual-fingers.js';

const modules = new Map();      // 'plain' or 'strokes' → the promise of its exports
// A module's surfaces by handle: each module (plain, with strokes, or the page's own) counts its
// handles from 0, so a surface is known by its module and its handle together.
const surfacesOf = new WeakMap();
const CLAIMED = Symbol('fingerplay.claimed');
const BUTTON_BITS = [1, 4, 2, 8, 16, 32];
// Where a page's own controls are: pointers landing on them are neither captured nor
// prevented by default, so their clicks, focus and text selection work.
const CONTROLS = 'button, a[href], input, select, textarea, label, summary, option, [contenteditable]:not([contenteditable="false"])';
const VIRTUAL_ID = 2000000000;

/**
 * Loads the WebAssembly module once per page (every surface shares it). `source` is its URL,
 * a Response, or its bytes; default: fingerplay.wasm beside this file, or
 * fingerplay-strokes.wasm (the engine with drawn gestures, a fifth larger) when `strokes` is
 * true. The classic script carries the module with strokes inside and uses it for both.
 * @returns {Promise<WebAssembly.Exports>}
 */
export function loadFingerplay(source, { strokes = false } = {}) {
  // eslint-disable-next-line no-undef
  const embedded = typeof FINGERPLAY_WASM_BASE64 === 'string';
  const key = source ? source : embedded ? 'embedded' : strokes ? 'strokes' : 'plain';
  if (modules.has(key)) return modules.get(key);
  const surfaces = [];
  const imports = {
    // abi.js's HOST_ names, written as keys: esbuild would keep the constants as variables
    // (Web/test/host-imports.test.js holds the module's imports to the contract).
    fp: {
      begin: (handle, index) => ask(surfaces[handle], index, 'shouldBegin', (s, r) => [r, s._probeEvent(r)], true),
      receive: (handle, index, pointer, x, y) => ask(surfaces[handle], index, 'shouldReceive', (s, r) => [r, s._pointerInfo(pointer, x, y)], true),
      together: (handle, index, other) => ask(surfaces[handle], index, 'shouldRecognizeSimultaneously', (s, r) => [r, s._recognizers[other]], false),
    },
  };
  // eslint-disable-next-line no-undef
  const bytes = embedded ? decodeBase64(FINGERPLAY_WASM_BASE64) : null;
  const promise = instantiateWasm(source ?? bytes ?? new URL(strokes ? './fingerplay-strokes.wasm' : './fingerplay.wasm', import.meta.url), imports)
    .then((fp) => { surfacesOf.set(fp, surfaces); return fp; });
  modules.set(key, promise);
  promise.catch(() => modules.delete(key));
  return promise;
}

function ask(surface, index, hook, args, otherwise) {
  const recognizer = surface?._recognizers[index];
  const delegate = recognizer?._delegate;
  if (!delegate?.[hook]) return otherwise ? 1 : 0;
  try {
    const answer = delegate[hook](...args(surface, recognizer));
    return (answer === undefined ? otherwise : !!answer) ? 1 : 0;
  } catch (error) {
    surface._report(error, recognizer);
    return otherwise ? 1 : 0;
  }
}

// The kinds a rehearsal runs: those that follow moving touches, as most of a page's events do.
const REHEARSED_KINDS = ['pan', 'pinch', 'rotation', 'swipe'];
const rehearsed = new WeakSet();

// V8 runs WebAssembly in a baseline tier at first and optimises each function once it has run
// enough, counted in code executed; a page's gestures arrive an event at a time, so its first
// ten thousand or so pointermoves ran the engine's step in that tier, at about 1.4 times the
// optimised cost (docs/benchmarks.md). Once per module, in idle time after a surface is made,
// a private headless surface runs 7,000 frames of two fingers moving apart, turning and
// travelling (gestures of 100 frames, 16 ms apart) through the kinds of recognizers the page
// has, all at once — the page's own surfaces, engines and actions untouched — so that the
// page's first real gestures find the code optimised.
function rehearse(fp) {
  if (rehearsed.has(fp)) return;
  rehearsed.add(fp);
  const later = (fn) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));
  let surface = null, frame = 0, start = 0;
  later(function slice(deadline) {
    if (!surface) {
      start = performance.now();
      const kinds = new Set(surfacesOf.get(fp).flatMap((s) => s?._recognizers.map((r) => r?.kind)).filter((kind) => REHEARSED_KINDS.includes(kind)));
      // None yet (a page that adds its recognizers later): the next surface made tries again.
      if (!kinds.size) return rehearsed.delete(fp);
      surface = new GestureSurface(fp, null, checkSurfaceOptions({}), { width: 400, height: 400 });
      const all = [...kinds].map((kind) => surface.addRecognizer(kind, null));
      for (const r of all) for (const other of all) if (other !== r) r.recognizeSimultaneously(other);
    }
    // Slices of at most 5 ms, within the browser's idle period where it tells it: a touch that
    // lands meanwhile waits no longer than that.
    const until = performance.now() + Math.min(5, deadline?.timeRemaining?.() ?? 5);
    for (; frame < 7000 && performance.now() < until; frame++) {
      const i = frame % 100, action = i === 0 ? 'down' : i < 99 ? 'move' : 'up';
      surface._input(action, 1, 150 + i, 200, frame * 16, 'touch', null);
      surface._input(action, 2, 250 + 2 * i, 200 + i, frame * 16, 'touch', null);
    }
    if (frame < 7000) return later(slice);
    surface.destroy();
    // In the page's performance timeline (the browser's developer tools show it): from the
    // rehearsal's first slice to its last.
    performance.measure?.('fingerplay warm-up', { start });
  });
}

function report(error) {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}


/**
 * An element whose pointer events (touch, mouse and pen) drive Fingerplay's recognizers; the
 * elements given to addRecognizer are views inside it, hit-tested as UIKit does.
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
   * pan, pinch, rotation and swipe recognizers — 7,000 frames in slices of at most 5 ms, about
   * 50 ms of work — so the browser has optimised the engine before the first real gesture).
   * @param {Element} element
   */
  static async create(element, options = {}) {
    if (typeof Element === 'undefined' || !(element instanceof Element)) {
      throw new TypeError(`fingerplay: GestureSurface.create needs an element, not ${element === null ? 'null' : typeof element}`);
    }
    const settings = checkSurfaceOptions(options);
    const fp = await loadFingerplay(options.wasm, { strokes: settings.strokes });
    const surface = new GestureSurface(fp, element, settings, null);
    if (settings.warmUp) rehearse(fp);
    return surface;
  }

  /**
   * A surface with no DOM — for tests and servers (Node): `width` × `height` px, views made
   * with addView, input given with dispatchPointerEvent, time moved with advance (ms, from 0).
   */
  static async headless({ width = 400, height = 400, wasm, strokes = false } = {}) {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
      throw new RangeError('fingerplay: GestureSurface.headless needs a finite width and height above 0');
    }
    if (typeof strokes !== 'boolean') throw new TypeError('fingerplay: GestureSurface.headless: "strokes" must be true or false');
    const fp = await loadFingerplay(wasm, { strokes });
    return new GestureSurface(fp, null, checkSurfaceOptions({}), { width, height });
  }

  /** @internal Use GestureSurface.create or GestureSurface.headless. */
  constructor(fp, element, settings, headless) {
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
    // The trackpad's two fingers (ids from 2,000,000,000: far from any device's pointers).
    // Their events keep the wheel or gesture event that moved them (`_lastEvent`), for its keys.
    this._fingers = new VirtualFingers((action, id, x, y, time) => this._input(action, id, x, y, time, 'touch', this._lastEvent, false),
      () => this._flush(), VIRTUAL_ID);
    const size = headless ?? element.getBoundingClientRect();
    const start = headless ? 0 : performance.now();
    this._handle = fp.fp_surface_create(Math.max(size.width, 1), Math.max(size.height, 1), start, headless ? 0 : 17);
    this._deadlineSlot = fp.fp_deadline() >> 3;
    this._recordsSlot = fp.fp_records_info() >> 3;
    this._frameTime = start;
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
   * (20), velocityWindow (100), velocityStopGap (40). A bad option throws here, naming it.
   */
  addRecognizer(kind, element, options = {}) {
    this._alive('addRecognizer');
    if (!RECOGNIZER_KINDS.includes(kind)) throw new TypeError(`fingerplay: addRecognizer: unknown kind ${JSON.stringify(kind)} (${RECOGNIZER_KINDS.join(', ')})`);
    if (kind === 'stroke' && !this._fp.fp_stroke_add_template) {
      throw new TypeError("fingerplay: addRecognizer('stroke'): drawn gestures are in the module with strokes — make the surface with { strokes: true }");
    }
    const target = element ?? this.element;
    this._checkTarget(target, 'addRecognizer');
    const { settings, properties, own } = checkOptions(kind, options);
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
    if (options.delegate) recognizer.delegate = options.delegate;
    if (kind === 'hover' && this._hoverCount++ === 0) this._listenHover(true);
    if (kind === 'pinch' || kind === 'rotation') this._twoFingerCount++;
    this._touchAction(view);
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
    if (view !== this._rootView && view.recognizers.size === 0) this._removeView(view);
  }

  /** Cancels every touch down, as the system does when a gesture is interrupted; recognizers hear 'cancelled'. */
  cancelAllTouches() {
    this._alive('cancelAllTouches');
    this._fingers.forget();
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
    this._fingers.forget();
    // Last set, first restored: an alias (webkitUserSelect for userSelect) was saved after its
    // property had been set.
    for (const [element, saved] of this._restore) {
      for (const [property, value] of Object.entries(saved).reverse()) element.style[property] = value;
    }
    this._restore.clear();
    this._fp.fp_surface_destroy(this._handle);
    this._surfaces[this._handle] = undefined;
    this._destroyed = true;
    for (const r of this._recognizers) if (r) r._index = -1;
  }

  // Headless surfaces.

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

  /** Moves a headless surface's clock to `time` (ms), running the timers due (a long press, a tap's window). */
  advance(time) {
    this._alive('advance');
    if (!this._headless) throw new Error('fingerplay: advance is for headless surfaces; a surface on an element follows the page clock');
    if (!Number.isFinite(time) || time < this._clock) throw new RangeError(`fingerplay: advance: ${time} is not a time at or after ${this._clock}`);
    this._clock = time;
    this._flush();
  }

  /** The surface's time now, in ms of the page's clock. */
  get now() { return this._headless ? this._clock : performance.now(); }

  // Internals.

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

  _checkTarget(target, what) {
    if (this._headless) {
      if (target !== null && !(target instanceof HeadlessView && target.surface === this)) throw new TypeError(`fingerplay: ${what}: the view is not a view of this surface (addView makes them)`);
    } else if (!(target instanceof Element) || (target !== this.element && !this.element.contains(target))) {
      throw new TypeError(`fingerplay: ${what}: the element is not ${target instanceof Element ? 'inside the surface' : 'an element'}`);
    }
  }

  // The view of `target`, made (and put in its place in the tree) if it has none yet.
  _viewFor(target) {
    if (target === this.element || target === null) return this._rootView;
    let view = this._views.get(target);
    if (view) return view;
    const parent = this._parentView(target);
    view = { index: -1, target, parent, children: [], recognizers: new Set() };
    const frame = this._frameOf(view);
    view.index = this._fp.fp_view_add(this._handle, parent.index, this._position(parent, target), frame.x, frame.y, frame.width, frame.height);
    this._views.set(target, view);
    // Views already made for elements inside this one move under it.
    if (!this._headless) {
      for (const child of parent.children.filter((c) => c !== view && target.contains(c.target))) {
        parent.children.splice(parent.children.indexOf(child), 1);
        this._place(view, child);
      }
    }
    parent.children.splice(this._position(parent, target), 0, view);
    return view;
  }

  _parentView(target) {
    if (this._headless) return target.parent ? this._viewFor(target.parent) : this._rootView;
    for (let e = target.parentElement; e && e !== this.element; e = e.parentElement) {
      const view = this._views.get(e);
      if (view) return view;
    }
    return this._rootView;
  }

  // Where `target` goes among `parent`'s subviews: after those before it in the document (the
  // front-most sibling last, as it paints); headless views in the order they were made.
  _position(parent, target) {
    if (this._headless) return parent.children.length;
    let position = 0;
    for (const sibling of parent.children) {
      if (sibling.target !== target && sibling.target.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) position++;
    }
    return position;
  }

  _place(parent, child) {
    const position = this._position(parent, child.target);
    child.parent = parent;
    parent.children.splice(position, 0, child);
    this._fp.fp_view_move(this._handle, child.index, parent.index, position);
    const frame = this._frameOf(child);
    this._fp.fp_view_set_frame(this._handle, child.index, frame.x, frame.y, frame.width, frame.height, frame.hidden ? 1 : 0);
  }

  _removeView(view) {
    const parent = view.parent;
    parent.children.splice(parent.children.indexOf(view), 1);
    this._views.delete(view.target);
    for (const child of view.children) this._place(parent, child);
    this._fp.fp_view_remove(this._handle, view.index);
  }

  _frameOf(view) {
    if (this._headless) return view.target.frame;
    const box = view.target.getBoundingClientRect();
    const origin = view.parent.target === this.element ? this._box() : view.parent.target.getBoundingClientRect();
    const hidden = !view.target.isConnected || view.target.getClientRects().length === 0;
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height, hidden };
  }

  // The surface's box: read when a gesture's first pointer lands, and again after a scroll or a
  // resize — not on every pointermove, where a layout read (style made dirty by :active and
  // :hover) costs more than the engine's whole step.
  _box() {
    let box = this._boxCache;
    if (!box) {
      // Its sides as plain numbers: each of a DOMRect's is a call into the browser, cold on a
      // frame's first pointermove.
      const rect = this.element.getBoundingClientRect();
      box = this._boxCache = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    }
    return box;
  }

  // Elements move and resize: the views follow before a new gesture's first touch lands.
  _layout() {
    if (this._headless) return;
    this._boxCache = null;
    const box = this._box();
    this._fp.fp_surface_set_size(this._handle, Math.max(box.width, 1), Math.max(box.height, 1));
    for (const view of this._views.values()) {
      const f = this._frameOf(view);
      this._fp.fp_view_set_frame(this._handle, view.index, f.x, f.y, f.width, f.height, f.hidden ? 1 : 0);
    }
  }

  // touch-action as the recognizers need it: an element with recognizers gets what they allow
  // the browser to keep (scrolling along an axis no recognizer reads, zooming when no recognizer
  // pinches); one whose last recognizer goes gets its own back. Only the view that changed is
  // worked out again.
  _touchAction(view) {
    if (this._headless || this._settings.touchAction !== 'compute') return;
    if (view.recognizers.size === 0) {
      this._unstyle(view.target, 'touchAction');
      return;
    }
    let mask = ALL_TOUCH;
    for (const r of view.recognizers) mask &= touchActionOf(r);
    this._style(view.target, 'touchAction', touchActionText(mask));
  }

  // Sets a style property, keeping the element's own value for destroy() (or _unstyle).
  _style(element, property, value) {
    let saved = this._restore.get(element);
    if (!saved) this._restore.set(element, (saved = {}));
    if (!(property in saved)) saved[property] = element.style[property];
    element.style[property] = value;
  }

  _unstyle(element, property) {
    const saved = this._restore.get(element);
    if (!saved || !(property in saved)) return;
    element.style[property] = saved[property];
    delete saved[property];
  }

  _listen(element) {
    if (this._settings.touchAction !== 'compute') this._style(element, 'touchAction', this._settings.touchAction);
    this._style(element, 'userSelect', 'none');
    this._style(element, 'webkitUserSelect', 'none');
    this._style(element, 'webkitTouchCallout', 'none');
    const on = (target, type, fn, options) => {
      target.addEventListener(type, fn, options);
      return () => target.removeEventListener(type, fn, options);
    };
    this._windowListeners = false;
    // A move and an end each have a listener of their own: the code a pointermove runs (and
    // finds cold, a frame's first) then holds only the move's path.
    this._moveListener = (e) => this._pointerMove(e);
    this._endListener = (e) => this._pointerEnd(e);
    const offs = [
      on(element, 'pointerdown', (e) => this._pointerDown(e)),
      on(element, 'contextmenu', (e) => { if ([...this._pointers.values()].some((p) => p.pointerType === 'touch')) e.preventDefault(); }),
      on(element, 'wheel', (e) => this._wheel(e), { passive: false }),
      ...['gesturestart', 'gesturechange', 'gestureend'].map((type) => on(element, type, (e) => this._safariGesture(e))),
      on(document, 'visibilitychange', () => { if (document.visibilityState === 'hidden' && this._pointers.size) this.cancelAllTouches(); }),
      on(window, 'blur', () => { if (this._pointers.size || this._fingers.current) this.cancelAllTouches(); }),
      on(window, 'scroll', () => { this._boxCache = null; }, { capture: true, passive: true }),
    ];
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { this._boxCache = null; if (!this._pointers.size) this._layout(); }) : null;
    resize?.observe(element);
    this._unlisten = () => { for (const off of offs) off(); resize?.disconnect(); };
  }

  // Hovering pointers are listened to only while a hover recognizer is on the surface: a
  // listener costs every pointermove of the page's, recognizers or not.
  _listenHover(on) {
    if (!this.element) return;
    this._hoverListener ??= (e) => { if (!this._pointers.has(e.pointerId)) this._hover(e); };
    if (on) this.element.addEventListener('pointermove', this._hoverListener, { passive: true });
    else this.element.removeEventListener('pointermove', this._hoverListener, { passive: true });
  }

  // While pointers are down, their moves, lifts and cancellations are heard on the window
  // (capture phase): wherever they go, and whoever holds their capture.
  _listenWindow() {
    if (this._windowListeners) return;
    window.addEventListener('pointermove', this._moveListener, true);
    for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, this._endListener, true);
    this._windowListeners = true;
  }

  _unlistenWindow() {
    if (!this._windowListeners) return;
    window.removeEventListener('pointermove', this._moveListener, true);
    for (const type of ['pointerup', 'pointercancel']) window.removeEventListener(type, this._endListener, true);
    this._windowListeners = false;
  }

  _pointerDown(e) {
    // A nested surface took it first (events bubble from the innermost).
    if (e[CLAIMED] || this._destroyed) return;
    const bit = e.pointerType === 'touch' ? 1 : BUTTON_BITS[e.button] ?? 0;
    if (!(bit & this._settings.buttons)) return;
    e[CLAIMED] = true;
    this._fingers.release(performance.now());
    if (this._pointers.size === 0) this._layout();
    const onControl = e.target instanceof Element && e.target.closest(CONTROLS) && this.element.contains(e.target.closest(CONTROLS));
    // A pointer the page's own code captured (a slider, say) stays its own: the window still
    // tells the surface where it goes.
    if (this._settings.capturePointers && !onControl && !capturedBelow(e, this.element)) {
      try { this.element.setPointerCapture(e.pointerId); } catch { /* an untrusted event */ }
    }
    if (this._settings.preventDefault && !onControl && e.cancelable) e.preventDefault();
    this._listenWindow();
    const box = this._box();
    this._input('down', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
  }

  _pointerMove(e) {
    const p = this._pointers.get(e.pointerId);
    if (!p) return;
    const box = this._box();
    // Coalesced moves are not asked for: getCoalescedEvents() makes new events on every call,
    // which costs more than the engine's whole step.
    this._move(p, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e);
  }

  _pointerEnd(e) {
    const p = this._pointers.get(e.pointerId);
    if (!p) return;
    const box = this._box();
    this._input(e.type === 'pointerup' ? 'up' : 'cancel', p.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, p.pointerType, e);
    if (this._pointers.size === 0) this._unlistenWindow();
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
    this._lastEvent = event;
    this._fp.fp_input(this._handle, action, pointerId, x, y, time, kind, time > this._frameTime ? time : this._frameTime);
    this._call(event);
    this._lastEvent = null;
    this._schedule();
  }

  _hover(e) {
    const box = this._box();
    this._input('hover', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
  }

  // A pointer event for the engine: the surface's own bookkeeping, then either queued for the
  // next frame (`frame` false: a headless list of events) or handed over with its frame in one
  // call. A lift or cancel of a pointer that is not down is dropped here.
  _input(action, pointerId, x, y, time, pointerType, event, frame = true) {
    // Any other type (a page's own, or none) counts as a touch.
    const type = pointerType === 'mouse' || pointerType === 'pen' ? pointerType : 'touch', kind = POINTER_KINDS[type];
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
      this._lastEvent = event;
      this._fp.fp_pointer(this._handle, POINTER_ACTIONS[action], pointerId, x, y, time, kind);
      return;
    }
    this._step(POINTER_ACTIONS[action], pointerId, x, y, time, kind, event);
  }

  // Runs a frame now: the events queued (a headless list, the fingers of a virtual gesture)
  // and the timers due.
  _flush() {
    if (this._destroyed) return;
    const source = this._lastEvent;
    this._lastEvent = null;
    this._frameTime = this.now;
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

  // After a call into the engine: hands every transition it made to the page. The records'
  // count and place are read from the module's memory, and the count set to 0 there once they
  // are read — no calls across, which cost about a microsecond each on a page.
  _call(source = null) {
    const records = heapOf(this._fp);
    const slot = this._recordsSlot;
    const count = records[slot];
    if (count === 0) return;
    // An integer, so that each slot's index is one too (no conversion checked per read).
    const base = records[slot + 1] >>> 3;
    // The queue keeps its length between steps (slots are cleared, not cut off): setting an
    // array's length calls into the JavaScript engine's runtime, and a cut array grows again
    // on the next push.
    const queue = this._queue;
    let queued = this._queued;
    for (let i = 0; i < count; i++) {
      const at = base + i * RECORD_STRIDE;
      const surface = this._surfaces[records[at + SLOT_SURFACE]];
      const recognizer = surface?._recognizers[records[at + SLOT_RECOGNIZER]];
      if (!recognizer) continue;
      queue[queued] = surface;
      queue[queued + 1] = recognizer;
      queue[queued + 2] = surface._event(recognizer, records, at, source);
      queued += 3;
    }
    this._queued = queued;
    records[slot] = 0;
    if (this._dispatching) return;
    // Transitions made while actions run (an action that removes a recognizer, say) wait their
    // turn behind those already queued.
    this._dispatching = true;
    try {
      for (let i = 0; i < this._queued; i += 3) {
        const surface = queue[i], recognizer = queue[i + 1], event = queue[i + 2];
        queue[i] = queue[i + 1] = queue[i + 2] = null;
        surface._emit(recognizer, event);
      }
    } finally {
      this._queued = 0;
      this._dispatching = false;
    }
  }

  // Text a record points to (only the module with strokes writes any).
  _text(offset, length) {
    return readText(this._fp, this._fp.fp_stroke_text() + offset, length);
  }

  // The event a transition record makes: its state, values, pointers, reason, and for a pan
  // the delta since its last transition.
  _event(recognizer, r, at, source) {
    const modifiers = source ?? this._modifiers;
    // Stored once a step, not once a transition: a new event kept by the long-lived surface
    // costs a call into V8's write barrier.
    if (source && source !== this._modifiers) this._modifiers = source;
    const event = new GestureEvent(recognizer, STATES[r[at + SLOT_STATE]], r, at, source, modifiers, this._pointerType);
    if (event.delta !== undefined) {
      const last = event.state === 'began' || !recognizer._translation ? { x: 0, y: 0 } : recognizer._translation;
      event.delta = { x: event.translation.x - last.x, y: event.translation.y - last.y };
      recognizer._translation = event.state === 'began' || event.state === 'changed' ? event.translation : null;
    }
    if (r[at + SLOT_REASON] !== 0) event.reason = formatReason(r[at + SLOT_REASON], r[at + SLOT_REASON0], r[at + SLOT_REASON1], r[at + SLOT_REASON2], this);
    return event;
  }

  // The name a reason gives another recognizer by.
  _nameOf(index) {
    const other = this._recognizers[index];
    return other ? other.name ?? `${other.kind} ${index}` : 'another recognizer';
  }

  _emit(recognizer, event) {
    recognizer.state = event.state;
    recognizer.lastEvent = event;
    if (event.state !== 'failed') {
      const actions = recognizer._actions;
      for (let i = 0; i < actions.length; i++) {
        const fn = actions[i].fn;
        if (fn === null) continue;
        try { fn(event); } catch (error) { this._report(error, recognizer); }
      }
    }
    if (this.onTransition) {
      try { this.onTransition(recognizer, event); } catch (error) { this._report(error, recognizer); }
    }
  }

  // The gesture a delegate's shouldBegin is asked about, as it is about to begin.
  _probeEvent(recognizer) {
    const fp = this._fp;
    const r = new Float64Array(fp.memory.buffer, fp.fp_recognizer_probe(this._handle, recognizer._index), RECORD_STRIDE);
    const event = new GestureEvent(recognizer, 'began', r, 0, this._lastEvent, this._lastEvent ?? this._modifiers, this._pointerType);
    if (event.delta !== undefined) event.delta = { ...event.translation };
    return event;
  }

  _pointerInfo(pointerId, x, y) {
    const p = this._pointers.get(pointerId) ?? this._lifted.get(pointerId);
    return { pointerId, pointerType: p?.pointerType ?? 'touch', x: x ?? p?.x ?? 0, y: y ?? p?.y ?? 0 };
  }

  // Trackpads: two virtual touches about the cursor, spread by ctrl+wheel (Chromium's and
  // Firefox's trackpad pinch) or Safari's gesture events, which also turn them.
  _wheel(e) {
    if (!this._settings.trackpad || !e.ctrlKey || this._twoFingerCount === 0 || this._pointers.size > (this._fingers.current ? 2 : 0)) return;
    e.preventDefault();
    this._virtualGesture(e, e.clientX, e.clientY, (v) => { v.spread = Math.min(Math.max(20, v.spread * Math.exp(-e.deltaY / 100)), 4000); });
  }

  _safariGesture(e) {
    if (!this._settings.trackpad || this._twoFingerCount === 0) return;
    e.preventDefault();
    if (e.type === 'gesturestart') {
      this._safari = { x: e.clientX, y: e.clientY };
    } else if (e.type === 'gesturechange' && this._safari) {
      this._virtualGesture(e, this._safari.x, this._safari.y, (v) => { v.spread = 40 * e.scale; v.angle = (e.rotation * Math.PI) / 180; });
    } else if (e.type === 'gestureend') {
      this._safari = null;
      this._fingers.release(performance.now());
    }
  }

  _virtualGesture(e, clientX, clientY, change) {
    if (!this._fingers.current) this._layout();
    const box = this._box();
    this._lastEvent = e;
    this._fingers.change(clientX - box.left, clientY - box.top, e.timeStamp, change);
  }
}

function capturedBelow(e, surface) {
  for (let el = e.target; el instanceof Element && el !== surface; el = el.parentElement) {
    if (el.hasPointerCapture?.(e.pointerId)) return true;
  }
  return false;
}

// The module's memory as doubles. Reading `memory.buffer` costs a call into the browser's
// bindings on every step; a memory that grows detaches its old buffer (the view's length drops
// to 0), so the view is made again only then, or for the other module.
let heapModule = null;
let heap = null;
function heapOf(fp) {
  if (fp !== heapModule || heap.length === 0) {
    heapModule = fp;
    heap = new Float64Array(fp.memory.buffer);
  }
  return heap;
}
