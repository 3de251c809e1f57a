// Two virtual touches about a point: the fingers a mouse or a trackpad does not have, for a
// pinch (ctrl+wheel — a trackpad pinch in Chromium and Firefox — or Safari's gesture events)
// and a rotation. fingerplay.js's surfaces and the arcade's play page both make their
// two-finger gestures with this one class, so the same engine gets the same input from both.

/** How long a gesture's fingers stay down after its last change, ms: a wheel has no "end". */
export const VIRTUAL_RELEASE_DELAY = 200;

/**
 * The two fingers of one trackpad or wheel gesture at a time, `spread` px apart when they land
 * (40; a keyboard's pinch 100). Each
 * gesture's fingers take the next of 1,000 pairs of pointer ids from `firstId`, so that one
 * gesture's fingers are never taken for the last one's lifting at the same instant.
 */
export class VirtualFingers {
  /**
   * `input(action, pointerId, x, y, time)` receives each finger's 'down', 'move' and 'up';
   * `flush()` is called once a change's fingers are in.
   * @param {(action: 'down' | 'move' | 'up', pointerId: number, x: number, y: number, time: number) => void} input
   * @param {() => void} flush
   * @param {number} firstId
   * @param {number} [spread]
   */
  constructor(input, flush, firstId, spread = 40) {
    /**
     * How far apart, px, the next gesture's fingers land.
     * @type {number}
     */
    this.spread = spread;
    this._input = input;
    this._flush = flush;
    this._firstId = firstId;
    this._pair = 0;
    /**
     * The fingers down now — { x, y, spread (px), angle (radians), ids } — or null.
     * @readonly
     * @type {{ x: number, y: number, spread: number, angle: number, ids: [number, number] } | null}
     */
    this.current = null;
  }

  /**
   * Begins a gesture about (x, y) unless one is down, lets `change` set its `spread` and
   * `angle`, and moves the fingers there. The fingers lift `VIRTUAL_RELEASE_DELAY` ms after
   * the last change (at `performance.now()`), or, when `hold` is true, only at `release`.
   * @param {number} x
   * @param {number} y
   * @param {number} time
   * @param {(fingers: { spread: number, angle: number }) => void} change
   * @param {boolean} [hold]
   * @returns {void}
   */
  change(x, y, time, change, hold) {
    let v = this.current;
    if (!v) {
      this._pair = (this._pair + 1) % 1000;
      const id = this._firstId + 2 * this._pair;
      v = this.current = { x, y, spread: this.spread, angle: 0, timer: 0, ids: [id, id + 1] };
      this._place('down', time);
    }
    change(v);
    this._place('move', time);
    clearTimeout(v.timer);
    // This gesture's own timer: it can only ever lift this gesture's fingers.
    if (!hold) v.timer = setTimeout(() => { if (this.current === v) this.release(performance.now()); }, VIRTUAL_RELEASE_DELAY);
    this._flush();
  }

  /**
   * Lifts the fingers down now, if any, at `time` (ms).
   * @param {number} time
   * @returns {void}
   */
  release(time) {
    if (!this.current) return;
    this._place('up', time);
    this.forget();
    this._flush();
  }

  /**
   * Forgets the fingers without lifting them (the engine has cancelled every touch).
   * @returns {void}
   */
  forget() {
    clearTimeout(this.current?.timer);
    this.current = null;
  }

  _place(action, time) {
    const v = this.current;
    const dx = (Math.cos(v.angle) * v.spread) / 2, dy = (Math.sin(v.angle) * v.spread) / 2;
    this._input(action, v.ids[0], v.x - dx, v.y - dy, time);
    this._input(action, v.ids[1], v.x + dx, v.y + dy, time);
  }
}
