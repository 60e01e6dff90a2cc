// An in-memory Cache Storage (jsdom has none), enough for lib/saved-files: open, put,
// match, delete and keys, keyed by absolute URL. installCaches() puts a fresh one on window
// and returns it; removeCaches() takes it away again (as in a browser without it).
class MemoryCache {
  readonly entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), response);
  }

  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function keyOf(request: RequestInfo | URL): string {
  const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  return new URL(url, window.location.origin).href;
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
}

export function installCaches(): MemoryCacheStorage {
  const storage = new MemoryCacheStorage();
  Object.defineProperty(window, 'caches', { value: storage, configurable: true, writable: true });
  return storage;
}

export function removeCaches() {
  delete (window as { caches?: unknown }).caches;
}
