// The arcade's service worker (docs/protocol.md, "The installed arcade"): it keeps the files of
// the page's version the arcade runs, so the arcade opens and plays with no network. The arcade
// serves it at /service-worker.js after two constants: PAGE_VERSION, the hash naming that
// version, and PAGE_FILES, the paths of its files.
//
// Online, every answer is the network's, so a page is always the arcade's latest; the kept files
// stand in only when the network fails. A page is never given files of two versions: each answer
// says its version (X-Fingerplay-Version), a worker installs only when every file it fetched is
// of its own, and a page's later files must be of the version its document was.
/* eslint-env serviceworker */
/* global PAGE_VERSION, PAGE_FILES */

const CACHE_PREFIX = 'fingerplay-';
const CACHE = CACHE_PREFIX + PAGE_VERSION;
const VERSION_HEADER = 'X-Fingerplay-Version';
// Pages that need the arcade's server — a room, a challenge (its record is the server's), a
// record or a game in progress watched — are answered offline by offline.html, which says so.
const NEEDS_NETWORK = /^\/(room\/|challenge\/|watch\/)/;
const OFFLINE_PAGE = '/offline.html';
// Addresses the arcade answers with a file of another name: /watch plays a record from the disk.
const PAGE_FOR = { '/watch': '/watch.html', '/watch/': '/watch.html' };

// The version each open page's document is of, by client id: its files must be of the same.
// Kept while this worker runs; a page the worker no longer knows gets this worker's version.
const documentVersions = new Map();

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url));
  } else if (PAGE_FILES.includes(url.pathname)) {
    event.respondWith(pageFile(event, url));
  }
});

/** Fetches every file of the version, each bypassing the HTTP cache, and keeps them all or none. */
async function install() {
  const answers = await Promise.all(PAGE_FILES.map(async (path) => {
    const response = await fetch(path, { cache: 'reload', credentials: 'omit' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const version = response.headers.get(VERSION_HEADER);
    if (version !== PAGE_VERSION) throw new Error(`${path} is of version ${version}, not ${PAGE_VERSION}: the arcade changed while the worker installed`);
    return [path, response];
  }));
  const cache = await caches.open(CACHE);
  try {
    for (const [path, response] of answers) await cache.put(path, response);
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
  // The new version takes over at once: pages opened before keep their own version's files
  // from the network, or get none — never this version's.
  await self.skipWaiting();
}

/** Drops the caches of other versions and takes the open pages. */
async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

/** The kept file at `path` of `version`, or null. */
async function kept(version, path) {
  const name = CACHE_PREFIX + version;
  if (!(await caches.has(name))) return null;
  const cache = await caches.open(name);
  return (await cache.match(path)) || null;
}

/** A page opened: the network's answer, or with none the kept page standing for the address. */
async function navigate(event, url) {
  try {
    const response = await fetch(event.request);
    const version = response.headers.get(VERSION_HEADER);
    if (event.resultingClientId && version) documentVersions.set(event.resultingClientId, version);
    return response;
  } catch (error) {
    const path = NEEDS_NETWORK.test(url.pathname) && url.pathname !== '/watch/' ? OFFLINE_PAGE : PAGE_FOR[url.pathname] || url.pathname;
    const page = await kept(PAGE_VERSION, path);
    if (!page) throw error;
    if (event.resultingClientId) documentVersions.set(event.resultingClientId, PAGE_VERSION);
    return page;
  }
}

/** One of the version's files for a page: of the page's own version, from the network or kept. */
async function pageFile(event, url) {
  const version = documentVersions.get(event.clientId) || PAGE_VERSION;
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const page = await kept(version, url.pathname);
    if (page) return page;
    throw error;
  }
  if (response.headers.get(VERSION_HEADER) === version) return response;
  // The arcade now runs another version than the page: the page's own file, kept, or a refusal
  // the page can tell from a file (a mix of versions would break in ways nobody could read).
  const page = await kept(version, url.pathname);
  return page || new Response(`this page is of version ${version}, the arcade's now of another: reload the page`, {
    status: 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
