import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// The app's scripts are fetched after the server's HTML has been painted (issue 14).
//
// A public page arrives server-rendered: its heading and list are readable as soon as the
// HTML and the stylesheet are in. Vite's index.html would fetch the entry and its
// modulepreloads at once, at the same high priority as the stylesheet, so on a slow phone
// ~95 KB of JavaScript shares the connection with the 7 KB stylesheet the first paint needs,
// and the app's render (not the server's HTML) may become the page's first and largest paint.
//
// This plugin replaces the entry's <script> and modulepreload links in the built index.html
// with one small module, assets/start-<hash>.js, which waits for the first paint (as the
// browser reports it: Paint Timing) and, where the page's largest element is its marked image,
// for that image, then adds the same modulepreload links and imports the entry. The chunks are
// the ones Vite built: nothing in the app changes. A page whose #root is empty (the app shell of
// a private page) or a hidden tab (no animation frames) starts at once. Build only; the dev
// server is untouched.
export function startAfterPaint(): Plugin {
  return {
    name: 'pathshala-start-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('start-after-paint: no index.html in the bundle');
      let html = index.source;
      const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('start-after-paint: index.html has no module entry script');
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      for (const link of preloads) html = html.replace(link[0], '');
      const source = startScript(
        entry[1],
        preloads.map((link) => link[1]),
      );
      const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      index.source = html.replace(entry[0], `\n    <script type="module" crossorigin src="/${fileName}"></script>`);
    },
  };
}

function startScript(entry: string, preloads: string[]): string {
  return `// Built by vite-plugins/start-after-paint.ts: start the app once the page is painted.
const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
let started = false;
function start() {
  if (started) return; // the waits below may each end in a start
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}
// Once the browser reports the first contentful paint: that report comes when the frame is on
// the screen, where an animation frame came before it, so the app's requests could start before
// the screen showed the page. Without paint timing, one animation frame as before.
function afterFirstPaint(then) {
  if (!window.PerformanceObserver || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  whenReported('paint', (e) => e.name === 'first-contentful-paint', then);
}
// Then, on a page whose largest element is an image the server marked (fetchpriority="high",
// a course's picture), once that image has arrived (or failed) and had two frames to be painted
// in: on a slow connection the app's code does not share the line with it. At most 2 s.
function afterHeroImage(then) {
  const hero = document.querySelector('#root img[fetchpriority="high"]');
  if (!hero || hero.complete) return then();
  const go = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
  hero.addEventListener('load', go, { once: true });
  hero.addEventListener('error', go, { once: true });
  setTimeout(then, 2000);
}
// then() once an entry of this type passes the test, or after 2 s (never reported: a tab hidden
// meanwhile, an image that never arrives); once either way.
function whenReported(type, test, then) {
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(test)) go();
  });
  const timer = setTimeout(go, 2000);
  function go() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(then);
  }
  observer.observe({ type, buffered: true });
}
if (document.getElementById('root')?.firstElementChild && document.visibilityState !== 'hidden') {
  afterFirstPaint(() => afterHeroImage(start));
} else {
  start();
}
`;
}
