// fingerplay/wasm's declarations, made from src/ by scripts/lib/declarations.mjs.
export * from './types/wasm.js';
