/*
 * Seaberth's service worker (SPEC §7: scope /). It keeps the app shell so the back office and the
 * booking pages start from cache on a repeat visit:
 * - a page (navigation) is answered from the cached shell at once while the shell is fetched anew
 *   in the background, so a new version is picked up on the next visit;
 * - hashed build files (/assets/…) never change: answered from cache, fetched once;
 * - everything else (the API, documents, media, the widget script) goes to the network untouched.
 */
const SHELL_CACHE = 'seaberth-shell-v1';
const ASSET_CACHE = 'seaberth-assets-v1';
/** Old builds' files are dropped beyond this many, oldest first. */
const MAX_ASSETS = 400;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request('/', { cache: 'no-cache' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== SHELL_CACHE && n !== ASSET_CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The public booking pages have their own light entry (book.html); keep in step with
 * PUBLIC_BOOKING_PAGES in the domain (a web test compares them). Each entry has its own shell.
 */
const PUBLIC_BOOKING_PAGES = [
  '/book/online',
  '/book/online-v2',
  '/book/resort',
  '/book/resort-v2',
  '/payment/success',
  '/payment/aborted',
];
const shellKey = (url) =>
  PUBLIC_BOOKING_PAGES.includes(url.pathname.replace(/(.)\/$/, '$1')) ? '/book.html' : '/';

const isAppPage = (url) =>
  url.origin === self.location.origin &&
  !url.pathname.startsWith('/api/') &&
  url.pathname !== '/version' &&
  !/\.[a-z0-9]+$/i.test(url.pathname);

async function shell(request) {
  const key = shellKey(new URL(request.url));
  const cache = await caches.open(SHELL_CACHE);
  const fresh = fetch(request, { cache: 'no-cache' })
    .then(async (response) => {
      if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html'))
        await cache.put(key, response.clone());
      return response;
    })
    .catch(() => undefined);
  const cached = await cache.match(key);
  if (cached) {
    return cached;
  }
  return (await fresh) ?? Response.error();
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // A page in a frame (the booking widget) must come with its own frame-ancestors header, which
  // only the server can give for that widget: framed pages always go to the network.
  if (request.mode === 'navigate' && request.destination === 'document' && isAppPage(url))
    event.respondWith(shell(request));
  else if (url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    event.respondWith(asset(request));
});
