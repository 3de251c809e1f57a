// The play page's WebSocket to the arcade (docs/protocol.md): opened, reopened after a loss
// with a growing wait (0.5 s, 1, 2, 4, then 8 s at most), and reopened at once — at another
// instance, which the proxy picks — when the server asks the page to move.

/** The protocol version the page speaks in its hello (protocol.js, generated from the server's). */
export { PROTOCOL_VERSION } from './protocol.js';

/** One page's connection; what to say on opening and what to do with messages are the page's. */
export class Connection {
  /**
   * `url`: the WebSocket's address. `onOpen()` sends the hello; `onMessage(message, text)` hears
   * each parsed message; `onLost(wait)` hears that the connection dropped and is tried again in
   * `wait` seconds; `onMove()` that it is reopened at once because the server asked;
   * `onUnreachable()` that an attempt failed before it opened.
   */
  constructor(url, { onOpen, onMessage, onLost = () => {}, onMove = () => {}, onUnreachable = () => {} }) {
    this.url = url;
    this._handlers = { onOpen, onMessage, onLost, onMove, onUnreachable };
    /** The WebSocket of the latest attempt; null before the first. */
    this.socket = null;
    /** Attempts since the connection last opened: the wait before the next grows with them. */
    this.retries = 0;
    this._closedOnPurpose = false;
    this._moving = false;
  }

  /** Whether messages can be sent now. */
  get isOpen() {
    return !!this.socket && this.socket.readyState === WebSocket.OPEN;
  }

  /** Opens the connection (again). */
  connect() {
    const socket = this.socket = new WebSocket(this.url);
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
      this.retries = 0;
      this._handlers.onOpen();
    });
    socket.addEventListener('error', () => { if (!opened) this._handlers.onUnreachable(); });
    // The text rides along: a room's page keeps its board's steps as the server wrote them.
    socket.addEventListener('message', (event) => this._handlers.onMessage(JSON.parse(event.data), event.data));
    socket.addEventListener('close', () => {
      if (this._closedOnPurpose) return;
      if (this._moving) {
        this._moving = false;
        this._handlers.onMove();
        setTimeout(() => this.connect(), 50 + Math.random() * 200);
        return;
      }
      this.retries += 1;
      const wait = Math.min(10, 2 ** Math.min(this.retries, 4) / 2);
      this._handlers.onLost(wait);
      setTimeout(() => this.connect(), wait * 1000);
    });
  }

  /** Sends `message` as JSON if the connection is open. */
  send(message) {
    if (this.isOpen) this.socket.send(JSON.stringify(message));
  }

  /** Sends text as it is if the connection is open. */
  sendText(text) {
    if (this.isOpen) this.socket.send(text);
  }

  /** The server asked the page to move: the next close reconnects at once. */
  moveOnClose() {
    this._moving = true;
  }

  /** The server ended the session for good (a fatal error): the close is not retried. */
  stay() {
    this._closedOnPurpose = true;
  }
}
