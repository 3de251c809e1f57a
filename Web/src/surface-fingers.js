// A surface's desktop fingers: desktop-fingers.js's mapping given a surface's coordinates, its
// engine and its trackpad mode, with the listeners only it needs — Space on the window while a
// mouse drags, and, where a pinch takes quick scale, every press and lift (a tap, then a press
// that drags). Part of fingerplay/input (input.js), made by the surface's SurfaceDeviceInput
// once it has loaded.
import { DesktopFingers, SPACE_TAP_ID, VIRTUAL_FIRST_ID } from './desktop-fingers.js';

/** Whether a mouse's button is down on a surface, by its dispatch (Space then taps a second finger, not a key's tap). */
export const mouseDown = (dispatch) => [...dispatch._pointers.values()].some((p) => p.pointerType === 'mouse');

/** @internal The desktop's fingers on `device`'s surface (a SurfaceDeviceInput; its `_s` the surface's dispatch). */
export function surfaceFingers(device) {
  const s = device._s;
  const quickScales = () => s._recognizers.some((r) => r?.kind === 'pinch' && r._options.quickScale === true);
  const desk = new DesktopFingers({
    // Client px into the surface's; each finger's event keeps the wheel, gesture, pointer or
    // key event that moved it, for its modifier keys.
    touch: (action, id, x, y, time, e) => {
      const box = s._views._box();
      // A pair's first finger landing: the pinch and rotation recognizers lose their slop while
      // the pair is down (surface-input.js).
      if (action === 'down' && id >= VIRTUAL_FIRST_ID && id % 2 === 0) {
        if (!s._pointers.size) s._layout();
        s._trackpad(true);
      }
      s._input(action, id, x - box.left, y - box.top, time, 'touch', e, false);
      if (id === SPACE_TAP_ID) s._flush();
    },
    flush: () => s._flush(),
    // A 'pinch' or a 'turn' when the surface has recognizers for it and no pointer of its own is
    // down, a 'tap' (Space's) while a mouse is, 'quickScale' for a press with no other down when a
    // pinch takes it.
    can: (gesture, e) => {
      if (gesture === 'quickScale') return quickScales() && [...s._pointers.keys()].every((id) => id === e.pointerId);
      if (!s._settings.trackpad || s._pointers.size > (desk.fingers.current ? 2 : 0) + (gesture === 'tap')) return false;
      if (gesture === 'tap') return mouseDown(s);
      return s._recognizers.some((r) => r && (gesture === 'turn' ? r.kind === 'rotation' : r.kind === 'pinch' || r.kind === 'rotation'));
    },
    hold: (pointerId) => { device._heldPointer = pointerId; },
    mouse: () => {
      const box = s._views._box();
      for (const p of s._pointers.values()) if (p.pointerType === 'mouse') return [p.x + box.left, p.y + box.top];
      return null;
    },
  });
  if (!s._element) return desk;
  const space = (e) => { if (e.key === ' ' && !e.defaultPrevented && mouseDown(s)) device._desktop(e); };
  // A press is heard before the surface hears it (capture, at its element), its lift and, while
  // quick scale may take it, its moves before the surface's own window listeners (added later),
  // so that the engine never sees the move that makes it a pinch.
  const moved = (e) => {
    if (e.pointerId === desk.quickPointer) device._desktop(e);
    if (desk.quickPointer === null) window.removeEventListener('pointermove', moved, true);
  };
  const press = (e) => {
    if (e.altKey || desk.holds(e.pointerId) || !quickScales()) return;
    device._desktop(e);
    if (desk.quickPointer !== null) window.addEventListener('pointermove', moved, true);
  };
  const listening = [[window, 'keydown', space], [s._element, 'pointerdown', press], [window, 'pointerup', press], [window, 'pointercancel', press]];
  for (const [target, type, fn] of listening) target.addEventListener(type, fn, true);
  desk.stop = () => { for (const [target, type, fn] of [...listening, [window, 'pointermove', moved]]) target.removeEventListener(type, fn, true); };
  return desk;
}
