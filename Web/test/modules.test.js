// Two WebAssembly modules on one page, each counting its surfaces from 0: this file runs in a
// process of its own (node --test), so the two surfaces below are both the first of their module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, tap } from './helpers.js';

test('a surface with strokes beside one without: each one\'s transitions reach its own recognizers', async () => {
  const plain = await scenario();
  const drawn = await scenario({ strokes: true });
  plain.surface.addRecognizer('tap', null, { name: 'plain tap' });
  drawn.surface.addRecognizer('tap', null, { name: 'drawn tap', delegate: { shouldBegin: () => false } });
  tap(plain.surface, 10, 10, 0);
  tap(drawn.surface, 10, 10, 0);
  assert.deepEqual(plain.lines, ['50 plain tap recognized']);
  assert.deepEqual(drawn.lines, ['50 drawn tap failed (delegate declined to begin)']);
});
