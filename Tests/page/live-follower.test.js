// A game in progress followed under Node: the session a spectator's page plays from the
// `spectating` opening and the steps the game's server took, in the arcade's WebAssembly build.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { callWithTexts, instantiateWasm } from 'fingerplay/wasm';
import { LiveFollower } from '../../Sources/ArcadeServer/Public/live-follower.js';

const wasm = process.env.FINGERPLAY_WASM || new URL('../../.build/wasm/fingerplay.wasm', import.meta.url);
const module = { exports: await instantiateWasm(fs.readFileSync(wasm), {}), callWithTexts };
const opening = { game: 'tapit', options: { mode: 'standard' }, seed: 7, width: 600, height: 600 };
const node = (scene, id) => scene.scene.nodes.find((n) => n.id === id);

test('joined mid-game, the steps so far give the game as it is; later steps carry it on', () => {
  const follower = new LiveFollower(module, opening);
  assert.equal(follower.apply([]), null);
  const first = follower.apply([{ at: 0.1, press: 'newGame' }, { at: 0.5 }]);
  assert.deepEqual([first.time, node(first, 'score').text], [0.5, 'Score 0 · Best 0']);
  assert.equal(typeof node(first, 'command').text, 'string');
  // The same steps one at a time give the same picture.
  const again = new LiveFollower(module, opening);
  again.apply([{ at: 0.1, press: 'newGame' }]);
  assert.deepEqual(again.apply([{ at: 0.5 }]), first);
  assert.deepEqual([follower.steps, follower.time, again.steps], [2, 0.5, 2]);
  follower.close();
  again.close();
});

test('an opening the module cannot play, and a step back in time, say why', () => {
  assert.throws(() => new LiveFollower(module, { ...opening, game: 'chess' }), { message: 'the first line names the game: {"game": "tapit", "seed": 7, "width": 600, "height": 600}' });
  const follower = new LiveFollower(module, opening);
  follower.apply([{ at: 1 }]);
  assert.throws(() => follower.apply([{ at: 0.5 }]), { message: 'each step needs "at" (seconds), never earlier than the one before' });
  follower.close();
});
