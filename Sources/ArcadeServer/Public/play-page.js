// The game page, put together. It knows no game: it sends the player's input to the server and
// draws the scene the server describes (docs/protocol.md). Where the arcade serves its
// WebAssembly build (/fingerplay.wasm), the page also plays the game itself — the server's own
// session, compiled to wasm — and draws the scenes it makes at once, every frame; the server then
// sends no scenes and stays the judge of every result. With no server at all, the page plays
// alone. The Gesture Lab is this page with hooks of its own.
import { ChallengePlay } from './challenge-play.js';
import { KeyPlay } from './key-play.js';
import { Connection } from './connection.js';
import { CLIENT, MAX_EVENTS_PER_MESSAGE, SERVER_MESSAGES } from './protocol.js';
import { Feedback } from './feedback.js';
import { LocalSession, loadGameModule, missingModuleNotice, pageSeconds } from './local-session.js';
import { Notices } from './notices.js';
import { carryOnOffline, keepScreenAwake } from './installed-arcade.js';
import { keepPendingRecord, submitPendingRecords } from './pending-results.js';
import { PointerInput } from './pointer-input.js';
import { RoomPlay } from './room-play.js';
import { SceneRenderer } from './scene-renderer.js';
import { SoloPlay } from './solo-play.js';
import { loadGames } from './game-catalogue.js';

// Input goes out once a frame, but never more often than every 8 ms: a 240 Hz display sends
// 120 messages a second, well inside the server's 200 frames a second.
const MINIMUM_SEND_INTERVAL = 8;
// A page playing locally sends the steps its own session took a few times a second (its game
// already answered the player; the server only has to judge) — every frame while someone watches
// it live, so spectators see it within a frame of the network — with a heartbeat each second so
// the server knows the page's clock when nothing happens; a steps message carries four fifths
// of the protocol's events at most (400), leaving room within a message's 64 KiB for the steps'
// own members.
const STEP_SEND_INTERVAL = 100;
const HEARTBEAT_INTERVAL = 1000;
const STEP_EVENTS = Math.floor(MAX_EVENTS_PER_MESSAGE * 0.8);
// Handing a long game over after a move sends many steps at once: paced inside the server's
// byte budget for a connection (256 KiB a second, 1 MiB at once).
const SEND_RATE = 200 * 1024, SEND_BURST = 700 * 1024;

/**
 * One play page: its game, its connection, its local session, its drawing and its input — and
 * its mode, picked from the address: a game of its own (SoloPlay), a challenge of a leaderboard
 * record (ChallengePlay, /challenge/ID) or a room (RoomPlay, /room/CODE), which says what the
 * page sends first, handles the messages of its own and may take over input and frames.
 */
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
    const room = /^\/room\/([A-Za-z0-9]{1,12})\/?$/.exec(location.pathname);
    /** How this page plays: alone, a challenge or a room (the Lab plays alone). */
    this.mode = hooks.game ? new SoloPlay(this) : challenge ? new ChallengePlay(this, Number(challenge[1]))
      : room ? new RoomPlay(this, room[1]) : new SoloPlay(this);

    this.stage = document.getElementById('stage');
    this.world = document.getElementById('world');
    this.nameInput = document.getElementById('player');
    if (this.nameInput) this.nameInput.value = localStorage.getItem('fingerplay.player') || '';
    this.privateBox = document.getElementById('private');
    if (this.privateBox) this.privateBox.checked = localStorage.getItem('fingerplay.private') === 'on';
    /** How many people watch this game live (the server's `watchers`). */
    this.watchers = 0;
    this.renderer = new SceneRenderer(this.stage, this.world, { onPress: (id) => this.press(id), playable: true, onFocusLost: () => this.stage.focus() });
    this.notices = new Notices(document.getElementById('notice'), this.world);
    this.feedback = new Feedback(document.getElementById('sound'));
    this.input = new PointerInput(this.stage, { toScene: (x, y) => this.renderer.toScene(x, y), onEvent: (e) => this._event(e) });
    this.keys = new KeyPlay(this, { said: document.getElementById('key-said'), list: document.getElementById('key-list') });
    this.connection = new Connection(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws${this.mode.socketQuery}`, {
      onOpen: () => this._hello(),
      onMessage: (message, text) => this._receive(message, text),
      onLost: (wait) => this._lost(wait),
      onMove: () => this.notices.say('Moving to another server — your game carries on.', false, 2500),
      onUnreachable: () => { if (!this.session) this._playOffline(); },
    });

    /** The arcade's WebAssembly build, once loaded (a challenge's ghost and a room's board run on it too). */
    this.module = null;
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
  }

  /** Loads the local module (if wanted), connects, and runs the frames. */
  async start() {
    addEventListener('resize', () => {
      this.renderer.layout();
      this.mode.layout();
    });
    if (this.nameInput) {
      this.nameInput.addEventListener('change', () => {
        const name = this.nameInput.value.trim().slice(0, 20);
        localStorage.setItem('fingerplay.player', name);
        this.send(CLIENT.name({ player: name }));
      });
      // Typing a name must not be taken for play.
      this.nameInput.addEventListener('pointerdown', (e) => e.stopPropagation());
    }
    if (this.privateBox) {
      this.privateBox.addEventListener('change', () => {
        localStorage.setItem('fingerplay.private', this.privateBox.checked ? 'on' : 'off');
        this.send(CLIENT.privacy({ private: this.privateBox.checked }));
      });
      this.privateBox.addEventListener('pointerdown', (e) => e.stopPropagation());
    }
    // Without the catalogue (the arcade not answering) the page still plays the game it was given.
    const [module, games] = await Promise.all([this.localWanted || this.mode.moduleUse ? loadGameModule() : null,
      loadGames().catch(() => new Map()), this.mode.load()]);
    this.games = games;
    this.game ??= games.keys().next().value;
    if (module && this.localWanted) this.local = new LocalSession(module);
    this.module = module;
    // A challenge's ghost and a room's board need the build: the player hears what is missing.
    if (!module && this.mode.moduleUse) {
      this.notices.say(missingModuleNotice(this.mode.moduleUse), true, 0);
    }
    if (!this.mode.canPlay) return;
    requestAnimationFrame(() => this._frame());
    // A challenge starts when the challenger is ready: the board's clock runs from the first command.
    if (this.mode.ready()) this.connection.connect();
  }

  /** Sends `message` to the server if connected. */
  send(message) {
    this.connection.send(message);
  }

  /** A button of the scene pressed from the keyboard. */
  press(id) {
    // A game the page plays itself takes the press as a step, which reaches the server's session
    // with the others (a `press` message too would press the button a second time, after it
    // went). On a board played together the press comes back as a step, in the room's order.
    if (this.mode.pressesLocally && this.playsLocally) this._stepLocal({ press: id });
    else this.send(CLIENT.press({ id }));
  }

  /** Whether the page plays its game itself now. */
  get playsLocally() {
    return !!this.local && this.local.isPlaying;
  }

  /** The player's name as typed. */
  playerName() {
    return this.nameInput ? this.nameInput.value : '';
  }

  _hello() {
    if (this.offline && this.playsLocally && !this.session) return carryOnOffline(this);
    const rect = this.stage.getBoundingClientRect();
    const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
    // A room's player is seated in the room instead; each round's welcome starts a game like any other.
    const seat = this.mode.seatMessage(size);
    if (seat) return this.send(seat);
    const hello = { game: this.game, options: this.options, local: !!this.local, ...size, player: this.playerName(), ...this.mode.hello() };
    if (this.privateBox?.checked) hello.private = true;
    // A game under way carries on: same seed, size and options, vouched for by the ticket.
    const s = this.session;
    this._resuming = !!(s && this.playsLocally);
    if (this._resuming) {
      Object.assign(hello, { game: s.game, options: s.options, width: s.width, height: s.height,
        resume: { seed: s.seed, ticket: s.ticket, bestScore: s.bestScore, live: s.live } });
    }
    this.send(CLIENT.hello(Object.assign(hello, this.hooks.hello ? this.hooks.hello() : {})));
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

  /** A result saved as `message.id`: where it stands, with the ways to watch it and to the board. */
  _saved(message) {
    const place = !message.place ? '' : message.personalBest ? ` · #${message.place} on the leaderboard` : ' · your best stays on the leaderboard';
    this.notices.say(`Saved: ${message.summary}${place}`, false, 8000, [
      { text: 'Watch', href: `/watch/${message.id}` },
      { text: 'Leaderboard', href: `/#scores-${encodeURIComponent(this.game)}` },
    ]);
  }

  _receive(message, text) {
    if (this.hooks.receive) this.hooks.receive(message);
    if (this.mode.receive(message, text)) return;
    switch (message.type) {
      case SERVER_MESSAGES.welcome: return this._welcome(message);
      case SERVER_MESSAGES.scene:
        this.draw(message);
        break;
      case SERVER_MESSAGES.result:
        // Shown at the foot of the screen, clear of the game's own result.
        if (message.id) this._saved(message);
        else this.notices.say(`Result: ${message.summary}`);
        break;
      case SERVER_MESSAGES.saved:
        // A result the leaderboard could not take at once, saved now.
        this._saved(message);
        break;
      case SERVER_MESSAGES.move:
        this.connection.moveOnClose();
        break;
      case SERVER_MESSAGES.watchers: {
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
      case SERVER_MESSAGES.error:
        if (message.fatal && this._resuming) {
          // The game could not be carried on here: a new one starts.
          this._resuming = false;
          this.session = null;
          this.notices.say(message.message, true, 4000);
          break;
        }
        this.notices.say(message.message, true, message.fatal ? 0 : 3000);
        if (message.fatal) this.connection.stay();
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
      submitPendingRecords(this.playerName(), (text) => this.notices.say(text));
      this.notices.say('Reconnected: your game carries on.');
      return;
    }
    const { game, options, seed, width, height, bestScore, ticket, round, carry, live, oneRound } = message;
    this.session = { game, options, seed, width, height, bestScore, ticket, round, carry, live };
    this._sentSteps = 0;
    this.feedback.reset();
    this.renderer.reset({ width, height });
    this.offline = false;
    if (this.local) this.startLocal({ game, options, seed, width, height, bestScore, round, carry, ...(oneRound ? { oneRound } : {}) });
    this.mode.welcomed(message);
    submitPendingRecords(this.playerName(), (text) => this.notices.say(text));
    if (this.connection.retries === 0 && this.notices.isBad) this.notices.say('Reconnected: a new game has started.');
  }

  /** No server: the page plays on its own (its mode says on which board). */
  _playOffline() {
    if (!this.local || this.offline) return;
    this.offline = this.mode.playOffline();
  }

  /** Starts the local session on the board `header` describes. */
  startLocal(header) {
    const error = this.local.start(header, pageSeconds());
    keepScreenAwake();
    if (error) this.notices.say(error, true);
    this.keys.describe();
  }

  /** One step of the local session at the page's now: the inputs of this frame or a press. */
  _stepLocal(step) {
    if (!this.playsLocally) return;
    const { scene, results } = this.local.step(step, pageSeconds(), !!this.session);
    if (scene) this.draw(scene);
    for (const result of results) {
      // Online, the server's own session reports (and saves) results; alone, the page keeps
      // the record, to be replayed and saved by the server when it is back.
      if (!this.offline) continue;
      if (result.record && this.games.get(result.result.game)?.keepsScores !== false) keepPendingRecord(result.record, { challenge: this.mode.id ?? null, session: this.session });
      const against = this.mode.outcome(result.result);
      const outcome = against ? ` — ${against}` : '';
      if (this.backOnline) submitPendingRecords(this.playerName(), (text) => this.notices.say(`${text}${outcome}`, false, 6000));
      else setTimeout(() => this.notices.say(`Result: ${result.summary}${outcome} — saved when the arcade is back`), 0);
    }
  }

  /** Draws a `scene` message: its effects played, its nodes at its time. */
  draw(message) {
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

  _event(event) {
    // A board played together takes the player's input to the room.
    if (this.mode.event(event)) return;
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
    if (this.mode.frame()) {
      this.renderer.animate(pageSeconds() + this.clockOffset);
      requestAnimationFrame(() => this._frame());
      return;
    }
    if (this.playsLocally) this._stepLocalQueue();
    this.renderer.animate(pageSeconds() + this.clockOffset);
    // The ghost on the game's clock: a challenge's board starts at the session's 0.
    if (this._sceneDrawn) this.mode.show(pageSeconds() + this.clockOffset);
    if (this.playsLocally && this.session && !this.offline) {
      this._sendSteps();
    } else if (this._queue.length && performance.now() - this._lastSent >= MINIMUM_SEND_INTERVAL) {
      // At most a message's worth of events each: the rest go with the next frame.
      this.send(CLIENT.input({ events: this._queue.splice(0, MAX_EVENTS_PER_MESSAGE) }));
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
      while (this._sentSteps < script.length && (steps.length === 0 || events + (script[this._sentSteps].inputs || []).length <= STEP_EVENTS)) {
        events += (script[this._sentSteps].inputs || []).length;
        steps.push(script[this._sentSteps++]);
      }
      const text = JSON.stringify(CLIENT.steps({ steps }));
      this._sendBudget -= text.length;
      this.connection.sendText(text);
    }
    this._queue = [];
    this._lastSent = now;
  }
}
