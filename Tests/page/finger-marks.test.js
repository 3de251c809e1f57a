// The fingers of a watched record under Node: a mark per pointer down, sized by its kind and
// centred on it, a trail that ages and goes, and nothing left of a finger lifted.
import test from 'node:test';
import assert from 'node:assert/strict';
import { FingerMarks } from '../../Sources/ArcadeServer/Public/finger-marks.js';
import { StandInElement, standInDocument } from './dom.js';

const setup = () => {
  const layer = new StandInElement();
  return { layer, marks: new FingerMarks(layer, { document: standInDocument }) };
};
const shown = (layer, cls) => layer.children.filter((e) => e.className.split(' ').includes(cls));

test('each pointer down is a mark centred on it: a fingertip for touch, a dot for a mouse', () => {
  const { layer, marks } = setup();
  marks.show([{ id: 3, x: 100, y: 200, kind: 'touch' }, { id: 9, x: 50, y: 50, kind: 'mouse' }], 1);
  const [touch, mouse] = shown(layer, 'finger');
  assert.deepEqual([touch.className, touch.dataset.finger, touch.style.width, touch.style.transform], ['finger finger-touch', '3', '44px', 'translate(78px, 178px)']);
  assert.deepEqual([mouse.className, mouse.style.width, mouse.style.transform], ['finger finger-mouse', '16px', 'translate(42px, 42px)']);
  assert.equal(marks.count, 2);
});

test('a moving finger leaves a trail that fades with age and reaches back 0.3 s', () => {
  const { layer, marks } = setup();
  for (const [t, x] of [[1, 0], [1.1, 10], [1.2, 20]]) marks.show([{ id: 1, x, y: 0, kind: 'touch' }], t);
  const dots = shown(layer, 'finger-trail');
  // Two points behind the mark: 0.2 s and 0.1 s old.
  assert.deepEqual(dots.map((d) => [d.style.opacity, d.style.width]), [['0.15', '14.7px'], ['0.3', '18.3px']]);
  marks.show([{ id: 1, x: 30, y: 0, kind: 'touch' }], 1.6);
  // 0.4 s later every point behind the mark is older than the trail reaches.
  assert.equal(shown(layer, 'finger-trail').length, 0);
  marks.show([{ id: 1, x: 40, y: 0, kind: 'touch' }], 1.7);
  assert.deepEqual(shown(layer, 'finger-trail').map((d) => d.style.transform), ['translate(20.85px, -9.15px)']);
});

test('a finger lifted takes its mark and trail away; a jump clears the trails but keeps the marks', () => {
  const { layer, marks } = setup();
  marks.show([{ id: 1, x: 0, y: 0, kind: 'pen' }, { id: 2, x: 5, y: 5, kind: 'touch' }], 0);
  marks.show([{ id: 1, x: 4, y: 0, kind: 'pen' }, { id: 2, x: 9, y: 5, kind: 'touch' }], 0.05);
  assert.equal(layer.children.length, 4);
  marks.clearTrails();
  assert.equal(layer.children.length, 2);
  marks.show([{ id: 2, x: 9, y: 5, kind: 'touch' }], 0.1);
  assert.deepEqual(layer.children.map((e) => e.dataset.finger ?? 'trail'), ['2', 'trail']);
  marks.show([], 0.2);
  assert.deepEqual([layer.children.length, marks.count], [0, 0]);
});

test('a player\'s finger on a board played together is ringed in their colour and named', () => {
  const { layer, marks } = setup();
  marks.show([{ id: 2000001, x: 10, y: 10, kind: 'touch', colour: '#4dabf7', name: 'Bo' }, { id: 4, x: 90, y: 90, kind: 'touch' }], 1);
  const [bo, own] = shown(layer, 'finger');
  assert.deepEqual([bo.style.borderColor, bo.children.map((c) => [c.className, c.textContent, c.style.color])],
    ['#4dabf7', [['finger-name', 'Bo', '#4dabf7']]]);
  assert.deepEqual(own.children, []);
});
