import { type Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { items } from './helpers';

// The takeover, proven (issue 25): the server draws a public page's first HTML with the app's
// own components (src/ssr/render.tsx), so when the app starts and adopts #root (hydrates it;
// at a URL the server drew differently, replaces it) nothing may move. Each page is loaded twice at the same window size: with JavaScript off (the server's
// HTML, as a crawler or a phone that has not run the app yet sees it) and with the app started.
// The header, the h1 and the first and last card in the window must be in the same place, at
// the same size (within 1 px), and say the same.
//
// What a "card" is on each page (a selector every load of that page has):
//
//   page                          card              what it is
//   /home                         main li           the Popular Services tiles, then the year cards
//   /pyq/Second-year              main li           one previous-year paper (in its subject's group)
//   /important-topics/first-year  main article      a topic card in the carousel
//   /Job_portal                   main article      a job card
//   /mini_project                 main article      a project card (image, price)
//   /Premium_courses              main article      a course card (image, price)
//   /jobs/{id}                    main dl > div     one fact of the job (location, salary, …)
//
// The cards are picked on the server's HTML (those that show at least partly in the window)
// and the same ones, by their place among the selector's matches, are measured in the app:
// parts the app adds later (e.g. "Most downloaded this week", a lazy chunk) come after them.

const PAGES = [
  { path: '/home', card: 'main li' },
  { path: '/pyq/Second-year', card: 'main li' },
  { path: '/important-topics/first-year', card: 'main article' },
  { path: '/Job_portal', card: 'main article' },
  { path: '/mini_project', card: 'main article' },
  { path: '/Premium_courses', card: 'main article' },
  { path: '/jobs/{id}', card: 'main dl > div' },
];

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
];

// The header (the site's, not an article's), the h1 and the cards at the given places among
// the matches of `card` (none given: the first and the last that show in the window), with
// their boxes relative to the window, which is scrolled to the top in both loads. Runs in the page.
function measure({ card, picked }: { card: string; picked: number[] | null }) {
  const header = document.querySelector('header:not(main header)');
  const h1 = document.querySelector('h1');
  const cards = [...document.querySelectorAll<HTMLElement>(card)];
  const inWindow = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  const shown = cards.flatMap((el, i) => (inWindow(el) ? [i] : []));
  const places = picked ?? (shown.length ? [shown[0], shown[shown.length - 1]] : []);
  const entry = (name: string, el: Element | undefined | null) => {
    if (!el) return { name, box: { x: NaN, y: NaN, width: NaN, height: NaN }, text: '(missing)' };
    const { x, y, width, height } = el.getBoundingClientRect();
    return { name, box: { x, y, width, height }, text: (el as HTMLElement).innerText };
  };
  return {
    places,
    elements: [entry('header', header), entry('h1', h1), ...places.map((i, n) => entry(`${n === 0 ? 'first' : 'last'} card (${card} #${i})`, cards[i]))],
  };
}

// Jobs say how long ago they were posted ("Just now", "5m ago"), as of when the page's data was
// read: the two loads can fall either side of a minute, so such times are compared as "(time)".
const normalise = (text: string) => text.replace(/\b(Just now|\d+[mhd] ago)\b/g, '(time)');

type Viewport = { width: number; height: number };

type Measured = Awaited<ReturnType<typeof load>>;

// alter: changes the server's HTML of the page before the browser gets it (the proof below).
async function load(
  browser: Browser,
  url: string,
  viewport: Viewport,
  javaScriptEnabled: boolean,
  card: string,
  picked: number[] | null,
  alter?: (html: string) => string,
) {
  // The fixtures' guards (page errors, CSP) watch contexts opened with browser.newContext too.
  const context = await browser.newContext({ javaScriptEnabled, viewport });
  try {
    const page = await context.newPage();
    if (alter) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: alter(await response.text()) });
      });
    }
    // With JavaScript, page.goto waits for the app to start (fixtures.ts); networkidle lets the
    // parts it loads after its first render (lazy chunks, images) arrive and be laid out.
    await page.goto(url, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(measure, { card, picked });
  } finally {
    await context.close();
  }
}

for (const { path, card } of PAGES) {
  for (const { name, viewport } of VIEWPORTS) {
    test(`${path} on a ${name} (${viewport.width}×${viewport.height}): the app takes over without moving a pixel`, async ({ browser, request }) => {
      let url = path;
      if (path === '/jobs/{id}') url = `/jobs/${encodeURIComponent((await items(request, '/api/jobs?limit=1'))[0].id)}`;
      const where = `${url} on a ${name}`;

      const before = await load(browser, url, viewport, false, card, null);
      // The server's HTML has the page: a heading and a card with something in it (two empty
      // pages would otherwise be "the same").
      const [, h1, ...cards] = before.elements;
      expect(h1.text.trim(), `${where}: the server's HTML has an h1`).not.toBe('');
      expect(cards.length, `${where}: the server's HTML has a card (${card}) in the window`).toBeGreaterThan(0);
      expect(cards[0].text.trim(), `${where}: the first card has text`).not.toBe('');

      const after = await load(browser, url, viewport, true, card, before.places);
      expect(differences(before, after), `${where}: what moved or changed when the app took over`).toEqual([]);
    });
  }
}

// Every box that moved by more than 1 px and every text that changed, in words.
function differences(before: Measured, after: Measured): string[] {
  const found: string[] = [];
  before.elements.forEach((was, i) => {
    const is = after.elements[i];
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      if (!(Math.abs(was.box[side] - is.box[side]) <= 1)) found.push(`${was.name}: ${side} ${was.box[side]} before JavaScript, ${is.box[side]} in the app`);
    }
    if (normalise(was.text) !== normalise(is.text))
      found.push(`${was.name}: text ${JSON.stringify(was.text)} before JavaScript, ${JSON.stringify(is.text)} in the app`);
  });
  return found;
}

// The check can fail: the server's HTML of /Job_portal with its heading 2 px lower and the first
// job's role changed is found to move the heading and to change the card's text.
test('the takeover check finds a heading that moves and a card text that changes', async ({ browser }) => {
  const viewport = VIEWPORTS[1].viewport;
  const card = 'main article';
  const before = await load(browser, '/Job_portal', viewport, false, card, null, (html) =>
    html.replace('<h1 class="', '<h1 style="margin-top:2px" class="').replace(/(<h2 class="text-lg font-semibold"><a [^>]*>)/, '$1Changed '),
  );
  const after = await load(browser, '/Job_portal', viewport, true, card, before.places);
  const found = differences(before, after);
  expect(found.some((d) => d.startsWith('h1: y '))).toBe(true);
  expect(found.some((d) => d.startsWith('first card') && d.includes(': text "Changed '))).toBe(true);
});

// The app adopts the server's HTML (main.tsx hydrates it) instead of drawing it again: until
// the app says it has started, no element of #root is removed (a replacement removes them all).
// Recorded from before the page's first byte by an observer on the whole document.
declare global {
  interface Window {
    __removedFromRoot?: string[];
  }
}

async function removedBeforeStart(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0].viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const removed: string[] = [];
      window.__removedFromRoot = removed;
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          // <html data-app="started">: the app's first render is over.
          if (r.type === 'attributes') return observer.disconnect();
          const inRoot = r.target instanceof Element && r.target.closest('#root') !== null;
          for (const node of r.removedNodes) if (inRoot && node instanceof Element) removed.push(node.outerHTML.slice(0, 100));
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app'] });
    });
    await page.goto(url);
    return await page.evaluate(() => window.__removedFromRoot ?? ['(the observer did not run)']);
  } finally {
    await context.close();
  }
}

test("the app adopts the server's HTML of each page: nothing in #root is drawn again", async ({ browser, request }) => {
  for (const { path } of PAGES) {
    const url = path === '/jobs/{id}' ? `/jobs/${encodeURIComponent((await items(request, '/api/jobs?limit=1'))[0].id)}` : path;
    expect(await removedBeforeStart(browser, url), `${url}: elements the app removed from the server's HTML`).toEqual([]);
  }
});

// The check can fail: at a URL whose query string the server's drawing ignores, the app draws
// the page itself, and the server's elements are removed.
test("the adoption check finds a page drawn again (a query string the server's drawing ignores)", async ({ browser }) => {
  expect((await removedBeforeStart(browser, '/pyq/Second-year?from=share')).length).toBeGreaterThan(0);
});
