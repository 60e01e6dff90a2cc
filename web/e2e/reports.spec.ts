import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appStarted, items, signIn } from './helpers';

// "This file is wrong" (issue 28) end to end: a visitor, not signed in, reports a paper; the
// demo admin finds it under Reports and marks it fixed, and it leaves the open reports.

const reportCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Reports' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a visitor reports the wrong file on a paper and the admin marks it fixed', async ({ page }) => {
  const [paper] = await items(page.request, '/api/catalog/previous-year/secondYear');
  const title = String(paper.title);

  await page.goto('/pyq/Second-year');
  await appStarted(page);
  const button = page.getByRole('button', { name: `Report a problem: ${title}`, exact: true }).first();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  // The honeypot is in the form but nobody sees it.
  await expect(dialog.locator('input[name="website"]')).toHaveCount(1);
  await expect(dialog.locator('input[name="website"]')).not.toBeInViewport();

  await dialog.getByRole('radio', { name: 'Wrong file' }).check();
  await dialog.getByLabel('What is wrong? (optional; needed for Other)').fill('This is the first-year paper, not the second-year one.');
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reports');
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByText('Thank you. An admin will look at it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The admin sees it among the open reports, with its reason, and marks it fixed.
  await signIn(page, 'admin');
  await page.goto('/admin?tab=Reports');
  await expect(page.getByRole('tab', { name: 'Reports', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const card = reportCard(page, title);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('list', { name: 'Reasons' })).toContainText('Wrong file ×');
  await card.getByRole('button', { name: 'Show reports' }).click();
  await expect(card.getByText('This is the first-year paper, not the second-year one.').first()).toBeVisible();

  await card.getByRole('button', { name: `Mark fixed: ${title}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked fixed' })).toContainText(title);
  await expect(reportCard(page, title)).toHaveCount(0);

  // It is under Fixed now.
  await page.getByRole('button', { name: 'Fixed', exact: true }).click();
  await expect(reportCard(page, title).first()).toBeVisible();
});
