import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { YEARS, expectHomePage, expectQuantumPage } from './helpers';

// The suite's page-error guard and its wait for the app (e2e/fixtures.ts) must be able to fail
// a test, as csp.spec.ts shows for the CSP guard. These tests empty the record of page errors
// once they have checked it, so they pass; any other test with a page error fails.

// The app's entry chunk (the starter, assets/start-<hash>.js, imports it once the page is painted).
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const BROKEN = 'broken app bundle, served by guards.spec.ts';

// The app's entry, replaced by a script that throws as it is run: the app never starts.
async function breakTheApp(page: Page) {
  await page.route(ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(BROKEN)});` }));
}

async function throwUncaught(page: Page, message: string) {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
}

test('page.goto() returns once the app has started', async ({ page }) => {
  await page.goto('/home');
  // At once: no waiting here.
  expect(await page.locator('html[data-app="started"]').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
  // The page without the app's layout too.
  await page.goto('/auth_model');
  expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1);
});

test('the page-error guard records an uncaught error of a page', async ({ page, pageErrors }) => {
  await page.goto('/home');
  expect(pageErrors).toEqual([]);
  await throwUncaught(page, 'provoked by guards.spec.ts');
  await expect.poll(() => pageErrors.length).toBe(1);
  expect(pageErrors[0]).toMatch(/^pageerror on http:\/\/[^/]+\/home: Error: provoked by guards\.spec\.ts/);
  pageErrors.length = 0;
});

test('the page-error guard also watches a browser context the test opens itself', async ({ browser, pageErrors }) => {
  const other = await browser.newPage();
  await other.goto('/syllabus');
  // Its navigation waits for the app as well.
  expect(await other.locator('html[data-app="started"]').count()).toBe(1);
  await throwUncaught(other, 'provoked in another context');
  await expect.poll(() => pageErrors.join('\n')).toContain('provoked in another context');
  await other.close();
  pageErrors.length = 0;
});

test("with a broken app bundle, browse.spec.ts's check of /home fails: the app does not start, and its error is recorded", async ({ page, pageErrors }) => {
  await breakTheApp(page);
  await expect(expectHomePage(page)).rejects.toThrow('page.goto("/home"): the app did not start on');
  expect(pageErrors.join('\n')).toContain(BROKEN);
  // The page without the app's layout is not taken for started either.
  await expect(page.goto('/auth_model')).rejects.toThrow('page.goto("/auth_model"): the app did not start on');
  pageErrors.length = 0;
});

test.describe("checking the server's HTML (serverHtml)", () => {
  test.use({ serverHtml: true });

  test("browse.spec.ts's check of a Quantum page passes on the server's HTML of a broken app: only the page-error guard sees it", async ({
    page,
    request,
    pageErrors,
  }) => {
    await breakTheApp(page);
    // Why navigation waits for the app: the server's HTML alone passes the check …
    await expectQuantumPage(page, request, YEARS[0]);
    // … while the app is broken. The page-error guard would fail this test after it ran, and
    // without serverHtml the page.goto() in the check fails (as /home's above).
    await expect.poll(() => pageErrors.join('\n')).toContain(BROKEN);
    await expect(page.locator('html[data-app="started"]')).toHaveCount(0);
    pageErrors.length = 0;
  });
});
