// A surface's input from devices other than its touch screen (a collaborator of GestureSurface):
// keys, clicks with no pointer behind them and focus, and a desktop's wheel, trackpad, alt+drag
// and Space. On a page it makes the elements with recognizers focusable and tells assistive
// technology their keys. What these inputs do is fingerplay/input's (input.js: the keys'
// gestures, the desktop's fingers), loaded apart — on a page at the first mouse, focus or key
// that reaches the surface (what comes before it is heard, in order, once it is there), for a
// headless surface at once — so a page touched only by fingers never downloads it.
import { keyHelp, strokeKeysOf } from './keyboard.js';
import { OPTIONS } from './abi.js';
import { CONTROLS } from './surface-input.js';

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
  #play = null;       // the keys' gestures (KeyPlay), once loaded
  #desk = null;       // the desktop's fingers (DesktopFingers), once loaded
  #loading = null;
  #waiting = [];      // [type, event, target, time] heard before they were (type null: a desktop's)
  #taken = new Set(); // keys taken on their way down before they were: their ups are taken too
  #saved = new Map(); // element → { attribute: its value before the surface (null: none) }
  #heldPointer = null; // the press the desktop's fingers follow (an alt+drag's, quick scale's)

  constructor(dispatch) {
    /** The surface's dispatch (surface-dispatch.js): its engine, views and pointers; fixed for its life. */
    this._s = dispatch;
  }

  /** Loads fingerplay/input (once); resolves when it answers, the events heard before played. */
  _load() {
    this.#loading ??= import('./input.js').then(({ KeyPlay, surfaceFingers }) => {
      this.#play = new KeyPlay(this, { OPTIONS });
      this.#desk = surfaceFingers(this);
      for (const [type, e, target, time] of this.#waiting.splice(0)) {
        if (type) this.#play.key(type, e, target, time);
        else this.#desk.take(e);
      }
    });
    return this.#loading;
  }

  /**
   * A desktop's event (a wheel, Safari's gesture events, a press and the pointer events of one
   * they follow, Space) for its fingers; returns whether they took it (its default then
   * prevented). Before fingerplay/input has loaded, it waits for it, and one it may take — a
   * modified wheel, a gesture event or an alt+press where the surface pinches or turns — is
   * prevented now.
   */
  _desktop(e) {
    if (this.#desk) return this.#desk.take(e);
    this._load();
    // The surface hands over a press only with Alt held, a move or lift only of the press held.
    const s = this._s;
    const takes = e.pointerId === this.#heldPointer || (s._settings.trackpad && s._recognizers.some((r) => r && (r.kind === 'pinch' || r.kind === 'rotation')) && (e.type !== 'wheel' || e.ctrlKey || e.shiftKey));
    if (takes) {
      this.#waiting.push([null, e, null, e.timeStamp]);
      e.preventDefault();
    }
    return takes;
  }

  /** The press the desktop's fingers follow (an alt+drag's, quick scale's), or null: its moves and lift are theirs. */
  get _heldPointer() { return this.#heldPointer; }
  set _heldPointer(pointerId) { this.#heldPointer = pointerId; }

  /** A headless surface's key (GestureSurface's dispatchKeyboardEvent), played once the keys' gestures have loaded. */
  _dispatchKey(type, init) { return this.#play.dispatch(type, init); }

  /** Lifts the desktop's fingers still waiting for their end (a press begins a new gesture). */
  _release() { this.#desk?.release(); }

  /**
   * One keyboard event — 'keydown', 'keyup', 'click' (an activation with no pointer), 'focus'
   * or 'blur' — on `target` at `time` (ms). Returns whether a gesture took it (its default is
   * then the surface's to prevent). Before the gestures have loaded, the event waits for them,
   * and one on an element that lists keys (but Tab, and a key with Meta) is said to be taken now.
   */
  key(type, e, target, time) {
    if (this.#play) return this.#play.key(type, e, target, time);
    this._load();
    this.#waiting.push([type, e, target, time]);
    if (type === 'keyup') return this.#taken.delete(e.key);
    const listed = target instanceof Element && target.closest('[aria-keyshortcuts]');
    const takes = type === 'click' || (type === 'keydown' && e.key !== 'Tab' && !e.metaKey) ? !!listed && this._s._element.contains(listed) : false;
    if (takes && type === 'keydown') this.#taken.add(e.key);
    return takes;
  }

  /** Ends a run of keys whose wait for the next press is over by `time` (ms). */
  _due(time) { this.#play?.due(time); }

  /**
   * Forgets the keyboard's gesture (the engine cancelled every touch), and with `destroyed` gives
   * the elements back their attributes.
   */
  _forget(destroyed = false) {
    this.#play?.forget();
    this.#desk?.forget();
    this.#heldPointer = null;
    if (!destroyed) return;
    this.#waiting = [];
    this._restore();
  }

  /**
   * Listens to `element`'s keys, clicks and focus (with `keys`); loads fingerplay/input when a
   * mouse or pen first comes over it (which then hears Space while one drags). Returns what
   * stops it.
   */
  _listen(element, keys) {
    const target = (e) => {
      const editable = e.target instanceof Element ? e.target.closest(EDITABLE) : null;
      return editable && element.contains(editable) ? null : e.target;
    };
    const key = (e) => {
      const t = target(e);
      if (t && !e.defaultPrevented && !e.isComposing && this.key(e.type, e, t, e.timeStamp)) e.preventDefault();
    };
    const over = (e) => { if (e.pointerType !== 'touch') this._load(); };
    // A screen reader's activation is a click with no pointer behind it (detail 0).
    const click = (e) => {
      if (e.detail !== 0 || e.defaultPrevented) return;
      const control = e.target instanceof Element ? e.target.closest(CONTROLS) : null;
      if (control && !this._s._views._has(control) && control !== element) return;
      if (this.key('click', e, e.target, e.timeStamp)) e.preventDefault();
    };
    const focus = (e) => this.key(e.type === 'focusin' ? 'focus' : 'blur', e, e.target, e.timeStamp);
    const types = [['pointerover', over], ...(keys ? [['keydown', key], ['keyup', key], ['click', click], ['focusin', focus], ['focusout', focus]] : [])];
    for (const [type, fn] of types) element.addEventListener(type, fn);
    return () => {
      for (const [type, fn] of types) element.removeEventListener(type, fn);
      this.#desk?.stop();
    };
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
  _describe(view) {
    const el = view.target;
    if (this._s._headless || !(el instanceof Element)) return;
    const { kinds, strokeKeys } = this._kinds(view);
    const { shortcuts, description } = keyHelp(kinds, strokeKeys);
    if (!shortcuts) return this._restore(el);
    const native = el.matches(FOCUSABLE);
    if (!native) this._set(el, 'tabindex', '0');
    // A button presses; an element that only hovers is no button (Enter does nothing there): a
    // group, whose description says focus hovers.
    const pressOnly = [...kinds].every((k) => k === 'tap' || k === 'longPress' || k === 'hover');
    const hoverOnly = [...kinds].every((k) => k === 'hover');
    if (!native) this._set(el, 'role', hoverOnly ? 'group' : pressOnly ? 'button' : 'application');
    this._set(el, 'aria-keyshortcuts', shortcuts);
    const own = this.#saved.get(el)?.['aria-describedby'];
    this._set(el, 'aria-describedby', [own, descriptionId(description)].filter(Boolean).join(' '));
  }

  // Sets an attribute the page has not set itself, or one the surface set before; the page's
  // own description is kept, the keys' added beside it.
  _set(el, name, value) {
    let saved = this.#saved.get(el);
    if (!saved) this.#saved.set(el, (saved = {}));
    if (!(name in saved)) {
      if (el.hasAttribute(name) && name !== 'aria-describedby') return;
      saved[name] = el.getAttribute(name);
    }
    el.setAttribute(name, value);
  }

  /** Gives `element` (every element, when none is given) back the attributes it had. */
  _restore(element) {
    for (const [el, saved] of this.#saved) {
      if (element && el !== element) continue;
      for (const [name, value] of Object.entries(saved)) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
      this.#saved.delete(el);
    }
  }
}
