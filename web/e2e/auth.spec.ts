import { readFileSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoCredentials } from './helpers';

// Accounts end to end: the real server, Debian's Chromium, and (for Google) the fake OAuth
// provider that e2e/start-server.sh started on loopback.
const state = process.env.E2E_STATE!;

// The next person the fake provider signs in.
async function nextGoogleUser(profile: Record<string, unknown>) {
  const port = readFileSync(`${state}/fake-oauth-port`, 'utf8').trim();
  const res = await fetch(`http://127.0.0.1:${port}/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ profile }),
  });
  expect(res.ok).toBe(true);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Your account' }).click();
}

test('sign up, land back on the page of origin, stay signed in, log out', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.com`;
  await page.goto('/pyq');
  await page.getByRole('link', { name: 'signup now' }).first().click();
  await expect(page).toHaveURL(/\/auth_model$/);
  await expect(page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
  await expect(page.getByText('Sign in to access study resources')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0); // footer hidden on the modal
  await page.getByRole('link', { name: 'Register with Email' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Name').fill('Priya Sharma');
  await page.getByLabel('Semester').selectOption({ label: '3 Semester' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm Password').fill('secret13');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill('secret12');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/pyq$/);
  await openAccountMenu(page);
  await expect(page.getByText('Priya Sharma')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // On a desktop the avatar menu leads to the student's purchases (and profile) too.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByRole('heading', { name: 'My purchases' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pyq$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'signup now' })).toHaveCount(0);

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'signup now' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'signup now' }).first()).toBeVisible();

  // The same e-mail in another case is taken: the server's words appear in the form.
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Semester').selectOption({ label: '1 Semester' });
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm Password').fill('secret12');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
  await expect(page.getByLabel('Name')).toHaveValue('Someone Else');
});

test('the demo admin lands on /admin; a student is told it is not for them', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Please log in to access the admin panel.')).toBeVisible();

  const admin = demoCredentials('admin');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login Now!' })).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/password/i);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /admin panel/i })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  const student = demoCredentials('student');
  await page.goto('/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
});

test('Google sign-in through the popup', async ({ page }) => {
  await nextGoogleUser({ sub: `popup-${Date.now()}`, email: `popup.${Date.now()}@example.com`, name: 'Popup Person' });
  await page.goto('/important-topics');
  await page.getByRole('link', { name: 'signup now' }).first().click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  // The popup may finish and close before we start waiting for it.
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/important-topics$/);
  await openAccountMenu(page);
  await expect(page.getByText('Popup Person')).toBeVisible();
});

test('an unconfigured provider says so when pressed', async ({ page }) => {
  await page.goto('/auth_model');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page.getByText('Facebook sign-in is not available on this site yet.')).toBeVisible();
});

// Playwright refuses a device's defaultBrowserType inside a describe block; the rest of it
// (viewport, touch, mobile user agent) is what makes the app choose the redirect flow.
const { defaultBrowserType: _browserType, ...pixel5 } = devices['Pixel 5'];

test.describe('on a phone', () => {
  test.use(pixel5);

  test('Google sign-in through a full-page redirect returns to the page of origin', async ({ page }) => {
    await nextGoogleUser({ sub: `redirect-${Date.now()}`, email: `redirect.${Date.now()}@example.com`, name: 'Redirect Person' });
    await page.goto('/quantum?from=e2e');
    await page.getByRole('banner').getByRole('link', { name: 'signup now' }).click();
    await expect(page).toHaveURL(/\/auth_model$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The whole page goes to the provider and comes back to where the student started.
    await expect(page).toHaveURL(/\/quantum\?from=e2e$/);
    // On a phone too, the avatar beside the menu button opens the one account menu.
    await page.getByRole('button', { name: 'Your account' }).click();
    const account = page.getByRole('navigation', { name: 'Your account' });
    await expect(account.getByText('Redirect Person')).toBeVisible();
    await expect(account.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Subscription', exact: true })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
