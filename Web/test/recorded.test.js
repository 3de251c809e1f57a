// A gesture test from a recording, as a web developer writes one: the file was recorded on a
// page in Chromium by real touch (Tests/browser/recording: recordSurface, then a tap, a double
// tap, a hold, a drag and a pinch), and replays here, under Node, on the page's own set-up to
// the transitions the page heard, byte for byte — then the test says what should have happened.
// A bug report is such a file, and a test like this one that fails until the bug is fixed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { replayRecording } from '../dist/testing.js';
import { setUp } from './fixtures/recorded-setup.js';

const file = readFileSync(new URL('./fixtures/recorded-gestures.json', import.meta.url), 'utf8');

test('a recording made on a page replays to the transitions the page heard, byte for byte', async () => {
  let made = null;
  const { transitions } = await replayRecording(file, (surface, views) => {
    made = surface;
    setUp(surface, views);
  });
  assert.deepEqual(transitions, JSON.parse(file).transitions);
  assert.equal(made.recognizers.length, 6);
});

test('what the recorded gestures did: a tap, a double tap, a hold, a drag kept within its bounds, a pinch within its scale', async () => {
  const { surface } = await replayRecording(file, (s, views) => setUp(s, views));
  const [, , , drag, zoom] = surface.recognizers;
  const ended = (name) => JSON.parse(file).transitions.map((t) => JSON.parse(t)).filter(([, n, state]) => n === name && ['ended', 'recognized'].includes(state));
  assert.equal(ended('tap').length, 1);
  assert.equal(ended('double tap').length, 1);
  assert.equal(ended('hold').length, 1);
  // The drag went 180 px right and 75 down: its offset settled at the bounds' corner (120, 75).
  assert.deepEqual(drag.offset, { x: 120, y: 75 });
  assert.ok(zoom.offset > 1 && zoom.offset <= 3, `zoom ${zoom.offset}`);
});
