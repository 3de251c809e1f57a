// Generated from Sources/ArcadeProtocol (WireProtocol, ClientMessageKind,
// ServerMessageKind) and Wasm/Exports by scripts/generate-protocol: do not edit. The
// arcade's WebSocket protocol as the page speaks it (docs/protocol.md).

/** The protocol version the page speaks: a hello and a room message name it. */
export const PROTOCOL_VERSION = 1;

/** The letters a room's code is made of (no 0, O, 1, I or L, which read alike). */
export const ROOM_CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How many letters a room's code has. */
export const ROOM_CODE_LENGTH = 6;

/** The most events one `input` or `steps` message may carry. */
export const MAX_EVENTS_PER_MESSAGE = 500;

/** The longest a sync's label or a button's id may be, in UTF-8 bytes. */
export const MAX_LABEL_BYTES = 64;

/** A board played together gives player `p`'s pointer `n` the id `p × PLAYER_STRIDE + n`: who made each input. */
export const PLAYER_STRIDE = 1000000;

/** The kinds of message a page sends: a message's `type`. */
export const CLIENT_MESSAGES = Object.freeze({
  hello: 'hello',
  input: 'input',
  steps: 'steps',
  sync: 'sync',
  press: 'press',
  name: 'name',
  configure: 'configure',
  download: 'download',
  mode: 'mode',
  addTemplate: 'addTemplate',
  removeTemplate: 'removeTemplate',
  loadTemplates: 'loadTemplates',
  spectate: 'spectate',
  privacy: 'privacy',
  room: 'room',
  start: 'start',
  rematch: 'rematch',
  restore: 'restore',
});

/** The kinds of message the server sends a page: a message's `type`. */
export const SERVER_MESSAGES = Object.freeze({
  welcome: 'welcome',
  scene: 'scene',
  result: 'result',
  synced: 'synced',
  saved: 'saved',
  move: 'move',
  error: 'error',
  watchers: 'watchers',
  lab: 'lab',
  transition: 'transition',
  strokePad: 'strokePad',
  download: 'download',
  spectating: 'spectating',
  steps: 'steps',
  ended: 'ended',
  room: 'room',
  board: 'board',
  over: 'over',
  restore: 'restore',
});

// A message of kind `type` with `m`'s members in `members`' order (one left undefined is
// not written; `version` is the page's when not given); any other member is refused.
function message(type, m = {}, members) {
  const out = { type };
  for (const key of Object.keys(m)) {
    if (!members.includes(key)) throw new TypeError(`a ${type} message has no member "${key}" (${members.join(', ') || 'none'})`);
  }
  for (const key of members) {
    const value = key === 'version' ? m.version ?? PROTOCOL_VERSION : m[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The messages a page sends, each built from its members — `CLIENT.hello({ game,
 * width, height })` — written in the protocol's order, a member left undefined not
 * written, one the kind does not have refused (a TypeError naming it).
 * @type {Readonly<Record<string, (members?: Record<string, unknown>) => Record<string, unknown>>>}
 */
export const CLIENT = Object.freeze({
  hello: (m) => message('hello', m, ['version', 'game', 'options', 'local', 'width', 'height', 'player', 'challenge', 'private', 'resume', 'lab']),
  input: (m) => message('input', m, ['seq', 'events']),
  steps: (m) => message('steps', m, ['steps']),
  sync: (m) => message('sync', m, ['id']),
  press: (m) => message('press', m, ['id']),
  name: (m) => message('name', m, ['player']),
  configure: (m) => message('configure', m, ['lab']),
  download: (m) => message('download', m, []),
  mode: (m) => message('mode', m, ['mode']),
  addTemplate: (m) => message('addTemplate', m, ['name']),
  removeTemplate: (m) => message('removeTemplate', m, ['index']),
  loadTemplates: (m) => message('loadTemplates', m, ['set']),
  spectate: (m) => message('spectate', m, ['version', 'id']),
  privacy: (m) => message('privacy', m, ['private']),
  room: (m) => message('room', m, ['version', 'player', 'local', 'width', 'height', 'code', 'game', 'options', 'private', 'seat', 'restore']),
  start: (m) => message('start', m, []),
  rematch: (m) => message('rematch', m, []),
});

/**
 * A `restore` message handing a board's steps back to its room, each step's JSON
 * text as the server wrote it (`stepTexts`): written as text, not from an object,
 * because the room's seal covers the steps' very bytes.
 * @param {string[]} stepTexts
 * @returns {string}
 */
export function restoreMessageText(stepTexts) {
  return '{"type":"restore","steps":[' + stepTexts.join(',') + ']}';
}

/** The entry points the arcade's WebAssembly build exports, which the page may call. */
export const ARCADE_WASM_EXPORTS = Object.freeze([
  'fp_alloc',
  'fp_bench_prepare',
  'fp_bench_run',
  'fp_errors',
  'fp_errors_count',
  'fp_free',
  'fp_game_create',
  'fp_game_destroy',
  'fp_game_key',
  'fp_game_keys',
  'fp_game_next_wake',
  'fp_game_step',
  'fp_output',
  'fp_output_count',
  'fp_play',
  'fp_replay_lab',
  'fp_replay_record',
  'fp_replay_trace',
  'fp_watch_close',
  'fp_watch_open',
  'fp_watch_seek',
]);
