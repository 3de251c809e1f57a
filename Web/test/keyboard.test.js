// Keys as gestures, on headless surfaces: each scenario a set-up, a timed trace of keys and the
// transitions expected, exactly — every one from keys saying pointerType 'keyboard'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface } from '../dist/fingerplay.js';
import { press } from '../dist/testing.js';
import { keyHelp, strokeKeysOf } from '../src/keyboard.js';
import { keyAction, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT } from '../src/surface-key-play.js';
import { checkSurfaceOptions } from '../src/surface-options.js';

/** A headless surface whose transitions are lines: "t name state pointerType (reason) values". */
async function keyed({ strokes = false } = {}) {
  const surface = await GestureSurface.headless({ width: 400, height: 400, strokes });
  const lines = [];
  surface.onTransition = (r, e) => {
    const values = e.translation ? ` ${e.translation.x},${e.translation.y}` : e.scale !== undefined ? ` ×${e.scale.toFixed(4)}`
      : e.rotation !== undefined ? ` ${e.rotation.toFixed(4)} rad` : e.direction ? ` ${e.direction}` : e.name ? ` ${e.name}` : '';
    lines.push(`${e.time} ${r.name} ${e.state} ${e.pointerType}${e.reason ? ` (${e.reason})` : ''}${values}`);
  };
  const key = (type, k, target, timeStamp, more = {}) => surface.dispatchKeyboardEvent(type, { key: k, target, timeStamp, ...more });
  return { surface, lines, key };
}

// A card with a tap that waits for a double tap, a long press and a pan, as a photo has them.
async function card() {
  const k = await keyed();
  const view = k.surface.addView({ x: 100, y: 100, width: 100, height: 100 });
  const tap = k.surface.addRecognizer('tap', view, { name: 'tap' });
  const double = k.surface.addRecognizer('tap', view, { name: 'double', numberOfTapsRequired: 2 });
  tap.requireToFail(double);
  k.surface.addRecognizer('longPress', view, { name: 'long' });
  const pan = k.surface.addRecognizer('pan', view, { name: 'pan' });
  return { ...k, view, pan };
}

test('Enter taps once the double tap is ruled out; Enter then Space within the interval is a double tap', async () => {
  const { surface, lines, key, view } = await card();
  assert.equal(key('keydown', 'Enter', view, 0), true);
  assert.equal(key('keyup', 'Enter', view, 50), true);
  surface.advance(1000);
  assert.deepEqual(lines.filter((l) => /tap|double/.test(l)), ['350 double failed keyboard (no tap 2 within 300 ms)', '350 tap recognized keyboard']);
  lines.length = 0;
  key('keydown', 'Enter', view, 1000);
  key('keyup', 'Enter', view, 1050);
  key('keydown', ' ', view, 1150);
  key('keyup', ' ', view, 1200);
  assert.deepEqual(lines.slice(-4), [
    '1200 double recognized keyboard', '1200 tap failed keyboard (required failure of double: it recognized)',
    '1200 long failed keyboard (double took the touches first)', '1200 pan failed keyboard (double took the touches first) 0,0',
  ]);
});

test('Enter held past the long press\'s duration is a long press; Shift+F10 and ContextMenu are one at once', async () => {
  const { surface, lines, key, view } = await card();
  key('keydown', 'Enter', view, 0);
  surface.advance(600);
  key('keyup', 'Enter', view, 700);
  assert.deepEqual(lines, [
    '500 long began keyboard', '500 double failed keyboard (long took the touches first)',
    '500 tap failed keyboard (long took the touches first)', '500 pan failed keyboard (long took the touches first) 0,0',
    '700 long ended keyboard',
  ]);
  lines.length = 0;
  assert.equal(key('keydown', 'F10', view, 1000, { shiftKey: true }), true);
  assert.deepEqual([lines[0], lines.at(-1)], ['1000 long began keyboard', '1000 long ended keyboard']);
  lines.length = 0;
  key('keydown', 'ContextMenu', view, 2000);
  assert.deepEqual([lines[0], lines.at(-1)], ['2000 long began keyboard', '2000 long ended keyboard']);
  // The long press waits its own 500 ms again afterwards.
  lines.length = 0;
  key('keydown', 'Enter', view, 3000);
  surface.advance(3400);
  assert.deepEqual(lines, []);
});

test('a held key does not repeat a tap', async () => {
  const { surface, lines, key, view } = await card();
  key('keydown', 'Enter', view, 0);
  assert.equal(key('keydown', 'Enter', view, 30, { repeat: true }), true);
  key('keyup', 'Enter', view, 60);
  surface.advance(1000);
  assert.deepEqual(lines.filter((l) => /^\d+ tap /.test(l)), ['360 tap recognized keyboard']);
});

test('arrow presses close together are one pan, 10 px a press, Shift 100, Alt 1; it ends 500 ms after the last key is up', async () => {
  const { surface, lines, key, view, pan } = await card();
  const offsets = [];
  pan.addAction((e) => offsets.push(e.offset));
  key('keydown', 'ArrowRight', view, 0);
  key('keyup', 'ArrowRight', view, 50);
  key('keydown', 'ArrowDown', view, 200, { shiftKey: true });
  key('keyup', 'ArrowDown', view, 250, { shiftKey: true });
  key('keydown', 'ArrowLeft', view, 400, { altKey: true });
  key('keyup', 'ArrowLeft', view, 450, { altKey: true });
  surface.advance(2000);
  assert.deepEqual(lines.filter((l) => l.includes(' pan ')), [
    '0 pan began keyboard 10,0', '200 pan changed keyboard 10,100', '400 pan changed keyboard 9,100', '950 pan ended keyboard 9,100',
  ]);
  assert.deepEqual(offsets.at(-1), { x: 9, y: 100 });
});

test('Escape cancels a keyboard pan in progress; with none, it is left to the page', async () => {
  const { surface, lines, key, view } = await card();
  assert.equal(key('keydown', 'Escape', view, 0), false);
  key('keydown', 'ArrowUp', view, 100);
  assert.equal(key('keydown', 'Escape', view, 150), true);
  surface.advance(1000);
  assert.deepEqual(lines.filter((l) => l.includes(' pan ')), ['100 pan began keyboard 0,-10', '150 pan cancelled keyboard (touch cancelled) 0,-10']);
});

test('a pan along an axis fails on an arrow across it, as a finger would, and moves along it', async () => {
  const { surface, lines, key } = await keyed();
  const view = surface.addView({ x: 0, y: 0, width: 200, height: 200 });
  surface.addRecognizer('pan', view, { name: 'slider', axis: 'x', bounds: { left: 0, right: 15 } });
  key('keydown', 'ArrowDown', view, 0);
  key('keyup', 'ArrowDown', view, 50);
  surface.advance(1000);
  key('keydown', 'ArrowRight', view, 1000, { shiftKey: true });
  key('keyup', 'ArrowRight', view, 1050);
  surface.advance(2000);
  assert.deepEqual(lines, ['0 slider failed keyboard (moved across its axis (x)) 0,10', '1000 slider began keyboard 100,0', '1550 slider ended keyboard 100,0']);
  assert.deepEqual(surface.recognizers[0].offset, { x: 15, y: 0 });
});

test('+ and − pinch about the centre, ×1.25 and ×0.8 a press; R and Shift+R turn 15°; each its own kind only', async () => {
  const { surface, lines } = await keyed();
  const view = surface.addView({ x: 100, y: 100, width: 100, height: 100 });
  surface.addRecognizer('pinch', view, { name: 'pinch' });
  surface.addRecognizer('rotation', view, { name: 'turn' });
  for (const [k, at] of [['+', 0], ['+', 200], ['-', 400]]) press(surface, k, { target: view, at });
  surface.advance(1000);
  press(surface, 'r', { target: view, at: 1000 });
  press(surface, 'R', { target: view, at: 1100, shiftKey: true });
  surface.advance(2000);
  assert.deepEqual(lines, [
    '0 pinch began keyboard ×1.2500', '0 turn failed keyboard (pinch took the touches first) 0.0000 rad',
    '200 pinch changed keyboard ×1.5625', '400 pinch changed keyboard ×1.2500', '950 pinch ended keyboard ×1.2500',
    '1000 turn began keyboard 0.2618 rad', '1000 pinch failed keyboard (turn took the touches first) ×1.0000',
    '1100 turn changed keyboard 0.0000 rad', '1650 turn ended keyboard 0.0000 rad',
  ]);
});

test('an arrow swipes that way where nothing pans; Ctrl+arrow swipes where a pan takes the arrows', async () => {
  const { surface, lines, key } = await keyed();
  const strip = surface.addView({ x: 0, y: 0, width: 100, height: 100 });
  surface.addRecognizer('swipe', strip, { name: 'swipe', direction: 'all' });
  key('keydown', 'ArrowUp', strip, 0);
  key('keydown', 'ArrowLeft', strip, 100);
  const both = surface.addView({ x: 200, y: 200, width: 100, height: 100 });
  surface.addRecognizer('swipe', both, { name: 'swipe 2', direction: 'right' });
  surface.addRecognizer('pan', both, { name: 'pan' });
  key('keydown', 'ArrowRight', both, 200, { ctrlKey: true });
  assert.deepEqual(lines, ['0 swipe recognized keyboard up', '100 swipe recognized keyboard left',
    '200 swipe 2 recognized keyboard right', '200 pan failed keyboard (swipe 2 took the touches first) 60,0',
  ]);
});

test('a letter draws its stroke template across the element; S shakes; arrows pan a screen edge from the edge', async () => {
  const { surface, lines, key } = await keyed({ strokes: true });
  const circle = Array.from({ length: 33 }, (_, i) => [50 * Math.cos((i / 32) * 2 * Math.PI), 50 * Math.sin((i / 32) * 2 * Math.PI)]);
  const pad = surface.addView({ x: 200, y: 200, width: 150, height: 150 });
  surface.addRecognizer('stroke', pad, { name: 'stroke', templates: [{ name: 'circle', points: circle }, { name: 'check', key: 'v', points: [[0, 20], [20, 40], [60, 0]] }] });
  const shaker = surface.addView({ x: 0, y: 300, width: 100, height: 100 });
  surface.addRecognizer('shake', shaker, { name: 'shake' });
  surface.addRecognizer('screenEdgePan', null, { name: 'edge', edges: 'left' });
  key('keydown', 'c', pad, 0);
  key('keydown', 'v', pad, 100);
  key('keydown', 's', shaker, 200);
  key('keydown', 'ArrowRight', null, 300);
  key('keyup', 'ArrowRight', null, 350);
  surface.advance(2000);
  assert.deepEqual(lines.filter((l) => !l.includes('edge failed')), [
    '0 stroke recognized keyboard circle', '100 stroke recognized keyboard check', '200 shake recognized keyboard',
    '300 edge began keyboard 10,0', '850 edge ended keyboard 10,0',
  ]);
});

test('focus hovers a hover recognizer\'s element, blur leaves it; a screen reader\'s activation (a click with no pointer) taps', async () => {
  const { surface, lines, key } = await keyed();
  const link = surface.addView({ x: 0, y: 0, width: 50, height: 50 });
  surface.addRecognizer('hover', link, { name: 'hover' });
  surface.addRecognizer('tap', link, { name: 'tap' });
  key('focus', '', link, 0);
  key('blur', '', link, 100);
  assert.equal(key('click', '', link, 200), true);
  assert.deepEqual(lines, ['0 hover began keyboard', '100 hover ended keyboard', '200 tap recognized keyboard']);
});

test('Escape ends a hover the focus began (WCAG 1.4.13: what a hover shows can be dismissed); with no hover it is left alone', async () => {
  const { surface, lines, key } = await keyed();
  const tip = surface.addView({ x: 0, y: 0, width: 50, height: 50 });
  surface.addRecognizer('hover', tip, { name: 'hover' });
  key('focus', '', tip, 0);
  assert.deepEqual([key('keydown', 'Escape', tip, 50), key('keyup', 'Escape', tip, 60), key('keydown', 'Escape', tip, 70)], [true, false, false]);
  key('blur', '', tip, 100);
  assert.deepEqual(lines, ['0 hover began keyboard', '50 hover ended keyboard']);
});

test('a key with nothing to do does nothing; keyboard: false leaves a recognizer\'s keys to the page, on a recognizer or a surface', async () => {
  const { surface, lines, key } = await keyed();
  const view = surface.addView({ x: 0, y: 0, width: 100, height: 100 });
  surface.addRecognizer('tap', view, { name: 'tap', keyboard: false });
  surface.addRecognizer('pan', view, { name: 'pan' });
  assert.deepEqual([key('keydown', 'Enter', view, 0), key('keydown', 'x', view, 10), key('keydown', '+', view, 20)], [false, false, false]);
  assert.equal(key('keydown', 'ArrowLeft', view, 30), true);
  assert.equal(checkSurfaceOptions({ keyboard: false }).keyboard, false);
  assert.throws(() => checkSurfaceOptions({ keyboard: 1 }), /"keyboard" must be true or false/);
  assert.throws(() => surface.addRecognizer('tap', view, { keyboard: 'yes' }), /"keyboard" must be true or false/);
  assert.throws(() => surface.dispatchKeyboardEvent('keypress', { key: 'a', timeStamp: 100 }), /is not keydown, keyup, click, focus or blur/);
  assert.deepEqual(lines, ['30 pan began keyboard -10,0', '30 tap failed keyboard (pan took the touches first)']);
});

test('fingerplay/testing presses keys as it taps fingers', async () => {
  const { surface, lines, view } = await card();
  let t = press(surface, 'Enter', { target: view, at: 0 });
  t = press(surface, 'ArrowRight', { target: view, at: t + 1000 });
  surface.advance(t + 1000);
  assert.deepEqual(lines.filter((l) => / (tap|pan) (recognized|began|ended)/.test(l)), ['350 tap recognized keyboard', '1050 pan began keyboard 10,0', '1600 pan ended keyboard 10,0']);
});

test('each kind names its keys for aria-keyshortcuts and says what they do', () => {
  const help = (...kinds) => keyHelp(new Set(kinds), null);
  assert.deepEqual(help('tap'), { shortcuts: 'Enter Space Escape', description: 'Enter or Space taps; twice quickly, a double tap. Escape cancels.' });
  assert.equal(help('longPress').shortcuts, 'Enter Space Shift+F10 ContextMenu Escape');
  assert.equal(help('pan').shortcuts, 'ArrowLeft ArrowRight ArrowUp ArrowDown Escape');
  // The steps the description names are the ones the arrows take.
  assert.equal(help('pan').description, `Arrow keys move by ${KEY_PAN_STEP} px, with Shift ${KEY_PAN_STEP_SHIFT}, with Alt ${KEY_PAN_STEP_ALT}. Escape cancels.`);
  assert.deepEqual([KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT], [10, 100, 1]);
  assert.deepEqual(keyAction({ key: 'ArrowLeft', shiftKey: true }, new Set(['pan'])), { act: 'pan', dx: -100, dy: 0 });
  assert.equal(help('pan', 'swipe').shortcuts, 'ArrowLeft ArrowRight ArrowUp ArrowDown Control+ArrowLeft Control+ArrowRight Control+ArrowUp Control+ArrowDown Escape');
  assert.equal(help('pinch', 'rotation').description, 'Plus and minus zoom in and out. R turns clockwise, Shift+R back. Escape cancels.');
  assert.equal(help('pinch', 'rotation').shortcuts, 'Plus - R Shift+R Escape');
  // A hover is the focus's own: the element takes the focus, and Escape ends it.
  assert.deepEqual(help('hover'), { shortcuts: 'Escape', description: 'Focus hovers. Escape cancels.' });
  assert.equal(keyHelp(new Set(['stroke']), strokeKeysOf([{ name: 'circle' }, { name: 'check', key: 'V' }, { name: 'caret' }])).shortcuts, 'C V A Escape');
  assert.deepEqual(keyAction({ key: '+', ctrlKey: true }, new Set(['pinch'])), null);
  assert.deepEqual(keyAction({ key: 'ArrowUp', metaKey: true }, new Set(['pan'])), null);
});
