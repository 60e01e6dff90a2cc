import { expect, test } from './fixtures';
import { appStarted, items } from './helpers';

// Server-rendered pages (issue 14): the first HTML already holds the page, for a crawler or a
// phone that has not run the app yet; the app then takes over with the data it was given.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/pyq/Second-year shows its papers, grouped by subject, with their links', async ({ page, request }) => {
    const papers = await items(request, '/api/catalog/previous-year/secondYear');
    await page.goto('/pyq/Second-year');
    await expect(page).toHaveTitle(/Second Year Previous Year Papers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Previous Year paper for BTECH (2021-25)' })).toBeVisible();
    // Through the download counter, as the app links them (features/catalog/lib/download-link).
    for (const paper of papers) {
      await expect(page.getByRole('link', { name: String(paper.title), exact: true }).first()).toHaveAttribute('href', `/api/downloads/${String(paper.id)}`);
    }
    const subject = String(papers[0].subject);
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  });

  test('an unknown project is a not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/project/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('not available');
  });
});
test('/favicon.ico is the site icon (browsers ask for it on their own, e.g. for a PDF tab)', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
});

test('with JavaScript, the first load does not ask again for the list the page came with', async ({ page, request }) => {
  const papers = await items(request, '/api/catalog/previous-year/secondYear');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/catalog/')) asked.push(r.url());
  });
  await page.goto('/pyq/Second-year');
  // The app has taken over and shows the papers.
  await appStarted(page);
  await expect(page.getByRole('link', { name: String(papers[0].title) }).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('a shared link to a filtered job search comes with that search: no request for the list on first load', async ({ page, request }) => {
  const newest = await items(request, '/api/jobs?limit=20');
  const company = String(newest[0].company);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/jobs') asked.push(r.url());
  });
  await page.goto(`/Job_portal?q=${encodeURIComponent(company)}&sort=salary`);
  await appStarted(page);
  await expect(page.getByRole('searchbox', { name: /search jobs/i })).toHaveValue(company);
  await expect(page.getByRole('heading', { name: String(newest[0].role) }).first()).toBeVisible();
  expect(asked).toEqual([]);
});

// vite-plugins/start-after-paint.ts and compile-hints.ts (issue 25): the app's code is asked for
// only once the browser has reported the server's HTML painted, and each chunk carries V8's
// compile hint.
test("the app's scripts are requested after the server's HTML is painted, and each carries the compile hint", async ({ page, request }) => {
  await page.goto('/Job_portal');
  await appStarted(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/(?!start-)[^/]+\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(paint).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(paint!);
  for (const { path } of scripts) expect((await (await request.get(path)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
});
