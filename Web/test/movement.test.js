// What everyday UIs need from a pan, a pinch or a rotation (src/movement.js): an offset kept
// across gestures, bounds with a rubberband's give, scale and angle limits, a pan's axis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, drag } from './helpers.js';

// The rubberband's give past a bound: `over` past it on a range `size` wide, constant 0.15.
const give = (over, size) => (over * size * 0.15) / (size + 0.15 * over);

// Two fingers about (200, 200), `spread` px apart along a line turned `angle` radians, at `t`.
function fingers(surface, type, spread, t, angle = 0) {
  const dx = (Math.cos(angle) * spread) / 2, dy = (Math.sin(angle) * spread) / 2;
  surface.dispatchPointerEvents([
    [type, { pointerId: 1, x: 200 - dx, y: 200 - dy, timeStamp: t }],
    [type, { pointerId: 2, x: 200 + dx, y: 200 + dy, timeStamp: t }],
  ]);
}

test("a pan's offset adds each drag to where the last one left off, and is set back to 0", async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const seen = [];
  pan.addAction((e) => seen.push([e.state, e.offset.x, e.offset.y]));
  drag(surface, [[100, 100], [120, 100], [160, 100]], 0);
  drag(surface, [[100, 100], [100, 130], [100, 150]], 1000);
  assert.deepEqual(seen, [['began', 20, 0], ['changed', 60, 0], ['ended', 60, 0], ['began', 60, 30], ['changed', 60, 50], ['ended', 60, 50]]);
  assert.deepEqual(pan.offset, { x: 60, y: 50 });
  pan.offset = { x: 0, y: 0 };
  drag(surface, [[100, 100], [115, 100]], 2000);
  assert.deepEqual(seen.slice(6), [['began', 15, 0], ['ended', 15, 0]]);
});

test('bounds give like a rubberband while held and settle on release; the next drag starts inside', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'card', bounds: { left: -50, right: 50, top: 0, bottom: 0 }, rubberband: true, offset: { x: 30, y: 0 } });
  const seen = [];
  pan.addAction((e) => seen.push([e.state, e.offset.x, e.offset.y]));
  // 30 + 40 is 20 past the right bound on a range 100 wide; 30 down is 30 past the bottom on a
  // range of none, given on the surface's 400 px.
  drag(surface, [[100, 100], [120, 100], [140, 130]], 0);
  assert.deepEqual(seen, [['began', 50, 0], ['changed', 50 + give(20, 100), give(30, 400)], ['ended', 50, 0]]);
  drag(surface, [[100, 100], [60, 100]], 1000);
  assert.deepEqual(seen.slice(3), [['began', 10, 0], ['ended', 10, 0]]);
  // Without a rubberband, a bound is a wall.
  const other = (await scenario()).surface;
  const wall = other.addRecognizer('pan', null, { bounds: { right: 10 } });
  const walled = [];
  wall.addAction((e) => walled.push([e.state, e.offset.x, e.offset.y]));
  drag(other, [[350, 350], [370, 360], [390, 380]], 0);
  assert.deepEqual(walled, [['began', 10, 10], ['changed', 10, 30], ['ended', 10, 30]]);
});

test('a pan along x takes horizontal drags only, and moves its offset along x alone', async () => {
  const { surface, lines } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'row', axis: 'x' });
  const seen = [];
  pan.addAction((e) => seen.push([e.state, e.translation.y, e.offset.x, e.offset.y]));
  drag(surface, [[100, 100], [103, 120], [106, 160]], 0);
  assert.deepEqual(lines, ['16 row failed (moved across its axis (x))']);
  drag(surface, [[100, 100], [120, 108], [160, 120]], 1000);
  assert.deepEqual(seen, [['began', 8, 20, 0], ['changed', 20, 60, 0], ['ended', 20, 60, 0]]);
  // Its delegate is still asked once the axis is right.
  pan.delegate = { shouldBegin: () => false };
  drag(surface, [[100, 100], [130, 100]], 2000);
  assert.equal(lines.at(-1), '2016 row failed (delegate declined to begin)');
});

test('a pinch multiplies its offset, within its scaleBounds; a rotation adds its angle, within its angleBounds', async () => {
  const { surface } = await scenario();
  const pinch = surface.addRecognizer('pinch', null, { name: 'zoom', scaleBounds: { min: 0.5, max: 2 }, rubberband: 0.5 });
  const rotation = surface.addRecognizer('rotation', null, { name: 'turn', angleBounds: { min: -1, max: 1 } });
  pinch.recognizeSimultaneously(rotation);
  const seen = [];
  // Places are kept to 0.001 px: the values to 3 places.
  for (const r of [pinch, rotation]) r.addAction((e) => seen.push([r.name, e.state, +e.offset.toFixed(3)]));
  fingers(surface, 'pointerdown', 100, 0);
  fingers(surface, 'pointermove', 150, 16, 0.5);
  fingers(surface, 'pointermove', 300, 32, 1.5);
  fingers(surface, 'pointerup', 300, 48, 1.5);
  // 3 is 1 past 2 on a range 1.5 wide, with a give of 0.5; 1.5 rad is a wall at 1.
  const over = (1 * 1.5 * 0.5) / (1.5 + 0.5 * 1);
  assert.deepEqual(seen, [
    ['zoom', 'began', 1.5], ['turn', 'began', 0.5],
    ['zoom', 'changed', +(2 + over).toFixed(3)], ['turn', 'changed', 1],
    ['zoom', 'ended', 2], ['turn', 'ended', 1],
  ]);
  assert.equal(pinch.offset, 2);
  assert.equal(rotation.offset, 1);
  pinch.offset = 1;
  fingers(surface, 'pointerdown', 100, 1000);
  fingers(surface, 'pointermove', 50, 1016);
  fingers(surface, 'pointerup', 50, 1032);
  assert.deepEqual(seen.slice(6).filter(([name]) => name === 'zoom'), [['zoom', 'began', 0.5], ['zoom', 'ended', 0.5]]);
});

test('an offset set mid-gesture moves the gesture on from there', async () => {
  const { surface } = await scenario();
  const pan = surface.addRecognizer('pan', null, { name: 'pan' });
  const seen = [];
  pan.addAction((e) => {
    seen.push([e.state, e.offset.x]);
    if (e.state === 'began') pan.offset = { x: 0, y: 0 };
  });
  drag(surface, [[100, 100], [120, 100], [150, 100]], 0);
  assert.deepEqual(seen, [['began', 20], ['changed', 30], ['ended', 30]]);
});

test('bad movement options throw at addRecognizer, naming them; a tap has no offset', async () => {
  const { surface } = await scenario();
  const cases = [
    [['pan', { axis: 'z' }], TypeError, 'fingerplay: addRecognizer(\'pan\'): "axis" must be \'x\' or \'y\', not "z"'],
    [['pan', { bounds: { left: 10, right: -10 } }], RangeError, 'fingerplay: addRecognizer(\'pan\'): "bounds".left (10) is above .right (-10)'],
    [['pan', { bounds: 5 }], TypeError, 'fingerplay: addRecognizer(\'pan\'): "bounds" must be {left, right, top, bottom} or an element'],
    [['pan', { rubberband: -1 }], TypeError, 'fingerplay: addRecognizer(\'pan\'): "rubberband" must be true, false or a number of at least 0, not -1'],
    [['pan', { offset: { x: 1 } }], TypeError, 'fingerplay: addRecognizer(\'pan\'): "offset" must be {x, y} in px, not {"x":1}'],
    [['pinch', { scaleBounds: { min: 0, max: 2 } }], TypeError, 'fingerplay: addRecognizer(\'pinch\'): "scaleBounds" must be {min, max}, min above 0'],
    [['pinch', { offset: 0 }], TypeError, 'fingerplay: addRecognizer(\'pinch\'): "offset" must be a scale above 0, not 0'],
    [['pinch', { axis: 'x' }], TypeError, 'fingerplay: addRecognizer(\'pinch\'): unknown option "axis" (an option of pan, screenEdgePan)'],
    [['tap', { bounds: {} }], TypeError, 'fingerplay: addRecognizer(\'tap\'): unknown option "bounds" (an option of pan, screenEdgePan)'],
    [['rotation', { angleBound: {} }], TypeError, 'fingerplay: addRecognizer(\'rotation\'): unknown option "angleBound" — did you mean "angleBounds"?'],
  ];
  for (const [[kind, options], Type, message] of cases) assert.throws(() => surface.addRecognizer(kind, null, options), { name: Type.name, message });
  assert.equal(surface.recognizers.length, 0);
  const tap = surface.addRecognizer('tap');
  assert.equal(tap.offset, undefined);
  assert.throws(() => { tap.offset = 1; }, { name: 'TypeError', message: 'fingerplay: offset: a tap recognizer has none (pan, screenEdgePan, pinch and rotation do)' });
  const pan = surface.addRecognizer('pan');
  assert.throws(() => { pan.offset = { x: NaN, y: 0 }; }, { name: 'TypeError', message: 'fingerplay: offset: "offset" must be {x, y} in px, not {"x":null,"y":0}' });
  assert.deepEqual(pan.offset, { x: 0, y: 0 });
});
