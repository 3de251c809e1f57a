"""The pages scripts/web-bench serves: the same card on the same board for every library, set up
as a page's developer would with each. The event page holds all three libraries and sets one up
at a time (`window.use(library, setup, handler)`):

  setup   'drag' — one drag recognizer on the card (fingerplay.js: a pan; Hammer.js: a Pan;
          use-gesture: a DragGesture);
          'all'  — every kind a UI reaches for at once: fingerplay.js pan, pinch and rotation
          (simultaneous), tap, double tap (the tap waiting for it to fail), long press and swipe;
          Hammer.js the same (Pan, Pinch, Rotate, Tap, double Tap, Press, Swipe); use-gesture,
          which has no more, drag with filterTaps and pinch (createGesture of the two actions);
  handler 'move'  — the callbacks move the card as a drag UI does (its transform set from the
          gesture's translation, scale and rotation);
          'count' — the callbacks only count (nothing on the page moves)."""

import fresh_page_bench

STYLE = "<style>html,body{margin:0;overscroll-behavior:none}#board{position:absolute;inset:0;background:#eee}#card{position:absolute;left:200px;top:150px;width:300px;height:300px;background:#49f}</style>"
BODY = '<div id="board"><div id="card"></div></div>'
PRELOAD = '<link rel="modulepreload" href="fingerplay.js"><link rel="preload" href="fingerplay.wasm" as="fetch" crossorigin>'
FINGERPLAY_LOAD = """<script type="module">
import { GestureSurface } from './fingerplay.js';
const surface = await GestureSurface.create(document.getElementById('board'));
surface.addRecognizer('tap', document.getElementById('card')).addAction(() => {});
window.readyAt = performance.now();
</script>"""

EVENT = """<script src="hammer.min.js"></script><script type="module">
import { GestureSurface } from './fingerplay.js';
import { DragGesture, createGesture, dragAction, pinchAction } from './use-gesture.js';
const board = document.getElementById('board'), card = document.getElementById('card');
let current = null, start = 0, moved = { x: 0, y: 0, scale: 1, angle: 0 };
Object.assign(window, { calls: 0, moves: 0, spent: 0, each: [] });
window.addEventListener('pointermove', () => { start = performance.now(); }, true);
// Each move's time and timeStamp (a touch frame's pointermoves share their timeStamp).
const end = (e) => { const spent = performance.now() - start; window.spent += spent; window.moves++; window.each.push(spent, e.timeStamp); };
// What a drag UI does with a gesture's values: the card follows.
const place = () => { card.style.transform = `translate(${moved.x}px, ${moved.y}px) rotate(${moved.angle}rad) scale(${moved.scale})`; };
const setups = {
  fingerplay: async (setup, move) => {
    const surface = await GestureSurface.create(board, { warmUp: WARM_UP });
    const pan = surface.addRecognizer('pan', card);
    let base = { x: 0, y: 0 };
    pan.addAction(move ? (e) => { window.calls++; if (e.state === 'began') base = { x: moved.x, y: moved.y };
      moved.x = base.x + e.translation.x; moved.y = base.y + e.translation.y; place(); } : () => { window.calls++; });
    if (setup === 'all') {
      const pinch = surface.addRecognizer('pinch', card), rotation = surface.addRecognizer('rotation', card);
      pan.recognizeSimultaneously(pinch); pan.recognizeSimultaneously(rotation); pinch.recognizeSimultaneously(rotation);
      let scale = 1, angle = 0;
      pinch.addAction(move ? (e) => { window.calls++; if (e.state === 'began') scale = moved.scale; moved.scale = scale * e.scale; place(); } : () => { window.calls++; });
      rotation.addAction(move ? (e) => { window.calls++; if (e.state === 'began') angle = moved.angle; moved.angle = angle + e.rotation; place(); } : () => { window.calls++; });
      const tap = surface.addRecognizer('tap', card), double = surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 });
      tap.requireToFail(double);
      for (const r of [tap, double, surface.addRecognizer('longPress', card), surface.addRecognizer('swipe', card)]) r.addAction(() => { window.calls++; });
    }
    window.surface = surface;
    return () => surface.destroy();
  },
  hammer: async (setup, move) => {
    const manager = new Hammer.Manager(card);
    let base = { x: 0, y: 0, scale: 1, angle: 0 };
    const pan = new Hammer.Pan({ threshold: 10, pointers: 0 });
    manager.add(pan);
    manager.on('panstart', () => { base = { ...moved }; });
    manager.on('panstart panmove panend', move ? (e) => { window.calls++; moved.x = base.x + e.deltaX; moved.y = base.y + e.deltaY; place(); } : () => { window.calls++; });
    if (setup === 'all') {
      const pinch = new Hammer.Pinch(), rotate = new Hammer.Rotate(), tap = new Hammer.Tap(), double = new Hammer.Tap({ event: 'doubletap', taps: 2 });
      pinch.recognizeWith(rotate); pan.recognizeWith([pinch, rotate]); double.recognizeWith(tap); tap.requireFailure(double);
      manager.add([pinch, rotate, double, tap, new Hammer.Press(), new Hammer.Swipe()]);
      manager.on('pinchstart pinchmove pinchend', move ? (e) => { window.calls++; moved.scale = base.scale * e.scale; place(); } : () => { window.calls++; });
      manager.on('rotatestart rotatemove rotateend', move ? (e) => { window.calls++; moved.angle = base.angle + e.rotation * Math.PI / 180; place(); } : () => { window.calls++; });
      manager.on('tap doubletap press swipe', () => { window.calls++; });
    }
    return () => manager.destroy();
  },
  'use-gesture': async (setup, move) => {
    // As its documentation asks: the element's touch-action set by the page.
    card.style.touchAction = 'none';
    const drag = move ? ({ offset: [x, y] }) => { window.calls++; moved.x = x; moved.y = y; place(); } : () => { window.calls++; };
    const from = () => [moved.x, moved.y];
    let gesture;
    if (setup === 'all') {
      const DragPinch = createGesture([dragAction, pinchAction]);
      gesture = new DragPinch(card, { onDrag: drag, onPinch: move ? ({ offset: [s, a] }) => { window.calls++; moved.scale = s; moved.angle = a * Math.PI / 180; place(); } : () => { window.calls++; } },
        { drag: { filterTaps: true, from }, pinch: { from: () => [moved.scale, moved.angle * 180 / Math.PI] } });
    } else {
      gesture = new DragGesture(card, drag, { from });
    }
    return () => { gesture.destroy(); card.style.touchAction = ''; };
  },
  // The page with no library: the same touch-action as the libraries set, a listener only (which
  // moves the card with the pointer where the handlers move it).
  none: async (setup, move) => {
    let from = null;
    const callback = move ? (e) => { window.calls++; from ??= { x: e.clientX, y: e.clientY }; moved.x = e.clientX - from.x; moved.y = e.clientY - from.y; place(); } : () => { window.calls++; };
    card.style.touchAction = 'none';
    card.addEventListener('pointermove', callback);
    return () => { card.removeEventListener('pointermove', callback); card.style.touchAction = ''; };
  },
};
window.use = async (library, setup = 'all', handler = 'count') => {
  if (current) { current(); current = null; }
  window.removeEventListener('pointermove', end);
  Object.assign(window, { calls: 0, moves: 0, spent: 0, each: [] });
  moved = { x: 0, y: 0, scale: 1, angle: 0 };
  card.style.transform = '';
  current = await setups[library](setup, handler === 'move');
  window.addEventListener('pointermove', end);
};
window.ready = true;
</script>"""


def pages(warm_up):
    """The site's pages by file name."""
    return {
        # The first working recognizer: a tap on the card (use-gesture: a drag), ready for touches.
        "load-fingerplay.html": STYLE + BODY + FINGERPLAY_LOAD,
        # The same, with the module and the wasm asked for with the page (docs/web.md's advice):
        # they download together instead of one after the other.
        "load-fingerplay-preload.html": PRELOAD + STYLE + BODY + FINGERPLAY_LOAD,
        "load-hammer.html": STYLE + BODY + """<script src="hammer.min.js"></script><script>
new Hammer(document.getElementById('card')).on('tap', () => {});
window.readyAt = performance.now();
</script>""",
        "load-use-gesture.html": STYLE + BODY + """<script type="module">
import { DragGesture } from './use-gesture-drag.js';
new DragGesture(document.getElementById('card'), () => {});
window.readyAt = performance.now();
</script>""",
        "event.html": STYLE + BODY + EVENT.replace("WARM_UP", "true" if warm_up else "false"),
        # One library on a page of its own, as a visitor meets it (fresh_page_bench.py).
        "fresh.html": STYLE + BODY + fresh_page_bench.fresh_page(EVENT.replace("WARM_UP", "true" if warm_up else "false")),
    }
