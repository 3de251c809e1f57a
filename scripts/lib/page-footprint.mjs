// The page scripts/page-footprint runs under valgrind: fingerplay.js on a stand-in DOM (an
// element, the window, the document — only what a surface calls), web-bench's card (a pan, a
// pinch and a rotation at once) and gesture (two fingers that move apart, turn and travel
// together), each touch frame's two pointermoves handed to the surface's listeners as a browser
// hands them. Between frames a 4 MiB sweep pushes everything out of the simulated caches, as
// the browser's own input work does between a page's frames; each frame then runs inside
// Array.prototype.findLast's callback, the one place callgrind collects (its --toggle-collect;
// findLast, as nothing else in Node's start or the surface calls it).
//
// Usage: node page-footprint.mjs MODULE WASM FRAMES [library|harness]
//   library  the surface's listeners run in each collected frame
//   harness  the collected frame runs nothing (what the collection itself costs, subtracted)
const [module, wasm, framesText, mode = 'library'] = process.argv.slice(2);
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
globalThis.document = { ...listen('document'), visibilityState: 'visible' };

const { GestureSurface } = await import(module);
const board = new Element('board', null, { left: 0, top: 0, width: 800, height: 600 });
const card = new Element('card', board, { left: 200, top: 150, width: 300, height: 300 });
// No rehearsal: the count warms the surface itself (below) and runs under valgrind. No keys:
// the stand-in elements have no attributes to describe them with, and keys never touch a
// pointermove's path.
const surface = await GestureSurface.create(board, { wasm: new URL(`file://${wasm}`), warmUp: false, keyboard: false });
const pan = surface.addRecognizer('pan', card), pinch = surface.addRecognizer('pinch', card), rotation = surface.addRecognizer('rotation', card);
pan.recognizeSimultaneously(pinch); pan.recognizeSimultaneously(rotation); pinch.recognizeSimultaneously(rotation);
let calls = 0;
for (const r of [pan, pinch, rotation]) r.addAction(() => { calls++; });

const fire = (key, event) => { for (const fn of listeners.get(key) ?? []) fn(event); };
const pointerEvent = (type, pointerId, [x, y], timeStamp) => ({
  type, pointerId, pointerType: 'touch', clientX: x, clientY: y, timeStamp, button: 0, buttons: 1, target: card,
  cancelable: true, preventDefault() {}, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false,
});
const moves = 300;
function fingers(i) {
  const t = i / moves, cx = 300 + 60 * t, cy = 280 + 20 * t, spread = 80 + 80 * t, angle = 0.6 * t;
  const dx = (Math.cos(angle) * spread) / 2, dy = (Math.sin(angle) * spread) / 2;
  return [[cx - dx, cy - dy], [cx + dx, cy + dy]];
}
const sweep = new Uint8Array(4 << 20);
function sweepCaches() { for (let k = 0; k < sweep.length; k += 64) sweep[k]++; }
let time = 1000;
function gesture(collected) {
  let f = fingers(0);
  fire('boardpointerdown', pointerEvent('pointerdown', 1, f[0], time));
  fire('boardpointerdown', pointerEvent('pointerdown', 2, f[1], time));
  const once = [0];
  for (let i = 1; i <= (collected ? frames : moves); i++) {
    time += 16;
    f = fingers(i);
    const a = pointerEvent('pointermove', 1, f[0], time), b = pointerEvent('pointermove', 2, f[1], time);
    if (!collected) {
      fire('windowpointermove', a);
      fire('windowpointermove', b);
      continue;
    }
    sweepCaches();
    if (mode === 'library') once.findLast(() => { fire('windowpointermove', a); fire('windowpointermove', b); return true; });
    else once.findLast(() => true);
  }
  time += 16;
  fire('windowpointerup', pointerEvent('pointerup', 1, f[0], time));
  fire('windowpointerup', pointerEvent('pointerup', 2, f[1], time));
  time += 1000;
}
// Warm: V8 has optimised the listeners and the wasm before anything is counted.
for (let g = 0; g < 60; g++) gesture(false);
calls = 0;
gesture(true);
console.log(JSON.stringify({ frames, calls }));
