// The fingers a desktop or a single pointer lacks, made up from what it has: a trackpad's pinch
// (ctrl+wheel in Chromium and Firefox, gesture events in Safari) spreads two virtual fingers and
// Safari's turns them, shift+wheel and alt+drag turn them, Space while the mouse drags taps a
// second finger beside it, and a tap then a press dragged up or down spreads them (quick scale,
// where the owner takes it). The one mapping of fingerplay.js's surfaces and of the arcade's play
// page: the same events give the same fingers in both, with the constants below.
import { VirtualFingers } from './virtual-fingers.js';

/** The first of the virtual fingers' pointer ids (pairs from here to 901,999): far from any device's, and under the arcade's 1,000,000 a player. */
export const VIRTUAL_FIRST_ID = 900000;
/** The pointer id of the finger Space taps beside the mouse. */
export const SPACE_TAP_ID = 899999;
/** How much ctrl+wheel spreads the fingers: each 100 px of deltaY (up: apart) multiplies their spread by e. */
export const WHEEL_ZOOM_DISTANCE = 100;
/** How far shift+wheel turns the fingers, radians per px of delta: 0.004 (a 100 px notch ≈ 23°). */
export const WHEEL_TURN = 0.004;
/** How far alt+drag turns the fingers, radians per px the mouse goes across: 0.01. */
export const ALT_DRAG_TURN = 0.01;
/** How far apart a trackpad's fingers land, px: Safari's `scale` multiplies this. */
export const LANDING_SPREAD = 40;
/**
 * The closest and farthest the fingers may be, px (×0.01 to ×1,000,000 of the landing spread in one gesture).
 * @type {readonly [number, number]}
 */
export const SPREAD_RANGE = [0.4, 4e7];
/** Where Space's finger lands from the mouse, px right and down, and how long it stays, ms. */
export const SPACE_TAP_OFFSET = 40;
export const SPACE_TAP_DURATION = 60;
/** A tap lifts within this many px of where it landed (UIKit's allowable movement). */
export const TAP_SLOP = 10;
/** Quick scale: the second press comes within this many ms and px of the tap before it. */
export const QUICK_SCALE_INTERVAL = 300;
export const QUICK_SCALE_REACH = 45;
/** Quick scale: how far the press goes up or down, px, before it pinches (under TAP_SLOP and a pan's 10). */
export const QUICK_SCALE_SLOP = 6;
/** Quick scale: each 100 px of the drag (down: in) multiplies the scale by e. */
export const QUICK_SCALE_DISTANCE = 100;

/**
 * Listens to nothing itself: its owner hands it a desktop's events (`take`) and it gives back
 * the fingers they stand for. Options: `touch(action, pointerId, clientX, clientY, time, event)`
 * hears each finger's 'down', 'move' and 'up' (client px; time in ms of the page's clock), and
 * 'cancel' for a press quick scale takes over; `flush()` is called once a change's fingers are
 * in; `can(gesture, event)` says whether the owner takes a 'pinch', a 'turn', a 'tap' (Space's)
 * or a 'quickScale' (of the press `event`) now (default: all but quick scale); `hold(pointerId)` hears which press the
 * fingers follow from now on (null: none), its moves and lift then this one's; `bounds()` gives the client
 * rect the fingers must stay inside (their spread at most its shorter side), or null (default)
 * for none; `mouse()` where the mouse is while its button is down, [clientX, clientY], or null
 * (default: as the pointer events handed over say).
 */
export class DesktopFingers {
  /** @param {import('./input-types.js').DesktopFingersOptions} options */
  constructor({ touch, flush = () => {}, can = (gesture) => gesture !== 'quickScale', hold = () => {}, bounds = () => null,
    mouse = () => this._mouse && [this._mouse.x, this._mouse.y] }) {
    this._touch = touch;
    this._can = can;
    this._hold = hold;
    this._bounds = bounds;
    this._mouseAt = mouse;
    this._event = null;
    this._safari = null;  // Safari's gesture: where it began
    this._turning = null; // the press the fingers follow: { pointer, x, y, scale } (scale: quick scale's, else alt+drag's turn)
    this._mouse = null;   // the mouse while its button is down: { pointerId, x, y }
    this._tap = null;     // the last press, then the tap it made: { pointer, x, y, t, up }
    this._quick = null;   // a press that may become quick scale: { pointer, x, y }
    /**
     * The two virtual fingers (virtual-fingers.js).
     * @readonly
     * @type {VirtualFingers}
     */
    this.fingers = new VirtualFingers((action, id, x, y, time) => touch(action, id, x, y, time, this._event), flush, VIRTUAL_FIRST_ID, LANDING_SPREAD);
  }

  /**
   * Hands over one of the owner's events — 'wheel', 'gesturestart', 'gesturechange',
   * 'gestureend', 'pointerdown', 'pointermove', 'pointerup', 'pointercancel' or 'keydown' —
   * and returns whether it made fingers of it (its default then prevented here). A pointer's
   * own events are the owner's (false) unless an alt+drag or quick scale holds it.
   * @param {Event} e
   * @returns {boolean}
   */
  take(e) {
    this._event = e;
    const taken = this._take(e);
    if (taken && e.cancelable !== false) e.preventDefault?.();
    return taken;
  }

  _take(e) {
    const type = e.type;
    if (type === 'wheel') {
      if (this._turning) return false;
      if (e.ctrlKey && this._can('pinch')) {
        const [low, high] = this._range();
        return this._change(e.clientX, e.clientY, e.timeStamp, (v) => { v.spread = Math.min(Math.max(low, v.spread * Math.exp(-e.deltaY / WHEEL_ZOOM_DISTANCE)), high); });
      }
      if (e.shiftKey && !e.ctrlKey && this._can('turn')) {
        const delta = e.deltaY || e.deltaX;
        return this._change(e.clientX, e.clientY, e.timeStamp, (v) => { v.angle += delta * WHEEL_TURN; });
      }
      return false;
    }
    if (type.startsWith('gesture')) {
      if (!this._can('pinch')) return false;
      if (type === 'gesturestart') this._safari = { x: e.clientX, y: e.clientY };
      else if (type === 'gestureend') {
        this._safari = null;
        this.release();
      } else if (this._safari && !this._turning) {
        const [low, high] = this._range();
        this._change(this._safari.x, this._safari.y, e.timeStamp, (v) => { v.spread = Math.min(Math.max(low, LANDING_SPREAD * e.scale), high); v.angle = (e.rotation * Math.PI) / 180; });
      }
      return true;
    }
    if (type === 'keydown') {
      const at = e.key === ' ' && !e.repeat && !this._turning && this._mouseAt();
      if (!at || !this._can('tap')) return false;
      const x = at[0] + SPACE_TAP_OFFSET, y = at[1] + SPACE_TAP_OFFSET;
      this._touch('down', SPACE_TAP_ID, x, y, e.timeStamp, e);
      // Lifted when its time has come, stamped with it: the owner hears its events in order.
      setTimeout(() => this._touch('up', SPACE_TAP_ID, x, y, e.timeStamp + SPACE_TAP_DURATION, e), SPACE_TAP_DURATION);
      return true;
    }
    const turning = this._turning, mouse = e.pointerType === 'mouse';
    if (type === 'pointerdown') {
      if (mouse && e.button === 0) this._mouse = { pointerId: e.pointerId, x: e.clientX, y: e.clientY };
      // A press ends a wheel gesture still waiting for its lift: the next is a new gesture, with
      // fingers of its own (a game may judge a pair of fingers only once).
      this.release(e.timeStamp);
      const tap = this._tap;
      this._quick = tap?.up !== undefined && e.timeStamp - tap.up <= QUICK_SCALE_INTERVAL && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) <= QUICK_SCALE_REACH
        && this._can('quickScale', e) ? { pointer: e.pointerId, x: e.clientX, y: e.clientY } : null;
      this._tap = { pointer: e.pointerId, x: e.clientX, y: e.clientY, t: e.timeStamp };
      if (!mouse || e.button !== 0 || !e.altKey || !this._can('turn')) return false;
      this._quick = this._mouse = null;
      return this._follow(e.pointerId, e.clientX, e.clientY, e.timeStamp, false);
    }
    const quick = this._quick;
    if (quick?.pointer === e.pointerId) {
      if (type !== 'pointermove') this._quick = null;
      else if (Math.abs(e.clientY - quick.y) >= QUICK_SCALE_SLOP) {
        // The press is the fingers' from here: the owner's touch is cancelled, not left down.
        this._quick = null;
        this._touch('cancel', e.pointerId, e.clientX, e.clientY, e.timeStamp, e);
        return this._follow(e.pointerId, quick.x, quick.y, e.timeStamp, true) && this._take(e);
      }
    }
    if (turning?.pointer === e.pointerId) {
      if (type === 'pointermove') {
        // A move to where the press already is (a browser may send one again) changes nothing.
        if (turning.atX === e.clientX && turning.atY === e.clientY) return true;
        turning.atX = e.clientX;
        turning.atY = e.clientY;
        const d = turning.scale ? Math.exp((e.clientY - turning.y) / QUICK_SCALE_DISTANCE) : 0;
        const [low, high] = this._range();
        this._change(turning.x, turning.y, e.timeStamp, turning.scale ? (v) => { v.spread = Math.min(Math.max(low, LANDING_SPREAD * d), high); }
          : (v) => { v.angle = (e.clientX - turning.x) * ALT_DRAG_TURN; }, true);
      } else {
        this._turning = null;
        this._hold(null);
        this.fingers.release(e.timeStamp);
      }
      return true;
    }
    const tap = this._tap;
    if (tap?.pointer === e.pointerId) {
      // A tap: lifted where it landed, soon (a quick scale's first half).
      if (type === 'pointerup' && e.timeStamp - tap.t <= QUICK_SCALE_INTERVAL && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) < TAP_SLOP) tap.up = e.timeStamp;
      else if (type !== 'pointermove') this._tap = null;
    }
    if (this._mouse?.pointerId === e.pointerId) {
      if (type === 'pointermove') [this._mouse.x, this._mouse.y] = [e.clientX, e.clientY];
      else this._mouse = null;
    }
    return false;
  }

  /**
   * Whether an alt+drag or quick scale holds `pointerId` (its moves and lift are this one's).
   * @param {number} pointerId
   * @returns {boolean}
   */
  holds(pointerId) { return this._turning?.pointer === pointerId; }

  /**
   * The press that may yet become quick scale (its moves are to be handed over), or null.
   * @type {number | null}
   */
  get quickPointer() { return this._quick?.pointer ?? null; }

  // The fingers follow `pointer` (an alt+drag's press, or with `scale` quick scale's), landing
  // about (x, y) at `time`.
  _follow(pointer, x, y, time, scale) {
    this._turning = { pointer, x, y, scale, atX: NaN, atY: NaN };
    this._hold(pointer);
    return this._change(x, y, time, () => {}, true);
  }

  /**
   * Lifts the fingers of a wheel or trackpad gesture still waiting for its end (not an alt+drag's), at `time` (ms; default now).
   * @param {number} [time]
   * @returns {void}
   */
  release(time = performance.now()) {
    if (!this._turning) this.fingers.release(time);
  }

  /**
   * Forgets every finger without lifting it: the owner has cancelled every touch.
   * @returns {void}
   */
  forget() {
    this.fingers.forget();
    this._turning = this._safari = this._mouse = this._tap = this._quick = null;
  }

  _change(x, y, time, change, hold) {
    this.fingers.change(x, y, time, change, hold);
    return true;
  }

  // The spread's bounds: the shorter side of the owner's bounds, when fingers must stay inside.
  _range() {
    const box = this._bounds();
    return box ? [SPREAD_RANGE[0], Math.max(LANDING_SPREAD, Math.min(box.width, box.height))] : SPREAD_RANGE;
  }
}
