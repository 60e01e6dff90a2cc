import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appStarted, items, type Item } from './helpers';

// My library and Recently opened (issue 28) against the real server: what a student saves is
// kept with their account, so another browser signed in as them sees it, and a save pressed
// while signed out is made once they have signed in. Each test signs up a new student, so
// earlier runs and other specs never share a library.

const PASSWORD = 'secret12';
const freshEmail = (what: string) => `e2e.library.${what}.${Date.now()}@example.com`;

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Riya Gupta');
  await page.getByLabel('Semester').selectOption({ label: '3 Semester' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function fillLogin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

// A second browser (its own cookies: another device), signed in as the same student.
async function otherDevice(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/login');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/home$/);
  return { context, page };
}

// A second-year paper whose title no other paper has (the buttons are named by title).
async function aPaper(page: Page): Promise<Item & { title: string }> {
  const papers = await items(page.request, '/api/catalog/previous-year/secondYear');
  const paper = papers.find((p) => papers.filter((q) => q.title === p.title).length === 1);
  expect(paper, 'a demo paper with a title of its own').toBeDefined();
  return paper as Item & { title: string };
}

const saveButton = (page: Page, title: string) => page.getByRole('button', { name: `Save to my library: ${title}`, exact: true });
const savedButton = (page: Page, title: string) => page.getByRole('button', { name: `Saved to my library — remove: ${title}`, exact: true });

test('a paper saved in one browser is in My library in another, and removing it there removes it everywhere', async ({ page, browser, baseURL }) => {
  const email = freshEmail('devices');
  await signUp(page, email);
  const paper = await aPaper(page);

  await page.goto('/pyq/Second-year');
  await appStarted(page);
  await expect(saveButton(page, paper.title)).toHaveAttribute('aria-pressed', 'false');
  await saveButton(page, paper.title).click();
  await expect(savedButton(page, paper.title)).toHaveAttribute('aria-pressed', 'true');

  // Downloading it goes to the student's recently opened items (without holding the download up).
  const recorded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/me/recent/paper/${encodeURIComponent(paper.id)}`,
  );
  await page.getByRole('link', { name: paper.title, exact: true }).first().click(); // opens the file in a new tab
  expect((await recorded).status()).toBe(200);

  // The saved state came from the server: it is still there after a reload.
  await page.reload();
  await appStarted(page);
  await expect(savedButton(page, paper.title)).toHaveAttribute('aria-pressed', 'true');

  const other = await otherDevice(browser, baseURL, email);
  await other.page.goto('/library');
  await expect(other.page.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
  const savedItems = other.page.getByRole('region', { name: 'Saved items' });
  const entry = savedItems.getByRole('listitem').filter({ has: other.page.getByRole('heading', { name: paper.title, exact: true }) });
  await expect(entry).toBeVisible();
  await expect(savedItems.getByRole('heading', { level: 3, name: /^Previous-year papers/ })).toBeVisible();
  await expect(entry).toContainText(/Saved \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
  await expect(entry.getByRole('link', { name: `Download ${paper.title}` })).toHaveAttribute('href', `/api/downloads/${paper.id}`);
  const recent = other.page.getByRole('list', { name: 'Recently opened' });
  await expect(recent.getByRole('link', { name: paper.title, exact: true })).toBeVisible();
  await expect(recent).toContainText('Previous-year papers · Opened');

  await entry.getByRole('button', { name: `Remove ${paper.title} from my library` }).click();
  await expect(entry).toHaveCount(0);
  await expect(other.page.getByText('Nothing saved yet. Use “Save to my library” on any paper, note, course, project or job.')).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  await expect(savedItems.getByRole('heading', { name: paper.title, exact: true })).toHaveCount(0);
  await other.context.close();

  // The first browser sees it gone too, when it next asks.
  await page.goto('/library');
  await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recently opened' }).getByRole('link', { name: paper.title, exact: true })).toBeVisible();
});

test('signed out, "Save to my library" asks to sign in, and the paper is saved once the student is back', async ({ page, browser, baseURL }) => {
  // The account, made in another browser: this one stays signed out.
  const email = freshEmail('signed-out');
  const setup = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await signUp(await setup.newPage(), email);
  await setup.close();
  const paper = await aPaper(page);

  await page.goto('/pyq/Second-year');
  await appStarted(page);
  await expect(page.getByRole('link', { name: 'signup now' }).first()).toBeVisible();
  await saveButton(page, paper.title).click();

  await expect(page).toHaveURL(/\/auth_model$/);
  await page.getByRole('dialog', { name: 'Welcome to Pathshala' }).getByRole('link', { name: 'Sign in with Email' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, email);

  // Back on the papers, told, and the button says so.
  await expect(page).toHaveURL(/\/pyq\/Second-year$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your library' })).toContainText(paper.title);
  await expect(savedButton(page, paper.title)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My library', exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('region', { name: 'Saved items' }).getByRole('heading', { name: paper.title, exact: true })).toBeVisible();
});
