// A component's gestures as fingerplay/react's useGestures declares them — `{ name: { kind,
// ...options, onGesture, requireToFail, simultaneousWith, delegate } }` — checked as the
// component renders (a bad kind, option or relation name throws there, naming it, for the
// nearest error boundary), and reduced to a plan whose key changes only when the recognizers
// would: handlers and delegates are read from the latest render, never part of the key.
import { GestureSurface } from 'fingerplay';

const RELATIONS = ['requireToFail', 'simultaneousWith'];
const HOOKS = ['shouldBegin', 'shouldReceive', 'shouldRecognizeSimultaneously'];

function show(v) {
  return typeof v === 'string' ? JSON.stringify(v) : v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

/** Whether `v` is a React ref object ({ current }), as `bounds` may be. */
export const isRef = (v) => v !== null && typeof v === 'object' && Object.keys(v).length === 1 && 'current' in v;

/**
 * The plan of `gestures`: for each, in order, its name, kind, the options addRecognizer takes
 * (a ref given as bounds kept as the ref), its relations by name and the delegate hooks it has.
 * Throws a TypeError or RangeError naming the gesture and what is wrong with it.
 */
export function planGestures(gestures, hook = 'useGestures') {
  if (gestures === null || typeof gestures !== 'object' || Array.isArray(gestures)) {
    throw new TypeError(`fingerplay/react: ${hook} needs its gestures by name ({ tap: { kind: 'tap', onGesture } }), not ${show(gestures)}`);
  }
  const names = Object.keys(gestures);
  return names.map((name) => {
    const where = `fingerplay/react: ${hook}: gesture "${name}"`;
    const spec = gestures[name];
    if (spec === null || typeof spec !== 'object') throw new TypeError(`${where} must be { kind, ...options }, not ${show(spec)}`);
    const { kind, onGesture, delegate, requireToFail, simultaneousWith, ...options } = spec;
    if (onGesture !== undefined && typeof onGesture !== 'function') throw new TypeError(`${where}: "onGesture" must be a function, not ${show(onGesture)}`);
    if (delegate !== undefined && delegate !== null && typeof delegate !== 'object') throw new TypeError(`${where}: "delegate" must be an object, not ${show(delegate)}`);
    try {
      GestureSurface.checkOptions(kind, isRef(options.bounds) ? { ...options, bounds: undefined } : options);
    } catch (error) {
      throw new error.constructor(`${where}: ${error.message.replace(/^fingerplay: /, '')}`);
    }
    const related = {};
    for (const relation of RELATIONS) {
      const given = spec[relation] ?? [];
      const list = typeof given === 'string' ? [given] : given;
      if (!Array.isArray(list)) throw new TypeError(`${where}: "${relation}" must be a gesture's name or a list of them, not ${show(given)}`);
      for (const other of list) {
        if (other === name) throw new TypeError(`${where}: "${relation}" names the gesture itself`);
        if (!names.includes(other)) throw new TypeError(`${where}: "${relation}" names no gesture ${show(other)} (${names.join(', ')})`);
      }
      related[relation] = list;
    }
    const hooks = delegate ? HOOKS.filter((h) => typeof delegate[h] === 'function') : [];
    return { name, kind, options, ...related, hooks };
  });
}

/** A key that changes when the recognizers a plan makes would: not for a new handler, delegate or ref's element. */
export function planKey(plan) {
  return JSON.stringify(plan, (key, value) => (isRef(value) ? 'ref' : typeof Element !== 'undefined' && value instanceof Element ? 'element' : value));
}

/** Checks an offset set before its recognizer is live, as the recognizer's `offset` option is checked. */
export function checkOffset(kind, name, value) {
  try {
    GestureSurface.checkOptions(kind, { offset: value });
  } catch (error) {
    throw new error.constructor(`fingerplay/react: setOffset("${name}"): ${error.message.replace(/^fingerplay: [^:]*: /, '')}`);
  }
}
