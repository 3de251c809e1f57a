// fingerplay/testing's declarations, made from src/ by scripts/lib/declarations.mjs.
export * from './types/testing.js';
export * from './types/testing-types.js';
