// fingerplay/react's declarations, made from src/ by scripts/lib/declarations.mjs.
export * from './types/react.js';
export * from './types/react-types.js';
