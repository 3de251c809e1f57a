// A surface's view mirror (a part of GestureSurface, surface.js): the elements that carry
// recognizers, as the engine's views in the same tree and frames, kept up as elements move; the
// touch-action each needs, with the element's own styles kept for destroy().
import { HeadlessView } from './headless-view.js';
import { ALL_TOUCH, touchActionOf, touchActionText } from './touch-action.js';

/** @internal A surface's views (GestureSurface makes one). */
export class SurfaceViews {
  #surface;
  #fp;
  #handle;
  #element;
  #headless;
  #touchAction;
  #views = new Map();   // target → { index, target, parent, children, recognizers }
  #root;
  #restore = new Map(); // element → { style property: its value before the surface }
  #boxCache = null;

  /** The views of `surface`, the engine's surface `handle` in `fp`, on `element` (null: `headless`, its size), computing touch-action when `touchAction` is 'compute'. */
  constructor(surface, fp, handle, element, headless, touchAction) {
    this.#surface = surface;
    this.#fp = fp;
    this.#handle = handle;
    this.#element = element;
    this.#headless = headless;
    this.#touchAction = touchAction;
    this.#root = { index: -1, target: element, parent: null, children: [], recognizers: new Set() };
  }

  /** The root view: the surface's own element's (or a headless surface's). */
  get _root() { return this.#root; }

  /** The view of `target` if it has one (the root for the surface's element or null). */
  _viewOf(target) {
    return target === this.#element || target === null ? this.#root : this.#views.get(target);
  }

  /** Whether `element` has a view (recognizers of its own). */
  _has(element) { return this.#views.has(element); }

  /** A headless view's frame set by the page. */
  _setFrame(target, frame) {
    const view = this.#views.get(target);
    if (view) this.#fp.fp_view_set_frame(this.#handle, view.index, frame.x, frame.y, frame.width, frame.height, 0);
  }

  /** The surface's box is read again at its next use (a scroll, a resize). */
  _forgetBox() { this.#boxCache = null; }

  /** Gives every element the styles it had before the surface. */
  _restoreStyles() {
    // Last set, first restored: an alias (webkitUserSelect for userSelect) came after its property.
    for (const [element, saved] of this.#restore) {
      for (const [property, value] of Object.entries(saved).reverse()) element.style[property] = value;
    }
    this.#restore.clear();
  }

  _checkTarget(target, what) {
    if (this.#headless) {
      if (target !== null && !(target instanceof HeadlessView && target.surface === this.#surface)) throw new TypeError(`fingerplay: ${what}: the view is not a view of this surface (addView makes them)`);
    } else if (!(target instanceof Element) || (target !== this.#element && !this.#element.contains(target))) {
      throw new TypeError(`fingerplay: ${what}: the element is not ${target instanceof Element ? 'inside the surface' : 'an element'}`);
    }
  }

  // The view of `target`, made (and put in its place in the tree) if it has none yet.
  _viewFor(target) {
    if (target === this.#element || target === null) return this.#root;
    let view = this.#views.get(target);
    if (view) return view;
    const parent = this.#parentView(target);
    view = { index: -1, target, parent, children: [], recognizers: new Set() };
    const frame = this.#frameOf(view);
    view.index = this.#fp.fp_view_add(this.#handle, parent.index, this.#position(parent, target), frame.x, frame.y, frame.width, frame.height);
    this.#views.set(target, view);
    // Views already made for elements inside this one move under it.
    if (!this.#headless) {
      for (const child of parent.children.filter((c) => c !== view && target.contains(c.target))) {
        parent.children.splice(parent.children.indexOf(child), 1);
        this.#place(view, child);
      }
    }
    parent.children.splice(this.#position(parent, target), 0, view);
    return view;
  }

  #parentView(target) {
    if (this.#headless) return target.parent ? this._viewFor(target.parent) : this.#root;
    for (let e = target.parentElement; e && e !== this.#element; e = e.parentElement) {
      const view = this.#views.get(e);
      if (view) return view;
    }
    return this.#root;
  }

  // Where `target` goes among `parent`'s subviews: after those before it in the document (the
  // front-most sibling last, as it paints); headless views in the order they were made.
  #position(parent, target) {
    if (this.#headless) return parent.children.length;
    let position = 0;
    for (const sibling of parent.children) {
      if (sibling.target !== target && sibling.target.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) position++;
    }
    return position;
  }

  #place(parent, child) {
    const position = this.#position(parent, child.target);
    child.parent = parent;
    parent.children.splice(position, 0, child);
    this.#fp.fp_view_move(this.#handle, child.index, parent.index, position);
    const frame = this.#frameOf(child);
    this.#fp.fp_view_set_frame(this.#handle, child.index, frame.x, frame.y, frame.width, frame.height, frame.hidden ? 1 : 0);
  }

  _removeView(view) {
    const parent = view.parent;
    parent.children.splice(parent.children.indexOf(view), 1);
    this.#views.delete(view.target);
    for (const child of view.children) this.#place(parent, child);
    this.#fp.fp_view_remove(this.#handle, view.index);
  }

  #frameOf(view) {
    if (this.#headless) return view.target.frame;
    const box = view.target.getBoundingClientRect();
    const origin = view.parent.target === this.#element ? this._box() : view.parent.target.getBoundingClientRect();
    // An element with no box is hidden (display: none) or empty; only one with no client rects
    // is hidden — asked only then, as a pointerdown's every read of the layout costs.
    const hidden = !view.target.isConnected || (box.width === 0 && box.height === 0 && view.target.getClientRects().length === 0);
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height, hidden };
  }

  // The surface's box: read when a gesture's first pointer lands, and again after a scroll or a
  // resize — not on every pointermove, where a layout read (style made dirty by :active and
  // :hover) costs more than the engine's whole step.
  _box() {
    let box = this.#boxCache;
    if (!box) {
      // Its sides as plain numbers: each of a DOMRect's is a call into the browser, cold on a
      // frame's first pointermove.
      const rect = this.#element.getBoundingClientRect();
      box = this.#boxCache = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    }
    return box;
  }

  // Elements move and resize: the views follow before a new gesture's first touch lands.
  _layout() {
    if (this.#headless) return;
    this.#boxCache = null;
    const box = this._box();
    this.#fp.fp_surface_set_size(this.#handle, Math.max(box.width, 1), Math.max(box.height, 1));
    for (const view of this.#views.values()) {
      const f = this.#frameOf(view);
      this.#fp.fp_view_set_frame(this.#handle, view.index, f.x, f.y, f.width, f.height, f.hidden ? 1 : 0);
    }
  }

  // touch-action as the recognizers need it: an element with recognizers gets what they allow
  // the browser to keep (scrolling along an axis no recognizer reads, zooming when no recognizer
  // pinches); one whose last recognizer goes gets its own back. Only the view that changed is
  // worked out again.
  _touchAction(view) {
    if (this.#headless || this.#touchAction !== 'compute') return;
    if (view.recognizers.size === 0) {
      this._unstyle(view.target, 'touchAction');
      return;
    }
    let mask = ALL_TOUCH;
    for (const r of view.recognizers) mask &= touchActionOf(r);
    this._style(view.target, 'touchAction', touchActionText(mask));
  }

  // Sets a style property, keeping the element's own value for destroy() (or _unstyle).
  _style(element, property, value) {
    let saved = this.#restore.get(element);
    if (!saved) this.#restore.set(element, (saved = {}));
    if (!(property in saved)) saved[property] = element.style[property];
    element.style[property] = value;
  }

  _unstyle(element, property) {
    const saved = this.#restore.get(element);
    if (!saved || !(property in saved)) return;
    element.style[property] = saved[property];
    delete saved[property];
  }
}
