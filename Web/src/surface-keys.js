// A surface's keyboard (a collaborator of GestureSurface): keys on an element with recognizers
// become touches on it — a finger for a press, a pan or a drawn path, two about its centre for a
// pinch or a turn — given to the engine as fingers are, so that require-to-fail, simultaneity
// and delegates decide for keys as they do for touch. Their events say `pointerType: 'keyboard'`.
// On a page it also makes those elements focusable and tells assistive technology their keys.
import { keyAction, keyHelp, strokeKeysOf, KEY_RUN_GAP, KEY_PAN_STEP, KEY_PINCH_SPREAD } from './keyboard.js';
import { VirtualFingers } from './virtual-fingers.js';
import { OPTIONS } from './abi.js';

/** The keyboard's touches' pointer ids: a press, a pan or path, a hover, then a pinch's pairs. */
export const KEY_ID = 2100000000;
const PRESS_ID = KEY_ID + 1, HOVER_ID = KEY_ID + 2;
// Elements the browser already focuses (they keep their own role too).
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"])';
// Where keys are text, never gestures.
const EDITABLE = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';
const RUNS = ['pan', 'pinch', 'turn'];

let describedBy = null;   // the hidden element holding every description, one per text
const descriptions = new Map();

function descriptionId(text) {
  let id = descriptions.get(text);
  if (id) return id;
  if (!describedBy?.isConnected) {
    describedBy = document.createElement('div');
    describedBy.hidden = true;
    document.body.append(describedBy);
    descriptions.clear();
  }
  const span = document.createElement('span');
  span.id = id = `fingerplay-keys-${descriptions.size + 1}`;
  span.textContent = text;
  describedBy.append(span);
  descriptions.set(text, id);
  return id;
}

/** @internal A surface's keyboard and what it tells assistive technology (GestureSurface makes one). */
export class SurfaceKeys {
  constructor(surface) {
    this._s = surface;
    this._press = null;   // { key, view }: Enter or Space held down
    this._run = null;     // { act, view, held: Set of keys, deadline, x, y, lowered: [recognizer, code, value][] }
    this._timer = null;
    this._event = null;
    this._hovered = null;
    this._saved = new Map(); // element → { attribute: its value before the surface (null: none) }
    this._pinch = new VirtualFingers((action, id, x, y, time) => surface._input(action, id, x, y, time, 'keyboard', this._event, false),
      () => surface._flush(), KEY_ID + 4, KEY_PINCH_SPREAD);
  }

  /** Listens to `element`'s keys, clicks and focus; returns what stops it. */
  listen(element) {
    const target = (e) => {
      const editable = e.target instanceof Element ? e.target.closest(EDITABLE) : null;
      return editable && element.contains(editable) ? null : e.target;
    };
    const key = (e) => {
      const t = target(e);
      if (t && !e.defaultPrevented && !e.isComposing && this.key(e.type, e, t, e.timeStamp)) e.preventDefault();
    };
    // A screen reader's activation is a click with no pointer behind it (detail 0).
    const click = (e) => {
      const control = e.target instanceof Element ? e.target.closest('button, a[href], input, select, textarea, label, summary') : null;
      if (e.detail !== 0 || e.defaultPrevented || (control && control !== this._viewOf(e.target)?.target)) return;
      if (this.key('click', e, e.target, e.timeStamp)) e.preventDefault();
    };
    const focus = (e) => this.key(e.type === 'focusin' ? 'focus' : 'blur', e, e.target, e.timeStamp);
    const types = [['keydown', key], ['keyup', key], ['click', click], ['focusin', focus], ['focusout', focus]];
    for (const [type, fn] of types) element.addEventListener(type, fn);
    return () => { for (const [type, fn] of types) element.removeEventListener(type, fn); };
  }

  // The nearest view at or above `target` (an element, a headless view or null) for which
  // `wants(view)` holds; by default any.
  _viewOf(target, wants = () => true) {
    const s = this._s;
    for (let t = target; ;) {
      const root = s._headless ? t === null : t === s.element;
      const view = root ? s._rootView : s._views.get(t);
      if (view && wants(view)) return view;
      if (root || !t) return null;
      t = s._headless ? t.parent ?? null : t.parentElement;
    }
  }

  // The kinds of `view`'s recognizers that take keys, and its stroke templates' keys.
  _kinds(view) {
    const kinds = new Set(), templates = [];
    if (!this._s._settings.keyboard) return { kinds, strokeKeys: null };
    for (const r of view.recognizers) {
      if (!r._keyboard) continue;
      kinds.add(r.kind);
      if (r._templates) templates.push(...r._templates);
    }
    return { kinds, strokeKeys: templates.length ? strokeKeysOf(templates) : null };
  }

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
    if (e.key === 'Escape') {
      if (!this._press && !this._run) return false;
      this.cancel(time);
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
        for (const r of presses) s._fp.fp_recognizer_set(s._handle, r._index, OPTIONS.minimumPressDuration[0], 0);
        s._input('down', PRESS_ID, x, y, time, 'keyboard', e);
        // A frame that puts the engine's clock (trailing the page's) at the press.
        s._lastEvent = e;
        s._flush(Math.max(s._frameTime, time + s._trailing));
        for (const r of presses) s._fp.fp_recognizer_set(s._handle, r._index, OPTIONS.minimumPressDuration[0], (r._options.minimumPressDuration ?? 500) / 1000);
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
          s._fp.fp_recognizer_set(s._handle, r._index, OPTIONS.panSlop[0], 0);
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
          s._fp.fp_recognizer_set(s._handle, r._index, r._slop[0], 0);
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
    if (this._s._headless) this._s._clock = Math.max(this._s._clock, deadline);
    this._endRun(deadline);
  }

  /**
   * Forgets the keyboard's gesture (the engine cancelled every touch), and with `destroyed` gives
   * the elements back their attributes.
   */
  forget(destroyed = false) {
    clearTimeout(this._timer);
    this._press = null;
    this._pinch.forget();
    if (this._run) this._settle();
    if (destroyed) this.restore();
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

  // The run's recognizers get their own thresholds back.
  _settle() {
    const s = this._s, run = this._run;
    this._run = null;
    clearTimeout(this._timer);
    for (const [r, code, value] of run.lowered) if (r._index >= 0) s._fp.fp_recognizer_set(s._handle, r._index, code, value);
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
    const [w, h] = this._s._headless ? [this._s._headless.width, this._s._headless.height] : [this._s._box().width, this._s._box().height];
    return edge === 'left' ? [1, y] : edge === 'right' ? [w - 1, y] : edge === 'top' ? [x, 1] : [x, h - 1];
  }

  // A view's box in px from the surface's top left: [x, y, width, height].
  _box(view) {
    const s = this._s;
    if (view === s._rootView) return s._headless ? [0, 0, s._headless.width, s._headless.height] : [0, 0, s._box().width, s._box().height];
    if (s._headless) {
      let x = 0, y = 0;
      for (let v = view.target; v; v = v.parent) { x += v.frame.x; y += v.frame.y; }
      return [x, y, view.target.frame.width, view.target.frame.height];
    }
    const box = view.target.getBoundingClientRect(), root = s._box();
    return [box.left - root.left, box.top - root.top, box.width, box.height];
  }

  _centre(view) {
    const [x, y, w, h] = this._box(view);
    return [x + w / 2, y + h / 2];
  }

  _size(view) { return this._box(view).slice(2); }

  /**
   * Makes a page's element with recognizers reachable by keys: focusable (unless it is), with a
   * role (unless it has one), `aria-keyshortcuts` and a description of its keys; given back as
   * it was when its last recognizer that takes keys goes.
   */
  describe(view) {
    const el = view.target;
    if (this._s._headless || !(el instanceof Element)) return;
    const { kinds, strokeKeys } = this._kinds(view);
    const { shortcuts, description } = keyHelp(kinds, strokeKeys);
    if (!shortcuts) return this.restore(el);
    const native = el.matches(FOCUSABLE);
    if (!native) this._set(el, 'tabindex', '0');
    const pressOnly = [...kinds].every((k) => k === 'tap' || k === 'longPress' || k === 'hover');
    if (!native) this._set(el, 'role', pressOnly ? 'button' : 'application');
    this._set(el, 'aria-keyshortcuts', shortcuts);
    const own = this._saved.get(el)?.['aria-describedby'];
    this._set(el, 'aria-describedby', [own, descriptionId(description)].filter(Boolean).join(' '));
  }

  // Sets an attribute the page has not set itself, or one the surface set before; the page's
  // own description is kept, the keys' added beside it.
  _set(el, name, value) {
    let saved = this._saved.get(el);
    if (!saved) this._saved.set(el, (saved = {}));
    if (!(name in saved)) {
      if (el.hasAttribute(name) && name !== 'aria-describedby') return;
      saved[name] = el.getAttribute(name);
    }
    el.setAttribute(name, value);
  }

  /** Gives `element` (every element, when none is given) back the attributes it had. */
  restore(element) {
    for (const [el, saved] of this._saved) {
      if (element && el !== element) continue;
      for (const [name, value] of Object.entries(saved)) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
      this._saved.delete(el);
    }
  }
}
