import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setCsrfToken } from '@/lib/api-client';
import { server } from './server';

// findBy… and waitFor wait up to 5 s (not 1): a page's lazy chunk is compiled on its first
// import in a test file, which takes over a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setCsrfToken(null); // the client's in-memory token must not leak between tests
  globalThis.sessionStorage?.clear(); // (none under Node: the server render's test, src/ssr)
});
afterAll(() => server.close());

// Preact runs effects after paint: by default it races requestAnimationFrame against a 35 ms
// timer whose callback calls cancelAnimationFrame. That timer can fire after Vitest has torn
// down a file's jsdom window, and the missing global is then an uncaught ReferenceError that
// fails the whole run (seen in CI). A plain timer needs nothing from the window; Testing
// Library's act() swaps this option for its own queue and restores it afterwards.
options.requestAnimationFrame = (flushEffects) => {
  setTimeout(flushEffects);
};

// The DOM shims below are for jsdom; the server render's test (src/ssr) runs under Node.
if (typeof window !== 'undefined') {
  // jsdom lacks these; the layout calls them on navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollBy = function scrollBy() {};
  // Swiper reads breakpoints through matchMedia, which jsdom does not implement.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom's Blob has no text() (browsers all do); the data uploader reads files with it.
const blobProto: Partial<Blob> = Blob.prototype;
if (!blobProto.text) {
  blobProto.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsText(this);
    });
  };
}
