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

// The app has taken over a server-rendered page: its skip link, which the server's HTML does
// not have, is there. (The server's header, links and forms look like the app's and work
// without it, so finding them says nothing about the app.)
export async function appStarted(page: Page) {
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
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
