// A surface on an element hears a gesture's moves and lifts on the window while its pointers are
// down, and keeps those listeners 2 s after the last lift for the next gesture: adding and
// removing them each gesture cost a fresh page's tap more than the engine did. Under Node, the
// element and the window are stand-ins that keep the listeners they are given; time is mocked
// (the timers and the page's clock, performance.now(), move together).
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface } from '../dist/fingerplay.js';
import { standInElement } from './helpers.js';

// A touch's pointer event as the DOM gives it, on the surface's element, at `timeStamp` ms.
const touch = (element, timeStamp, x = 100) => ({ pointerId: 7, pointerType: 'touch', button: 0, clientX: x, clientY: 100, timeStamp, target: element, cancelable: false });

// Mocks setTimeout and the page's clock from now on (performance.now() reads the mocked Date);
// returns what puts them back.
function mockTime() {
  const now = performance.now;
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: Math.ceil(now.call(performance)) });
  performance.now = () => Date.now();
  return () => {
    mock.timers.reset();
    performance.now = now;
  };
}

// Moves the mocked time on `ms`, a millisecond at a time: a timer due meanwhile runs at its own
// time (a single tick runs it with the clock already at the tick's end).
function advance(ms) {
  for (let i = 0; i < ms; i++) mock.timers.tick(1);
}

test("the window's listeners come with a gesture's first touch and go 2 s after its last lift, unless another gesture comes first", async () => {
  const element = standInElement();
  // No rehearsal and no keys: the stand-in has no idle callbacks and no attributes.
  const surface = await GestureSurface.create(element, { warmUp: false, keyboard: false });
  const heard = [];
  surface.addRecognizer('tap', element).addAction((e) => heard.push(e.state));
  const realTime = mockTime();
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
    mock.timers.tick(1460);
    element.fire('pointerdown', touch(element, t + 1500));
    mock.timers.tick(16);
    assert.deepEqual([window.count('pointermove'), window.count('pointerup')], [1, 1]);
    window.fire('pointermove', touch(element, t + 1516, 160));
    mock.timers.tick(16);
    window.fire('pointerup', touch(element, t + 1532, 160));
    // A lift of a pointer the surface does not hold (a click elsewhere) neither keeps nor takes them.
    mock.timers.tick(1999);
    window.fire('pointerup', { ...touch(element, t + 3531), pointerId: 9 });
    assert.equal(window.count('pointerup'), 1);
    mock.timers.tick(1);
    assert.deepEqual([window.count('pointermove'), window.count('pointerup'), window.count('pointercancel')], [0, 0, 0]);
    // The second touch moved 60 px: no tap.
    assert.deepEqual(heard, ['recognized']);
  } finally {
    realTime();
    surface.destroy();
  }
});

test('a run of gestures sets one timer for the listeners, not one a gesture', async () => {
  const element = standInElement();
  const surface = await GestureSurface.create(element, { warmUp: false, keyboard: false });
  surface.addRecognizer('pan', element);
  const realTime = mockTime();
  const set = mock.method(globalThis, 'setTimeout');
  try {
    const t = performance.now();
    // Ten taps, 300 ms apart: the listeners come once and stay.
    for (let i = 0; i < 10; i++) {
      element.fire('pointerdown', touch(element, t + 300 * i));
      advance(40);
      window.fire('pointerup', touch(element, t + 300 * i + 40));
      advance(260);
    }
    // The first lift's timer (at 40 ms), and when it ran at 2,040 — the last lift then at 1,840 —
    // one for what was left of that lift's 2 s.
    assert.deepEqual(set.mock.calls.map((call) => call.arguments[1]), [2000, 1800]);
    assert.equal(window.count('pointermove'), 1);
    // The last lift was at 2,740 ms: at 3,840 the timer waits 900 ms more, and the listeners go at 4,740.
    advance(4739 - 3000);
    assert.deepEqual(set.mock.calls.map((call) => call.arguments[1]), [2000, 1800, 900]);
    assert.equal(window.count('pointermove'), 1);
    advance(1);
    assert.equal(window.count('pointermove'), 0);
  } finally {
    set.mock.restore();
    realTime();
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
