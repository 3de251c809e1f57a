// A surface's desktop fingers: desktop-fingers.js's mapping given a surface's coordinates, its
// engine and its trackpad mode. Part of fingerplay/input (input.js), made by the surface's
// SurfaceDeviceInput once it has loaded.
import { DesktopFingers, SPACE_TAP_ID } from './desktop-fingers.js';

// The surface's trackpad mode (surface-views.js's TRACKPAD, a registered symbol).
const TRACKPAD = Symbol.for('fingerplay.pad');

/** @internal The desktop's fingers on `device`'s surface, which take what `device.can(gesture)` allows. */
export function surfaceFingers(device) {
  const s = device._s;
  return new DesktopFingers({
    // Client px into the surface's; each finger's event keeps the wheel, gesture, pointer or
    // key event that moved it, for its modifier keys.
    touch: (action, id, x, y, time, e) => {
      const box = s._box();
      // A pair's first finger landing: the pinch and rotation recognizers lose their slop while
      // the pair is down (surface-input.js).
      if (action === 'down' && id !== SPACE_TAP_ID && id % 2 === 0) {
        if (!s._pointers.size) s._layout();
        s[TRACKPAD](true);
      }
      s._input(action, id, x - box.left, y - box.top, time, 'touch', e, false);
      if (id === SPACE_TAP_ID) s._flush();
    },
    flush: () => s._flush(),
    can: (gesture) => device.can(gesture),
    mouse: () => {
      const box = s._box();
      for (const p of s._pointers.values()) if (p.pointerType === 'mouse') return [p.x + box.left, p.y + box.top];
      return null;
    },
  });
}
