/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; the server
// sends it no-cache so a new version is seen on the next visit).
// - The app shell (HTML, scripts, styles, icons) is precached: the app opens offline.
// - Page navigations go to the network first, so a student gets the server's current page
//   (and its real 404s); only when the network fails does the precached shell.html answer
//   (vite-plugins/pwa.ts).
// - Catalog, course, project and job lists: stale-while-revalidate, so a list shows at once
//   (and offline) from the last visit while a fresh copy is fetched for the next one.
// - /files and /downloads: a file saved for offline (lib/saved-files) is answered from its
//   cache; any other file goes to the network untouched and is never stored by us.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { LIST_API, LISTS_CACHE, SAVED_FILES_CACHE } from './lib/offline-caches';

declare let self: ServiceWorkerGlobalScope;

// autoUpdate: a new version takes over at once (the old version's lazy chunks are gone from
// the server and the precache); lib/service-worker.ts then loads the open tab's next page in
// full rather than from its stale code.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isFile = (url: URL) => url.pathname.startsWith('/files/') || url.pathname.startsWith('/downloads/');

registerRoute(
  ({ url }) => sameOrigin(url) && isFile(url),
  async ({ request }) => {
    const saved = await caches.open(SAVED_FILES_CACHE).then((cache) => cache.match(request.url));
    return saved ?? fetch(request);
  },
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && LIST_API.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: LISTS_CACHE,
    // Job searches make one entry per query: keep the cache bounded on a small phone.
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/shell.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/files\//, /^\/downloads\//, /^\/healthz/] },
  ),
);
