// The engine's WebAssembly module, loaded once per page and shared by every surface, and the
// calls it makes back into the page: a recognizer's delegate asked (should it begin, receive a
// touch, recognize with another) on behalf of the surface that owns it.
import { instantiateWasm, decodeBase64 } from './wasm.js';

const modules = new Map();      // 'plain' or 'strokes' → the promise of its exports
// A module's surfaces (their dispatches, surface-dispatch.js) by handle: each module (plain, with strokes, or the page's own) counts its
// handles from 0, so a surface is known by its module and its handle together.
export const surfacesOf = new WeakMap();

/**
 * Loads the WebAssembly module once per page (every surface shares it). `source` is its URL,
 * a Response, or its bytes; default: fingerplay.wasm beside this file, or
 * fingerplay-strokes.wasm (the engine with drawn gestures, a fifth larger) when `strokes` is
 * true. The classic script carries the module with strokes inside and uses it for both.
 * @param {import('./types.js').SurfaceOptions['wasm']} [source]
 * @param {{ strokes?: boolean }} [options]
 * @returns {Promise<WebAssembly.Exports>}
 */
export function loadFingerplay(source, { strokes = false } = {}) {
  // eslint-disable-next-line no-undef
  const embedded = typeof FINGERPLAY_WASM_BASE64 === 'string';
  const key = source ? source : embedded ? 'embedded' : strokes ? 'strokes' : 'plain';
  if (modules.has(key)) return modules.get(key);
  const surfaces = [];
  const imports = {
    // abi.js's HOST_ names, written as keys: esbuild would keep the constants as variables
    // (Web/test/host-imports.test.js holds the module's imports to the contract).
    fp: {
      // A pan along an axis (movement.js) begins only moving along it; then its delegate is asked.
      begin: (handle, index) => {
        const s = surfaces[handle], r = s?._recognizer(index), m = r?._movement;
        if (m?._m.axis && !m.along(s._probeEvent(r))) return (m._across = 0);
        return ask(s, index, 'shouldBegin', (s, r) => [r, s._probeEvent(r)], true);
      },
      receive: (handle, index, pointer, x, y) => ask(surfaces[handle], index, 'shouldReceive', (s, r) => [r, s._pointerInfo(pointer, x, y)], true),
      together: (handle, index, other) => ask(surfaces[handle], index, 'shouldRecognizeSimultaneously', (s, r) => [r, s._recognizer(other)], false),
    },
  };
  // eslint-disable-next-line no-undef
  const bytes = embedded ? decodeBase64(FINGERPLAY_WASM_BASE64) : null;
  const promise = instantiateWasm(source ?? bytes ?? new URL(strokes ? './fingerplay-strokes.wasm' : './fingerplay.wasm', import.meta.url), imports)
    .then((fp) => { surfacesOf.set(fp, surfaces); return fp; });
  modules.set(key, promise);
  promise.catch(() => modules.delete(key));
  return promise;
}

function ask(dispatch, index, hook, args, otherwise) {
  const recognizer = dispatch?._recognizer(index);
  const delegate = recognizer?._delegate;
  if (!delegate?.[hook]) return otherwise ? 1 : 0;
  try {
    const answer = delegate[hook](...args(dispatch, recognizer));
    return (answer === undefined ? otherwise : !!answer) ? 1 : 0;
  } catch (error) {
    dispatch._report(error, recognizer);
    return otherwise ? 1 : 0;
  }
}

export function report(error) {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
