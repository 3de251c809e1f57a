// A module resolution hook (register.mjs): '/fingerplay/NAME.js' is Web/src/NAME.js.
const webSource = new URL('../../Web/src/', import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('/fingerplay/')) return { url: new URL(specifier.slice('/fingerplay/'.length), webSource).href, shortCircuit: true };
  return next(specifier, context);
}
