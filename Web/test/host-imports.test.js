// The page build imports its delegate questions from the page: both modules import exactly the
// contract's host functions (abi.js, generated from Wasm/Page/PageContract.swift), and the
// surface's loader supplies them — a surface with a delegate on each hook gets its answers.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { HOST_MODULE, HOST_SHOULD_BEGIN, HOST_SHOULD_RECEIVE, HOST_SHOULD_RECOGNIZE_SIMULTANEOUSLY } from '../src/abi.js';
import { scenario, tap } from './helpers.js';

test("each module imports the contract's host functions and nothing else", () => {
  const expected = [HOST_SHOULD_BEGIN, HOST_SHOULD_RECEIVE, HOST_SHOULD_RECOGNIZE_SIMULTANEOUSLY].map((name) => `${HOST_MODULE}.${name}`).sort();
  for (const file of ['fingerplay.wasm', 'fingerplay-strokes.wasm']) {
    const module = new WebAssembly.Module(readFileSync(new URL(`../dist/${file}`, import.meta.url)));
    assert.deepEqual(WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`).sort(), expected, file);
  }
});

test('the loader answers every host function from the page’s delegates', async () => {
  const { surface, lines } = await scenario();
  const asked = [];
  const tapper = surface.addRecognizer('tap', null, { name: 'tap' });
  const other = surface.addRecognizer('tap', null, { name: 'other' });
  tapper.delegate = {
    shouldBegin: () => (asked.push('begin'), true),
    shouldReceive: () => (asked.push('receive'), true),
    shouldRecognizeSimultaneously: () => (asked.push('together'), true),
  };
  tap(surface, 10, 10, 0);
  assert.deepEqual([...new Set(asked)].sort(), ['begin', 'receive', 'together']);
  assert.deepEqual(lines, ['50 tap recognized', '50 other recognized']);
  assert.ok(other.isAttached);
});
