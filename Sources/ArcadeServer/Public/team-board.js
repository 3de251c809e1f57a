// A board played together, in one page: the room's server puts every player's input in one
// order and sends the steps (docs/protocol.md, Rooms); this page runs the same session from them
// — the confirmed board — in the arcade's WebAssembly build. The player's own input cannot wait
// for that round trip, so a second session, the predicted board, is the confirmed one plus the
// player's input the server has not yet confirmed, drawn at once. When steps arrive the
// predicted board is made again from the confirmed one (a copy of its memory) with the
// unconfirmed input on top: whoever else moved, the page shows the server's order within a frame
// of hearing it.

import { CLIENT, PLAYER_STRIDE, restoreMessageText } from './protocol.js';

/** The most bytes of steps a `restore` message carries: well inside the server's 64 KiB a message. */
export const RESTORE_CHUNK_BYTES = 48 * 1024;

/**
 * The steps of a `board` or `steps` message's text, each as the server wrote it: every step
 * opens `{"by":`, which nothing inside a step does.
 */
export function stepTexts(text) {
  if (!text) return [];
  const start = text.indexOf('"steps":[');
  const end = text.lastIndexOf('],"count":');
  if (start < 0 || end < 0) return [];
  const list = text.slice(start + 9, end);
  return list ? list.split(',{"by":').map((t, i) => (i ? '{"by":' + t : t)) : [];
}

/** The confirmed and predicted sessions of one board, and the input between them. */
export class TeamBoard {
  /**
   * `confirmed` and `predicted`: LocalSessions on two instances of the module. `board`: the
   * server's `board` message ({ header, you, playing, time, steps, count, chain }) and `text`
   * its text; `now`: the page's seconds.
   */
  constructor(confirmed, predicted, board, now, text = '') {
    this.confirmed = confirmed;
    this.predicted = predicted;
    /** The page's seat in the room, and whether it plays (or watches, having come in late). */
    this.you = board.you;
    this.playing = board.playing;
    /** The players: { id, name, colour }. */
    this.team = board.header.team;
    /** The board's clock now is the page's seconds plus this (never behind a step heard). */
    this.offset = board.time - now;
    /** Input messages sent and not yet confirmed: { n, events (the board's ids and times), at }. */
    this.pending = [];
    this._sent = 0;
    /** The fingers of the page's own refused since the last look (`takeHeld`). */
    this._held = [];
    this._heldSeen = new Set();
    /** The other players' fingers down on the confirmed board: id -> { id, x, y, kind, colour }. */
    this.others = new Map();
    const error = confirmed.start(board.header, 0) || predicted.start(board.header, 0);
    if (error) throw new Error(error);
    this.lastScene = null;
    /**
     * The board's steps as the server wrote them, how many, and its seal of them all (the
     * chain's last link): what the page hands another instance taking the room on.
     */
    this.texts = [];
    this.count = 0;
    this.chain = '';
    this.confirm(board.steps, now, text, board);
  }

  /** The board's clock at the page's `now`, in seconds. */
  clock(now) {
    return now + this.offset;
  }

  /** The player's own `events` (page stamps and ids): predicted at once; returns the `input` message to send. */
  input(events, now) {
    if (!this.playing || !events.length) return null;
    const at = Math.max(this.predicted.lastStepAt, this.clock(now));
    const mine = events.map((e) => ({ ...e, id: this.you * PLAYER_STRIDE + (e.id % PLAYER_STRIDE), t: e.t + this.offset * 1000 }));
    const n = ++this._sent;
    this.pending.push({ n, events: mine, at });
    this._take(this.predicted.stepAt({ inputs: mine }, at));
    return CLIENT.input({ seq: n, events });
  }

  /**
   * The server's `steps` (in order, each `{ by, n?, at, inputs?, press? }`): each taken by the
   * confirmed board at its time; the page's own that they confirm leave `pending`; the predicted
   * board is made again from the confirmed one. Returns the scene to draw.
   */
  confirm(steps, now, text = '', message = null) {
    this._keep(text, message);
    for (const step of steps) {
      const { by, n, ...taken } = step;
      this.confirmed.stepAt(taken, step.at);
      if (by !== this.you) this._follow(step.inputs || []);
      if (by === this.you && n !== undefined) this.pending = this.pending.filter((p) => p.n > n);
      this.offset = Math.max(this.offset, step.at - now);
    }
    return this.repredict(now);
  }

  /** The predicted board made again: the confirmed one, the unconfirmed input on it, up to now. */
  repredict(now) {
    this.predicted.copyFrom(this.confirmed);
    for (const p of this.pending) this._take(this.predicted.stepAt({ inputs: p.events }, Math.max(p.at, this.predicted.lastStepAt)));
    this._take(this.predicted.stepAt({}, this.clock(now)));
    return this.lastScene;
  }

  /** Lets the predicted board's clock run to now (its animations, its timers); the scene if it changed. */
  frame(now) {
    const before = this.lastScene;
    this._take(this.predicted.stepAt({}, this.clock(now)));
    return this.lastScene === before ? null : this.lastScene;
  }

  /** The page's own fingers refused since the last call, each with who holds what it touched. */
  takeHeld() {
    const held = this._held;
    this._held = [];
    return held;
  }

  /** The `restore` messages that hand the board's steps over, as the server wrote them, in chunks. */
  restoreMessages() {
    const chunks = [];
    let part = [], bytes = 0;
    for (const t of this.texts) {
      if (part.length && bytes + t.length > RESTORE_CHUNK_BYTES) {
        chunks.push(part);
        part = [];
        bytes = 0;
      }
      part.push(t);
      bytes += t.length + 1;
    }
    if (part.length) chunks.push(part);
    return chunks.map(restoreMessageText);
  }

  /** Keeps a `board` or `steps` message's steps as written, with the count and seal after them. */
  _keep(text, message) {
    if (!text) return;
    const parsed = message || JSON.parse(text);
    if (parsed.count === undefined) return;
    this.texts.push(...stepTexts(text));
    this.count = parsed.count;
    this.chain = parsed.chain;
  }

  /** The other players' fingers down, each in its player's colour (what FingerMarks draws). */
  otherFingers() {
    return [...this.others.values()];
  }

  _follow(inputs) {
    for (const e of inputs) {
      if (e.type === 'up' || e.type === 'cancel') this.others.delete(e.id);
      else if (e.type === 'down' || (e.type === 'move' && this.others.has(e.id))) {
        const colour = this.player(Math.floor(e.id / PLAYER_STRIDE))?.colour;
        this.others.set(e.id, { id: e.id, x: e.x, y: e.y, kind: e.kind || 'touch', colour });
      }
    }
  }

  /** The player of seat `id`. */
  player(id) {
    return this.team.find((p) => p.id === id);
  }

  _take(output) {
    if (output.scene) this.lastScene = output.scene;
    for (const h of output.held || []) {
      // Once per finger: the predicted board runs the same input again after each confirmation.
      if (Math.floor(h.pointer / PLAYER_STRIDE) !== this.you || this._heldSeen.has(h.pointer)) continue;
      this._heldSeen.add(h.pointer);
      this._held.push(h);
    }
  }
}
