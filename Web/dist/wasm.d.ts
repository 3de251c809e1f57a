// fingerplay/wasm — loading a Fingerplay WebAssembly build and passing text to and from it: the
// helpers fingerplay.js loads its engine with, for a build of one's own (the arcade's page loads
// its games with them).

/**
 * Compiles and instantiates a module from a URL (fetched, compiled while it downloads when served
 * as `application/wasm`; read from disk under Node for `file:` URLs), a `Response` or a promise of
 * one, its bytes, or a compiled `WebAssembly.Module`; resolves to its exports.
 */
export declare function instantiateWasm(
  source: string | URL | Response | Promise<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module,
  imports: WebAssembly.Imports,
): Promise<WebAssembly.Exports>;

/** The bytes a base64 text stands for. */
export declare function decodeBase64(text: string): Uint8Array;

/** `length` bytes of UTF-8 at `pointer` in the module's memory, as a string ('' when `length` is 0). */
export declare function readText(exports: WebAssembly.Exports, pointer: number, length: number): string;

/**
 * Calls `fn`, an export of a build with `fp_alloc`, `fp_free`, `fp_output` and `fp_errors`, with
 * each text copied into the module's memory (a pointer and a length each, in order), frees them,
 * and returns what `fn` returned with the call's standard output and standard error.
 */
export declare function callWithTexts(
  exports: WebAssembly.Exports,
  fn: (...args: number[]) => number,
  ...texts: (string | Uint8Array)[]
): { status: number; output: string; errors: string };

/** Copies `text` as UTF-8 into the build's scratch buffer (`fp_scratch`), `extra` bytes more kept; returns its length in bytes. */
export declare function writeScratch(exports: WebAssembly.Exports, text: string, extra?: number): number;
