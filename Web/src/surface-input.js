// A surface's DOM input (a part of GestureSurface, surface.js): its element's pointer events —
// a pointer landing, moving, lifting, hovering — heard where they happen, with the page's own
// controls, nested surfaces and captured pointers left alone, and the window's listeners held
// while pointers are down and a little after; a desktop's wheel, Safari's gesture events and
// alt+drag handed to the surface's device input (surface-device-input.js), which makes fingers
// of them.

const CLAIMED = Symbol('fingerplay.claimed');
const BUTTON_BITS = [1, 4, 2, 8, 16, 32];
/** How long the window's listeners stay once the last pointer lifts, ms. */
const WINDOW_LINGER = 2000;
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

/** @internal A surface's element's pointer events (GestureSurface makes one for a surface on an element). */
export class SurfaceInput {
  #element;
  #settings;
  #dispatch;
  #views;
  #device;
  #window;                // where a pointer's moves and lifts are heard while it is down
  #windowListeners = false;
  #linger = null;         // the timer that takes the window's listeners off once no pointer is down
  #lastLift = 0;          // when the last pointer lifted (performance.now(), ms)
  #moveListener;
  #endListener;
  #hoverListener;
  #unlisten;

  /**
   * Listens to `element` for `dispatch` (`views` its mirror, `device` its other devices), as
   * `settings` say; `cancelAll` is the surface's cancelAllTouches (a page hidden, the window blurred).
   */
  constructor(element, settings, dispatch, views, device, cancelAll) {
    this.#element = element;
    this.#settings = settings;
    this.#dispatch = dispatch;
    this.#views = views;
    this.#device = device;
    if (settings.touchAction !== 'compute') views._style(element, 'touchAction', settings.touchAction);
    views._style(element, 'userSelect', 'none');
    views._style(element, 'webkitUserSelect', 'none');
    views._style(element, 'webkitTouchCallout', 'none');
    const on = (target, type, fn, options) => {
      target.addEventListener(type, fn, options);
      return () => target.removeEventListener(type, fn, options);
    };
    const pointers = dispatch._pointers;
    // The element's own document and window (a surface in a frame hears the frame's). An element
    // of a document with no window (the warm-up's, warm-up.js) hears its pointers' moves itself.
    const doc = element.ownerDocument, win = doc.defaultView;
    this.#window = win ?? element;
    // A move and an end each have a listener of their own: the code a pointermove runs (and
    // finds cold, a frame's first) then holds only the move's path.
    this.#moveListener = (e) => this.#pointerMove(e);
    this.#endListener = (e) => this.#pointerEnd(e);
    this.#hoverListener = (e) => { if (!pointers.has(e.pointerId) && e.pointerId !== device._heldPointer) this.#hover(e); };
    const offs = [
      on(element, 'pointerdown', (e) => this.#pointerDown(e)),
      on(element, 'contextmenu', (e) => { if ([...pointers.values()].some((p) => p.pointerType === 'touch')) e.preventDefault(); }),
      ...['wheel', 'gesturestart', 'gesturechange', 'gestureend'].map((type) => on(element, type, (e) => device._desktop(e), { passive: false })),
      on(doc, 'visibilitychange', () => { if (doc.visibilityState === 'hidden' && pointers.size) cancelAll(); }),
      on(this.#window, 'blur', () => { if (pointers.size) cancelAll(); }),
      on(this.#window, 'scroll', () => views._forgetBox(), { capture: true, passive: true }),
    ];
    offs.push(device._listen(element, settings.keyboard));
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { views._forgetBox(); if (!pointers.size) dispatch._layout(); }) : null;
    resize?.observe(element);
    this.#unlisten = () => { for (const off of offs) off(); resize?.disconnect(); };
  }

  /** Stops listening (the window's listeners too). */
  _stop() {
    this.#unlisten();
    this._unlistenWindow();
    this._listenHover(false);
  }

  /**
   * Hovering pointers are listened to only while a hover recognizer is on the surface: a
   * listener costs every pointermove of the page's, recognizers or not.
   */
  _listenHover(on) {
    if (on) this.#element.addEventListener('pointermove', this.#hoverListener, { passive: true });
    else this.#element.removeEventListener('pointermove', this.#hoverListener, { passive: true });
  }

  // While pointers are down, their moves, lifts and cancellations are heard on the window
  // (capture phase): wherever they go, and whoever holds their capture.
  #listenWindow() {
    if (this.#windowListeners) return;
    const win = this.#window;
    win.addEventListener('pointermove', this.#moveListener, true);
    for (const type of ['pointerup', 'pointercancel']) win.addEventListener(type, this.#endListener, true);
    this.#windowListeners = true;
  }

  /** The window's listeners go now (every touch cancelled, the surface destroyed). */
  _unlistenWindow() {
    clearTimeout(this.#linger);
    this.#linger = null;
    if (!this.#windowListeners) return;
    const win = this.#window;
    win.removeEventListener('pointermove', this.#moveListener, true);
    for (const type of ['pointerup', 'pointercancel']) win.removeEventListener(type, this.#endListener, true);
    this.#windowListeners = false;
  }

  #pointerDown(e) {
    // A nested surface took it first (events bubble from the innermost).
    if (e[CLAIMED] || this.#dispatch._destroyed) return;
    const bit = e.pointerType === 'touch' ? 1 : BUTTON_BITS[e.button] ?? 0;
    if (!(bit & this.#settings.buttons)) return;
    e[CLAIMED] = true;
    const device = this.#device, element = this.#element, dispatch = this.#dispatch;
    // An alt+drag turns the desktop's two fingers (when a rotation recognizer is here).
    if (e.altKey && device._desktop(e)) {
      device._heldPointer = e.pointerId;
      try { element.setPointerCapture(e.pointerId); } catch { /* an untrusted event */ }
      return this.#listenWindow();
    }
    device._release();
    dispatch._trackpad(false);
    if (dispatch._pointers.size === 0) dispatch._layout();
    const control = e.target instanceof Element ? e.target.closest(CONTROLS) : null;
    const onControl = control !== null && element.contains(control);
    // A pointer the page's own code captured (a slider, say) stays its own: the window still
    // tells the surface where it goes.
    if (this.#settings.capturePointers && !onControl && !capturedBelow(e, element)) {
      try { element.setPointerCapture(e.pointerId); } catch { /* an untrusted event */ }
    }
    if (this.#settings.preventDefault && !onControl && e.cancelable) e.preventDefault();
    this.#listenWindow();
    const box = this.#views._box();
    dispatch._input('down', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
  }

  #pointerMove(e) {
    const p = this.#dispatch._pointer(e.pointerId);
    if (!p) return this.#heldMove(e);
    const box = this.#views._box();
    // Coalesced moves are not asked for: getCoalescedEvents() makes new events on every call,
    // which costs more than the engine's whole step.
    this.#dispatch._move(p, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e);
  }

  #pointerEnd(e) {
    const dispatch = this.#dispatch;
    const p = dispatch._pointer(e.pointerId);
    if (!p) {
      // Another pointer's lift (the listeners linger) is not this surface's; the held one's is.
      const held = e.pointerId === this.#device._heldPointer;
      this.#heldMove(e);
      if (held && dispatch._pointers.size === 0) this.#lifted();
      return;
    }
    const box = this.#views._box();
    dispatch._input(e.type === 'pointerup' ? 'up' : 'cancel', p.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, p.pointerType, e);
    if (dispatch._pointers.size === 0) this.#lifted();
  }

  // The last pointer lifted: the window's listeners stay WINDOW_LINGER ms more, for the next
  // gesture, which mostly comes sooner — adding and removing them costs about 20 µs a pair in
  // Chromium warm and more on a fresh page, each gesture's start and end, while a lingering
  // listener costs a pointermove elsewhere on the page a call that returns at once. One timer
  // serves a run of gestures (setting and clearing one each gesture cost a fresh page's tap
  // about as much again): when it runs, it waits out what is left since the last lift.
  #lifted() {
    this.#lastLift = performance.now();
    this.#linger ??= setTimeout(this.#lingerDue, WINDOW_LINGER);
  }

  #lingerDue = () => {
    this.#linger = null;
    // A gesture is on: its last lift sets the timer again.
    if (this.#dispatch._pointers.size) return;
    const left = this.#lastLift + WINDOW_LINGER - performance.now();
    if (left > 0) this.#linger = setTimeout(this.#lingerDue, left);
    else this._unlistenWindow();
  };

  #hover(e) {
    const box = this.#views._box();
    this.#dispatch._input('hover', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
  }

  // The press the desktop's fingers hold (an alt+drag's, quick scale's): its moves and lift are theirs.
  #heldMove(e) {
    return e.pointerId === this.#device._heldPointer && this.#device._desktop(e);
  }
}
