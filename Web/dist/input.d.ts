// fingerplay/input's declarations, made from src/ by scripts/lib/declarations.mjs.
export * from './types/input.js';
export * from './types/input-types.js';
