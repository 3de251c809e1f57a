/** A direction bit set (right 1, left 2, up 4, down 8) as names: ['left', 'up']. */
export function directionNames(bits: any): string[];
/**
 * The reason a record gives, as a sentence ("moved 31 pt, slop 10 pt"); null for none.
 * `names._nameOf(index)` names another recognizer, `names._text(offset, length)` reads the
 * records' text.
 */
export function formatReason(code: any, a: any, b: any, c: any, names: any): any;
export { RECORD_STRIDE, STATES } from "./abi.js";
