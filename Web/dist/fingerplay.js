// fingerplay.js — UIKit's gesture recognizers for any web page, on Fingerplay's engine compiled
// to WebAssembly: the same decisions, to the bit, as the Swift engine.
//
//   import { GestureSurface } from 'fingerplay';
//   const surface = await GestureSurface.create(document.querySelector('#board'));
//   const pan = surface.addRecognizer('pan', card, { maximumNumberOfTouches: 1 });
//   pan.addAction((e) => { if (e.state === 'changed') moveBy(card, e.delta); });
//   const tap = surface.addRecognizer('tap', card);
//   tap.requireToFail(surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 }));
//
// Times are milliseconds (the page's clock, as Event.timeStamp), positions CSS pixels from the
// surface's top left corner, velocities per second.
// ---- wasm.js
// Loading a Fingerplay WebAssembly module and passing text to and from it: the one copy of
// these helpers, used by fingerplay.js (the page build), the arcade's play page and
// scripts/wasm-replay (the arcade build).

/**
 * Compiles and instantiates a WebAssembly module from `source`: a URL or a string naming one
 * (fetched, and compiled while it downloads where the server sends `application/wasm`; read
 * from disk under Node for `file:` URLs), a `Response` or a promise of one, the module's bytes
 * (`ArrayBuffer` or a typed array), or a compiled `WebAssembly.Module`.
 * @param {string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module} source
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Exports>}
 */
async function instantiateWasm(source, imports) {
  if (source instanceof WebAssembly.Module) return (await WebAssembly.instantiate(source, imports)).exports;
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, typeof location === 'undefined' ? undefined : location.href);
    if (url.protocol === 'file:' && typeof process === 'object' && process.versions?.node) {
      const { readFile } = await import('node:fs/promises');
      source = await readFile(url);
    } else {
      source = fetch(url);
    }
  }
  if (typeof source?.then === 'function') source = await source;
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.ok) throw new Error(`fingerplay: the WebAssembly module could not be loaded (${source.status} ${source.url})`);
    // Streaming compilation needs the right type; a file served as anything else is read whole.
    if (WebAssembly.instantiateStreaming && source.headers.get('content-type')?.startsWith('application/wasm')) {
      return (await WebAssembly.instantiateStreaming(source, imports)).instance.exports;
    }
    source = await source.arrayBuffer();
  }
  return (await WebAssembly.instantiate(source, imports)).instance.exports;
}

/** The bytes a base64 text stands for (a module carried inside a classic script). */
function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `length` bytes of UTF-8 at `pointer` in the module's memory, as a string. */
function readText(exports, pointer, length) {
  return length > 0 ? decoder.decode(new Uint8Array(exports.memory.buffer, pointer, length)) : '';
}

/**
 * Calls `fn` of the arcade build with each of `texts` copied into the module's memory (as a
 * pointer and a length, in order), frees them, and returns what `fn` returned with the call's
 * standard output and standard error (`fp_output`, `fp_errors`).
 */
function callWithTexts(exports, fn, ...texts) {
  const pointers = [];
  const args = [];
  for (const text of texts) {
    const bytes = typeof text === 'string' ? encoder.encode(text) : text;
    const pointer = exports.fp_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    pointers.push(pointer);
    args.push(pointer, bytes.length);
  }
  const status = fn(...args);
  for (const pointer of pointers) exports.fp_free(pointer);
  return {
    status,
    output: readText(exports, exports.fp_output(), exports.fp_output_count()),
    errors: readText(exports, exports.fp_errors(), exports.fp_errors_count()),
  };
}

/** Copies `text` as UTF-8 into the page build's scratch buffer; returns its length in bytes. */
function writeScratch(exports, text, extra = 0) {
  const bytes = encoder.encode(text);
  const pointer = exports.fp_scratch(((bytes.length + 7) & ~7) + extra);
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  return bytes.length;
}

// ---- records.js
// The page build's transition records (Wasm/Page/TransitionRecords.swift writes them): 24
// doubles each, read straight from the module's memory. Failure reasons arrive as codes and
// numbers and are written out here, word for word as the Swift engine's `GestureReason`.

/** Doubles per record. */
const RECORD_STRIDE = 24;

/** State codes, in the record's order. */
const STATES = ['possible', 'began', 'changed', 'ended', 'cancelled', 'failed', 'recognized'];

const DIRECTIONS = ['right', 'left', 'up', 'down'];

/** A direction bit set (right 1, left 2, up 4, down 8) as names: ['left', 'up']. */
function directionNames(bits) {
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
 * `nameOf(index)` names another recognizer, `text(offset, length)` reads the records' text.
 */
function formatReason(code, a, b, c, nameOf, text) {
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
    case 16: return `required failure of ${nameOf(a)}: it recognized`;
    case 17: return `${nameOf(a)} took the touches first`;
    case 18: return 'touch cancelled';
    case 19: return 'disabled';
    case 20: return 'removed from its view';
    case 21: return text(a, b);
    default: return `reason ${code}`;
  }
}

// ---- options.js
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
function checkOptions(kind, options) {
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
const POINTER_KINDS = { touch: 0, mouse: 1, pen: 2 };

// ---- event.js
// What a recognizer's actions receive: one transition, with the recognizer's values at that
// moment and the input that caused it.

/**
 * One transition of a recognizer. Times are milliseconds of the page's clock
 * (`performance.now()`, as `Event.timeStamp`), positions CSS pixels from the surface's top left
 * corner, velocities per second.
 */
export class GestureEvent {
  /** @internal Made by the surface from a transition record. */
  constructor(recognizer, state, time, x, y, numberOfTouches, input) {
    /** The recognizer that changed. */
    this.recognizer = recognizer;
    /** 'began', 'changed', 'ended', 'cancelled', 'recognized' (a discrete gesture) or 'failed'. */
    this.state = state;
    /** When, in ms of the page's clock. */
    this.time = time;
    /** Where the gesture is (its touches' centroid, or where they lifted), px from the surface's top left. */
    this.x = x;
    this.y = y;
    /** How many touches the gesture has. */
    this.numberOfTouches = numberOfTouches;
    /** The touches of the gesture: [{pointerId, pointerType, x, y}], in the order they went down. */
    this.pointers = input.pointers;
    /** The pointer type of the gesture's first touch ('touch', 'mouse' or 'pen'), or of the input that caused it. */
    this.pointerType = input.pointers[0]?.pointerType ?? input.event?.pointerType ?? 'touch';
    /** The DOM event that caused the transition; null when time did (a long press, a tap's window closing). */
    this.sourceEvent = input.event ?? null;
    /** The modifier keys held, as the causing event (or the last pointer event) says. */
    this.altKey = !!input.modifiers?.altKey;
    this.ctrlKey = !!input.modifiers?.ctrlKey;
    this.metaKey = !!input.modifiers?.metaKey;
    this.shiftKey = !!input.modifiers?.shiftKey;
    /** Why a failure or cancellation happened ("moved 31 pt, slop 10 pt"); null otherwise. */
    this.reason = null;
  }

  /** As UIKit's `state == .ended`: true for a recognized discrete gesture too. */
  get isEnded() { return this.state === 'ended' || this.state === 'recognized'; }

  /** The location in `element`'s coordinates (px from its border box's top left). */
  locationIn(element) {
    const surface = this.recognizer.surface;
    if (!surface.element || !element?.getBoundingClientRect) return { x: this.x, y: this.y };
    const root = surface._box();
    const box = element.getBoundingClientRect();
    return { x: this.x + root.left - box.left, y: this.y + root.top - box.top };
  }
}

// ---- recognizer.js
// A recognizer on a surface, with UIKit's properties and relations; the engine's copy lives in
// the WebAssembly module under the same index.

/**
 * A recognizer attached to an element of a surface (`surface.addRecognizer`). Its properties
 * and methods read like UIKit's `UIGestureRecognizer`.
 */
export class GestureRecognizer {
  /** @internal */
  constructor(surface, index, kind, target, own) {
    /** The surface it is on. */
    this.surface = surface;
    /** Its kind: 'tap', 'pan', … */
    this.kind = kind;
    /** The element (or headless view) it is attached to. */
    this.element = target;
    /** Its name, used in failure reasons ("double tap took the touches first"); null if none. */
    this.name = own.name;
    /** The state of its last transition: 'possible' until then. */
    this.state = 'possible';
    /** Its last transition, failures included; null until then. */
    this.lastEvent = null;
    this._index = index;
    this._enabled = own.isEnabled;
    this._delegate = null;
    this._actions = new Map();
    this._nextAction = 1;
    this._translation = null;
  }

  /** Runs `fn(event)` on every transition except failures (UIKit's target–action); returns an id for removeAction. */
  addAction(fn) {
    this._check('addAction');
    if (typeof fn !== 'function') throw new TypeError(`fingerplay: addAction needs a function, not ${typeof fn}`);
    const id = this._nextAction++;
    this._actions.set(id, fn);
    return id;
  }

  /** Removes an action; returns whether it was there. */
  removeAction(id) { return this._actions.delete(id); }

  /** Waits for `other` to fail before this one may begin or recognize (UIKit's `require(toFail:)`). */
  requireToFail(other) { this._relate('requireToFail', other, 0, 1); }

  /** Removes a requirement made by requireToFail. */
  removeFailureRequirement(other) { this._relate('removeFailureRequirement', other, 0, 0); }

  /** Lets this recognizer and `other` recognize at once over shared touches (both ways). */
  recognizeSimultaneously(other) { this._relate('recognizeSimultaneously', other, 1, 1); }

  /** Ends a pairing made by recognizeSimultaneously. */
  stopRecognizingSimultaneously(other) { this._relate('stopRecognizingSimultaneously', other, 1, 0); }

  /** A disabled recognizer takes no touches; disabling one mid-gesture cancels it. Default true. */
  get isEnabled() { return this._enabled; }
  set isEnabled(value) {
    this._check('isEnabled');
    if (typeof value !== 'boolean') throw new TypeError(`fingerplay: isEnabled must be true or false, not ${value}`);
    this._enabled = value;
    this.surface._call(() => this.surface._fp.fp_recognizer_set_enabled(this.surface._handle, this._index, value ? 1 : 0));
  }

  /**
   * An object with any of `shouldBegin(recognizer, event)` (event: the gesture about to begin,
   * with its location, translation and velocity), `shouldReceive(recognizer, pointer)` and
   * `shouldRecognizeSimultaneously(recognizer, other)`, each returning a boolean — UIKit's
   * UIGestureRecognizerDelegate, asked synchronously. Null (the default) answers as UIKit's
   * defaults do.
   */
  get delegate() { return this._delegate; }
  set delegate(value) {
    this._check('delegate');
    if (value !== null && typeof value !== 'object') throw new TypeError('fingerplay: a delegate is an object or null');
    this._delegate = value ?? null;
    const hooks = value ? (value.shouldBegin ? 1 : 0) | (value.shouldReceive ? 2 : 0) | (value.shouldRecognizeSimultaneously ? 4 : 0) : 0;
    this.surface._fp.fp_recognizer_set_delegate(this.surface._handle, this._index, hooks);
  }

  /** Whether the recognizer is still on its surface (not removed, the surface not destroyed). */
  get isAttached() { return this._index >= 0 && !this.surface._destroyed; }

  _check(what) {
    if (this.surface._destroyed) throw new Error(`fingerplay: ${what}: the surface was destroyed`);
    if (this._index < 0) throw new Error(`fingerplay: ${what}: the recognizer was removed from its surface`);
  }

  _relate(what, other, relation, on) {
    this._check(what);
    if (!(other instanceof GestureRecognizer)) throw new TypeError(`fingerplay: ${what} needs a recognizer, not ${other === null ? 'null' : typeof other}`);
    if (other.surface !== this.surface) throw new Error(`fingerplay: ${what}: the other recognizer is on another surface`);
    other._check(what);
    if (other === this) throw new Error(`fingerplay: ${what}: a recognizer cannot be related to itself`);
    this.surface._fp.fp_recognizer_relate(this.surface._handle, this._index, other._index, relation, on);
  }
}

// ---- surface.js
// A surface: one element (or a headless stand-in) whose pointer events drive the engine, the
// elements inside it that carry recognizers mirrored as the engine's views.

let modulePromise = null;
const surfacesByHandle = new Map();
const CLAIMED = Symbol('fingerplay.claimed');
const BUTTON_BITS = [1, 4, 2, 8, 16, 32];
// Where a page's own controls are: pointers landing on them are neither captured nor
// prevented by default, so their clicks, focus and text selection work.
const CONTROLS = 'button, a[href], input, select, textarea, label, summary, option, [contenteditable]:not([contenteditable="false"])';
const VIRTUAL_ID = 2000000000;

/**
 * Loads the WebAssembly module once per page (every surface shares it). `source` is its URL,
 * a Response, or its bytes; default: fingerplay.wasm beside this file (the classic script
 * carries its own copy).
 * @returns {Promise<WebAssembly.Exports>}
 */
export function loadFingerplay(source) {
  if (modulePromise) return modulePromise;
  const imports = {
    fingerplay: {
      should_begin: (surface, index) => ask(surface, index, 'shouldBegin', (s, r) => [r, s._probeEvent(r)], true),
      should_receive: (surface, index, pointer, x, y) => ask(surface, index, 'shouldReceive', (s, r) => [r, s._pointerInfo(pointer, x, y)], true),
      should_recognize_simultaneously: (surface, index, other) => ask(surface, index, 'shouldRecognizeSimultaneously', (s, r) => [r, s._recognizers[other]], false),
    },
  };
  // eslint-disable-next-line no-undef
  const embedded = typeof FINGERPLAY_WASM_BASE64 === 'string' ? decodeBase64(FINGERPLAY_WASM_BASE64) : null;
  modulePromise = instantiateWasm(source ?? embedded ?? new URL('./fingerplay.wasm', import.meta.url), imports);
  modulePromise.catch(() => { modulePromise = null; });
  return modulePromise;
}

function ask(handle, index, hook, args, otherwise) {
  const surface = surfacesByHandle.get(handle);
  const recognizer = surface?._recognizers[index];
  const delegate = recognizer?._delegate;
  if (!delegate?.[hook]) return otherwise ? 1 : 0;
  try {
    const answer = delegate[hook](...args(surface, recognizer));
    return (answer === undefined ? otherwise : !!answer) ? 1 : 0;
  } catch (error) {
    surface._report(error, recognizer);
    return otherwise ? 1 : 0;
  }
}

function report(error) {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/**
 * A headless view: a rectangle inside a headless surface (or inside another view), standing in
 * for an element. `frame` is {x, y, width, height} in px of its parent.
 */
export class HeadlessView {
  /** @internal */
  constructor(surface, frame, parent) {
    this.surface = surface;
    this.parent = parent;
    this._frame = { ...frame };
  }

  get frame() { return { ...this._frame }; }
  set frame(value) {
    this._frame = checkFrame(value, 'frame');
    const view = this.surface._views.get(this);
    if (view) this.surface._fp.fp_view_set_frame(this.surface._handle, view.index, value.x, value.y, value.width, value.height, 0);
  }
}

function checkFrame(frame, what) {
  if (!frame || !['x', 'y', 'width', 'height'].every((k) => Number.isFinite(frame[k])) || frame.width < 0 || frame.height < 0) {
    throw new TypeError(`fingerplay: ${what} must be {x, y, width, height}, finite numbers with no negative size`);
  }
  return { x: frame.x, y: frame.y, width: frame.width, height: frame.height };
}

const SURFACE_OPTIONS = ['wasm', 'touchAction', 'capturePointers', 'preventDefault', 'buttons', 'trackpad'];

/**
 * An element whose pointer events (touch, mouse and pen) drive Fingerplay's recognizers; the
 * elements given to addRecognizer are views inside it, hit-tested as UIKit does.
 */
export class GestureSurface {
  /**
   * A surface on `element`. Options: `touchAction` ('compute', the default: each element with
   * recognizers gets the `touch-action` its recognizers need, so a horizontal swipe leaves
   * vertical scrolling to the browser; or a CSS value for the surface's element),
   * `capturePointers` (default true: pointers that land are captured by the surface, except
   * on buttons, links and form controls), `preventDefault` (default true: a pointerdown's
   * default is prevented, except on those controls), `buttons` (the mouse buttons that make
   * touches, as PointerEvent.buttons bits; default 1, the primary button), `trackpad` (default
   * true: ctrl+wheel and Safari's gesture events pinch and rotate, with two virtual touches,
   * when the surface has pinch or rotation recognizers), `wasm` (the module's URL or bytes).
   * @param {Element} element
   */
  static async create(element, options = {}) {
    if (typeof Element === 'undefined' || !(element instanceof Element)) {
      throw new TypeError(`fingerplay: GestureSurface.create needs an element, not ${element === null ? 'null' : typeof element}`);
    }
    const settings = checkSurfaceOptions(options);
    const fp = await loadFingerplay(options.wasm);
    return new GestureSurface(fp, element, settings, null);
  }

  /**
   * A surface with no DOM — for tests and servers (Node): `width` × `height` px, views made
   * with addView, input given with dispatchPointerEvent, time moved with advance (ms, from 0).
   */
  static async headless({ width = 400, height = 400, wasm } = {}) {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
      throw new RangeError('fingerplay: GestureSurface.headless needs a finite width and height above 0');
    }
    const fp = await loadFingerplay(wasm);
    return new GestureSurface(fp, null, checkSurfaceOptions({}), { width, height });
  }

  /** @internal Use GestureSurface.create or GestureSurface.headless. */
  constructor(fp, element, settings, headless) {
    /** The surface's element; null for a headless surface. */
    this.element = element;
    /** Called with (recognizer, event) for every transition, failures included. */
    this.onTransition = null;
    /** Called with (error, recognizer) when an action or delegate throws; default: reported as uncaught (`reportError`). */
    this.onError = null;
    this._fp = fp;
    this._settings = settings;
    this._headless = headless;
    this._destroyed = false;
    this._recognizers = [];
    this._views = new Map();        // target → { index, target, parent, children, count }
    this._rootView = { index: -1, target: element, parent: null, children: [], count: 0 };
    this._pointers = new Map();     // pointerId → { pointerId, pointerType, x, y }
    this._queue = [];
    this._dispatching = false;
    this._flushQueued = false;
    this._timer = null;
    this._clock = 0;
    this._lastEvent = null;
    this._boxCache = null;
    this._restore = [];
    this._hoverCount = 0;
    this._twoFingerCount = 0;
    this._virtual = null;
    this._virtualPair = 0;
    const size = headless ?? element.getBoundingClientRect();
    const start = headless ? 0 : performance.now();
    this._handle = fp.fp_surface_create(Math.max(size.width, 1), Math.max(size.height, 1), start, headless ? 0 : 17);
    surfacesByHandle.set(this._handle, this);
    if (element) this._listen(element);
  }

  /** The recognizers on the surface, in the order they were added. */
  get recognizers() { return this._recognizers.filter((r) => r); }

  /**
   * Attaches a recognizer of `kind` (see RECOGNIZER_KINDS) to `element` — the surface's element
   * (the default) or one inside it; on a headless surface, a view from addView or null for the
   * root. `options` are UIKit's properties (times in ms, lengths in px, angles in radians):
   * tap: numberOfTapsRequired (1), numberOfTouchesRequired (1), maximumTapDuration;
   * longPress: minimumPressDuration (500), allowableMovement (10), numberOfTouchesRequired (1),
   * numberOfTapsRequired (0); pan: minimumNumberOfTouches (1), maximumNumberOfTouches
   * (Infinity); screenEdgePan: those and edges ('left', 'right', 'top', 'bottom', 'all' or a
   * list); swipe: direction ('right'; or 'left', 'up', 'down', 'all' or a list),
   * numberOfTouchesRequired (1), minimumDistance (50), minimumSpeed (300 px/s), maximumAngle
   * (π/9), maximumDuration (500); shake: minimumSegmentLength (30), requiredReversals (3),
   * recognizesOnLift (false); stroke: templates (required: [{name, points: [[x, y], …]}]),
   * minimumScore (2.5), minimumLength (30), rejectedNames, closedStrokesStartAnywhere; hover:
   * allowedKinds (['mouse', 'pen']). Every kind: name, isEnabled (true), delegate,
   * cancelsTouchesInView (true), delaysTouchesBegan (false), delaysTouchesEnded (true),
   * allowedTouchTypes (all), and the thresholds tapSlop (10), multiTapInterval (300),
   * multiTapDistance (45), panSlop (10), pinchSlop (10), rotationSlop (π/36), screenEdgeWidth
   * (20), velocityWindow (100), velocityStopGap (40). A bad option throws here, naming it.
   */
  addRecognizer(kind, element, options = {}) {
    this._alive('addRecognizer');
    if (!RECOGNIZER_KINDS.includes(kind)) throw new TypeError(`fingerplay: addRecognizer: unknown kind ${JSON.stringify(kind)} (${RECOGNIZER_KINDS.join(', ')})`);
    const target = element ?? this.element;
    this._checkTarget(target, 'addRecognizer');
    const { settings, properties, own } = checkOptions(kind, options);
    const fp = this._fp, h = this._handle;
    for (const [code, value] of settings) fp.fp_settings_set(code, value);
    const index = fp.fp_recognizer_create(h, RECOGNIZER_KINDS.indexOf(kind));
    for (const [code, value] of properties) fp.fp_recognizer_set(h, index, code, value);
    const recognizer = new GestureRecognizer(this, index, kind, target, own);
    recognizer._direction = properties.find(([code]) => code === 28)?.[1] ?? 1;
    const nameLength = writeScratch(fp, own.name ?? '');
    fp.fp_recognizer_set_name(h, index, nameLength);
    for (const template of own.templates ?? []) {
      const n = writeScratch(fp, template.name, template.points.length * 16);
      const points = new Float64Array(fp.memory.buffer, fp.fp_scratch(0) + ((n + 7) & ~7), template.points.length * 2);
      template.points.forEach(([x, y], i) => { points[2 * i] = x; points[2 * i + 1] = y; });
      fp.fp_stroke_add_template(h, index, n, template.points.length);
    }
    for (const name of own.rejectedNames) fp.fp_stroke_reject(h, index, writeScratch(fp, name));
    if (!own.isEnabled) fp.fp_recognizer_set_enabled(h, index, 0);
    this._recognizers[index] = recognizer;
    const view = this._viewFor(target);
    view.count++;
    fp.fp_recognizer_attach(h, index, view.index);
    if (options.delegate) recognizer.delegate = options.delegate;
    if (kind === 'hover') this._hoverCount++;
    if (kind === 'pinch' || kind === 'rotation') this._twoFingerCount++;
    this._touchActions();
    return recognizer;
  }

  /** Detaches a recognizer; one mid-gesture is cancelled (its actions hear 'cancelled'). Others carry on. */
  removeRecognizer(recognizer) {
    this._alive('removeRecognizer');
    if (!(recognizer instanceof GestureRecognizer) || recognizer.surface !== this) throw new TypeError('fingerplay: removeRecognizer needs a recognizer of this surface');
    if (recognizer._index < 0) return;
    const index = recognizer._index;
    this._call(() => this._fp.fp_recognizer_remove(this._handle, index));
    this._recognizers[index] = undefined;
    recognizer._index = -1;
    if (recognizer.kind === 'hover') this._hoverCount--;
    if (recognizer.kind === 'pinch' || recognizer.kind === 'rotation') this._twoFingerCount--;
    const view = this._views.get(recognizer.element);
    if (view && --view.count === 0) this._removeView(view);
    this._touchActions();
  }

  /** Cancels every touch down, as the system does when a gesture is interrupted; recognizers hear 'cancelled'. */
  cancelAllTouches() {
    this._alive('cancelAllTouches');
    this._virtual = null;
    this._pointers.clear();
    this._call(() => this._fp.fp_cancel(this._handle), null);
    this._unlistenWindow();
  }

  /** Stops listening, restores the element's styles and frees the engine; the surface cannot be used after. */
  destroy() {
    if (this._destroyed) return;
    this._unlisten?.();
    this._unlistenWindow();
    clearTimeout(this._timer);
    clearTimeout(this._virtual?.timer);
    for (const [element, property, value] of this._restore.reverse()) element.style[property] = value;
    this._restore = [];
    this._fp.fp_surface_destroy(this._handle);
    surfacesByHandle.delete(this._handle);
    this._destroyed = true;
    for (const r of this._recognizers) if (r) r._index = -1;
  }

  // Headless surfaces.

  /** A headless surface's view: `frame` {x, y, width, height} in px of `parent` (a view, or null for the root). */
  addView(frame, parent = null) {
    this._alive('addView');
    if (!this._headless) throw new Error('fingerplay: addView is for headless surfaces; a surface on an element uses the elements inside it');
    if (parent !== null && !(parent instanceof HeadlessView && parent.surface === this)) throw new TypeError('fingerplay: addView: the parent is not a view of this surface');
    return new HeadlessView(this, checkFrame(frame, 'addView: frame'), parent);
  }

  /**
   * Sends a pointer event to a headless surface, as the DOM would: `type` is 'pointerdown',
   * 'pointermove', 'pointerup' or 'pointercancel'; `init` is {pointerId, x, y, timeStamp (ms),
   * pointerType ('touch'), buttons}. Events given together in a list (dispatchPointerEvents)
   * reach the engine as one task, as the fingers of one touch frame do.
   */
  dispatchPointerEvent(type, init) { this.dispatchPointerEvents([[type, init]]); }

  /** Sends several pointer events as one task: [[type, init], …] (see dispatchPointerEvent). */
  dispatchPointerEvents(list) {
    this._alive('dispatchPointerEvents');
    if (!this._headless) throw new Error('fingerplay: dispatchPointerEvents is for headless surfaces; a surface on an element hears its pointer events');
    for (const [type, init] of list) {
      const action = { pointerdown: 'down', pointermove: 'move', pointerup: 'up', pointercancel: 'cancel' }[type];
      if (!action) throw new TypeError(`fingerplay: dispatchPointerEvent: unknown type ${JSON.stringify(type)}`);
      const { pointerId = 1, x, y, timeStamp, pointerType = 'touch' } = init ?? {};
      if (![x, y, timeStamp].every(Number.isFinite)) throw new TypeError('fingerplay: dispatchPointerEvent needs finite x, y and timeStamp (ms)');
      if (!(pointerType in POINTER_KINDS)) throw new TypeError(`fingerplay: unknown pointerType ${JSON.stringify(pointerType)}`);
      if (timeStamp < this._clock) throw new RangeError(`fingerplay: dispatchPointerEvent: timeStamp ${timeStamp} is before the surface's time ${this._clock}`);
      this._clock = timeStamp;
      const event = { type, pointerId, pointerType, clientX: x, clientY: y, timeStamp, ...init };
      this._input(action === 'move' && !this._pointers.has(pointerId) ? 'hover' : action, pointerId, x, y, timeStamp, pointerType, event);
    }
    this._flush();
  }

  /** Moves a headless surface's clock to `time` (ms), running the timers due (a long press, a tap's window). */
  advance(time) {
    this._alive('advance');
    if (!this._headless) throw new Error('fingerplay: advance is for headless surfaces; a surface on an element follows the page clock');
    if (!Number.isFinite(time) || time < this._clock) throw new RangeError(`fingerplay: advance: ${time} is not a time at or after ${this._clock}`);
    this._clock = time;
    this._flush();
  }

  /** The surface's time now, in ms of the page's clock. */
  get now() { return this._headless ? this._clock : performance.now(); }

  // Internals.

  _alive(what) {
    if (this._destroyed) throw new Error(`fingerplay: ${what}: the surface was destroyed`);
  }

  _report(error, recognizer) {
    try {
      if (this.onError) this.onError(error, recognizer);
      else report(error);
    } catch (again) {
      report(again);
    }
  }

  _checkTarget(target, what) {
    if (this._headless) {
      if (target !== null && !(target instanceof HeadlessView && target.surface === this)) throw new TypeError(`fingerplay: ${what}: the view is not a view of this surface (addView makes them)`);
    } else if (!(target instanceof Element) || (target !== this.element && !this.element.contains(target))) {
      throw new TypeError(`fingerplay: ${what}: the element is not ${target instanceof Element ? 'inside the surface' : 'an element'}`);
    }
  }

  // The view of `target`, made (and put in its place in the tree) if it has none yet.
  _viewFor(target) {
    if (target === this.element || target === null) return this._rootView;
    let view = this._views.get(target);
    if (view) return view;
    const parent = this._parentView(target);
    view = { index: -1, target, parent, children: [], count: 0 };
    const frame = this._frameOf(view);
    view.index = this._fp.fp_view_add(this._handle, parent.index, this._position(parent, target), frame.x, frame.y, frame.width, frame.height);
    this._views.set(target, view);
    // Views already made for elements inside this one move under it.
    if (!this._headless) {
      for (const child of parent.children.filter((c) => c !== view && target.contains(c.target))) {
        parent.children.splice(parent.children.indexOf(child), 1);
        this._place(view, child);
      }
    }
    parent.children.splice(this._position(parent, target), 0, view);
    return view;
  }

  _parentView(target) {
    if (this._headless) return target.parent ? this._viewFor(target.parent) : this._rootView;
    for (let e = target.parentElement; e && e !== this.element; e = e.parentElement) {
      const view = this._views.get(e);
      if (view) return view;
    }
    return this._rootView;
  }

  // Where `target` goes among `parent`'s subviews: after those before it in the document (the
  // front-most sibling last, as it paints); headless views in the order they were made.
  _position(parent, target) {
    if (this._headless) return parent.children.length;
    let position = 0;
    for (const sibling of parent.children) {
      if (sibling.target !== target && sibling.target.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) position++;
    }
    return position;
  }

  _place(parent, child) {
    const position = this._position(parent, child.target);
    child.parent = parent;
    parent.children.splice(position, 0, child);
    this._fp.fp_view_move(this._handle, child.index, parent.index, position);
    const frame = this._frameOf(child);
    this._fp.fp_view_set_frame(this._handle, child.index, frame.x, frame.y, frame.width, frame.height, frame.hidden ? 1 : 0);
  }

  _removeView(view) {
    const parent = view.parent;
    parent.children.splice(parent.children.indexOf(view), 1);
    this._views.delete(view.target);
    for (const child of view.children) this._place(parent, child);
    this._fp.fp_view_remove(this._handle, view.index);
  }

  _frameOf(view) {
    if (this._headless) return view.target.frame;
    const box = view.target.getBoundingClientRect();
    const origin = view.parent.target === this.element ? this._box() : view.parent.target.getBoundingClientRect();
    const hidden = !view.target.isConnected || view.target.getClientRects().length === 0;
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height, hidden };
  }

  // The surface's box, read at most once a frame (a layout read per pointermove costs).
  _box() {
    if (!this._boxCache) {
      this._boxCache = this.element.getBoundingClientRect();
      requestAnimationFrame(() => { this._boxCache = null; });
    }
    return this._boxCache;
  }

  // Elements move and resize: the views follow before a new gesture's first touch lands.
  _layout() {
    if (this._headless) return;
    this._boxCache = null;
    const box = this._box();
    this._fp.fp_surface_set_size(this._handle, Math.max(box.width, 1), Math.max(box.height, 1));
    for (const view of this._views.values()) {
      const f = this._frameOf(view);
      this._fp.fp_view_set_frame(this._handle, view.index, f.x, f.y, f.width, f.height, f.hidden ? 1 : 0);
    }
  }

  // touch-action as the recognizers need it: each element with recognizers gets what they
  // allow the browser to keep (scrolling along an axis no recognizer reads, zooming when no
  // recognizer pinches); elements without recognizers are left alone.
  _touchActions() {
    if (this._headless) return;
    const setting = this._settings.touchAction;
    if (setting !== 'compute') {
      this._style(this.element, 'touchAction', setting);
      return;
    }
    const needs = new Map();
    for (const r of this._recognizers) {
      if (!r) continue;
      const element = r.element;
      needs.set(element, (needs.get(element) ?? ALL_TOUCH) & touchActionOf(r));
    }
    for (const view of [this._rootView, ...this._views.values()]) {
      const mask = needs.get(view.target);
      if (mask !== undefined) this._style(view.target, 'touchAction', touchActionText(mask));
    }
  }

  _style(element, property, value) {
    if (!this._restore.some(([e, p]) => e === element && p === property)) this._restore.push([element, property, element.style[property]]);
    element.style[property] = value;
  }

  _listen(element) {
    this._style(element, 'userSelect', 'none');
    this._style(element, 'webkitUserSelect', 'none');
    this._style(element, 'webkitTouchCallout', 'none');
    const on = (target, type, fn, options) => {
      target.addEventListener(type, fn, options);
      return () => target.removeEventListener(type, fn, options);
    };
    this._windowListeners = null;
    this._moveListener = (e) => this._pointerEvent(e);
    const offs = [
      on(element, 'pointerdown', (e) => this._pointerDown(e)),
      on(element, 'pointermove', (e) => { if (!this._pointers.has(e.pointerId) && this._hoverCount > 0) this._hover(e); }, { passive: true }),
      on(element, 'contextmenu', (e) => { if ([...this._pointers.values()].some((p) => p.pointerType === 'touch')) e.preventDefault(); }),
      on(element, 'wheel', (e) => this._wheel(e), { passive: false }),
      on(element, 'gesturestart', (e) => this._safariGesture(e)),
      on(element, 'gesturechange', (e) => this._safariGesture(e)),
      on(element, 'gestureend', (e) => this._safariGesture(e)),
      on(document, 'visibilitychange', () => { if (document.visibilityState === 'hidden' && this._pointers.size) this.cancelAllTouches(); }),
      on(window, 'blur', () => { if (this._pointers.size || this._virtual) this.cancelAllTouches(); }),
    ];
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { if (!this._pointers.size) this._layout(); }) : null;
    resize?.observe(element);
    this._unlisten = () => { for (const off of offs) off(); resize?.disconnect(); };
  }

  // While pointers are down, their moves, lifts and cancellations are heard on the window
  // (capture phase): wherever they go, and whoever holds their capture.
  _listenWindow() {
    if (this._windowListeners) return;
    const fn = this._moveListener;
    for (const type of ['pointermove', 'pointerup', 'pointercancel']) window.addEventListener(type, fn, true);
    this._windowListeners = fn;
  }

  _unlistenWindow() {
    const fn = this._windowListeners;
    if (!fn) return;
    for (const type of ['pointermove', 'pointerup', 'pointercancel']) window.removeEventListener(type, fn, true);
    this._windowListeners = null;
  }

  _pointerDown(e) {
    // A nested surface took it first (events bubble from the innermost).
    if (e[CLAIMED] || this._destroyed) return;
    const bit = e.pointerType === 'touch' ? 1 : BUTTON_BITS[e.button] ?? 0;
    if (!(bit & this._settings.buttons)) return;
    e[CLAIMED] = true;
    if (this._virtual) this._releaseVirtual();
    if (this._pointers.size === 0) this._layout();
    const onControl = e.target instanceof Element && e.target.closest(CONTROLS) && this.element.contains(e.target.closest(CONTROLS));
    if (this._settings.capturePointers && !onControl) {
      try { this.element.setPointerCapture(e.pointerId); } catch { /* an untrusted event */ }
    }
    if (this._settings.preventDefault && !onControl && e.cancelable) e.preventDefault();
    this._listenWindow();
    const box = this._box();
    this._input('down', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
    this._queueFlush();
  }

  _pointerEvent(e) {
    if (!this._pointers.has(e.pointerId)) return;
    const action = e.type === 'pointermove' ? 'move' : e.type === 'pointerup' ? 'up' : 'cancel';
    const box = this._box();
    // Coalesced moves carry the positions between frames: the engine's velocities use them.
    const moves = action === 'move' && e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    if (moves.length > 1) {
      for (const m of moves) this._input('move', e.pointerId, m.clientX - box.left, m.clientY - box.top, m.timeStamp, e.pointerType, e);
    } else {
      this._input(action, e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
    }
    if (this._pointers.size === 0) this._unlistenWindow();
    this._queueFlush();
  }

  _hover(e) {
    const box = this._box();
    this._input('hover', e.pointerId, e.clientX - box.left, e.clientY - box.top, e.timeStamp, e.pointerType, e);
    this._queueFlush();
  }

  _input(action, pointerId, x, y, time, pointerType, event) {
    const kind = POINTER_KINDS[pointerType] ?? 0;
    if (action === 'down' || action === 'move') {
      let p = this._pointers.get(pointerId);
      if (!p) this._pointers.set(pointerId, (p = { pointerId, pointerType: pointerType in POINTER_KINDS ? pointerType : 'touch', x, y }));
      p.x = x;
      p.y = y;
    } else if (action === 'up' || action === 'cancel') {
      if (!this._pointers.delete(pointerId)) return;
    }
    this._lastEvent = event;
    this._fp.fp_pointer(this._handle, [ 'down', 'move', 'up', 'cancel', 'hover' ].indexOf(action), pointerId, x, y, time, kind);
  }

  _queueFlush() {
    if (this._flushQueued) return;
    this._flushQueued = true;
    // The events of one task (the fingers of one touch frame) reach the engine together.
    queueMicrotask(() => this._flush());
  }

  _flush() {
    this._flushQueued = false;
    if (this._destroyed) return;
    const source = this._lastEvent;
    this._lastEvent = null;
    this._call(() => this._fp.fp_frame(this._handle, this.now), source);
    if (!this._headless) {
      clearTimeout(this._timer);
      const deadline = this._fp.fp_next_deadline(this._handle);
      if (deadline >= 0) this._timer = setTimeout(() => this._flush(), Math.max(0, deadline - performance.now()));
    }
  }

  // Runs a call into the engine, then hands every transition it made to the page.
  _call(fn, source = null) {
    fn();
    const fp = this._fp;
    const count = fp.fp_record_count();
    if (count === 0) return;
    const records = new Float64Array(fp.memory.buffer, fp.fp_records(), count * RECORD_STRIDE);
    const text = (offset, length) => readText(fp, fp.fp_text() + offset, length);
    for (let i = 0; i < count; i++) {
      const at = i * RECORD_STRIDE;
      const surface = surfacesByHandle.get(records[at]);
      const recognizer = surface?._recognizers[records[at + 1]];
      if (recognizer) this._queue.push([surface, recognizer, surface._event(recognizer, records, at, source, text)]);
    }
    fp.fp_records_clear();
    if (this._dispatching) return;
    this._dispatching = true;
    try {
      while (this._queue.length) {
        const [surface, recognizer, event] = this._queue.shift();
        surface._emit(recognizer, event);
      }
    } finally {
      this._dispatching = false;
    }
  }

  _event(recognizer, r, at, source, text) {
    const state = STATES[r[at + 2]];
    const pointers = [];
    for (let k = 16; k < 24 && r[at + k] >= 0; k++) pointers.push(this._pointerInfo(r[at + k]));
    const modifiers = source ?? this._modifiers;
    if (source) this._modifiers = source;
    const event = new GestureEvent(recognizer, state, r[at + 3], r[at + 4], r[at + 5], r[at + 6], { pointers, event: source, modifiers });
    fillValues(event, recognizer, r, at, text);
    if (recognizer.kind === 'pan' || recognizer.kind === 'screenEdgePan') {
      const last = state === 'began' || !recognizer._translation ? { x: 0, y: 0 } : recognizer._translation;
      event.delta = { x: event.translation.x - last.x, y: event.translation.y - last.y };
      recognizer._translation = state === 'began' || state === 'changed' ? event.translation : null;
    }
    const nameOf = (index) => {
      const other = this._recognizers[index];
      return other ? other.name ?? `${other.kind} ${index}` : 'another recognizer';
    };
    event.reason = formatReason(r[at + 11], r[at + 12], r[at + 13], r[at + 14], nameOf, text);
    return event;
  }

  _emit(recognizer, event) {
    recognizer.state = event.state;
    recognizer.lastEvent = event;
    if (event.state !== 'failed') {
      for (const fn of [...recognizer._actions.values()]) {
        try { fn(event); } catch (error) { this._report(error, recognizer); }
      }
    }
    if (this.onTransition) {
      try { this.onTransition(recognizer, event); } catch (error) { this._report(error, recognizer); }
    }
  }

  // The gesture a delegate's shouldBegin is asked about, as it is about to begin.
  _probeEvent(recognizer) {
    const fp = this._fp;
    const r = new Float64Array(fp.memory.buffer, fp.fp_recognizer_probe(this._handle, recognizer._index), RECORD_STRIDE);
    const pointers = [];
    for (let k = 16; k < 24 && r[k] >= 0; k++) pointers.push(this._pointerInfo(r[k]));
    const event = new GestureEvent(recognizer, 'began', r[3], r[4], r[5], r[6], { pointers, event: this._lastEvent, modifiers: this._lastEvent ?? this._modifiers });
    fillValues(event, recognizer, r, 0, () => '');
    if (event.translation) event.delta = { ...event.translation };
    return event;
  }

  _pointerInfo(pointerId, x, y) {
    const p = this._pointers.get(pointerId);
    return { pointerId, pointerType: p?.pointerType ?? 'touch', x: x ?? p?.x ?? 0, y: y ?? p?.y ?? 0 };
  }

  // Trackpads: two virtual touches about the cursor, spread by ctrl+wheel (Chromium's and
  // Firefox's trackpad pinch) or Safari's gesture events, which also turn them.
  _wheel(e) {
    if (!this._settings.trackpad || !e.ctrlKey || this._twoFingerCount === 0 || this._pointers.size > (this._virtual ? 2 : 0)) return;
    e.preventDefault();
    this._virtualGesture(e, (v) => { v.spread = Math.min(Math.max(20, v.spread * Math.exp(-e.deltaY / 100)), 4000); });
  }

  _safariGesture(e) {
    if (!this._settings.trackpad || this._twoFingerCount === 0) return;
    e.preventDefault();
    if (e.type === 'gesturestart') {
      this._safari = { x: e.clientX, y: e.clientY };
    } else if (e.type === 'gesturechange' && this._safari) {
      this._virtualGesture({ ...e, clientX: this._safari.x, clientY: this._safari.y, timeStamp: e.timeStamp, ctrlKey: e.ctrlKey },
        (v) => { v.spread = 40 * e.scale; v.angle = (e.rotation * Math.PI) / 180; });
    } else if (e.type === 'gestureend') {
      this._safari = null;
      this._releaseVirtual();
    }
  }

  _virtualGesture(e, change) {
    if (!this._virtual) {
      this._layout();
      this._virtualPair = (this._virtualPair + 2) % 1000000;
      const box = this._box();
      this._virtual = { x: e.clientX - box.left, y: e.clientY - box.top, spread: 40, angle: 0, timer: 0, ids: [VIRTUAL_ID + this._virtualPair, VIRTUAL_ID + this._virtualPair + 1] };
      this._placeVirtual('down', e.timeStamp, e);
    }
    change(this._virtual);
    this._placeVirtual('move', e.timeStamp, e);
    clearTimeout(this._virtual.timer);
    const v = this._virtual;
    v.timer = setTimeout(() => { if (this._virtual === v) this._releaseVirtual(); }, 200);
    this._queueFlush();
  }

  _placeVirtual(action, time, event) {
    const v = this._virtual;
    const dx = (Math.cos(v.angle) * v.spread) / 2, dy = (Math.sin(v.angle) * v.spread) / 2;
    this._input(action, v.ids[0], v.x - dx, v.y - dy, time, 'touch', event);
    this._input(action, v.ids[1], v.x + dx, v.y + dy, time, 'touch', event);
  }

  _releaseVirtual() {
    if (!this._virtual) return;
    clearTimeout(this._virtual.timer);
    this._placeVirtual('up', performance.now(), null);
    this._virtual = null;
    this._flush();
  }
}

function fillValues(event, recognizer, r, at, text) {
  switch (recognizer.kind) {
    case 'pan':
    case 'screenEdgePan':
      event.translation = { x: r[at + 7], y: r[at + 8] };
      event.velocity = { x: r[at + 9], y: r[at + 10] };
      break;
    case 'pinch':
      event.scale = r[at + 7];
      event.velocity = r[at + 8];
      break;
    case 'rotation':
      event.rotation = r[at + 7];
      event.velocity = r[at + 8];
      break;
    case 'swipe':
      event.direction = directionNames(r[at + 7])[0] ?? null;
      break;
    case 'stroke':
      event.name = r[at + 8] > 0 ? text(r[at + 7], r[at + 8]) : null;
      event.score = r[at + 9];
      break;
  }
}

// touch-action as a bit set of what the browser may keep: 1 pan-x, 2 pan-y, 4 pinch-zoom,
// 8 double-tap zoom.
const ALL_TOUCH = 15;

function touchActionOf(r) {
  switch (r.kind) {
    case 'tap': return 7;          // manipulation: a double tap is ours, scrolling and zooming the browser's
    case 'longPress': return 7;
    case 'hover': return ALL_TOUCH;
    case 'pinch': return 3;
    case 'swipe': {
      const mask = r._direction ?? 1;
      const horizontal = mask & 3, vertical = mask & 12;
      return horizontal && vertical ? 0 : horizontal ? 2 : vertical ? 1 : 0;
    }
    default: return 0;             // pan, edge pan, rotation, shake, stroke: every movement is ours
  }
}

function touchActionText(mask) {
  if (mask === ALL_TOUCH) return 'auto';
  if (mask === 7) return 'manipulation';
  const parts = [];
  if (mask & 1) parts.push('pan-x');
  if (mask & 2) parts.push('pan-y');
  if (mask & 4) parts.push('pinch-zoom');
  return parts.length ? parts.join(' ') : 'none';
}

function checkSurfaceOptions(options) {
  if (options === null || typeof options !== 'object') throw new TypeError('fingerplay: surface options must be an object');
  for (const key of Object.keys(options)) {
    if (!SURFACE_OPTIONS.includes(key)) throw new TypeError(`fingerplay: GestureSurface: unknown option "${key}" (${SURFACE_OPTIONS.join(', ')})`);
  }
  const { touchAction = 'compute', capturePointers = true, preventDefault = true, buttons = 1, trackpad = true } = options;
  if (typeof touchAction !== 'string') throw new TypeError('fingerplay: GestureSurface: "touchAction" must be "compute" or a CSS touch-action value');
  for (const [key, value] of [['capturePointers', capturePointers], ['preventDefault', preventDefault], ['trackpad', trackpad]]) {
    if (typeof value !== 'boolean') throw new TypeError(`fingerplay: GestureSurface: "${key}" must be true or false`);
  }
  if (!Number.isInteger(buttons) || buttons < 1 || buttons > 63) throw new RangeError('fingerplay: GestureSurface: "buttons" must be PointerEvent.buttons bits (1 primary, 2 secondary, 4 middle, …)');
  return { touchAction, capturePointers, preventDefault, buttons, trackpad };
}

/** The package's version. */
export const VERSION = '0.1.0';
