/**
 * One transition as a line of JSON, the same for a page and a replay: its time (ms), the
 * recognizer's name (or kind and place on its surface), state, location, touches, its kind's
 * values (translation, velocity, scale, rotation, direction, stroke name and score) and reason.
 * @param {import('fingerplay').GestureRecognizer<any>} recognizer
 * @param {import('fingerplay').GestureEvent<any>} event
 * @returns {string}
 */
export function describeTransition(recognizer: import('fingerplay').GestureRecognizer<any>, event: import('fingerplay').GestureEvent<any>): string;
/**
 * Records what `surface` (a surface on an element) gets from now on — each pointer as its
 * engine is given it (the trackpad's virtual fingers too), each frame, the frames of the
 * elements with recognizers whenever the surface measures them — and every transition it
 * makes. Add the recognizers first. `stop()` ends it and returns the recording, an object of plain
 * JSON values (`JSON.stringify` it to a file); `download(name)` saves the recording so far from a
 * page without stopping.
 * @param {import('fingerplay').GestureSurface} surface
 * @returns {import('./testing-types.js').SurfaceRecorder}
 */
export function recordSurface(surface: import('fingerplay').GestureSurface): import('./testing-types.js').SurfaceRecorder;
/**
 * Replays `recording` (the object, or its JSON text) on a headless surface of its size, whose
 * clock starts where the recording did: its views are made from the recorded elements (by `id`
 * in `views`, in document order in `list`), `setUp(surface, views, list)` adds the recognizers as
 * the page did, then every input and frame goes in as the page's engine had it. Returns
 * `{ surface, views, transitions }`: the transitions described as the recording describes them,
 * so that `assert.deepEqual(transitions, recording.transitions)` holds for the page's set-up.
 * A file that is not a recording, is of a newer format, or is cut short throws saying so.
 * @param {import('./testing-types.js').GestureRecording | string} recording
 * @param {(surface: import('fingerplay').GestureSurface, views: Record<string, import('fingerplay').HeadlessView>, list: import('fingerplay').HeadlessView[]) => void | Promise<void>} setUp
 * @param {{ wasm?: import('fingerplay').SurfaceOptions['wasm'], strokes?: boolean }} [options]
 * @returns {Promise<{ surface: import('fingerplay').GestureSurface, views: Record<string, import('fingerplay').HeadlessView>, transitions: string[] }>}
 */
export function replayRecording(recording: import('./testing-types.js').GestureRecording | string, setUp: (surface: import('fingerplay').GestureSurface, views: Record<string, import('fingerplay').HeadlessView>, list: import('fingerplay').HeadlessView[]) => void | Promise<void>, { wasm, strokes }?: {
    wasm?: import('fingerplay').SurfaceOptions['wasm'];
    strokes?: boolean | undefined;
} | undefined): Promise<{
    surface: import('fingerplay').GestureSurface;
    views: Record<string, import('fingerplay').HeadlessView>;
    transitions: string[];
}>;
/**
 * A tap of one finger at (x, y): down at `at`, up `duration` ms later (50); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number }} [options]
 * @returns {number}
 */
export function tap(surface: import('fingerplay').GestureSurface, x: number, y: number, { at, duration, pointerId, pointerType }?: (import("./testing-types.js").FingerTiming & {
    duration?: number | undefined;
}) | undefined): number;
/**
 * Two taps at (x, y), the second `gap` ms after the first lifts (120); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number, gap?: number }} [options]
 * @returns {number}
 */
export function doubleTap(surface: import('fingerplay').GestureSurface, x: number, y: number, { at, gap, duration, pointerId, pointerType }?: (import("./testing-types.js").FingerTiming & {
    duration?: number | undefined;
    gap?: number | undefined;
}) | undefined): number;
/**
 * One finger held still at (x, y) for `duration` ms (600), time running meanwhile, then lifted; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').FingerTiming & { duration?: number }} [options]
 * @returns {number}
 */
export function longPress(surface: import('fingerplay').GestureSurface, x: number, y: number, { at, duration, pointerId, pointerType }?: (import("./testing-types.js").FingerTiming & {
    duration?: number | undefined;
}) | undefined): number;
/**
 * One finger along `path` ([[x, y], …]), a point every `step` ms (16), lifted at the last unless `lift` is false; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {[number, number][]} path
 * @param {import('./testing-types.js').FingerTiming & { step?: number, lift?: boolean }} [options]
 * @returns {number}
 */
export function drag(surface: import('fingerplay').GestureSurface, path: [number, number][], { at, step, pointerId, pointerType, lift }?: (import("./testing-types.js").FingerTiming & {
    step?: number | undefined;
    lift?: boolean | undefined;
}) | undefined): number;
/**
 * A key pressed on `target` (a view, or null for the root; on a page, an element, default the
 * surface's) at `at` and released `duration` ms later (50), time running meanwhile: Enter or
 * Space taps (held past a long press's duration, a long press), an arrow pans or swipes, + and
 * − pinch, R turns, Escape cancels (docs/web.md). Headless, returns the time it ended; on a page
 * the key goes to `target` as KeyboardEvents and a promise of the time resolves once it is up.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {string} key
 * @param {{ target?: import('fingerplay').HeadlessView | Element | null, at?: number, duration?: number, shiftKey?: boolean, altKey?: boolean, ctrlKey?: boolean, metaKey?: boolean }} [options]
 * @returns {number | Promise<number>}
 */
export function press(surface: import('fingerplay').GestureSurface, key: string, { target, at, duration, ...modifiers }?: {
    target?: import("fingerplay").HeadlessView | Element | null | undefined;
    at?: number | undefined;
    duration?: number | undefined;
    shiftKey?: boolean | undefined;
    altKey?: boolean | undefined;
    ctrlKey?: boolean | undefined;
    metaKey?: boolean | undefined;
} | undefined): number | Promise<number>;
/**
 * Two fingers about (x, y) spreading from `from` px apart to `to` (100 → 200) along a line at `angle` radians (0); returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').TwoFingerTiming & { from?: number, to?: number, angle?: number }} [options]
 * @returns {number}
 */
export function pinch(surface: import('fingerplay').GestureSurface, x: number, y: number, { from, to, angle, ...timing }?: (import("./testing-types.js").TwoFingerTiming & {
    from?: number | undefined;
    to?: number | undefined;
    angle?: number | undefined;
}) | undefined): number;
/**
 * Two fingers `spread` px apart (100) about (x, y), their line turning from `from` radians to `to` (0 → π/4), clockwise positive; returns the time it ended.
 * @param {import('fingerplay').GestureSurface} surface
 * @param {number} x
 * @param {number} y
 * @param {import('./testing-types.js').TwoFingerTiming & { spread?: number, from?: number, to?: number }} [options]
 * @returns {number}
 */
export function rotate(surface: import('fingerplay').GestureSurface, x: number, y: number, { spread, from, to, ...timing }?: (import("./testing-types.js").TwoFingerTiming & {
    spread?: number | undefined;
    from?: number | undefined;
    to?: number | undefined;
}) | undefined): number;
export { RECORDING_FORMAT, RECORDING_VERSION, checkRecording } from "./recording.js";
