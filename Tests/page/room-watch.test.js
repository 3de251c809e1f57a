// A room's player who is out follows another's game: the spectate sent on its own socket, the
// game drawn in the box, the end said, and the box put away.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RoomWatch } from '../../Sources/ArcadeServer/Public/room-watch.js';
import { StandInElement, standInDocument } from './dom.js';

test('watching a game in progress: spectate on a socket of its own, its picture drawn, its end said, put away on stop', async () => {
  const box = new StandInElement(), stage = new StandInElement(), title = new StandInElement(), close = new StandInElement('button');
  stage.box = { left: 0, top: 0, width: 400, height: 300 };
  const sockets = [];
  const connect = (onOpen, onMessage) => {
    const socket = { sent: [], closed: false, send(m) { this.sent.push(m); }, close() { this.closed = true; }, receive: onMessage };
    sockets.push(socket);
    queueMicrotask(onOpen);
    return socket;
  };
  const watch = new RoomWatch(box, { stage, title, close, document: standInDocument, connect });
  assert.equal(box.hidden, true);
  watch.watch('a1b2c3d4e5f6a1b2c3d4e5f6', 'Bo');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual([box.hidden, title.textContent, sockets[0].sent], [false, 'Bo’s game, live', [{ type: 'spectate', version: 1, id: 'a1b2c3d4e5f6a1b2c3d4e5f6' }]]);
  // A game the server draws: its scenes as they come.
  const scene = { width: 600, height: 600, background: '#123', nodes: [{ id: 'command', role: 'label', text: 'Tap It!', x: 300, y: 100, width: 200, height: 40 }] };
  await sockets[0].receive({ type: 'spectating', id: 'a1b2c3d4e5f6a1b2c3d4e5f6', width: 600, height: 600, mode: 'scenes', scene: { type: 'scene', time: 1, scene } });
  assert.ok(stage.children[0].children.some((n) => n.dataset.id === 'command' && n.textContent === 'Tap It!'));
  await sockets[0].receive({ type: 'ended', reason: 'the game is over: the player left' });
  assert.deepEqual([title.textContent, sockets[0].closed], ['Bo’s game: the game is over: the player left', true]);
  close.dispatch('click');
  assert.deepEqual([box.hidden, watch.watching], [true, null]);
});
