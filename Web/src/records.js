// The page build's transition records (Wasm/Page/TransitionRecords.swift writes them): 24
// doubles each, read straight from the module's memory. Failure reasons arrive as codes and
// numbers and are written out here, word for word as the Swift engine's `GestureReason`.

/** Doubles per record. */
export const RECORD_STRIDE = 24;

/** State codes, in the record's order. */
export const STATES = ['possible', 'began', 'changed', 'ended', 'cancelled', 'failed', 'recognized'];

const DIRECTIONS = ['right', 'left', 'up', 'down'];

/** A direction bit set (right 1, left 2, up 4, down 8) as names: ['left', 'up']. */
export function directionNames(bits) {
  return DIRECTIONS.filter((_, i) => bits & (1 << i));
}

// Swift's `rounded()`: halves away from zero.
const round = (x) => Math.sign(x) * Math.round(Math.abs(x));

// Lengths to a tenth of a point, as the engine writes them.
const number = (x) => String(round(x * 10) / 10);

const ms = (seconds) => String(round(seconds * 1000));
const degrees = (radians) => number((radians * 180) / Math.PI);

/**
 * The reason a record gives, as a sentence ("moved 31 pt, slop 10 pt"); null for none.
 * `names._nameOf(index)` names another recognizer, `names._text(offset, length)` reads the
 * records' text.
 */
export function formatReason(code, a, b, c, names) {
  switch (code) {
    case 0: return null;
    case 1: return `moved ${number(a)} pt, slop ${number(b)} pt`;
    case 2: return `${a} touches, needs ${b}`;
    case 3: return `lifted with ${a} of ${b} touches down`;
    case 4: return `no tap ${a} within ${ms(b)} ms`;
    case 5: return `tap ${a} ${ms(b)} ms after the previous one`;
    case 6: return `tap ${a} ${number(b)} pt from the first, limit ${number(c)} pt`;
    case 7: return `held ${ms(a)} ms, limit ${ms(b)} ms`;
    case 8: return `lifted after ${ms(a)} ms, needs ${ms(b)} ms`;
    case 9: return `lifted after moving ${number(a)} pt, needs ${number(b)} pt`;
    case 10: return `too slow: ${number(a)} pt in ${ms(c)} ms, needs ${number(b)} pt`;
    case 11: return `${degrees(a)}° off axis, limit ${degrees(b)}°`;
    case 12: return `moved ${directionNames(a).join(',')}, not an allowed direction`;
    case 13: return `began ${number(a)} pt from the edge, strip ${number(b)} pt`;
    case 14: return `${a} reversals, needs ${b}`;
    case 15: return 'delegate declined to begin';
    case 16: return `required failure of ${names._nameOf(a)}: it recognized`;
    case 17: return `${names._nameOf(a)} took the touches first`;
    case 18: return 'touch cancelled';
    case 19: return 'disabled';
    case 20: return 'removed from its view';
    case 21: return names._text(a, b);
    default: return `reason ${code}`;
  }
}
