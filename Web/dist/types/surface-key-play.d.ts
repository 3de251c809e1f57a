/** The keyboard's touches' pointer ids: a press, a pan or path, a hover, then a pinch's pairs. */
export const KEY_ID: 2100000000;
/** How far an arrow key pans, px: a press, with Shift, with Alt. */
export const KEY_PAN_STEP: 10;
export const KEY_PAN_STEP_SHIFT: 100;
export const KEY_PAN_STEP_ALT: 1;
/** How much + and − pinch: the scale a press multiplies by. */
export const KEY_ZOOM_IN: 1.25;
export const KEY_ZOOM_OUT: 0.8;
/** How far R (Shift+R: back) turns, radians: 15°. */
export const KEY_TURN: number;
/**
 * How long a run of arrow, + − or R presses waits for the next before it ends, ms: presses
 * closer together than this are one gesture (began, changed…, ended).
 */
export const KEY_RUN_GAP: 500;
/** How far apart a keyboard pinch's two touches land, px. */
export const KEY_PINCH_SPREAD: 100;
import { VirtualFingers } from "./virtual-fingers.js";
