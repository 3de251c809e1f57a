/**
 * Loads the WebAssembly module once per page (every surface shares it). `source` is its URL,
 * a Response, or its bytes; default: fingerplay.wasm beside this file, or
 * fingerplay-strokes.wasm (the engine with drawn gestures, a fifth larger) when `strokes` is
 * true. The classic script carries the module with strokes inside and uses it for both.
 * @param {import('./types.js').SurfaceOptions['wasm']} [source]
 * @param {{ strokes?: boolean }} [options]
 * @returns {Promise<WebAssembly.Exports>}
 */
export function loadFingerplay(source?: import('./types.js').SurfaceOptions['wasm'], { strokes }?: {
    strokes?: boolean | undefined;
} | undefined): Promise<WebAssembly.Exports>;
export function report(error: any): void;
export const surfacesOf: WeakMap<object, any>;
