// A surface's keyboard (a collaborator of GestureSurface): on a page it makes the elements with
// recognizers focusable and tells assistive technology their keys, and hears their keys, clicks
// and focus; the gestures keys make are surface-key-play.js's, loaded apart — on a page at the
// first focus or key that reaches the surface (what comes before it is heard, in order, once it
// is there), for a headless surface at once — so a page no key reaches never downloads them.
import { keyHelp, strokeKeysOf, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT, KEY_ZOOM_IN, KEY_ZOOM_OUT, KEY_TURN, KEY_RUN_GAP,
  KEY_PINCH_SPREAD } from './keyboard.js';
import { VirtualFingers } from './virtual-fingers.js';
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

/** @internal A surface's keyboard and what it tells assistive technology (GestureSurface makes one). */
export class SurfaceKeys {
  constructor(surface) {
    this._s = surface;
    this._play = null;       // the keys' gestures (KeyPlay), once loaded
    this._loading = null;
    this._waiting = [];      // [type, event, target, time] heard before they were
    this._taken = new Set(); // keys taken on their way down before they were: their ups are taken too
    this._saved = new Map(); // element → { attribute: its value before the surface (null: none) }
  }

  /** Loads the keys' gestures (once); resolves when they answer, the events heard before played. */
  load() {
    this._loading ??= import('./surface-key-play.js').then(({ KeyPlay }) => {
      this._play = new KeyPlay(this, { VirtualFingers, OPTIONS, KEY_ID, KEY_PAN_STEP, KEY_PAN_STEP_SHIFT, KEY_PAN_STEP_ALT, KEY_ZOOM_IN,
        KEY_ZOOM_OUT, KEY_TURN, KEY_RUN_GAP, KEY_PINCH_SPREAD });
      for (const [type, e, target, time] of this._waiting.splice(0)) this._play.key(type, e, target, time);
    });
    return this._loading;
  }

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
      takes = !e.metaKey && this._viewOf(target, (v) => {
        const { kinds, strokeKeys } = this._kinds(v);
        return keyHelp(kinds, strokeKeys).shortcuts.split(' ').some((k) => named.includes(k));
      }) !== null;
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
    if (!destroyed) return;
    this._waiting = [];
    this.restore();
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
