// What everyday UIs do with a pan, a pinch or a rotation, kept by the recognizer across its
// gestures: an offset that adds each gesture's movement to where the last one left off (a card's
// resting place, an image's zoom and turn), held within bounds — past them with a rubberband's
// give while the fingers hold on, back inside once they lift — and, for a pan, an axis.

const KINDS = { pan: 1, screenEdgePan: 1, pinch: 2, rotation: 3 };
// What each option is for: 1 pans, 2 pinches, 3 rotations, 0 all three.
const FOR = { offset: 0, rubberband: 0, axis: 1, bounds: 1, scaleBounds: 2, angleBounds: 3 };
/** The give of `rubberband: true`: 0.15, as iOS's scroll views and use-gesture have it. */
export const RUBBERBAND = 0.15;

function fail(where, message, Type = TypeError) {
  throw new Type(`fingerplay: ${where}: ${message}`);
}

/** Whether a recognizer of `kind` takes the page-side movement option `key`. */
export function movementTakes(kind, key) {
  return Object.hasOwn(FOR, key) && !!KINDS[kind] && (FOR[key] === 0 || FOR[key] === KINDS[kind]);
}

/** The movement options' names, for "did you mean". */
export const MOVEMENT_OPTIONS = Object.keys(FOR);

/**
 * How far past a bound a value shows while held: `over` past it, on a range `size` wide, with
 * give `c` — the further it is pulled the less it moves, never past `size * c`.
 */
export function rubberband(over, size, c) {
  return size === Infinity ? over * c : (over * size * c) / (size + c * over);
}

// `value` kept within [min, max]: clamped, or given `give` past them on a range `size` wide.
function within(value, min, max, give, size) {
  if (value < min) return give ? min - rubberband(min - value, size, give) : min;
  if (value > max) return give ? max + rubberband(value - max, size, give) : max;
  return value;
}

const finite = (v) => typeof v === 'number' && Number.isFinite(v);
const number = (v) => typeof v === 'number' && !Number.isNaN(v);

// The range from `min` to `max` of option `key` (either left out: open that way); `lo` and `hi`
// name its ends.
function range(where, key, min = -Infinity, max = Infinity, lo = 'min', hi = 'max') {
  if (!number(min) || !number(max)) fail(where, `"${key}".${lo} and .${hi} must be numbers`);
  if (min > max) fail(where, `"${key}".${lo} (${min}) is above .${hi} (${max})`, RangeError);
  return { min, max };
}

/** Checks the movement options of a recognizer of `kind`; null for a kind that has none. */
export function checkMovement(kind, where, o) {
  const shape = KINDS[kind];
  if (!shape) return null;
  const m = { shape, axis: null, bounds: null, give: 0, offset: shape === 1 ? { x: 0, y: 0 } : shape === 2 ? 1 : 0 };
  if (o.axis != null) {
    if (o.axis !== 'x' && o.axis !== 'y') fail(where, `"axis" must be 'x' or 'y', not ${JSON.stringify(o.axis)}`);
    m.axis = o.axis;
  }
  const r = o.rubberband;
  if (r !== undefined) {
    if (typeof r !== 'boolean' && !(finite(r) && r >= 0)) fail(where, `"rubberband" must be true, false or a number of at least 0, not ${JSON.stringify(r)}`);
    m.give = r === true ? RUBBERBAND : +r;
  }
  const key = ['bounds', 'scaleBounds', 'angleBounds'][shape - 1], b = o[key];
  if (b != null) {
    if (shape > 1) {
      if (typeof b !== 'object' || (shape === 2 && b.min <= 0)) fail(where, `"${key}" must be {min, max}${shape === 2 ? ', min above 0' : ''}`);
      m.bounds = range(where, key, b.min ?? (shape === 2 ? 0 : -Infinity), b.max);
    } else if (typeof Element !== 'undefined' && b instanceof Element) {
      m.bounds = b;
    } else {
      if (typeof b !== 'object') fail(where, '"bounds" must be {left, right, top, bottom} or an element');
      const x = range(where, key, b.left, b.right, 'left', 'right'), y = range(where, key, b.top, b.bottom, 'top', 'bottom');
      m.bounds = { left: x.min, right: x.max, top: y.min, bottom: y.max };
    }
  }
  if (o.offset !== undefined) m.offset = checkOffset(shape, where, o.offset);
  return m;
}

/** Checks an offset for a recognizer of `shape`: {x, y} px, a scale above 0, or radians. */
export function checkOffset(shape, where, v) {
  const ok = shape === 1 ? v !== null && typeof v === 'object' && finite(v.x) && finite(v.y) : finite(v) && (shape === 3 || v > 0);
  if (!ok) fail(where, `"offset" must be ${['{x, y} in px', 'a scale above 0', 'an angle in radians'][shape - 1]}, not ${JSON.stringify(v)}`);
  return shape === 1 ? { x: v.x, y: v.y } : v;
}

/**
 * A recognizer's offset across its gestures (made by addRecognizer for pans, pinches and
 * rotations). Each gesture's events carry `offset`: where the last gesture left it, moved by
 * this one (a pan's translation added, a pinch's scale multiplied, a rotation's angle added),
 * kept within the bounds — with the rubberband's give while held, clamped on 'ended' and
 * 'cancelled', which is where the next gesture starts from.
 */
export class Movement {
  constructor(m, recognizer) {
    this._m = m;
    this._recognizer = recognizer;
    this.offset = m.offset;
    this._from = null;   // the offset the gesture under way began from
    this._box = null;    // its bounds, as numbers
    /** @internal 0 once a pan along an axis was refused for moving across it (its failure's reason says so). */
    this._across = null;
  }

  /** Whether a pan about to begin (its probe event) moves along its axis: otherwise the page's scrolling, or another recognizer, has it. */
  along(e) {
    const t = e.translation, x = Math.abs(t.x), y = Math.abs(t.y);
    return this._m.axis === 'x' ? x >= y : y >= x;
  }

  /** Moves the offset to `v`; mid-gesture, the gesture goes on from there. */
  set(v) {
    const m = this._m;
    this.offset = checkOffset(m.shape, 'offset', v);
    const e = this._recognizer.lastEvent;
    if (this._from === null || !e) return;
    const moved = this._moved(e);
    this._from = m.shape === 1 ? { x: v.x - moved.x, y: v.y - moved.y } : m.shape === 2 ? v / moved : v - moved;
  }

  // How far `e` moved from its gesture's start: a pan's translation (along its axis), a
  // pinch's scale, a rotation's angle.
  _moved(e) {
    const m = this._m, t = e.translation;
    return m.shape === 1 ? { x: m.axis === 'y' ? 0 : t.x, y: m.axis === 'x' ? 0 : t.y } : m.shape === 2 ? e.scale : e.rotation;
  }

  /** The offset `event` (a transition of this recognizer other than 'changed') puts it at: a gesture begins from the offset and settles it. */
  follow(e) {
    if (e.state === 'began') this._begin();
    const value = this.at(e);
    if (value !== null && e.state !== 'began') {
      this.offset = value;
      this._from = null;
    }
    return value;
  }

  /** The offset `event` shows (its gesture's start moved by it, within the bounds), settling nothing. */
  at(e) {
    const m = this._m, state = e.state;
    if (this._from === null || state === 'failed') return null;
    const held = state === 'began' || state === 'changed', give = held ? m.give : 0, b = this._box;
    let value;
    if (m.shape === 1) {
      const moved = this._moved(e), x = this._from.x + moved.x, y = this._from.y + moved.y;
      value = b ? { x: within(x, b.left, b.right, give, b.width), y: within(y, b.top, b.bottom, give, b.height) } : { x, y };
    } else {
      const moved = this._moved(e);
      value = m.shape === 2 ? this._from * moved : this._from + moved;
      if (b) value = within(value, b.min, b.max, give, b.size);
    }
    return value;
  }

  // The gesture begins: from where the last left off, within bounds worked out now (an element's
  // box is measured now: the page may have moved it).
  _begin() {
    const m = this._m, b = m.bounds, o = this.offset;
    this._from = o;
    this._box = null;
    if (!b) return;
    if (m.shape > 1) {
      const size = b.max - b.min;
      this._box = { ...b, size: size > 0 && size < Infinity ? size : m.shape === 2 ? 1 : Math.PI / 2 };
      return;
    }
    let box = b;
    const dispatch = this._recognizer._dispatch, view = dispatch._headless ?? dispatch._views._box();
    if (typeof Element !== 'undefined' && b instanceof Element) {
      // The element dragged stays inside `b`: its box now, less the offset already applied.
      const outer = b.getBoundingClientRect(), inner = this._recognizer.element.getBoundingClientRect();
      box = { left: o.x + outer.left - inner.left, right: o.x + outer.right - inner.right, top: o.y + outer.top - inner.top, bottom: o.y + outer.bottom - inner.bottom };
    }
    const span = (lo, hi, whole) => (hi - lo > 0 && hi - lo < Infinity ? hi - lo : whole);
    this._box = { ...box, width: span(box.left, box.right, view.width), height: span(box.top, box.bottom, view.height) };
  }
}
