// The page scripts/page-footprint runs under valgrind: fingerplay.js on a stand-in DOM (an
// element, the window, the document — only what a surface calls), with one of two scenarios,
// each handed to the surface's listeners as a browser hands them:
//   drag   web-bench's card (a pan, a pinch and a rotation at once) and gesture (two fingers that
//          move apart, turn and travel together): a collected step is a touch frame's two
//          pointermoves;
//   cycle  the fresh-page bench's every-kind card (pan, pinch and rotation together, a tap that
//          waits for a double tap to fail, a long press, a swipe) and a gesture's start and end:
//          a collected step is a whole pointerdown-move-up cycle — a finger lands, moves 2 px
//          16 ms later, lifts 44 ms after that, and the surface's timer runs when it is due
//          (the double tap's window closing: the tap recognised), each a task of its own.
// Before each task a 4 MiB sweep pushes everything out of the simulated caches, as the
// browser's own input work does between a page's tasks; each task then runs inside
// Array.prototype.findLast's callback, the one place callgrind collects (its --toggle-collect;
// findLast, as nothing else in Node's start or the surface calls it).
//
// Usage: node page-footprint.mjs MODULE WASM STEPS [library|harness] [drag|cycle]
//   library  the surface's listeners run in each collected task
//   harness  the collected task runs nothing (what the collection itself costs, subtracted)
const [module, wasm, framesText, mode = 'library', scenario = 'drag'] = process.argv.slice(2);
const frames = Number(framesText);
const listeners = new Map();
const listen = (name) => ({
  addEventListener(type, fn) { listeners.set(name + type, [...(listeners.get(name + type) ?? []), fn]); },
  removeEventListener(type, fn) { listeners.set(name + type, (listeners.get(name + type) ?? []).filter((f) => f !== fn)); },
});
class Element {
  constructor(name, parent, box) {
    Object.assign(this, listen(name));
    this.parentElement = parent;
    this.style = {};
    this.isConnected = true;
    this.ownerDocument = globalThis.document;
    this._box = box;
  }
  getBoundingClientRect() { return { ...this._box, x: this._box.left, y: this._box.top }; }
  getClientRects() { return [this._box]; }
  contains(other) { return other === this || other?.parentElement === this; }
  closest() { return null; }
  setPointerCapture() {}
  hasPointerCapture() { return false; }
  compareDocumentPosition() { return 4; }
}
globalThis.Element = Element;
globalThis.Node = { DOCUMENT_POSITION_FOLLOWING: 4 };
globalThis.window = listen('window');
globalThis.document = { ...listen('document'), visibilityState: 'visible', defaultView: globalThis.window };

// The page's clock and timers, run by hand: the surface reads performance.now() and sets one
// setTimeout at a time for the engine's next deadline.
let time = 1000, timer = null;
globalThis.performance.now = () => time;
globalThis.setTimeout = (fn, ms) => { timer = { fn, at: time + ms }; return 1; };
globalThis.clearTimeout = () => { timer = null; };

const { GestureSurface } = await import(module);
const board = new Element('board', null, { left: 0, top: 0, width: 800, height: 600 });
const card = new Element('card', board, { left: 200, top: 150, width: 300, height: 300 });
// No rehearsal: the count warms the surface itself (below) and runs under valgrind. No keys:
// the stand-in elements have no attributes to describe them with, and keys never touch a
// pointer's path.
const surface = await GestureSurface.create(board, { wasm: new URL(`file://${wasm}`), warmUp: false, keyboard: false });
const pan = surface.addRecognizer('pan', card), pinch = surface.addRecognizer('pinch', card), rotation = surface.addRecognizer('rotation', card);
pan.recognizeSimultaneously(pinch); pan.recognizeSimultaneously(rotation); pinch.recognizeSimultaneously(rotation);
let calls = 0;
for (const r of [pan, pinch, rotation]) r.addAction(() => { calls++; });
let taps = 0, timers = 0;
if (scenario === 'cycle') {
  const tap = surface.addRecognizer('tap', card), double = surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 });
  tap.requireToFail(double);
  tap.addAction(() => { taps++; });
  for (const r of [double, surface.addRecognizer('longPress', card), surface.addRecognizer('swipe', card)]) r.addAction(() => { calls++; });
}

const fire = (key, event) => { for (const fn of listeners.get(key) ?? []) fn(event); };
const pointerEvent = (type, pointerId, [x, y], timeStamp) => ({
  type, pointerId, pointerType: 'touch', clientX: x, clientY: y, timeStamp, button: 0, buttons: 1, target: card,
  cancelable: true, preventDefault() {}, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false,
});
const sweep = new Uint8Array(4 << 20);
function sweepCaches() { for (let k = 0; k < sweep.length; k += 64) sweep[k]++; }
// One task as the browser runs it: collected (caches swept first) or not.
function task(collected, fn) {
  if (!collected) return fn();
  sweepCaches();
  const once = [0];
  if (mode === 'library') once.findLast(() => { fn(); return true; });
  else once.findLast(() => true);
}

const moves = 300;
function fingers(i) {
  const t = i / moves, cx = 300 + 60 * t, cy = 280 + 20 * t, spread = 80 + 80 * t, angle = 0.6 * t;
  const dx = (Math.cos(angle) * spread) / 2, dy = (Math.sin(angle) * spread) / 2;
  return [[cx - dx, cy - dy], [cx + dx, cy + dy]];
}
function gesture(collected) {
  let f = fingers(0);
  fire('boardpointerdown', pointerEvent('pointerdown', 1, f[0], time));
  fire('boardpointerdown', pointerEvent('pointerdown', 2, f[1], time));
  for (let i = 1; i <= (collected ? frames : moves); i++) {
    time += 16;
    f = fingers(i);
    const a = pointerEvent('pointermove', 1, f[0], time), b = pointerEvent('pointermove', 2, f[1], time);
    task(collected, () => { fire('windowpointermove', a); fire('windowpointermove', b); });
  }
  time += 16;
  fire('windowpointerup', pointerEvent('pointerup', 1, f[0], time));
  fire('windowpointerup', pointerEvent('pointerup', 2, f[1], time));
  time += 1000;
}

function cycle(collected) {
  const down = pointerEvent('pointerdown', 1, [350, 300], time);
  task(collected, () => fire('boardpointerdown', down));
  time += 16;
  const move = pointerEvent('pointermove', 1, [352, 301], time);
  task(collected, () => fire('windowpointermove', move));
  time += 44;
  const up = pointerEvent('pointerup', 1, [352, 301], time);
  task(collected, () => fire('windowpointerup', up));
  // The harness run collects as many tasks as the library's: the timer's too.
  if (mode === 'harness' && collected) task(true, () => {});
  for (let woken = 0; timer; woken++) {
    // A timer that keeps waking at its own deadline without running what is due there.
    if (woken === 10) throw new Error(`the surface's timer woke 10 times at ${time} ms without running what was due`);
    const due = timer;
    timer = null;
    time = Math.max(time, due.at);
    if (collected) timers++;
    task(collected, due.fn);
  }
  time += 1000;
}

// Warm: V8 has optimised the listeners and the wasm before anything is counted (a cycle runs
// each of its functions once or twice, so it takes 3,000 of them for V8's last tier: the count
// is then of the code, not of the compiler's work).
if (scenario === 'cycle') {
  for (let g = 0; g < 3000; g++) cycle(false);
  calls = taps = 0;
  for (let g = 0; g < frames; g++) cycle(true);
} else {
  for (let g = 0; g < 60; g++) gesture(false);
  calls = 0;
  gesture(true);
}
console.log(JSON.stringify({ frames, calls, taps, timers }));
