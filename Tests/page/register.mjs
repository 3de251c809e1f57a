// Lets the arcade page's modules run under Node: their imports of fingerplay.js's modules, which
// the page's import map names (fingerplay/input, fingerplay/wasm), resolve to their sources.
import { register } from 'node:module';

register(new URL('./resolve.mjs', import.meta.url));
