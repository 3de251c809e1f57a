// fingerplay/testing's fingers on headless surfaces, and its recordings' checks: what a web
// developer's gesture tests are written with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface } from '../dist/fingerplay.js';
import { checkRecording, doubleTap, drag, longPress, pinch, rotate, tap, RECORDING_VERSION } from '../dist/testing.js';

async function scenario() {
  const surface = await GestureSurface.headless({ width: 400, height: 400 });
  const lines = [];
  surface.onTransition = (r, e) => lines.push(`${e.time} ${r.name} ${e.state}`);
  return { surface, lines };
}

test('fingers tap, double-tap, hold and drag at the times given', async () => {
  const { surface, lines } = await scenario();
  const single = surface.addRecognizer('tap', null, { name: 'tap' });
  const double = surface.addRecognizer('tap', null, { name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  assert.equal(doubleTap(surface, 100, 100, { at: 0 }), 220);
  assert.equal(tap(surface, 100, 100, { at: 1000 }), 1050);
  surface.advance(1500);
  assert.deepEqual(lines, ['220 double tap recognized', '220 tap failed', '1350 double tap failed', '1350 tap recognized']);

  const other = await scenario();
  other.surface.addRecognizer('longPress', null, { name: 'hold' });
  other.surface.addRecognizer('pan', null, { name: 'pan' });
  assert.equal(longPress(other.surface, 50, 50, { at: 0, duration: 700 }), 700);
  assert.equal(drag(other.surface, [[10, 10], [30, 10], [60, 10]], { at: 1000, step: 20 }), 1040);
  // The hold took the first touch (the pan failed then); the drag's pan beats the next hold.
  assert.deepEqual(other.lines, ['500 hold began', '500 pan failed', '700 hold ended', '1020 hold failed', '1020 pan began', '1040 pan changed', '1040 pan ended']);
});

test('two fingers pinch and rotate about a point', async () => {
  const { surface } = await scenario();
  const zoom = surface.addRecognizer('pinch', null, { name: 'zoom' });
  const turn = surface.addRecognizer('rotation', null, { name: 'turn' });
  zoom.recognizeSimultaneously(turn);
  assert.equal(pinch(surface, 200, 200, { from: 100, to: 300, at: 0, duration: 100, steps: 5 }), 100);
  assert.equal(zoom.offset, 3);
  assert.equal(rotate(surface, 200, 200, { spread: 120, to: Math.PI / 2, at: 1000 }), 1200);
  assert.equal(Math.round(turn.offset * 1000) / 1000, Math.round((Math.PI / 2) * 1000) / 1000);
});

test('a file that is not a recording, is newer, or is cut short is refused saying so', () => {
  const good = { format: 'fingerplay-recording', version: 1, start: 0, width: 100, height: 100, views: [], input: [['layout', []]], transitions: [] };
  assert.equal(checkRecording(JSON.stringify(good)).width, 100);
  const whole = { ...good, version: 3, input: [['layout', []], [0, 'down', 1, 5, 5, 'touch'], [40, 'up', 1, 5, 5, 'touch']], transitions: ['[40,"tap","ended",5,5,1]'], end: { input: 3, transitions: 1 } };
  assert.equal(checkRecording(JSON.stringify(whole)).end.input, 3);
  const refusals = [
    [JSON.stringify(good).slice(0, 40), /the recording is not complete JSON — cut short, or not a recording/],
    [{ ...good, format: 'hammer' }, /this is not a gesture recording \(its "format" is not "fingerplay-recording"\)/],
    [{ ...good, version: RECORDING_VERSION + 1 }, new RegExp(`format version ${RECORDING_VERSION + 1}, newer than this fingerplay.js reads \\(${RECORDING_VERSION}\\): update the package`)],
    [{ ...good, input: [] }, /the recording has no input \(cut short\?\)/],
    [{ ...good, input: [['layout', []], [0, 'press', 1, 0, 0, 'touch']] }, /the recording's input 1 is malformed: \[0,"press",1,0,0,"touch"\]/],
    // Version 3 says how much it held: a file cut where what is left is still JSON is refused.
    [{ ...whole, input: whole.input.slice(0, 2) }, /the recording is cut short: it holds 2 input steps and 1 transitions of the 3 and 1 it ended with/],
    [{ ...whole, transitions: [] }, /the recording is cut short: it holds 3 input steps and 0 transitions of the 3 and 1 it ended with/],
    [{ ...whole, end: undefined }, /the recording has no "end" \(cut short, or taken before it was stopped\?\)/],
  ];
  for (const [file, message] of refusals) assert.throws(() => checkRecording(file, 'replayRecording'), (e) => e instanceof TypeError && message.test(e.message) && e.message.startsWith('fingerplay/testing: replayRecording: '));
});
