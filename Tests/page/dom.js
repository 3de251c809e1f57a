// A stand-in for the few DOM features the arcade page's modules use, so that the scene renderer
// and the input mapping run under Node: elements with styles, classes, attributes, children and
// listeners, a box the test sets, and events the test dispatches.

/** An element: what the page's modules read and write of one. */
export class StandInElement {
  constructor(tagName = 'DIV') {
    this.tagName = tagName.toUpperCase();
    this.style = {};
    this.dataset = {};
    this.attributes = {};
    this.children = [];
    this.parent = null;
    this.textContent = '';
    this.className = '';
    this.captured = new Set();
    this.box = { left: 0, top: 0, width: 0, height: 0 };
    this._listeners = new Map();
    const classes = () => new Set(this.className.split(' ').filter(Boolean));
    this.classList = {
      add: (...names) => { const c = classes(); names.forEach((n) => c.add(n)); this.className = [...c].join(' '); },
      remove: (...names) => { const c = classes(); names.forEach((n) => c.delete(n)); this.className = [...c].join(' '); },
      contains: (name) => classes().has(name),
      toggle: (name, on = !classes().has(name)) => { const c = classes(); if (on) c.add(name); else c.delete(name); this.className = [...c].join(' '); return on; },
    };
  }

  get offsetWidth() { return this.box.width; }
  get offsetHeight() { return this.box.height; }

  setAttribute(name, value) { this.attributes[name] = String(value); }
  getAttribute(name) { return this.attributes[name] ?? null; }
  removeAttribute(name) { delete this.attributes[name]; }

  append(...children) {
    for (const child of children) {
      child.remove();
      child.parent = this;
      this.children.push(child);
    }
  }

  replaceChildren(...children) {
    for (const child of this.children) child.parent = null;
    this.children = [];
    this.append(...children);
  }

  remove() {
    if (!this.parent) return;
    this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }

  querySelectorAll(selector) {
    const all = [];
    const visit = (e) => { for (const c of e.children) { all.push(c); visit(c); } };
    visit(this);
    const className = selector.startsWith('.') ? selector.slice(1) : null;
    return all.filter((e) => (className ? e.classList.contains(className) : e.tagName === selector.toUpperCase()));
  }

  getBoundingClientRect() {
    const { left, top, width, height } = this.box;
    return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top };
  }

  setPointerCapture(id) { this.captured.add(id); }

  addEventListener(type, listener) {
    if (!this._listeners.has(type)) this._listeners.set(type, []);
    this._listeners.get(type).push(listener);
  }

  /** Hands `event` (a plain object; `type` is set) to the listeners of its type. */
  dispatch(type, event = {}) {
    const e = { type, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; }, ...event };
    for (const listener of this._listeners.get(type) ?? []) listener(e);
    return e;
  }
}

/** A document that makes stand-in elements. */
export const standInDocument = { createElement: (tag) => new StandInElement(tag) };

/** A window that hears keys and nothing else. */
export function standInWindow() {
  const target = new StandInElement('window');
  return { addEventListener: (type, l) => target.addEventListener(type, l), dispatch: (type, e) => target.dispatch(type, e), document: null };
}
