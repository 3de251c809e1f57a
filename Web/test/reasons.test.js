// fingerplay.js writes a failure's reason from the record's numbers; the Swift engine writes the
// same reason as `GestureReason.description`. Web/test/fixtures/reasons.json holds one reason of
// each kind — its record's numbers and the engine's words — generated from Swift
// (Tests/PageExportsTests, scripts/generate-abi), so the two renderings cannot drift apart.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { formatReason } from '../src/records.js';
import { RECORD_STRIDE, REASON_CUSTOM, SLOT_REASON, SLOT_REASON2 } from '../src/abi.js';

const samples = JSON.parse(readFileSync(new URL('./fixtures/reasons.json', import.meta.url), 'utf8'));

test('every reason the engine gives reads as the engine writes it', () => {
  for (const s of samples) {
    // The page keeps the names (the record names the other recognizer by its index) and the
    // records' text (a custom reason's offset and length in it).
    const names = {
      _nameOf: (index) => (assert.equal(index, 3), s.other),
      _text: (offset, length) => (assert.equal(s.code, REASON_CUSTOM), assert.equal(length, Buffer.byteLength(s.text)), s.text),
    };
    assert.equal(formatReason(s.code, s.a, s.b, s.c, names), s.expected, `reason ${s.code}`);
  }
});

test('the fixture covers every reason code, and a record has room for a reason and its three numbers', () => {
  assert.deepEqual([...new Set(samples.map((s) => s.code))], Array.from({ length: REASON_CUSTOM }, (_, i) => i + 1));
  assert.equal(formatReason(0, 0, 0, 0, null), null);
  assert.ok(SLOT_REASON2 === SLOT_REASON + 3 && SLOT_REASON2 < RECORD_STRIDE);
});
