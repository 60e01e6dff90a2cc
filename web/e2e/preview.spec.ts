import { type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, expectPdf, expectPreviewDone, items, type Item } from './helpers';

// "Inside the papers" against the real server and its demo content: a previous-year paper whose
// PDF is on the site has a preview. Its pages are made in the background after the server
// starts (GET /api/previews/paper/{id} says how far), so each test first waits until it is done.

// The server queues a file it has not seen within a minute of starting, then makes its pages.
const PREPARED_WITHIN_MS = 90_000;

// A second-year paper with a preview of at least two pages, once its preview is made.
async function aPreviewedPaper(request: APIRequestContext): Promise<Item & { title: string }> {
  const papers = (await items(request, '/api/catalog/previous-year/secondYear')).filter((p) => p.preview === true);
  expect(papers.length, 'second-year papers with a preview in the demo content').toBeGreaterThan(0);
  // BCS301 first (search.spec.ts's subject), else any.
  const paper = papers.find((p) => String(p.title).startsWith('BCS301 ')) ?? papers[0];
  const api = `/api/previews/paper/${encodeURIComponent(paper.id)}`;
  await expectPreviewDone(request, api, PREPARED_WITHIN_MS);
  const preview = (await (await request.get(api)).json()) as { pageCount: number };
  expect(preview.pageCount, `${paper.title} has two pages or more`).toBeGreaterThanOrEqual(2);
  return { ...paper, title: String(paper.title) };
}

// An image that has arrived and decoded (a broken one has naturalWidth 0).
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test("a paper's Preview from its year page: the page images, page 2, and the paper's download", async ({ page, context, request }) => {
  test.setTimeout(PREPARED_WITHIN_MS + 30_000);
  const paper = await aPreviewedPaper(request);
  const path = `/preview/paper/${encodeURIComponent(paper.id)}`;

  // The year page: the paper's first page beside its link, at the server's fixed size, lazily.
  await page.goto('/pyq/Second-year');
  const thumbnail = page.getByRole('img', { name: `First page of ${paper.title}` }).first();
  await expect(thumbnail).toHaveAttribute('width', '240');
  await expect(thumbnail).toHaveAttribute('height', '340');
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expectLoaded(thumbnail);
  expect(await thumbnail.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([240, 340]);

  await page
    .getByRole('link', { name: `Preview ${paper.title}` })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
  await expect(page).toHaveTitle(`${paper.title} — Preview | Pathshala`);
  await expect(page.getByText(/^\d+ pages$/)).toBeVisible();

  // The pages as images, one under another: the first fetched at once, the others lazily.
  const first = page.getByRole('img', { name: `Page 1 of ${paper.title}` });
  await expect(first).toHaveAttribute('loading', 'eager');
  await expectLoaded(first);
  const pages = page.getByRole('navigation', { name: 'Pages of this file' });
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Page 2 of \d+$/ })).toBeAttached();
  const second = page.getByRole('img', { name: `Page 2 of ${paper.title}` });
  await expect(second).toHaveAttribute('loading', 'lazy');
  await expectLoaded(second);

  // "Page 2" moves there: in view, focused, marked.
  await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('page') === '2');
  await expect(page.locator('#page-2')).toBeFocused();
  await expect(page.locator('#page-2')).toBeInViewport();
  await expect(page.locator('#page-2')).toHaveAttribute('aria-current', 'true');

  // The paper's download, as on its card: through the counter, in a new tab, to the PDF.
  const download = page.getByRole('link', { name: 'Download Now' });
  await expect(download).toHaveAttribute('href', `/api/downloads/${paper.id}`);
  await expect(download).toHaveAttribute('target', '_blank');
  const counted = context.waitForEvent('response', (r) => new URL(r.url()).pathname === `/api/downloads/${paper.id}`);
  const popupOpened = page.waitForEvent('popup');
  await download.click();
  expect((await counted).status()).toBe(302);
  const popup = await popupOpened;
  await popup.waitForURL(/\/files\/.+\.pdf$/);
  await expectPdf(request, new URL(popup.url()).pathname);
  await popup.close();
});

test('a link to ?page=2 (as search results give) opens the preview at page 2', async ({ page, request }) => {
  test.setTimeout(PREPARED_WITHIN_MS + 30_000);
  const paper = await aPreviewedPaper(request);
  await page.goto(`/preview/paper/${encodeURIComponent(paper.id)}?page=2`);
  await expect(page.locator('#page-2')).toBeFocused();
  await expect(page.locator('#page-2')).toBeInViewport();
});

test('at 412 px the preview fits the phone: the pages as wide as the screen at most, nothing scrolls sideways', async ({ page, request }) => {
  test.setTimeout(PREPARED_WITHIN_MS + 30_000);
  const paper = await aPreviewedPaper(request);
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`/preview/paper/${encodeURIComponent(paper.id)}`);
  const first = page.getByRole('img', { name: `Page 1 of ${paper.title}` });
  await expectLoaded(first);
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(412);
  // Its ratio kept (height auto), within a pixel of rounding.
  const [width, height] = await first.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]);
  expect(Math.abs(box.height - (box.width * height) / width)).toBeLessThan(1.5);
  await expectNoSidewaysScroll(page, 'the preview page');
});

test("an unknown item's preview is the app's not-found page, with status 404", async ({ page }) => {
  const response = await page.goto('/preview/paper/no-such-paper');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("the site's own documents have previews too: a year's syllabus from the Syllabus page", async ({ page, request }) => {
  // The site's documents are read after the catalog's files (papers first): a longer wait.
  test.setTimeout(2 * PREPARED_WITHIN_MS + 30_000);
  const api = '/api/previews/document/syllabus-first-year';
  await expectPreviewDone(request, api, 2 * PREPARED_WITHIN_MS);

  await page.goto('/syllabus');
  await page.getByRole('link', { name: 'Preview First Year Syllabus', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/preview/document/syllabus-first-year');
  await expect(page.getByRole('heading', { level: 1, name: 'First Year Syllabus' })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: 'Page 1 of First Year Syllabus' }));
  // The page's text is there for screen readers and search engines: the demo syllabus lists
  // the year's subjects and codes.
  await expect(page.locator('#page-1')).toContainText('subjects and codes');
  const open = page.getByRole('link', { name: 'Open PDF' });
  await expect(open).toHaveAttribute('href', '/files/syllabus/first-year.pdf');
  await expectPdf(request, '/files/syllabus/first-year.pdf');
});
