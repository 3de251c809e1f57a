// A room's lobby and standings under Node, on a stand-in DOM: who is in, the host's Start, the
// waiting note, the standings during a round, and who was last standing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RoomLobby } from '../../Sources/ArcadeServer/Public/room-lobby.js';
import { StandInElement, standInDocument } from './dom.js';

// How a room plays each game, as the arcade's catalogue (GET /api/games) says.
const games = new Map([['tapit', 'versus'], ['anagrams', 'race'], ['pentominoes', 'together'], ['pieces', 'together']].map(([name, rooms]) => [name, { name, rooms }]));

function setup() {
  const parts = Object.fromEntries(['card', 'title', 'code', 'link', 'players', 'note'].map((k) => [k, new StandInElement()]));
  parts.start = new StandInElement('button');
  const standings = new StandInElement('ol');
  let started = 0;
  const lobby = new RoomLobby(parts, standings, { onStart: () => { started += 1; }, origin: 'https://arcade.example', document: standInDocument, games });
  return { parts, standings, lobby, started: () => started };
}

const room = (over) => ({ type: 'room', code: 'K7P2QX', game: 'tapit', title: 'Tap It', you: 1, host: 1, phase: 'lobby', round: 0,
  players: [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing: false, score: 0 }], ...over });

test('the host alone sees the code and link to share, and a Start that waits for a second player', () => {
  const { parts, lobby, started } = setup();
  lobby.show(room());
  assert.deepEqual([parts.title.textContent, parts.code.textContent, parts.link.textContent], ['Tap It versus', 'K7P2QX', 'https://arcade.example/room/K7P2QX']);
  assert.deepEqual(parts.players.children.map((li) => [li.textContent, li.style.borderLeftColor]), [['Ada (host, you)', '#ff6b6b']]);
  assert.deepEqual([parts.start.hidden, parts.start.disabled, parts.card.hidden], [false, true, false]);
  assert.equal(parts.note.textContent, 'Share the code or the link: a room plays with 2 players or more.');
  parts.start.dispatch('click');
  assert.equal(started(), 1);
});

test('another player waits for the host; during a round the standings show and a late joiner is told to wait', () => {
  const { parts, standings, lobby } = setup();
  const two = [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing: false, score: 0 }, { id: 2, name: 'Bo', colour: '#4dabf7', playing: false, score: 0 }];
  lobby.show(room({ you: 2, players: two }));
  assert.deepEqual([parts.start.hidden, parts.note.textContent], [true, 'Waiting for Ada to start.']);
  lobby.show(room({ you: 2, players: [two[0], { ...two[1], away: true }] }));
  assert.equal(parts.players.children[1].textContent, 'Bo (you, away: their seat is kept 30 s)');
  const playing = [{ ...two[0], playing: true, score: 3 }, { ...two[1], playing: true, score: 5, out: 4.2 }];
  lobby.show(room({ you: 2, phase: 'playing', round: 1, players: playing }));
  assert.equal(parts.card.hidden, true);
  assert.deepEqual([standings.hidden, standings.children.map((li) => [li.textContent, li.className])], [false, [['Bo: 5 · out', 'out'], ['Ada: 3', '']]]);
  lobby.show(room({ you: 3, phase: 'playing', round: 1, players: [...playing, { id: 3, name: 'Cy', colour: '#3ccf8e', playing: false, score: 0 }] }));
  assert.deepEqual([parts.card.hidden, parts.note.textContent], [false, 'A round is under way: you play in the next one. The standings are beside the game.']);
});

test('after a round: a scoreboard of everyone, who won, and a Rematch for each player that waits for the rest', () => {
  const { parts, lobby } = setup();
  parts.rematch = new StandInElement('button');
  parts.share = new StandInElement();
  let asked = 0;
  const withRematch = new RoomLobby(parts, new StandInElement('ol'), { onStart: () => {}, onRematch: () => { asked += 1; }, origin: 'https://arcade.example', document: standInDocument, games });
  const three = [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing: false, score: 6, out: 69.1 }, { id: 2, name: 'Bo', colour: '#4dabf7', playing: false, score: 4, out: 7 },
    { id: 3, name: 'Cy', colour: '#3ccf8e', playing: false, score: 5, out: 30 }];
  withRematch.show(room({ players: three, round: 1 }));
  withRematch.over({ type: 'over', round: 1, winners: [1], names: ['Ada'] });
  assert.deepEqual(parts.players.children.map((li) => [li.textContent, li.className]),
    [['1. Ada — 6 · lasted 1:09 (you)', 'winner'], ['2. Cy — 5 · lasted 0:30', ''], ['3. Bo — 4 · lasted 0:07', '']]);
  assert.deepEqual([parts.rematch.hidden, parts.rematch.disabled, parts.rematch.textContent, parts.share.hidden], [false, false, 'Rematch', true]);
  assert.deepEqual([parts.start.textContent, parts.start.hidden, parts.note.textContent],
    ['Start now', false, 'You were last standing: you win! The room plays again once everyone asks for a rematch.']);
  parts.rematch.dispatch('click');
  assert.equal(asked, 1);
  // Asked: the button says who the room waits for; the others see who is in.
  withRematch.show(room({ players: three.map((p) => (p.id === 1 ? { ...p, rematch: true } : p)), round: 1 }));
  assert.deepEqual([parts.rematch.disabled, parts.rematch.textContent], [true, 'Waiting for Bo, Cy']);
  withRematch.show(room({ you: 2, players: three.map((p) => (p.id === 1 ? { ...p, rematch: true } : p)), round: 1 }));
  assert.equal(parts.players.children[0].textContent, '1. Ada — 6 · lasted 1:09 (in for a rematch ✓)');
  assert.deepEqual([parts.rematch.textContent, parts.start.hidden, parts.note.textContent],
    ['Rematch', true, 'Ada was last standing. The room plays again once everyone asks for a rematch.']);
  // The next round: no scoreboard, no Rematch.
  withRematch.show(room({ you: 2, phase: 'playing', players: three.map((p) => ({ ...p, playing: true, out: undefined })), round: 2 }));
  assert.equal(parts.rematch.hidden, true);
  lobby.refuse('there is no such room: ZZZZZZ — check the code');
  assert.deepEqual([parts.title.textContent, parts.note.textContent, parts.start.hidden, parts.card.hidden],
    ['No room to play in', 'There is no such room: ZZZZZZ — check the code.', true, false]);
});

test('an Anagrams race: phrases taken in the standings, who spelled it first, the next by itself, who won the race', () => {
  const { parts, standings, lobby } = setup();
  const two = (ada, bo, playing = false) => [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing, score: ada }, { id: 2, name: 'Bo', colour: '#4dabf7', playing, score: bo }];
  lobby.show(room({ game: 'anagrams', title: 'Anagrams', phase: 'playing', round: 1, players: [...two(0, 0, true)].map((p, i) => i ? { ...p, out: 8.5 } : p), race: { puzzle: 1, to: 2, over: false } }));
  assert.deepEqual(standings.children.map((li) => [li.textContent, li.className]),
    [['First to 2 phrases · a hinted phrase takes no point', 'rule'], ['Ada: 0 phrases', ''], ['Bo: 0 phrases', '']]);
  lobby.over({ type: 'over', round: 1, winners: [2], names: ['Bo'], race: { puzzle: 1, over: false } });
  lobby.show(room({ game: 'anagrams', title: 'Anagrams', round: 1, players: two(0, 1), race: { puzzle: 1, to: 2, over: false } }));
  assert.deepEqual([parts.start.hidden, parts.note.textContent], [true, 'Bo spelled it first: 1–0. The next phrase comes in a moment.']);
  lobby.over({ type: 'over', round: 2, winners: [], names: [], race: { puzzle: 2, over: false } });
  assert.equal(parts.note.textContent, 'Nobody spelled phrase 2 in time. The next phrase comes in a moment.');
  // The race's winner is the server's (the most phrases), whoever took the last: here nobody did.
  lobby.over({ type: 'over', round: 3, winners: [], names: [], race: { puzzle: 3, over: true, leaders: [2] } });
  lobby.show(room({ game: 'anagrams', title: 'Anagrams', round: 3, players: two(0, 2), race: { puzzle: 3, to: 2, over: true } }));
  assert.deepEqual([parts.start.hidden, parts.start.textContent, parts.note.textContent],
    [false, 'Start now', 'Bo wins the race, 2–0. The room plays again once everyone asks for a rematch.']);
  assert.deepEqual(parts.players.children.map((li) => li.textContent), ['1. Bo — 2 phrases', '2. Ada — 0 phrases (you)']);
  lobby.show(room({ game: 'anagrams', title: 'Anagrams', you: 2, round: 3, players: two(0, 2), race: { puzzle: 3, to: 2, over: true } }));
  assert.equal(parts.note.textContent, 'You win the race, 2–0! The room plays again once everyone asks for a rematch.');
});

test('a board played together: the team beside it in their colours, New board for the host, solved by everyone', () => {
  const { parts, standings } = setup();
  parts.again = new StandInElement('button');
  const withAgain = new RoomLobby(parts, standings, { onStart: () => {}, origin: 'https://arcade.example', document: standInDocument, games });
  const team = [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing: true, score: 0 }, { id: 2, name: 'Bo', colour: '#4dabf7', playing: true, score: 0 }];
  withAgain.show(room({ game: 'pentominoes', title: 'Pentominoes', phase: 'playing', round: 1, players: team }));
  assert.deepEqual([parts.card.hidden, parts.again.hidden], [true, false]);
  // New board is asked twice: the first tap only asks.
  let started = 0;
  const confirming = new RoomLobby({ ...parts, again: new StandInElement('button') }, standings, { onStart: () => { started += 1; }, document: standInDocument, games });
  confirming.parts.again.dispatch('click');
  assert.deepEqual([started, confirming.parts.again.textContent], [0, 'Tap again: a new board for everyone']);
  confirming.parts.again.dispatch('click');
  assert.deepEqual([started, confirming.parts.again.textContent], [1, 'New board']);
  assert.deepEqual(standings.children.map((li) => [li.textContent, li.style.borderLeftColor]), [['Ada (you)', '#ff6b6b'], ['Bo', '#4dabf7']]);
  withAgain.over({ type: 'over', round: 1, winners: [1, 2], names: ['Ada', 'Bo'] });
  withAgain.show(room({ game: 'pentominoes', title: 'Pentominoes', round: 1, players: team.map((p) => ({ ...p, playing: false })) }));
  assert.deepEqual([parts.again.hidden, parts.note.textContent], [true, 'Solved together by Ada & Bo! The room plays again once everyone asks for a rematch.']);
  // A late joiner watches the board: the lobby does not cover it.
  withAgain.show(room({ game: 'pieces', title: 'Pieces', you: 3, phase: 'playing', round: 2, players: [...team, { id: 3, name: 'Cy', colour: '#3ccf8e', playing: false, score: 0 }] }));
  assert.deepEqual([parts.card.hidden, parts.again.hidden], [true, true]);
});

test('the lobby draws the room link\'s QR code once per link, and Copy link copies it (or says how when the browser allows no clipboard)', async () => {
  const parts = Object.fromEntries(['card', 'title', 'code', 'link', 'players', 'note', 'qr'].map((k) => [k, new StandInElement()]));
  parts.start = new StandInElement('button');
  parts.copy = new StandInElement('button');
  const lobby = new RoomLobby(parts, new StandInElement('ol'), { onStart: () => {}, origin: 'https://arcade.example', document: standInDocument, games });
  const copied = [];
  lobby.share.later = () => {};
  lobby.show(room());
  assert.match(parts.qr.innerHTML, /^<svg [^>]*viewBox="0 0 37 37"/);
  assert.ok(parts.qr.innerHTML.includes('<title>QR code of https://arcade.example/room/K7P2QX</title>'));
  const drawn = parts.qr.innerHTML;
  parts.qr.innerHTML = 'kept';
  lobby.show(room({ players: [{ id: 1, name: 'Ada', colour: 0 }] }));
  assert.equal(parts.qr.innerHTML, 'kept', 'the same link is not drawn again');
  assert.ok(drawn.length > 1000);
  // A browser with a clipboard: the link goes there.
  const { RoomShare } = await import('../../Sources/ArcadeServer/Public/room-share.js');
  const share = new RoomShare(new StandInElement(), new StandInElement('button'), { clipboard: { writeText: async (t) => { copied.push(t); } }, later: () => {} });
  share.show('https://arcade.example/room/K7P2QX');
  share.copy.dispatch('click');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(copied, ['https://arcade.example/room/K7P2QX']);
  assert.equal(share.copy.textContent, 'Copied ✓');
  // None (plain HTTP from another machine): the link is selected, and the button says so.
  const bare = new RoomShare(new StandInElement(), new StandInElement('button'), { clipboard: undefined, select: () => true, later: () => {} });
  bare.show('http://192.168.1.20:8080/room/K7P2QX');
  bare.copy.dispatch('click');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(bare.copy.textContent, 'Press Ctrl+C (⌘C) to copy');
});

test('out of a versus round, a player may watch each game still going; the others see no Watch', () => {
  const { parts, standings } = setup();
  const watched = [];
  const lobby = new RoomLobby(parts, standings, { onStart: () => {}, onWatch: (live, name) => watched.push([live, name]), origin: 'https://arcade.example', document: standInDocument, games });
  const players = [{ id: 1, name: 'Ada', colour: '#ff6b6b', playing: true, score: 2, out: 9.5 }, { id: 2, name: 'Bo', colour: '#4dabf7', playing: true, score: 4, live: 'b0b0b0b0b0b0b0b0b0b0b0b0' },
    { id: 3, name: 'Cy', colour: '#3ccf8e', playing: true, score: 3 }];
  lobby.show(room({ phase: 'playing', round: 1, players }));
  const bo = standings.children.find((li) => li.dataset.player === '2');
  assert.deepEqual(bo.children.map((b) => [b.className, b.textContent]), [['watch', 'Watch']]);
  // Cy's game is not listed (private): nothing to watch there.
  assert.deepEqual(standings.children.find((li) => li.dataset.player === '3').children, []);
  bo.children[0].dispatch('click');
  assert.deepEqual(watched, [['b0b0b0b0b0b0b0b0b0b0b0b0', 'Bo']]);
  // Still playing: no Watch for anyone.
  lobby.show(room({ you: 2, phase: 'playing', round: 1, players }));
  assert.ok(standings.children.every((li) => li.children.length === 0));
});
