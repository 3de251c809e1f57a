// fingerplay's declarations, made from src/ by scripts/lib/declarations.mjs.
export * from './types/package.js';
