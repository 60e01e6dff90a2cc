import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
