// Every option addRecognizer takes, with its check. Which kinds take an option and the number
// the page build knows it by come from the contract (abi.js, generated from
// Wasm/Page/PageContract.swift); here each option's checks and units. An option is checked
// before anything is made, so a bad one throws at the call that gave it and leaves the surface
// as it was. Times are milliseconds here and seconds in the engine.

import {
  FIRST_PROPERTY, OPTIONS, RECOGNIZER_KINDS, VALUE_LENGTH, VALUE_POSITIVE_LENGTH, VALUE_TIME, VALUE_POSITIVE_TIME, VALUE_ANGLE,
  VALUE_SPEED, VALUE_SCORE, VALUE_FLAG, VALUE_COUNT, VALUE_TOUCH_LIMIT, VALUE_POINTER_TYPES, VALUE_EDGES, VALUE_DIRECTIONS,
} from './abi.js';
import { checkMovement, movementTakes, MOVEMENT_OPTIONS } from './movement.js';

export { POINTER_KINDS, RECOGNIZER_KINDS } from './abi.js';

const KIND_BITS = { touch: 1, mouse: 2, pen: 4 };
const DIRECTION_BITS = { right: 1, left: 2, up: 4, down: 8, all: 15 };
const EDGE_BITS = { top: 1, left: 2, bottom: 4, right: 8, all: 15 };

function fail(where, message, Type = RangeError) {
  throw new Type(`fingerplay: ${where}: ${message}`);
}

// Checkers: each returns the number the engine gets, or throws naming the option.
const bool = (where, key, v) => (typeof v === 'boolean' ? (v ? 1 : 0) : fail(where, `"${key}" must be true or false, not ${show(v)}`, TypeError));
const count = (min) => (where, key, v) =>
  Number.isInteger(v) && v >= min ? v : fail(where, `"${key}" must be a whole number of at least ${min}, not ${show(v)}`, typeof v === 'number' ? RangeError : TypeError);
const measure = (unit, positive, scale = 1) => (where, key, v) => {
  if (typeof v !== 'number' || Number.isNaN(v)) fail(where, `"${key}" must be a number (${unit}), not ${show(v)}`, TypeError);
  if (!Number.isFinite(v) || (positive ? v <= 0 : v < 0)) fail(where, `"${key}" must be ${positive ? 'greater than 0' : 'at least 0'} and finite (${unit}), not ${show(v)}`);
  return v * scale;
};
const time = (positive) => measure('milliseconds', positive, 1 / 1000);
const length = (positive) => measure('px', positive);
const bits = (table, noun) => (where, key, v) => {
  const names = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(names) || names.length === 0) fail(where, `"${key}" must be ${noun} or a list of them (${Object.keys(table).join(', ')}), not ${show(v)}`, TypeError);
  let mask = 0;
  for (const name of names) {
    if (!Object.hasOwn(table, name)) fail(where, `"${key}" has an unknown value ${show(name)} (${Object.keys(table).join(', ')})`);
    mask |= table[name];
  }
  return mask;
};
const maxTouches = (where, key, v) => (v === Infinity ? 2147483647 : count(1)(where, key, v));

function show(v) {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || typeof v !== 'object') return String(v);
  return Array.isArray(v) ? 'a list' : 'an object';
}

// The checker of each kind of value (abi.js's VALUE_ constants; Web/test/options.test.js checks
// that every one has one).
export const CHECKS = {
  [VALUE_LENGTH]: length(false), [VALUE_POSITIVE_LENGTH]: length(true), [VALUE_TIME]: time(false), [VALUE_POSITIVE_TIME]: time(true),
  [VALUE_ANGLE]: measure('radians', false), [VALUE_SPEED]: measure('px per second', false), [VALUE_SCORE]: measure('score', false),
  [VALUE_FLAG]: bool, [VALUE_COUNT]: count(1), [VALUE_TOUCH_LIMIT]: maxTouches, [VALUE_POINTER_TYPES]: bits(KIND_BITS, 'a pointer type'),
  [VALUE_EDGES]: bits(EDGE_BITS, 'an edge'), [VALUE_DIRECTIONS]: bits(DIRECTION_BITS, 'a direction'),
};

/** Whether a recognizer of `kind` takes the option `key`. */
const takes = (kind, key) => Object.hasOwn(OPTIONS, key) && (OPTIONS[key][1] >> RECOGNIZER_KINDS.indexOf(kind)) & 1;
// Options the page layer keeps itself.
const OWN = ['name', 'isEnabled', 'delegate', 'templates', 'rejectedNames', 'keyboard'];

/** Edit distance, for "did you mean". */
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/**
 * Checks `options` for a recognizer of `kind` and returns what the engine needs: thresholds and
 * properties as [code, number] pairs, and the page's own options. Throws a TypeError or
 * RangeError naming the first bad option.
 */
export function checkOptions(kind, options) {
  const where = `addRecognizer('${kind}')`;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) fail(where, `options must be an object, not ${show(options)}`, TypeError);
  const settings = [];
  const properties = [];
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined) continue;
    if (OWN.includes(key) || movementTakes(kind, key) || (key === 'quickScale' && kind === 'pinch')) continue;
    if (!takes(kind, key)) {
      const names = [...Object.keys(OPTIONS).filter((n) => takes(kind, n)), ...OWN, ...MOVEMENT_OPTIONS.filter((n) => movementTakes(kind, n))];
      const near = names.filter((n) => distance(key, n) <= Math.max(2, key.length / 4)).sort((a, b) => distance(key, a) - distance(key, b))[0];
      const elsewhere = RECOGNIZER_KINDS.filter((k) => takes(k, key) || movementTakes(k, key));
      fail(where, `unknown option "${key}"` + (near ? ` — did you mean "${near}"?` : elsewhere.length ? ` (an option of ${elsewhere.join(', ')})` : ''), TypeError);
    }
    const [code, , type] = OPTIONS[key];
    // A long press may need no tap before it (0); a tap at least one.
    const check = kind === 'longPress' && key === 'numberOfTapsRequired' ? count(0) : CHECKS[type];
    (code < FIRST_PROPERTY ? settings : properties).push([code, check(where, key, value)]);
  }
  const own = {
    name: options.name === undefined || options.name === null ? null : String(options.name),
    isEnabled: options.isEnabled === undefined ? true : bool(where, 'isEnabled', options.isEnabled) === 1,
    keyboard: options.keyboard === undefined ? true : bool(where, 'keyboard', options.keyboard) === 1,
    // The options as given, for the thresholds keys lower and give back (surface-key-play.js).
    options: { ...options },
    templates: null,
    rejectedNames: [],
    movement: checkMovement(kind, where, options),
  };
  if (options.delegate !== undefined && options.delegate !== null && typeof options.delegate !== 'object') fail(where, '"delegate" must be an object', TypeError);
  if (options.quickScale !== undefined) bool(where, 'quickScale', options.quickScale);
  if (kind === 'pan' || kind === 'screenEdgePan') {
    const min = options.minimumNumberOfTouches ?? 1, max = options.maximumNumberOfTouches ?? Infinity;
    if (max < min) fail(where, `"maximumNumberOfTouches" (${max}) is below "minimumNumberOfTouches" (${min})`);
  }
  if (kind === 'stroke') {
    own.templates = checkTemplates(where, options.templates);
    if (options.rejectedNames !== undefined) {
      if (!Array.isArray(options.rejectedNames) || !options.rejectedNames.every((n) => typeof n === 'string')) fail(where, '"rejectedNames" must be a list of template names', TypeError);
      own.rejectedNames = options.rejectedNames;
    }
  } else if (options.templates !== undefined || options.rejectedNames !== undefined) {
    fail(where, `unknown option "${options.templates !== undefined ? 'templates' : 'rejectedNames'}" (an option of stroke)`, TypeError);
  }
  return { settings, properties, own };
}

function checkTemplates(where, templates) {
  if (!Array.isArray(templates) || templates.length === 0) fail(where, 'a stroke recognizer needs "templates": [{name, points: [[x, y], …]}, …]', TypeError);
  return templates.map((t, i) => {
    if (t === null || typeof t !== 'object' || typeof t.name !== 'string') fail(where, `"templates"[${i}] needs a "name"`, TypeError);
    if (!Array.isArray(t.points) || t.points.length < 2) fail(where, `template "${t.name}" needs at least two "points"`, TypeError);
    for (const p of t.points) {
      if (!Array.isArray(p) || p.length !== 2 || !p.every(Number.isFinite)) fail(where, `template "${t.name}": a point is [x, y], two finite numbers`, TypeError);
    }
    if (t.key !== undefined && !(typeof t.key === 'string' && /^[a-z]$/i.test(t.key))) fail(where, `template "${t.name}": "key" must be one letter`, TypeError);
    return { name: t.name, points: t.points, key: t.key };
  });
}
