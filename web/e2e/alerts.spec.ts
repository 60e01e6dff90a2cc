import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appStarted } from './helpers';

// Job alerts (issue 28) against the real server: a student saves the portal's search as a
// weekly alert, finds it in the profile and turns it off there.

// A new account per run, so no earlier alert counts against the limit of five.
async function signUp(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Kavya Rao');
  await page.getByLabel('Semester').selectOption({ label: '5 Semester' });
  await page.getByLabel('Email').fill(`e2e.alerts.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm Password').fill('secret12');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('save the search as a weekly alert, then turn it off in the profile', async ({ page }) => {
  await signUp(page);

  await page.goto('/Job_portal');
  await appStarted(page);
  await page.getByLabel('Search jobs').fill('developer');
  await expect(page).toHaveURL(/\/Job_portal\?q=developer$/);

  const open = page.getByRole('button', { name: 'Get alerts for this search' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'E-mail me new jobs for “developer”' });
  await form.getByRole('radio', { name: 'Weekly' }).check();
  await form.getByRole('button', { name: 'Save alert' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Alert saved' });
  await expect(saved).toHaveText("Alert saved: we'll e-mail you new jobs for “developer” weekly. Manage alerts in your profile.");

  await saved.getByRole('link', { name: 'Manage alerts in your profile.' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const alerts = page.getByRole('region', { name: 'Job alerts', exact: true });
  await expect(alerts.getByRole('link', { name: 'developer', exact: true })).toHaveAttribute('href', '/Job_portal?q=developer');
  await expect(alerts.getByRole('combobox', { name: 'How often: developer' })).toHaveValue('weekly');
  await expect(alerts.getByText(/^Next digest: /)).toBeVisible();
  const toggle = alerts.getByRole('switch', { name: 'E-mails for developer' });
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(alerts.getByText('Off: no e-mails for this search.')).toBeVisible();

  // The server keeps it: off after a reload, and in the API.
  await page.reload();
  await expect(alerts.getByRole('switch', { name: 'E-mails for developer' })).not.toBeChecked();
  const res = await page.request.get('/api/me/alerts');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: { q: string; field: string; experience: string; frequency: string; enabled: boolean; nextDigestAt: number | null }[];
  };
  expect(items).toEqual([expect.objectContaining({ q: 'developer', field: '', experience: 'all', frequency: 'weekly', enabled: false, nextDigestAt: null })]);
});
