import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, expectPreviewDone } from './helpers';

// Search finds the text inside every PDF (issue 27) against the real server and its demo
// content: "Huffman code" is asked only in the BCS301 Data Structure 2022-23 paper
// (server/src/seed/demo_papers.cpp) and is in no title, subject or description, so the paper is
// found only through its file, a "file hit" with the page and a passage. The server reads files
// in the background after it starts, so the test first waits until the search finds it.

// The server queues a file it has not seen within a minute of starting, then reads it.
const READ_WITHIN_MS = 90_000;
const PHRASE = 'Huffman code';

type Hit = { kind: string; id: string; title: string; url: string; download: boolean; page?: number; snippet?: { text: string; match: boolean }[] };

// The file hit for PHRASE, once the paper is read, and once its preview is made.
async function fileHitFound(request: APIRequestContext): Promise<Hit & { page: number }> {
  const api = `/api/search?${new URLSearchParams({ q: PHRASE })}`;
  let hit: Hit | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(api);
        if (!res.ok()) return undefined;
        const body = (await res.json()) as { groups: { items: Hit[] }[] };
        hit = body.groups.flatMap((g) => g.items).find((i) => typeof i.page === 'number');
        return hit?.page;
      },
      { message: `${api} finds a file hit with its page`, timeout: READ_WITHIN_MS, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(1);
  const found = hit as Hit & { page: number };
  expect(found.kind).toBe('previous-year');
  expect(found.title).toMatch(/^BCS301 Data Structure/);
  expect(found.download).toBe(false);
  expect(found.url).toBe(`/preview/paper/${encodeURIComponent(found.id)}?page=${found.page}`);
  expect(found.snippet?.some((part) => part.match && /huffman/i.test(part.text))).toBe(true);

  const preview = `/api/previews/paper/${encodeURIComponent(found.id)}`;
  await expectPreviewDone(request, preview, READ_WITHIN_MS);
  return found;
}

test('a phrase only inside a paper: the suggestion and the result say its page with the words marked, and open the preview at that page', async ({
  page,
  request,
}) => {
  test.setTimeout(2 * READ_WITHIN_MS + 30_000);
  const hit = await fileHitFound(request);
  const pageLabel = `Page ${hit.page}`;

  // The header's suggestions: the paper with its page and the matched words marked.
  await page.goto('/syllabus');
  const box = page.getByRole('banner').getByLabel('Search the site');
  await box.pressSequentially(PHRASE.toLowerCase());
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const suggested = list.getByRole('option').filter({ hasText: hit.title }).filter({ hasText: pageLabel });
  await expect(suggested).toHaveCount(1);
  await expect(suggested.locator('mark').first()).toHaveText(/huffman/i);

  // The results page: the same, and a link to the preview at that page instead of a download.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=huffman\+code$/);
  const papers = page.getByRole('region', { name: /^Previous-year papers \(\d+\)$/ });
  const result = papers.getByRole('listitem').filter({ hasText: hit.title });
  await expect(result).toContainText(pageLabel);
  await expect(result.locator('mark').first()).toHaveText(/huffman/i);
  await expect(result.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  const open = result.getByRole('link', { name: `Open page ${hit.page} of ${hit.title}` });
  await expect(open).toHaveAttribute('href', hit.url);

  // A phone's width: the passage wraps, nothing scrolls sideways.
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(result.locator('mark').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the search results with a file hit');

  // Following it: the preview, at that page, marked.
  await open.click();
  await expect(page).toHaveURL((url) => url.pathname === `/preview/paper/${encodeURIComponent(hit.id)}` && url.searchParams.get('page') === String(hit.page));
  const marked = page.locator(`#page-${hit.page}`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toBeFocused();
  await expect(marked).toBeInViewport();
});
