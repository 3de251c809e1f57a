// Games watched live: /watch/live lists the games in progress that anyone may watch; /watch/live/ID
// follows one — joining mid-game with every step so far played at once, then each step as its
// server takes it, drawn with the play page's renderer. A spectator sends nothing but its
// `spectate`; when the game moves to another server, the page follows it there.
import { Connection } from './connection.js';
import { CLIENT, SERVER_MESSAGES } from './protocol.js';
import { FingerMarks } from './finger-marks.js';
import { loadGameModule, missingModuleNotice } from './local-session.js';
import { LiveFollower } from './live-follower.js';
import { clockText } from './playback.js';
import { SceneRenderer } from './scene-renderer.js';

/** How often the list asks for the games in progress, in ms. */
const LIST_INTERVAL = 2000;
/** How long a spectator looks for a game that moved before saying it is gone, in ms. */
const MOVE_PATIENCE = 15000;

/** The list of games in progress, or one of them followed, as the address says. */
export class LivePage {
  constructor(doc = document, win = window) {
    this.document = doc;
    this.window = win;
    const $ = (id) => doc.getElementById(id);
    this.el = { title: $('title'), list: $('live-list'), stage: $('stage'), world: $('world'), status: $('live-status'), message: $('message') };
    this.renderer = new SceneRenderer(this.el.stage, this.el.world);
    /** The game followed: its id, its opening, and the follower playing its steps (null for a game the server draws). */
    this.id = null;
    this.opening = null;
    this.follower = null;
    /** For each steps message drawn: the last step's time, when it was drawn (ms since 1970), to measure the delay, and the fingers then down. */
    this.arrivals = [];
    this._sceneTime = 0;
    this._drawnAt = 0;
    /** The player's pointers down, from the steps' inputs: id -> { id, x, y, kind } in the game's points. */
    this._touches = new Map();
    this._marks = null;
  }

  /** Shows the list, or follows the game the address names. */
  async start() {
    const match = /^\/watch\/live\/([0-9a-f]{1,64})\/?$/.exec(this.window.location.pathname);
    if (!match) return this._list();
    this.id = match[1];
    this.document.body.classList.add('following');
    this._module = loadGameModule();
    this.window.addEventListener('resize', () => this.renderer.layout());
    this.connection = new Connection(`${this.window.location.protocol === 'https:' ? 'wss' : 'ws'}://${this.window.location.host}/ws`, {
      onOpen: () => this.connection.send(CLIENT.spectate({ id: this.id })),
      onMessage: (message) => this._receive(message),
      onLost: (wait) => this._say(`Connection lost — trying again in ${wait} s.`, true),
    });
    this.connection.connect();
    this.window.requestAnimationFrame(() => this._frame());
  }

  async _list() {
    const refresh = async () => {
      let games;
      try {
        games = (await (await this.window.fetch('/api/live')).json()).games;
      } catch (error) {
        this.el.list.textContent = `The arcade did not answer: ${error.message}`;
        return;
      }
      this._showList(games);
    };
    await refresh();
    this.window.setInterval(refresh, LIST_INTERVAL);
  }

  _showList(games) {
    const d = this.document;
    if (games.length === 0) {
      const p = d.createElement('p');
      p.className = 'empty';
      p.textContent = 'No games in progress right now. Start one from the arcade: it shows here for others to watch, unless you keep it private.';
      this.el.list.replaceChildren(p);
      return;
    }
    const rows = games.map((g) => {
      const li = d.createElement('li');
      li.dataset.live = g.id;
      const link = Object.assign(d.createElement('a'), { href: `/watch/live/${g.id}`, className: 'play', textContent: 'Watch' });
      const what = d.createElement('span');
      // textContent keeps a name as text.
      what.textContent = `${g.title} — ${g.player} · ${clockText(g.played).replace(/\.\d$/, '')} played${g.progress ? ` · ${g.progress}` : ''}${g.watchers ? ` · ${g.watchers} watching` : ''}`;
      li.append(what, link);
      return li;
    });
    const ol = d.createElement('ol');
    ol.className = 'live-games';
    ol.append(...rows);
    this.el.list.replaceChildren(ol);
  }

  async _receive(message) {
    switch (message.type) {
      case SERVER_MESSAGES.spectating: return this._join(message);
      case SERVER_MESSAGES.steps: return this._steps(message.steps);
      case SERVER_MESSAGES.scene: return this._draw(message);
      case SERVER_MESSAGES.ended:
        if (/moving/.test(message.reason)) {
          // The player's page carries the game on at another server: the spectator follows it there.
          this._say('The game is moving to another server — following it…', false);
          this._movedAt = this.window.performance.now();
          this.window.setTimeout(() => this._rejoin(), 800);
          return;
        }
        this.connection.stay();
        this._say(`${message.reason[0].toUpperCase()}${message.reason.slice(1)}.`, false, true);
        this.document.body.dataset.ended = message.reason;
        return;
      case SERVER_MESSAGES.move:
        // This server is going: the spectator reconnects elsewhere, where the game it follows
        // may not have arrived yet — the same patience as for a game that moved.
        this._movedAt = this.window.performance.now();
        this.connection.moveOnClose();
        return;
      case SERVER_MESSAGES.error:
        // Just after a move the game may not be listed at its new server yet: the connection
        // tries again (0.5, 1, 2, 4 s) for a while before the page gives up.
        if (message.fatal && this._movedAt && this.window.performance.now() - this._movedAt < MOVE_PATIENCE) return;
        if (message.fatal) {
          this.connection.stay();
          this._say(`${message.message[0].toUpperCase()}${message.message.slice(1)}.`, true, true);
        }
        return;
    }
  }

  async _join(opening) {
    this.opening = opening;
    this._movedAt = 0;
    this.el.title.textContent = `${opening.player} — ${opening.title}, live`;
    this.document.title = `${opening.player} playing ${opening.title} — Fingerplay`;
    this.renderer.reset({ width: opening.width, height: opening.height });
    // The player's fingers, over the game as on the watch page.
    const layer = this.document.createElement('div');
    layer.id = 'fingers';
    this.el.world.append(layer);
    this._marks = new FingerMarks(layer, { document: this.document });
    this._touches = new Map();
    this._say('');
    if (this.follower) this.follower.close();
    this.follower = null;
    if (opening.mode === 'steps') {
      const module = await this._module;
      if (!module) return this._say(missingModuleNotice('plays the game here'), true, true);
      try {
        this.follower = new LiveFollower(module, opening);
      } catch (error) {
        return this._say(`This game cannot be followed here: ${error.message}.`, true, true);
      }
      // A board nobody has touched yet (a room's, just begun) is drawn as it stands: a step that only lets no time pass.
      this._steps(opening.steps.length ? opening.steps : [{ at: 0 }]);
    } else if (opening.scene) {
      this._draw(opening.scene);
    }
    this.document.body.dataset.live = 'on';
  }

  _rejoin() {
    this.connection.moveOnClose();
    this.connection.socket?.close();
  }

  _steps(steps) {
    if (!this.follower || steps.length === 0) return;
    const scene = this.follower.apply(steps);
    if (scene) this._draw(scene);
    for (const step of steps) {
      for (const input of step.inputs || []) {
        if (input.type === 'down' || input.type === 'move') this._touches.set(input.id, { id: input.id, x: input.x, y: input.y, kind: input.kind || 'touch' });
        else if (input.type === 'up' || input.type === 'cancel') this._touches.delete(input.id);
      }
    }
    this._marks?.show([...this._touches.values()], steps[steps.length - 1].at);
    this.arrivals.push({ at: steps[steps.length - 1].at, drawnAt: this.window.performance.timeOrigin + this.window.performance.now(), fingers: this._touches.size });
    if (this.arrivals.length > 2000) this.arrivals.splice(0, 1000);
  }

  _draw(message) {
    this._sceneTime = message.time;
    this._drawnAt = this.window.performance.now();
    this.document.body.style.background = message.scene.background;
    this.renderer.draw(message.scene, message.time);
  }

  _frame() {
    // Between steps the picture's animations run on from the last scene's time.
    if (this.renderer.size) this.renderer.animate(this._sceneTime + Math.min(0.5, (this.window.performance.now() - this._drawnAt) / 1000));
    this.window.requestAnimationFrame(() => this._frame());
  }

  _say(text, bad = false, final = false) {
    this.el.message.textContent = text;
    this.el.message.hidden = !text;
    this.el.message.className = `message${bad ? ' bad' : ''}`;
    if (final) {
      const back = Object.assign(this.document.createElement('a'), { href: '/watch/live', textContent: 'Other games in progress' });
      this.el.message.append(this.document.createElement('br'), back);
    }
  }
}
