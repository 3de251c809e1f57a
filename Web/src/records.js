// The page build's transition records (Wasm/Page/TransitionRecords.swift writes them; their
// layout is abi.js's), read straight from the module's memory. Failure reasons arrive as codes
// and numbers and are written out here, word for word as the Swift engine's `GestureReason`
// (Web/test/reasons.test.js holds every reason to the engine's own words).

import {
  REASON_NONE, REASON_MOVED, REASON_TOO_MANY_TOUCHES, REASON_TOO_FEW_TOUCHES, REASON_TAP_TIMEOUT, REASON_TAP_TOO_LATE,
  REASON_TAP_TOO_FAR, REASON_HELD_TOO_LONG, REASON_LIFTED_TOO_SOON, REASON_LIFTED_BEFORE_MOVING, REASON_TOO_SLOW,
  REASON_OFF_AXIS, REASON_WRONG_DIRECTION, REASON_NOT_AT_EDGE, REASON_TOO_FEW_REVERSALS, REASON_DELEGATE_DECLINED,
  REASON_REQUIRED_FAILURE, REASON_EXCLUDED, REASON_TOUCH_CANCELLED, REASON_DISABLED, REASON_REMOVED, REASON_CUSTOM,
} from './abi.js';

export { RECORD_STRIDE, STATES } from './abi.js';

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
    case REASON_NONE: return null;
    case REASON_MOVED: return `moved ${number(a)} pt, slop ${number(b)} pt`;
    case REASON_TOO_MANY_TOUCHES: return `${a} touches, needs ${b}`;
    case REASON_TOO_FEW_TOUCHES: return `lifted with ${a} of ${b} touches down`;
    case REASON_TAP_TIMEOUT: return `no tap ${a} within ${ms(b)} ms`;
    case REASON_TAP_TOO_LATE: return `tap ${a} ${ms(b)} ms after the previous one`;
    case REASON_TAP_TOO_FAR: return `tap ${a} ${number(b)} pt from the first, limit ${number(c)} pt`;
    case REASON_HELD_TOO_LONG: return `held ${ms(a)} ms, limit ${ms(b)} ms`;
    case REASON_LIFTED_TOO_SOON: return `lifted after ${ms(a)} ms, needs ${ms(b)} ms`;
    case REASON_LIFTED_BEFORE_MOVING: return `lifted after moving ${number(a)} pt, needs ${number(b)} pt`;
    case REASON_TOO_SLOW: return `too slow: ${number(a)} pt in ${ms(c)} ms, needs ${number(b)} pt`;
    case REASON_OFF_AXIS: return `${degrees(a)}° off axis, limit ${degrees(b)}°`;
    case REASON_WRONG_DIRECTION: return `moved ${directionNames(a).join(',')}, not an allowed direction`;
    case REASON_NOT_AT_EDGE: return `began ${number(a)} pt from the edge, strip ${number(b)} pt`;
    case REASON_TOO_FEW_REVERSALS: return `${a} reversals, needs ${b}`;
    case REASON_DELEGATE_DECLINED: return 'delegate declined to begin';
    case REASON_REQUIRED_FAILURE: return `required failure of ${names._nameOf(a)}: it recognized`;
    case REASON_EXCLUDED: return `${names._nameOf(a)} took the touches first`;
    case REASON_TOUCH_CANCELLED: return 'touch cancelled';
    case REASON_DISABLED: return 'disabled';
    case REASON_REMOVED: return 'removed from its view';
    case REASON_CUSTOM: return names._text(a, b);
    default: return `reason ${code}`;
  }
}
