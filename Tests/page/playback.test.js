// A watched record's playback under Node: speeds, idle stretches jumped over, frame steps,
// the end, and jumps to a move — the rules behind the watch page's controls.
import test from 'node:test';
import assert from 'node:assert/strict';
import { FRAME_STEP, Playback, clockText } from '../../Sources/ArcadeServer/Public/playback.js';

/** A 20 s record from 1 s, idle from 3 s to 11 s, with moves at 2 s, 2.5 s and 12 s. */
const record = () => new Playback({ start: 1, end: 21, idle: [[3, 11]], moves: [{ t: 2, text: 'a' }, { t: 2.5, text: 'b' }, { t: 12, text: 'c' }] });

test('playing moves the record on by the time passed times the speed; paused, nothing moves', () => {
  const p = record();
  assert.equal(p.advance(0.1), false);
  p.play();
  assert.equal(p.advance(0.1), true);
  assert.equal(p.time, 1.1);
  p.setSpeed(8);
  p.advance(0.1);
  assert.equal(p.time, 1.9000000000000001);
  assert.throws(() => p.setSpeed(3), { name: 'RangeError', message: 'speed 3 is not one of 0.25, 0.5, 1, 2, 4, 8' });
  assert.equal(p.speed, 8);
});

test('a frame that comes late (a tab in the background) moves the record at most a quarter second', () => {
  const p = record();
  p.play();
  p.advance(5);
  assert.equal(p.time, 1.25);
});

test('an idle stretch is jumped over, a second of it kept either side; with skipping off it plays through', () => {
  const p = record();
  p.seek(3.9);
  p.play();
  p.advance(0.2);
  // 0.1 s of the advance fell before 4 s (the stretch less its margin), the rest goes on after 10 s.
  assert.equal(Math.round(p.time * 1e9) / 1e9, 10.1);
  assert.equal(p.jumped, true);
  const q = record();
  q.skipIdle = false;
  q.seek(3.9);
  q.play();
  q.advance(0.2);
  assert.equal(Math.round(q.time * 1e9) / 1e9, 4.1);
  assert.equal(q.jumped, false);
});

test('the end stops the playback; play again starts from the beginning', () => {
  const p = record();
  p.seek(20.9);
  p.play();
  p.advance(0.2);
  assert.deepEqual([p.time, p.playing], [21, false]);
  p.play();
  assert.deepEqual([p.time, p.playing], [1, true]);
});

test('a frame step moves one 60th of a second and pauses; seeks are held to the record', () => {
  const p = record();
  p.play();
  p.step(1);
  assert.deepEqual([p.time, p.playing], [1 + FRAME_STEP, false]);
  p.step(-1);
  p.step(-1);
  assert.equal(p.time, 1);
  p.seek(99);
  assert.equal(p.time, 21);
  p.seek(-Infinity);
  assert.equal(p.time, 1);
  p.seek(Infinity);
  assert.equal(p.time, 21);
  p.seek(Number.NaN);
  assert.equal(p.time, 1);
});

test('moves made by now, and a jump to a move lands on its moment', () => {
  const p = record();
  assert.equal(p.movesMade, 0);
  p.jumpToMove(2);
  assert.deepEqual([p.time, p.movesMade], [2.5, 2]);
  p.seek(20);
  assert.equal(p.movesMade, 3);
  assert.throws(() => p.jumpToMove(4), { name: 'RangeError', message: 'there is no move 4 (1…3)' });
  assert.throws(() => p.jumpToMove(0), RangeError);
});

test('a record must end at or after its start', () => {
  assert.throws(() => new Playback({ start: 5, end: 4 }), { name: 'RangeError', message: 'a record runs from a start to a later end, not 5…4' });
});

test('the clock reads minutes, seconds and tenths', () => {
  assert.deepEqual([clockText(0), clockText(64.46), clockText(599.96), clockText(-1)], ['0:00.0', '1:04.5', '10:00.0', '0:00.0']);
});
