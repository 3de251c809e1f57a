// The page's notice line: a short message at the foot of the screen ("Saved: 12 moves",
// "Connection lost — reconnecting in 2 s"), placed as low as it can go without covering any
// text or button of the game, so a notice never hides what it is about.

/** One notice element and what it says. */
export class Notices {
  /** `element`: the notice; `world`: the element whose nodes it must not cover. */
  constructor(element, world) {
    this.element = element;
    this.world = world;
    this._timer = 0;
  }

  /**
   * Shows `text` (styled as a problem when `bad`) for `ms` milliseconds (0: until the next),
   * followed by `links` ({ text, href } each: where to go from it, "Watch" and "Leaderboard" after
   * a saved result).
   */
  say(text, bad = false, ms = 2500, links = []) {
    this.element.textContent = text;
    for (const [i, link] of links.entries()) {
      const a = this.element.ownerDocument.createElement('a');
      a.href = link.href;
      a.textContent = link.text;
      this.element.append(i === 0 ? ' — ' : ' · ', a);
    }
    this.element.className = 'show' + (bad ? ' bad' : '');
    this._place();
    clearTimeout(this._timer);
    if (ms) this._timer = setTimeout(() => { this.element.className = ''; }, ms);
  }

  /** Whether the notice shown now is a problem. */
  get isBad() {
    return this.element.classList.contains('bad');
  }

  _place() {
    const blockers = [...this.world.querySelectorAll('.node')]
      .filter((e) => e.tagName === 'BUTTON' || e.textContent.trim())
      .map((e) => e.getBoundingClientRect());
    const height = this.element.offsetHeight;
    const style = this.element.style;
    for (let bottom = 12; bottom < globalThis.innerHeight - height - 50; bottom += 12) {
      style.bottom = `${bottom}px`;
      const box = this.element.getBoundingClientRect();
      if (!blockers.some((r) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top)) return;
    }
    style.bottom = '12px';
  }
}
