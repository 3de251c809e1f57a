/**
 * The plan of `gestures`: for each, in order, its name, kind, the options addRecognizer takes
 * (a ref given as bounds kept as the ref), its relations by name and the delegate hooks it has.
 * Throws a TypeError or RangeError naming the gesture and what is wrong with it.
 */
export function planGestures(gestures: any, hook?: string): {
    hooks: string[];
    name: string;
    kind: any;
    options: any;
}[];
/** A key that changes when the recognizers a plan makes would: not for a new handler, delegate or ref's element. */
export function planKey(plan: any): string;
/** Checks an offset set before its recognizer is live, as the recognizer's `offset` option is checked. */
export function checkOffset(kind: any, name: any, value: any): void;
export function isRef(v: any): boolean;
