// A surface: one element (or a headless stand-in) whose pointer events drive the engine, the
// elements inside it that carry recognizers mirrored as the engine's views.
import { writeScratch } from './wasm.js';
import { loadFingerplay, surfacesOf } from './module-loader.js';
import { checkOptions } from './options.js';
import { OPTIONS, POINTER_KINDS, RECOGNIZER_KINDS } from './abi.js';
import { GestureRecognizer } from './recognizer.js';
import { HeadlessView, checkFrame } from './headless-view.js';
import { checkSurfaceOptions } from './surface-options.js';
import { SurfaceDispatch } from './surface-dispatch.js';
import { SurfaceViews } from './surface-views.js';
import { SurfaceInput } from './surface-input.js';
import { SurfaceDeviceInput } from './surface-device-input.js';
import { rehearse } from './warm-up.js';
import { Movement } from './movement.js';

export { loadFingerplay };

/**
 * @internal Where a recorder (fingerplay/testing's recordSurface) hears what the engine is given:
 * `surface[RECORD](action, pointerId, x, y, time, kind, queued)` for each pointer (`queued` 1 for
 * one that waits for the next frame with others, as a trackpad's two fingers do; a pointer event
 * of the page's own runs a frame of its own), `('frame', time)` for
 * each frame the page runs, `('layout')` once the views' frames are set. A symbol: not a name a
 * minifier changes, nor one a page's code meets by chance.
 */
export const RECORD = Symbol.for('fingerplay.rec');
/**
 * @internal A surface's trackpad mode (surface-input.js): `surface[TRACKPAD](true)` while a
 * trackpad's virtual fingers are down. A recording notes it, and its replay sets it likewise.
 */
export const TRACKPAD = Symbol.for('fingerplay.pad');

/** @internal How a replay sets a threshold as a key's gesture set it: `surface[SET_THRESHOLD](index, code, value)`. */
export const SET_THRESHOLD = Symbol.for('fingerplay.set');

/**
 * An element whose pointer events (touch, mouse and pen) drive Fingerplay's recognizers; the
 * elements given to addRecognizer are views inside it, hit-tested as UIKit does.
 *
 * Its parts, each with its own state: the views (surface-views.js), the dispatch into the engine
 * and out to the actions (surface-dispatch.js), the element's pointer events (surface-input.js)
 * and the other devices — keys, wheel, trackpad (surface-device-input.js).
 */
export class GestureSurface {
  #views;
  #dispatch;
  #input = null;
  #device;
  #hoverCount = 0;
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
  static async create(element, options = {}) {
    if (typeof Element === 'undefined' || !(element instanceof Element)) {
      throw new TypeError(`fingerplay: GestureSurface.create needs an element, not ${element === null ? 'null' : typeof element}`);
    }
    const settings = checkSurfaceOptions(options);
    const fp = await loadFingerplay(options.wasm, { strokes: settings.strokes });
    const surface = new GestureSurface(fp, element, settings, null);
    if (settings.warmUp) {
      rehearse(fp, surfacesOf, {
        headless(startTime) {
          const rehearsal = new GestureSurface(fp, null, checkSurfaceOptions({}), { width: 400, height: 400, startTime, timers: true });
          return [rehearsal, rehearsal.#dispatch];
        },
        // Keys off: a surface with keys describes them in an element of the page's document.
        onElement: (element) => new GestureSurface(fp, element, checkSurfaceOptions({ warmUp: false, keyboard: false }), null),
      });
    }
    return surface;
  }

  /**
   * A surface with no DOM — for tests and servers (Node): `width` × `height` px, views made
   * with addView, input given with dispatchPointerEvent and dispatchKeyboardEvent (its keys'
   * gestures loaded with it), time moved with advance (ms, from `startTime`, default 0: a
   * recording replayed starts at the page's time, as it did there).
   * @param {{ width?: number, height?: number, wasm?: import('./types.js').SurfaceOptions['wasm'], strokes?: boolean, startTime?: number }} [options]
   * @returns {Promise<GestureSurface>}
   */
  static async headless({ width = 400, height = 400, wasm, strokes = false, startTime = 0 } = {}) {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) && Number.isFinite(startTime))) {
      throw new RangeError('fingerplay: GestureSurface.headless needs a finite width, height (above 0) and startTime');
    }
    if (typeof strokes !== 'boolean') throw new TypeError('fingerplay: GestureSurface.headless: "strokes" must be true or false');
    const surface = new GestureSurface(await loadFingerplay(wasm, { strokes }), null, checkSurfaceOptions({}), { width, height, startTime });
    return surface.#device._load().then(() => surface);
  }

  /**
   * Checks a recognizer's `kind` and `options` as addRecognizer does, throwing its TypeError or
   * RangeError naming the first bad one — for code that declares recognizers before a surface
   * exists (fingerplay/react checks them as a component renders).
   * @template {import('./types.js').RecognizerKind} K
   * @param {K} kind
   * @param {import('./types.js').OptionsForKind[K]} [options]
   * @returns {void}
   */
  static checkOptions(kind, options = {}) {
    if (!RECOGNIZER_KINDS.includes(kind)) throw new TypeError(`fingerplay: addRecognizer: unknown kind ${JSON.stringify(kind)} (${RECOGNIZER_KINDS.join(', ')})`);
    return checkOptions(kind, options);
  }

  /** @internal Use GestureSurface.create or GestureSurface.headless. */
  constructor(fp, element, settings, headless) {
    /**
     * The surface's element; null for a headless surface.
     * @readonly
     * @type {Element | null}
     */
    this.element = element;
    /**
     * Called with (recognizer, event) for every transition of every recognizer, failures included. Default null.
     * @type {((recognizer: GestureRecognizer<any>, event: import('./event.js').GestureEvent) => void) | null}
     */
    this.onTransition = null;
    /**
     * Called with (error, recognizer) when an action, delegate or onTransition throws; default null: the
     * error is reported as uncaught (`reportError`) and the surface carries on.
     * @type {((error: unknown, recognizer: GestureRecognizer<any> | undefined) => void) | null}
     */
    this.onError = null;
    const size = headless ?? element.getBoundingClientRect();
    const start = headless ? headless.startTime ?? 0 : performance.now();
    // A page's engine runs its timers 17 ms behind the page's clock (a frame's worth of late events placed).
    const trailing = headless ? 0 : 17;
    const handle = fp.fp_surface_create(Math.max(size.width, 1), Math.max(size.height, 1), start, trailing);
    const views = this.#views = new SurfaceViews(this, fp, handle, element, headless, settings.touchAction);
    const dispatch = this.#dispatch = new SurfaceDispatch(this, fp, handle, views, settings, headless, start, trailing, surfacesOf.get(fp));
    const device = this.#device = new SurfaceDeviceInput(dispatch);
    if (element) this.#input = new SurfaceInput(element, settings, dispatch, views, device, () => this.cancelAllTouches());
  }

  /**
   * The recognizers on the surface, in the order they were added.
   * @type {GestureRecognizer<any>[]}
   */
  get recognizers() { return this.#dispatch._recognizers.filter((r) => r); }

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
  addRecognizer(kind, element, options = {}) {
    this.#alive('addRecognizer');
    const dispatch = this.#dispatch, views = this.#views, fp = dispatch._fp, h = dispatch._handle;
    if (kind === 'stroke' && !fp.fp_stroke_add_template) {
      throw new TypeError("fingerplay: addRecognizer('stroke'): drawn gestures are in the module with strokes — make the surface with { strokes: true }");
    }
    const { settings, properties, own } = GestureSurface.checkOptions(kind, options);
    const target = element ?? this.element;
    views._checkTarget(target, 'addRecognizer');
    for (const [code, value] of settings) fp.fp_settings_set(code, value);
    const index = fp.fp_recognizer_create(h, RECOGNIZER_KINDS.indexOf(kind));
    for (const [code, value] of properties) fp.fp_recognizer_set(h, index, code, value);
    const recognizer = new GestureRecognizer(this, dispatch, index, kind, target, own);
    recognizer._direction = properties.find(([code]) => code === OPTIONS.direction[0])?.[1] ?? 1;
    for (const template of own.templates ?? []) {
      const n = writeScratch(fp, template.name, template.points.length * 16);
      const points = new Float64Array(fp.memory.buffer, fp.fp_scratch(0) + ((n + 7) & ~7), template.points.length * 2);
      template.points.forEach(([x, y], i) => { points[2 * i] = x; points[2 * i + 1] = y; });
      fp.fp_stroke_add_template(h, index, n, template.points.length);
    }
    for (const name of own.rejectedNames) fp.fp_stroke_reject(h, index, writeScratch(fp, name));
    if (!own.isEnabled) fp.fp_recognizer_set_enabled(h, index, 0);
    dispatch._setRecognizer(index, recognizer);
    const view = views._viewFor(target);
    view.recognizers.add(recognizer);
    fp.fp_recognizer_attach(h, index, view.index);
    if (own.movement) recognizer._movement = new Movement(own.movement, recognizer);
    // A pan along an axis is asked before it begins (module-loader.js): one across it is not.
    if (options.delegate || own.movement?.axis) recognizer.delegate = options.delegate ?? null;
    if (kind === 'hover' && this.#hoverCount++ === 0) this.#input?._listenHover(true);
    // Quick scale's presses are fingerplay/input's to watch: it is there before the first.
    if (own.options.quickScale) this.#device._load();
    if (kind === 'pinch' || kind === 'rotation') {
      // Its own slop, given back after a trackpad gesture (surface-dispatch.js's _trackpad).
      const code = OPTIONS[kind + 'Slop'][0];
      recognizer._slop = [code, settings.find(([c]) => c === code)?.[1] ?? (kind === 'pinch' ? 10 : Math.PI / 36)];
    }
    views._touchAction(view);
    this.#device._describe(view);
    return recognizer;
  }

  /**
   * Detaches a recognizer; one mid-gesture is cancelled (its actions hear 'cancelled'). Others carry on.
   * @param {GestureRecognizer<any>} recognizer
   * @returns {void}
   */
  removeRecognizer(recognizer) {
    this.#alive('removeRecognizer');
    if (!(recognizer instanceof GestureRecognizer) || recognizer.surface !== this) throw new TypeError('fingerplay: removeRecognizer needs a recognizer of this surface');
    if (recognizer._index < 0) return;
    const index = recognizer._index, dispatch = this.#dispatch, views = this.#views;
    dispatch._fp.fp_recognizer_remove(dispatch._handle, index);
    dispatch._call();
    dispatch._setRecognizer(index, undefined);
    recognizer._index = -1;
    if (recognizer.kind === 'hover' && --this.#hoverCount === 0) this.#input?._listenHover(false);
    const view = views._viewOf(recognizer.element);
    view.recognizers.delete(recognizer);
    views._touchAction(view);
    this.#device._describe(view);
    if (view !== views._root && view.recognizers.size === 0) views._removeView(view);
  }

  /**
   * Cancels every touch down, as the system does when a gesture is interrupted; recognizers hear 'cancelled'.
   * @returns {void}
   */
  cancelAllTouches() {
    this.#alive('cancelAllTouches');
    this.#device._forget();
    this.#dispatch._cancelAll();
    this.#input?._unlistenWindow();
  }

  /**
   * Stops listening, restores the element's styles and frees the engine; the surface cannot be used after.
   * @returns {void}
   */
  destroy() {
    if (this.#dispatch._destroyed) return;
    this.#input?._stop();
    this.#device._forget(true);
    this.#views._restoreStyles();
    this.#dispatch._destroy();
  }

  /**
   * A headless surface's view: `frame` {x, y, width, height} in px of `parent` (a view, or null for the root).
   * @param {import('./types.js').Frame} frame
   * @param {HeadlessView | null} [parent]
   * @returns {HeadlessView}
   */
  addView(frame, parent = null) {
    this.#alive('addView');
    if (!this.#dispatch._headless) throw new Error('fingerplay: addView is for headless surfaces; a surface on an element uses the elements inside it');
    if (parent !== null && !(parent instanceof HeadlessView && parent.surface === this)) throw new TypeError('fingerplay: addView: the parent is not a view of this surface');
    return new HeadlessView(this, this.#views, checkFrame(frame, 'addView: frame'), parent);
  }

  /**
   * Sends a pointer event to a headless surface, as the DOM would: `type` is 'pointerdown',
   * 'pointermove', 'pointerup' or 'pointercancel'; `init` is {pointerId, x, y, timeStamp (ms),
   * pointerType ('touch'), buttons}. Events given together in a list (dispatchPointerEvents)
   * reach the engine as one task, as the fingers of one touch frame do.
   * @param {import('./types.js').PointerEventType} type
   * @param {import('./types.js').PointerInit} init
   * @returns {void}
   */
  dispatchPointerEvent(type, init) { this.dispatchPointerEvents([[type, init]]); }

  /**
   * Sends several pointer events as one task: [[type, init], …] (see dispatchPointerEvent).
   * @param {[import('./types.js').PointerEventType, import('./types.js').PointerInit][]} list
   * @returns {void}
   */
  dispatchPointerEvents(list) {
    this.#alive('dispatchPointerEvents');
    const dispatch = this.#dispatch;
    if (!dispatch._headless) throw new Error('fingerplay: dispatchPointerEvents is for headless surfaces; a surface on an element hears its pointer events');
    for (const [type, init] of list) {
      const action = { pointerdown: 'down', pointermove: 'move', pointerup: 'up', pointercancel: 'cancel' }[type];
      if (!action) throw new TypeError(`fingerplay: dispatchPointerEvent: unknown type ${JSON.stringify(type)}`);
      const { pointerId = 1, x, y, timeStamp, pointerType = 'touch' } = init ?? {};
      if (![x, y, timeStamp].every(Number.isFinite)) throw new TypeError('fingerplay: dispatchPointerEvent needs finite x, y and timeStamp (ms)');
      if (!(pointerType in POINTER_KINDS)) throw new TypeError(`fingerplay: unknown pointerType ${JSON.stringify(pointerType)}`);
      dispatch._stamp(timeStamp, 'dispatchPointerEvent');
      const event = { type, pointerId, pointerType, clientX: x, clientY: y, timeStamp, ...init };
      dispatch._input(action === 'move' && !dispatch._pointers.has(pointerId) ? 'hover' : action, pointerId, x, y, timeStamp, pointerType, event, false);
    }
    dispatch._flush();
  }

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
  dispatchKeyboardEvent(type, init) {
    this.#alive('dispatchKeyboardEvent');
    if (!this.#dispatch._headless) throw new Error('fingerplay: dispatchKeyboardEvent is for headless surfaces; a surface on an element hears its keys');
    return this.#device._dispatchKey(type, init);
  }

  /**
   * Moves a headless surface's clock to `time` (ms), running the timers due (a long press, a tap's window, the end of a run of keys).
   * @param {number} time
   * @returns {void}
   */
  advance(time) {
    this.#alive('advance');
    const dispatch = this.#dispatch;
    if (!dispatch._headless) throw new Error('fingerplay: advance is for headless surfaces; a surface on an element follows the page clock');
    if (!Number.isFinite(time) || time < dispatch._clock) throw new RangeError(`fingerplay: advance: ${time} is not a time at or after ${dispatch._clock}`);
    this.#device._due(time);
    dispatch._stamp(time, 'advance');
    dispatch._flush();
  }

  /**
   * The surface's time now, in ms of the page's clock.
   * @type {number}
   */
  get now() { return this.#dispatch._headless ? this.#dispatch._clock : performance.now(); }

  /** @internal The recorder fingerplay/testing's recordSurface sets (see RECORD). */
  get [RECORD]() { return this.#dispatch._recorder; }
  /** @internal */
  set [RECORD](fn) { this.#dispatch._recorder = fn; }

  /** @internal A replay's trackpad mode (see TRACKPAD). */
  [TRACKPAD](lowered) { this.#dispatch._trackpad(lowered); }

  /** @internal A replay's threshold set as a key's gesture set it. */
  [SET_THRESHOLD](index, code, value) { this.#dispatch._setThreshold(index, code, value); }

  #alive(what) {
    if (this.#dispatch._destroyed) throw new Error(`fingerplay: ${what}: the surface was destroyed`);
  }
}
