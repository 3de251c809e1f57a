// The fingers of a watched record, drawn over its scene: each pointer down as a translucent
// mark — a fingertip for touch, smaller for a pen, a dot for a mouse — with a short trail of
// where it has just been, so a viewer sees the pinch, the swipe, the second finger that turned
// the piece. Marks live in a layer inside the scene's world, in the game's points, so they
// scale with it.

/** How far back a trail reaches, in seconds of the record. */
export const TRAIL_SECONDS = 0.3;
/** A mark's diameter by pointer kind, in the game's points. */
export const MARK_SIZES = { touch: 44, pen: 20, mouse: 16 };

/** The marks of the pointers down, in `layer`. */
export class FingerMarks {
  /** `layer`: an element over the scene in its world; `document` makes the marks (default the page's). */
  constructor(layer, { document = globalThis.document } = {}) {
    this.layer = layer;
    this.document = document;
    this._fingers = new Map();   // id -> { mark, dots: [elements], trail: [{ x, y, time }] }
  }

  /**
   * Shows `touches` ([{ id, x, y, kind, colour?, name? }], the game's points) at record time `time`
   * (seconds): marks moved, added and taken away, trails grown and aged. A `colour` (a CSS
   * colour: the player's, on a board played together) rings the mark in it; a `name` (theirs)
   * is written beside it.
   */
  show(touches, time) {
    const down = new Set();
    for (const touch of touches) {
      down.add(touch.id);
      let finger = this._fingers.get(touch.id);
      if (!finger) {
        const mark = this.document.createElement('div');
        mark.className = `finger finger-${MARK_SIZES[touch.kind] ? touch.kind : 'touch'}`;
        mark.dataset.finger = String(touch.id);
        if (touch.colour) mark.style.borderColor = touch.colour;
        if (touch.name) {
          const tag = this.document.createElement('span');
          tag.className = 'finger-name';
          tag.textContent = touch.name;
          if (touch.colour) tag.style.color = touch.colour;
          mark.append(tag);
        }
        finger = { mark, dots: [], trail: [] };
        this._fingers.set(touch.id, finger);
        this.layer.append(mark);
      }
      const last = finger.trail[finger.trail.length - 1];
      if (!last || last.x !== touch.x || last.y !== touch.y || last.time !== time) finger.trail.push({ x: touch.x, y: touch.y, time });
      while (finger.trail.length > 1 && time - finger.trail[0].time > TRAIL_SECONDS) finger.trail.shift();
      const size = MARK_SIZES[touch.kind] ?? MARK_SIZES.touch;
      this._place(finger.mark, touch.x, touch.y, size, 1);
      this._drawTrail(finger, time, size);
    }
    for (const [id, finger] of this._fingers) {
      if (down.has(id)) continue;
      finger.mark.remove();
      for (const dot of finger.dots) dot.remove();
      this._fingers.delete(id);
    }
  }

  /** Forgets the trails (after a jump: a trail never spans a moment the viewer skipped). */
  clearTrails() {
    for (const finger of this._fingers.values()) {
      finger.trail = finger.trail.slice(-1);
      for (const dot of finger.dots) dot.remove();
      finger.dots = [];
    }
  }

  /** How many marks are shown. */
  get count() {
    return this._fingers.size;
  }

  _drawTrail(finger, time, size) {
    // Every point but the newest (under the mark), older ones fainter and smaller.
    const points = finger.trail.slice(0, -1);
    while (finger.dots.length < points.length) {
      const dot = this.document.createElement('div');
      dot.className = 'finger-trail';
      finger.dots.push(dot);
      this.layer.append(dot);
    }
    while (finger.dots.length > points.length) finger.dots.pop().remove();
    points.forEach((p, i) => {
      const age = Math.min(1, (time - p.time) / TRAIL_SECONDS);
      this._place(finger.dots[i], p.x, p.y, size * (0.5 - 0.25 * age), 0.45 * (1 - age));
    });
  }

  _place(element, x, y, diameter, opacity) {
    const s = element.style, size = Math.round(diameter * 10) / 10;
    s.width = `${size}px`;
    s.height = `${size}px`;
    s.opacity = String(Math.round(opacity * 1000) / 1000);
    s.transform = `translate(${x - size / 2}px, ${y - size / 2}px)`;
  }
}
