// A game in progress followed in the page: the same session its player's page plays, made from
// the `spectating` message's opening by the arcade's WebAssembly build and stepped with the
// steps the game's server took — every step, at once on joining, then as they come — so the
// spectator sees the player's game as the server holds it (docs/protocol.md, "Spectators").

/** One followed game over the loaded module (what loadGameModule gave). */
export class LiveFollower {
  /**
   * Starts the session the `spectating` message `opening` describes ({ game, options, seed,
   * width, height, bestScore?, round?, carry? }). Throws an Error with the module's reason
   * when it cannot.
   */
  constructor(module, opening) {
    this._fp = module.exports;
    this._callWithTexts = module.callWithTexts;
    const header = { game: opening.game, options: opening.options, seed: opening.seed, width: opening.width, height: opening.height };
    for (const key of ['bestScore', 'round', 'carry', 'oneRound', 'team']) if (opening[key] !== undefined) header[key] = opening[key];
    const made = this._callWithTexts(this._fp, this._fp.fp_game_create, JSON.stringify(header));
    if (made.status < 0) throw new Error(made.errors.trim());
    this._handle = made.status;
    /** The session's clock at the last step taken, in seconds. */
    this.time = 0;
    /** How many steps have been taken. */
    this.steps = 0;
  }

  /**
   * Takes `steps` ({ at, inputs?, press? }, in order) and returns the scene after the last one
   * ({ time, scene }: the `scene` message's members, parsed), or null when there were none.
   */
  apply(steps) {
    let last = null;
    for (const step of steps) {
      const output = this._callWithTexts(this._fp, (p, n) => this._fp.fp_game_step(this._handle, p, n), JSON.stringify(step));
      if (output.status !== 0) throw new Error(output.errors.trim());
      this.time = step.at;
      this.steps += 1;
      last = output.output;
    }
    if (last === null) return null;
    const line = last.split('\n').find((l) => l.startsWith('{"time":'));
    return line ? JSON.parse(line) : null;
  }

  /** Frees the session in the module. */
  close() {
    if (this._handle >= 0) this._fp.fp_game_destroy(this._handle);
    this._handle = -1;
  }
}
