// Keys on the play page. Each key, with the scene node that has the focus, is asked of the page's
// own session — the game says what touches it makes (fp_game_key) — and those touches reach the
// page's input as a finger's would, at their times: the game, its record and the server's
// judgement take them as any other. One plan at a time, in order: a key waits for the one before
// it, so the game answers from where that one left it. The page names no game: which keys do
// what, and the words for them, are the game's.

/** Elements whose keys are their own: typing a name, pressing a button, following a link. */
const OWN_KEYS = 'input, select, textarea, button, a, summary, [contenteditable]';

/** The play page's keys: heard on the window, played through the page's local session. */
export class KeyPlay {
  /**
   * `page`: the PlayPage (its `local` session, `stage`, `renderer` and `_event`). `said`: the
   * polite live region plans' words go to. `list`: the element the game's keys are listed in.
   */
  constructor(page, { said, list, window = globalThis } = {}) {
    this.page = page;
    this._said = said;
    this._list = list;
    this._waiting = [];       // keys heard while a plan runs, asked in turn
    this._running = false;
    this._down = new Set();   // keys the game took on their way down: their repeats and ups are its
    this._described = null;
    window.addEventListener('keydown', (e) => this._hear(e, 'down'));
    window.addEventListener('keyup', (e) => this._hear(e, 'up'));
  }

  /**
   * Once a session is under way: makes the play area a focusable application named "Play area",
   * lists the game's keys in the page's help and on its `aria-keyshortcuts`, and describes it by
   * them. (A page that plays no game itself — the Lab — keeps a plain stage.)
   */
  describe() {
    const local = this.page.local;
    const keys = local ? local.keys() : [];
    const text = JSON.stringify(keys);
    if (text === this._described || !keys.length) return;
    this._described = text;
    const stage = this.page.stage;
    stage.setAttribute('tabindex', '0');
    stage.setAttribute('role', 'application');
    stage.setAttribute('aria-label', 'Play area');
    if (this._list?.id) stage.setAttribute('aria-describedby', this._list.id);
    if (this._list) {
      this._list.closest('details')?.removeAttribute('hidden');
      this._list.replaceChildren(...keys.map((k) => {
        const item = this._list.ownerDocument.createElement('li');
        item.textContent = `${k.keys}: ${k.does}`;
        return item;
      }));
    }
    stage.setAttribute('aria-keyshortcuts', keys.map((k) => k.shortcuts).join(' '));
  }

  _hear(e, phase) {
    if (e.ctrlKey || e.metaKey || (e.defaultPrevented && !this._down.has(e.key))) return;
    const target = e.target, stage = this.page.stage;
    // A game's own button (Hint, say) keeps Enter and Space, which press it; its other keys —
    // a letter typed after a hint — are the game's.
    const own = target.closest?.(OWN_KEYS);
    if (own && !(own.tagName === 'BUTTON' && stage.contains(own) && e.key !== 'Enter' && e.key !== ' ')) return;
    const inStage = target === stage || stage.contains(target);
    if (!inStage && target !== target.ownerDocument?.body) return;
    if (!this.page.playsLocally) return;
    if (phase === 'down' && e.repeat) {
      if (this._down.has(e.key)) e.preventDefault();
      return;
    }
    const node = inStage && target !== stage ? target.closest('[data-id]')?.dataset.id ?? null : null;
    const key = { key: e.key, phase, shift: e.shiftKey, alt: e.altKey, node };
    if (phase === 'up' && !this._down.delete(e.key)) return;
    if (this._running) {
      // Asked when its turn comes; the browser's own use of it (Tab) is kept.
      if (e.key === 'Tab') return;
      e.preventDefault();
      if (phase === 'down') this._down.add(e.key);
      this._waiting.push(key);
      return;
    }
    const plan = this.page.local.key(key);
    if (!plan) return;
    e.preventDefault();
    if (phase === 'down') this._down.add(e.key);
    this._run(plan);
  }

  // The plan's touches at their times from now, then its words, focus and mark; then what
  // continues it, or the next key waiting.
  _run(plan) {
    this._running = true;
    const start = performance.now();
    const touches = plan.touches || [];
    let i = 0;
    const deliver = () => {
      const now = performance.now();
      while (i < touches.length && start + touches[i].dt <= now + 1) {
        const t = touches[i++];
        this.page._event({ t: start + t.dt, type: t.type, id: t.id, x: t.x, y: t.y, kind: 'touch' });
      }
      if (i < touches.length) {
        setTimeout(deliver, Math.max(0, start + touches[i].dt - performance.now()));
        return;
      }
      this._finish(plan);
    };
    deliver();
  }

  _finish(plan) {
    if (plan.said && this._said) this._said.textContent = plan.said;
    if (plan.chosen !== undefined) this.page.renderer.choose(plan.chosen || null);
    if (plan.focus) this.page.renderer.element(plan.focus)?.focus();
    const local = this.page.local;
    // The next plan is asked once this one's touches are in the game (the page steps its
    // session in a microtask after an event).
    setTimeout(() => {
      const next = plan.continues && local ? local.key({ continue: true }) : null;
      if (next) return this._run(next);
      while (this._waiting.length) {
        const waiting = this.page.playsLocally ? this.page.local.key(this._waiting.shift()) : null;
        if (waiting) return this._run(waiting);
      }
      this._running = false;
    }, 0);
  }
}
