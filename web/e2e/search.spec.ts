import { expect, test } from './fixtures';
import { appStarted, expectPdf, items } from './helpers';

// Site-wide search and download counting (issue 15) against the real server and its demo
// content: BCS301 Data Structure is a second-year subject with previous-year papers and notes.

test('"bcs 301" in the header: suggestions and a results page with that subject\'s papers and notes; a paper opens as a PDF in a new tab', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/syllabus');
  // The suggestions are the app's: type into its box, not the server's plain form.
  await appStarted(page);
  const box = page.getByRole('banner').getByLabel('Search the site');
  await box.pressSequentially('bcs 301');

  // Suggestions while typing: the subject's papers, each with its kind, year and subject.
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const suggestedPaper = list
    .getByRole('option')
    .filter({ hasText: /^BCS301 Data Structure \(\d{4}-\d{2}\)Previous-year papers · 2nd year · Data Structure$/ });
  await expect(suggestedPaper.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { name: 'See all results for “bcs 301”' })).toBeVisible();

  // Enter with nothing highlighted: the results page, grouped by kind.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=bcs\+301$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “bcs 301”' })).toBeVisible();
  await expect(page).toHaveTitle('Search: bcs 301 | Pathshala');
  const papers = page.getByRole('region', { name: /^Previous-year papers \(\d+\)$/ });
  const notes = page.getByRole('region', { name: /^Notes \(\d+\)$/ });
  await expect(papers.getByRole('listitem').first()).toContainText(/BCS301 Data Structure \(\d{4}-\d{2}\)/);
  await expect(papers.getByRole('listitem').first()).toContainText('2nd year · Data Structure');
  await expect(notes.getByRole('listitem').filter({ hasText: 'BCS301' }).first()).toContainText('2nd year · Data Structure');

  // Opening a paper: a new tab, through the download counter, to the PDF.
  const download = papers.getByRole('link', { name: /^Download BCS301 Data Structure/ }).first();
  await expect(download).toHaveAttribute('href', /^\/api\/downloads\/.+/);
  await expect(download).toHaveAttribute('target', '_blank');
  const counted = context.waitForEvent('response', (r) => new URL(r.url()).pathname.startsWith('/api/downloads/'));
  const popupOpened = page.waitForEvent('popup');
  await download.click();
  expect((await counted).status()).toBe(302);
  const popup = await popupOpened;
  await popup.waitForURL(/\/files\/.+\.pdf$/);
  await expectPdf(request, new URL(popup.url()).pathname);
  await popup.close();
});

test('a paper downloaded by two visitors shows on its year page under "Most downloaded this week" with 2 downloads', async ({ browser, baseURL, request }) => {
  const papers = await items(request, '/api/catalog/previous-year/secondYear');
  const popular = async () => (await (await request.get('/api/popular?year=secondYear')).json()) as { items: { id: string; downloads: number }[] };
  // A BCS301 paper nobody downloaded yet this week (another test may have opened one).
  const before = new Set((await popular()).items.map((i) => i.id));
  const paper = papers.find((p) => String(p.title).startsWith('BCS301 ') && !before.has(p.id))!;
  expect(paper).toBeDefined();
  const title = String(paper.title);

  // Two visitors: two browser contexts, each with its own anonymous visitor cookie. A
  // browser's first download gives it the (signed) cookie and is not counted; it counts from
  // its next download on, once a day, however often it comes back.
  for (let visitor = 0; visitor < 2; visitor++) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/pyq/Second-year');
    // The paper in its subject's list (above "Most downloaded this week", where it may be too).
    const link = page.getByRole('link', { name: title, exact: true }).first();
    await expect(link).toHaveAttribute('href', `/api/downloads/${paper.id}`);
    for (let click = 0; click < 3; click++) {
      const counted = context.waitForEvent('response', (r) => new URL(r.url()).pathname === `/api/downloads/${paper.id}`);
      await link.click();
      const response = await counted;
      expect(response.status()).toBe(302);
      if (click === 0) expect(await response.headerValue('set-cookie')).toMatch(/^ps_visitor=[0-9a-f]{32}\.[0-9a-f]{64};/);
      else expect(await response.headerValue('set-cookie')).toBeNull();
    }
    await context.close();
  }
  expect((await popular()).items.find((i) => i.id === paper.id)?.downloads).toBe(2);

  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/pyq/Second-year');
  const section = page.getByRole('region', { name: 'Most downloaded this week' });
  const item = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(item).toContainText('Data Structure');
  await expect(item).toContainText('2 downloads');
  await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/api/downloads/${paper.id}`);
  await context.close();
});
