// Generated from Sources/Arcade/WireProtocol.swift and ClientMessageKind.swift by
// scripts/generate-protocol: do not edit. The arcade's WebSocket protocol as the page
// speaks it (docs/protocol.md).

/** The protocol version the page speaks: a hello and a room message name it. */
export const PROTOCOL_VERSION = 1;

/** The letters a room's code is made of (no 0, O, 1, I or L, which read alike). */
export const ROOM_CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How many letters a room's code has. */
export const ROOM_CODE_LENGTH = 6;

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
  restore: 'restore',
});
