import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';

export const YEARS = [
  { key: 'firstYear', cap: 'First', lower: 'first', final: 'First' },
  { key: 'secondYear', cap: 'Second', lower: 'second', final: 'Second' },
  { key: 'thirdYear', cap: 'Third', lower: 'third', final: 'Third' },
  { key: 'fourthYear', cap: 'Fourth', lower: 'fourth', final: 'Final' },
] as const;

export type Item = Record<string, unknown> & { id: string; title?: string };

// Demo content is read from the API the page itself uses, so the tests check that what the
// server holds is what the student sees — without hard-coding the seed.
export async function items(request: APIRequestContext, path: string): Promise<Item[]> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  const body = await res.json();
  const list = Array.isArray(body) ? body : body.items;
  expect(list.length, `${path} has demo items`).toBeGreaterThan(0);
  return list as Item[];
}

// The app has taken over a server-rendered page (fixtures.ts says how that shows).
// page.goto() and page.reload() already wait for it; a test calls it after a click that
// loads a new document, or to say why it waits.
export { appStarted } from './fixtures';

// The home page (browse.spec.ts): the year chooser, stats and the Services carousel.
// guards.spec.ts runs the same check against a broken app.
export async function expectHomePage(page: Page, path = '/home') {
  await page.goto(path);
  await expect(page.getByText('What year do you in study?')).toBeVisible();
  await expect(page.getByText('3K+').first()).toBeVisible();
  await expect(page.getByText('Popular Services').first()).toBeVisible();
  // The Services carousel is loaded when its place comes near the viewport (routes/Home.tsx).
  await page.locator('footer').scrollIntoViewIfNeeded();
  for (const title of ['Latest Syllabus', 'Previous Year Paper', 'Premium Courses']) {
    await expect(page.getByText(title, { exact: true }).first()).toBeAttached();
  }
}

// A year's Quantum page (browse.spec.ts): its heading and the first of its books. The
// server's HTML has both, so without the wait for the app (fixtures.ts) this check passes
// however broken the app is (guards.spec.ts).
export async function expectQuantumPage(page: Page, request: APIRequestContext, y: (typeof YEARS)[number]) {
  const list = await items(request, `/api/catalog/quantum/${y.key}`);
  await page.goto(`/${y.cap}YearQuantum`);
  await expectHeading(page, new RegExp(`Latest Quantum for btech ${y.lower} year`, 'i'));
  await expect(page.getByText(list[0].title!, { exact: true }).first()).toBeAttached();
}

export async function expectHeading(page: Page, text: string | RegExp) {
  await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
}

// Opens a link's target the way a browser download would and checks it is a real PDF.
export async function expectPdf(request: APIRequestContext, href: string) {
  const res = await request.get(href);
  expect(res.status(), `GET ${href}`).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.subarray(-8).toString('latin1')).toContain('%%EOF');
}

// The demo accounts' passwords, as seed-demo printed them when e2e/start-server.sh seeded.
export function demoCredentials(role: 'admin' | 'student') {
  const text = readFileSync(`${process.env.E2E_STATE!}/demo-credentials.txt`, 'utf8');
  const match = text.match(new RegExp(`^Demo ${role}: (\\S+) / (\\S+)$`, 'm'));
  if (!match) throw new Error(`no demo ${role} in seed-demo output:\n${text}`);
  return { email: match[1], password: match[2] };
}

export async function signIn(page: Page, role: 'admin' | 'student') {
  const { email, password } = demoCredentials(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(role === 'admin' ? /\/admin$/ : /\/home$/);
}

// The page is no wider than the window: nothing makes a person scroll sideways.
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page is no wider than the window`).toBeLessThanOrEqual(innerWidth);
}

// Waits until the server has read an item's file and made its preview (GET
// /api/previews/{kind}/{id} says state "done"): files are read in the background after the
// server starts.
export async function expectPreviewDone(request: APIRequestContext, api: string, timeout: number) {
  await expect
    .poll(async () => ((await (await request.get(api)).json()) as { state: string }).state, {
      message: `${api} is done`,
      timeout,
      intervals: [500, 1000, 2000],
    })
    .toBe('done');
}
