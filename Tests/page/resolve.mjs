// A module resolution hook (register.mjs): 'fingerplay/NAME' is Web/src/NAME.js, as the page's
// import map makes it the package's dist file built from that source.
const webSource = new URL('../../Web/src/', import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('fingerplay/')) return { url: new URL(specifier.slice('fingerplay/'.length) + '.js', webSource).href, shortCircuit: true };
  return next(specifier, context);
}
