// The watch page's entry: one WatchPage, reachable as window.arcadeWatch (tests and measurements read it).
import { WatchPage } from './watch-page.js';

const page = new WatchPage();
window.arcadeWatch = page;
page.start();
