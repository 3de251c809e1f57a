// GestureSurface.create's options, checked at the call.

const SURFACE_OPTIONS = ['wasm', 'strokes', 'touchAction', 'capturePointers', 'preventDefault', 'buttons', 'trackpad', 'warmUp', 'keyboard'];

/** Checks GestureSurface.create's options; returns them with their defaults, or throws naming the bad one. */
export function checkSurfaceOptions(options) {
  if (options === null || typeof options !== 'object') throw new TypeError('fingerplay: surface options must be an object');
  for (const key of Object.keys(options)) {
    if (!SURFACE_OPTIONS.includes(key)) throw new TypeError(`fingerplay: GestureSurface: unknown option "${key}" (${SURFACE_OPTIONS.join(', ')})`);
  }
  const { touchAction = 'compute', capturePointers = true, preventDefault = true, buttons = 1, trackpad = true, strokes = false, warmUp = true, keyboard = true } = options;
  if (typeof touchAction !== 'string') throw new TypeError('fingerplay: GestureSurface: "touchAction" must be "compute" or a CSS touch-action value');
  for (const [key, value] of [['capturePointers', capturePointers], ['preventDefault', preventDefault], ['trackpad', trackpad], ['strokes', strokes], ['warmUp', warmUp], ['keyboard', keyboard]]) {
    if (typeof value !== 'boolean') throw new TypeError(`fingerplay: GestureSurface: "${key}" must be true or false`);
  }
  if (!Number.isInteger(buttons) || buttons < 1 || buttons > 63) throw new RangeError('fingerplay: GestureSurface: "buttons" must be PointerEvent.buttons bits (1 primary, 2 secondary, 4 middle, …)');
  return { touchAction, capturePointers, preventDefault, buttons, trackpad, strokes, warmUp, keyboard };
}
