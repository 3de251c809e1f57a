// Loading a Fingerplay WebAssembly module and passing text to and from it: the one copy of
// these helpers, used by fingerplay.js (the page build), the arcade's play page and
// scripts/wasm-replay (the arcade build).

/**
 * Compiles and instantiates a WebAssembly module from `source`: a URL or a string naming one
 * (fetched, and compiled while it downloads where the server sends `application/wasm`; read
 * from disk under Node for `file:` URLs), a `Response` or a promise of one, the module's bytes
 * (`ArrayBuffer` or a typed array), or a compiled `WebAssembly.Module`.
 * @param {string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module} source
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Exports>}
 */
export async function instantiateWasm(source, imports) {
  if (source instanceof WebAssembly.Module) return (await WebAssembly.instantiate(source, imports)).exports;
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, typeof location === 'undefined' ? undefined : location.href);
    if (url.protocol === 'file:' && typeof process === 'object' && process.versions?.node) {
      // A name, not a literal: a bundler for the browser (esbuild, webpack, Vite) leaves it alone
      // rather than fail to find a module only Node has.
      const fs = 'node:fs/promises';
      const { readFile } = await import(fs);
      source = await readFile(url);
    } else {
      source = fetch(url);
    }
  }
  if (typeof source?.then === 'function') source = await source;
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.ok) throw new Error(`fingerplay: the WebAssembly module could not be loaded (${source.status} ${source.url})`);
    // Streaming compilation needs the right type; a file served as anything else is read whole.
    if (WebAssembly.instantiateStreaming && source.headers.get('content-type')?.startsWith('application/wasm')) {
      return (await WebAssembly.instantiateStreaming(source, imports)).instance.exports;
    }
    source = await source.arrayBuffer();
  }
  return (await WebAssembly.instantiate(source, imports)).instance.exports;
}

/**
 * The bytes a base64 text stands for (a module carried inside a classic script).
 * @param {string} text
 * @returns {Uint8Array}
 */
export function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * `length` bytes of UTF-8 at `pointer` in the module's memory, as a string ('' when `length` is 0).
 * @param {WebAssembly.Exports} exports
 * @param {number} pointer
 * @param {number} length
 * @returns {string}
 */
export function readText(exports, pointer, length) {
  return length > 0 ? decoder.decode(new Uint8Array(exports.memory.buffer, pointer, length)) : '';
}

/**
 * Calls `fn` of the arcade build with each of `texts` copied into the module's memory (as a
 * pointer and a length, in order), frees them, and returns what `fn` returned with the call's
 * standard output and standard error (`fp_output`, `fp_errors`).
 * @param {WebAssembly.Exports} exports
 * @param {(...args: number[]) => number} fn
 * @param {...(string | Uint8Array)} texts
 * @returns {{ status: number, output: string, errors: string }}
 */
export function callWithTexts(exports, fn, ...texts) {
  const pointers = [];
  const args = [];
  for (const text of texts) {
    const bytes = typeof text === 'string' ? encoder.encode(text) : text;
    const pointer = exports.fp_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    pointers.push(pointer);
    args.push(pointer, bytes.length);
  }
  const status = fn(...args);
  for (const pointer of pointers) exports.fp_free(pointer);
  return {
    status,
    output: readText(exports, exports.fp_output(), exports.fp_output_count()),
    errors: readText(exports, exports.fp_errors(), exports.fp_errors_count()),
  };
}

/**
 * Copies `text` as UTF-8 into the page build's scratch buffer (`fp_scratch`), `extra` bytes more kept (0); returns its length in bytes.
 * @param {WebAssembly.Exports} exports
 * @param {string} text
 * @param {number} [extra]
 * @returns {number}
 */
export function writeScratch(exports, text, extra = 0) {
  const bytes = encoder.encode(text);
  const pointer = exports.fp_scratch(((bytes.length + 7) & ~7) + extra);
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  return bytes.length;
}
