// The warm-up (GestureSurface.create's `warmUp`): a rehearsal of the page's moving gestures on a
// private surface, once a module, so that the browser has optimised the engine before the
// page's first real gesture.

// The kinds a rehearsal runs: those that follow moving touches, as most of a page's events do.
const REHEARSED_KINDS = ['pan', 'pinch', 'rotation', 'swipe'];
const rehearsed = new WeakSet();

// V8 runs WebAssembly in a baseline tier at first and optimises each function once it has run
// enough, counted in code executed; a page's gestures arrive an event at a time, so its first
// ten thousand or so pointermoves ran the engine's step in that tier, at about 1.4 times the
// optimised cost (docs/benchmarks.md). Once per module, in idle time after a surface is made,
// a private headless surface runs 7,000 frames of two fingers moving apart, turning and
// travelling (gestures of 100 frames, 16 ms apart) through the kinds of recognizers the page
// has, all at once — the page's own surfaces, engines and actions untouched — so that the
// page's first real gestures find the code optimised. `surfacesOf` holds each module's surfaces'
// dispatches; `makeSurface()` makes the private one, returning it and its dispatch.
export function rehearse(fp, surfacesOf, makeSurface) {
  if (rehearsed.has(fp)) return;
  rehearsed.add(fp);
  const later = (fn) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));
  let surface = null, dispatch = null, frame = 0, start = 0;
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
    for (; frame < 7000 && performance.now() < until; frame++) {
      const i = frame % 100, action = i === 0 ? 'down' : i < 99 ? 'move' : 'up';
      dispatch._input(action, 1, 150 + i, 200, frame * 16, 'touch', null);
      dispatch._input(action, 2, 250 + 2 * i, 200 + i, frame * 16, 'touch', null);
    }
    if (frame < 7000) return later(slice);
    surface.destroy();
    // In the page's performance timeline (the browser's developer tools show it): from the
    // rehearsal's first slice to its last.
    performance.measure?.('fingerplay warm-up', { start });
  });
}
