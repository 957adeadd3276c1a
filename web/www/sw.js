// The page offline once loaded: a service worker that answers every request of the page's
// own origin from the network when it can, keeping a copy, and from that copy when it
// cannot. Installing it keeps every file the page and its workers load, so a worker
// started after the network is gone (a breakdown, the hits, a new pool after Stop) still
// starts. No request ever goes to another origin.
const CACHE = 'handrank-web';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'grid.js', 'preflop.js', 'heat.js',
  'hits.js', 'cards.js', 'task.js', 'worker.js', 'handrank_web.js', 'handrank_web_bg.wasm'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  }).catch(async () => (await caches.match(request, { ignoreSearch: true })) ?? Response.error()));
});
