// A surface's input from devices other than its touch screen (a collaborator of GestureSurface):
// keys, clicks with no pointer behind them and focus, and a desktop's wheel, trackpad, alt+drag
// and Space. On a page it makes the elements with recognizers focusable and tells assistive
// technology their keys. What these inputs do is fingerplay/input's (input.js: the keys'
// gestures, the desktop's fingers), loaded apart — on a page at the first mouse, focus or key
// that reaches the surface (what comes before it is heard, in order, once it is there), for a
// headless surface at once — so a page touched only by fingers never downloads it.
import { keyHelp, strokeKeysOf, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT } from './keyboard.js';
import { OPTIONS } from './abi.js';

/** The keyboard's touches' pointer ids: a press, a pan or path, a hover, then a pinch's pairs. */
export const KEY_ID = 2100000000;
// Elements the browser already focuses (they keep their own role too).
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"])';
// Where keys are text, never gestures.
const EDITABLE = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

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

/** @internal A surface's keys, clicks, focus and desktop fingers (GestureSurface makes one). */
export class SurfaceDeviceInput {
  constructor(surface) {
    this._s = surface;
    this._play = null;       // the keys' gestures (KeyPlay), once loaded
    this._desk = null;       // the desktop's fingers (DesktopFingers), once loaded
    this._loading = null;
    this._waiting = [];      // [type, event, target, time] heard before they were (type null: a desktop's)
    this._taken = new Set(); // keys taken on their way down before they were: their ups are taken too
    this._saved = new Map(); // element → { attribute: its value before the surface (null: none) }
    this.altPointer = null;  // the pointer an alt+drag holds
  }

  /** Loads fingerplay/input (once); resolves when it answers, the events heard before played. */
  load() {
    this._loading ??= import('./input.js').then(({ KeyPlay, surfaceFingers }) => {
      this._play = new KeyPlay(this, { OPTIONS, KEY_ID, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT });
      this._desk = surfaceFingers(this);
      for (const [type, e, target, time] of this._waiting.splice(0)) {
        if (type) this._play.key(type, e, target, time);
        else this._desk.take(e);
      }
    });
    return this._loading;
  }

  /**
   * Whether the surface takes a desktop's `gesture` now: a 'pinch' or a 'turn' when it has
   * recognizers for it and no pointer of its own is down, a 'tap' (Space's) while a mouse is.
   */
  can(gesture) {
    const s = this._s, settings = s._settings, fingers = this._desk?.fingers.current ? 2 : 0;
    if (!settings.trackpad || s._pointers.size > fingers + (gesture === 'tap')) return false;
    if (gesture === 'tap') return [...s._pointers.values()].some((p) => p.pointerType === 'mouse');
    return s._recognizers.some((r) => r && (gesture === 'turn' ? r.kind === 'rotation' : r.kind === 'pinch' || r.kind === 'rotation'));
  }

  /**
   * A desktop's event (a wheel, Safari's gesture events, an alt+drag's pointer events, Space)
   * for its fingers; returns whether they took it (its default then prevented). Before
   * fingerplay/input has loaded, it waits for it, and one it will take is prevented now.
   */
  desktop(e) {
    if (this._desk) return this._desk.take(e);
    this.load();
    const t = e.type;
    const takes = t === 'wheel' ? (e.ctrlKey && this.can('pinch')) || (e.shiftKey && this.can('turn'))
      : t === 'keydown' ? e.key === ' ' && !e.repeat && this.can('tap')
        : t === 'pointerdown' ? e.altKey && e.button === 0 && e.pointerType === 'mouse' && this.can('turn')
          : t.startsWith('gesture') ? this.can('pinch') : true;
    if (takes) {
      this._waiting.push([null, e, null, e.timeStamp]);
      e.preventDefault();
    }
    return takes;
  }

  /** Lifts the desktop's fingers still waiting for their end (a press begins a new gesture). */
  release() { this._desk?.release(); }

  /**
   * One keyboard event — 'keydown', 'keyup', 'click' (an activation with no pointer), 'focus'
   * or 'blur' — on `target` at `time` (ms). Returns whether a gesture took it (its default is
   * then the surface's to prevent). Before the gestures have loaded, the event waits for them,
   * and a key they will take is said to be taken now.
   */
  key(type, e, target, time) {
    if (this._play) return this._play.key(type, e, target, time);
    this.load();
    this._waiting.push([type, e, target, time]);
    if (type === 'keyup') return this._taken.delete(e.key);
    let takes = false;
    if (type === 'keydown' && e.key !== 'Escape') {
      // By the keys its element lists (aria-keyshortcuts' names).
      const name = { ' ': 'Space', '+': 'Plus', '=': 'Plus', _: '-' }[e.key] ?? (e.key.length === 1 ? e.key.toUpperCase() : e.key);
      const named = [(e.ctrlKey ? 'Control+' : e.shiftKey ? 'Shift+' : '') + name, e.ctrlKey ? '' : name];
      takes = !e.metaKey && this._viewOf(target, (v) => v._shortcuts?.split(' ').some((k) => named.includes(k))) !== null;
      if (takes) this._taken.add(e.key);
    }
    if (type === 'click') takes = this._viewOf(target, (v) => this._kinds(v).kinds.has('tap')) !== null;
    return takes;
  }

  /** Ends a run of keys whose wait for the next press is over by `time` (ms). */
  due(time) { this._play?.due(time); }

  /**
   * Forgets the keyboard's gesture (the engine cancelled every touch), and with `destroyed` gives
   * the elements back their attributes.
   */
  forget(destroyed = false) {
    this._play?.forget();
    this._desk?.forget();
    this.altPointer = null;
    if (!destroyed) return;
    this._waiting = [];
    this.restore();
  }

  /**
   * Listens to `element`'s keys, clicks and focus (with `keys`), and to Space on the window while
   * a mouse drags; loads fingerplay/input when a mouse or pen first comes over it. Returns what
   * stops it.
   */
  listen(element, keys) {
    const target = (e) => {
      const editable = e.target instanceof Element ? e.target.closest(EDITABLE) : null;
      return editable && element.contains(editable) ? null : e.target;
    };
    const key = (e) => {
      const t = target(e);
      if (t && !e.defaultPrevented && !e.isComposing && !(e.key === ' ' && this.can('tap')) && this.key(e.type, e, t, e.timeStamp)) e.preventDefault();
    };
    const space = (e) => { if (e.key === ' ' && !e.defaultPrevented && this.can('tap')) this.desktop(e); };
    const over = (e) => { if (e.pointerType !== 'touch') this.load(); };
    // A screen reader's activation is a click with no pointer behind it (detail 0).
    const click = (e) => {
      const control = e.target instanceof Element ? e.target.closest('button, a[href], input, select, textarea, label, summary') : null;
      if (e.detail !== 0 || e.defaultPrevented || (control && control !== this._viewOf(e.target)?.target)) return;
      if (this.key('click', e, e.target, e.timeStamp)) e.preventDefault();
    };
    const focus = (e) => this.key(e.type === 'focusin' ? 'focus' : 'blur', e, e.target, e.timeStamp);
    const types = [['pointerover', over], ...(keys ? [['keydown', key], ['keyup', key], ['click', click], ['focusin', focus], ['focusout', focus]] : [])];
    for (const [type, fn] of types) element.addEventListener(type, fn);
    window.addEventListener('keydown', space);
    return () => {
      for (const [type, fn] of types) element.removeEventListener(type, fn);
      window.removeEventListener('keydown', space);
    };
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
   * Makes a page's element with recognizers reachable by keys: focusable (unless it is), with a
   * role (unless it has one), `aria-keyshortcuts` and a description of its keys; given back as
   * it was when its last recognizer that takes keys goes.
   */
  describe(view) {
    const el = view.target;
    if (this._s._headless || !(el instanceof Element)) return;
    const { kinds, strokeKeys } = this._kinds(view);
    const { shortcuts, description } = keyHelp(kinds, strokeKeys);
    view._shortcuts = shortcuts;
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
