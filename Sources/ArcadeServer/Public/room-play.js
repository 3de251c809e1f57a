// Playing in a room (/room/CODE, or /room/new?game=… to make one): the page sits in the room
// instead of saying hello, shows its lobby and standings, and — when the room plays one board
// together — runs that board (a TeamBoard) in place of a game of its own: the player's input
// goes to the room in its order, and every step comes back for every page.
import { FingerMarks } from './finger-marks.js';
import { LocalSession, missingModuleNotice, pageSeconds } from './local-session.js';
import { CLIENT, ROOM_CODE_LENGTH, ROOM_CODE_LETTERS, SERVER_MESSAGES } from './protocol.js';
import { RoomLobby } from './room-lobby.js';
import { RoomWatch } from './room-watch.js';
import { TeamBoard } from './team-board.js';

/** A new room's code: ROOM_CODE_LENGTH (6) of the protocol's letters drawn at random (31⁶, about 887 million codes). */
export function newRoomCode(random = (n) => crypto.getRandomValues(new Uint32Array(n))) {
  return [...random(ROOM_CODE_LENGTH)].map((r) => ROOM_CODE_LETTERS[r % ROOM_CODE_LETTERS.length]).join('');
}

/** The play page's room: its seat, its lobby, and the board played together, if any. */
export class RoomPlay {
  /**
   * `page`: the PlayPage; `path`: the room's part of the address ("new" to make one). Its code
   * is drawn here for a new room, so that the proxy sends every player of it to the instance
   * that holds it.
   */
  constructor(page, path) {
    this.page = page;
    // The page's room layout: the standings' strip above the game (style.css).
    globalThis.document?.body.classList.add('room');
    this.code = path === 'new' ? newRoomCode() : path.toUpperCase();
    /** Whether this page makes the room (its first `room` message creates it). */
    this.making = path === 'new';
    /** The room's sealed state as last heard: what another instance takes the room on from when this one goes away. */
    this.carry = null;
    this.lobby = null;
    /** The board played together (a TeamBoard), once the server sends it; null otherwise. */
    this.team = null;
    this._teamQueue = [];
    this._teamStepQueued = false;
    this._otherMarks = null;
  }

  /** The socket's query: the room's code, which a proxy hashes to pick the instance. */
  get socketQuery() { return `?room=${this.code}`; }

  /** What the mode needs the arcade's build for: a board played together. */
  get moduleUse() { return 'plays a board together'; }

  /** Whether the page may run its frames. */
  get canPlay() { return true; }

  /** Nothing to fetch first. */
  async load() {}

  /** A round's session began: the title stays the room's. */
  welcomed() {}

  /** With no server there is no room to play in: the page waits for it. */
  playOffline() { return false; }

  /** A result of a round played offline: nothing to add. */
  outcome() { return null; }

  /** A frame at the game's clock: nothing of its own. */
  show() {}

  /** The page was resized. */
  layout() {}

  /** The lobby, once the games are known; the room is joined at once. */
  ready() {
    const $ = (id) => document.getElementById(id);
    this.lobby = new RoomLobby({ card: $('room-card'), title: $('room-title'), code: $('room-code'), link: $('room-link'),
      qr: $('room-qr'), copy: $('room-copy'), share: $('room-share'), rematch: $('room-rematch'), players: $('room-players'), start: $('room-start'), note: $('room-note'), again: $('room-again') }, $('standings'),
    { onStart: () => this.page.send(CLIENT.start()), onRematch: () => this.page.send(CLIENT.rematch()),
      onWatch: (live, name) => this.watching.watch(live, name), games: this.page.games });
    /** Another player's game, followed by a player who is out. */
    this.watching = new RoomWatch($('room-watch'), { stage: $('room-watch-stage'), title: $('room-watch-title'), close: $('room-watch-close') });
    return true;
  }

  /** The `room` message that seats the player (made now when the address says new), sent instead of a hello. */
  seatMessage(size) {
    const page = this.page;
    const seat = { player: page.playerName(), local: !!page.local, ...size, code: this.code };
    if (this.making) Object.assign(seat, { game: page.game, options: page.options });
    // Kept off the list of games in progress, as a game of one's own is.
    if (page.privateBox?.checked) seat.private = true;
    // Back after a lost connection (or a reload): the seat held for this player, by its token.
    const held = sessionStorage.getItem(`fingerplay.seat.${this.code}`);
    if (held) seat.seat = held;
    // And the room as last heard, with its board's steps: another instance may be taking it on.
    if (this.carry) seat.restore = { carry: this.carry, count: this.team ? this.team.count : 0, chain: this.team ? this.team.chain : '' };
    return CLIENT.room(seat);
  }

  /** A server message about the room; true when it was one. */
  receive(message, text) {
    switch (message.type) {
      case SERVER_MESSAGES.room: {
        // The room's code is its address from now on: a reload or a shared link comes back to it.
        if (this.making) history.replaceState(null, '', `/room/${message.code}`);
        this.making = false;
        this.code = message.code;
        this.carry = message.carry || null;
        if (message.seat) sessionStorage.setItem(`fingerplay.seat.${message.code}`, message.seat);
        // How the room plays its game, in the title: the game's title and its way of playing in rooms
        // (versus, race or together), both from the server's catalogue.
        const play = this.page.games.get(message.game)?.rooms ?? 'together';
        document.getElementById('title').textContent = `${message.title} ${play} · ${message.code}`;
        document.body.dataset.roomPhase = message.phase;
        // The round over: the game followed meanwhile is put away.
        if (message.phase !== 'playing') this.watching?.stop();
        this.lobby.show(message);
        return true;
      }
      case SERVER_MESSAGES.board:
        this._board(message, text);
        return true;
      case SERVER_MESSAGES.steps:
        if (this.team) this._draw(this.team.confirm(message.steps, pageSeconds(), text, message));
        return true;
      case SERVER_MESSAGES.restore:
        // This instance takes the room on: it is handed the board's steps, as they were sent.
        if (this.team) for (const chunk of this.team.restoreMessages()) this.page.connection.sendText(chunk);
        return true;
      case SERVER_MESSAGES.over:
        // A board solved together stays in view; its input is over until the next round.
        if (this.team) this.team.playing = false;
        this.lobby.over(message);
        document.body.dataset.roomOver = message.names.join(', ');
        return true;
      case SERVER_MESSAGES.error:
        // A room that is not there, or full: said on the lobby card, with the way back.
        if (message.fatal && !this.lobby.state) this.lobby.refuse(message.message);
        return false;
      default:
        return false;
    }
  }

  /** A press: on a board played together it comes back as a step, in the room's order. */
  get pressesLocally() { return !this.team; }

  /** The player's input: on a board played together, the predicted board at once and the room's order; true then. */
  event(event) {
    if (!this.team) return false;
    this._teamQueue.push(event);
    if (this._teamStepQueued) return true;
    this._teamStepQueued = true;
    queueMicrotask(() => {
      this._teamStepQueued = false;
      const events = this._teamQueue;
      this._teamQueue = [];
      const message = this.team.input(events, pageSeconds());
      if (message) this.page.send(message);
      this._draw(this.team.lastScene);
    });
    return true;
  }

  /** A frame of the board played together; true when there is one. */
  frame() {
    if (!this.team) return false;
    this._draw(this.team.frame(pageSeconds()));
    return true;
  }

  /**
   * A room's board played together (its `board` message): the confirmed and predicted sessions
   * on two instances of the module, the board drawn at the host's size, the other players'
   * fingers over it in their colours.
   */
  async _board(message, text) {
    const page = this.page;
    if (!page.module) {
      page.notices.say(missingModuleNotice(this.moduleUse), true, 0);
      return;
    }
    // Two instances for the room's whole life: each new board replaces the last one's games in them.
    this._sessions = this._sessions || Promise.all([page.module.instantiate(), page.module.instantiate()])
      .then(([a, b]) => [new LocalSession(a), new LocalSession(b)]);
    const [confirmed, predicted] = await this._sessions;
    try {
      this.team = new TeamBoard(confirmed, predicted, message, pageSeconds(), text);
    } catch (error) {
      page.notices.say(`The board could not be set up: ${error.message}`, true, 0);
      return;
    }
    this._teamQueue = [];
    page.feedback.reset();
    page.renderer.reset({ width: message.header.width, height: message.header.height });
    const layer = document.createElement('div');
    layer.id = 'fingers';
    this._otherMarks = new FingerMarks(layer, { document });
    this._draw(this.team.lastScene);
    page.world.append(layer);
    document.body.dataset.teamRound = String(message.round);
    if (!message.playing) page.notices.say('A round is under way: you watch it, and play from the next.', false, 4000);
  }

  /** Draws a scene of the board played together, with the other players' fingers and any of the player's own refused. */
  _draw(scene) {
    const page = this.page;
    if (scene) page.draw(scene);
    this._otherMarks?.show(this.team.otherFingers(), pageSeconds());
    for (const held of this.team.takeHeld()) {
      const holder = this.team.player(held.by);
      // Nothing happens under the finger: the page says why, and the piece flashes.
      page.renderer.flash({ kind: 'bad', node: held.node });
      page.notices.say(`${holder ? holder.name : 'Another player'} holds that — it moves for them alone.`, false, 1500);
      document.body.dataset.held = `${held.node}:${holder ? holder.name : ''}`;
    }
  }
}
