// Which kinds take an option, the code the page build knows it by and what its value is are the
// contract's (abi.js, generated from Wasm/Page/PageContract.swift); options.js has a check for
// each kind of value, and nothing else of the table.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CHECKS, checkOptions } from '../src/options.js';
import { OPTIONS, RECOGNIZER_KINDS } from '../src/abi.js';

test("every kind of value the contract's options have has a check", () => {
  const kinds = [...new Set(Object.values(OPTIONS).map(([, , type]) => type))].sort((a, b) => a - b);
  assert.deepEqual(Object.keys(CHECKS).map(Number), kinds);
});

test('an option reaches the engine with its contract code, in the engine’s units', () => {
  assert.deepEqual(checkOptions('tap', { tapSlop: 12, numberOfTapsRequired: 2, maximumTapDuration: 250 }),
    { settings: [[1, 12]], properties: [[20, 2], [22, 0.25]], own: {
      name: null, isEnabled: true, keyboard: true, options: { tapSlop: 12, numberOfTapsRequired: 2, maximumTapDuration: 250 }, templates: null,
      rejectedNames: [], movement: null,
    } });
  assert.deepEqual(checkOptions('longPress', { numberOfTapsRequired: 0 }).properties, [[20, 0]]);
  assert.throws(() => checkOptions('tap', { numberOfTapsRequired: 0 }), /"numberOfTapsRequired" must be a whole number of at least 1, not 0/);
  assert.throws(() => checkOptions('pinch', { direction: 'left' }), /unknown option "direction" \(an option of swipe\)/);
  assert.equal(RECOGNIZER_KINDS.length, 10);
});

test('quickScale is a pinch’s, true or false, kept with the options as given', () => {
  assert.equal(checkOptions('pinch', { quickScale: true }).own.options.quickScale, true);
  assert.deepEqual(checkOptions('pinch', { quickScale: false }).properties, []);
  assert.throws(() => checkOptions('pinch', { quickScale: 'yes' }), /addRecognizer\('pinch'\): "quickScale" must be true or false, not "yes"/);
  assert.throws(() => checkOptions('pan', { quickScale: true }), /addRecognizer\('pan'\): unknown option "quickScale"/);
});
