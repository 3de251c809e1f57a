// A board played together under Node: two pages, each with its confirmed and predicted
// sessions (the arcade's WebAssembly build), fed the steps a room's server would send.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { callWithTexts, instantiateWasm } from 'fingerplay/wasm';
import { LocalSession } from '../../Sources/ArcadeServer/Public/local-session.js';
import { RESTORE_CHUNK_BYTES, TeamBoard, stepTexts } from '../../Sources/ArcadeServer/Public/team-board.js';
import { PLAYER_STRIDE } from '../../Sources/ArcadeServer/Public/protocol.js';

const wasm = fs.readFileSync(process.env.FINGERPLAY_WASM || new URL('../../.build/wasm/fingerplay.wasm', import.meta.url));
const compiled = await WebAssembly.compile(wasm);
const session = async () => new LocalSession({ exports: await instantiateWasm(compiled, {}), callWithTexts });

const header = { game: 'pieces', options: {}, seed: 7, width: 800, height: 600,
  team: [{ id: 1, name: 'Ada', colour: '#ff6b6b' }, { id: 2, name: 'Bo', colour: '#4dabf7' }] };
/** Page `you`'s board, its clock at 0 when the page's reads `now`. */
const page = async (you, now = 0) => new TeamBoard(await session(), await session(), { header, you, playing: true, time: 0, steps: [] }, now);
/** A step as the server sends it: player `by`'s message `n`, at `at` s, its events on the board's ids and clock. */
const step = (by, n, at, ...events) => ({ by, n, at, inputs: events.map(([type, id, x, y]) => ({ t: at * 1000, type, id: by * PLAYER_STRIDE + id, x, y })) });
const center = (scene, id) => {
  const n = scene.scene.nodes.find((node) => node.id === id);
  return [n.x, n.y];
};

test('a player’s own drag shows at once; the server’s order, another player’s move in it, replaces the guess', async () => {
  const ada = await page(1);
  assert.deepEqual(center(ada.lastScene, 'red'), [175, 300]);
  // Ada's finger, predicted at once: down, then 100 pt right in ten moves.
  const sent = [ada.input([{ t: 0, type: 'down', id: 1, x: 175, y: 300 }], 0)];
  for (let i = 1; i <= 10; i++) sent.push(ada.input([{ t: i * 16, type: 'move', id: 1, x: 175 + i * 10, y: 300 }], i * 0.016));
  assert.deepEqual(center(ada.lastScene, 'red'), [275, 300]);
  assert.deepEqual(sent.map((m) => m.seq), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  assert.deepEqual(sent[1], { type: 'input', seq: 2, events: [{ t: 16, type: 'move', id: 1, x: 185, y: 300 }] });
  assert.equal(ada.pending.length, 11);
  // The server's order: Bo's drag of green first, then Ada's first four messages.
  const bos = [step(2, 1, 0.01, ['down', 4, 400, 300])];
  for (let i = 1; i <= 5; i++) bos.push(step(2, 1 + i, 0.01 + i * 0.016, ['move', 4, 400, 300 - i * 10]));
  const adas = sent.map((m, i) => step(1, m.seq, 0.03 + i * 0.016, [m.events[0].type, 1, m.events[0].x, 300]));
  ada.confirm([...bos, ...adas.slice(0, 4)], 0.2);
  assert.equal(ada.pending.length, 7);
  // Bo's move shows, and Ada's own still shows where she has it.
  assert.deepEqual(center(ada.lastScene, 'green'), [400, 250]);
  assert.deepEqual(center(ada.lastScene, 'red'), [275, 300]);
  ada.confirm(adas.slice(4), 0.4);
  assert.equal(ada.pending.length, 0);
  // Bo's page, sent the same steps, shows the same board.
  const bo = await page(2);
  bo.confirm([...bos, ...adas], 0.4);
  assert.deepEqual(bo.lastScene.scene, ada.lastScene.scene);
  assert.deepEqual([center(bo.lastScene, 'red'), center(bo.lastScene, 'green')], [[275, 300], [400, 250]]);
});

test('a finger on the square another player holds is refused at once, on the predicted board, and said once', async () => {
  const bo = await page(2);
  bo.confirm([step(1, 1, 0.01, ['down', 1, 175, 300])], 0.05);
  bo.input([{ t: 60, type: 'down', id: 7, x: 190, y: 310 }], 0.06);
  assert.deepEqual(bo.takeHeld(), [{ pointer: 2000007, x: 190, y: 310, node: 'red', by: 1 }]);
  bo.input([{ t: 70, type: 'move', id: 7, x: 260, y: 380 }], 0.07);
  // Confirmations run the same input again: the refusal is not said twice.
  bo.confirm([step(1, 2, 0.065, ['move', 1, 215, 300])], 0.08);
  assert.deepEqual(bo.takeHeld(), []);
  const red = bo.lastScene.scene.nodes.find((n) => n.id === 'red');
  assert.deepEqual([red.x, red.y, red.scale ?? 1, red.rotation ?? 0], [215, 300, 1, 0]);
  assert.equal(bo.player(1).name, 'Ada');
});

test('the board’s steps kept as the server wrote them, with its seal, and handed over in chunks', async () => {
  const bo = await page(2);
  const a = '{"by":1,"n":1,"at":0.0,"inputs":[{"t":0.0,"type":"down","id":1000001,"x":175.0,"y":300.0}]}';
  const b = '{"by":2,"n":1,"at":0.25,"inputs":[{"t":250.0,"type":"down","id":2000003,"x":400.0,"y":300.0,"kind":"mouse"}]}';
  const text = `{"type":"steps","steps":[${a},${b}],"count":2,"chain":"0123456789abcdef0123456789abcdef"}`;
  assert.deepEqual(stepTexts(text), [a, b]);
  bo.confirm(JSON.parse(text).steps, 0.3, text, JSON.parse(text));
  assert.deepEqual([bo.texts, bo.count, bo.chain], [[a, b], 2, '0123456789abcdef0123456789abcdef']);
  assert.deepEqual(bo.restoreMessages(), [`{"type":"restore","steps":[${a},${b}]}`]);
  // Past 48 KiB a message, the steps go in several.
  bo.texts = Array.from({ length: 700 }, () => a);
  const chunks = bo.restoreMessages();
  assert.deepEqual(chunks.map((c) => JSON.parse(c).steps.length), [534, 166]);
  assert.ok(chunks.every((c) => c.length <= RESTORE_CHUNK_BYTES + 64));
  assert.deepEqual(stepTexts('{"type":"board","steps":[],"count":0,"chain":""}'), []);
});
