// Draws a game's scene (docs/protocol.md's `scene`: nodes with frames, fills, text, parts and
// animations as values over time) into an element, fitted to the stage that holds it. It knows
// no game and no connection: the play page draws the scenes its session or the server makes,
// and a page that only watches a game can draw them the same way.

/** Animation curves by the names scenes give them: progress 0…1 to eased 0…1. */
export const CURVES = {
  linear: (t) => t,
  easeIn: (t) => t * t * t,
  easeOut: (t) => 1 - (1 - t) ** 3,
  easeInOut: (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
};

/** One scene drawn as absolutely placed elements in `world`, fitted into `stage`. */
export class SceneRenderer {
  /**
   * `stage`: the element the game is fitted into; `world`: the element inside it that holds
   * the nodes, sized to the scene and scaled. `onPress(id)` hears a button pressed from the
   * keyboard (a pointer's press reaches the game as touches). `playable` (default false): the
   * game's pieces and places take the focus, for its keys (a page that only watches shows them
   * as labelled pictures). `onFocusLost()` hears that the focused node went (a Start button
   * pressed). `document` makes the elements (default the page's).
   */
  constructor(stage, world, { onPress = () => {}, playable = false, onFocusLost = () => {}, document = globalThis.document } = {}) {
    this.stage = stage;
    this.world = world;
    this.onPress = onPress;
    this.playable = playable;
    this.onFocusLost = onFocusLost;
    this.document = document;
    this._chosen = null;
    /** The scene's size in points, fixed for a session; null before the first. */
    this.size = null;
    /** How many CSS px a point takes, and where the scene's corner is in the stage. */
    this.scale = 1;
    this.originX = 0;
    this.originY = 0;
    this._nodes = new Map();   // id -> { element, node, parts }
    this._tallies = new Map(); // a tally's id -> its text as last said
    this._toldAt = null;       // the game time the tallies were last said (or first seen)
    // Where the tallies are said, politely, beside the world in the stage (the scene's 'tally'
    // nodes themselves are read where they stand, never announced each tick).
    this.tallyRegion = document.createElement('div');
    this.tallyRegion.className = 'sr';
    this.tallyRegion.setAttribute('role', 'status');
    this.tallyRegion.setAttribute('aria-live', 'polite');
    stage.append(this.tallyRegion);
  }

  /** How often, at most, changed tallies (a score, a time) are said: every 10 s of game time. */
  static get TALLY_INTERVAL() { return 10; }

  /** Starts afresh for a scene of `size` ({ width, height } points): no nodes, fitted anew. */
  reset(size) {
    this.size = size;
    this.world.replaceChildren();
    this.tallyRegion.textContent = '';
    this._nodes = new Map();
    this._tallies = new Map();
    this._toldAt = null;
    this.layout();
  }

  /** Fits the scene's fixed size into the stage, keeping its proportions. */
  layout() {
    if (!this.size) return;
    const rect = this.stage.getBoundingClientRect();
    this.scale = Math.min(rect.width / this.size.width, rect.height / this.size.height);
    this.originX = (rect.width - this.size.width * this.scale) / 2;
    this.originY = (rect.height - this.size.height * this.scale) / 2;
    const s = this.world.style;
    s.width = `${this.size.width}px`;
    s.height = `${this.size.height}px`;
    s.transform = `translate(${this.originX}px, ${this.originY}px) scale(${this.scale})`;
  }

  /** A point of the page (client px) in scene points. */
  toScene(clientX, clientY) {
    const rect = this.stage.getBoundingClientRect();
    return { x: (clientX - rect.left - this.originX) / this.scale, y: (clientY - rect.top - this.originY) / this.scale };
  }

  /** Draws `scene` as it is at game time `now` (seconds): nodes added, changed and removed. */
  draw(scene, now) {
    this.world.style.background = scene.background;
    const seen = new Set();
    const focused = this.document.activeElement;
    let lost = false;
    for (const node of scene.nodes) {
      seen.add(node.id);
      let entry = this._nodes.get(node.id);
      if (!entry || entry.node.role !== node.role) {
        if (entry) {
          lost ||= entry.element === focused;
          entry.element.remove();
        }
        entry = { element: this._create(node), node: null, parts: '' };
        this._nodes.set(node.id, entry);
        this.world.append(entry.element);
      }
      this._update(entry, node, now);
    }
    for (const [id, entry] of this._nodes) {
      if (!seen.has(id)) {
        lost ||= entry.element === focused;
        entry.element.remove();
        this._nodes.delete(id);
      }
    }
    if (this._chosen) this.element(this._chosen)?.classList.add('chosen');
    if (lost) this.onFocusLost();
    this._tell(scene.nodes.filter((n) => n.role === 'tally'), now);
  }

  // Says the tallies that changed, once TALLY_INTERVAL has passed since they were last said (or
  // first seen: the opening figures are on the screen, not read out).
  _tell(tallies, now) {
    if (!tallies.length) return;
    if (this._toldAt === null) {
      this._toldAt = now;
      for (const t of tallies) this._tallies.set(t.id, t.text);
      return;
    }
    if (now - this._toldAt < SceneRenderer.TALLY_INTERVAL || tallies.every((t) => this._tallies.get(t.id) === t.text)) return;
    this._toldAt = now;
    for (const t of tallies) this._tallies.set(t.id, t.text);
    this.tallyRegion.textContent = tallies.map((t) => t.text).join('. ');
  }

  /** Marks node `id` as the one chosen to move (null: none), for the eye and for a reader. */
  choose(id) {
    const before = this._chosen && this.element(this._chosen);
    if (before) {
      before.classList.remove('chosen');
      before.removeAttribute('aria-pressed');
    }
    this._chosen = id;
    const now = id && this.element(id);
    if (now) {
      now.classList.add('chosen');
      now.setAttribute('aria-pressed', 'true');
    }
  }

  /** Moves the animated nodes to game time `now` (seconds); a frame's work between scenes. */
  animate(now) {
    for (const entry of this._nodes.values()) if (entry.node.animations) this._place(entry, now);
  }

  /** The element drawing node `id`, if the scene has it. */
  element(id) {
    return this._nodes.get(id)?.element ?? null;
  }

  /**
   * Flashes the node an effect happened to (the whole world when it names none): 'flash-bad'
   * for bad and over, 'flash-win' for win and best, 'flash-good' otherwise.
   */
  flash(effect) {
    const target = effect.node ? this.element(effect.node) : this.world;
    if (!target) return;
    target.classList.remove('flash-good', 'flash-bad', 'flash-win');
    void target.offsetWidth;  // restarts the animation
    target.classList.add(effect.kind === 'bad' || effect.kind === 'over' ? 'flash-bad' : effect.kind === 'win' || effect.kind === 'best' ? 'flash-win' : 'flash-good');
  }

  _create(node) {
    let element;
    if (node.role === 'button') {
      element = this.document.createElement('button');
      element.type = 'button';
      element.className = 'node button';
      // Pointer presses reach the game as touches; only a keyboard press (a click with no
      // pointer behind it) is a press.
      element.addEventListener('click', (event) => { if (event.detail === 0) this.onPress(node.id); });
    } else {
      element = this.document.createElement('div');
      element.className = 'node';
      if (node.role === 'announcement') {
        // Read out when it changes, after what the reader is saying: a command, a move, the end.
        element.setAttribute('aria-live', 'polite');
        element.setAttribute('role', 'status');
      }
      if (node.role === 'shape') element.setAttribute('aria-hidden', 'true');
      if (node.role === 'piece' || node.role === 'place') {
        element.classList.add(node.role);
        // Played: a control the game's keys act on; watched: a picture with its words.
        element.setAttribute('role', this.playable ? 'button' : 'img');
        if (this.playable) element.tabIndex = 0;
      }
    }
    element.dataset.id = node.id;
    return element;
  }

  _update(entry, node, now) {
    const e = entry.element, s = e.style;
    s.width = `${node.width}px`;
    s.height = `${node.height}px`;
    s.zIndex = String(node.z || 0);
    s.opacity = node.opacity ?? 1;
    const partsKey = JSON.stringify(node.parts || null) + node.fill + node.stroke;
    if (node.parts) {
      s.background = 'transparent';
      s.border = '0';
      if (entry.parts !== partsKey) {
        e.replaceChildren(...node.parts.map(([x, y, w, h]) => {
          const p = this.document.createElement('div');
          p.className = 'part';
          Object.assign(p.style, {
            left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px`, background: node.fill || 'transparent',
            border: node.stroke ? `${node.strokeWidth || 1}px solid ${node.stroke}` : '0', borderRadius: `${node.cornerRadius || 2}px`,
          });
          return p;
        }));
      }
    } else {
      s.background = node.fill || 'transparent';
      s.border = node.stroke ? `${node.strokeWidth || 1}px solid ${node.stroke}` : '0';
      s.borderRadius = `${node.cornerRadius || 0}px`;
      if (node.text !== undefined) {
        if (e.textContent !== node.text) e.textContent = node.text;
        s.color = node.textColor || '#fff';
        s.fontSize = `${node.fontSize || 16}px`;
        s.fontWeight = node.bold ? '700' : '400';
      } else if (entry.parts) {
        e.replaceChildren();
      }
    }
    const label = node.label ?? (node.role === 'piece' || node.role === 'place' ? node.text : undefined);
    if (label !== undefined && e.getAttribute('aria-label') !== label) e.setAttribute('aria-label', label);
    entry.parts = node.parts ? partsKey : '';
    entry.node = node;
    this._place(entry, now);
  }

  /** Sets a node's transform at game time `now`, playing its animations; whether one ran. */
  _place(entry, now) {
    const n = entry.node;
    const v = { x: n.x, y: n.y, rotation: n.rotation || 0, scale: n.scale ?? 1, opacity: n.opacity ?? 1, width: n.width };
    let animating = false;
    for (const a of n.animations || []) {
      if (now >= a.start + a.duration) continue;
      const progress = now <= a.start ? 0 : (CURVES[a.curve] || CURVES.linear)((now - a.start) / a.duration);
      v[a.property] = a.from + (a.to - a.from) * progress;
      animating = true;
    }
    const s = entry.element.style;
    if (animating) s.width = `${v.width}px`;
    s.transform = `translate(${v.x - v.width / 2}px, ${v.y - n.height / 2}px) rotate(${v.rotation}rad) scale(${v.scale})`;
    if (animating) s.opacity = v.opacity;
    return animating;
  }
}
