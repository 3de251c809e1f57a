// The warm-up (GestureSurface.create's `warmUp`): a rehearsal of the page's gestures on a private
// surface, once a module, so that the browser has optimised the engine before the page's first
// real gesture.

import { formatReason } from './records.js';
import { REASON_CUSTOM } from './abi.js';

// The kinds a rehearsal runs: those that follow moving touches, as most of a page's events do,
// and those that end a gesture by time (a tap's window closing, a press held).
const REHEARSED_KINDS = ['pan', 'pinch', 'rotation', 'swipe', 'tap', 'longPress'];
const rehearsed = new WeakSet();
const STEPS = 4500;

// One step of the rehearsal's cycle (`i`, 0–130), at `t` ms: what it hands the private surface's
// dispatch, and how far the clock moves after it. One finger drags past every slop (steps
// 0–39, a frame each 16.6 ms); two fingers move apart, turn and travel (40–119); then one
// finger taps (120–122: a double tap's window closes), is held (123–125: a long press begins
// and ends) and taps twice (126–130) — so that a gesture's start and end, its timers and the
// failures it leaves run optimised too, not only its moves. Moves go through `_move`, as a
// page's pointermoves do.
const CYCLE = 131;
function step(dispatch, i, t, page) {
  if (i < 40) {
    finger(dispatch, i === 0 ? 'down' : i < 39 ? 'move' : 'up', 1, 100.5 + 3.25 * i, 150.25 + 0.5 * i, t, page);
    return 16.625;
  }
  if (i < 120) {
    const k = i - 40, action = k === 0 ? 'down' : k < 79 ? 'move' : 'up';
    finger(dispatch, action, 1, 150.5 + k, 200.25, t, page);
    finger(dispatch, action, 2, 250.75 + 2 * k, 200.5 + k, t, page);
    return 16.625;
  }
  const k = i - 120;
  if (k === 2 || k === 4 || k === 10) {
    dispatch._flush(t, null);
    return 400.375;
  }
  finger(dispatch, k === 0 || k === 3 || k === 6 || k === 8 ? 'down' : 'up', 1, 200.5, 200.25, t, page);
  return k === 3 ? 600.375 : k === 1 ? 350.375 : k === 7 ? 100.375 : 50.375;
}

function finger(dispatch, action, id, x, y, t, page) {
  const event = page.events?.[action] ?? null;
  if (action === 'move') dispatch._move(dispatch._pointer(id), x, y, t, event);
  else dispatch._input(action, id, x, y, t, page.type, event);
}

// What a page's listeners hand the dispatch, made alike: its PointerEvents, whose pointerType
// is a string the browser made (not the script's literal), and fractional positions and times.
// Code V8 optimised for integers, the script's literals and no events would be thrown away
// at the page's first real event (its deoptimisation), and the page's later gestures would
// run unoptimised.
function pageLike() {
  if (typeof PointerEvent !== 'function') return { events: null, pointerEvents: null, type: 'touch' };
  const make = (type) => new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 0.5, clientY: 0.5 });
  const pointerEvents = { down: make('pointerdown'), move: make('pointermove'), up: make('pointerup') };
  return { events: null, pointerEvents, type: pointerEvents.down.pointerType };
}

// V8 runs WebAssembly in a baseline tier at first and optimises each function once it has run
// enough, counted in code executed; a page's gestures arrive an event at a time, so its first
// ten thousand or so pointermoves ran the engine's step in that tier, at about 1.4 times the
// optimised cost (docs/benchmarks.md), and its first taps ran the code no moving gesture
// reaches cold. Once per module, in idle time after a surface is made, a private headless
// surface runs 4,500 steps of that cycle through the kinds of recognizers the page has, all at
// once — the page's own surfaces, engines and actions untouched — so that the page's first
// real gestures find the code optimised; then the page's listeners' code runs too (listen,
// below). `surfacesOf` holds each module's surfaces' dispatches; `make.headless(startTime)`
// makes the private surface (its clock from `startTime` ms, its timers set as a page's),
// returning it and its dispatch; `make.onElement(element)` a private surface on `element`.
export function rehearse(fp, surfacesOf, make) {
  if (rehearsed.has(fp)) return;
  rehearsed.add(fp);
  const later = (fn) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));
  let surface = null, dispatch = null, page = null, kinds = null, listening = null, done = 0, clock = 0, start = 0;
  later(function slice(deadline) {
    if (!surface) {
      start = performance.now();
      kinds = new Set(surfacesOf.get(fp).flatMap((s) => s?._recognizers.map((r) => r?.kind)).filter((kind) => REHEARSED_KINDS.includes(kind)));
      // None yet (a page that adds its recognizers later): the next surface made tries again.
      if (!kinds.size) return rehearsed.delete(fp);
      clock = start + 0.125;
      [surface, dispatch] = make.headless(clock);
      page = pageLike();
      const all = [...kinds].map((kind) => surface.addRecognizer(kind, null));
      for (const r of all) for (const other of all) if (other !== r) r.recognizeSimultaneously(other);
      // A page's double tap, with its single tap waiting for it to fail (UIKit's pattern): the
      // waiting, and the single tap let go once the double tap's window closes, rehearsed too.
      const taps = surfacesOf.get(fp).flatMap((s) => s?._recognizers.filter((r) => r?.kind === 'tap') ?? []);
      if (taps.some((r) => r._options.numberOfTapsRequired === 2)) {
        const double = surface.addRecognizer('tap', null, { numberOfTapsRequired: 2 });
        all.find((r) => r.kind === 'tap').requireToFail(double);
        all.push(double);
      }
      // Two actions of different code on each: a page's actions are its own functions, and a
      // call that had only ever reached one would be optimised for that one.
      for (const r of all) {
        r.addAction(() => {});
        r.addAction((event) => event.state);
      }
      // Every reason a failure can give, formatted once (a reason no rehearsed gesture gives —
      // a swipe off its axis — would be code never run when the page's first one comes); not
      // a drawn gesture's own, whose text only the module with strokes has.
      // Three times: a function's first calls run before V8 keeps what they saw.
      for (let pass = 0; pass < 3; pass++) for (let code = 1; code < REASON_CUSTOM; code++) formatReason(code, 1.5, 2, 3.25, dispatch);
    }
    // Slices of at most 5 ms, within the browser's idle period where it tells it: a touch that
    // lands meanwhile waits no longer than that.
    const until = performance.now() + Math.min(5, deadline?.timeRemaining?.() ?? 5);
    for (; done < STEPS && performance.now() < until; done++) {
      // The first cycle with no events, the rest with the page's kind: an event's fields that
      // hold them have held both (a page's events are not all of one shape either).
      if (done === CYCLE) page.events = page.pointerEvents;
      clock += step(dispatch, done % CYCLE, clock, page);
    }
    if (done < STEPS) return later(slice);
    if (done === STEPS) {
      surface.destroy();
      done++;
      listening = listenerSurface(make, kinds);
    }
    if (listening && !listen(listening, until)) return later(slice);
    // In the page's performance timeline (the browser's developer tools show it): from the
    // rehearsal's first slice to its last.
    performance.measure?.('fingerplay warm-up', { start });
  });
}

// The page's listeners (surface-input.js) — a pointer landing, moving and lifting, heard on the
// element and its window — run the code a page's first touch would otherwise compile and run
// cold: 12 functions compiled lazily and run unoptimised, about 3 ms of the first drag on a
// busy 2-core server CPU. A private surface on an element of a document of its own, which has
// no window and is not the page's, hears LISTENER_CYCLES of real (untrusted) PointerEvents
// dispatched to it: the page's listeners hear none. The surface is 1 px square (an element no
// page lays out), so each cycle lands inside it; its times are the page's clock. Null where
// there is no DOM (Node).
const LISTENER_CYCLES = 30;
function listenerSurface(make, kinds) {
  if (typeof document === 'undefined' || !document.implementation || typeof PointerEvent !== 'function') return null;
  const element = document.implementation.createHTMLDocument('').createElement('div');
  const surface = make.onElement(element);
  for (const kind of kinds) surface.addRecognizer(kind, element).addAction(() => {});
  return { surface, element, done: 0 };
}

// Runs `listening`'s cycles until `until` (ms, performance.now()); true once all are done (its
// surface destroyed).
function listen(listening, until) {
  const { element } = listening;
  for (; listening.done < LISTENER_CYCLES && performance.now() < until; listening.done++) {
    const i = listening.done, id = 2 + (i % 7);
    const event = (type, x, y) => new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: y, cancelable: true });
    element.dispatchEvent(event('pointerover', 0.25, 0.5));
    element.dispatchEvent(event('pointerdown', 0.25, 0.5));
    for (let j = 1; j <= 3; j++) element.dispatchEvent(event('pointermove', 0.25 + 5.5 * j, 0.5 + 1.25 * j));
    element.dispatchEvent(event(i % 5 === 4 ? 'pointercancel' : 'pointerup', 16.75, 4.25));
  }
  if (listening.done < LISTENER_CYCLES) return false;
  listening.surface.destroy();
  return true;
}
