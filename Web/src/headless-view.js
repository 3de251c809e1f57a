// A rectangle standing in for an element on a surface with no DOM (GestureSurface.headless).

/**
 * A headless view: a rectangle inside a headless surface (or inside another view), standing in
 * for an element. `frame` is {x, y, width, height} in px of its parent.
 */
export class HeadlessView {
  #views;
  #frame;

  /** @internal */
  constructor(surface, views, frame, parent) {
    /**
     * The surface it is on.
     * @readonly
     * @type {import('./surface.js').GestureSurface}
     */
    this.surface = surface;
    /**
     * The view it is inside; null for the surface's root.
     * @readonly
     * @type {HeadlessView | null}
     */
    this.parent = parent;
    this.#views = views;
    this.#frame = { ...frame };
  }

  /**
   * Its rectangle, px of its parent; set it to move it (the engine's copy follows).
   * @type {import('./types.js').Frame}
   */
  get frame() { return { ...this.#frame }; }
  set frame(value) {
    this.#frame = checkFrame(value, 'frame');
    this.#views._setFrame(this, this.#frame);
  }
}

/** Checks a frame given by the page; returns a copy, or throws naming `what`. */
export function checkFrame(frame, what) {
  if (!frame || !['x', 'y', 'width', 'height'].every((k) => Number.isFinite(frame[k])) || frame.width < 0 || frame.height < 0) {
    throw new TypeError(`fingerplay: ${what} must be {x, y, width, height}, finite numbers with no negative size`);
  }
  return { x: frame.x, y: frame.y, width: frame.width, height: frame.height };
}
