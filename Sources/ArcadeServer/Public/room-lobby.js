// A room on the play page: before a round, the lobby — the room's code and link to share (with its
// QR code and Copy link: room-share.js), who is
// in it (each in their colour), and Start for the host; during a round, the standings beside the
// game — each player's score, and who is out; after it, who was last standing. On a board played
// together (the arcade's catalogue says how a room plays each game: "together") the list beside
// the game is the team, each in their colour (the colour their fingers are drawn in), the host
// may start a new board at any time, and the round ends solved by everyone. A race ("race") is
// best of three: the standings count each player's puzzles taken, and the next comes by itself
// until someone has two.

import { RoomShare } from './room-share.js';

/** The lobby card and the standings of one room. */
export class RoomLobby {
  /**
   * `parts`: the lobby's elements { card, title, code, link, players, start, note, again?, qr?, copy?,
   * share?, rematch? } (`again`: the host's New board button beside a board played together; `qr`:
   * where the link's QR code is drawn; `copy`: the Copy link button; `share`: the two together,
   * shown until the first round is over; `rematch`: every player's Rematch once a round is);
   * `standings`: the list beside the game; `onStart()`: the host pressed Start; `origin`: the
   * page's origin, for the room's link; `document` makes elements; `games` the arcade's games by
   * name (game-catalogue.js), which say how a room plays each.
   */
  constructor(parts, standings, { onStart, onRematch = () => {}, onWatch = () => {}, origin = globalThis.location?.origin ?? '', document = globalThis.document, games = new Map() } = {}) {
    this.games = games;
    this.parts = parts;
    this.card = parts.card;
    this.standings = standings;
    this.origin = origin;
    this.document = document;
    /** The room as the server last described it (its `room` message); null before. */
    this.state = null;
    /** Who won the last round ({ winners, names }), shown until the next starts. */
    this.lastOver = null;
    /** The link's QR code and Copy link, when the page has them. */
    this.share = parts.qr ? new RoomShare(parts.qr, parts.copy, { select: () => selectText(parts.link, document) }) : null;
    parts.start.addEventListener('click', () => onStart());
    // A new board for everyone is asked twice: one slip must not deal it unasked.
    this._confirming = 0;
    parts.again?.addEventListener('click', () => {
      if (this._confirming) {
        clearTimeout(this._confirming);
        this._endConfirm();
        onStart();
        return;
      }
      parts.again.textContent = 'Tap again: a new board for everyone';
      parts.again.classList?.add('confirm');
      this._confirming = setTimeout(() => this._endConfirm(), 3000);
    });
    parts.rematch?.addEventListener('click', () => onRematch());
    /** A player who is out asks to follow another's game: `onWatch(live, name)`. */
    this.onWatch = onWatch;
  }

  _endConfirm() {
    this._confirming = 0;
    this.parts.again.textContent = 'New board';
    this.parts.again.classList?.remove('confirm');
  }

  /** Whether the room plays one board together. */
  get together() {
    return this._play === 'together';
  }

  /** How the room plays its game: 'versus', 'race' or 'together' (the catalogue's word). */
  get _play() {
    return this.state ? this.games.get(this.state.game)?.rooms : undefined;
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
    this.parts.title.textContent = `${state.title} ${this._play ?? 'together'}`;
    this.parts.code.textContent = state.code;
    const link = this.parts.link;
    link.textContent = this.link;
    link.href = this.link;
    this.share?.show(this.link);
    const start = this.parts.start;
    const enough = state.players.length >= 2;
    // Between a race's puzzles the next comes by itself.
    const racing = !!state.race && !state.race.over;
    // A round over: the scoreboard of everyone, and a Rematch for each.
    const ended = !!this.lastOver && state.phase === 'lobby' && !racing;
    this.parts.players.replaceChildren(...(ended ? this._scoreboard(state) : state.players.map((p) => this._player(p, state))));
    this.parts.players.classList?.toggle('scoreboard', ended);
    if (this.parts.share) this.parts.share.hidden = state.round > 0 && (ended || racing);
    start.hidden = !isHost || state.phase === 'playing' || racing;
    start.disabled = !enough;
    start.textContent = ended ? 'Start now' : 'Start';
    start.classList?.toggle('secondary', ended);
    const waiting = state.players.filter((p) => !p.away && !p.rematch);
    if (this.parts.rematch) {
      this.parts.rematch.hidden = !ended;
      this.parts.rematch.disabled = !!me?.rematch || !enough;
      this.parts.rematch.textContent = me?.rematch ? `Waiting for ${waiting.map((p) => p.name).join(', ')}` : 'Rematch';
    }
    const winners = this.lastOver ? this._winnerText() : '';
    this.parts.note.textContent = state.phase === 'playing'
      ? (me?.playing ? '' : 'A round is under way: you play in the next one. The standings are beside the game.')
      : racing ? `${winners}The next phrase comes in a moment.`
        : ended ? `${winners}${enough ? 'The room plays again once everyone asks for a rematch.' : 'A room plays with 2 players or more: share the code or the link.'}`
          : `${winners}${isHost ? (enough ? 'Start when everyone is in.' : 'Share the code or the link: a room plays with 2 players or more.')
            : `Waiting for ${host ? host.name : 'the host'} to start.`}${this._play === 'race' && state.round === 0
            ? ' A race: best of three, everyone at the level the room was made with; a phrase spelled with a hint takes no point.' : ''}`;
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
    this.share?.show('');
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
    if (this.lastOver.race) return this._raceText();
    if (!winners.length) return '';
    if (this.together) return `Solved together by ${names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}` : names[0]}! `;
    if (winners.includes(this.state.you)) return winners.length > 1 ? `A tie: you and ${names.length - 1} more stood last. ` : 'You were last standing: you win! ';
    return `${names.join(' and ')} ${names.length > 1 ? 'were' : 'was'} last standing. `;
  }

  /** A race's news: who took the puzzle (or that nobody spelled it), and who won the race once decided. */
  _raceText() {
    const { winners, names, race } = this.lastOver;
    const players = this.state.players;
    const tally = [...players].sort((a, b) => b.score - a.score).map((p) => p.score).join('–');
    if (race.over) {
      // Who won the race, as the server says (the most phrases taken), whoever took the last.
      const leaders = race.leaders ? players.filter((p) => race.leaders.includes(p.id)) : [];
      if (leaders.length === 0) return 'The race ends with no phrase taken. ';
      if (leaders.length > 1) return `The race ends in a tie, ${tally}. `;
      return leaders[0].id === this.state.you ? `You win the race, ${tally}! ` : `${leaders[0].name} wins the race, ${tally}. `;
    }
    if (!winners.length) return `Nobody spelled phrase ${race.puzzle} in time. `;
    return winners.includes(this.state.you) ? `You spelled it first: ${tally}. ` : `${names[0]} spelled it first: ${tally}. `;
  }

  /** The round's scoreboard: everyone, best first — the winners, then by score (versus: how long they lasted). */
  _scoreboard(state) {
    // A race's winners are those who took the most phrases, whoever took the last.
    const winners = this.lastOver.race?.over ? this.lastOver.race.leaders ?? [] : this.lastOver.winners;
    const race = this._play === 'race';
    const ranked = [...state.players].sort((a, b) => (winners.includes(b.id) - winners.includes(a.id)) || (b.score - a.score)
      || ((Number.isFinite(b.out) ? b.out : -1) - (Number.isFinite(a.out) ? a.out : -1)));
    return ranked.map((p, i) => {
      const li = this.document.createElement('li');
      li.dataset.player = String(p.id);
      li.style.borderLeftColor = p.colour;
      li.className = winners.includes(p.id) ? 'winner' : '';
      const figure = this.together ? '' : race ? ` — ${p.score} ${p.score === 1 ? 'phrase' : 'phrases'}`
        : ` — ${p.score}${Number.isFinite(p.out) ? ` · lasted ${Math.floor(p.out / 60)}:${String(Math.floor(p.out % 60)).padStart(2, '0')}` : ''}`;
      const tags = [p.id === state.you ? 'you' : '', p.away ? 'away' : '', p.rematch ? 'in for a rematch ✓' : ''].filter(Boolean);
      li.textContent = `${i + 1}. ${p.name}${figure}${tags.length ? ` (${tags.join(', ')})` : ''}`;
      return li;
    });
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
    // A race's rules stay in sight while it is run: the level is the host's, and a hint costs the point.
    const rule = this.document.createElement('li');
    rule.className = 'rule';
    rule.textContent = `First to ${state.race?.to ?? 2} phrases · a hinted phrase takes no point`;
    // Out of a versus round: the games still going can be watched.
    const me = state.players.find((m) => m.id === state.you);
    const mayWatch = !this.together && !state.race && me?.out !== undefined;
    this.standings.replaceChildren(...(state.race ? [rule] : []), ...[...playing].sort((a, b) => b.score - a.score).map((p) => {
      const li = this.document.createElement('li');
      li.dataset.player = String(p.id);
      li.style.borderLeftColor = p.colour;
      // In a race a player done with the phrase is not out of anything.
      li.className = p.out !== undefined && !state.race ? 'out' : '';
      // Together, no one has a score of their own: the list says who plays, in their colour.
      li.textContent = this.together ? `${p.name}${p.id === state.you ? ' (you)' : ''}`
        : state.race ? `${p.name}: ${p.score} ${p.score === 1 ? 'phrase' : 'phrases'}`
          : `${p.name}: ${p.score}${p.out !== undefined ? ' · out' : ''}`;
      if (mayWatch && p.id !== state.you && p.live && p.out === undefined) {
        const watch = this.document.createElement('button');
        watch.type = 'button';
        watch.className = 'watch';
        watch.textContent = 'Watch';
        watch.addEventListener('click', () => this.onWatch(p.live, p.name));
        li.append(watch);
      }
      return li;
    }));
  }
}

/** Selects `element`'s text on the page (for the player to copy); false where the page cannot. */
function selectText(element, document) {
  const range = document?.createRange?.();
  const selection = globalThis.getSelection?.();
  if (!range || !selection) return false;
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  return true;
}
