// A surface's dispatch (part of GestureSurface, surface.js): the transition records the engine
// wrote, read from the module's memory and handed to each recognizer's actions as events, in
// order, with the delegate's view of a gesture about to begin.
import { SurfaceViews } from './surface-views.js';
import { readText } from './wasm.js';
import { formatReason } from './records.js';
import { GestureEvent } from './event.js';
import { RECORD_STRIDE, STATES, SLOT_SURFACE, SLOT_RECOGNIZER, SLOT_STATE, SLOT_REASON, SLOT_REASON0, SLOT_REASON1, SLOT_REASON2 } from './abi.js';

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

/** @internal GestureSurface's methods for this concern (the surface is its last subclass). */
export class SurfaceDispatch extends SurfaceViews {
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
}
