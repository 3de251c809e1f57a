// scripts/bundle-web.py's second pass over a module esbuild has minified: Terser's compressor
// (three passes, its safe transforms only) and name mangler, which find what esbuild's one pass
// leaves — 345 bytes less gzipped of fingerplay.js. The source map esbuild wrote beside the file
// is carried through, so a page's developer tools still show src/.
//
// Usage: node terser-pass.mjs FILE.js module|script (an ES module, or a classic script whose
// top-level names are globals and stay as they are; rewrites FILE.js and FILE.js.map; Terser from Debian's
// node-terser, found through NODE_PATH=/usr/share/nodejs)
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const require = createRequire(import.meta.url);
const { minify } = require('terser');
const [file, kind] = process.argv.slice(2);
if (kind !== 'module' && kind !== 'script') throw new Error('terser-pass: say module or script');
const code = readFileSync(file, 'utf8');
const map = readFileSync(`${file}.map`, 'utf8');
// esbuild's banner (the package's notice) is the first line: kept as the preamble.
const [banner] = code.split('\n', 1);
const result = await minify(code, {
  module: kind === 'module',
  ecma: 2020,
  compress: { passes: 3 },
  mangle: true,
  format: { comments: false, preamble: banner.startsWith('//') ? banner : undefined },
  sourceMap: { content: map, url: `${basename(file)}.map` },
});
writeFileSync(file, `${result.code}\n`);
writeFileSync(`${file}.map`, result.map);
