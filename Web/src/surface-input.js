// A surface's DOM input (part of GestureSurface, surface.js): its element's pointer events —
// a pointer landing, moving, lifting, hovering — heard where they happen, with the page's own
// controls, nested surfaces and captured pointers left alone, and the window's listeners held
// only while pointers are down; a desktop's wheel, Safari's gesture events and alt+drag handed
// to the surface's device input (surface-device-input.js), which makes fingers of them.
import { SurfaceDispatch } from './surface-dispatch.js';
import { RECORD, TRACKPAD } from './surface-views.js';

const CLAIMED = Symbol('fingerplay.claimed');
const BUTTON_BITS = [1, 4, 2, 8, 16, 32];
// Where a page's own controls are: pointers landing on them are neither captured nor
// prevented by default, so their clicks, focus and text selection work.
export const CONTROLS = 'button, a[href], input, select, textarea, label, summary, option, [contenteditable]:not([contenteditable="false"])';

// Whether a pointer is captured by an element inside the surface (a slider the page made, say).
function capturedBelow(e, surface) {
  for (let el = e.target; el instanceof Element && el !== surface; el = el.parentElement) {
    if (el.hasPointerCapture?.(e.pointerId)) return true;
  }
  return false;
}

/** @internal GestureSurface's methods for this concern (the surface is its last subclass). */
export class SurfaceInput extends SurfaceDispatch {
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
      ...['wheel', 'gesturestart', 'gesturechange', 'gestureend'].map((type) => on(element, type, (e) => this._device._desktop(e), { passive: false })),
      on(document, 'visibilitychange', () => { if (document.visibilityState === 'hidden' && this._pointers.size) this.cancelAllTouches(); }),
      on(window, 'blur', () => { if (this._pointers.size) this.cancelAllTouches(); }),
      on(window, 'scroll', () => { this._boxCache = null; }, { capture: true, passive: true }),
    ];
    offs.push(this._device._listen(element, this._settings.keyboard));
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { this._boxCache = null; if (!this._pointers.size) this._layout(); }) : null;
    resize?.observe(element);
    this._unlisten = () => { for (const off of offs) off(); resize?.disconnect(); };
  }

  // Hovering pointers are listened to only while a hover recognizer is on the surface: a
  // listener costs every pointermove of the page's, recognizers or not.
  _listenHover(on) {
    if (!this.element) return;
    this._hoverListener ??= (e) => { if (!this._pointers.has(e.pointerId) && e.pointerId !== this._device._heldPointer) this._hover(e); };
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
    const device = this._device;
    // An alt+drag turns the desktop's two fingers (when a rotation recognizer is here).
    if (e.altKey && device._desktop(e)) {
      device._heldPointer = e.pointerId;
      try { this.element.setPointerCapture(e.pointerId); } catch { /* an untrusted event */ }
      return this._listenWindow();
    }
    device._release();
    this[TRACKPAD](false);
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
    if (!p) return this._heldMove(e);
    const box = this._box();
    // Coalesced moves are not asked for: getCoalescedEvents() makes new events on every call,
    // which costs more than the engine's whole step.
    this._move(p, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e);
  }

  _pointerEnd(e) {
    const p = this._pointers.get(e.pointerId);
    if (!p) {
      this._heldMove(e);
      if (this._pointers.size === 0) this._unlistenWindow();
      return;
    }
    const box = this._box();
    this._input(e.type === 'pointerup' ? 'up' : 'cancel', p.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, p.pointerType, e);
    if (this._pointers.size === 0) this._unlistenWindow();
  }

  _hover(e) {
    const box = this._box();
    this._input('hover', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
  }

  // The press the desktop's fingers hold (an alt+drag's, quick scale's): its moves and lift are theirs.
  _heldMove(e) {
    return e.pointerId === this._device._heldPointer && this._device._desktop(e);
  }

  // A trackpad gesture is one from its first event: while its fingers are down the pinch and
  // rotation recognizers have no slop to cross (no dead zone, no jump at the start); a pointer
  // landing gives them their own thresholds back.
  [TRACKPAD](lowered) {
    if (this._slopsLowered === lowered) return;
    this._slopsLowered = lowered;
    this[RECORD]?.('trackpad', lowered);
    for (const r of this._recognizers) if (r?._slop) this._fp.fp_recognizer_set(this._handle, r._index, r._slop[0], lowered ? 0 : r._slop[1]);
  }
}
