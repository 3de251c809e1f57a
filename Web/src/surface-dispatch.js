// A surface's dispatch (a part of GestureSurface, surface.js): the pointers down and the events
// handed to the engine with their frames, the engine's timer, and the transition records it
// wrote, read from the module's memory and handed to each recognizer's actions as events, in
// order, with the delegate's view of a gesture about to begin. The surface's other parts — its
// views, its DOM input, its device input and fingerplay/input — reach the engine through it.
import { readText } from './wasm.js';
import { formatReason } from './records.js';
import { GestureEvent } from './event.js';
import { POINTER_ACTIONS, POINTER_KINDS, RECORD_STRIDE, STATES, SLOT_SURFACE, SLOT_RECOGNIZER, SLOT_STATE, SLOT_REASON, SLOT_REASON0, SLOT_REASON1, SLOT_REASON2 } from './abi.js';
import { report } from './module-loader.js';

// The module's memory as doubles. Reading `memory.buffer` costs a call into the browser's
// bindings on every step; a memory that grows detaches its old buffer (the view's length drops
// to 0), so the view is made again only then, or for the other module.
let heapModule = null;
let heap = null;
export function heapOf(fp) {
  if (fp !== heapModule || heap.length === 0) {
    heapModule = fp;
    heap = new Float64Array(fp.memory.buffer);
  }
  return heap;
}

/** @internal The engine's side of a surface (GestureSurface makes one). */
export class SurfaceDispatch {
  #surface;
  #recognizers = [];
  #pointers = new Map();  // pointerId → { pointerId, pointerType, kind, x, y }: the pointers down
  #lifted = new Map();    // the same for the last pointers lifted
  #pointerType = 'touch'; // the last input's
  #queue = Array(3).fill(null); // dispatch, recognizer, event, …: the transitions to hand out (a literal would share a copy-on-write store: a page's first write unlike the rehearsal's)
  #queued = 0;            // how many of #queue's slots are in use
  #dispatching = false;
  #timer = null;
  #deadline = -1;
  #clock;
  #frameTime;
  #lastEvent = null;
  #modifiers = null;      // the last pointer event: the modifier keys of events time makes
  #deadlineSlot;
  #recordsSlot;
  #surfaces;
  #destroyed = false;
  #recorder = undefined;
  #slopsLowered = false;
  #timed;                 // whether the engine's timer is set with setTimeout (a page's surface)

  /**
   * The engine's surface `handle` in module `fp`, for `surface` (whose onTransition and onError
   * it calls); `views` its view mirror; `headless` its size and start time (null on a page),
   * `start` its clock's first time (ms), `trailing` how far the engine's timers run behind it.
   */
  constructor(surface, fp, handle, views, settings, headless, start, trailing, surfaces) {
    this.#surface = surface;
    /** The module and the engine's surface in it: fixed for the surface's life. */
    this._fp = fp;
    this._handle = handle;
    this._views = views;
    this._settings = settings;
    this._headless = headless;
    // A headless surface runs its timers in advance(); the warm-up's private one (headless,
    // `timers`) sets them as a page's does, so that the code a page runs is the code rehearsed
    // — its clock runs ahead of the page's and it is destroyed before they are due.
    this.#timed = !headless || headless.timers === true;
    this._trailing = trailing;
    this.#clock = this.#frameTime = start;
    this.#deadlineSlot = fp.fp_deadline() >> 3;
    this.#recordsSlot = fp.fp_records_info() >> 3;
    this.#surfaces = surfaces;
    surfaces[handle] = this;
  }

  /** The public surface this is the dispatch of. */
  get _surface() { return this.#surface; }
  /** The surface's element; null for a headless surface. */
  get _element() { return this.#surface.element; }
  get _destroyed() { return this.#destroyed; }
  /** The pointers down, by id (read only: the dispatch alone changes them). */
  get _pointers() { return this.#pointers; }
  /** The recognizers by index, with holes where some were removed (read only). */
  get _recognizers() { return this.#recognizers; }
  /** The headless surface's clock, ms. */
  get _clock() { return this.#clock; }
  get _frameTime() { return this.#frameTime; }
  /** The surface's recorder (fingerplay/testing's recordSurface), or undefined. */
  get _recorder() { return this.#recorder; }
  set _recorder(fn) { this.#recorder = fn; }

  _pointer(pointerId) { return this.#pointers.get(pointerId); }
  _recognizer(index) { return this.#recognizers[index]; }
  _setRecognizer(index, recognizer) { this.#recognizers[index] = recognizer; }

  /** Moves a headless surface's clock to `time` (ms) without running a frame: a run of keys ending there. */
  _reach(time) { if (time > this.#clock) this.#clock = time; }

  /** Checks a headless event's time against the clock and moves the clock to it. */
  _stamp(time, what) {
    if (time < this.#clock) throw new RangeError(`fingerplay: ${what}: timeStamp ${time} is before the surface's time ${this.#clock}`);
    this.#clock = time;
  }

  /** Views follow their elements (before a gesture's first touch), and a recording hears it. */
  _layout() {
    this._views._layout();
    this.#recorder?.('layout');
  }

  /** Forgets every pointer down: the engine cancels their touches. */
  _cancelAll() {
    this.#pointers.clear();
    this._fp.fp_cancel(this._handle);
    this._call(null);
  }

  /** The surface is destroyed: its timer stopped, its engine freed, its recognizers detached. */
  _destroy() {
    clearTimeout(this.#timer);
    this._fp.fp_surface_destroy(this._handle);
    this.#surfaces[this._handle] = undefined;
    this.#destroyed = true;
    for (const r of this.#recognizers) if (r) r._index = -1;
  }

  /** Hands an action's, delegate's or onTransition's error to the page's onError (default: reported as uncaught). */
  _report(error, recognizer) {
    try {
      if (this.#surface.onError) this.#surface.onError(error, recognizer);
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
    this.#pointerType = p.pointerType;
    this.#step(1, p.pointerId, x, y, time, p.kind, event);
  }

  // One event handed over with its frame in one call, then its transitions to the page. The
  // frame runs at the event's own time: a DOM event's stamp is the page's clock, read as the
  // event arrives (no second clock read per event).
  #step(action, pointerId, x, y, time, kind, event) {
    this.#recorder?.(action, pointerId, x, y, time, kind);
    this.#lastEvent = event;
    this._fp.fp_input(this._handle, action, pointerId, x, y, time, kind, time > this.#frameTime ? time : this.#frameTime);
    this._call(event);
    this.#lastEvent = null;
    this.#schedule();
  }

  /**
   * A pointer event for the engine: the surface's own bookkeeping, then either queued for the
   * next frame (`frame` false: a headless list of events, virtual fingers) or handed over with
   * its frame in one call. A lift or cancel of a pointer that is not down is dropped here.
   */
  _input(action, pointerId, x, y, time, pointerType, event, frame = true) {
    // Any other type (a page's own, or none) counts as a touch; a key's touches are touches (its
    // hover a mouse's) that say they came from keys.
    const type = pointerType === 'mouse' || pointerType === 'pen' || pointerType === 'keyboard' ? pointerType : 'touch';
    const kind = type === 'keyboard' ? (action === 'hover' ? 1 : 0) : POINTER_KINDS[type];
    if (action === 'down' || action === 'move') {
      let p = this.#pointers.get(pointerId);
      if (!p) this.#pointers.set(pointerId, (p = { pointerId, pointerType: type, kind, x, y }));
      p.x = x;
      p.y = y;
    } else if (action === 'up' || action === 'cancel') {
      const p = this.#pointers.get(pointerId);
      if (!p) return;
      this.#pointers.delete(pointerId);
      // A gesture recognised after its touches lifted (a tap, once no double tap can come)
      // still names them: the last few lifted are remembered.
      p.x = x;
      p.y = y;
      this.#lifted.delete(pointerId);
      this.#lifted.set(pointerId, p);
      if (this.#lifted.size > 16) this.#lifted.delete(this.#lifted.keys().next().value);
    }
    this.#pointerType = type;
    if (!frame) {
      this.#recorder?.(POINTER_ACTIONS[action], pointerId, x, y, time, kind, 1);
      this.#lastEvent = event;
      this._fp.fp_pointer(this._handle, POINTER_ACTIONS[action], pointerId, x, y, time, kind);
      return;
    }
    this.#step(POINTER_ACTIONS[action], pointerId, x, y, time, kind, event);
  }

  /**
   * Runs a frame at `time` (default now): the events queued (a headless list, the fingers of a
   * virtual gesture) and the timers due; `source` is the event behind it (default: the last queued).
   */
  _flush(time = this._headless ? this.#clock : performance.now(), source = this.#lastEvent) {
    if (this.#destroyed) return;
    this.#lastEvent = null;
    this.#frameTime = time;
    this.#recorder?.('frame', time);
    this._fp.fp_frame(this._handle, time);
    this._call(source);
    this.#schedule();
  }

  // The engine's next timer (a long press, a tap's window): one setTimeout, moved only when
  // the deadline moves. Headless surfaces run their timers in advance().
  #schedule() {
    if (!this.#timed || this.#destroyed) return;
    const deadline = heapOf(this._fp)[this.#deadlineSlot];
    if (deadline === this.#deadline) return;
    clearTimeout(this.#timer);
    this.#deadline = deadline;
    // The timer's frame runs at the deadline at least: a page's clock is coarsened (to 0.1 ms
    // without cross-origin isolation) and may read just short of it as the timer fires.
    this.#timer = deadline >= 0 ? setTimeout(() => { this.#deadline = -1; this._flush(Math.max(performance.now(), deadline)); }, Math.max(0, deadline - performance.now())) : null;
  }

  /**
   * After a call into the engine: hands every transition it made to the page. The records'
   * count and place are read from the module's memory, and the count set to 0 there once they
   * are read — no calls across, which cost about a microsecond each on a page.
   */
  _call(source = null) {
    const records = heapOf(this._fp);
    const slot = this.#recordsSlot;
    const count = records[slot];
    if (count === 0) return;
    // An integer, so that each slot's index is one too (no conversion checked per read).
    const base = records[slot + 1] >>> 3;
    // The queue keeps its length between steps (slots are cleared, not cut off): setting an
    // array's length calls into the JavaScript engine's runtime, and a cut array grows again
    // on the next push.
    const queue = this.#queue;
    let queued = this.#queued;
    for (let i = 0; i < count; i++) {
      const at = base + i * RECORD_STRIDE;
      const dispatch = this.#surfaces[records[at + SLOT_SURFACE]];
      const recognizer = dispatch?._recognizer(records[at + SLOT_RECOGNIZER]);
      if (!recognizer) continue;
      queue[queued] = dispatch;
      queue[queued + 1] = recognizer;
      queue[queued + 2] = dispatch._event(recognizer, records, at, source);
      queued += 3;
    }
    this.#queued = queued;
    records[slot] = 0;
    if (this.#dispatching) return;
    // Transitions made while actions run (an action that removes a recognizer, say) wait their
    // turn behind those already queued.
    this.#dispatching = true;
    try {
      for (let i = 0; i < this.#queued; i += 3) {
        const dispatch = queue[i], recognizer = queue[i + 1], event = queue[i + 2];
        queue[i] = queue[i + 1] = queue[i + 2] = null;
        dispatch._emit(recognizer, event);
      }
    } finally {
      this.#queued = 0;
      this.#dispatching = false;
    }
  }

  /** Text a record points to (only the module with strokes writes any). */
  _text(offset, length) {
    return readText(this._fp, this._fp.fp_stroke_text() + offset, length);
  }

  /** The event a transition record makes: its state, values, pointers, reason, and for a pan the delta since its last transition. */
  _event(recognizer, r, at, source) {
    const modifiers = source ?? this.#modifiers;
    // Stored once a step, not once a transition: a new event kept by the long-lived surface
    // costs a call into V8's write barrier.
    if (source && source !== this.#modifiers) this.#modifiers = source;
    const event = new GestureEvent(recognizer, STATES[r[at + SLOT_STATE]], r, at, source, modifiers, this.#pointerType);
    if (event.delta !== undefined) {
      const last = event.state === 'began' || !recognizer._translation ? { x: 0, y: 0 } : recognizer._translation;
      event.delta = { x: event.translation.x - last.x, y: event.translation.y - last.y };
      recognizer._translation = event.state === 'began' || event.state === 'changed' ? event.translation : null;
    }
    // A gesture's offset begins and settles with its first and last events; a 'changed' one
    // works its own out if read (event.js).
    const m = recognizer._movement;
    if (m && event.state !== 'changed') event._offset = m.follow(event);
    if (r[at + SLOT_REASON] !== 0) event.reason = formatReason(r[at + SLOT_REASON], r[at + SLOT_REASON0], r[at + SLOT_REASON1], r[at + SLOT_REASON2], this);
    // A pan along an axis that moved across it first (module-loader.js said no for it).
    if (m?._across === 0 && event.state === 'failed') {
      event.reason = `moved across its axis (${m._m.axis})`;
      m._across = null;
    }
    return event;
  }

  /** The name a reason gives another recognizer by. */
  _nameOf(index) {
    const other = this.#recognizers[index];
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
    const heard = this.#surface.onTransition;
    if (heard) {
      try { heard(recognizer, event); } catch (error) { this._report(error, recognizer); }
    }
  }

  /** The gesture a delegate's shouldBegin is asked about, as it is about to begin. */
  _probeEvent(recognizer) {
    const fp = this._fp;
    const r = new Float64Array(fp.memory.buffer, fp.fp_recognizer_probe(this._handle, recognizer._index), RECORD_STRIDE);
    const event = new GestureEvent(recognizer, 'began', r, 0, this.#lastEvent, this.#lastEvent ?? this.#modifiers, this.#pointerType);
    if (event.delta !== undefined) event.delta = { ...event.translation };
    return event;
  }

  /** A pointer as a gesture's `pointers` list gives it, down or lately lifted. */
  _pointerInfo(pointerId, x, y) {
    const p = this.#pointers.get(pointerId) ?? this.#lifted.get(pointerId);
    return { pointerId, pointerType: p?.pointerType ?? 'touch', x: x ?? p?.x ?? 0, y: y ?? p?.y ?? 0 };
  }

  /**
   * A trackpad gesture is one from its first event: while its fingers are down the pinch and
   * rotation recognizers have no slop to cross (no dead zone, no jump at the start); a pointer
   * landing gives them their own thresholds back.
   */
  _trackpad(lowered) {
    if (this.#slopsLowered === lowered) return;
    this.#slopsLowered = lowered;
    this.#recorder?.('trackpad', lowered);
    for (const r of this.#recognizers) if (r?._slop) this._fp.fp_recognizer_set(this._handle, r._index, r._slop[0], lowered ? 0 : r._slop[1]);
  }

  /** Sets recognizer `index`'s threshold `code` (a key's gesture lowers one, a replay sets it likewise). */
  _setThreshold(index, code, value) {
    this._fp.fp_recognizer_set(this._handle, index, code, value);
  }
}
