// A room on the play page: before a round, the lobby — the room's code and link to share, who is
// in it (each in their colour), and Start for the host; during a round, the standings beside the
// game — each player's score, and who is out; after it, who was last standing. On a board played
// together (Pentominoes, Pieces) the list beside the game is the team, each in their colour (the
// colour their fingers are drawn in), the host may start a new board at any time, and the round
// ends solved by everyone.

/** The games a room plays on one board together. */
export const TOGETHER_GAMES = new Set(['pentominoes', 'pieces']);

/** The lobby card and the standings of one room. */
export class RoomLobby {
  /**
   * `parts`: the lobby's elements { card, title, code, link, players, start, note, again? }
   * (`again`: the host's New board button beside a board played together);
   * `standings`: the list beside the game; `onStart()`: the host pressed Start; `origin`: the
   * page's origin, for the room's link; `document` makes elements.
   */
  constructor(parts, standings, { onStart, origin = globalThis.location?.origin ?? '', document = globalThis.document } = {}) {
    this.parts = parts;
    this.card = parts.card;
    this.standings = standings;
    this.origin = origin;
    this.document = document;
    /** The room as the server last described it (its `room` message); null before. */
    this.state = null;
    /** Who won the last round ({ winners, names }), shown until the next starts. */
    this.lastOver = null;
    parts.start.addEventListener('click', () => onStart());
    parts.again?.addEventListener('click', () => onStart());
  }

  /** Whether the room plays one board together. */
  get together() {
    return !!this.state && TOGETHER_GAMES.has(this.state.game);
  }

  /** The room's link, to share. */
  get link() {
    return this.state ? `${this.origin}/room/${this.state.code}` : '';
  }

  /** Shows the room as the `room` message `state` describes it. */
  show(state) {
    if (state.phase === 'playing' && this.state?.phase !== 'playing') this.lastOver = null;
    this.state = state;
    const me = state.players.find((p) => p.id === state.you);
    const host = state.players.find((p) => p.id === state.host);
    const isHost = state.host === state.you;
    this.parts.title.textContent = `${state.title} together`;
    this.parts.code.textContent = state.code;
    const link = this.parts.link;
    link.textContent = this.link;
    link.href = this.link;
    this.parts.players.replaceChildren(...state.players.map((p) => this._player(p, state)));
    const start = this.parts.start;
    const enough = state.players.length >= 2;
    start.hidden = !isHost || state.phase === 'playing';
    start.disabled = !enough;
    start.textContent = this.lastOver ? 'Play again' : 'Start';
    const winners = this.lastOver ? this._winnerText() : '';
    this.parts.note.textContent = state.phase === 'playing'
      ? (me?.playing ? '' : 'A round is under way: you play in the next one. The standings are beside the game.')
      : `${winners}${isHost ? (enough ? 'Start when everyone is in.' : 'Share the code or the link: a room plays with 2 players or more.')
        : `Waiting for ${host ? host.name : 'the host'} to start.`}`;
    // The lobby stands over the game between rounds, and for a player waiting for the next —
    // but a board played together is watched meanwhile.
    this.card.hidden = state.phase === 'playing' && (!!me?.playing || this.together);
    if (this.parts.again) this.parts.again.hidden = !(this.together && isHost && state.phase === 'playing');
    this._standings(state);
  }

  /** The room could not be entered (none by that code, full): `why`, and the way back. */
  refuse(why) {
    this.parts.title.textContent = 'No room to play in';
    this.parts.code.textContent = '';
    this.parts.link.textContent = '';
    this.parts.players.replaceChildren();
    this.parts.start.hidden = true;
    this.parts.note.textContent = `${why[0].toUpperCase()}${why.slice(1)}.`;
    this.card.hidden = false;
  }

  /** A round ended: `over` is the server's `over` message. */
  over(over) {
    this.lastOver = over;
    if (this.state) this.show(this.state);
  }

  _winnerText() {
    const { winners, names } = this.lastOver;
    if (!winners.length) return '';
    if (this.together) return `Solved together by ${names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}` : names[0]}! `;
    if (winners.includes(this.state.you)) return winners.length > 1 ? `A tie: you and ${names.length - 1} more stood last. ` : 'You were last standing: you win! ';
    return `${names.join(' and ')} ${names.length > 1 ? 'were' : 'was'} last standing. `;
  }

  _player(p, state) {
    const li = this.document.createElement('li');
    li.dataset.player = String(p.id);
    li.style.borderLeftColor = p.colour;
    const tags = [p.id === state.host ? 'host' : '', p.id === state.you ? 'you' : '', p.away ? 'away: their seat is kept 30 s' : ''].filter(Boolean);
    // textContent keeps a name as text.
    li.textContent = `${p.name}${tags.length ? ` (${tags.join(', ')})` : ''}`;
    return li;
  }

  _standings(state) {
    const playing = state.players.filter((p) => p.playing || p.out !== undefined);
    this.standings.hidden = state.phase !== 'playing' || playing.length === 0;
    this.standings.replaceChildren(...[...playing].sort((a, b) => b.score - a.score).map((p) => {
      const li = this.document.createElement('li');
      li.dataset.player = String(p.id);
      li.style.borderLeftColor = p.colour;
      li.className = p.out !== undefined ? 'out' : '';
      // Together, no one has a score of their own: the list says who plays, in their colour.
      li.textContent = this.together ? `${p.name}${p.id === state.you ? ' (you)' : ''}` : `${p.name}: ${p.score}${p.out !== undefined ? ' · out' : ''}`;
      return li;
    }));
  }
}
