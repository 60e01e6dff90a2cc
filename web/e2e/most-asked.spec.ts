import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

// "The questions that come back" against the real server and its demo content: the three
// BCS301 Data Structure papers (2021-22, 2022-23, 2023-24) all ask "Convert the infix expression
// A + (B * C - (D / E ^ F) * G) * H into postfix …". The server reads the papers in the
// background after it starts (GET /api/subjects/{code}/repeated-questions says how many are
// left in `pending`), so each test first waits until every paper of the subject is read.

// The server queues a file it has not seen within a minute of starting, then reads it.
const READ_WITHIN_MS = 90_000;
const API = '/api/subjects/BCS301/repeated-questions';

async function allPapersRead(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const res = await request.get(API);
        return res.ok() ? ((await res.json()) as { pending: number }).pending : -1;
      },
      { message: `${API}: every paper read`, timeout: READ_WITHIN_MS, intervals: [500, 1000, 2000] },
    )
    .toBe(0);
}

test('from the second-year papers to the questions Data Structure asks again, and on to the page of a paper that asked one', async ({ page, request }) => {
  test.setTimeout(READ_WITHIN_MS + 30_000);
  await allPapersRead(request);

  await page.goto('/pyq/Second-year');
  await page.getByRole('link', { name: 'Most asked questions in Data Structure' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/most-asked/BCS301');
  await expect(page.getByRole('heading', { level: 1, name: 'Most asked questions' })).toBeVisible();
  await expect(page).toHaveTitle('Most asked questions — BCS301 Data Structure | Pathshala');
  await expect(page.getByText(/^From \d+ previous-year papers: /)).toBeVisible();
  await expect(page.getByText(/still being read/)).toHaveCount(0);

  // The infix-to-postfix question, asked in several sessions.
  const list = page.getByRole('list', { name: 'Questions asked in more than one paper, most asked first' });
  const postfix = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /infix expression.*postfix/ }) });
  await expect(postfix).toHaveCount(1);
  const badge = postfix.getByText(/^Asked \d+ times$/);
  const count = Number((await badge.textContent())!.match(/\d+/)![0]);
  expect(count, 'papers that asked the postfix question').toBeGreaterThanOrEqual(2);
  await expect(postfix.getByText(/^In \d{4}-\d{2}(, \d{4}-\d{2})+$/)).toBeVisible();
  const where = postfix.getByRole('list', { name: 'Where it was asked' }).getByRole('link');
  await expect(where).toHaveCount(count);

  // Each link names the session, the number, the page and the paper; it opens that page of the
  // paper's preview, marked.
  const first = where.first();
  await expect(first).toHaveAccessibleName(/^\d{4}-\d{2}, (Q\S+, )?page \d+ of BCS301 Data Structure/);
  const href = (await first.getAttribute('href'))!;
  const target = new URL(href, 'http://localhost');
  expect(target.pathname).toMatch(/^\/preview\/paper\/[^/]+$/);
  const pageNumber = target.searchParams.get('page');
  expect(pageNumber).toMatch(/^\d+$/);
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.searchParams.get('page') === pageNumber);
  const marked = page.locator(`#page-${pageNumber}`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toBeFocused();
  await expect(marked).toBeInViewport();
});

test('at 412 px the most asked questions fit the phone: nothing scrolls sideways', async ({ page, request }) => {
  test.setTimeout(READ_WITHIN_MS + 30_000);
  await allPapersRead(request);
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/most-asked/bcs301');
  await expect(page.getByRole('heading', { level: 2, name: /infix expression.*postfix/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the most asked questions page');
});

test("a code with no previous-year papers is the app's not-found page, with status 404", async ({ page }) => {
  const response = await page.goto('/most-asked/XYZ999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
