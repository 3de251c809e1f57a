// The arcade as an app on a phone's home screen, and with no network: its service worker
// (registered by the landing, it keeps this version's page for playing offline), what the
// landing says while the network is away, a game's page carrying on alone when the network
// comes back in the middle of a game begun without it, and the screen kept awake in play.
import { submitPendingRecords } from './pending-results.js';

/**
 * Registers the arcade's service worker (/service-worker.js, made by the arcade for the version
 * it runs); `onProblem(text)` hears why it could not be.
 */
export function registerServiceWorker(onProblem = () => {}) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js').catch((error) => {
    onProblem(`This browser keeps no copy of the arcade for playing offline: ${error && error.message ? error.message : error}`);
  });
}

/** Whether the page runs installed, in a window of its own (display-mode standalone). */
export function isStandalone() {
  return globalThis.matchMedia ? matchMedia('(display-mode: standalone)').matches : false;
}

let screenLock = null;
let screenWanted = false;

/**
 * Keeps the screen on while the page is shown, installed on a phone (a game played with the
 * fingers looks away from the screen rarely, and a dimming screen ends it); the lock the browser
 * drops when the page is hidden is taken again when it is shown. Elsewhere it does nothing.
 */
export async function keepScreenAwake() {
  if (!isStandalone() || !navigator.wakeLock) return;
  if (!screenWanted) {
    screenWanted = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') keepScreenAwake();
    });
  }
  if (screenLock && !screenLock.released) return;
  try {
    screenLock = await navigator.wakeLock.request('screen');
  } catch {
    // Refused (a battery saver, a hidden page): the screen sleeps as it would anyway.
  }
}

/**
 * The landing with no network: `banner` (a status line) says what works and what waits, the
 * results played offline are sent and each saved one said there when the network is back, and
 * `onOnline()` runs then (the leaderboard, loaded again). Returns whether the page is offline now.
 */
export function showNetworkState(banner, playerName, onOnline = () => {}) {
  const offlineWords = 'You are offline: every game plays on this device, and its results are saved when the network is back. Rooms, watching and the leaderboard need the network.';
  const show = () => {
    banner.hidden = navigator.onLine;
    if (!navigator.onLine) banner.textContent = offlineWords;
  };
  const sendKept = () => submitPendingRecords(playerName(), (text) => {
    banner.hidden = false;
    banner.textContent = text;
  });
  addEventListener('offline', show);
  addEventListener('online', () => {
    show();
    sendKept();
    onOnline();
  });
  show();
  if (navigator.onLine) sendKept();
  return !navigator.onLine;
}

/**
 * A play page whose game began with no network reached the arcade again: the game carries on
 * on this device (a new one would throw the player's away), its results and those kept before
 * are sent now, and a link starts the next game with the arcade. The connection closes: the
 * arcade has no session for this game.
 */
export function carryOnOffline(page) {
  page.connection.stay();
  page.connection.socket?.close();
  page.backOnline = true;
  page.notices.say('Back online: results played here are being saved. This game carries on on this device.', false, 6000,
    [{ text: 'New game with the arcade', href: location.href }]);
  submitPendingRecords(page.playerName(), (text) => page.notices.say(text, false, 6000));
}
