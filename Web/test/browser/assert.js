// Just enough of node:assert/strict for Web/test's files in a browser page: equal, deepEqual,
// ok, throws and rejects, failing with the values compared.
class AssertionError extends Error {
  constructor(message) { super(message); this.name = 'AssertionError'; }
}

function same(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same(a[k], b[k]));
}

function matches(error, expected) {
  if (expected === undefined) return true;
  if (typeof expected === 'function') return expected.prototype instanceof Error || expected === Error ? error instanceof expected : expected(error) === true;
  return Object.entries(expected).every(([k, v]) => same(error?.[k], v));
}

const assert = {
  equal(a, b, message) { if (!Object.is(a, b)) throw new AssertionError(message ?? `${JSON.stringify(a)} !== ${JSON.stringify(b)}`); },
  deepEqual(a, b, message) { if (!same(a, b)) throw new AssertionError(message ?? `${JSON.stringify(a)} differs from ${JSON.stringify(b)}`); },
  ok(value, message) { if (!value) throw new AssertionError(message ?? `${value} is not truthy`); },
  throws(fn, expected, message) {
    try { fn(); } catch (error) {
      if (!matches(error, expected)) throw new AssertionError(message ?? `unexpected error: ${error?.name}: ${error?.message}`);
      return;
    }
    throw new AssertionError(message ?? 'no error was thrown');
  },
  async rejects(fn, expected, message) {
    try { await (typeof fn === 'function' ? fn() : fn); } catch (error) {
      if (!matches(error, expected)) throw new AssertionError(message ?? `unexpected rejection: ${error?.name}: ${error?.message}`);
      return;
    }
    throw new AssertionError(message ?? 'no rejection');
  },
};
export default assert;
