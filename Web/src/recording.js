// A gesture recording's file (fingerplay/testing): what a page's surface was given, and the
// transitions it made, as JSON.
//
//   { "format": "fingerplay-recording", "version": 2,
//     "start": ms, "width": px, "height": px,                 the surface when recording began
//     "views": [{ "id": "card" | null, "parent": -1 | i }],   the elements with recognizers, in document order
//     "input": [["layout", [[x, y, width, height], …]],      each view's frame in its parent, when measured
//               [ms, "down" | "move" | "up" | "cancel" | "hover", pointerId, x, y, "touch" | "mouse" | "pen"],
//                                                             a pointer, in a frame of its own, or
//               [ms, action, pointerId, x, y, kind, "queued"],  one waiting for the next frame
//               ["frame", ms],                                a frame the page ran (its timers)
//               ["trackpad", 1 | 0],                          a trackpad gesture's fingers down, or up
//               ["set", recognizer, code, value], …],         a threshold a keys' gesture set on the
//                                                             recognizer of that index (version 2)
//     "transitions": ["[ms, name, state, x, y, touches, …values, reason]", …],
//     "end": { "input": n, "transitions": n } }                how many of each the recording held
//                                                             when stopped or downloaded (version 3):
//                                                             a file cut short is known even where
//                                                             what is left is still JSON

/**
 * What a recording's `format` says.
 * @type {'fingerplay-recording'}
 */
export const RECORDING_FORMAT = 'fingerplay-recording';
/** The newest format version this package writes and reads (1: no keys' thresholds; 2: no `end`). */
/** @type {number} */
export const RECORDING_VERSION = 3;

const ACTIONS = ['down', 'move', 'up', 'cancel', 'hover'];
const KINDS = ['touch', 'mouse', 'pen'];

function refuse(where, message) {
  throw new TypeError(`fingerplay/testing: ${where}: ${message}`);
}

/**
 * `recording` (the object, or its JSON text) checked as a recording this package reads; throws a
 * TypeError saying what is wrong: not JSON, or cut short; not a recording; a newer version; a
 * part missing or malformed (naming the first bad step). `where` names the call in the error.
 * @param {import('./testing-types.js').GestureRecording | string} recording
 * @param {string} [where]
 * @returns {import('./testing-types.js').GestureRecording}
 */
export function checkRecording(recording, where = 'checkRecording') {
  let r = recording;
  if (typeof r === 'string') {
    try {
      r = JSON.parse(r);
    } catch (error) {
      refuse(where, `the recording is not complete JSON — cut short, or not a recording (${error.message})`);
    }
  }
  if (r === null || typeof r !== 'object' || r.format !== RECORDING_FORMAT) refuse(where, `this is not a gesture recording (its "format" is not "${RECORDING_FORMAT}")`);
  if (!Number.isInteger(r.version) || r.version < 1) refuse(where, 'the recording\'s "version" is not a format version');
  if (r.version > RECORDING_VERSION) refuse(where, `the recording is format version ${r.version}, newer than this fingerplay.js reads (${RECORDING_VERSION}): update the package`);
  if (![r.start, r.width, r.height].every(Number.isFinite) || !(r.width > 0 && r.height > 0)) refuse(where, 'the recording has no surface (start, width, height)');
  if (!Array.isArray(r.views) || !r.views.every((v, i) => v && Number.isInteger(v.parent) && v.parent >= -1 && v.parent < i)) refuse(where, 'the recording\'s "views" are malformed');
  if (!Array.isArray(r.input) || r.input.length === 0 || r.input[0]?.[0] !== 'layout') refuse(where, 'the recording has no input (cut short?)');
  if (!Array.isArray(r.transitions)) refuse(where, 'the recording has no "transitions" (cut short?)');
  if (r.version >= 3) {
    const end = r.end;
    if (!end || !Number.isInteger(end.input) || !Number.isInteger(end.transitions)) refuse(where, 'the recording has no "end" (cut short, or taken before it was stopped?)');
    if (r.input.length !== end.input || r.transitions.length !== end.transitions) {
      refuse(where, `the recording is cut short: it holds ${r.input.length} input steps and ${r.transitions.length} transitions of the ${end.input} and ${end.transitions} it ended with`);
    }
  }
  r.input.forEach((step, i) => {
    const ok = Array.isArray(step) && (step[0] === 'layout'
      ? Array.isArray(step[1]) && step[1].length === r.views.length && step[1].every((f) => Array.isArray(f) && f.length === 4 && f.every(Number.isFinite))
      : step[0] === 'frame' ? Number.isFinite(step[1]) : step[0] === 'trackpad' ? step[1] === 0 || step[1] === 1
        : step[0] === 'set' ? step.length === 4 && Number.isInteger(step[1]) && step[1] >= 0 && Number.isInteger(step[2]) && Number.isFinite(step[3])
          : (step.length === 6 || (step.length === 7 && step[6] === 'queued')) && Number.isFinite(step[0]) && ACTIONS.includes(step[1]) && Number.isFinite(step[2]) && Number.isFinite(step[3]) && Number.isFinite(step[4]) && KINDS.includes(step[5]));
    if (!ok) refuse(where, `the recording's input ${i} is malformed: ${JSON.stringify(step)?.slice(0, 80)}`);
  });
  return r;
}
