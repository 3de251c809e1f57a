// fingerplay/testing — gesture tests for web developers, as GesturesTesting is for Swift ones:
// fingers written for headless surfaces (a tap, a double tap, a long press, a drag along a path,
// a pinch, a rotation, at given times), and a page's own input recorded to a file that a test
// under Node replays on a headless surface to the same recognizer events, byte for byte — so a
// bug report becomes a file that fails a test.
import { GestureSurface } from 'fingerplay';
import { checkRecording, RECORDING_FORMAT, RECORDING_VERSION } from './recording.js';

export { RECORDING_FORMAT, RECORDING_VERSION, checkRecording } from './recording.js';

// Where a page's surface tells a recorder what its engine is given (surface.js's RECORD).
const RECORD = Symbol.for('fingerplay.rec');
// A surface's trackpad mode, noted in a recording and set likewise in its replay (surface.js's TRACKPAD).
const TRACKPAD = Symbol.for('fingerplay.pad');
// A threshold the keys' gestures set on a recognizer, as a recording has it (surface.js's SET_THRESHOLD).
const SET_THRESHOLD = Symbol.for('fingerplay.set');
// How far a page's surface runs its timers behind the page's clock, ms (surface.js makes it so):
// a frame the page ran at T moved the engine's clock to T − 17.
const TRAILING = 17;
const ACTIONS = ['down', 'move', 'up', 'cancel', 'hover'];
// A hover is a move of a pointer that is not down, as a headless surface takes it.
const TYPES = { down: 'pointerdown', move: 'pointermove', up: 'pointerup', cancel: 'pointercancel', hover: 'pointermove' };
const KINDS = ['touch', 'mouse', 'pen'];

/**
 * One transition as a line of JSON, the same for a page and a replay: its time (ms), the
 * recognizer's name (or kind and place on its surface), state, location, touches, its kind's
 * values (translation, velocity, scale, rotation, direction, stroke name and score) and reason.
 * @param {import('fingerplay').GestureRecognizer<any>} recognizer
 * @param {import('fingerplay').GestureEvent<any>} event
 * @returns {string}
 */
export function describeTransition(recognizer, event) {
  const name = recognizer.name ?? `${recognizer.kind} ${recognizer.surface.recognizers.indexOf(recognizer)}`;
  const values = ['translation', 'velocity', 'scale', 'rotation', 'direction', 'name', 'score'].filter((k) => k in event).map((k) => event[k]);
  return JSON.stringify([event.time, name, event.state, event.x, event.y, event.numberOfTouches, ...values, event.reason]);
}

// The elements with recognizers on `surface`, in document order, each with the index of the
// nearest one it is inside (−1: the surface itself), as the surface mirrors them.
function viewsOf(surface) {
  const elements = [...new Set(surface.recognizers.map((r) => r.element))].filter((e) => e && e !== surface.element);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return elements.map((element) => {
    let parent = element.parentElement;
    while (parent && parent !== surface.element && !elements.includes(parent)) parent = parent.parentElement;
    return { element, parent: parent && parent !== surface.element ? elements.indexOf(parent) : -1 };
  });
}

// Each view's frame in px of its parent, as the surface gives them to its engine.
function framesOf(surface, views) {
  const round = (v) => Math.round(v * 1000) / 1000;
  return views.map(({ element, parent }) => {
    const box = element.getBoundingClientRect();
    const origin = (parent < 0 ? surface.element : views[parent].element).getBoundingClientRect();
    return [round(box.left - origin.left), round(box.top - origin.top), round(box.width), round(box.height)];
  });
}

/**
 * Records what `surface` (a surface on an element) gets from now on — each pointer as its
 * engine is given it (the trackpad's virtual fingers too), each frame, the frames of the
 * elements with recognizers whenever the surface measures them — and every transition it
 * makes. Add the recognizers first. `stop()` ends it and returns the recording, an object of plain
 * JSON values (`JSON.stringify` it to a file); `download(name)` saves the recording so far from a
 * page without stopping.
 * @param {import('fingerplay').GestureSurface} surface
 * @returns {import('./testing-types.js').SurfaceRecorder}
 */
export function recordSurface(surface) {
  if (!(surface instanceof GestureSurface) || !surface.element) {
    throw new TypeError('fingerplay/testing: recordSurface needs a surface on an element (GestureSurface.create)');
  }
  if (surface[RECORD]) throw new Error('fingerplay/testing: recordSurface: this surface is being recorded already');
  const box = surface.element.getBoundingClientRect();
  const views = viewsOf(surface);
  const recording = {
    format: RECORDING_FORMAT, version: RECORDING_VERSION, start: surface.now, width: box.width, height: box.height,
    views: views.map(({ element, parent }) => ({ id: element.id || null, parent })),
    input: [['layout', framesOf(surface, views)]],
    transitions: [],
  };
  surface[RECORD] = (action, pointerId, x, y, time, kind, queued) => {
    if (action === 'layout') recording.input.push(['layout', framesOf(surface, views)]);
    else if (action === 'frame' || action === 'trackpad') recording.input.push([action, +pointerId]);
    else if (action === 'set') recording.input.push(['set', pointerId, x, y]);
    else recording.input.push([time, ACTIONS[action], pointerId, x, y, KINDS[kind], ...(queued ? ['queued'] : [])]);
  };
  // The page's own onTransition still runs: the recorder's hears each transition, then calls it.
  let own = surface.onTransition;
  const hear = (r, e) => {
    recording.transitions.push(describeTransition(r, e));
    own?.(r, e);
  };
  Object.defineProperty(surface, 'onTransition', { configurable: true, enumerable: true, get: () => hear, set: (fn) => { own = fn; } });
  let stopped = false;
  // How many steps and transitions the recording holds as it is taken: a replay refuses a file
  // that holds fewer.
  const ended = () => ({ input: recording.input.length, transitions: recording.transitions.length });
  return {
    /** The recording so far (the object stop() returns). */
    recording,
    /** Ends the recording; returns it. */
    stop() {
      if (!stopped) {
        stopped = true;
        surface[RECORD] = undefined;
        delete surface.onTransition;
        surface.onTransition = own;
        recording.end = ended();
      }
      return recording;
    },
    /** Saves the recording so far as a JSON file from a page (a download named `name`); recording goes on. */
    download(name = 'gesture-recording.json') {
      const link = document.createElement('a');
      const text = JSON.stringify(stopped ? recording : { ...recording, end: ended() });
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    },
  };
}

/**
 * Replays `recording` (the object, or its JSON text) on a headless surface of its size, whose
 * clock starts where the recording did: its views are made from the recorded elements (by `id`
 * in `views`, in document order in `list`), `setUp(surface, views, list)` adds the recognizers as
 * the page did, then every input and frame goes in as the page's engine had it. Returns
 * `{ surface, views, transitions }`: the transitions described as the recording describes them,
 * so that `assert.deepEqual(transitions, recording.transitions)` holds for the page's set-up.
 * A file that is not a recording, is of a newer format, or is cut short throws saying so.
 * @param {import('./testing-types.js').GestureRecording | string} recording
 * @param {(surface: import('fingerplay').GestureSurface, views: Record<string, import('fingerplay').HeadlessView>, list: import('fingerplay').HeadlessView[]) => void | Promise<void>} setUp
 * @param {{ wasm?: import('fingerplay').SurfaceOptions['wasm'], strokes?: boolean }} [options]
 * @returns {Promise<{ surface: import('fingerplay').GestureSurface, views: Record<string, import('fingerplay').HeadlessView>, transitions: string[] }>}
 */
export async function replayRecording(recording, setUp, { wasm, strokes = false } = {}) {
  const r = checkRecording(recording, 'replayRecording');
  if (typeof setUp !== 'function') throw new TypeError('fingerplay/testing: replayRecording needs a set-up function (surface, views) => { add the recognizers }');
  const surface = await GestureSurface.headless({ width: r.width, height: r.height, startTime: r.start, wasm, strokes });
  const frames = r.input[0][1];
  const list = [];
  const views = {};
  r.views.forEach((v, i) => {
    const [x, y, width, height] = frames[i];
    const view = surface.addView({ x, y, width, height }, v.parent < 0 ? null : list[v.parent]);
    list.push(view);
    if (v.id) views[v.id] = view;
  });
  await setUp(surface, views, list);
  const transitions = [];
  const own = surface.onTransition;
  surface.onTransition = (rec, e) => {
    transitions.push(describeTransition(rec, e));
    own?.(rec, e);
  };
  let batch = [];
  const flush = () => {
    if (batch.length) surface.dispatchPointerEvents(batch);
    batch = [];
  };
  for (const step of r.input) {
    if (step[0] === 'layout') {
      flush();
      step[1].forEach(([x, y, width, height], i) => { list[i].frame = { x, y, width, height }; });
    } else if (step[0] === 'trackpad') {
      flush();
      surface[TRACKPAD](step[1] === 1);
    } else if (step[0] === 'set') {
      flush();
      surface[SET_THRESHOLD](step[1], step[2], step[3]);
    } else if (step[0] === 'frame') {
      flush();
      if (step[1] - TRAILING > surface.now) surface.advance(step[1] - TRAILING);
    } else {
      // A page's pointer event ran a frame of its own; queued ones (a trackpad's fingers) wait
      // for the next frame together.
      const [time, action, pointerId, x, y, pointerType, queued] = step;
      if (!queued) flush();
      batch.push([TYPES[action], { pointerId, x, y, timeStamp: time, pointerType }]);
      if (!queued) flush();
    }
  }
  flush();
  return { surface, views, transitions };
}

// Fingers for headless surfaces. Each dispatches its pointer events at their times and returns
// the time it ended, ms; `at` defaults to the surface's time now.

/**
 * A tap of one finger at (x, y): down at `at`, up `duration` ms later (50); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number }} [options]
 * @returns {number}
 */
export function tap(surface, x, y, { at = surface.now, duration = 50, pointerId = 1, pointerType = 'touch' } = {}) {
  surface.dispatchPointerEvent('pointerdown', { pointerId, x, y, timeStamp: at, pointerType });
  surface.dispatchPointerEvent('pointerup', { pointerId, x, y, timeStamp: at + duration, pointerType });
  return at + duration;
}

/**
 * Two taps at (x, y), the second `gap` ms after the first lifts (120); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number, gap?: number }} [options]
 * @returns {number}
 */
export function doubleTap(surface, x, y, { at = surface.now, gap = 120, duration = 50, pointerId = 1, pointerType = 'touch' } = {}) {
  const end = tap(surface, x, y, { at, duration, pointerId, pointerType });
  return tap(surface, x, y, { at: end + gap, duration, pointerId, pointerType });
}

/**
 * One finger held still at (x, y) for `duration` ms (600), time running meanwhile, then lifted; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number }} [options]
 * @returns {number}
 */
export function longPress(surface, x, y, { at = surface.now, duration = 600, pointerId = 1, pointerType = 'touch' } = {}) {
  surface.dispatchPointerEvent('pointerdown', { pointerId, x, y, timeStamp: at, pointerType });
  surface.advance(at + duration);
  surface.dispatchPointerEvent('pointerup', { pointerId, x, y, timeStamp: at + duration, pointerType });
  return at + duration;
}

/**
 * One finger along `path` ([[x, y], …]), a point every `step` ms (16), lifted at the last unless `lift` is false; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {[number, number][]} path
 * @param {import('./testing-types.js').FingerTiming & { step?: number, lift?: boolean }} [options]
 * @returns {number}
 */
export function drag(surface, path, { at = surface.now, step = 16, pointerId = 1, pointerType = 'touch', lift = true } = {}) {
  if (!Array.isArray(path) || path.length < 1) throw new TypeError('fingerplay/testing: drag needs a path of [x, y] points');
  path.forEach(([x, y], i) => surface.dispatchPointerEvent(i ? 'pointermove' : 'pointerdown', { pointerId, x, y, timeStamp: at + step * i, pointerType }));
  const end = at + step * (path.length - 1);
  if (lift) {
    const [x, y] = path.at(-1);
    surface.dispatchPointerEvent('pointerup', { pointerId, x, y, timeStamp: end, pointerType });
  }
  return end;
}

/**
 * A key pressed on `target` (a view, or null for the root; on a page, an element, default the
 * surface's) at `at` and released `duration` ms later (50), time running meanwhile: Enter or
 * Space taps (held past a long press's duration, a long press), an arrow pans or swipes, + and
 * − pinch, R turns, Escape cancels (docs/web.md). Headless, returns the time it ended; on a page
 * the key goes to `target` as KeyboardEvents and a promise of the time resolves once it is up.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {string} key
 * @param {{ target?: import('fingerplay').HeadlessView | Element | null, at?: number, duration?: number, shiftKey?: boolean, altKey?: boolean, ctrlKey?: boolean, metaKey?: boolean }} [options]
 * @returns {number | Promise<number>}
 */
export function press(surface, key, { target, at, duration = 50, ...modifiers } = {}) {
  if (surface.element) {
    const element = target ?? surface.element;
    const send = (type) => element.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...modifiers }));
    send('keydown');
    return new Promise((resolve) => setTimeout(() => { send('keyup'); resolve(surface.now); }, duration));
  }
  const start = at ?? surface.now;
  surface.dispatchKeyboardEvent('keydown', { key, target: target ?? null, timeStamp: start, ...modifiers });
  surface.advance(start + duration);
  surface.dispatchKeyboardEvent('keyup', { key, target: target ?? null, timeStamp: start + duration, ...modifiers });
  return start + duration;
}

// Two fingers about (x, y): `spread(k)` px apart along a line at `angle(k)` radians, k from 0 to 1
// in `steps` moves over `duration` ms, then lifted.
function twoFingers(surface, x, y, spread, angle, { at = surface.now, duration = 200, steps = 10, pointerIds = [1, 2] } = {}) {
  const pose = (k, type) => {
    const dx = (Math.cos(angle(k)) * spread(k)) / 2, dy = (Math.sin(angle(k)) * spread(k)) / 2;
    const t = at + duration * k;
    surface.dispatchPointerEvents([
      [type, { pointerId: pointerIds[0], x: x - dx, y: y - dy, timeStamp: t }],
      [type, { pointerId: pointerIds[1], x: x + dx, y: y + dy, timeStamp: t }],
    ]);
  };
  pose(0, 'pointerdown');
  for (let i = 1; i <= steps; i++) pose(i / steps, 'pointermove');
  pose(1, 'pointerup');
  return at + duration;
}

/**
 * Two fingers about (x, y) spreading from `from` px apart to `to` (100 → 200) along a line at `angle` radians (0); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').TwoFingerTiming & { from?: number, to?: number, angle?: number }} [options]
 * @returns {number}
 */
export function pinch(surface, x, y, { from = 100, to = 200, angle = 0, ...timing } = {}) {
  return twoFingers(surface, x, y, (k) => from + (to - from) * k, () => angle, timing);
}

/**
 * Two fingers `spread` px apart (100) about (x, y), their line turning from `from` radians to `to` (0 → π/4), clockwise positive; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').TwoFingerTiming & { spread?: number, from?: number, to?: number }} [options]
 * @returns {number}
 */
export function rotate(surface, x, y, { spread = 100, from = 0, to = Math.PI / 4, ...timing } = {}) {
  return twoFingers(surface, x, y, () => spread, (k) => from + (to - from) * k, timing);
}
