// The watch page, put together: a leaderboard record (/watch/ID) or a record file the viewer
// opens or drops, played in the page by the arcade's WebAssembly build — the code that judged
// it — and drawn with the play page's renderer, the fingers over it, with a video viewer's
// controls. At the end the page shows the result the replay gave beside the one saved.
import { figureText } from './result-figure.js';
import { FingerMarks } from './finger-marks.js';
import { Feedback } from './feedback.js';
import { loadGameModule, missingModuleNotice } from './local-session.js';
import { Playback, SPEEDS, clockText } from './playback.js';
import { LabWatcher, isLabFile } from './lab-watcher.js';
import { LARGEST_RECORD_BYTES, RecordWatcher } from './record-watcher.js';
import { SceneRenderer } from './scene-renderer.js';
import { loadGames } from './game-catalogue.js';

const PLAY_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 5v14l12-7z"/></svg>';
const PAUSE_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 5h4v14H6zM14 5h4v14h-4z"/></svg>';
/** How often the address follows the position while playing, in ms (browsers limit history updates). */
const ADDRESS_INTERVAL = 1000;

import { labVerdictText, verdictText } from './watch-verdicts.js';

export { labVerdictText, verdictText };

/** One watch page. */
export class WatchPage {
  /** `doc`, `win`: the page's document and window (the page's parts by id: watch.html). */
  constructor(doc = document, win = window) {
    this.document = doc;
    this.window = win;
    const $ = (id) => doc.getElementById(id);
    this.el = {
      title: $('title'), who: $('who'), stage: $('stage'), world: $('world'), message: $('message'), verdict: $('verdict'),
      play: $('play'), back: $('frame-back'), forward: $('frame-forward'), start: $('to-start'), end: $('to-end'),
      timeline: $('timeline'), clock: $('clock'), speed: $('speed'), skipIdle: $('skip-idle'), move: $('move'),
      file: $('file'), controls: $('controls'), ticks: $('ticks'), challengeLink: $('challenge-link'), challenges: $('challenges'),
      labLog: $('lab-log'),
    };
    this.renderer = new SceneRenderer(this.el.stage, this.el.world);
    this.feedback = new Feedback($('sound'), { key: 'fingerplay.watch-sound', soundByDefault: false, haptics: false });
    /** The record watched (null before one opens), its playback, and where it came from. */
    this.watcher = null;
    this.playback = null;
    this.source = null;   // { kind: 'leaderboard', id, detail } or { kind: 'file', name }
    this._module = null;
    this._marks = null;
    this._lastSceneText = '';
    this._lastFrame = 0;
    this._lastAddress = 0;
    this._shownTime = NaN;
    /** When the first frame of the record was drawn (performance.now() ms), for measuring. */
    this.firstFrameAt = 0;
    /** The arcade's games by name (game-catalogue.js): their titles. Empty until start() has them. */
    this.games = new Map();
  }

  /** Wires the controls, loads the module and opens the record the address names. */
  async start() {
    this._wire();
    this._module = loadGameModule();
    // A record is watched even if the catalogue cannot be had: it is named by its game then.
    this.games = await loadGames().catch(() => new Map());
    const match = /^\/watch\/([^/]+)\/?$/.exec(this.window.location.pathname);
    if (match) await this._openLeaderboard(decodeURIComponent(match[1]));
    else this._say('Open a game record to watch it: choose a file, or drop one here. Each result on the leaderboard has a “Watch” link.');
    this.window.requestAnimationFrame((t) => this._frame(t));
  }

  /** Opens the record `text`: the page then shows it from `at` (seconds from its start; default 0, playing). */
  async open(text, source, at = null) {
    const module = await this._module;
    if (!module) return this._say(missingModuleNotice('plays the record'), true);
    let watcher;
    // A Gesture Lab download plays too: its views, its fingers and the recognizers' decisions.
    let lab = null;
    if (text.includes('"fingerplay-lab"')) {
      try {
        lab = JSON.parse(text);
      } catch { /* not JSON: the record reader says so below */ }
    }
    try {
      watcher = isLabFile(lab) ? new LabWatcher(module, text, lab, source.name) : new RecordWatcher(module, text);
    } catch (error) {
      return this._say(`This is not a ${isLabFile(lab) ? 'Gesture Lab file' : 'game record'} the arcade can play: ${error.message}.`, true);
    }
    if (this.watcher) this.watcher.close();
    this.watcher = watcher;
    this.source = source;
    const o = watcher.opening;
    this.playback = new Playback(o);
    this.playback.skipIdle = this.el.skipIdle.checked;
    this.playback.setSpeed(Number(this.el.speed.value));
    this._say('');
    this.el.verdict.hidden = true;
    this.el.verdict.className = 'verdict';
    this._lastSceneText = '';
    this._shownTime = NaN;
    this.renderer.size = null;
    this.feedback.reset();
    const title = o.game === 'lab' ? 'a Gesture Lab session' : this.games.get(o.game)?.title ?? o.game;
    this.el.title.textContent = `Watching ${title}`;
    this.document.title = `Watching ${title} — Fingerplay`;
    this.el.labLog.hidden = o.game !== 'lab';
    this.el.labLog.replaceChildren();
    this.el.who.textContent = source.kind === 'leaderboard' && source.detail
      ? `${source.detail.player || 'Anonymous'} — ${source.detail.summary}` : source.name || '';
    // A board played together: who played, each in the colour their fingers are drawn in.
    if (watcher.team) {
      this.el.who.append(' · ', ...watcher.team.flatMap((m, i) => {
        const name = Object.assign(this.document.createElement('span'), { className: 'player', textContent: `● ${m.name}` });
        name.style.color = m.colour;
        return i ? [' ', name] : [name];
      }));
    }
    this._fillMoves(o.moves);
    this.el.timeline.max = String(this.playback.duration);
    this.el.timeline.value = '0';
    this._markTimeline();
    this.el.controls.hidden = false;
    this._fitStage();
    this.el.challengeLink.hidden = source.kind !== 'leaderboard';
    this.el.challenges.hidden = true;
    if (source.kind === 'leaderboard') {
      this.el.challengeLink.href = `/challenge/${source.id}`;
      this._listChallenges(source.id);
    }
    if (at === null) {
      this._show();
      this.playback.play();
    } else {
      this.playback.seek(this.playback.start + at);
      this._show();
    }
    this._showPlaying();
  }

  /** Plays or pauses. */
  toggle() {
    if (!this.playback) return;
    this.playback.toggle();
    this._lastFrame = 0;
    this._showPlaying();
    this._keepAddress(true);
  }

  /** Moves to `time` seconds from the record's start (paused or playing as it was). */
  seekTo(time) {
    if (!this.playback) return;
    this.playback.seek(this.playback.start + time);
    this._show();
    this._keepAddress(true);
  }

  /** One frame back (−1) or forward (1), paused. */
  step(frames) {
    if (!this.playback) return;
    this.playback.step(frames);
    this._show();
    this._showPlaying();
    this._keepAddress(true);
  }

  async _openLeaderboard(id) {
    if (!/^[1-9][0-9]{0,17}$/.test(id)) return this._say(`There is no record “${id}”: a leaderboard record is a whole number, as in /watch/12.`, true);
    this._say('Loading the record…');
    let detail, text;
    try {
      const [d, r] = await Promise.all([this.window.fetch(`/api/scores/${id}`), this.window.fetch(`/api/scores/${id}/record`)]);
      if (d.status === 404 || r.status === 404) return this._say(`There is no record ${id} on the leaderboard: it may have been taken off, or the link is wrong.`, true);
      if (!d.ok || !r.ok) return this._say(`The arcade could not give record ${id} (${d.ok ? r.status : d.status}). Try again in a minute.`, true);
      [detail, text] = await Promise.all([d.json(), r.text()]);
    } catch (error) {
      return this._say(`The arcade did not answer: ${error.message}`, true);
    }
    const t = Number(new URLSearchParams(this.window.location.search).get('t'));
    const at = new URLSearchParams(this.window.location.search).has('t') && Number.isFinite(t) ? Math.max(0, t) : null;
    await this.open(text, { kind: 'leaderboard', id: Number(id), detail }, at);
  }

  /** Lists who played this record's board again, each player's best, under the record. */
  async _listChallenges(id) {
    let board;
    try {
      const response = await this.window.fetch(`/api/scores/${id}/challenges`);
      if (!response.ok) return;
      board = await response.json();
    } catch {
      return;
    }
    if (this.source?.id !== id || board.entries.length === 0) return;
    const el = this.el.challenges;
    el.querySelector('summary').textContent = `Challenges of this record: ${board.entries.length}`;
    el.querySelector('ol').replaceChildren(...board.entries.map((e) => {
      const li = this.document.createElement('li');
      const link = Object.assign(this.document.createElement('a'), { href: `/watch/${e.id}`, textContent: 'Watch' });
      // textContent keeps a name as text.
      li.append(`${e.player || 'Anonymous'} — ${figureText({ value: e.value, unit: board.unit })} `, link);
      return li;
    }));
    el.hidden = false;
    // A row of the controls: the stage gives it room, open or closed.
    el.ontoggle = () => this._fitStage();
    this._fitStage();
  }

  /** Opens a File (chosen or dropped), refusing one too large to be a record before reading it. */
  async openFile(file) {
    if (file.size > LARGEST_RECORD_BYTES) {
      return this._say(`“${file.name}” is ${(file.size / 1048576).toFixed(1)} MB: a game record is at most ${Math.round(LARGEST_RECORD_BYTES / 1048576)} MB, so this is not one.`, true);
    }
    let text;
    try {
      text = await file.text();
    } catch (error) {
      return this._say(`“${file.name}” could not be read: ${error.message}`, true);
    }
    if (this.window.location.pathname !== '/watch') this.window.history.replaceState(null, '', '/watch');
    await this.open(text, { kind: 'file', name: file.name });
  }

  _wire() {
    const el = this.el;
    el.play.addEventListener('click', () => this.toggle());
    el.back.addEventListener('click', () => this.step(-1));
    el.forward.addEventListener('click', () => this.step(1));
    el.start.addEventListener('click', () => this.seekTo(0));
    el.end.addEventListener('click', () => this.seekTo(Infinity));
    el.timeline.addEventListener('input', () => this.seekTo(Number(el.timeline.value)));
    el.speed.replaceChildren(...SPEEDS.map((s) => Object.assign(this.document.createElement('option'), { value: String(s), textContent: `${s}×`, selected: s === 1 })));
    el.speed.addEventListener('change', () => this.playback?.setSpeed(Number(el.speed.value)));
    el.skipIdle.addEventListener('change', () => { if (this.playback) this.playback.skipIdle = el.skipIdle.checked; });
    el.move.addEventListener('change', () => {
      if (!this.playback || !el.move.value) return;
      this.playback.jumpToMove(Number(el.move.value));
      this._show();
      this._keepAddress(true);
    });
    el.file.addEventListener('change', () => { if (el.file.files[0]) this.openFile(el.file.files[0]); el.file.value = ''; });
    const doc = this.document;
    doc.addEventListener('dragover', (e) => { e.preventDefault(); doc.body.classList.add('dropping'); });
    doc.addEventListener('dragleave', () => doc.body.classList.remove('dropping'));
    doc.addEventListener('drop', (e) => {
      e.preventDefault();
      doc.body.classList.remove('dropping');
      const file = e.dataTransfer?.files?.[0];
      if (file) this.openFile(file);
    });
    this.window.addEventListener('keydown', (e) => this._key(e));
    this.window.addEventListener('resize', () => this._fitStage());
    // Controls and stage also resize with the window still (their font comes, they show): the scene and its fingers refitted.
    for (const box of this.window.ResizeObserver ? [el.controls, el.stage] : []) new this.window.ResizeObserver(() => this._fitStage()).observe(box);
  }

  /** The stage takes what the controls leave (they wrap to more rows on a narrow screen). */
  _fitStage() {
    if (!this.el.controls.hidden) this.document.body.style.setProperty('--controls', `${this.el.controls.offsetHeight}px`);
    this.renderer.layout();
  }

  _key(e) {
    if (!this.playback || e.altKey || e.ctrlKey || e.metaKey) return;
    // A list or a text field keeps its own keys; the timeline's arrows are ours (one frame).
    const tag = e.target?.tagName;
    if (tag === 'SELECT' || (tag === 'INPUT' && e.target.type !== 'range' && e.target.type !== 'checkbox')) return;
    const actions = {
      ' ': () => this.toggle(),
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      Home: () => this.seekTo(0),
      End: () => this.seekTo(Infinity),
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  }

  _frame(now) {
    if (this.playback?.playing) {
      const elapsed = this._lastFrame ? (now - this._lastFrame) / 1000 : 0;
      if (this.playback.advance(elapsed)) this._show();
      // At the end the address takes the final position at once.
      if (!this.playback.playing) this._showPlaying();
      this._keepAddress(!this.playback.playing);
    }
    this._lastFrame = now;
    this.window.requestAnimationFrame((t) => this._frame(t));
  }

  /** Draws the record where its playback is: scene, fingers, clock, move, and at the end the verdict. */
  _show() {
    const p = this.playback;
    const backwards = p.time < this._shownTime;
    // The end is the result's own time, which the opening line gives to the microsecond: past it
    // the record is held at its end, exactly.
    const moment = this.watcher.seek(p.time >= p.end ? p.end + 1 : p.time);
    if (!this.renderer.size) {
      this.renderer.reset({ width: moment.scene.width, height: moment.scene.height });
      this._marks = new FingerMarks(this._fingerLayer(), { document: this.document });
      this.firstFrameAt = this.window.performance.now();
    }
    const effects = moment.scene.effects || [];
    if (backwards) this.feedback.reset();
    if (p.jumped || backwards) {
      // Nothing jumped over is heard; the trails start again where the viewer lands.
      this.feedback.pass(effects);
      this._marks.clearTrails();
    } else {
      for (const effect of this.feedback.play(effects)) this.renderer.flash(effect);
    }
    if (moment.sceneText !== this._lastSceneText) {
      this._lastSceneText = moment.sceneText;
      this.document.body.style.background = moment.scene.background;
      this.renderer.draw(moment.scene, moment.time);
    } else {
      this.renderer.animate(moment.time);
    }
    this._marks.show(moment.touches, moment.time);
    if (moment.log) this._showLog(moment.log);
    this._shownTime = p.time;
    const elapsed = p.time - p.start;
    this.el.timeline.value = String(elapsed);
    this.el.clock.textContent = `${clockText(elapsed)} / ${clockText(p.duration)}`;
    this.el.move.value = p.moves.length ? String(p.movesMade || '') : '';
    this.document.body.dataset.time = elapsed.toFixed(3);
    // The verdict stands at the end, where the replay reached the result; before it, nothing is claimed.
    if (moment.verdict) this._showVerdict(moment.verdict);
    else if (!this.el.verdict.hidden) {
      this.el.verdict.hidden = true;
      delete this.document.body.dataset.verified;
    }
  }

  /** A Lab file's decisions so far: the last twelve, the newest last. */
  _showLog(lines) {
    const el = this.el.labLog;
    if (Number(el.dataset.count) === lines.length) return;
    el.dataset.count = String(lines.length);
    el.start = Math.max(1, lines.length - 11);
    el.replaceChildren(...lines.slice(-12).map((line) => Object.assign(this.document.createElement('li'), { textContent: line })));
  }

  _showVerdict(verdict) {
    const { text, verified } = this.watcher.opening.game === 'lab' ? labVerdictText(verdict) : verdictText(verdict, this.source.kind === 'leaderboard');
    this.el.verdict.textContent = text;
    this.el.verdict.className = `verdict ${verified ? 'verified' : 'unverified'}`;
    this.el.verdict.hidden = false;
    this.document.body.dataset.verified = String(verified);
  }

  _showPlaying() {
    const playing = !!this.playback?.playing;
    this.el.play.innerHTML = playing ? PAUSE_ICON : PLAY_ICON;
    this.el.play.setAttribute('aria-label', playing ? 'Pause (Space)' : 'Play (Space)');
    this.document.body.dataset.playing = String(playing);
  }

  /** A layer for the fingers inside the world, above every node (the renderer leaves it be). */
  _fingerLayer() {
    const layer = this.document.createElement('div');
    layer.id = 'fingers';
    this.el.world.append(layer);
    return layer;
  }

  _fillMoves(moves) {
    const el = this.el.move;
    const none = Object.assign(this.document.createElement('option'), { value: '', textContent: moves.length ? 'Jump to move…' : 'No moves' });
    el.replaceChildren(none, ...moves.map((m, i) => Object.assign(this.document.createElement('option'), {
      value: String(i + 1), textContent: `Move ${i + 1} · ${clockText(m.t - this.playback.start)} · ${m.text}`,
    })));
    el.disabled = moves.length === 0;
  }

  /** Marks the moves along the timeline. */
  _markTimeline() {
    const p = this.playback;
    this.el.ticks.replaceChildren(...p.moves.map((m) => {
      const tick = this.document.createElement('span');
      tick.style.left = `${p.duration > 0 ? ((m.t - p.start) / p.duration) * 100 : 0}%`;
      return tick;
    }));
  }

  /** Keeps the position in the address (?t=12.5): at once after a seek, at most once a second while playing. */
  _keepAddress(now) {
    const stamp = this.window.performance.now();
    if (!now && stamp - this._lastAddress < ADDRESS_INTERVAL) return;
    this._lastAddress = stamp;
    const url = new URL(this.window.location.href);
    url.searchParams.set('t', String(Math.round((this.playback.time - this.playback.start) * 100) / 100));
    this.window.history.replaceState(null, '', url);
  }

  _say(text, bad = false) {
    this.el.message.textContent = text;
    this.el.message.hidden = !text;
    this.el.message.className = bad ? 'message bad' : 'message';
    if (bad) this.document.body.dataset.problem = text;
  }
}
