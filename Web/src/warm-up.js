// The warm-up (GestureSurface.create's `warmUp`): a rehearsal of the page's gestures on a private
// surface, once a module, so that the browser has optimised the engine before the page's first
// real gesture.

// The kinds a rehearsal runs: those that follow moving touches, as most of a page's events do,
// and those that end a gesture by time (a tap's window closing, a press held).
const REHEARSED_KINDS = ['pan', 'pinch', 'rotation', 'swipe', 'tap', 'longPress'];
const rehearsed = new WeakSet();
const STEPS = 7000;

// One step of the rehearsal's cycle (`i`, 0–90), at `t` ms: what it hands the private surface's
// dispatch, and how far the clock moves after it. Two fingers move apart, turn and travel
// (steps 0–79, a frame each 16 ms); then one finger taps (80–82: a double tap's window closes),
// is held (83–85: a long press begins and ends) and taps twice (86–90) — so that a gesture's
// start and end, its timers and the failures it leaves run optimised too, not only its moves.
const CYCLE = 91;
function step(dispatch, i, t) {
  if (i < 80) {
    const action = i === 0 ? 'down' : i < 79 ? 'move' : 'up';
    dispatch._input(action, 1, 150 + i, 200, t, 'touch', null);
    dispatch._input(action, 2, 250 + 2 * i, 200 + i, t, 'touch', null);
    return 16;
  }
  if (i === 82 || i === 84 || i === 90) {
    dispatch._flush(t, null);
    return 400;
  }
  const down = i === 80 || i === 83 || i === 86 || i === 88;
  dispatch._input(down ? 'down' : 'up', 1, 200, 200, t, 'touch', null);
  return i === 83 ? 600 : i === 81 ? 350 : i === 87 ? 100 : 50;
}

// V8 runs WebAssembly in a baseline tier at first and optimises each function once it has run
// enough, counted in code executed; a page's gestures arrive an event at a time, so its first
// ten thousand or so pointermoves ran the engine's step in that tier, at about 1.4 times the
// optimised cost (docs/benchmarks.md), and its first taps ran the code no moving gesture
// reaches cold. Once per module, in idle time after a surface is made, a private headless
// surface runs 7,000 steps of that cycle through the kinds of recognizers the page has, all at
// once — the page's own surfaces, engines and actions untouched — so that the page's first
// real gestures find the code optimised. `surfacesOf` holds each module's surfaces'
// dispatches; `makeSurface()` makes the private one, returning it and its dispatch.
export function rehearse(fp, surfacesOf, makeSurface) {
  if (rehearsed.has(fp)) return;
  rehearsed.add(fp);
  const later = (fn) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));
  let surface = null, dispatch = null, done = 0, clock = 0, start = 0;
  later(function slice(deadline) {
    if (!surface) {
      start = performance.now();
      const kinds = new Set(surfacesOf.get(fp).flatMap((s) => s?._recognizers.map((r) => r?.kind)).filter((kind) => REHEARSED_KINDS.includes(kind)));
      // None yet (a page that adds its recognizers later): the next surface made tries again.
      if (!kinds.size) return rehearsed.delete(fp);
      [surface, dispatch] = makeSurface();
      const all = [...kinds].map((kind) => surface.addRecognizer(kind, null));
      for (const r of all) for (const other of all) if (other !== r) r.recognizeSimultaneously(other);
    }
    // Slices of at most 5 ms, within the browser's idle period where it tells it: a touch that
    // lands meanwhile waits no longer than that.
    const until = performance.now() + Math.min(5, deadline?.timeRemaining?.() ?? 5);
    for (; done < STEPS && performance.now() < until; done++) clock += step(dispatch, done % CYCLE, clock);
    if (done < STEPS) return later(slice);
    surface.destroy();
    // In the page's performance timeline (the browser's developer tools show it): from the
    // rehearsal's first slice to its last.
    performance.measure?.('fingerplay warm-up', { start });
  });
}
