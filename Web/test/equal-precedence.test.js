// One decision rule in both builds: recognizers of equal precedence on one view are taken in the
// order they were added, whatever their names — in the Swift engine (Examples/equal-precedence,
// replayed natively and in the arcade's WebAssembly by scripts/check-examples and check-wasm) and
// in fingerplay.js's page build, which this test runs the same named setup and trace through.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GestureSurface } from '../dist/fingerplay.js';

const example = new URL('../../Examples/equal-precedence/', import.meta.url);
const read = (name) => readFileSync(new URL(name, example), 'utf8');
const lines = (text) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line));

test("the Swift engine's named setup decides the same in fingerplay.js", async () => {
  const setup = JSON.parse(read('setup.json'));
  const surface = await GestureSurface.headless({ width: setup.viewport.width, height: setup.viewport.height });
  const seen = [];
  surface.onTransition = (r, e) => seen.push({ t: e.time, recognizer: r.name, state: e.state, ...(e.reason ? { reason: e.reason } : {}) });
  // Every recognizer is on the root view, added in the setup's order, named by its id.
  for (const { id, kind, view } of setup.recognizers) {
    assert.equal(view, setup.views[0].id);
    surface.addRecognizer(kind, null, { name: id });
  }
  for (const { t, type, id, x, y } of lines(read('trace.jsonl'))) {
    surface.dispatchPointerEvent(`pointer${type}`, { pointerId: id, x, y, timeStamp: t });
  }
  const expected = lines(read('expected.jsonl')).map(({ t, recognizer, state, reason }) => ({ t, recognizer, state, ...(reason ? { reason } : {}) }));
  assert.deepEqual(seen, expected);
  // The names sort the other way: a rule by name would have picked "alpha tap" and "drag".
  assert.deepEqual(seen.filter((l) => l.state === 'recognized' || l.state === 'began').map((l) => l.recognizer), ['zeta tap', 'zoom']);
});
