// Scenario helpers for the package's tests under Node: a headless surface, a recorder of every
// transition as a line, and virtual fingers.
import { GestureSurface } from '../dist/fingerplay.js';

/** A headless 400 × 400 surface whose transitions are kept as lines: "t name state (reason)". */
export async function scenario({ strokes = false } = {}) {
  const surface = await GestureSurface.headless({ width: 400, height: 400, strokes });
  const lines = [];
  surface.onTransition = (r, e) => lines.push(`${e.time} ${r.name} ${e.state}${e.reason ? ` (${e.reason})` : ''}`);
  return { surface, lines };
}

/** Presses one finger at (x, y) from `t` for `hold` ms. */
export function tap(surface, x, y, t, hold = 50, pointerId = 1) {
  surface.dispatchPointerEvent('pointerdown', { pointerId, x, y, timeStamp: t });
  surface.dispatchPointerEvent('pointerup', { pointerId, x, y, timeStamp: t + hold });
}

/** Drags one finger through `points` ([x, y]), one every `step` ms from `t`, lifting at the last unless `lift` is false. */
export function drag(surface, points, t, { step = 16, pointerId = 1, lift = true } = {}) {
  points.forEach(([x, y], i) => surface.dispatchPointerEvent(i ? 'pointermove' : 'pointerdown', { pointerId, x, y, timeStamp: t + step * i }));
  if (lift) {
    const [x, y] = points.at(-1);
    surface.dispatchPointerEvent('pointerup', { pointerId, x, y, timeStamp: t + step * (points.length - 1) });
  }
}

/**
 * Under Node, a stand-in for a surface's element with only what a surface calls, and a window
 * and document that keep the listeners they are given (`count(type)`, `fire(type, event)`).
 */
export function standInElement() {
  const listening = () => {
    const listeners = new Map();
    return {
      addEventListener(type, fn) { listeners.set(type, [...(listeners.get(type) ?? []), fn]); },
      removeEventListener(type, fn) { listeners.set(type, (listeners.get(type) ?? []).filter((f) => f !== fn)); },
      fire(type, event) { for (const fn of listeners.get(type) ?? []) fn({ type, ...event }); },
      count(type) { return listeners.get(type)?.length ?? 0; },
    };
  };
  globalThis.Element ??= class Element {};
  globalThis.window = listening();
  globalThis.document = { ...listening(), visibilityState: 'visible', defaultView: globalThis.window };
  return Object.assign(new Element(), listening(), {
    ownerDocument: globalThis.document,
    style: {},
    isConnected: true,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 400, x: 0, y: 0, right: 400, bottom: 400 }),
    getClientRects: () => [{}],
    contains(other) { return other === this; },
    closest: () => null,
  });
}
