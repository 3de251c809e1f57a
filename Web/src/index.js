// fingerplay.js — UIKit's gesture recognizers for any web page, on Fingerplay's engine compiled
// to WebAssembly: the same decisions, to the bit, as the Swift engine.
//
//   import { GestureSurface } from 'fingerplay';
//   const surface = await GestureSurface.create(document.querySelector('#board'));
//   const pan = surface.addRecognizer('pan', card, { maximumNumberOfTouches: 1 });
//   pan.addAction((e) => { if (e.state === 'changed') moveBy(card, e.delta); });
//   const tap = surface.addRecognizer('tap', card);
//   tap.requireToFail(surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 }));
//
// Times are milliseconds (the page's clock, as Event.timeStamp), positions CSS pixels from the
// surface's top left corner, velocities per second.
export { GestureSurface, loadFingerplay } from './surface.js';
export { HeadlessView } from './headless-view.js';
export { GestureRecognizer } from './recognizer.js';
export { GestureEvent } from './event.js';
import { RECOGNIZER_KINDS as KINDS } from './abi.js';

/**
 * The kinds of recognizer, by the names of UIKit's classes (the page build's contract's order).
 * @type {readonly import('./types.js').RecognizerKind[]}
 */
export const RECOGNIZER_KINDS = KINDS;

/** The package's version. */
export const VERSION = '0.1.0';
