// Playing a game alone (/play?game=…): a board of the arcade's dealing, its results saved on the
// leaderboard. The play page's default mode; a challenge and a room are the others.

/** The play page's mode for a game of its own. */
export class SoloPlay {
  /** `page`: the PlayPage. */
  constructor(page) {
    this.page = page;
  }

  /** The socket's query: none. */
  get socketQuery() { return ''; }

  /** What the mode needs the arcade's build for, if anything: nothing (without it the server draws the game). */
  get moduleUse() { return null; }

  /** Presses step the page's own game. */
  get pressesLocally() { return true; }

  /** Whether the page may run its frames. */
  get canPlay() { return true; }

  /** Nothing to fetch first. */
  async load() {}

  /** Connects at once. */
  ready() { return true; }

  /** Sent instead of a hello: nothing (the hello says what to play). */
  seatMessage() { return null; }

  /** The player's input: the page's own game takes it. */
  event() { return false; }

  /** A frame: the page's own. */
  frame() { return false; }

  /** Nothing to add to the hello. */
  hello() { return {}; }

  /** No messages of its own: the page's handling does. */
  receive() { return false; }

  /** The session began: the page is titled after its game. */
  welcomed(message) {
    document.getElementById('title').textContent = message.title;
    document.title = `${message.title} — Fingerplay`;
  }

  /** With no server: the page plays on its own, with a seed of its own. */
  playOffline() {
    const page = this.page;
    const rect = page.stage.getBoundingClientRect();
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + crypto.getRandomValues(new Uint16Array(1))[0] % 2048;
    const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
    page.renderer.reset(size);
    page.startLocal({ game: page.game, options: page.options, seed, ...size });
    page.notices.say('No server: playing on this device. Results are saved when the arcade is back.', true, 5000);
    return true;
  }

  /** A result of the game played offline: nothing to add. */
  outcome() { return null; }

  /** A frame at the game's clock: nothing of its own. */
  show() {}

  /** The page was resized. */
  layout() {}
}
