// The package's whole public surface as `import ... from 'fingerplay'` sees it: the modules'
// values (index.js) and the types a page names (types.ts). Its declarations are dist/fingerplay.d.ts's.
export * from './index.js';
export * from './types.js';
