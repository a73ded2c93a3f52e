// gkn-web service worker (requirements §7: /sw.js, scope /). It keeps one thing: the offline page.
// Page navigations go to the network; when the network is gone the offline page answers.
// Nothing else is cached here (pages and data are fresh from the server; assets have HTTP caching).
const CACHE = 'gkn-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches
        .open(CACHE)
        .then((cache) => cache.match(OFFLINE_URL))
        .then((r) => r || Response.error()),
    ),
  );
});
