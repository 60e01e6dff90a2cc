import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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
  sessionStorage.clear();
});
afterAll(() => server.close());

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
