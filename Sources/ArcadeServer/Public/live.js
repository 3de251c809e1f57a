// The live page's entry: one LivePage, reachable as window.arcadeLive (tests and measurements read it).
import { LivePage } from './live-page.js';

const page = new LivePage();
window.arcadeLive = page;
page.start();
