// A challenge's ghost: the record being challenged, played alongside the challenger's game on
// the same clock — by the arcade's WebAssembly build, as the watch page plays it — and drawn
// faintly over the game or in an inset, with its fingers. And what the page says at the end:
// how the challenge went against the record.
import { figureText } from './result-figure.js';
import { FingerMarks } from './finger-marks.js';
import { RecordWatcher } from './record-watcher.js';
import { SceneRenderer } from './scene-renderer.js';

/** How the ghost is shown, in the order the switch goes through them. */
export const GHOST_MODES = ['inset', 'layer', 'off'];
const MODE_NAMES = { layer: 'Ghost: over', inset: 'Ghost: corner', off: 'Ghost: off' };
const MODE_WORDS = { layer: 'The record is shown faintly over the game', inset: 'The record is shown in a corner', off: 'The record is hidden' };

/**
 * How a challenger's result `mine` ({ value, unit, higherIsBetter }) went against the record's
 * `theirs`, by `player`: "2 moves more than Ada's 38 moves — you beat it", "14.2 s slower than
 * Ada's 65.0 s", "the same as Ada's 38 moves — a tie". Returns { text, beat, tie }.
 */
export function challengeOutcome(mine, theirs, player) {
  const their = player ? `${player}’s ${figureText(theirs)}` : figureText(theirs);
  const difference = mine.value - theirs.value;
  if (Math.abs(difference) < (mine.unit === 'seconds' ? 0.05 : 1e-9)) {
    return { text: `the same ${mine.unit === 'seconds' ? 'time ' : ''}as ${their} — a tie`, beat: false, tie: true };
  }
  const beat = theirs.higherIsBetter ? difference > 0 : difference < 0;
  const amount = Math.abs(difference);
  const by = mine.unit === 'seconds'
    ? `${amount.toFixed(1)} s ${difference > 0 ? 'slower' : 'faster'} than`
    : `${figureText({ value: amount, unit: mine.unit })} ${difference > 0 ? 'more' : 'fewer'} than`;
  return { text: `${by} ${their}${beat ? ' — you beat it' : ''}`, beat, tie: false };
}

/** The ghost of one record, in `box` (an element over the stage). */
export class ChallengeGhost {
  /**
   * `module`: the arcade's WebAssembly build (loadGameModule); `text`: the record's JSON;
   * `box`: where the ghost is drawn; `button`: the switch between layer, inset and off
   * (optional); `storage`: where the choice is kept (localStorage); `document` makes elements.
   */
  constructor(module, text, box, { button = null, storage = globalThis.localStorage, document = globalThis.document } = {}) {
    this.watcher = new RecordWatcher(module, text);
    this.box = box;
    this.button = button;
    this.storage = storage;
    this.document = document;
    const world = document.createElement('div');
    world.className = 'ghost-world';
    box.replaceChildren(world);
    this.renderer = new SceneRenderer(box, world, { document });
    this._fingers = null;
    this._lastScene = '';
    this._shown = -1;
    const kept = storage?.getItem('fingerplay.ghost');
    /** How the ghost is shown: 'inset' (default: clear of the game's own text), 'layer' or 'off' (remembered). */
    this.mode = GHOST_MODES.includes(kept) ? kept : 'inset';
    this._showMode();
    button?.addEventListener('click', () => this.setMode(GHOST_MODES[(GHOST_MODES.indexOf(this.mode) + 1) % GHOST_MODES.length]));
  }

  /** The record's clock at its start and end, in seconds. */
  get start() { return this.watcher.opening.start; }
  get end() { return this.watcher.opening.end; }

  /** Shows the ghost as 'layer', 'inset' or 'off', and remembers it. */
  setMode(mode) {
    if (!GHOST_MODES.includes(mode)) throw new RangeError(`a ghost is shown as ${GHOST_MODES.join(', ')}, not ${mode}`);
    this.mode = mode;
    this.storage?.setItem('fingerplay.ghost', mode);
    this._showMode();
    this.renderer.layout();
  }

  /**
   * Shows the record `elapsed` seconds after its start — the challenger's game time on the
   * same clock — held at its end once it is over.
   */
  show(elapsed) {
    if (this.mode === 'off') return;
    const time = Math.min(this.start + Math.max(0, elapsed), this.end);
    if (time === this._shown) return;
    const moment = this.watcher.seek(time >= this.end ? this.end + 1 : time);
    if (!this.renderer.size) {
      // The game is drawn by now: the inset goes where it hides least of it.
      this.placeInset();
      this.renderer.reset({ width: moment.scene.width, height: moment.scene.height });
      const layer = this.document.createElement('div');
      layer.className = 'ghost-fingers';
      this.renderer.world.append(layer);
      this._fingers = new FingerMarks(layer, { document: this.document });
    }
    if (moment.sceneText !== this._lastScene) {
      this._lastScene = moment.sceneText;
      this.renderer.draw(moment.scene, moment.time);
    } else {
      this.renderer.animate(moment.time);
    }
    if (time < this._shown) this._fingers.clearTrails();
    this._fingers.show(moment.touches, moment.time);
    this._shown = time;
  }

  /** Fits the ghost into its box again (after a resize), in the corner that covers least of the game. */
  layout() {
    this.placeInset();
    this.renderer.layout();
  }

  /**
   * Puts the inset in the corner of `world` (the game's own) where it covers the least of the
   * game's pieces, words and buttons — a board's full-size backdrop aside — so that a tray of
   * pieces in one corner keeps them in sight. Returns the corner: 'top-right' (the default),
   * 'top-left', 'bottom-right' or 'bottom-left'.
   */
  placeInset(world = this.box.parentElement?.querySelector?.('#world')) {
    if (this.mode !== 'inset' || !world) return this.corner ?? 'top-right';
    const stage = this.box.parentElement.getBoundingClientRect();
    const w = stage.width * 0.32, h = stage.height * 0.32, m = 8;
    const nodes = [...world.querySelectorAll('.node')].map((n) => n.getBoundingClientRect())
      .filter((r) => r.width * r.height < stage.width * stage.height * 0.25);
    const corners = { 'top-right': [stage.right - m - w, stage.top + m], 'top-left': [stage.left + m, stage.top + m],
      'bottom-right': [stage.right - m - w, stage.bottom - m - h], 'bottom-left': [stage.left + m, stage.bottom - m - h] };
    const covered = ([x, y]) => nodes.reduce((sum, r) => sum + Math.max(0, Math.min(x + w, r.right) - Math.max(x, r.left)) * Math.max(0, Math.min(y + h, r.bottom) - Math.max(y, r.top)), 0);
    // The first corner of least cover: top right unless another covers less.
    this.corner = Object.keys(corners).reduce((best, c) => (covered(corners[c]) < covered(corners[best]) ? c : best), 'top-right');
    const [vertical, horizontal] = this.corner.split('-');
    Object.assign(this.box.style, { top: vertical === 'top' ? `${m}px` : 'auto', bottom: vertical === 'bottom' ? `${m}px` : 'auto',
      right: horizontal === 'right' ? `${m}px` : 'auto', left: horizontal === 'left' ? `${m}px` : 'auto' });
    return this.corner;
  }

  _showMode() {
    this.box.className = `ghost ghost-${this.mode}`;
    this.box.hidden = this.mode === 'off';
    if (this.button) {
      this.button.textContent = MODE_NAMES[this.mode];
      this.button.setAttribute('aria-label', `${MODE_WORDS[this.mode]}: change`);
    }
  }
}
