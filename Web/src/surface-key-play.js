// The keys' gestures on a surface: keys on an element with recognizers become touches on it — a
// finger for a press, a pan or a drawn path, two about its centre for a pinch or a turn — given
// to the engine as fingers are, so that require-to-fail, simultaneity and delegates decide for
// keys as they do for touch; their events say `pointerType: 'keyboard'`. Part of
// fingerplay/input (input.js), which the surface's SurfaceDeviceInput loads at the first key,
// focus or mouse that reaches one of its elements (a headless surface's at once). What it
// shares with the surface's module (the key constants, the engine's option codes) it is handed,
// so the two files share no code.
import { VirtualFingers } from './virtual-fingers.js';
import { mouseDown } from './surface-fingers.js';

const RUNS = ['pan', 'pinch', 'turn'];
// The surface module's option codes, handed over by the first KeyPlay made (the same for every surface).
let OPTIONS;

/** The keyboard's touches' pointer ids: a press, a pan or path, a hover, then a pinch's pairs. */
export const KEY_ID = 2100000000;
const PRESS_ID = KEY_ID + 1, HOVER_ID = KEY_ID + 2;
/** How far an arrow key pans, px: a press, with Shift, with Alt. */
export const KEY_PAN_STEP = 10;
export const KEY_PAN_STEP_SHIFT = 100;
export const KEY_PAN_STEP_ALT = 1;
/** How much + and − pinch: the scale a press multiplies by. */
export const KEY_ZOOM_IN = 1.25;
export const KEY_ZOOM_OUT = 0.8;
/** How far R (Shift+R: back) turns, radians: 15°. */
export const KEY_TURN = Math.PI / 12;
/**
 * How long a run of arrow, + − or R presses waits for the next before it ends, ms: presses
 * closer together than this are one gesture (began, changed…, ended).
 */
export const KEY_RUN_GAP = 500;
/** How far apart a keyboard pinch's two touches land, px. */
export const KEY_PINCH_SPREAD = 100;

const ARROWS = { ArrowRight: [1, 0, 'right'], ArrowLeft: [-1, 0, 'left'], ArrowDown: [0, 1, 'down'], ArrowUp: [0, -1, 'up'] };
const PRESSING = ['tap', 'longPress'];
const MOVING = ['pan', 'screenEdgePan'];

/**
 * @internal What `key` (a KeyboardEvent's `key`, with its modifier flags) does on an element whose
 * recognizers are of `kinds` (a Set of kind names), with `strokeKeys` mapping a lower-case letter
 * to a stroke template's name: an action — `{ act: 'press' }` (Enter, Space), `'hold'` (Shift+F10,
 * ContextMenu: a long press at once), `'pan'` with `dx`, `dy`, `'swipe'` with `direction`,
 * `'pinch'` with `factor`, `'turn'` with `angle`, `'draw'` with `template`, `'shake'`, `'cancel'`
 * (Escape) — or null when the key has nothing to do there.
 */
export function keyAction({ key, shiftKey, altKey, ctrlKey, metaKey }, kinds, strokeKeys) {
  const has = (list) => list.some((k) => kinds.has(k));
  // The browser's and the system's own shortcuts (Ctrl+plus zooms the page) stay theirs.
  if (metaKey) return null;
  if (key === 'Escape') return { act: 'cancel' };
  const arrow = ARROWS[key];
  if (arrow) {
    // An element that pans takes arrows as a pan; Ctrl+arrow swipes there. One that only
    // swipes swipes with a plain arrow.
    if (kinds.has('swipe') && (ctrlKey || !has(MOVING))) return { act: 'swipe', direction: arrow[2] };
    if (ctrlKey || !has(MOVING)) return null;
    const step = shiftKey ? KEY_PAN_STEP_SHIFT : altKey ? KEY_PAN_STEP_ALT : KEY_PAN_STEP;
    return { act: 'pan', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (ctrlKey) return null;
  if ((key === 'Enter' || key === ' ') && !altKey) return has(PRESSING) ? { act: 'press' } : null;
  if (key === 'ContextMenu' || (key === 'F10' && shiftKey)) return kinds.has('longPress') ? { act: 'hold' } : null;
  if (altKey) return null;
  if (key === '+' || key === '=' || key === '-' || key === '_') {
    return kinds.has('pinch') ? { act: 'pinch', factor: key === '+' || key === '=' ? KEY_ZOOM_IN : KEY_ZOOM_OUT } : null;
  }
  const letter = key.length === 1 ? key.toLowerCase() : '';
  if (letter === 'r' && kinds.has('rotation')) return { act: 'turn', angle: shiftKey ? -KEY_TURN : KEY_TURN };
  if (strokeKeys?.has(letter)) return { act: 'draw', template: strokeKeys.get(letter) };
  if (letter === 's' && kinds.has('shake')) return { act: 'shake' };
  return null;
}

/** @internal A surface's keys at play (SurfaceDeviceInput makes one once it has loaded fingerplay/input). */
export class KeyPlay {
  /** `keys`: the surface's SurfaceDeviceInput; `shared`: what this file uses of the surface's module. */
  constructor(keys, shared) {
    ({ OPTIONS } = shared);
    const surface = keys._s;  // the surface's dispatch (surface-dispatch.js)
    this._keys = keys;
    this._s = surface;
    this._press = null;   // { key, view }: Enter or Space held down
    this._run = null;     // { act, view, held: Set of keys, deadline, x, y, lowered: [recognizer, code, value][] }
    this._timer = null;
    this._event = null;
    this._hovered = null;
    this._pinch = new VirtualFingers((action, id, x, y, time) => surface._input(action, id, x, y, time, 'keyboard', this._event, false),
      () => surface._flush(), KEY_ID + 4, KEY_PINCH_SPREAD);
  }

  /** A headless surface's dispatchKeyboardEvent (surface.js): its `init` checked, the clock moved to it, the key played. */
  dispatch(type, init) {
    const s = this._s;
    const { key = '', target = null, timeStamp } = init ?? {};
    if (!['keydown', 'keyup', 'click', 'focus', 'blur'].includes(type) || typeof key !== 'string') throw new TypeError(`fingerplay: dispatchKeyboardEvent: ${JSON.stringify(type)} is not keydown, keyup, click, focus or blur with a string key`);
    s._views._checkTarget(target, 'dispatchKeyboardEvent');
    s._surface.advance(timeStamp);
    return this.key(type, { type, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, repeat: false, ...init, key }, target, timeStamp);
  }

  // The nearest view at or above `target` (an element, a headless view or null) for which
  // `wants(view)` holds.
  _viewOf(target, wants) {
    const s = this._s;
    for (let t = target; ;) {
      const root = s._headless ? t === null : t === s._element;
      const view = s._views._viewOf(t);
      if (view && wants(view)) return view;
      if (root || !t) return null;
      t = s._headless ? t.parent ?? null : t.parentElement;
    }
  }

  _kinds(view) { return this._keys._kinds(view); }

  /**
   * One keyboard event — 'keydown', 'keyup', 'click' (an activation with no pointer), 'focus'
   * or 'blur' — on `target` at `time` (ms). Returns whether a gesture took it (its default is
   * then the surface's to prevent).
   */
  key(type, e, target, time) {
    const s = this._s;
    this.due(time);
    this._event = e;
    if (type === 'keyup') return this._keyUp(e, time);
    if (type === 'focus' || type === 'blur') return this._focus(type, target, time);
    if (type === 'click') {
      const view = this._viewOf(target, (v) => this._kinds(v).kinds.has('tap'));
      if (!view || this._press || this._run) return false;
      const [x, y] = this._centre(view);
      s._input('down', PRESS_ID, x, y, time, 'keyboard', e);
      s._input('up', PRESS_ID, x, y, time, 'keyboard', e);
      return true;
    }
    // Space while a mouse drags is a second finger's tap (surface-fingers.js), not the element's key.
    if (e.key === ' ' && mouseDown(s)) return false;
    if (e.key === 'Escape') {
      if (this._press || this._run) this.cancel(time);
      // Escape ends a hover the focus began, as it dismisses what a hover shows (WCAG 1.4.13).
      else if (this._hovered) this._focus('blur', null, time);
      else return false;
      return true;
    }
    let action = null;
    const view = this._viewOf(target, (v) => { const k = this._kinds(v); return (action = keyAction(e, k.kinds, k.strokeKeys)) !== null; });
    if (!view) return false;
    // A held key repeats: a press or a path is made once; a run goes on moving.
    if (e.repeat && !RUNS.includes(action.act)) return true;
    const run = this._run;
    if (run && (run.act !== action.act || run.view !== view)) this._endRun(time);
    if (this._press && action.act !== 'press') this._lift(time);
    if (!s._pointers.size) s._layout();
    const [x, y] = this._centre(view);
    switch (action.act) {
      case 'press':
        if (this._press) return true;
        this._press = { key: e.key, view };
        s._input('down', PRESS_ID, x, y, time, 'keyboard', e);
        return true;
      case 'hold': {
        // Each long press on the element fires on this press's own frame, then waits as long as before.
        const presses = [...view.recognizers].filter((r) => r.kind === 'longPress');
        for (const r of presses) this._threshold(r, OPTIONS.minimumPressDuration[0], 0);
        s._input('down', PRESS_ID, x, y, time, 'keyboard', e);
        // A frame that puts the engine's clock (trailing the page's) at the press.
        s._flush(Math.max(s._frameTime, time + s._trailing), e);
        for (const r of presses) this._threshold(r, OPTIONS.minimumPressDuration[0], (r._options.minimumPressDuration ?? 500) / 1000);
        s._input('up', PRESS_ID, x, y, time, 'keyboard', e);
        return true;
      }
      case 'swipe': {
        const far = Math.max(...[...view.recognizers].filter((r) => r.kind === 'swipe').map((r) => r._options.minimumDistance ?? 50)) + KEY_PAN_STEP;
        const [dx, dy] = { right: [1, 0], left: [-1, 0], down: [0, 1], up: [0, -1] }[action.direction];
        return this._path(view, [[x, y], [x + dx * far, y + dy * far]], time);
      }
      case 'draw': return this._path(view, this._template(view, action.template, x, y), time);
      case 'shake': {
        const r = [...view.recognizers].find((k) => k.kind === 'shake');
        const half = 0.75 * (r._options.minimumSegmentLength ?? 30);
        // From one side to the other and back: each leg 1.5 times the shortest.
        const points = [[x - half, y]];
        for (let i = 0; i <= (r._options.requiredReversals ?? 3); i++) points.push([x + (i % 2 ? -half : half), y]);
        return this._path(view, points, time);
      }
      default: return this._move(action, view, e, time);
    }
  }

  // A pan, pinch or turn: the run's first press puts its touches down, each press moves them.
  _move(action, view, e, time) {
    const s = this._s;
    let run = this._run;
    if (!run) {
      run = this._run = { act: action.act, view, held: new Set(), deadline: -1, x: 0, y: 0, lowered: [] };
      if (action.act === 'pan') {
        for (const r of view.recognizers) {
          if (r.kind !== 'pan' && r.kind !== 'screenEdgePan') continue;
          run.lowered.push([r, OPTIONS.panSlop[0], r._options.panSlop ?? 10]);
          this._threshold(r, OPTIONS.panSlop[0], 0);
        }
        [run.x, run.y] = this._start(view, action);
        s._input('down', KEY_ID, run.x, run.y, time, 'keyboard', e);
      } else {
        // Both touches land on the element, at most half its smaller side apart; only the kind
        // the key makes follows its first change (a turn is no pinch).
        const [w, h] = this._size(view);
        this._pinch.spread = Math.min(KEY_PINCH_SPREAD, Math.min(w, h) / 2);
        const kind = action.act === 'pinch' ? 'pinch' : 'rotation';
        for (const r of view.recognizers) {
          if (r.kind !== kind) continue;
          run.lowered.push([r, r._slop[0], r._slop[1]]);
          this._threshold(r, r._slop[0], 0);
        }
      }
    }
    run.held.add(e.key);
    run.deadline = -1;
    clearTimeout(this._timer);
    if (action.act === 'pan') {
      run.x += action.dx;
      run.y += action.dy;
      s._input('move', KEY_ID, run.x, run.y, time, 'keyboard', e);
    } else {
      const [x, y] = this._centre(view);
      this._pinch.change(x, y, time, (v) => { if (action.factor) v.spread *= action.factor; else v.angle += action.angle; }, true);
    }
    return true;
  }

  _keyUp(e, time) {
    if (this._press?.key === e.key) {
      this._lift(time);
      return true;
    }
    const run = this._run;
    if (!run?.held.delete(e.key)) return false;
    if (run.held.size === 0) {
      run.deadline = time + KEY_RUN_GAP;
      if (!this._s._headless) this._timer = setTimeout(() => this.due(performance.now()), KEY_RUN_GAP);
    }
    return true;
  }

  _focus(type, target, time) {
    const s = this._s;
    if (type === 'blur') {
      // A gesture whose element lost the focus is cancelled, not left half made.
      if (this._press || this._run) this.cancel(time);
      if (this._hovered) s._input('hover', HOVER_ID, -1e6, -1e6, time, 'keyboard', this._event);
      this._hovered = null;
      return false;
    }
    const view = this._viewOf(target, (v) => this._kinds(v).kinds.has('hover'));
    if (view) {
      if (!s._pointers.size) s._layout();
      const [x, y] = this._centre(view);
      s._input('hover', HOVER_ID, x, y, time, 'keyboard', this._event);
      this._hovered = view;
    }
    return false;
  }

  /** Ends a run whose wait for the next press is over by `time` (ms). */
  due(time) {
    const deadline = this._run?.deadline ?? -1;
    if (deadline < 0 || deadline > time) return;
    // A headless surface's clock is where the run ends (a page's is already past it).
    if (this._s._headless) this._s._reach(deadline);
    this._endRun(deadline);
  }

  /** Forgets the keyboard's gesture: the engine cancelled every touch. */
  forget() {
    clearTimeout(this._timer);
    this._press = null;
    this._pinch.forget();
    if (this._run) this._settle();
  }

  /** Cancels the keyboard's touches down, if any: their recognizers hear 'cancelled'. */
  cancel(time) {
    const s = this._s;
    for (const [id, p] of s._pointers) if (p.pointerType === 'keyboard') s._input('cancel', id, p.x, p.y, time, 'keyboard', this._event, false);
    s._flush();
    this._press = null;
    this._pinch.forget();
    if (this._run) this._settle();
  }

  _lift(time) {
    const p = this._s._pointers.get(PRESS_ID);
    if (p) this._s._input('up', PRESS_ID, p.x, p.y, time, 'keyboard', this._event);
    this._press = null;
  }

  _endRun(time) {
    const run = this._run;
    // An element removed mid-gesture: its gesture is cancelled, not ended where it was.
    if (run.view.target?.isConnected === false) return this.cancel(time);
    if (run.act === 'pan') this._s._input('up', KEY_ID, run.x, run.y, time, 'keyboard', this._event);
    else this._pinch.release(time);
    this._settle();
  }

  // A recognizer's threshold set for a keys' gesture, or given back — in a recording too, so that
  // the gesture replays as the page played it.
  _threshold(r, code, value) {
    this._s._setThreshold(r._index, code, value);
    this._s._recorder?.('set', r._index, code, value);
  }

  // The run's recognizers get their own thresholds back.
  _settle() {
    const run = this._run;
    this._run = null;
    clearTimeout(this._timer);
    for (const [r, code, value] of run.lowered) if (r._index >= 0) this._threshold(r, code, value);
  }

  // One finger along `points`, down and up at `time`: a swipe, a drawn shape, a shake.
  _path(view, points, time) {
    const s = this._s, e = this._event;
    points.forEach(([x, y], i) => s._input(i ? 'move' : 'down', KEY_ID, x, y, time, 'keyboard', e));
    const [x, y] = points.at(-1);
    s._input('up', KEY_ID, x, y, time, 'keyboard', e);
    return true;
  }

  // A stroke template's points, fitted into 80 % of the element about its centre.
  _template(view, name, cx, cy) {
    const points = [...view.recognizers].flatMap((r) => r._templates ?? []).find((t) => t.name === name).points;
    const xs = points.map((p) => p[0]), ys = points.map((p) => p[1]);
    const [w, h] = this._size(view);
    const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1e-9);
    const k = (0.8 * Math.min(w, h)) / span, mx = (Math.max(...xs) + Math.min(...xs)) / 2, my = (Math.max(...ys) + Math.min(...ys)) / 2;
    return points.map(([x, y]) => [cx + (x - mx) * k, cy + (y - my) * k]);
  }

  // Where a pan's finger lands: the element's centre, or for a screen-edge pan the surface's edge
  // the arrow moves away from.
  _start(view, { dx, dy }) {
    const [x, y] = this._centre(view);
    const edge = dx > 0 ? 'left' : dx < 0 ? 'right' : dy > 0 ? 'top' : 'bottom';
    const edged = [...view.recognizers].some((r) => r.kind === 'screenEdgePan' && [r._options.edges ?? []].flat().some((n) => n === 'all' || n === edge));
    if (!edged) return [x, y];
    const [w, h] = this._s._headless ? [this._s._headless.width, this._s._headless.height] : [this._s._views._box().width, this._s._views._box().height];
    return edge === 'left' ? [1, y] : edge === 'right' ? [w - 1, y] : edge === 'top' ? [x, 1] : [x, h - 1];
  }

  // A view's box in px from the surface's top left: [x, y, width, height].
  _box(view) {
    const s = this._s;
    if (view === s._views._root) return s._headless ? [0, 0, s._headless.width, s._headless.height] : [0, 0, s._views._box().width, s._views._box().height];
    if (s._headless) {
      let x = 0, y = 0;
      for (let v = view.target; v; v = v.parent) { x += v.frame.x; y += v.frame.y; }
      return [x, y, view.target.frame.width, view.target.frame.height];
    }
    const box = view.target.getBoundingClientRect(), root = s._views._box();
    return [box.left - root.left, box.top - root.top, box.width, box.height];
  }

  _centre(view) {
    const [x, y, w, h] = this._box(view);
    return [x + w / 2, y + h / 2];
  }

  _size(view) { return this._box(view).slice(2); }

}
