export * from './index.js';
export * from './types.js';
