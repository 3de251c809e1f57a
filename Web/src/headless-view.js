// A rectangle standing in for an element on a surface with no DOM (GestureSurface.headless).

/**
 * A headless view: a rectangle inside a headless surface (or inside another view), standing in
 * for an element. `frame` is {x, y, width, height} in px of its parent.
 */
export class HeadlessView {
  /** @internal */
  constructor(surface, frame, parent) {
    this.surface = surface;
    this.parent = parent;
    this._frame = { ...frame };
  }

  get frame() { return { ...this._frame }; }
  set frame(value) {
    this._frame = checkFrame(value, 'frame');
    const view = this.surface._views.get(this);
    if (view) this.surface._fp.fp_view_set_frame(this.surface._handle, view.index, value.x, value.y, value.width, value.height, 0);
  }
}

/** Checks a frame given by the page; returns a copy, or throws naming `what`. */
export function checkFrame(frame, what) {
  if (!frame || !['x', 'y', 'width', 'height'].every((k) => Number.isFinite(frame[k])) || frame.width < 0 || frame.height < 0) {
    throw new TypeError(`fingerplay: ${what} must be {x, y, width, height}, finite numbers with no negative size`);
  }
  return { x: frame.x, y: frame.y, width: frame.width, height: frame.height };
}
