import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Accounts, finished (issue 11): e-mail verification, password reset and the profile page,
// end to end. With no SMTP configured the server writes each mail as an .eml file (raw RFC
// 5322) to $E2E_STATE/outbox/ (see e2e/start-server.sh); the tests open the links in them.
const outbox = join(process.env.E2E_STATE!, 'outbox');
const BANNER = 'Please verify your e-mail address: we sent you a link.';

// A new address per test, so reruns and earlier mails never get in the way.
const freshEmail = (what: string) => `e2e.${what}.${Date.now()}@example.com`;

// --- The outbox ----------------------------------------------------------------------------

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// The headers (folded lines joined) and the text of a raw message, its transfer encoding undone.
function parseMail(raw: string): { header: (name: string) => string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).trimStart();
  const header = (name: string) => head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'))?.[1].trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  // A multipart message keeps its parts' encodings: look in the quoted-printable reading too.
  return { header, text: `${text}\n${decodeQuotedPrintable(raw)}` };
}

function newestFirst(): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((n) => n.endsWith('.eml'));
  } catch {
    return []; // no mail written yet
  }
  const files = names.map((n) => ({ path: join(outbox, n), name: n, time: statSync(join(outbox, n)).mtimeMs }));
  return files.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name)).map((f) => f.path);
}

// The path (with its token) of the link to /<page> in the newest mail to `to`, waiting up to
// 10 s for the mail (the server sends in the background).
async function mailedLink(to: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const link = new RegExp(`https?://[^\\s/"'<>]+(/${page}\\?token=[^\\s"'<>]+)`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of newestFirst()) {
      const mail = parseMail(readFileSync(file, 'utf8'));
      if (!mail.header('To').toLowerCase().includes(to.toLowerCase())) continue;
      const found = mail.text.match(link);
      if (found) return found[1].replace(/[.,;:)\]]+$/, '');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a /${page} link in ${outbox}: ${newestFirst().join(', ') || 'no .eml files'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// --- Steps ---------------------------------------------------------------------------------

async function signUp(page: Page, email: string, password: string, name = 'Priya Sharma') {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Semester').selectOption({ label: '3 Semester' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'signup now' }).first()).toBeVisible();
}

// --- Tests ---------------------------------------------------------------------------------

test('sign up, open the verification mail from the outbox, verify', async ({ page }) => {
  const email = freshEmail('verify');
  await signUp(page, email, 'secret12');
  await expect(page.getByText(BANNER)).toBeVisible();
  // Its text and its Resend button meet WCAG AA's contrast (the button was 3.19:1, issue 25).
  const banner = await new AxeBuilder({ page }).include('section[aria-label="E-mail verification"]').withRules(['color-contrast']).analyze();
  expect(banner.violations.map((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
  expect(banner.passes.flatMap((p) => p.nodes.map((n) => n.html))).toContainEqual(expect.stringContaining('Resend'));

  const link = await mailedLink(email, 'verify-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/); // the token left the address bar

  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});

test('forget the password, reset it from the mail, log in with the new one', async ({ page }) => {
  const email = freshEmail('reset');
  await signUp(page, email, 'oldsecret1');
  await logOut(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account uses this e-mail, we have sent a link to reset its password. Check your inbox.');

  const link = await mailedLink(email, 'reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('newsecret2');
  await page.getByLabel('Confirm new password').fill('newsecret3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
  await page.getByLabel('Confirm new password').fill('newsecret2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed. Log in with your new password.');

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'oldsecret1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await logIn(page, email, 'newsecret2');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();

  // The reset link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('newsecret4');
  await page.getByLabel('Confirm new password').fill('newsecret4');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('edit the profile: details, then the password', async ({ page }) => {
  const email = freshEmail('profile');
  await signUp(page, email, 'secret12');

  await page.goto('/dashboaard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  const details = page.getByRole('region', { name: 'Your details', exact: true });
  await expect(details.getByLabel('Name')).toHaveValue('Priya Sharma');
  await details.getByLabel('Name').fill('Meera Iyer');
  await details.getByLabel('Semester').selectOption({ label: '6 Semester' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');

  await page.reload();
  await expect(details.getByLabel('Name')).toHaveValue('Meera Iyer');
  await expect(details.getByLabel('Semester')).toHaveValue('6');
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.locator('#account-menu').getByText('Meera Iyer')).toBeVisible();
  await page.keyboard.press('Escape');

  const methods = page.getByRole('region', { name: 'Sign-in methods', exact: true });
  await expect(methods.getByText('E-mail and password')).toBeVisible();
  await expect(methods.getByRole('button', { name: /^Unlink/ })).toHaveCount(0);

  const password = page.getByRole('region', { name: 'Password', exact: true });
  await password.getByLabel('Current password').fill('wrong-one');
  await password.getByLabel('New password', { exact: true }).fill('secret34');
  await password.getByLabel('Confirm new password').fill('secret34');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is wrong.')).toBeVisible();
  await password.getByLabel('Current password').fill('secret12');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Password changed.');

  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, 'secret34');
  await expect(page).toHaveURL(/\/home$/);
});
