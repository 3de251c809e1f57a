/**
 * Compiles and instantiates a WebAssembly module from `source`: a URL or a string naming one
 * (fetched, and compiled while it downloads where the server sends `application/wasm`; read
 * from disk under Node for `file:` URLs), a `Response` or a promise of one, the module's bytes
 * (`ArrayBuffer` or a typed array), or a compiled `WebAssembly.Module`.
 * @param {string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module} source
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Exports>}
 */
export function instantiateWasm(source: string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module, imports: WebAssembly.Imports): Promise<WebAssembly.Exports>;
/**
 * The bytes a base64 text stands for (a module carried inside a classic script).
 * @param {string} text
 * @returns {Uint8Array}
 */
export function decodeBase64(text: string): Uint8Array;
/**
 * `length` bytes of UTF-8 at `pointer` in the module's memory, as a string ('' when `length` is 0).
 * @param {WebAssembly.Exports} exports
 * @param {number} pointer
 * @param {number} length
 * @returns {string}
 */
export function readText(exports: WebAssembly.Exports, pointer: number, length: number): string;
/**
 * Calls `fn` of the arcade build with each of `texts` copied into the module's memory (as a
 * pointer and a length, in order), frees them, and returns what `fn` returned with the call's
 * standard output and standard error (`fp_output`, `fp_errors`).
 * @param {WebAssembly.Exports} exports
 * @param {(...args: number[]) => number} fn
 * @param {...(string | Uint8Array)} texts
 * @returns {{ status: number, output: string, errors: string }}
 */
export function callWithTexts(exports: WebAssembly.Exports, fn: (...args: number[]) => number, ...texts: (string | Uint8Array)[]): {
    status: number;
    output: string;
    errors: string;
};
/**
 * Copies `text` as UTF-8 into the page build's scratch buffer (`fp_scratch`), `extra` bytes more kept (0); returns its length in bytes.
 * @param {WebAssembly.Exports} exports
 * @param {string} text
 * @param {number} [extra]
 * @returns {number}
 */
export function writeScratch(exports: WebAssembly.Exports, text: string, extra?: number | undefined): number;
