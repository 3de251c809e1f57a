// Just enough of node:test for Web/test's files to run in a browser page (index.html): tests
// are collected, then run in order by run(), each result kept.
const tests = [];

/** Registers a test: a name and a function (sync or async). */
export function test(name, fn) { tests.push({ name, fn }); }

/** Runs the tests registered so far; resolves to [{name, ok, error}]. */
export async function run() {
  const results = [];
  for (const { name, fn } of tests) {
    try {
      await fn();
      results.push({ name, ok: true, error: null });
    } catch (error) {
      results.push({ name, ok: false, error: `${error?.name}: ${error?.message}` });
    }
  }
  return results;
}
