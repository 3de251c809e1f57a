// A surface's view mirror (part of GestureSurface, surface.js): the elements that carry
// recognizers, as the engine's views in the same tree and frames, kept up as elements move; the
// touch-action each needs, with the element's own styles kept for destroy().
import { HeadlessView } from './headless-view.js';
import { ALL_TOUCH, touchActionOf, touchActionText } from './touch-action.js';

/**
 * @internal Where a recorder (fingerplay/testing's recordSurface) hears what the engine is given:
 * `surface[RECORD](action, pointerId, x, y, time, kind, queued)` for each pointer (`queued` 1 for
 * one that waits for the next frame with others, as a trackpad's two fingers do; a pointer event
 * of the page's own runs a frame of its own), `('frame', time)` for
 * each frame the page runs, `('layout')` once the views' frames are set. A symbol: not a name a
 * minifier changes, nor one a page's code meets by chance.
 */
export const RECORD = Symbol.for('fingerplay.rec');
/**
 * @internal A surface's trackpad mode (surface-input.js): `surface[TRACKPAD](true)` while a
 * trackpad's virtual fingers are down. A recording notes it, and its replay sets it likewise.
 */
export const TRACKPAD = Symbol.for('fingerplay.pad');

/** @internal GestureSurface's methods for this concern (the surface is its last subclass). */
export class SurfaceViews {
  _checkTarget(target, what) {
    if (this._headless) {
      if (target !== null && !(target instanceof HeadlessView && target.surface === this)) throw new TypeError(`fingerplay: ${what}: the view is not a view of this surface (addView makes them)`);
    } else if (!(target instanceof Element) || (target !== this.element && !this.element.contains(target))) {
      throw new TypeError(`fingerplay: ${what}: the element is not ${target instanceof Element ? 'inside the surface' : 'an element'}`);
    }
  }

  // The view of `target`, made (and put in its place in the tree) if it has none yet.
  _viewFor(target) {
    if (target === this.element || target === null) return this._rootView;
    let view = this._views.get(target);
    if (view) return view;
    const parent = this._parentView(target);
    view = { index: -1, target, parent, children: [], recognizers: new Set() };
    const frame = this._frameOf(view);
    view.index = this._fp.fp_view_add(this._handle, parent.index, this._position(parent, target), frame.x, frame.y, frame.width, frame.height);
    this._views.set(target, view);
    // Views already made for elements inside this one move under it.
    if (!this._headless) {
      for (const child of parent.children.filter((c) => c !== view && target.contains(c.target))) {
        parent.children.splice(parent.children.indexOf(child), 1);
        this._place(view, child);
      }
    }
    parent.children.splice(this._position(parent, target), 0, view);
    return view;
  }

  _parentView(target) {
    if (this._headless) return target.parent ? this._viewFor(target.parent) : this._rootView;
    for (let e = target.parentElement; e && e !== this.element; e = e.parentElement) {
      const view = this._views.get(e);
      if (view) return view;
    }
    return this._rootView;
  }

  // Where `target` goes among `parent`'s subviews: after those before it in the document (the
  // front-most sibling last, as it paints); headless views in the order they were made.
  _position(parent, target) {
    if (this._headless) return parent.children.length;
    let position = 0;
    for (const sibling of parent.children) {
      if (sibling.target !== target && sibling.target.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) position++;
    }
    return position;
  }

  _place(parent, child) {
    const position = this._position(parent, child.target);
    child.parent = parent;
    parent.children.splice(position, 0, child);
    this._fp.fp_view_move(this._handle, child.index, parent.index, position);
    const frame = this._frameOf(child);
    this._fp.fp_view_set_frame(this._handle, child.index, frame.x, frame.y, frame.width, frame.height, frame.hidden ? 1 : 0);
  }

  _removeView(view) {
    const parent = view.parent;
    parent.children.splice(parent.children.indexOf(view), 1);
    this._views.delete(view.target);
    for (const child of view.children) this._place(parent, child);
    this._fp.fp_view_remove(this._handle, view.index);
  }

  _frameOf(view) {
    if (this._headless) return view.target.frame;
    const box = view.target.getBoundingClientRect();
    const origin = view.parent.target === this.element ? this._box() : view.parent.target.getBoundingClientRect();
    const hidden = !view.target.isConnected || view.target.getClientRects().length === 0;
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height, hidden };
  }

  // The surface's box: read when a gesture's first pointer lands, and again after a scroll or a
  // resize — not on every pointermove, where a layout read (style made dirty by :active and
  // :hover) costs more than the engine's whole step.
  _box() {
    let box = this._boxCache;
    if (!box) {
      // Its sides as plain numbers: each of a DOMRect's is a call into the browser, cold on a
      // frame's first pointermove.
      const rect = this.element.getBoundingClientRect();
      box = this._boxCache = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    }
    return box;
  }

  // Elements move and resize: the views follow before a new gesture's first touch lands.
  _layout() {
    if (this._headless) return;
    this._boxCache = null;
    const box = this._box();
    this._fp.fp_surface_set_size(this._handle, Math.max(box.width, 1), Math.max(box.height, 1));
    for (const view of this._views.values()) {
      const f = this._frameOf(view);
      this._fp.fp_view_set_frame(this._handle, view.index, f.x, f.y, f.width, f.height, f.hidden ? 1 : 0);
    }
    this[RECORD]?.('layout');
  }

  // touch-action as the recognizers need it: an element with recognizers gets what they allow
  // the browser to keep (scrolling along an axis no recognizer reads, zooming when no recognizer
  // pinches); one whose last recognizer goes gets its own back. Only the view that changed is
  // worked out again.
  _touchAction(view) {
    if (this._headless || this._settings.touchAction !== 'compute') return;
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
    let saved = this._restore.get(element);
    if (!saved) this._restore.set(element, (saved = {}));
    if (!(property in saved)) saved[property] = element.style[property];
    element.style[property] = value;
  }

  _unstyle(element, property) {
    const saved = this._restore.get(element);
    if (!saved || !(property in saved)) return;
    element.style[property] = saved[property];
    delete saved[property];
  }
}
