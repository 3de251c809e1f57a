// fingerplay/react — React 18 hooks over fingerplay.js: a set of recognizers bound to an
// element for as long as a component is mounted, with relations by name and handlers that always
// see the latest props and state.
//
//   const ref = useRef(null);
//   const [at, setAt] = useState({ x: 0, y: 0 });
//   useGestures(ref, {
//     tap: { kind: 'tap', requireToFail: 'doubleTap', onGesture: () => select(id) },
//     doubleTap: { kind: 'tap', numberOfTapsRequired: 2, onGesture: () => setAt({ x: 0, y: 0 }) },
//     drag: { kind: 'pan', bounds: { left: -100, right: 100 }, rubberband: true, onGesture: (e) => setAt(e.offset) },
//   });
//   return <div ref={ref} style={{ translate: `${at.x}px ${at.y}px` }} />;
//
// The engine loads once a page, asynchronously: what a component declares before it is ready
// waits for it (`live` says when it is), an offset set meanwhile included. Importing this module
// where there is no DOM (server rendering) does nothing; effects never run there.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GestureSurface } from 'fingerplay';
import { checkOffset, isRef, planGestures, planKey } from './react-plan.js';

const elementOf = (target) => (isRef(target) ? target.current : target ?? null);
// Surface options compared by value (bytes given as `wasm` by kind, not content).
const optionsKey = (options) => JSON.stringify(options, (k, v) => (k === 'wasm' && typeof v === 'object' && v !== null ? 'bytes' : v));

/**
 * Binds the recognizers `gestures` declares to the element `target` names — a ref (waited for
 * while its `current` is null) or an element — from the component's mount to its unmount, on a
 * surface of their own (made with `surfaceOptions`, GestureSurface.create's). `gestures` maps a
 * name to `{ kind, ...options, onGesture(event), requireToFail, simultaneousWith, delegate }`:
 * addRecognizer's kind and options (`name` defaults to the gesture's), an action run on every
 * transition but failures, relations by the other gestures' names (one or a list), and a
 * delegate. Handlers and delegates are the latest render's; the recognizers are made again only
 * when a kind, an option or a relation changes (their offsets kept). A bad kind, option or
 * name throws as the component renders.
 *
 * Returns `{ live, surface, recognizers, setOffset(name, offset) }`: `live` is false until the
 * engine is loaded and the recognizers are on the element; `recognizers` are by name ({} until
 * then); `setOffset` moves a pan's, pinch's or rotation's offset, waiting for `live` if need be.
 * Under StrictMode's mount–unmount–mount exactly one surface is left; unmounting gives the
 * element back its styles.
 * @template {{ [N in keyof G]: import('./react-types.js').GestureSpec<Extract<keyof G, string>> }} G
 * @param {import('./react-types.js').GestureTarget} target
 * @param {G} gestures
 * @param {import('fingerplay').SurfaceOptions} [surfaceOptions]
 * @returns {import('./react-types.js').Gestures<G>}
 */
export function useGestures(target, gestures, surfaceOptions = {}) {
  return useGesturesOf('useGestures', target, gestures, surfaceOptions);
}

// useGestures, its errors naming `hook` (a shorthand's name when it is one).
function useGesturesOf(hook, target, gestures, surfaceOptions) {
  const checked = planGestures(gestures, hook);
  const key = planKey(checked);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const plan = useMemo(() => checked, [key]);
  const latest = useRef(gestures);
  latest.current = gestures;
  const settings = useRef(surfaceOptions);
  settings.current = surfaceOptions;
  const surfaceKey = optionsKey(surfaceOptions);

  // The element, once the ref has one (checked after every render: a ref set later is found).
  const [element, setElement] = useState(null);
  // After every render on purpose (no dependencies): a ref is read only once React has set it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const found = elementOf(target);
    if (found !== element) setElement(found);
  });

  const [surface, setSurface] = useState(null);
  const [failure, setFailure] = useState(null);
  if (failure) throw failure;
  useEffect(() => {
    if (!element) return undefined;
    let made = null;
    let gone = false;
    GestureSurface.create(element, settings.current).then((s) => {
      // Unmounted (or moved to another element) before the engine was ready: never live.
      if (gone) s.destroy();
      else setSurface((made = s));
    }, (error) => { if (!gone) setFailure(error); });
    return () => {
      gone = true;
      made?.destroy();
      setSurface(null);
    };
  }, [element, surfaceKey]);

  // Offsets to give recognizers as they are made: set before they were, or kept from the last set.
  const offsets = useRef(new Map());
  const [recognizers, setRecognizers] = useState(null);
  const current = useRef(null);
  useEffect(() => {
    if (!surface) return undefined;
    // The one map, for as long as the component lives: kept here for the clean-up too.
    const kept = offsets.current;
    const made = build(surface, plan, latest, kept);
    current.current = made;
    setRecognizers(made);
    return () => {
      for (const [name, r] of Object.entries(made)) {
        if (r.offset !== undefined) kept.set(name, r.offset);
        if (r.isAttached) surface.removeRecognizer(r);
      }
      current.current = null;
      setRecognizers(null);
    };
  }, [surface, plan]);

  const planned = useRef(plan);
  planned.current = plan;
  const setOffset = useCallback((name, value) => {
    const gesture = planned.current.find((g) => g.name === name);
    if (!gesture) throw new TypeError(`fingerplay/react: setOffset: there is no gesture named ${JSON.stringify(name)} (${planned.current.map((g) => g.name).join(', ')})`);
    const r = current.current?.[name];
    if (r?.isAttached) {
      r.offset = value;
    } else {
      checkOffset(gesture.kind, name, value);
      offsets.current.set(name, value);
    }
  }, []);

  return { live: recognizers !== null, surface, recognizers: recognizers ?? {}, setOffset };
}

// The recognizers of `plan` on `surface`'s element, in order, related by name, each action and
// delegate hook calling the latest render's.
function build(surface, plan, latest, offsets) {
  const made = {};
  const spec = (name) => latest.current[name] ?? {};
  for (const g of plan) {
    const options = { ...g.options, name: g.options.name ?? g.name };
    if (isRef(options.bounds)) options.bounds = options.bounds.current ?? undefined;
    if (g.hooks.length) {
      options.delegate = Object.fromEntries(g.hooks.map((h) => [h, (...args) => {
        const fn = spec(g.name).delegate?.[h];
        return fn ? fn(...args) : h !== 'shouldRecognizeSimultaneously';
      }]));
    }
    const r = surface.addRecognizer(g.kind, null, options);
    r.addAction((event) => spec(g.name).onGesture?.(event));
    made[g.name] = r;
  }
  for (const g of plan) {
    for (const other of g.requireToFail) made[g.name].requireToFail(made[other]);
    for (const other of g.simultaneousWith) made[g.name].recognizeSimultaneously(made[other]);
  }
  for (const [name, value] of offsets) {
    if (made[name] && made[name].offset !== undefined) made[name].offset = value;
  }
  offsets.clear();
  return made;
}

// One gesture's shorthand: the gesture `name` of `kind`, its handler and options.
function useOne(hook, name, kind, target, handler, options) {
  const { surface: surfaceOptions, ...own } = options;
  const gestures = { [name]: { ...own, kind, onGesture: handler } };
  const { live, surface, recognizers, setOffset } = useGesturesOf(hook, target, gestures, surfaceOptions ?? {});
  const set = useCallback((value) => setOffset(name, value), [setOffset, name]);
  return { live, surface, recognizer: recognizers[name] ?? null, setOffset: set };
}

/**
 * A drag — one pan — on `target` in a line: `onDrag(event)` on every transition but failures,
 * its `offset` ({x, y} px) kept across drags; `options` are a pan's (`axis`, `bounds`,
 * `rubberband`, `offset`, `maximumNumberOfTouches`, …) and `surface`, the surface's options.
 * Returns `{ live, surface, recognizer, setOffset(offset) }`.
 * @param {import('./react-types.js').GestureTarget} target
 * @param {(event: import('fingerplay').PanEvent) => void} onDrag
 * @param {Omit<import('fingerplay').PanOptions, 'delegate' | 'bounds'> & { bounds?: import('fingerplay').PanOptions['bounds'] | { readonly current: Element | null }, surface?: import('fingerplay').SurfaceOptions }} [options]
 * @returns {import('./react-types.js').OneGesture<import('fingerplay').PanEvent>}
 */
export function useDrag(target, onDrag, options = {}) {
  return useOne('useDrag', 'drag', 'pan', target, onDrag, options);
}

/**
 * A pinch-zoom on `target` in a line: `onPinch(event)` with its `offset` (the scale kept across
 * pinches, a trackpad's included); `options` are a pinch's (`scaleBounds`, `rubberband`,
 * `offset`, …) and `surface`. Returns `{ live, surface, recognizer, setOffset(scale) }`.
 * @param {import('./react-types.js').GestureTarget} target
 * @param {(event: import('fingerplay').PinchEvent) => void} onPinch
 * @param {Omit<import('fingerplay').PinchOptions, 'delegate'> & { surface?: import('fingerplay').SurfaceOptions }} [options]
 * @returns {import('./react-types.js').OneGesture<import('fingerplay').PinchEvent>}
 */
export function usePinch(target, onPinch, options = {}) {
  return useOne('usePinch', 'pinch', 'pinch', target, onPinch, options);
}
