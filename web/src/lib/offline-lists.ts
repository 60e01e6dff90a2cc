import { LIST_API, LISTS_CACHE } from './offline-caches';
import { allPageData } from './page-data';

// A server-rendered page brings its lists inside the HTML, so the app never fetches them and
// the service worker never sees them to keep a copy. Put them in the worker's list cache
// ourselves, as if fetched, so the page's list still shows offline later. Only public lists
// (LIST_API); nothing when Cache Storage is unavailable (old browser, private mode).
export async function keepPageDataForOffline(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const lists = allPageData().filter(([path]) => LIST_API.test(new URL(path, window.location.origin).pathname));
    if (lists.length === 0) return;
    const cache = await caches.open(LISTS_CACHE);
    await Promise.all(
      lists.map(([path, body]) =>
        cache.put(new URL(path, window.location.origin).href, new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
      ),
    );
  } catch {
    // a full or blocked cache: offline copies are a bonus, never an error
  }
}
