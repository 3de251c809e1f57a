/**
 * `recording` (the object, or its JSON text) checked as a recording this package reads; throws a
 * TypeError saying what is wrong: not JSON, or cut short; not a recording; a newer version; a
 * part missing or malformed (naming the first bad step). `where` names the call in the error.
 * @param {import('./testing-types.js').GestureRecording | string} recording
 * @param {string} [where]
 * @returns {import('./testing-types.js').GestureRecording}
 */
export function checkRecording(recording: import('./testing-types.js').GestureRecording | string, where?: string | undefined): import('./testing-types.js').GestureRecording;
/**
 * What a recording's `format` says.
 * @type {'fingerplay-recording'}
 */
export const RECORDING_FORMAT: 'fingerplay-recording';
/** The newest format version this package writes and reads (1: no keys' thresholds; 2: no `end`). */
/** @type {number} */
export const RECORDING_VERSION: number;
