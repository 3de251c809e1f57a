// The room's link as a friend beside you takes it: a QR code their phone's camera reads, drawn
// here from the link the page shows (qr-code.js), and Copy link for a message or a chat.
import { qrSvg } from './qr-code.js';

/** The QR code and the Copy link button of a room's lobby. */
export class RoomShare {
  /**
   * `figure`: where the code is drawn; `copy`: the Copy link button; `clipboard`: the page's
   * (`navigator.clipboard`; absent on a page served over plain HTTP from another machine, where
   * the browser allows none — the button then selects the link for the player to copy);
   * `select(link)`: selects the link's text on the page.
   */
  constructor(figure, copy, { clipboard = globalThis.navigator?.clipboard, select = () => false, later = (f, ms) => setTimeout(f, ms) } = {}) {
    this.figure = figure;
    this.copy = copy;
    this.link = '';
    this.later = later;
    copy?.addEventListener('click', async () => {
      if (!this.link) return;
      try {
        if (!clipboard) throw new Error('no clipboard');
        await clipboard.writeText(this.link);
        this._say('Copied ✓');
      } catch {
        this._say(select(this.link) ? 'Press Ctrl+C (⌘C) to copy' : 'Copy the link above');
      }
    });
  }

  /** Shows `link` (once per link: the code is drawn again only when it changes); '' hides both. */
  show(link) {
    if (link === this.link) return;
    this.link = link;
    if (this.copy) this.copy.hidden = !link;
    this.figure.hidden = !link;
    if (!link) return this.figure.replaceChildren?.();
    try {
      this.figure.innerHTML = qrSvg(link, { label: `QR code of ${link}` });
    } catch (error) {
      // Never a missing picture without a word: the link and the code still work.
      this.figure.textContent = '';
      const why = this.figure.ownerDocument?.createElement('p') ?? { textContent: '' };
      why.textContent = `No QR code: ${error.message}.`;
      this.figure.append?.(why);
      this.figure.title = why.textContent;
    }
  }

  /** The button says `text` for two seconds. */
  _say(text) {
    this.copy.textContent = text;
    this.later(() => { this.copy.textContent = 'Copy link'; }, 2000);
  }
}
