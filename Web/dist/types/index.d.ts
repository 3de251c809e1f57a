export { HeadlessView } from "./headless-view.js";
export { GestureRecognizer } from "./recognizer.js";
export { GestureEvent } from "./event.js";
/**
 * The kinds of recognizer, by the names of UIKit's classes (the page build's contract's order).
 * @type {readonly import('./types.js').RecognizerKind[]}
 */
export const RECOGNIZER_KINDS: readonly import('./types.js').RecognizerKind[];
/** The package's version. */
export const VERSION: "0.1.0";
export { GestureSurface, loadFingerplay } from "./surface.js";
