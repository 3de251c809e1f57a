// A record played in the arcade's WebAssembly build under Node, as the watch page plays it:
// the opening (moves, idle stretches), the fingers down at a moment, the verdict at the end —
// and what the page says of it, verified or plainly not.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { callWithTexts, instantiateWasm } from 'fingerplay/wasm';
import { RecordWatcher } from '../../Sources/ArcadeServer/Public/record-watcher.js';
import { figureText } from '../../Sources/ArcadeServer/Public/result-figure.js';
import { verdictText } from '../../Sources/ArcadeServer/Public/watch-page.js';

const root = new URL('../../', import.meta.url);
const wasm = process.env.FINGERPLAY_WASM || new URL('.build/wasm/fingerplay.wasm', root);
const module = { exports: await instantiateWasm(fs.readFileSync(wasm), {}), callWithTexts };
const tapIt = fs.readFileSync(new URL('Tests/Fixtures/records/tapit-standard.json', root), 'utf8');

test('opened, a record lists its moves and idle stretches; a moment gives the fingers down then', () => {
  const watcher = new RecordWatcher(module, tapIt);
  const o = watcher.opening;
  assert.deepEqual([o.game, o.start, o.end], ['tapit', 0.624178, 4.805627]);
  assert.deepEqual(o.moves.map((m) => [m.t, m.text]), [[0.739573, 'good move, score 1'], [0.984385, 'good move, score 2'],
    [1.099485, 'good move, score 3'], [1.326785, 'good move, score 4']]);
  assert.deepEqual(o.idle, [[1.670712, 4.805627]]);
  // The trace: finger 3 down at 0.708 s at (250, 300), moved to (300, 300) at 0.740 s.
  const moment = watcher.seek(0.75);
  assert.deepEqual([moment.time, moment.touches, moment.verdict], [0.75, [{ id: 3, x: 300, y: 300, kind: 'touch' }], null]);
  assert.equal(moment.scene.width, 800);
  watcher.close();
  assert.throws(() => watcher.seek(1), { message: 'the record is closed' });
});

test('at its end a record gives its verdict, and the page says it reproduced the leaderboard’s figure', () => {
  const watcher = new RecordWatcher(module, tapIt);
  const { verdict } = watcher.seek(99);
  assert.deepEqual(verdict, { reproduced: { game: 'tapit', category: 'standard', value: 4, unit: 'moves', t: 4805.627 },
    saved: { game: 'tapit', category: 'standard', value: 4, unit: 'moves', t: 4805.627 }, matches: true });
  assert.deepEqual(verdictText(verdict, true), { text: 'Reproduced: 4 moves — as on the leaderboard', verified: true });
  assert.deepEqual(verdictText(verdict, false), { text: 'Reproduced: 4 moves — as in the record', verified: true });
  watcher.close();
});

test('a forged record plays, and is plainly not verified', () => {
  const forged = JSON.parse(tapIt);
  forged.result.value = 38;
  const watcher = new RecordWatcher(module, JSON.stringify(forged));
  const { verdict } = watcher.seek(99);
  assert.equal(verdict.matches, false);
  assert.deepEqual(verdictText(verdict, true), {
    text: 'Not reproduced: the replay gives 4 moves, the leaderboard says 38 moves. This result is not verified.', verified: false });
  watcher.close();
});

test('what is not a record is refused with the reason: empty, truncated, a newer format, an unknown game', () => {
  const record = JSON.parse(tapIt);
  const cases = [
    ['{}', 'missing "game"'],
    [tapIt.slice(0, 300), 'not JSON: line 1: unterminated string'],
    [JSON.stringify({ ...record, format: 3 }), 'record format 3 comes from a newer arcade: this one plays formats 1 and 2'],
    [JSON.stringify({ ...record, game: 'chess' }), '"game": unknown game "chess" (tapit, anagrams, pentominoes, pieces)'],
  ];
  for (const [text, message] of cases) assert.throws(() => new RecordWatcher(module, text), { message });
});

test('figures read as on the leaderboard', () => {
  assert.deepEqual([figureText({ value: 1, unit: 'moves' }), figureText({ value: 80, unit: 'points' }), figureText({ value: 16.24, unit: 'seconds' }), figureText(null)],
    ['1 move', '80 points', '16.2 s', 'no result']);
  assert.equal(verdictText({ reproduced: null, saved: { value: 4, unit: 'moves' }, matches: false }, false).text,
    'Not reproduced: the replay reaches no result, the record says 4 moves. This result is not verified.');
});

test('a board played together: each finger drawn in its player\'s colour, with their name (the seat from its id)', () => {
  // A module that answers as the arcade's does: the opening, then one moment with two fingers.
  const output = { open: JSON.stringify({ game: 'pentominoes', start: 0, end: 9, moves: [], idle: [] }),
    seek: '{"time":1,"scene":{"width":800,"height":600,"nodes":[]}}\n{"touches":[{"id":1000001,"x":10,"y":20,"kind":"touch"},{"id":2000003,"x":30,"y":40,"kind":"mouse"},{"id":7,"x":1,"y":1,"kind":"touch"}]}' };
  const fake = { exports: { fp_watch_open: () => ({ status: 1, output: output.open }), fp_watch_seek: () => ({ status: 0, output: output.seek }), fp_watch_close: () => {} },
    callWithTexts: (fp, call, ...texts) => call(...texts) };
  const record = JSON.stringify({ game: 'pentominoes', team: [{ id: 1, name: 'Ada', colour: '#ff6b6b' }, { id: 2, name: 'Bo', colour: '#4dabf7' }], trace: '' });
  const watcher = new RecordWatcher(fake, record);
  assert.deepEqual(watcher.team, [{ id: 1, name: 'Ada', colour: '#ff6b6b' }, { id: 2, name: 'Bo', colour: '#4dabf7' }]);
  assert.deepEqual(watcher.seek(1).touches, [{ id: 1000001, x: 10, y: 20, kind: 'touch', colour: '#ff6b6b', name: 'Ada' },
    { id: 2000003, x: 30, y: 40, kind: 'mouse', colour: '#4dabf7', name: 'Bo' }, { id: 7, x: 1, y: 1, kind: 'touch' }]);
  // A record of one player's own game has no team: its fingers as they are.
  assert.equal(new RecordWatcher(fake, JSON.stringify({ game: 'pieces', trace: '' })).team, null);
});
