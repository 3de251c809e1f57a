// fingerplay.js under Node, on headless surfaces: each scenario a setup, a timed trace and the
// transitions expected, exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface, GestureRecognizer, RECOGNIZER_KINDS, VERSION, loadFingerplay } from '../dist/fingerplay.js';
import { scenario, tap, drag } from './helpers.js';

test('a tap waits for the double tap to fail, then fires', async () => {
  const { surface, lines } = await scenario();
  const card = surface.addView({ x: 0, y: 0, width: 100, height: 140 });
  const single = surface.addRecognizer('tap', card, { name: 'tap' });
  const double = surface.addRecognizer('tap', card, { name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  tap(surface, 50, 70, 0, 60);
  surface.advance(500);
  assert.deepEqual(lines, ['360 double tap failed (no tap 2 within 300 ms)', '360 tap recognized']);
  tap(surface, 50, 70, 1000, 40);
  tap(surface, 52, 71, 1120, 40);
  assert.deepEqual(lines.slice(2), ['1160 double tap recognized', '1160 tap failed (required failure of double tap: it recognized)']);
});

test('time moved to a timer\'s deadline exactly runs it: the double tap\'s window closing at 1,376 ms', async () => {
  // Milliseconds to seconds and back do not always meet: 1.026 s + 50 ms + 300 ms is 1376 ms
  // written out, and 1376 ms read back fell short of it, so the window stayed open until 1,377.
  const { surface, lines } = await scenario();
  const single = surface.addRecognizer('tap', null, { name: 'tap' });
  const double = surface.addRecognizer('tap', null, { name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  surface.advance(1026);
  tap(surface, 100, 100, 1026, 50);
  surface.advance(1375);
  assert.deepEqual(lines, []);
  surface.advance(1376);
  assert.deepEqual(lines, ['1376 double tap failed (no tap 2 within 300 ms)', '1376 tap recognized']);
});

test('recognizers added and removed while a tap waits out the double-tap window: the tap still fires', async () => {
  const { surface, lines } = await scenario();
  const single = surface.addRecognizer('tap', null, { name: 'tap' });
  const double = surface.addRecognizer('tap', null, { name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  tap(surface, 50, 50, 0, 40);
  surface.advance(100);
  const extra = surface.addRecognizer('pan', surface.addView({ x: 200, y: 200, width: 50, height: 50 }), { name: 'extra' });
  surface.advance(200);
  surface.removeRecognizer(extra);
  surface.advance(400);
  assert.deepEqual(lines, ['340 double tap failed (no tap 2 within 300 ms)', '340 tap recognized']);
});

test('1,000 recognizers added, then removed one at a time, take milliseconds', async () => {
  const { surface } = await scenario();
  const views = Array.from({ length: 10 }, (_, i) => surface.addView({ x: 40 * i, y: 0, width: 40, height: 40 }));
  const start = performance.now();
  const made = Array.from({ length: 1000 }, (_, i) => surface.addRecognizer(RECOGNIZER_KINDS[i % 6], views[i % 10], { name: `r${i}` }));
  const added = performance.now() - start;
  for (const r of made) surface.removeRecognizer(r);
  const removed = performance.now() - start - added;
  assert.equal(surface.recognizers.length, 0);
  assert.ok(added < 500 && removed < 500, `added in ${added.toFixed(1)} ms, removed in ${removed.toFixed(1)} ms`);
});

test('records are read right after the module\'s memory grows under a live surface', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const seen = [];
  pan.addAction((e) => seen.push([e.state, e.translation.x, e.translation.y]));
  drag(surface, [[10, 10], [30, 10], [50, 10]], 0);
  const memory = (await loadFingerplay()).memory;
  const before = memory.buffer.byteLength;
  // Enough recognizers that the module asks for more memory (their names stay in JavaScript).
  const view = surface.addView({ x: 200, y: 200, width: 10, height: 10 });
  for (let i = 0; i < 3000; i++) surface.addRecognizer('tap', view, { name: `padding ${i}` });
  assert.ok(memory.buffer.byteLength > before, `the memory stayed at ${before} bytes`);
  drag(surface, [[10, 10], [10, 40], [10, 70]], 1000);
  assert.deepEqual(seen, [['began', 20, 0], ['changed', 40, 0], ['ended', 40, 0], ['began', 0, 30], ['changed', 0, 60], ['ended', 0, 60]]);
});

test('forty recognizers failing in one step are all reported, in order, with their reasons', async () => {
  const { surface, lines } = await scenario();
  const card = surface.addView({ x: 0, y: 0, width: 200, height: 200 });
  for (let i = 0; i < 40; i++) surface.addRecognizer('tap', card, { name: `tap ${String(i).padStart(2, '0')}` });
  drag(surface, [[50, 50], [80, 50]], 0, { lift: false });
  assert.equal(lines.length, 40);
  assert.deepEqual(lines.slice(0, 2), ['16 tap 00 failed (moved 30 pt, slop 10 pt)', '16 tap 01 failed (moved 30 pt, slop 10 pt)']);
  assert.equal(lines.at(-1), '16 tap 39 failed (moved 30 pt, slop 10 pt)');
});

test('every cancellation reaches the page as cancelled: cancelAllTouches, isEnabled = false, removal', async () => {
  for (const [cause, reason] of [['cancelAllTouches', 'touch cancelled'], ['disable', 'disabled'], ['remove', 'removed from its view']]) {
    const { surface, lines } = await scenario();
    const pan = surface.addRecognizer('pan', null, { name: 'pan' });
    const seen = [];
    pan.addAction((e) => seen.push(e.state));
    drag(surface, [[10, 10], [30, 10], [50, 10]], 0, { lift: false });
    if (cause === 'cancelAllTouches') surface.cancelAllTouches();
    if (cause === 'disable') pan.isEnabled = false;
    if (cause === 'remove') surface.removeRecognizer(pan);
    assert.deepEqual(seen, ['began', 'changed', 'cancelled'], cause);
    assert.equal(lines.at(-1), `32 pan cancelled (${reason})`, cause);
    assert.equal(pan.state, 'cancelled');
  }
});

test('times are milliseconds: minimumPressDuration 500 begins at 500 ms', async () => {
  const { surface, lines } = await scenario();
  surface.addRecognizer('longPress', null, { name: 'hold', minimumPressDuration: 500 });
  surface.dispatchPointerEvent('pointerdown', { pointerId: 1, x: 10, y: 10, timeStamp: 0 });
  surface.advance(499);
  assert.deepEqual(lines, []);
  surface.advance(600);
  surface.dispatchPointerEvent('pointerup', { pointerId: 1, x: 10, y: 10, timeStamp: 700 });
  assert.deepEqual(lines, ['500 hold began', '700 hold ended']);
});

test('bad options throw at addRecognizer, naming the option, and leave the surface working', async () => {
  const { surface, lines } = await scenario();
  const cases = [
    [['longPress', null, { minimumPressDuraton: 500 }], TypeError, 'fingerplay: addRecognizer(\'longPress\'): unknown option "minimumPressDuraton" — did you mean "minimumPressDuration"?'],
    [['tap', null, { numberOfTapsRequired: '2' }], TypeError, 'fingerplay: addRecognizer(\'tap\'): "numberOfTapsRequired" must be a whole number of at least 1, not "2"'],
    [['tap', null, { numberOfTapsRequired: 0 }], RangeError, 'fingerplay: addRecognizer(\'tap\'): "numberOfTapsRequired" must be a whole number of at least 1, not 0'],
    [['swipe', null, { direction: 'sideways' }], RangeError, 'fingerplay: addRecognizer(\'swipe\'): "direction" has an unknown value "sideways" (right, left, up, down, all)'],
    [['pan', null, { minimumNumberOfTouches: 3, maximumNumberOfTouches: 2 }], RangeError, 'fingerplay: addRecognizer(\'pan\'): "maximumNumberOfTouches" (2) is below "minimumNumberOfTouches" (3)'],
    [['pan', null, { direction: 'left' }], TypeError, 'fingerplay: addRecognizer(\'pan\'): unknown option "direction" (an option of swipe)'],
    [['longPress', null, { minimumPressDuration: -1 }], RangeError, 'fingerplay: addRecognizer(\'longPress\'): "minimumPressDuration" must be at least 0 and finite (milliseconds), not -1'],
    [['stroke', null, {}], TypeError, "fingerplay: addRecognizer('stroke'): drawn gestures are in the module with strokes — make the surface with { strokes: true }"],
    [['pinchh', null, {}], TypeError, 'fingerplay: addRecognizer: unknown kind "pinchh" (tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover, shake, stroke)'],
    [['tap', {}, {}], TypeError, 'fingerplay: addRecognizer: the view is not a view of this surface (addView makes them)'],
  ];
  for (const [args, type, message] of cases) {
    assert.throws(() => surface.addRecognizer(...args), (e) => e instanceof type && e.message === message, message);
  }
  assert.equal(surface.recognizers.length, 0);
  surface.addRecognizer('tap', null, { name: 'tap' });
  tap(surface, 10, 10, 0);
  assert.deepEqual(lines, ['50 tap recognized']);
});

test("a delegate's shouldBegin sees the gesture about to begin: a pan for horizontal drags only", async () => {
  const { surface, lines } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const asked = [];
  pan.delegate = {
    shouldBegin(r, e) {
      asked.push([r === pan, e.state, e.translation.x, e.translation.y, e.x, e.y]);
      return Math.abs(e.translation.x) > Math.abs(e.translation.y);
    },
  };
  drag(surface, [[100, 100], [102, 112], [104, 124]], 0);
  drag(surface, [[100, 100], [112, 102], [124, 104]], 1000);
  assert.deepEqual(asked, [[true, 'began', 2, 12, 102, 112], [true, 'began', 12, 2, 112, 102]]);
  assert.deepEqual(lines, ['16 pan failed (delegate declined to begin)', '1016 pan began', '1032 pan changed', '1032 pan ended']);
});

test('a throwing action is reported; the other actions and later gestures carry on', async () => {
  const { surface } = await scenario();
  const errors = [];
  surface.onError = (error, recognizer) => errors.push([error.message, recognizer.name]);
  const t = surface.addRecognizer('tap', null, { name: 'tap' });
  const heard = [];
  t.addAction(() => { throw new Error('boom'); });
  t.addAction((e) => heard.push(e.time));
  tap(surface, 10, 10, 0);
  tap(surface, 10, 10, 1000);
  assert.deepEqual(errors, [['boom', 'tap'], ['boom', 'tap']]);
  assert.deepEqual(heard, [50, 1050]);
});

test('actions changed by an action: one removed meanwhile is not run, one added runs from the next transition', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const heard = [];
  let late = null;
  pan.addAction((e) => {
    heard.push(`first ${e.state}`);
    if (e.state === 'began') {
      pan.removeAction(second);
      late = pan.addAction((e2) => heard.push(`late ${e2.state}`));
    }
  });
  const second = pan.addAction((e) => heard.push(`second ${e.state}`));
  drag(surface, [[100, 100], [115, 100], [125, 100]], 0);
  assert.deepEqual(heard, ['first began', 'first changed', 'late changed', 'first ended', 'late ended']);
  assert.equal(pan.removeAction(second), false);
  assert.equal(pan.removeAction(late), true);
});

test('each kind\'s event carries its own values: a pan, a pinch and a rotation at once', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const pinch = surface.addRecognizer('pinch', null, { name: 'pinch' });
  const rotation = surface.addRecognizer('rotation', null, { name: 'rotation' });
  pan.recognizeSimultaneously(pinch); pan.recognizeSimultaneously(rotation); pinch.recognizeSimultaneously(rotation);
  const seen = [];
  const fields = ['translation', 'delta', 'scale', 'rotation', 'velocity', 'direction', 'name', 'score'];
  for (const r of [pan, pinch, rotation]) r.addAction((e) => seen.push([r.name, e.state, JSON.stringify(Object.fromEntries(fields.filter((k) => k in e).map((k) => [k, e[k]])))]));
  surface.dispatchPointerEvents([['pointerdown', { pointerId: 1, x: 100, y: 200, timeStamp: 0 }], ['pointerdown', { pointerId: 2, x: 200, y: 200, timeStamp: 0 }]]);
  surface.dispatchPointerEvents([['pointermove', { pointerId: 1, x: 80, y: 220, timeStamp: 16 }], ['pointermove', { pointerId: 2, x: 240, y: 170, timeStamp: 16 }]]);
  // The centroid moved (10, −5) px in 16 ms; the fingers' distance 100 → √28100 px; their
  // line turned atan2(−50, 160) rad.
  assert.deepEqual(seen, [
    ['pinch', 'began', '{"scale":1.676305461424021,"velocity":42.26909133900131}'],
    ['rotation', 'began', '{"rotation":-0.3028848683749714,"velocity":-18.930304273435713}'],
    ['pan', 'began', '{"translation":{"x":10,"y":-5},"delta":{"x":10,"y":-5},"velocity":{"x":625,"y":-312.5}}'],
  ]);
});

test('pans report delta besides translation; pinches and rotations their velocity', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan', maximumNumberOfTouches: 1 });
  const deltas = [];
  pan.addAction((e) => deltas.push([e.state, e.translation.x, e.delta.x]));
  drag(surface, [[100, 100], [115, 100], [125, 100], [140, 100]], 0);
  assert.deepEqual(deltas, [['began', 15, 15], ['changed', 25, 10], ['changed', 40, 15], ['ended', 40, 0]]);

  const two = await scenario();
  const pinch = two.surface.addRecognizer('pinch', null, { name: 'pinch' });
  const seen = [];
  pinch.addAction((e) => seen.push([e.state, +e.scale.toFixed(3), Math.round(e.velocity * 100) / 100, e.pointers.map((p) => p.pointerId)]));
  const fingers = (spread, t, type) => two.surface.dispatchPointerEvents([
    [type, { pointerId: 1, x: 200 - spread / 2, y: 200, timeStamp: t }],
    [type, { pointerId: 2, x: 200 + spread / 2, y: 200, timeStamp: t }],
  ]);
  fingers(100, 0, 'pointerdown');
  for (let i = 1; i <= 5; i++) fingers(100 + 20 * i, 20 * i, 'pointermove');
  assert.deepEqual(seen.map(([s, scale, , ids]) => [s, scale, ids]), [['began', 1.2, [1, 2]], ['changed', 1.4, [1, 2]], ['changed', 1.6, [1, 2]], ['changed', 1.8, [1, 2]], ['changed', 2, [1, 2]]]);
  assert.ok(seen.at(-1)[2] > 5 && seen.at(-1)[2] < 15, `scale velocity ${seen.at(-1)[2]} /s`);
});

test('relations change in place: without the requirement a tap is immediate', async () => {
  const { surface, lines } = await scenario();
  const single = surface.addRecognizer('tap', null, { name: 'tap' });
  const double = surface.addRecognizer('tap', null, { name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  single.removeFailureRequirement(double);
  tap(surface, 10, 10, 0);
  assert.deepEqual(lines, ['50 tap recognized', '50 double tap failed (tap took the touches first)']);
});

test('recognizers alike on one element: the one added first takes the touches, whatever their names', async () => {
  const { surface, lines } = await scenario();
  surface.addRecognizer('tap', null, { name: 'b' });
  surface.addRecognizer('tap', null, { name: 'a' });
  tap(surface, 10, 10, 0);
  assert.deepEqual(lines, ['50 b recognized', '50 a failed (b took the touches first)']);
});

test('a removed recognizer and a destroyed surface refuse use with a clear error', async () => {
  const { surface } = await scenario();
  const a = surface.addRecognizer('tap', null, { name: 'a' });
  const b = surface.addRecognizer('tap', null, { name: 'b' });
  surface.removeRecognizer(a);
  assert.throws(() => b.requireToFail(a), { message: 'fingerplay: requireToFail: the recognizer was removed from its surface' });
  assert.throws(() => a.addAction(() => {}), { message: 'fingerplay: addAction: the recognizer was removed from its surface' });
  surface.destroy();
  assert.throws(() => surface.addRecognizer('tap'), { message: 'fingerplay: addRecognizer: the surface was destroyed' });
  assert.throws(() => (b.isEnabled = false), { message: 'fingerplay: isEnabled: the surface was destroyed' });
  assert.equal(b.isAttached, false);
});

test('a stroke recognizer names the template drawn (the module with strokes)', async () => {
  const { surface, lines } = await scenario({ strokes: true });
  const circle = Array.from({ length: 33 }, (_, i) => [100 * Math.cos((i * Math.PI) / 16), 100 * Math.sin((i * Math.PI) / 16)]);
  const line = [[0, 0], [100, 0]];
  const shape = surface.addRecognizer('stroke', null, { name: 'shape', templates: [{ name: 'circle', points: circle }, { name: 'line', points: line }], rejectedNames: ['line'] });
  drag(surface, Array.from({ length: 25 }, (_, i) => [200 + 60 * Math.cos((i * Math.PI) / 12), 200 + 60 * Math.sin((i * Math.PI) / 12)]), 0);
  assert.equal(shape.lastEvent.name, 'circle');
  assert.ok(shape.lastEvent.score > 2.5);
  drag(surface, [[50, 50], [100, 50], [150, 50], [200, 50]], 1000);
  assert.deepEqual(lines.slice(1), ['1048 shape failed (looks like a line)']);
});

test('the package says what it is', async () => {
  assert.equal(VERSION, '0.1.0');
  assert.equal(typeof GestureRecognizer, 'function');
  await assert.rejects(() => GestureSurface.create(null), { name: 'TypeError', message: 'fingerplay: GestureSurface.create needs an element, not null' });
});

test('a stroke recognizer needs its templates', async () => {
  const { surface } = await scenario({ strokes: true });
  assert.throws(() => surface.addRecognizer('stroke', null, {}),
    { name: 'TypeError', message: 'fingerplay: addRecognizer(\'stroke\'): a stroke recognizer needs "templates": [{name, points: [[x, y], …]}, …]' });
});

test('an action that sends input of its own: each event reaches the engine once', async () => {
  const { surface, lines } = await scenario();
  const a = surface.addRecognizer('tap', surface.addView({ x: 0, y: 0, width: 50, height: 50 }), { name: 'a' });
  surface.addRecognizer('tap', surface.addView({ x: 300, y: 300, width: 50, height: 50 }), { name: 'b' });
  // a's tap is recognized while its lift is being handed over; the action sends a tap on b.
  a.addAction(() => {
    surface.dispatchPointerEvent('pointerdown', { pointerId: 9, x: 320, y: 320, timeStamp: 60 });
    surface.dispatchPointerEvent('pointerup', { pointerId: 9, x: 320, y: 320, timeStamp: 70 });
  });
  surface.dispatchPointerEvent('pointerdown', { pointerId: 1, x: 10, y: 10, timeStamp: 0 });
  surface.dispatchPointerEvent('pointerup', { pointerId: 1, x: 10, y: 10, timeStamp: 50 });
  surface.advance(1000);
  assert.deepEqual(lines, ['50 a recognized', '70 b recognized']);
});
