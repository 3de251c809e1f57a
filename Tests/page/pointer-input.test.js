// The arcade page's input mapping under Node, on a stand-in DOM: pointer events become the
// game's events in scene points with stamps that never go back, and a desktop's missing fingers
// are made up by fingerplay/input's DesktopFingers (the mapping fingerplay.js's surfaces use) —
// virtual fingers for a trackpad pinch and for alt+drag, and a second finger's tap on Space.
import test, { mock } from 'node:test';
import assert from 'node:assert/strict';
import { SPACE_TAP_ID, VIRTUAL_FIRST_ID } from 'fingerplay/input';
import { PointerInput } from '../../Sources/ArcadeServer/Public/pointer-input.js';
import { StandInElement, standInWindow } from './dom.js';

/** A 400 × 300 stage whose points are the scene's, offset by (10, 20) on the page. */
function setup() {
  const stage = new StandInElement();
  stage.box = { left: 10, top: 20, width: 400, height: 300 };
  const window = standInWindow();
  const events = [];
  const input = new PointerInput(stage, { toScene: (x, y) => ({ x: x - 10, y: y - 20 }), onEvent: (e) => events.push(e), window });
  return { stage, window, input, events };
}

const pointer = (pointerId, pointerType, clientX, clientY, timeStamp, extra = {}) => ({ pointerId, pointerType, clientX, clientY, timeStamp, button: 0, ...extra });

test('a finger down, moved and lifted: scene points, captured, stamps never back in time; a mouse hovers', () => {
  const { stage, events } = setup();
  const down = stage.dispatch('pointerdown', pointer(1, 'touch', 30, 40, 5));
  stage.dispatch('pointermove', pointer(1, 'touch', 35.12345, 45, 4));
  stage.dispatch('pointerup', pointer(1, 'touch', 35, 45, 12));
  stage.dispatch('pointermove', pointer(2, 'mouse', 50, 60, 13));
  stage.dispatch('pointermove', pointer(3, 'touch', 50, 60, 14));
  assert.ok(down.defaultPrevented && stage.captured.has(1));
  assert.deepEqual(events, [
    { t: 5, type: 'down', id: 1, x: 20, y: 20, kind: 'touch' },
    { t: 5, type: 'move', id: 1, x: 25.123, y: 25, kind: 'touch' },
    { t: 12, type: 'up', id: 1, x: 25, y: 25, kind: 'touch' },
    { t: 13, type: 'hover', id: 2, x: 40, y: 40, kind: 'mouse' },
  ]);
});

test('ctrl+wheel pinches with two virtual fingers about the cursor; a press lifts them first', () => {
  const { stage, events } = setup();
  // Stamps on the page's clock: a press lifts the wheel's fingers as it lands.
  const t0 = performance.now() + 10000;
  const wheel = stage.dispatch('wheel', { ctrlKey: true, deltaY: -100, clientX: 110, clientY: 120, timeStamp: t0 });
  stage.dispatch('pointerdown', pointer(1, 'touch', 30, 40, t0 + 10));
  const [a, b] = [VIRTUAL_FIRST_ID + 2, VIRTUAL_FIRST_ID + 3];
  // e, the wheel's factor for 100 px: 40 px apart become 108.731.
  const [left, right] = [45.634, 154.366];
  assert.ok(wheel.defaultPrevented);
  assert.deepEqual(events.map((e) => [e.t - t0, e.type, e.id, e.x, e.y]), [
    [0, 'down', a, 80, 100], [0, 'down', b, 120, 100], [0, 'move', a, left, 100], [0, 'move', b, right, 100],
    [10, 'up', a, left, 100], [10, 'up', b, right, 100], [10, 'down', 1, 20, 20],
  ]);
});

test('a pinch spreads the fingers at most to the stage’s shorter side', () => {
  const { stage, input } = setup();
  stage.dispatch('wheel', { ctrlKey: true, deltaY: -1000, clientX: 110, clientY: 120, timeStamp: 50 });
  assert.equal(input.fingers.current.spread, 300);
  input.releaseVirtualFingers();
  assert.equal(input.fingers.current, null);
});

test('alt+drag turns two held fingers by how far the mouse goes across; the lift ends them', () => {
  const { stage, events } = setup();
  stage.dispatch('pointerdown', pointer(7, 'mouse', 210, 120, 100, { altKey: true }));
  stage.dispatch('pointermove', pointer(7, 'mouse', 210 + 100 * Math.PI, 150, 116));
  stage.dispatch('pointerup', pointer(7, 'mouse', 210 + 100 * Math.PI, 150, 130));
  const [a, b] = [VIRTUAL_FIRST_ID + 2, VIRTUAL_FIRST_ID + 3];
  // A half turn: the fingers have swapped sides about (200, 100).
  assert.deepEqual(events.map((e) => [e.t, e.type, e.id, e.x, e.y]), [
    [100, 'down', a, 180, 100], [100, 'down', b, 220, 100], [100, 'move', a, 180, 100], [100, 'move', b, 220, 100],
    [116, 'move', a, 220, 100], [116, 'move', b, 180, 100], [130, 'up', a, 220, 100], [130, 'up', b, 180, 100],
  ]);
});

test('Space while the mouse drags taps a second finger beside it, lifted 60 ms later; not when the mouse is up', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { stage, window, events } = setup();
    const early = window.dispatch('keydown', { key: ' ', code: 'Space', repeat: false, timeStamp: 5 });
    stage.dispatch('pointerdown', pointer(1, 'mouse', 30, 40, 10));
    stage.dispatch('pointermove', pointer(1, 'mouse', 32, 41, 15));
    const key = window.dispatch('keydown', { key: ' ', code: 'Space', repeat: false, timeStamp: 20 });
    assert.ok(key.defaultPrevented && !early.defaultPrevented);
    assert.deepEqual(events.map((e) => [e.t, e.type, e.id, e.x, e.y, e.kind]), [
      [10, 'down', 1, 20, 20, 'mouse'], [15, 'move', 1, 22, 21, 'mouse'], [20, 'down', SPACE_TAP_ID, 62, 61, 'touch'],
    ]);
    mock.timers.tick(60);
    assert.deepEqual(events.slice(3).map((e) => [e.t, e.type, e.id, e.x, e.y, e.kind]), [[80, 'up', SPACE_TAP_ID, 62, 61, 'touch']]);
  } finally {
    mock.timers.reset();
  }
});
