// Lets the arcade page's modules run under Node: their imports of fingerplay.js's modules, which
// the arcade serves at /fingerplay/ (Web/src), resolve to the files themselves.
import { register } from 'node:module';

register(new URL('./resolve.mjs', import.meta.url));
