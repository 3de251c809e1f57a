// fingerplay/input: the input a touch screen does not need — a desktop's wheel, trackpad,
// alt+drag and Space made into fingers (desktop-fingers.js), and the keys' gestures
// (surface-key-play.js). A module of its own: fingerplay.js loads it at the first mouse, key or
// focus that reaches a surface (a page touched only by fingers never downloads it), and the
// arcade's play page imports it for its own stage.
export { DesktopFingers, VIRTUAL_FIRST_ID, SPACE_TAP_ID, WHEEL_ZOOM_DISTANCE, WHEEL_TURN, ALT_DRAG_TURN, LANDING_SPREAD, SPREAD_RANGE,
  SPACE_TAP_OFFSET, SPACE_TAP_DURATION, QUICK_SCALE_INTERVAL, QUICK_SCALE_REACH, QUICK_SCALE_SLOP, QUICK_SCALE_DISTANCE } from './desktop-fingers.js';
export { VirtualFingers, VIRTUAL_RELEASE_DELAY } from './virtual-fingers.js';
export { KEY_ID, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT, KEY_ZOOM_IN, KEY_ZOOM_OUT, KEY_TURN, KEY_RUN_GAP, KEY_PINCH_SPREAD } from './surface-key-play.js';
/** @internal The surfaces' own: their keys at play and desktop fingers (surface-device-input.js loads them). */
export { KeyPlay } from './surface-key-play.js';
/** @internal */
export { surfaceFingers } from './surface-fingers.js';
