// A challenge under Node: what the page says of a result against the record, the record played
// alongside as a ghost (the arcade's WebAssembly build on a stand-in DOM), and a challenge's
// record kept while offline, sent with the result it answers.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { callWithTexts, instantiateWasm } from 'fingerplay/wasm';
import { ChallengeGhost, challengeOutcome } from '../../Sources/ArcadeServer/Public/challenge-ghost.js';
import { keepPendingRecord, submitPendingRecords } from '../../Sources/ArcadeServer/Public/pending-results.js';
import { StandInElement, standInDocument } from './dom.js';

const root = new URL('../../', import.meta.url);
const wasm = process.env.FINGERPLAY_WASM || new URL('.build/wasm/fingerplay.wasm', root);
const module = { exports: await instantiateWasm(fs.readFileSync(wasm), {}), callWithTexts };
const tapIt = fs.readFileSync(new URL('Tests/Fixtures/records/tapit-standard.json', root), 'utf8');

/** A storage in memory, as localStorage. */
const memory = () => {
  const items = new Map();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)), items };
};

test('a result against the record: more, fewer, faster, slower, a tie — and whether it beat it', () => {
  const moves = { unit: 'moves', higherIsBetter: true };
  assert.deepEqual(challengeOutcome({ value: 40, unit: 'moves' }, { ...moves, value: 38 }, 'Ada'),
    { text: '2 moves more than Ada’s 38 moves — you beat it', beat: true, tie: false });
  assert.deepEqual(challengeOutcome({ value: 37, unit: 'moves' }, { ...moves, value: 38 }, 'Ada'),
    { text: '1 move fewer than Ada’s 38 moves', beat: false, tie: false });
  assert.deepEqual(challengeOutcome({ value: 38, unit: 'moves' }, { ...moves, value: 38 }, 'Ada'),
    { text: 'the same as Ada’s 38 moves — a tie', beat: false, tie: true });
  const time = { unit: 'seconds', higherIsBetter: false, value: 65 };
  assert.equal(challengeOutcome({ value: 79.2, unit: 'seconds' }, time, 'Ada').text, '14.2 s slower than Ada’s 65.0 s');
  assert.deepEqual(challengeOutcome({ value: 60.5, unit: 'seconds' }, time, ''), { text: '4.5 s faster than 65.0 s — you beat it', beat: true, tie: false });
  assert.equal(challengeOutcome({ value: 65.02, unit: 'seconds' }, time, 'Ada').text, 'the same time as Ada’s 65.0 s — a tie');
});

test('the ghost plays the record on the challenger’s clock, in a corner by default, and the choice is kept', () => {
  const box = new StandInElement(), button = new StandInElement('button'), storage = memory();
  box.box = { left: 0, top: 0, width: 400, height: 300 };
  const ghost = new ChallengeGhost(module, tapIt, box, { button, storage, document: standInDocument });
  assert.deepEqual([ghost.mode, box.className, box.hidden, button.textContent], ['inset', 'ghost ghost-inset', false, 'Ghost: corner']);
  // 0.1 s into the board is 0.724 s of the record: its first finger down, "Swipe It!".
  ghost.show(0.1);
  const world = box.children[0];
  assert.equal(world.children.find((e) => e.dataset.id === 'command').textContent, 'Swipe It!');
  assert.equal(world.querySelectorAll('.finger').length, 1);
  // Past the record's end it stays at the end: its game over.
  ghost.show(60);
  assert.equal(world.children.find((e) => e.dataset.id === 'command').textContent, 'Game over');
  assert.equal(world.querySelectorAll('.finger').length, 0);
  button.dispatch('click');
  assert.deepEqual([ghost.mode, box.className, storage.getItem('fingerplay.ghost')], ['layer', 'ghost ghost-layer', 'layer']);
  button.dispatch('click');
  assert.deepEqual([ghost.mode, box.hidden], ['off', true]);
  assert.throws(() => ghost.setMode('big'), { name: 'RangeError', message: 'a ghost is shown as inset, layer, off, not big' });
  assert.equal(new ChallengeGhost(module, tapIt, new StandInElement(), { storage, document: standInDocument }).mode, 'off');
});

test('a challenge’s record kept offline is sent with the result it answers; a plain one without', async () => {
  const storage = memory(), sent = [];
  keepPendingRecord({ trace: '', game: 'tapit' }, { storage, challenge: 12 });
  keepPendingRecord({ trace: '', game: 'anagrams' }, { storage });
  const fetch = async (url, init) => {
    sent.push([url, JSON.parse(init.body).game]);
    return { ok: true, status: 200, json: async () => ({ summary: 'saved' }) };
  };
  const said = [];
  await submitPendingRecords('Bo', (t) => said.push(t), { storage, fetch });
  assert.deepEqual(sent, [['/api/records?player=Bo&challenge=12', 'tapit'], ['/api/records?player=Bo', 'anagrams']]);
  assert.deepEqual(said, ['Saved (played offline): saved', 'Saved (played offline): saved']);
  assert.equal(storage.getItem('fingerplay.pending'), '[]');
});

test('a record kept offline goes with its session’s ticket, which is not part of the record; one the arcade did not rank says so', async () => {
  const storage = memory(), sent = [];
  keepPendingRecord({ trace: '', game: 'tapit' }, { storage, session: { ticket: '1764.ab', bestScore: 7, live: 'f00d', seed: 3 } });
  keepPendingRecord({ trace: '', game: 'anagrams' }, { storage, session: { ticket: '1765.cd', live: 'beef' } });
  keepPendingRecord({ trace: '', game: 'pentominoes' }, { storage, session: { seed: 4 } });
  const fetch = async (url, init) => {
    sent.push([url, init.body]);
    return { ok: true, status: 200, json: async () => (url.includes('ticket') ? { summary: 'ranked' } : { summary: 'kept', unranked: 'no ticket' }) };
  };
  const said = [];
  await submitPendingRecords('Bo', (t) => said.push(t), { storage, fetch });
  assert.deepEqual(sent, [
    ['/api/records?player=Bo&ticket=1764.ab&best=7&live=f00d', '{"trace":"","game":"tapit"}'],
    ['/api/records?player=Bo&ticket=1765.cd&live=beef', '{"trace":"","game":"anagrams"}'],
    ['/api/records?player=Bo', '{"trace":"","game":"pentominoes"}'],
  ]);
  assert.deepEqual(said, ['Saved (played offline): ranked', 'Saved (played offline): ranked', 'Kept, not ranked (played offline): kept']);
});

test('the corner inset goes where it hides least of the game: pieces top right put it top left', () => {
  const stage = new StandInElement(), world = new StandInElement(), box = new StandInElement();
  stage.box = { left: 0, top: 0, width: 400, height: 300 };
  const piece = (left, top) => Object.assign(new StandInElement(), { className: 'node', box: { left, top, width: 40, height: 40 } });
  // A tray of pieces at the top right, words at the bottom right, a board-sized backdrop behind all.
  world.append(piece(300, 20), piece(340, 60), piece(320, 250), Object.assign(new StandInElement(), { className: 'node', box: { left: 0, top: 0, width: 400, height: 300 } }));
  box.parentElement = stage;
  const ghost = new ChallengeGhost(module, tapIt, box, { storage: memory(), document: standInDocument });
  assert.equal(ghost.placeInset(world), 'top-left');
  assert.deepEqual([box.style.top, box.style.left, box.style.right, box.style.bottom], ['8px', '8px', 'auto', 'auto']);
  // Nothing in the way: the top right, as ever.
  assert.equal(ghost.placeInset(new StandInElement()), 'top-right');
  assert.deepEqual([box.style.right, box.style.left], ['8px', 'auto']);
});
