// The game page, put together. It knows no game: it sends the player's input to the server and
// draws the scene the server describes (docs/protocol.md). Where the arcade serves its
// WebAssembly build (/fingerplay.wasm), the page also plays the game itself — the server's own
// session, compiled to wasm — and draws the scenes it makes at once, every frame; the server then
// sends no scenes and stays the judge of every result. With no server at all, the page plays
// alone. The Gesture Lab is this page with hooks of its own.
import { ChallengeGhost, challengeOutcome } from './challenge-ghost.js';
import { Connection, PROTOCOL_VERSION } from './connection.js';
import { ROOM_CODE_LENGTH, ROOM_CODE_LETTERS } from './protocol.js';
import { Feedback } from './feedback.js';
import { LocalSession, loadGameModule, missingModuleNotice } from './local-session.js';
import { Notices } from './notices.js';
import { keepPendingRecord, submitPendingRecords } from './pending-results.js';
import { PointerInput } from './pointer-input.js';
import { RoomLobby } from './room-lobby.js';
import { SceneRenderer } from './scene-renderer.js';
import { FingerMarks } from './finger-marks.js';
import { loadGames } from './game-catalogue.js';
import { TeamBoard } from './team-board.js';

// Input goes out once a frame, but never more often than every 8 ms: a 240 Hz display sends
// 120 messages a second, well inside the server's 200 frames a second.
const MINIMUM_SEND_INTERVAL = 8;
// A page playing locally sends the steps its own session took a few times a second (its game
// already answered the player; the server only has to judge) — every frame while someone watches
// it live, so spectators see it within a frame of the network — with a heartbeat each second so
// the server knows the page's clock when nothing happens; at most 400 events a message.
const STEP_SEND_INTERVAL = 100;
const HEARTBEAT_INTERVAL = 1000;
const EVENTS_PER_MESSAGE = 400;
// Handing a long game over after a move sends many steps at once: paced inside the server's
// byte budget for a connection (256 KiB a second, 1 MiB at once).
const SEND_RATE = 200 * 1024, SEND_BURST = 700 * 1024;

/** A new room's code: ROOM_CODE_LENGTH (6) of the protocol's letters drawn at random (31⁶, about 887 million codes). */
export function newRoomCode(random = (n) => crypto.getRandomValues(new Uint32Array(n))) {
  return [...random(ROOM_CODE_LENGTH)].map((r) => ROOM_CODE_LETTERS[r % ROOM_CODE_LETTERS.length]).join('');
}

/** The page's seconds: the clock input is stamped by and local sessions run on. */
const pageSeconds = () => performance.now() / 1000;

/** One play page: its game, its connection, its local session, its drawing and its input. */
export class PlayPage {
  /**
   * `hooks` (the Gesture Lab's): `game` to play instead of the address's, `hello()` adding to
   * the hello message, `receive(message)` seeing every message first. The Lab never plays
   * locally. `?local=0` turns local play off too.
   */
  constructor(hooks = {}) {
    const params = new URLSearchParams(location.search);
    this.hooks = hooks;
    /** The game's name: the Lab's, the address's, or (once the games are known) the arcade's first. */
    this.game = hooks.game || params.get('game') || null;
    /** The arcade's games by name (game-catalogue.js), once start() has them. */
    this.games = new Map();
    this.options = {};
    for (const key of ['level', 'board', 'mode']) if (params.get(key)) this.options[key] = params.get(key);
    this.localWanted = !hooks.game && params.get('local') !== '0' && typeof WebAssembly === 'object';
    const challenge = /^\/challenge\/([0-9]+)\/?$/.exec(location.pathname);
    /**
     * A challenge (/challenge/ID): the leaderboard result whose board is played, and, once
     * fetched, its row and record ({ id, detail, text }); null for a game of its own.
     */
    this.challenge = challenge && !hooks.game ? { id: Number(challenge[1]), detail: null, text: null } : null;
    /** The challenged record played alongside, once the module and the record are in (a ChallengeGhost). */
    this.ghost = null;
    const room = /^\/room\/([A-Za-z0-9]{1,12})\/?$/.exec(location.pathname);
    /** A room (/room/CODE, or /room/new?game=… to make one): its code, and its lobby once it answers. */
    /**
     * A room (/room/CODE, or /room/new?game=… to make one): its code — drawn here for a new room,
     * so that the proxy sends every player of it to the instance that holds it — whether this
     * page made it, its lobby once it answers, and its sealed state as last heard (`carry`: what
     * another instance takes the room on from when this one goes away).
     */
    this.room = room && !hooks.game ? { code: room[1] === 'new' ? newRoomCode() : room[1].toUpperCase(), making: room[1] === 'new', lobby: null, carry: null } : null;

    this.stage = document.getElementById('stage');
    this.world = document.getElementById('world');
    this.nameInput = document.getElementById('player');
    if (this.nameInput) this.nameInput.value = localStorage.getItem('fingerplay.player') || '';
    this.privateBox = document.getElementById('private');
    if (this.privateBox) this.privateBox.checked = localStorage.getItem('fingerplay.private') === 'on';
    /** How many people watch this game live (the server's `watchers`). */
    this.watchers = 0;
    this.renderer = new SceneRenderer(this.stage, this.world, { onPress: (id) => this.press(id) });
    this.notices = new Notices(document.getElementById('notice'), this.world);
    this.feedback = new Feedback(document.getElementById('sound'));
    this.input = new PointerInput(this.stage, { toScene: (x, y) => this.renderer.toScene(x, y), onEvent: (e) => this._event(e) });
    const socketQuery = this.room ? `?room=${this.room.code}` : '';
    this.connection = new Connection(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws${socketQuery}`, {
      onOpen: () => this._hello(),
      onMessage: (message, text) => this._receive(message, text),
      onLost: (wait) => this._lost(wait),
      onMove: () => this.notices.say('Moving to another server — your game carries on.', false, 2500),
      onUnreachable: () => { if (!this.session) this._playOffline(); },
    });

    /** The local session, once the module is loaded (null: the server draws). */
    this.local = null;
    /**
     * The session the server began (its welcome): a page that loses its server, or is told to
     * move, carries the game on at another instance with the welcome's seed and ticket, and
     * hands over every step its own session took, which the new instance replays to the same
     * game. { game, options, seed, width, height, bestScore, ticket }.
     */
    this.session = null;
    /** Playing with no server: results are shown, not saved. */
    this.offline = false;
    /** The game time now is the page's seconds plus this. */
    this.clockOffset = 0;
    this._queue = [];          // events waiting for the next frame's input message
    this._localQueue = [];     // the same events, for the local session, stepped as they come
    this._localStepQueued = false;
    this._lastSent = -Infinity;
    this._sentSteps = 0;       // how many of the script's steps this connection has been sent
    this._resuming = false;    // the hello under way carries a session on (steps wait for its welcome)
    this._sendBudget = SEND_BURST;
    this._budgetTime = 0;
    /** A room's board played together (a TeamBoard), once the server sends it; null otherwise. */
    this.team = null;
    this._teamQueue = [];
    this._teamStepQueued = false;
    this._otherMarks = null;
  }

  /** Loads the local module (if wanted), connects, and runs the frames. */
  async start() {
    addEventListener('resize', () => {
      this.renderer.layout();
      this.ghost?.layout();
    });
    if (this.nameInput) {
      this.nameInput.addEventListener('change', () => {
        const name = this.nameInput.value.trim().slice(0, 20);
        localStorage.setItem('fingerplay.player', name);
        this.send({ type: 'name', player: name });
      });
      // Typing a name must not be taken for play.
      this.nameInput.addEventListener('pointerdown', (e) => e.stopPropagation());
    }
    if (this.privateBox) {
      this.privateBox.addEventListener('change', () => {
        localStorage.setItem('fingerplay.private', this.privateBox.checked ? 'on' : 'off');
        this.send({ type: 'privacy', private: this.privateBox.checked });
      });
      this.privateBox.addEventListener('pointerdown', (e) => e.stopPropagation());
    }
    // Without the catalogue (the arcade not answering) the page still plays the game it was given.
    const [module, games] = await Promise.all([this.localWanted || this.challenge || this.room ? loadGameModule() : null,
      loadGames().catch(() => new Map()), this._fetchChallenge()]);
    this.games = games;
    this.game ??= games.keys().next().value;
    if (module && this.localWanted) this.local = new LocalSession(module);
    this._module = module;
    // A challenge's ghost and a room's board need the build: the player hears what is missing.
    if (!module && (this.challenge || this.room)) {
      this.notices.say(missingModuleNotice(this.room ? 'plays a board together' : 'plays the record beside you'), true, 0);
    }
    if (this.challenge && !this.challenge.detail) return;
    requestAnimationFrame(() => this._frame());
    if (this.room) {
      const $ = (id) => document.getElementById(id);
      this.room.lobby = new RoomLobby({ card: $('room-card'), title: $('room-title'), code: $('room-code'), link: $('room-link'),
        players: $('room-players'), start: $('room-start'), note: $('room-note'), again: $('room-again') }, $('standings'),
      { onStart: () => this.send({ type: 'start' }), games: this.games });
    }
    // A challenge starts when the challenger is ready: the board's clock runs from the first command.
    if (this.challenge) this._showChallengeCard(null);
    else this.connection.connect();
  }

  /**
   * The challenge's card: before the game, who to beat and Start; after a result, how it went
   * and Try again (a new session on the same board).
   */
  _showChallengeCard(outcome) {
    const d = this.challenge.detail, card = document.getElementById('challenge-card');
    const title = this.games.get(d.game)?.title ?? d.game;
    document.getElementById('challenge-text').textContent = outcome
      ? `${outcome}.`
      : `${title}: the board ${d.player || 'Anonymous'} played for ${d.summary}. Their record plays alongside as a ghost, on the same clock.`;
    const start = document.getElementById('challenge-start');
    start.textContent = outcome ? 'Try this board again' : 'Start';
    start.onclick = () => {
      if (outcome) return location.reload();
      card.hidden = true;
      this.connection.connect();
    };
    card.hidden = false;
    start.focus();
  }

  /** A challenge's row and record, fetched before the game starts: the page says who to beat. */
  async _fetchChallenge() {
    const c = this.challenge;
    if (!c) return;
    try {
      const [d, r] = await Promise.all([fetch(`/api/scores/${c.id}`), fetch(`/api/scores/${c.id}/record`)]);
      if (d.status === 404 || r.status === 404) {
        this.notices.say(`There is no record ${c.id} on the leaderboard to play again: it may have been taken off, or the link is wrong.`, true, 0);
        return;
      }
      if (!d.ok || !r.ok) throw new Error(`the arcade answered ${d.ok ? r.status : d.status}`);
      [c.detail, c.text] = await Promise.all([d.json(), r.text()]);
    } catch (error) {
      this.notices.say(`The record to play again could not be fetched: ${error.message}. Reload to try again.`, true, 0);
      return;
    }
    this.game = c.detail.game;
    document.getElementById('title').textContent = `Challenge: beat ${c.detail.player || 'Anonymous'}’s ${c.detail.summary}`;
    document.title = `Challenge — Fingerplay`;
  }

  /** Starts the challenged record alongside the game, from the game's clock now. */
  _startGhost() {
    const box = document.getElementById('ghost');
    if (!this.challenge || !this._module || !box || this.ghost) return;
    try {
      this.ghost = new ChallengeGhost(this._module, this.challenge.text, box, { button: document.getElementById('ghost-mode') });
      document.getElementById('ghost-mode').hidden = false;
    } catch (error) {
      this.notices.say(`The record cannot be played alongside: ${error.message}`, true);
    }
  }

  /** What the page says of a challenge's result against the record. */
  _challengeOutcome(result) {
    const d = this.challenge.detail;
    const outcome = challengeOutcome(result, d, d.player);
    document.body.dataset.challengeOutcome = outcome.text;
    return outcome.text;
  }

  /** Sends `message` to the server if connected. */
  send(message) {
    this.connection.send(message);
  }

  /** A button of the scene pressed from the keyboard. */
  press(id) {
    this.send({ type: 'press', id });
    // On a board played together the press comes back as a step, in the room's order.
    if (!this.team) this._stepLocal({ press: id });
  }

  /** Whether the page plays its game itself now. */
  get playsLocally() {
    return !!this.local && this.local.isPlaying;
  }

  _player() {
    return this.nameInput ? this.nameInput.value : '';
  }

  _hello() {
    const rect = this.stage.getBoundingClientRect();
    if (this.room) {
      // A room's player: seated in the room (made now when the address says new); each round's
      // welcome starts a game like any other.
      const seat = { type: 'room', version: PROTOCOL_VERSION, player: this._player(), local: !!this.local,
        width: Math.round(rect.width), height: Math.round(rect.height), code: this.room.code };
      if (this.room.making) Object.assign(seat, { game: this.game, options: this.options });
      // Back after a lost connection (or a reload): the seat held for this player, by its token.
      const held = sessionStorage.getItem(`fingerplay.seat.${this.room.code}`);
      if (held) seat.seat = held;
      // And the room as last heard, with its board's steps: another instance may be taking it on.
      if (this.room.carry) seat.restore = { carry: this.room.carry, count: this.team ? this.team.count : 0, chain: this.team ? this.team.chain : '' };
      this.send(seat);
      return;
    }
    const hello = {
      type: 'hello', version: PROTOCOL_VERSION, game: this.game, options: this.options, local: !!this.local,
      width: Math.round(rect.width), height: Math.round(rect.height), player: this._player(),
    };
    if (this.challenge) hello.challenge = this.challenge.id;
    if (this.privateBox?.checked) hello.private = true;
    // A game under way carries on: same seed, size and options, vouched for by the ticket.
    const s = this.session;
    this._resuming = !!(s && this.playsLocally);
    if (this._resuming) {
      Object.assign(hello, { game: s.game, options: s.options, width: s.width, height: s.height,
        resume: { seed: s.seed, ticket: s.ticket, bestScore: s.bestScore, live: s.live } });
    }
    this.send(Object.assign(hello, this.hooks.hello ? this.hooks.hello() : {}));
  }

  _lost(wait) {
    this.input.releaseVirtualFingers();
    if (this.playsLocally) {
      // The game goes on here; results it reaches meanwhile are kept with their records and
      // sent to the arcade (POST /api/records) when the connection is back.
      this.offline = true;
      this._queue = [];
      this.notices.say(`No connection: playing on this device; your game carries on when it is back. Trying again in ${wait} s.`, true, 0);
    } else {
      this.notices.say(`Connection lost — reconnecting in ${wait} s. The game will start afresh.`, true, 0);
    }
  }

  _receive(message, text) {
    if (this.hooks.receive) this.hooks.receive(message);
    switch (message.type) {
      case 'welcome': return this._welcome(message);
      case 'scene':
        this._draw(message);
        break;
      case 'result':
        // Shown at the foot of the screen, clear of the game's own result.
        if (this.challenge) {
          const outcome = this._challengeOutcome(message.result);
          this.notices.say(`${message.id ? 'Saved' : 'Result'}: ${message.summary} — ${outcome}`, false, 8000);
          // A result that ends the game ends the board (some games give one at each new best as they go).
          if (this.games.get(message.result.game)?.resultEndsGame !== false) this._showChallengeCard(`${message.summary}: ${outcome}`);
        } else {
          this.notices.say(`${message.id ? 'Saved' : 'Result'}: ${message.summary}`);
        }
        break;
      case 'saved':
        // A result the leaderboard could not take at once, saved now.
        this.notices.say(`Saved: ${message.summary}`);
        break;
      case 'move':
        this.connection.moveOnClose();
        break;
      case 'room':
        // The room's code is its address from now on: a reload or a shared link comes back to it.
        if (this.room.making) history.replaceState(null, '', `/room/${message.code}`);
        this.room.making = false;
        this.room.code = message.code;
        this.room.carry = message.carry || null;
        if (message.seat) sessionStorage.setItem(`fingerplay.seat.${message.code}`, message.seat);
        document.getElementById('title').textContent = `${message.title} ${this.games.get(message.game)?.rooms === 'race' ? 'race' : 'together'} · ${message.code}`;
        document.body.dataset.roomPhase = message.phase;
        this.room.lobby.show(message);
        break;
      case 'board':
        this._teamBoard(message, text);
        break;
      case 'steps':
        if (this.team) this._drawTeam(this.team.confirm(message.steps, pageSeconds(), text, message));
        break;
      case 'restore':
        // This instance takes the room on: it is handed the board's steps, as they were sent.
        if (this.team) for (const chunk of this.team.restoreMessages()) this.connection.sendText(chunk);
        break;
      case 'over':
        // A board solved together stays in view; its input is over until the next round.
        if (this.team) this.team.playing = false;
        this.room.lobby.over(message);
        document.body.dataset.roomOver = message.names.join(', ');
        break;
      case 'watchers': {
        // Who watches live: shown in the bar; while anyone does, steps go out every frame.
        this.watchers = message.count;
        const el = document.getElementById('watchers');
        if (el) {
          el.hidden = message.count === 0;
          el.textContent = `👁 ${message.count}`;
          el.title = `${message.count} ${message.count === 1 ? 'person is' : 'people are'} watching this game live`;
        }
        break;
      }
      case 'error':
        if (message.fatal && this._resuming) {
          // The game could not be carried on here: a new one starts.
          this._resuming = false;
          this.session = null;
          this.notices.say(message.message, true, 4000);
          break;
        }
        this.notices.say(message.message, true, message.fatal ? 0 : 3000);
        if (message.fatal) this.connection.stay();
        // A room that is not there, or full: said on the lobby card, with the way back.
        if (message.fatal && this.room && !this.room.lobby.state) this.room.lobby.refuse(message.message);
        break;
    }
  }

  _welcome(message) {
    this.connection.retries = 0;
    this._resuming = false;
    if (message.resumed && this.playsLocally) {
      // Carried on: the game stays as it is here; the new instance is sent every step so far.
      this.session.ticket = message.ticket;
      this._sentSteps = 0;
      this.offline = false;
      this._queue = [];
      submitPendingRecords(this._player(), (text) => this.notices.say(text));
      this.notices.say('Reconnected: your game carries on.');
      return;
    }
    const { game, options, seed, width, height, bestScore, ticket, round, carry, live } = message;
    this.session = { game, options, seed, width, height, bestScore, ticket, round, carry, live };
    this._sentSteps = 0;
    if (!this.challenge && !this.room) {
      document.getElementById('title').textContent = message.title;
      document.title = `${message.title} — Fingerplay`;
    }
    this.feedback.reset();
    this.renderer.reset({ width, height });
    this.offline = false;
    if (this.local) this._startLocal({ game, options, seed, width, height, bestScore, round, carry });
    this._startGhost();
    submitPendingRecords(this._player(), (text) => this.notices.say(text));
    if (this.connection.retries === 0 && this.notices.isBad) this.notices.say('Reconnected: a new game has started.');
  }

  /** No server: the page plays on its own, with a seed of its own. */
  _playOffline() {
    if (!this.local || this.offline) return;
    this.offline = true;
    if (this.challenge) {
      // The challenged record's own board, as the server would have dealt it.
      const r = JSON.parse(this.challenge.text);
      const carry = r.carry ? { ...r.carry } : undefined;
      if (carry) delete carry.bestScores;
      this.renderer.reset({ width: r.width, height: r.height });
      this._startLocal({ game: r.game, options: r.options || {}, seed: r.seed, width: r.width, height: r.height, round: r.round || 0, carry });
      this._startGhost();
      this.notices.say('No server: playing this board on this device. The result is saved when the arcade is back.', true, 5000);
      return;
    }
    const rect = this.stage.getBoundingClientRect();
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + crypto.getRandomValues(new Uint16Array(1))[0] % 2048;
    const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
    this.renderer.reset(size);
    this._startLocal({ game: this.game, options: this.options, seed, ...size });
    this.notices.say('No server: playing on this device. Results are saved when the arcade is back.', true, 5000);
  }

  _startLocal(header) {
    const error = this.local.start(header, pageSeconds());
    if (error) this.notices.say(error, true);
  }

  /** One step of the local session at the page's now: the inputs of this frame or a press. */
  _stepLocal(step) {
    if (!this.playsLocally) return;
    const { scene, results } = this.local.step(step, pageSeconds(), !!this.session);
    if (scene) this._draw(scene);
    for (const result of results) {
      // Online, the server's own session reports (and saves) results; alone, the page keeps
      // the record, to be replayed and saved by the server when it is back.
      if (!this.offline) continue;
      if (result.record && this.games.get(result.result.game)?.keepsScores !== false) keepPendingRecord(result.record, { challenge: this.challenge?.id ?? null, session: this.session });
      const outcome = this.challenge ? ` — ${this._challengeOutcome(result.result)}` : '';
      setTimeout(() => this.notices.say(`Result: ${result.summary}${outcome} — saved when the arcade is back`), 0);
    }
  }

  /** Draws a `scene` message: its effects played, its nodes at its time. */
  _draw(message) {
    this.clockOffset = message.time - pageSeconds();
    this._sceneDrawn = true;
    const scene = message.scene;
    for (const effect of this.feedback.play(scene.effects || [])) {
      document.body.dataset.lastEffect = effect.kind;
      this.renderer.flash(effect);
    }
    document.body.style.background = scene.background;
    this.renderer.draw(scene, pageSeconds() + this.clockOffset);
  }

  /**
   * A room's board played together (its `board` message): the confirmed and predicted sessions
   * on two instances of the module, the board drawn at the host's size, the other players'
   * fingers over it in their colours.
   */
  async _teamBoard(message, text) {
    if (!this._module) {
      this.notices.say(missingModuleNotice('plays a board together'), true, 0);
      return;
    }
    // Two instances for the room's whole life: each new board replaces the last one's games in them.
    this._teamSessions = this._teamSessions || Promise.all([this._module.instantiate(), this._module.instantiate()])
      .then(([a, b]) => [new LocalSession(a), new LocalSession(b)]);
    const [confirmed, predicted] = await this._teamSessions;
    try {
      this.team = new TeamBoard(confirmed, predicted, message, pageSeconds(), text);
    } catch (error) {
      this.notices.say(`The board could not be set up: ${error.message}`, true, 0);
      return;
    }
    this._teamQueue = [];
    this.feedback.reset();
    this.renderer.reset({ width: message.header.width, height: message.header.height });
    const layer = document.createElement('div');
    layer.id = 'fingers';
    this._otherMarks = new FingerMarks(layer, { document });
    this._drawTeam(this.team.lastScene);
    this.world.append(layer);
    document.body.dataset.teamRound = String(message.round);
    if (!message.playing) this.notices.say('A round is under way: you watch it, and play from the next.', false, 4000);
  }

  /** Draws a scene of the board played together, with the other players' fingers and any of the player's own refused. */
  _drawTeam(scene) {
    if (scene) this._draw(scene);
    this._otherMarks?.show(this.team.otherFingers(), pageSeconds());
    for (const held of this.team.takeHeld()) {
      const holder = this.team.player(held.by);
      // Nothing happens under the finger: the page says why, and the piece flashes.
      this.renderer.flash({ kind: 'bad', node: held.node });
      this.notices.say(`${holder ? holder.name : 'Another player'} holds that — it moves for them alone.`, false, 1500);
      document.body.dataset.held = `${held.node}:${holder ? holder.name : ''}`;
    }
  }

  _event(event) {
    if (this.team) {
      // The player's own input: on the predicted board at once, and to the room in its order.
      this._teamQueue.push(event);
      if (this._teamStepQueued) return;
      this._teamStepQueued = true;
      queueMicrotask(() => {
        this._teamStepQueued = false;
        const events = this._teamQueue;
        this._teamQueue = [];
        const message = this.team.input(events, pageSeconds());
        if (message) this.send(message);
        this._drawTeam(this.team.lastScene);
      });
      return;
    }
    if (!this.offline) this._queue.push(event);
    if (!this.playsLocally) return;
    // The local game hears the events of this task at once, not at the next frame: the scene
    // it gives back is drawn in the very frame the input came in.
    this._localQueue.push(event);
    if (this._localStepQueued) return;
    this._localStepQueued = true;
    queueMicrotask(() => {
      this._localStepQueued = false;
      if (this._localQueue.length) this._stepLocalQueue();
    });
  }

  _stepLocalQueue() {
    const inputs = this._localQueue;
    this._localQueue = [];
    this._stepLocal({ inputs });
  }

  _frame() {
    if (this.team) {
      const scene = this.team.frame(pageSeconds());
      this._drawTeam(scene);
      this.renderer.animate(pageSeconds() + this.clockOffset);
      requestAnimationFrame(() => this._frame());
      return;
    }
    if (this.playsLocally) this._stepLocalQueue();
    this.renderer.animate(pageSeconds() + this.clockOffset);
    // The ghost on the game's clock: a challenge's board starts at the session's 0.
    if (this.ghost && this._sceneDrawn) this.ghost.show(pageSeconds() + this.clockOffset);
    if (this.playsLocally && this.session && !this.offline) {
      this._sendSteps();
    } else if (this._queue.length && performance.now() - this._lastSent >= MINIMUM_SEND_INTERVAL) {
      this.send({ type: 'input', events: this._queue });
      this._queue = [];
      this._lastSent = performance.now();
    }
    requestAnimationFrame(() => this._frame());
  }

  _sendSteps() {
    if (!this.connection.isOpen || this._resuming) return;
    const script = this.local.script;
    const now = performance.now();
    this._sendBudget = Math.min(SEND_BURST, this._sendBudget + ((now - this._budgetTime) / 1000) * SEND_RATE);
    this._budgetTime = now;
    if (this._sentSteps === script.length) {
      if (now - this._lastSent < HEARTBEAT_INTERVAL) return;
      // Nothing happened: a step at the clock's last time, which the local session has reached.
      script.push({ at: this.local.lastStepAt });
    } else if (now - this._lastSent < (this.watchers > 0 ? 0 : STEP_SEND_INTERVAL)) {
      return;
    }
    while (this._sentSteps < script.length && this._sendBudget > 0) {
      const steps = [];
      let events = 0;
      while (this._sentSteps < script.length && (steps.length === 0 || events + (script[this._sentSteps].inputs || []).length <= EVENTS_PER_MESSAGE)) {
        events += (script[this._sentSteps].inputs || []).length;
        steps.push(script[this._sentSteps++]);
      }
      const text = JSON.stringify({ type: 'steps', steps });
      this._sendBudget -= text.length;
      this.connection.sendText(text);
    }
    this._queue = [];
    this._lastSent = now;
  }
}
