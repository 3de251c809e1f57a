// A Gesture Lab download watched under Node: its views drawn, its fingers at a moment, the
// decisions so far, and at the end whether the arcade's WebAssembly build decides as the file says.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { callWithTexts, instantiateWasm } from 'fingerplay/wasm';
import { LabWatcher, isLabFile } from '../../Sources/ArcadeServer/Public/lab-watcher.js';
import { labVerdictText } from '../../Sources/ArcadeServer/Public/watch-page.js';

const root = new URL('../../', import.meta.url);
const wasm = process.env.FINGERPLAY_WASM || new URL('.build/wasm/fingerplay.wasm', root);
const module = { exports: await instantiateWasm(fs.readFileSync(wasm), {}), callWithTexts };
const example = (name) => fs.readFileSync(new URL(`Examples/pinch-and-rotate/${name}`, root), 'utf8');
const file = { format: 'fingerplay-lab', version: 1, setup: example('setup.json'), trace: example('trace.jsonl'),
  transitions: example('expected.jsonl').split('\n').filter(Boolean) };
const open = (f) => new LabWatcher(module, JSON.stringify(f), f, 'pinch.json');

test('a Lab file shows its views, the fingers down at a moment and the decisions so far; replayed, it decides as the file says', () => {
  assert.equal(isLabFile(file), true);
  assert.equal(isLabFile({ game: 'tapit' }), false);
  const lab = open(file);
  const o = lab.opening;
  assert.deepEqual([o.game, o.start, o.moves.length, o.moves[0].text], ['lab', 0, file.transitions.length, 'swipe failed']);
  const first = lab.seek(0);
  assert.deepEqual(first.scene.nodes.map((n) => [n.id, n.x, n.y, n.width, n.height, n.text]), [['view-photo', 300, 300, 400, 400, 'photo']]);
  assert.deepEqual([first.touches.length, first.log.length, first.verdict], [2, 1, null]);
  const end = lab.seek(1e9);
  assert.deepEqual([end.time, end.touches, end.log.length], [o.end, [], file.transitions.length]);
  assert.deepEqual(end.verdict, { matches: true, replayed: file.transitions.length, saved: file.transitions.length, why: '' });
  assert.deepEqual(labVerdictText(end.verdict), { text: `Reproduced: the same ${file.transitions.length} decisions — as in the file`, verified: true });
});

test('a Lab file whose decisions the replay does not make is not verified, and a broken one is refused', () => {
  const changed = { ...file, transitions: [...file.transitions.slice(0, -1), '{"t":999,"recognizer":"pinch","state":"ended"}'] };
  const verdict = open(changed).seek(1e9).verdict;
  assert.equal(verdict.matches, false);
  assert.equal(labVerdictText(verdict).verified, false);
  assert.match(labVerdictText(verdict).text, /^Not reproduced: the replay does not decide as the file says/);
  assert.throws(() => open({ ...file, setup: '{' }), /^Error: its setup is not JSON/);
  assert.throws(() => open({ format: 'fingerplay-lab' }), { message: 'a Gesture Lab file holds "setup", "trace" and "transitions"' });
});
