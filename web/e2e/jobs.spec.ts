import { expect, test } from './fixtures';

// The job portal against the real server and its 42 demo jobs: search, filter, sort, and a
// shared URL that opens the same list.
test('search, filter and sort jobs, then share the URL', async ({ page, browser, request }) => {
  await page.goto('/Job_portal');
  await expect(page.getByRole('heading', { name: 'IT Job Portal' })).toBeVisible();
  await expect(page.getByText('42 jobs')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText(/^(Just now|\d+[mhd] ago)$/).first()).toBeVisible();

  await page.getByLabel('Search jobs').fill('engineer');
  await expect(page).toHaveURL(/\?q=engineer$/);
  await page.getByLabel('Field').selectOption('Electronics');
  await page.getByLabel('Experience').selectOption('fresher');
  await page.getByLabel('Sort by').selectOption('salary');
  await expect(page).toHaveURL(/\?q=engineer&field=Electronics&experience=fresher&sort=salary$/);

  // As many cards as the API finds for that search (waiting for this list, not the one
  // shown while the filters were being chosen).
  const expected = await request.get('/api/jobs?q=engineer&field=Electronics&experience=fresher&sort=salary&limit=20');
  const count = ((await expected.json()) as { items: unknown[] }).items.length;
  expect(count).toBeGreaterThan(0);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i)).toContainText(/engineer/i);
    await expect(cards.nth(i)).toContainText('Electronics');
  }
  await expect(cards.first()).toContainText('LPA');

  // The shared link opens the same filtered list in a fresh browser context.
  const shared = page.url();
  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.getByLabel('Search jobs')).toHaveValue('engineer');
  await expect(other.getByLabel('Field')).toHaveValue('Electronics');
  await expect(other.getByRole('article')).toHaveCount(count);
  await other.close();

  await page.getByLabel('Search jobs').fill('no such job anywhere');
  await expect(page.getByText('No jobs match your search. Try other words or clear the filters.')).toBeVisible();
});

test('more jobs load on demand and Apply opens in a new tab', async ({ page }) => {
  await page.goto('/Job_portal');
  await expect(page.getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(page.getByRole('article')).toHaveCount(40);
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(page.getByRole('article')).toHaveCount(42);
  await expect(page.getByRole('button', { name: 'Load more jobs' })).toHaveCount(0);
  const apply = page.getByRole('link', { name: /^Apply for / }).first();
  await expect(apply).toHaveAttribute('target', '_blank');
});
