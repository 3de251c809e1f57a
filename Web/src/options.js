// Every option addRecognizer takes, by kind, with its check and the number the page build
// knows it by (Wasm/Page/RecognizerProperty.swift and fp_settings_set). An option is checked
// before anything is made, so a bad one throws at the call that gave it and leaves the surface
// as it was. Times are milliseconds here and seconds in the engine.

/** The kinds of recognizer, by the names UIKit's classes have (without "UI…GestureRecognizer"). */
export const RECOGNIZER_KINDS = ['tap', 'longPress', 'pan', 'swipe', 'pinch', 'rotation', 'screenEdgePan', 'hover', 'shake', 'stroke'];

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

// [code, checker]: codes below 10 are thresholds (fp_settings_set), the rest properties.
const SETTINGS = {
  tapSlop: [1, length(false)], multiTapInterval: [2, time(false)], multiTapDistance: [3, length(false)],
  panSlop: [4, length(false)], pinchSlop: [5, length(false)], rotationSlop: [6, measure('radians', false)],
  screenEdgeWidth: [7, length(false)], velocityWindow: [8, time(true)], velocityStopGap: [9, time(true)],
};
const COMMON = {
  cancelsTouchesInView: [10, bool], delaysTouchesBegan: [11, bool], delaysTouchesEnded: [12, bool],
  allowedTouchTypes: [13, bits(KIND_BITS, 'a pointer type')],
};
const TOUCHES = { numberOfTouchesRequired: [21, count(1)] };
const PAN = { minimumNumberOfTouches: [25, count(1)], maximumNumberOfTouches: [26, maxTouches] };
const PROPERTIES = {
  tap: { numberOfTapsRequired: [20, count(1)], ...TOUCHES, maximumTapDuration: [22, time(true)] },
  longPress: { minimumPressDuration: [23, time(false)], allowableMovement: [24, length(false)], ...TOUCHES, numberOfTapsRequired: [20, count(0)] },
  pan: PAN,
  screenEdgePan: { ...PAN, edges: [27, bits(EDGE_BITS, 'an edge')] },
  swipe: {
    direction: [28, bits(DIRECTION_BITS, 'a direction')], ...TOUCHES, minimumDistance: [29, length(false)],
    minimumSpeed: [30, measure('px per second', false)], maximumAngle: [31, measure('radians', false)], maximumDuration: [32, time(true)],
  },
  pinch: {},
  rotation: {},
  hover: { allowedKinds: [39, bits(KIND_BITS, 'a pointer type')] },
  shake: { minimumSegmentLength: [33, length(true)], requiredReversals: [34, count(1)], recognizesOnLift: [35, bool] },
  stroke: { minimumScore: [36, measure('score', false)], minimumLength: [37, length(false)], closedStrokesStartAnywhere: [38, bool] },
};
// Options the page layer keeps itself.
const OWN = ['name', 'isEnabled', 'delegate', 'templates', 'rejectedNames'];

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
  const known = { ...SETTINGS, ...COMMON, ...PROPERTIES[kind] };
  const settings = [];
  const properties = [];
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined) continue;
    if (OWN.includes(key)) continue;
    const entry = known[key];
    if (!entry) {
      const names = [...Object.keys(known), ...OWN];
      const near = names.filter((n) => distance(key, n) <= Math.max(2, key.length / 4)).sort((a, b) => distance(key, a) - distance(key, b))[0];
      const elsewhere = RECOGNIZER_KINDS.filter((k) => PROPERTIES[k][key]);
      fail(where, `unknown option "${key}"` + (near ? ` — did you mean "${near}"?` : elsewhere.length ? ` (an option of ${elsewhere.join(', ')})` : ''), TypeError);
    }
    const [code, check] = entry;
    (code < 10 ? settings : properties).push([code, check(where, key, value)]);
  }
  const own = {
    name: options.name === undefined || options.name === null ? null : String(options.name),
    isEnabled: options.isEnabled === undefined ? true : bool(where, 'isEnabled', options.isEnabled) === 1,
    templates: null,
    rejectedNames: [],
  };
  if (options.delegate !== undefined && options.delegate !== null && typeof options.delegate !== 'object') fail(where, '"delegate" must be an object', TypeError);
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
    return { name: t.name, points: t.points };
  });
}

/** The kinds of pointer as the engine numbers them. */
export const POINTER_KINDS = { touch: 0, mouse: 1, pen: 2 };
