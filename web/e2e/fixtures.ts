import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

// Every spec imports `test` and `expect` from here: the server sends a Content-Security-Policy
// with the app's pages, and a page that does something it forbids fails its test.
//
// Each browser context of a test (the `context` fixture, so its pages and popups, and any
// context the test opens with browser.newContext() or browser.newPage()) is watched two ways:
//  - console messages that mention "Content Security Policy" (Chromium's "Refused to …
//    because it violates the following Content Security Policy directive: …");
//  - `securitypolicyviolation` events, reported by an init script (in every frame) through a
//    binding: they also catch what Chromium does not log, e.g. an eval the page itself catches
//    (zod 4 probes `Function('')` that way unless `z.config({ jitless: true })`).
// After the test has run, the fixture fails it when anything was recorded, and lists it.
// `cspViolations` is that record, for a test that provokes a violation on purpose (it must
// empty the list itself).

const BINDING = '__pathshalaCspViolation';

type ViolationReport = { directive: string; blocked: string; source: string; line: number; sample: string; url: string };

async function watchContext(context: BrowserContext, record: (entry: string) => void) {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) record(`console on ${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
  });
  await context.exposeBinding(BINDING, (_source, report: ViolationReport) => {
    const where = report.source ? ` at ${report.source}:${report.line}` : '';
    const sample = report.sample ? ` (sample: ${JSON.stringify(report.sample)})` : '';
    record(`securitypolicyviolation on ${report.url}: ${report.directive} blocked ${report.blocked || '(none)'}${where}${sample}`);
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
}

export const test = base.extend<{ cspViolations: string[]; cspGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  cspGuard: [
    async ({ context, browser, cspViolations }, runTest) => {
      const record = (entry: string) => cspViolations.push(entry);
      await watchContext(context, record);
      // Contexts the test makes itself (browser.newPage() goes through newContext too).
      const newContext = browser.newContext;
      const inherited = !Object.prototype.hasOwnProperty.call(browser, 'newContext');
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        await watchContext(created, record);
        return created;
      };
      try {
        await runTest();
      } finally {
        if (inherited) Reflect.deleteProperty(browser, 'newContext');
        else browser.newContext = newContext;
      }
      expect(cspViolations, 'Content-Security-Policy violations while the test ran').toEqual([]);
    },
    { auto: true },
  ],
});
