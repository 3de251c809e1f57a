// The player's input on the play page, as the game hears it: pointer events on the stage in
// scene points, stamped by the page's clock and never back in time, with the fingers a desktop
// lacks made up — two virtual fingers (fingerplay.js's own, shared with its surfaces) for
// ctrl+wheel or a trackpad pinch, shift+wheel or alt+drag to rotate, and Space while dragging
// for a second finger's tap. Moves are taken at the display's rate, as fingerplay.js's surfaces
// take them: coalesced events are not asked for (each call makes new event objects, and the
// engine needs no more samples than a frame's).
import { VirtualFingers } from '/fingerplay/virtual-fingers.js';

/** The virtual fingers' first pointer id: far from any device's. */
export const VIRTUAL_FIRST_ID = 900000;
/** The id of the finger Space taps beside the mouse. */
export const SPACE_TAP_ID = 899999;

/** Listens to a stage and hands each input event on: `{ t, type, id, x, y, kind }`. */
export class PointerInput {
  /**
   * `toScene(clientX, clientY)` gives scene points; `onEvent(event)` hears every event
   * ('down', 'move', 'up', 'cancel', 'hover'; `t` in ms of the page's clock, x and y rounded to
   * a thousandth of a point). `window` is where keys are heard (default the page's).
   */
  constructor(stage, { toScene, onEvent, window = globalThis }) {
    this.stage = stage;
    this._toScene = toScene;
    this._onEvent = onEvent;
    this._down = new Set();
    this._lastStamp = 0;
    this._mouseAt = null;
    this._altRotation = null;
    this._safari = null;
    this.fingers = new VirtualFingers((action, id, x, y, time) => this._push(action, id, x, y, 'touch', time), () => {}, VIRTUAL_FIRST_ID);

    stage.addEventListener('pointerdown', (e) => this._pointerDown(e));
    stage.addEventListener('pointermove', (e) => this._pointerMove(e));
    for (const type of ['pointerup', 'pointercancel']) stage.addEventListener(type, (e) => this._pointerEnd(e));
    stage.addEventListener('contextmenu', (e) => e.preventDefault());
    stage.addEventListener('wheel', (e) => this._wheel(e), { passive: false });
    stage.addEventListener('gesturestart', (e) => { e.preventDefault(); this._safari = { x: e.clientX, y: e.clientY }; });
    stage.addEventListener('gesturechange', (e) => {
      e.preventDefault();
      if (this._safari) this._virtual(this._safari.x, this._safari.y, e.timeStamp, (v) => { v.spread = this._clamp(40 * e.scale); v.angle = (e.rotation * Math.PI) / 180; });
    });
    stage.addEventListener('gestureend', (e) => { e.preventDefault(); this._safari = null; this.releaseVirtualFingers(); });
    window.document?.addEventListener('gesturestart', (e) => e.preventDefault());
    window.addEventListener('keydown', (e) => this._key(e));
  }

  /** Lifts the virtual fingers of a wheel or trackpad gesture still waiting for its end. */
  releaseVirtualFingers() {
    if (!this._altRotation) this.fingers.release(performance.now());
  }

  // Stamps never go back: a timer's performance.now() and an event's timeStamp can cross (a
  // wheel event queued before a release timer fired is dispatched after it).
  _push(type, id, clientX, clientY, kind, t) {
    const p = this._toScene(clientX, clientY);
    this._lastStamp = Math.max(this._lastStamp, t);
    this._onEvent({ t: this._lastStamp, type, id, x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000, kind });
  }

  _pointerDown(e) {
    if (e.pointerType === 'mouse') this._mouseAt = e;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (e.pointerType === 'mouse' && e.altKey) return this._startAltRotation(e);
    // A press ends a wheel gesture still waiting for its release: the next wheel turn is a new
    // gesture with fingers of its own (a game may judge a pair of fingers only once).
    this.releaseVirtualFingers();
    this._down.add(e.pointerId);
    this.stage.setPointerCapture(e.pointerId);
    this._push('down', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
    e.preventDefault();
  }

  _pointerMove(e) {
    if (e.pointerType === 'mouse') this._mouseAt = e;
    const rotation = this._altRotation;
    if (rotation && e.pointerId === rotation.pointer) {
      this.fingers.change(rotation.x, rotation.y, e.timeStamp, (v) => { v.angle = (e.clientX - rotation.x) * 0.01; }, true);
      return;
    }
    if (this._down.has(e.pointerId)) this._push('move', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
    else if (e.pointerType !== 'touch') this._push('hover', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  }

  _pointerEnd(e) {
    if (this._altRotation && e.pointerId === this._altRotation.pointer) {
      this._altRotation = null;
      this.fingers.release(e.timeStamp);
      return;
    }
    if (!this._down.delete(e.pointerId)) return;
    this._push(e.type === 'pointerup' ? 'up' : 'cancel', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  }

  // A mouse has one button to drag with: Space while dragging taps a second finger beside the
  // pointer (a game may turn the carried piece with it).
  _key(e) {
    const at = this._mouseAt;
    if (e.code !== 'Space' || e.repeat || !at || !this._down.has(at.pointerId)) return;
    e.preventDefault();
    this._push('down', SPACE_TAP_ID, at.clientX + 40, at.clientY + 40, 'touch', e.timeStamp);
    this._push('up', SPACE_TAP_ID, at.clientX + 40, at.clientY + 40, 'touch', e.timeStamp + 60);
  }

  _wheel(e) {
    if (e.ctrlKey) {
      e.preventDefault();
      this._virtual(e.clientX, e.clientY, e.timeStamp, (v) => { v.spread = this._clamp(Math.max(20, v.spread * Math.exp(-e.deltaY / 100))); });
    } else if (e.shiftKey) {
      e.preventDefault();
      const delta = e.deltaY || e.deltaX;
      this._virtual(e.clientX, e.clientY, e.timeStamp, (v) => { v.angle += delta * 0.004; });
    }
  }

  _virtual(clientX, clientY, time, change) {
    // An alt+drag holds the virtual fingers.
    if (!this._altRotation) this.fingers.change(clientX, clientY, time, change);
  }

  // Alt+drag turns two virtual fingers about where the drag began, by how far it goes across.
  _startAltRotation(e) {
    // A wheel gesture still waiting for its release ends first: the drag gets fingers of its own.
    this.releaseVirtualFingers();
    this.stage.setPointerCapture(e.pointerId);
    this._altRotation = { pointer: e.pointerId, x: e.clientX, y: e.clientY };
    this.fingers.change(e.clientX, e.clientY, e.timeStamp, () => {}, true);
    e.preventDefault();
  }

  // The fingers spread at most to the stage's shorter side: they stay on the table.
  _clamp(spread) {
    const r = this.stage.getBoundingClientRect();
    return Math.min(spread, Math.max(40, Math.min(r.width, r.height)));
  }
}
