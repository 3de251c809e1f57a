// Playing a challenge (/challenge/ID): the board of a leaderboard record, with the record
// played alongside as a ghost on the same clock; the page says who to beat before the game and
// how it went after, and starts only when the challenger is ready.
import { ChallengeGhost, challengeOutcome } from './challenge-ghost.js';
import { SERVER_MESSAGES } from './protocol.js';

/** The play page's challenge: the record challenged, its card and its ghost. */
export class ChallengePlay {
  /** `page`: the PlayPage; `id`: the leaderboard result whose board is played. */
  constructor(page, id) {
    this.page = page;
    this.id = id;
    /** The record's row (GET /api/scores/ID) and text (its record), once fetched. */
    this.detail = null;
    this.text = null;
    /** The challenged record played alongside, once the module and the record are in. */
    this.ghost = null;
  }

  /** The socket's query: none. */
  get socketQuery() { return ''; }

  /** What the mode needs the arcade's build for: the ghost. */
  get moduleUse() { return 'plays the record beside you'; }

  /** Presses step the page's own game. */
  get pressesLocally() { return true; }

  /** A challenge's row and record, fetched before the game starts: the page says who to beat. */
  async load() {
    const notices = this.page.notices;
    try {
      const [d, r] = await Promise.all([fetch(`/api/scores/${this.id}`), fetch(`/api/scores/${this.id}/record`)]);
      if (d.status === 404 || r.status === 404) {
        notices.say(`There is no record ${this.id} on the leaderboard to play again: it may have been taken off, or the link is wrong.`, true, 0);
        return;
      }
      if (!d.ok || !r.ok) throw new Error(`the arcade answered ${d.ok ? r.status : d.status}`);
      [this.detail, this.text] = await Promise.all([d.json(), r.text()]);
    } catch (error) {
      notices.say(`The record to play again could not be fetched: ${error.message}. Reload to try again.`, true, 0);
      return;
    }
    this.page.game = this.detail.game;
    // Short enough for a phone's bar: the challenge card says the rest.
    document.getElementById('title').textContent = `Beat ${this.detail.player || 'Anonymous'}’s ${this.detail.summary}`;
    document.title = 'Challenge — Fingerplay';
  }

  /** Shows the card; the game starts when the challenger is ready. False: not connected yet (nor ever, without the record). */
  ready() {
    if (this.detail) this._showCard(null);
    return false;
  }

  /** Whether the page may run its frames: only once the record is in. */
  get canPlay() { return !!this.detail; }

  /** Sent instead of a hello: nothing (the hello says what to play). */
  seatMessage() { return null; }

  /** The player's input: the page's own game takes it. */
  event() { return false; }

  /** A frame: the page's own. */
  frame() { return false; }

  /** The hello's challenge. */
  hello() { return { challenge: this.id }; }

  /** A result against the record; true when it was one (the notice is shown). */
  receive(message) {
    if (message.type !== SERVER_MESSAGES.result) return false;
    const outcome = this.outcome(message.result);
    this.page.notices.say(`${message.id ? 'Saved' : 'Result'}: ${message.summary} — ${outcome}`, false, 8000);
    // A result that ends the game ends the board (some games give one at each new best as they go).
    if (this.page.games.get(message.result.game)?.resultEndsGame !== false) this._showCard(`${message.summary}: ${outcome}`);
    return true;
  }

  /** The session began: the ghost starts on the game's clock. */
  welcomed() { this._startGhost(); }

  /** With no server: the challenged record's own board, as the server would have dealt it. */
  playOffline() {
    const page = this.page;
    const r = JSON.parse(this.text);
    const carry = r.carry ? { ...r.carry } : undefined;
    if (carry) delete carry.bestScores;
    page.renderer.reset({ width: r.width, height: r.height });
    page.startLocal({ game: r.game, options: r.options || {}, seed: r.seed, width: r.width, height: r.height, round: r.round || 0, carry });
    this._startGhost();
    page.notices.say('No server: playing this board on this device. The result is saved when the arcade is back.', true, 5000);
    return true;
  }

  /** What the page says of a challenge's result against the record. */
  outcome(result) {
    const d = this.detail;
    const outcome = challengeOutcome(result, d, d.player);
    document.body.dataset.challengeOutcome = outcome.text;
    return outcome.text;
  }

  /** A frame: the ghost on the game's clock (a challenge's board starts at the session's 0). */
  show(gameTime) { this.ghost?.show(gameTime); }

  /** The page was resized. */
  layout() { this.ghost?.layout(); }

  /**
   * The challenge's card: before the game, who to beat and Start; after a result, how it went
   * and Try again (a new session on the same board).
   */
  _showCard(outcome) {
    const d = this.detail, card = document.getElementById('challenge-card');
    const title = this.page.games.get(d.game)?.title ?? d.game;
    document.getElementById('challenge-text').textContent = outcome
      ? `${outcome}.`
      : `${title}: the board ${d.player || 'Anonymous'} played for ${d.summary}. Their record plays alongside as a ghost, on the same clock.`;
    const start = document.getElementById('challenge-start');
    start.textContent = outcome ? 'Try this board again' : 'Start';
    start.onclick = () => {
      if (outcome) return location.reload();
      card.hidden = true;
      this.page.connection.connect();
    };
    card.hidden = false;
    start.focus();
  }

  /** Starts the challenged record alongside the game, from the game's clock now. */
  _startGhost() {
    const box = document.getElementById('ghost');
    const page = this.page;
    if (!page.module || !box || this.ghost) return;
    try {
      this.ghost = new ChallengeGhost(page.module, this.text, box, { button: document.getElementById('ghost-mode') });
      document.getElementById('ghost-mode').hidden = false;
    } catch (error) {
      page.notices.say(`The record cannot be played alongside: ${error.message}`, true);
    }
  }
}
