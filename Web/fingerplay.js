// fingerplay.js — UIKit's gesture recognizers for any web page, on Fingerplay's engine compiled
// to WebAssembly: the same decisions, to the bit, as the Swift engine on a server or a phone.
//
//   import { GestureSurface } from './fingerplay.js';
//   const surface = await GestureSurface.create(document.querySelector('#board'));
//   const pan = surface.addRecognizer('pan', card, { maximumNumberOfTouches: 1 });
//   pan.addAction((e) => { if (e.state === 'changed') move(card, e.translation); });
//   const tap = surface.addRecognizer('tap', card);
//   const doubleTap = surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 });
//   tap.requireToFail(doubleTap);
//
// A surface is one element whose pointer events (touch, mouse, pen) the engine hears; the
// elements given to addRecognizer are views inside it, hit-tested as UIKit does (the front-most
// element under the finger, its recognizers and its ancestors'). Times are the page's clock in
// milliseconds, positions CSS pixels from the surface's top left corner.

/** The kinds of recognizer, by the names UIKit's classes have (without "UI…GestureRecognizer"). */
export const RECOGNIZER_KINDS = ['tap', 'longPress', 'pan', 'swipe', 'pinch', 'rotation', 'screenEdgePan', 'hover', 'shake', 'stroke'];

let modulePromise = null;
const surfacesByHandle = new Map();

/**
 * Loads the WebAssembly module once per page. `source` is a URL (default: fingerplay.wasm next
 * to this file), or the module's bytes. The classic-script bundle (fingerplay.bundle.js) carries
 * the bytes inside, so a page opened from a file works too.
 */
export function loadFingerplay(source) {
  if (modulePromise) return modulePromise;
  const imports = {
    fingerplay: {
      should_begin: (surface, index) => ask(surface, index, (d, r) => d.shouldBegin?.(r), true),
      should_receive: (surface, index, pointer, x, y) =>
        ask(surface, index, (d, r) => d.shouldReceive?.(r, { pointerId: pointer, x, y }), true),
      should_recognize_simultaneously: (surface, index, other) =>
        ask(surface, index, (d, r, s) => d.shouldRecognizeSimultaneously?.(r, s.recognizers[other]), false),
    },
  };
  modulePromise = (async () => {
    let bytes = source ?? (typeof FINGERPLAY_WASM_BASE64 !== 'undefined' ? decodeBase64(FINGERPLAY_WASM_BASE64) : null);
    if (!bytes) bytes = new URL('./fingerplay.wasm', import.meta.url);
    if (bytes instanceof URL || typeof bytes === 'string') bytes = await (await fetch(bytes)).arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, imports);
    return instance.exports;
  })();
  return modulePromise;
}

function ask(surfaceHandle, index, question, otherwise) {
  const surface = surfacesByHandle.get(surfaceHandle);
  const recognizer = surface?.recognizers[index];
  if (!recognizer?.delegate) return otherwise ? 1 : 0;
  const answer = question(recognizer.delegate, recognizer, surface);
  return (answer === undefined ? otherwise : answer) ? 1 : 0;
}

function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const ACTIONS = { down: 0, move: 1, up: 2, cancel: 3, hover: 4 };
const KINDS = { touch: 0, mouse: 1, pen: 2 };

/**
 * A recognizer attached to an element of a surface. Its properties and methods read like
 * UIKit's: `isEnabled`, `requireToFail(other)`, `recognizeSimultaneously(other)`, `delegate`,
 * `addAction(fn)` / `removeAction(id)`. Actions receive a GestureEvent on every transition but
 * a failure (as UIKit's target–action); `onTransition` on the surface hears failures too.
 */
export class GestureRecognizer {
  constructor(surface, kind, element, options) {
    this.surface = surface;
    this.kind = kind;
    this.element = element;
    this.options = { ...options };
    this.name = options?.name ?? null;
    this.state = 'possible';
    this.requirements = new Set();
    this.simultaneous = new Set();
    this._enabled = options?.isEnabled ?? true;
    this._delegate = null;
    this._actions = new Map();
    this._nextAction = 1;
    this.lastEvent = null;
  }

  /** Runs `fn(event)` on every transition except failures; returns an id for removeAction. */
  addAction(fn) {
    const id = this._nextAction++;
    this._actions.set(id, fn);
    return id;
  }

  /** Removes an action; returns whether it was there. */
  removeAction(id) { return this._actions.delete(id); }

  /** Waits for `other` to fail before this one may begin or recognize (UIKit's require(toFail:)). */
  requireToFail(other) { this.requirements.add(other); this.surface._changed(); }

  /** Lets this recognizer and `other` recognize at once. */
  recognizeSimultaneously(other) { this.simultaneous.add(other); this.surface._changed(); }

  /** A disabled recognizer takes no touches; disabling one mid-gesture cancels it. */
  get isEnabled() { return this._enabled; }
  set isEnabled(value) {
    this._enabled = !!value;
    this.surface._setEnabled(this);
  }

  /**
   * An object with any of shouldBegin(recognizer), shouldReceive(recognizer, touch) and
   * shouldRecognizeSimultaneously(recognizer, other), each returning a boolean — UIKit's
   * UIGestureRecognizerDelegate. Null (the default) answers as UIKit's defaults do.
   */
  get delegate() { return this._delegate; }
  set delegate(value) {
    this._delegate = value;
    this.surface._setDelegate(this);
  }

  _emit(event) {
    this.state = event.state;
    this.lastEvent = event;
    if (event.state === 'failed') return;
    for (const fn of [...this._actions.values()]) fn(event);
  }
}

/**
 * One transition, with the recognizer's values at that moment: `state` ('began', 'changed',
 * 'ended', 'cancelled', 'recognized', 'failed'), `time` (ms, the page's clock), `x` and `y`
 * (the gesture's location, px in the surface), `numberOfTouches`, and by kind: `translation`
 * and `velocity` ({x, y}; px and px/s) for pans, `scale` for pinches, `rotation` (radians,
 * clockwise) for rotations, `direction` for swipes, `name` and `score` for strokes (the template
 * matched), `reason` for failures and cancellations.
 */
export class GestureEvent {
  constructor(recognizer, line, surface) {
    this.recognizer = recognizer;
    this.state = line.state;
    this.time = line.t + surface._timeOrigin;
    this.x = line.x;
    this.y = line.y;
    this.numberOfTouches = line.touches;
    if (line.translation) this.translation = { x: line.translation[0], y: line.translation[1] };
    if (line.velocity) this.velocity = { x: line.velocity[0], y: line.velocity[1] };
    if (line.scale !== undefined) this.scale = line.scale;
    if (line.rotation !== undefined) this.rotation = line.rotation;
    if (line.direction !== undefined) this.direction = line.direction;
    if (line.name !== undefined) { this.name = line.name; this.score = line.score; }
    if (line.reason !== undefined) this.reason = line.reason;
  }

  /** As UIKit's `state == .ended`: true for a recognized discrete gesture too. */
  get isEnded() { return this.state === 'ended' || this.state === 'recognized'; }

  /** The location in `element`'s coordinates (px from its border box's top left). */
  locationIn(element) {
    const root = this.recognizer.surface.element.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { x: this.x + root.left - box.left, y: this.y + root.top - box.top };
  }
}

/** An element whose pointer events drive Fingerplay's recognizers. */
export class GestureSurface {
  /** A surface on `element` (its pointer events, touch-action and selection taken over). */
  static async create(element, options = {}) {
    const fp = await loadFingerplay(options.wasm);
    return new GestureSurface(element, fp);
  }

  constructor(element, fp) {
    this.element = element;
    this.fp = fp;
    this.recognizers = [];
    /** Called with (recognizer, event) for every transition, failures included. */
    this.onTransition = null;
    this._handle = -1;
    this._dirty = true;
    this._down = new Set();
    this._flushQueued = false;
    this._timer = null;
    this._timeOrigin = 0;
    this._views = [];
    this._frames = [];
    this._ids = [];
    this._byId = new Map();
    element.style.touchAction = 'none';
    element.style.userSelect = 'none';
    element.style.webkitUserSelect = 'none';
    element.style.webkitTouchCallout = 'none';
    this._listeners = {
      pointerdown: (e) => this._pointer(e, 'down'),
      pointermove: (e) => this._pointer(e, this._down.has(e.pointerId) ? 'move' : 'hover'),
      pointerup: (e) => this._pointer(e, 'up'),
      pointercancel: (e) => this._pointer(e, 'cancel'),
      contextmenu: (e) => e.preventDefault(),
    };
    for (const [type, fn] of Object.entries(this._listeners)) element.addEventListener(type, fn);
    this._onHidden = () => { if (document.visibilityState === 'hidden') this.cancelAllTouches(); };
    this._onBlur = () => this.cancelAllTouches();
    document.addEventListener('visibilitychange', this._onHidden);
    window.addEventListener('blur', this._onBlur);
    this._resize = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => this._layout()) : null;
    this._resize?.observe(element);
  }

  /**
   * Attaches a recognizer of `kind` (see RECOGNIZER_KINDS) to `element` (the surface itself or
   * an element inside it) with UIKit's properties as options: numberOfTapsRequired,
   * numberOfTouchesRequired, minimumPressDuration, allowableMovement, minimumNumberOfTouches,
   * maximumNumberOfTouches, direction ('left', 'right', 'up', 'down' or a list), edges,
   * cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, and `name` for diagnostics. A
   * `stroke` recognizer takes `templates` ([{name, points: [[x, y], …]}, …], in px) and
   * minimumScore, minimumLength, rejectedNames, closedStrokesStartAnywhere.
   */
  addRecognizer(kind, element = this.element, options = {}) {
    if (!RECOGNIZER_KINDS.includes(kind)) throw new Error(`unknown recognizer kind "${kind}" (${RECOGNIZER_KINDS.join(', ')})`);
    if (element !== this.element && !this.element.contains(element)) throw new Error('the element is not inside the surface');
    const recognizer = new GestureRecognizer(this, kind, element, options);
    this.recognizers.push(recognizer);
    this._changed();
    return recognizer;
  }

  /** Detaches a recognizer. */
  removeRecognizer(recognizer) {
    this.recognizers = this.recognizers.filter((r) => r !== recognizer);
    for (const r of this.recognizers) { r.requirements.delete(recognizer); r.simultaneous.delete(recognizer); }
    this._changed();
  }

  /** Cancels every touch down, as the system does when a gesture is interrupted. */
  cancelAllTouches() {
    if (this._handle < 0) return;
    this.fp.fp_page_cancel(this._handle);
    this._down.clear();
    this._flush();
  }

  /** Stops listening and frees the engine. */
  destroy() {
    for (const [type, fn] of Object.entries(this._listeners)) this.element.removeEventListener(type, fn);
    document.removeEventListener('visibilitychange', this._onHidden);
    window.removeEventListener('blur', this._onBlur);
    this._resize?.disconnect();
    clearTimeout(this._timer);
    this._destroyEngine();
  }

  _changed() {
    this._dirty = true;
    if (this._down.size === 0) queueMicrotask(() => { if (this._down.size === 0) this._build(); });
  }

  _destroyEngine() {
    if (this._handle >= 0) {
      this.fp.fp_page_destroy(this._handle);
      surfacesByHandle.delete(this._handle);
      this._handle = -1;
    }
  }

  // The setup the engine is built from: a view for each element with recognizers (nested as
  // the elements are), a recognizer for each recognizer.
  _build() {
    if (!this._dirty) return;
    this._dirty = false;
    this._destroyEngine();
    const elements = [];
    for (const r of this.recognizers) if (r.element !== this.element && !elements.includes(r.element)) elements.push(r.element);
    // Parents before children, in document order (the front-most sibling last, as it paints).
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    this._views = elements;
    const viewId = (element) => (element === this.element ? 'root' : `v${elements.indexOf(element)}`);
    const parentOf = (element) => {
      for (let e = element.parentElement; e && e !== this.element; e = e.parentElement) if (elements.includes(e)) return e;
      return this.element;
    };
    this._frames = elements.map((e) => this._frameOf(e, parentOf(e)));
    // A recognizer is known to the engine by its name when it has a name of its own (so that
    // reasons read "double tap took the touches first"), else by its place.
    const counts = new Map();
    for (const r of this.recognizers) if (r.name) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
    this._ids = this.recognizers.map((r, i) => (r.name && counts.get(r.name) === 1 && !/^r\d+$/.test(r.name) ? r.name : `r${i}`));
    this._byId = new Map(this._ids.map((id, i) => [id, this.recognizers[i]]));
    const rootBox = this.element.getBoundingClientRect();
    const setup = {
      viewport: { width: Math.max(rootBox.width, 1), height: Math.max(rootBox.height, 1) },
      views: elements.map((e, i) => {
        const parent = parentOf(e);
        const view = { id: viewId(e), frame: this._frames[i] };
        if (parent !== this.element) view.parent = viewId(parent);
        return view;
      }),
      recognizers: this.recognizers.map((r, i) => {
        const spec = { id: this._ids[i], kind: r.kind, view: viewId(r.element) };
        for (const [key, value] of Object.entries(r.options)) if (key !== 'name' && key !== 'isEnabled') spec[key] = value;
        if (r.requirements.size) spec.requireToFail = [...r.requirements].map((o) => this._ids[this.recognizers.indexOf(o)]);
        if (r.simultaneous.size) spec.simultaneousWith = [...r.simultaneous].map((o) => this._ids[this.recognizers.indexOf(o)]);
        return spec;
      }),
    };
    // The engine's clock starts at the page's now; transition times are given back in the
    // page's clock.
    this._timeOrigin = 0;
    const bytes = new TextEncoder().encode(JSON.stringify(setup));
    const pointer = this.fp.fp_alloc(bytes.length);
    new Uint8Array(this.fp.memory.buffer, pointer, bytes.length).set(bytes);
    const handle = this.fp.fp_page_create(pointer, bytes.length, performance.now());
    this.fp.fp_free(pointer);
    if (handle < 0) {
      const text = new TextDecoder().decode(new Uint8Array(this.fp.memory.buffer, this.fp.fp_errors(), this.fp.fp_errors_count()));
      throw new Error(`fingerplay: ${text.trim()}`);
    }
    this._handle = handle;
    surfacesByHandle.set(handle, this);
    this.recognizers.forEach((r, i) => {
      if (!r._enabled) this.fp.fp_page_set_enabled(handle, i, 0);
      if (r._delegate) this._setDelegate(r);
    });
  }

  _frameOf(element, parent) {
    const box = element.getBoundingClientRect();
    const origin = parent.getBoundingClientRect();
    return [box.left - origin.left, box.top - origin.top, box.width, box.height];
  }

  // Elements move and resize: the views follow before a new touch lands.
  _layout() {
    if (this._handle < 0) return;
    const box = this.element.getBoundingClientRect();
    this.fp.fp_page_set_size(this._handle, Math.max(box.width, 1), Math.max(box.height, 1));
    this._views.forEach((e, i) => {
      let parent = this.element;
      for (let p = e.parentElement; p && p !== this.element; p = p.parentElement) if (this._views.includes(p)) { parent = p; break; }
      const frame = this._frameOf(e, parent);
      const old = this._frames[i];
      if (!old || frame.some((v, k) => v !== old[k])) {
        this._frames[i] = frame;
        this.fp.fp_page_set_frame(this._handle, i, frame[0], frame[1], frame[2], frame[3]);
      }
    });
  }

  _setEnabled(r) {
    const i = this.recognizers.indexOf(r);
    if (this._handle >= 0 && i >= 0) this.fp.fp_page_set_enabled(this._handle, i, r._enabled ? 1 : 0);
  }

  _setDelegate(r) {
    const i = this.recognizers.indexOf(r);
    if (this._handle < 0 || i < 0) return;
    const d = r._delegate;
    const hooks = d ? (d.shouldBegin ? 1 : 0) | (d.shouldReceive ? 2 : 0) | (d.shouldRecognizeSimultaneously ? 4 : 0) : 0;
    this.fp.fp_page_set_delegate(this._handle, i, hooks);
  }

  _pointer(e, action) {
    if (action === 'down') {
      if (this._down.size === 0) {
        if (this._dirty) this._build();
        this._layout();
      }
      this._down.add(e.pointerId);
      try { this.element.setPointerCapture(e.pointerId); } catch { /* a synthetic event */ }
      if (e.cancelable) e.preventDefault();
    } else if (action === 'up' || action === 'cancel') {
      if (!this._down.delete(e.pointerId)) return;
    } else if (action === 'move' && !this._down.has(e.pointerId)) {
      return;
    }
    if (this._handle < 0) return;
    const box = this.element.getBoundingClientRect();
    const kind = KINDS[e.pointerType] ?? KINDS.touch;
    this.fp.fp_page_pointer(this._handle, ACTIONS[action], e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, kind);
    // The events of one task (the fingers of one touch frame) reach the engine together.
    if (!this._flushQueued) {
      this._flushQueued = true;
      queueMicrotask(() => this._flush());
    }
  }

  _flush() {
    this._flushQueued = false;
    if (this._handle < 0) return;
    const count = this.fp.fp_page_frame(this._handle, performance.now());
    if (count > 0) {
      const text = new TextDecoder().decode(new Uint8Array(this.fp.memory.buffer, this.fp.fp_output(), count));
      for (const raw of text.split('\n')) {
        if (!raw) continue;
        const line = JSON.parse(raw);
        const recognizer = this._byId.get(line.recognizer);
        if (!recognizer) continue;
        const event = new GestureEvent(recognizer, line, this);
        recognizer._emit(event);
        this.onTransition?.(recognizer, event);
      }
    }
    clearTimeout(this._timer);
    const deadline = this.fp.fp_page_next_deadline(this._handle);
    if (deadline >= 0) this._timer = setTimeout(() => this._flush(), Math.max(0, deadline - performance.now()));
    if (this._down.size === 0 && this._dirty) this._build();
  }
}
