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
// Kept in a cache of its own too, so a worker started again, or the next version's, knows the
// pages opened before it; an entry goes when its page has closed.
const DOCUMENTS = CACHE_PREFIX + 'documents';
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

/** Drops the caches of other versions and the closed pages' versions, and takes the open pages. */
async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE && name !== DOCUMENTS) await caches.delete(name);
  }
  const open = await self.clients.matchAll({ includeUncontrolled: true, type: 'all' });
  const documents = await caches.open(DOCUMENTS);
  for (const request of await documents.keys()) {
    if (!open.some((client) => request.url.endsWith(`/documents/${client.id}`))) await documents.delete(request);
  }
  // A page open before any worker came was fetched from the arcade as it is now: this version.
  for (const client of open) {
    if (!(await documents.match(`/documents/${client.id}`))) await rememberDocument(client.id, PAGE_VERSION);
  }
  await self.clients.claim();
}

/** Notes that the page `clientId` is of `version`. */
async function rememberDocument(clientId, version) {
  documentVersions.set(clientId, version);
  await (await caches.open(DOCUMENTS)).put(`/documents/${clientId}`, new Response(version));
}

/** The version of the page `clientId`: as noted, or this worker's for a page it never saw. */
async function documentVersion(clientId) {
  if (!documentVersions.has(clientId)) {
    const noted = await (await caches.open(DOCUMENTS)).match(`/documents/${clientId}`);
    documentVersions.set(clientId, noted ? await noted.text() : PAGE_VERSION);
  }
  return documentVersions.get(clientId);
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
    if (event.resultingClientId && version) await rememberDocument(event.resultingClientId, version);
    return response;
  } catch (error) {
    const path = NEEDS_NETWORK.test(url.pathname) && url.pathname !== '/watch/' ? OFFLINE_PAGE : PAGE_FOR[url.pathname] || url.pathname;
    const page = await kept(PAGE_VERSION, path);
    if (!page) throw error;
    if (event.resultingClientId) await rememberDocument(event.resultingClientId, PAGE_VERSION);
    return page;
  }
}

/** One of the version's files for a page: of the page's own version, from the network or kept. */
async function pageFile(event, url) {
  const version = await documentVersion(event.clientId);
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
  // JSON as the arcade's own refusals are: {"error": …}, which the page shows as it is.
  const error = `this page is of the arcade's version ${version}, and the arcade now runs another: reload the page`;
  return page || new Response(JSON.stringify({ error }), { status: 409, headers: { 'Content-Type': 'application/json' } });
}
