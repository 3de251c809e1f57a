// The play page (play.html): one game, played by touch, mouse or trackpad (play-page.js puts
// the page together). The page is also `window.arcadePage`, for a look from the console or a
// test: its `session` (the server's welcome) and `local` (the game played in the page).
import { PlayPage } from './play-page.js';

const page = new PlayPage();
window.arcadePage = page;
page.start();
