/** Whether a recognizer of `kind` takes the page-side movement option `key`. */
export function movementTakes(kind: any, key: any): boolean;
/**
 * How far past a bound a value shows while held: `over` past it, on a range `size` wide, with
 * give `c` — the further it is pulled the less it moves, never past `size * c`.
 */
export function rubberband(over: any, size: any, c: any): number;
/** Checks the movement options of a recognizer of `kind`; null for a kind that has none. */
export function checkMovement(kind: any, where: any, o: any): {
    shape: any;
    axis: null;
    bounds: null;
    give: number;
    offset: number | {
        x: number;
        y: number;
    };
} | null;
/** Checks an offset for a recognizer of `shape`: {x, y} px, a scale above 0, or radians. */
export function checkOffset(shape: any, where: any, v: any): any;
/** The give of `rubberband: true`: 0.15, as iOS's scroll views and use-gesture have it. */
export const RUBBERBAND: 0.15;
/** The movement options' names, for "did you mean". */
export const MOVEMENT_OPTIONS: string[];
/**
 * A recognizer's offset across its gestures (made by addRecognizer for pans, pinches and
 * rotations). Each gesture's events carry `offset`: where the last gesture left it, moved by
 * this one (a pan's translation added, a pinch's scale multiplied, a rotation's angle added),
 * kept within the bounds — with the rubberband's give while held, clamped on 'ended' and
 * 'cancelled', which is where the next gesture starts from.
 */
export class Movement {
    constructor(m: any, recognizer: any);
    offset: any;
    /** Whether a pan about to begin (its probe event) moves along its axis: otherwise the page's scrolling, or another recognizer, has it. */
    along(e: any): boolean;
    /** Moves the offset to `v`; mid-gesture, the gesture goes on from there. */
    set(v: any): void;
    /** The offset `event` (a transition of this recognizer other than 'changed') puts it at: a gesture begins from the offset and settles it. */
    follow(e: any): any;
    /** The offset `event` shows (its gesture's start moved by it, within the bounds), settling nothing. */
    at(e: any): any;
}
