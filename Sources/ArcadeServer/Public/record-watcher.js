// A game record played in the page by the arcade's WebAssembly build — the code that judged it
// on the server — to any moment the viewer asks for: the scene then, the fingers down then and,
// at the end, the result it reproduces beside the one saved (docs/replay.md, "Watching a record").

import { PLAYER_STRIDE } from './protocol.js';

/** The largest record file the page opens, in bytes: the most the arcade takes (POST /api/records). */
export const LARGEST_RECORD_BYTES = 8 * 1024 * 1024 + 65536;

/** One record opened in the arcade's module (what loadGameModule gave). */
export class RecordWatcher {
  /**
   * Opens the record `text` (its JSON). Throws an Error saying why it cannot be played: not a
   * record, a format this arcade does not know, a trace that does not parse.
   */
  constructor(module, text) {
    this._fp = module.exports;
    this._callWithTexts = module.callWithTexts;
    const opened = this._callWithTexts(this._fp, this._fp.fp_watch_open, text);
    if (opened.status < 0) throw new Error(opened.errors.trim());
    this._handle = opened.status;
    /**
     * What the record holds: { game, start, end (seconds), moves: [{ t, text }], idle:
     * [[from, to]] } — its moves and idle stretches found by playing it through once.
     */
    this.opening = JSON.parse(opened.output);
    /** A board played together: its players ([{ id, name, colour }]), whose fingers are drawn in their colours; else null. */
    this.team = null;
    try {
      const team = JSON.parse(text).team;
      if (Array.isArray(team)) this.team = team.filter((m) => Number.isInteger(m?.id)).map((m) => ({ id: m.id, name: String(m.name ?? ''), colour: String(m.colour ?? '') }));
    } catch { /* the module read it: a record it is */ }
  }

  /**
   * The record at `time` seconds of its clock (held within its start and end): { time, scene
   * (the scene line's scene), touches: [{ id, x, y, kind }] in the game's points, verdict:
   * null before the end, then { reproduced, saved, matches } }.
   */
  seek(time) {
    if (this._handle < 0) throw new Error('the record is closed');
    const moment = this._callWithTexts(this._fp, (...texts) => this._fp.fp_watch_seek(this._handle, time, ...texts));
    if (moment.status !== 0) throw new Error(moment.errors.trim());
    const [sceneLine, touchesLine, verdictLine] = moment.output.trim().split('\n');
    const line = JSON.parse(sceneLine);
    return {
      time: line.time,
      scene: line.scene,
      sceneText: sceneLine,
      touches: this._owned(JSON.parse(touchesLine).touches),
      verdict: verdictLine ? JSON.parse(verdictLine) : null,
    };
  }

  /** `touches`, each with its player's name and colour on a board played together. */
  _owned(touches) {
    if (!this.team) return touches;
    return touches.map((t) => {
      const player = this.team.find((m) => m.id === Math.floor(t.id / PLAYER_STRIDE));
      return player ? { ...t, colour: player.colour, name: player.name } : t;
    });
  }

  /** Frees the record in the module. */
  close() {
    if (this._handle >= 0) this._fp.fp_watch_close(this._handle);
    this._handle = -1;
  }
}
