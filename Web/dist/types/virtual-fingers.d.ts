/** How long a gesture's fingers stay down after its last change, ms: a wheel has no "end". */
export const VIRTUAL_RELEASE_DELAY: 200;
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
    constructor(input: (action: 'down' | 'move' | 'up', pointerId: number, x: number, y: number, time: number) => void, flush: () => void, firstId: number, spread?: number | undefined);
    /**
     * How far apart, px, the next gesture's fingers land.
     * @type {number}
     */
    spread: number;
    /**
     * The fingers down now — { x, y, spread (px), angle (radians), ids } — or null.
     * @readonly
     * @type {{ x: number, y: number, spread: number, angle: number, ids: [number, number] } | null}
     */
    readonly current: {
        x: number;
        y: number;
        spread: number;
        angle: number;
        ids: [number, number];
    } | null;
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
    change(x: number, y: number, time: number, change: (fingers: {
        spread: number;
        angle: number;
    }) => void, hold?: boolean | undefined): void;
    /**
     * Lifts the fingers down now, if any, at `time` (ms).
     * @param {number} time
     * @returns {void}
     */
    release(time: number): void;
    /**
     * Forgets the fingers without lifting them (the engine has cancelled every touch).
     * @returns {void}
     */
    forget(): void;
}
