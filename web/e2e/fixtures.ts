import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect };

// Every spec imports `test` and `expect` from here. Three guards apply to every test, in each
// browser context it uses (the `context` fixture, so its pages and popups, and any context
// the test opens with browser.newContext() or browser.newPage()):
//
// 1. Content-Security-Policy. The server sends a CSP with the app's pages, and a page that
//    does something it forbids fails its test. It is seen two ways:
//     - console messages that mention "Content Security Policy" (Chromium's "Refused to …
//       because it violates the following Content Security Policy directive: …");
//     - `securitypolicyviolation` events, reported by an init script (in every frame) through
//       a binding: they also catch what Chromium does not log, e.g. an eval the page itself
//       catches (zod 4 probes `Function('')` that way unless `z.config({ jitless: true })`).
// 2. Uncaught errors. Every `pageerror` of every page (an exception nothing caught, an
//    unhandled rejection) is recorded: a page can throw and still show the server's HTML.
// 3. The app has started. The server renders public pages itself, so a check of what a page
//    shows passes on the server's HTML even when the app is broken. page.goto() and
//    page.reload() therefore wait, on a document of the app (one with the app's #root), until
//    the app has taken over (`appStarted`), and fail when it does not. Other documents (a PDF,
//    a JSON answer) are returned as they come. A test that asserts the server's HTML as it is
//    before JavaScript runs says `test.use({ serverHtml: true })`; a context with JavaScript
//    disabled never waits.
//
// After the test has run, the fixture fails it when a violation or page error was recorded,
// and lists them. `cspViolations` and `pageErrors` are those records, for a test that provokes
// one on purpose (it must empty the list itself). csp.spec.ts and guards.spec.ts show that
// each guard can fail a test.

const BINDING = '__pathshalaCspViolation';

type ViolationReport = { directive: string; blocked: string; source: string; line: number; sample: string; url: string };

// The app has taken over a server-rendered page: main.tsx marks <html data-app="started">
// once it has drawn #root. (The server's HTML is the app's own components, drawn by the
// server, so finding a header, a link or a skip link says nothing about the app.)
export async function appStarted(page: Page, message?: string) {
  await expect(page.locator('html[data-app="started"]'), message).toBeAttached();
}

type Watch = {
  csp: (entry: string) => void;
  pageError: (entry: string) => void;
  // Whether page.goto()/reload() wait for the app in this context.
  waitForApp: boolean;
};

// A document of the app: the server's shell (any route of the app, its 404 and the download
// refusals) or the built index.html, all with the #root the app renders into.
async function isAppDocument(page: Page, response: Response | null) {
  if (!response) return false; // the same document (a #hash)
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  return (await page.locator('#root').count()) > 0;
}

function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const started = async (response: Response | null, how: string, waitUntil: string | undefined) => {
    if (waitUntil === 'commit' || !(await isAppDocument(page, response))) return;
    await appStarted(
      page,
      `${how}: the app did not start on ${page.url()} (a test that checks the server's HTML before JavaScript says test.use({ serverHtml: true }))`,
    );
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await started(response, `page.goto(${JSON.stringify(url)})`, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await started(response, 'page.reload()', options?.waitUntil);
    return response;
  };
}

async function watchContext(context: BrowserContext, watch: Watch) {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) watch.csp(`console on ${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
  });
  await context.exposeBinding(BINDING, (_source, report: ViolationReport) => {
    const where = report.source ? ` at ${report.source}:${report.line}` : '';
    const sample = report.sample ? ` (sample: ${JSON.stringify(report.sample)})` : '';
    watch.csp(`securitypolicyviolation on ${report.url}: ${report.directive} blocked ${report.blocked || '(none)'}${where}${sample}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, ((r: ViolationReport) => void) | undefined>)[binding];
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
          url: document.location.href,
        });
      },
      true,
    );
  }, BINDING);
  // `weberror` is every page's `pageerror`, pages opened later and popups included.
  context.on('weberror', (webError) => {
    const error = webError.error();
    watch.pageError(`pageerror on ${webError.page()?.url() ?? '(no page)'}: ${error.stack || `${error.name}: ${error.message}`}`);
  });
  if (watch.waitForApp) {
    for (const page of context.pages()) waitForAppOnNavigation(page);
    context.on('page', waitForAppOnNavigation);
  }
}

export const test = base.extend<{ cspViolations: string[]; pageErrors: string[]; serverHtml: boolean; guards: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  // true: navigation does not wait for the app (the test checks the server's HTML itself).
  serverHtml: [false, { option: true }],
  guards: [
    async ({ context, browser, cspViolations, pageErrors, serverHtml, javaScriptEnabled }, runTest) => {
      const watch = (jsEnabled: boolean | undefined): Watch => ({
        csp: (entry) => cspViolations.push(entry),
        pageError: (entry) => pageErrors.push(entry),
        waitForApp: !serverHtml && jsEnabled !== false,
      });
      await watchContext(context, watch(javaScriptEnabled));
      // Contexts the test makes itself (browser.newPage() goes through newContext too).
      const newContext = browser.newContext;
      const inherited = !Object.prototype.hasOwnProperty.call(browser, 'newContext');
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        await watchContext(created, watch(args[0]?.javaScriptEnabled));
        return created;
      };
      try {
        await runTest();
      } finally {
        if (inherited) Reflect.deleteProperty(browser, 'newContext');
        else browser.newContext = newContext;
      }
      // Both lists, even when the first is not empty.
      expect.soft(pageErrors, 'uncaught errors in pages (pageerror) while the test ran').toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations while the test ran').toEqual([]);
    },
    { auto: true },
  ],
});
