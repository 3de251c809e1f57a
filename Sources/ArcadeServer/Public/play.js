// The play page (play.html): one game, played by touch, mouse or trackpad (play-page.js puts
// the page together). The page is also `window.arcadePage`, for a look from the console or a
// test: its `session` (the server's welcome) and `local` (the game played in the page).
import { PlayPage } from './play-page.js';
import { signedInPlayer } from './passkeys.js';

const page = new PlayPage();
window.arcadePage = page;
page.start();

// Signed in (on the landing), the bar's name is the player's own: shown, and not to be changed
// here — signing out is the landing's.
signedInPlayer().then((player) => {
  const input = document.getElementById('player');
  if (!player || !input) return;
  input.value = player;
  input.readOnly = true;
  input.title = `Signed in as ${player} — sign out on the arcade's first page`;
});
