// The player's input on the play page, as the game hears it: pointer events on the stage in
// scene points, stamped by the page's clock and never back in time, with the fingers a desktop
// lacks made up by fingerplay/input's DesktopFingers — the one mapping fingerplay.js's surfaces
// use too: ctrl+wheel or a trackpad pinch, shift+wheel or alt+drag to rotate, Space while
// dragging for a second finger's tap. Moves are taken at the display's rate, as fingerplay.js's
// surfaces take them: coalesced events are not asked for (each call makes new event objects, and
// the engine needs no more samples than a frame's).
import { DesktopFingers } from 'fingerplay/input';

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
    // The fingers stay on the stage: their spread is at most its shorter side.
    this.desktop = new DesktopFingers({
      touch: (action, id, x, y, time) => this._push(action, id, x, y, 'touch', time),
      bounds: () => stage.getBoundingClientRect(),
    });
    const desktop = (e) => this.desktop.take(e);
    stage.addEventListener('pointerdown', (e) => this._pointerDown(e));
    stage.addEventListener('pointermove', (e) => this._pointerMove(e));
    for (const type of ['pointerup', 'pointercancel']) stage.addEventListener(type, (e) => this._pointerEnd(e));
    stage.addEventListener('contextmenu', (e) => e.preventDefault());
    stage.addEventListener('wheel', desktop, { passive: false });
    for (const type of ['gesturestart', 'gesturechange', 'gestureend']) stage.addEventListener(type, desktop);
    // Safari's page zoom by pinch stays off wherever the pinch began.
    window.document?.addEventListener('gesturestart', (e) => e.preventDefault());
    window.addEventListener('keydown', desktop);
  }

  /** The two virtual fingers (fingerplay/input's VirtualFingers). */
  get fingers() { return this.desktop.fingers; }

  /** Lifts the virtual fingers of a wheel or trackpad gesture still waiting for its end. */
  releaseVirtualFingers() { this.desktop.release(); }

  // Stamps never go back: a timer's performance.now() and an event's timeStamp can cross (a
  // wheel event queued before a release timer fired is dispatched after it).
  _push(type, id, clientX, clientY, kind, t) {
    const p = this._toScene(clientX, clientY);
    this._lastStamp = Math.max(this._lastStamp, t);
    this._onEvent({ t: this._lastStamp, type, id, x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000, kind });
  }

  _pointerDown(e) {
    // An alt+drag is the desktop's; any press ends a wheel gesture still waiting for its lift.
    if (this.desktop.take(e)) return this.stage.setPointerCapture(e.pointerId);
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this._down.add(e.pointerId);
    this.stage.setPointerCapture(e.pointerId);
    this._push('down', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
    e.preventDefault();
  }

  _pointerMove(e) {
    if (this.desktop.take(e)) return;
    if (this._down.has(e.pointerId)) this._push('move', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
    else if (e.pointerType !== 'touch') this._push('hover', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  }

  _pointerEnd(e) {
    if (this.desktop.take(e) || !this._down.delete(e.pointerId)) return;
    this._push(e.type === 'pointerup' ? 'up' : 'cancel', e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  }
}
