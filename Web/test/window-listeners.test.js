// A surface on an element hears a gesture's moves and lifts on the window while its pointers are
// down, and keeps those listeners 2 s after the last lift for the next gesture: adding and
// removing them each gesture cost a fresh page's tap more than the engine did. Under Node, the
// element and the window are stand-ins that keep the listeners they are given; time is mocked.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface } from '../dist/fingerplay.js';
import { standInElement } from './helpers.js';

// A touch's pointer event as the DOM gives it, on the surface's element, at `timeStamp` ms.
const touch = (element, timeStamp, x = 100) => ({ pointerId: 7, pointerType: 'touch', button: 0, clientX: x, clientY: 100, timeStamp, target: element, cancelable: false });

test("the window's listeners come with a gesture's first touch and go 2 s after its last lift, unless another gesture comes first", async () => {
  const element = standInElement();
  // No rehearsal and no keys: the stand-in has no idle callbacks and no attributes.
  const surface = await GestureSurface.create(element, { warmUp: false, keyboard: false });
  const heard = [];
  surface.addRecognizer('tap', element).addAction((e) => heard.push(e.state));
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const t = performance.now();
    assert.equal(window.count('pointermove'), 0);
    element.fire('pointerdown', touch(element, t));
    assert.deepEqual([window.count('pointermove'), window.count('pointerup'), window.count('pointercancel')], [1, 1, 1]);
    window.fire('pointerup', touch(element, t + 40));
    assert.deepEqual(heard, ['recognized']);
    // Lifted: they stay for the next gesture…
    mock.timers.tick(1999);
    assert.deepEqual([window.count('pointermove'), window.count('pointerup'), window.count('pointercancel')], [1, 1, 1]);
    // …which lands before the 2 s are out, and is heard by the same listeners, none added twice.
    element.fire('pointerdown', touch(element, t + 1500));
    mock.timers.tick(1000);
    assert.deepEqual([window.count('pointermove'), window.count('pointerup')], [1, 1]);
    window.fire('pointermove', touch(element, t + 1516, 160));
    window.fire('pointerup', touch(element, t + 1532, 160));
    // A lift of a pointer the surface does not hold (a click elsewhere) neither keeps nor takes them.
    mock.timers.tick(1999);
    window.fire('pointerup', { ...touch(element, t + 3600), pointerId: 9 });
    assert.equal(window.count('pointerup'), 1);
    mock.timers.tick(1);
    assert.deepEqual([window.count('pointermove'), window.count('pointerup'), window.count('pointercancel')], [0, 0, 0]);
    // The second touch moved 60 px: no tap.
    assert.deepEqual(heard, ['recognized']);
  } finally {
    mock.timers.reset();
    surface.destroy();
  }
});

test("cancelAllTouches and destroy take the window's listeners off at once", async () => {
  const element = standInElement();
  const surface = await GestureSurface.create(element, { warmUp: false, keyboard: false });
  surface.addRecognizer('pan', element);
  const t = performance.now();
  element.fire('pointerdown', touch(element, t));
  window.fire('pointerup', touch(element, t + 30));
  assert.equal(window.count('pointermove'), 1);
  surface.cancelAllTouches();
  assert.equal(window.count('pointermove'), 0);
  element.fire('pointerdown', touch(element, t + 100));
  assert.equal(window.count('pointermove'), 1);
  surface.destroy();
  assert.deepEqual([window.count('pointermove'), window.count('pointerup'), window.count('pointercancel')], [0, 0, 0]);
});
