// The page's messages as protocol.js (generated from ArcadeProtocol) builds them: the protocol's
// member order, a member left undefined not written, a member the kind lacks refused — the same
// bytes the page wrote by hand before.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CLIENT, PLAYER_STRIDE, PROTOCOL_VERSION } from '../../Sources/ArcadeServer/Public/protocol.js';

test('a hello, a room seat and a spectate carry the version; members in the protocol order, undefined ones left out', () => {
  assert.equal(JSON.stringify(CLIENT.hello({ player: 'Ada', width: 390, height: 800, game: 'tapit', options: { mode: 'standard' }, local: true })),
    `{"type":"hello","version":${PROTOCOL_VERSION},"game":"tapit","options":{"mode":"standard"},"local":true,"width":390,"height":800,"player":"Ada"}`);
  assert.equal(JSON.stringify(CLIENT.hello({ game: 'anagrams', challenge: 12, private: true, lab: undefined })),
    '{"type":"hello","version":1,"game":"anagrams","challenge":12,"private":true}');
  assert.equal(JSON.stringify(CLIENT.room({ code: 'ABC234', player: 'Bo', local: true, width: 800, height: 600, seat: 't' })),
    '{"type":"room","version":1,"player":"Bo","local":true,"width":800,"height":600,"code":"ABC234","seat":"t"}');
  assert.equal(JSON.stringify(CLIENT.spectate({ id: 'x7' })), '{"type":"spectate","version":1,"id":"x7"}');
});

test('the other kinds, with and without members', () => {
  assert.deepEqual(CLIENT.input({ events: [] }), { type: 'input', events: [] });
  assert.equal(JSON.stringify(CLIENT.input({ events: [1], seq: 4 })), '{"type":"input","seq":4,"events":[1]}');
  assert.deepEqual([CLIENT.start(), CLIENT.rematch(), CLIENT.download()], [{ type: 'start' }, { type: 'rematch' }, { type: 'download' }]);
  assert.deepEqual(CLIENT.privacy({ private: false }), { type: 'privacy', private: false });
  assert.deepEqual(CLIENT.press({ id: 'hint' }), { type: 'press', id: 'hint' });
  assert.equal(PLAYER_STRIDE, 1000000);
});

test('a member the kind does not have is refused, naming it and the kind’s members', () => {
  assert.throws(() => CLIENT.hello({ gmae: 'tapit' }), /a hello message has no member "gmae" \(version, game, options, local, width, height, player, challenge, private, resume, lab\)/);
  assert.throws(() => CLIENT.start({ now: true }), /a start message has no member "now" \(none\)/);
});
