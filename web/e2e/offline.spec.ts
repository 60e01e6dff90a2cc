import { expect, test } from './fixtures';
import { items } from './helpers';

// Installable and offline (issue 14): the manifest, the service worker, "Save for offline"
// and the Saved page with the network cut.

test('the manifest is linked, parseable, has its icons, and is revalidated like the service worker', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = JSON.parse(await res.text());
  expect(manifest).toMatchObject({ short_name: 'Pathshala', start_url: '/home', display: 'standalone' });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a PDF saved for offline opens from the Saved page with the network cut', async ({ page, context, request }) => {
    const [topic] = await items(request, '/api/catalog/important-topics/firstYear');
    const title = String(topic.title);
    const file = String(topic.downloadUrl);
    expect(file).toMatch(/^\/files\/.+\.pdf$/);

    await page.goto('/important-topics/first-year');
    // Installed, app shell precached, and in control of this page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const card = page.locator('article', { hasText: title }).first();
    await card.getByRole('button', { name: `Save for offline: ${title}` }).click();
    await expect(card.getByText('Saved for offline', { exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/saved');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved files' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved.getByRole('listitem')).toContainText(/\d+(\.\d)? (B|KB|MB)/);

    // Opening it: a new tab whose document is the PDF, answered by the service worker.
    const opened = context.waitForEvent('response', (r) => new URL(r.url()).pathname === file);
    const popupOpened = page.waitForEvent('popup');
    await saved.getByRole('link', { name: title }).click();
    const response = await opened;
    const popup = await popupOpened;
    expect(new URL(popup.url()).pathname).toBe(file);
    expect(response.status()).toBe(200);
    expect(response.fromServiceWorker()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/pdf');
    // The tab shows Chromium's PDF viewer; the bytes it was given, still with no network:
    const bytes = await page.evaluate((url) => fetch(url).then(async (r) => new TextDecoder('latin1').decode(await r.arrayBuffer())), file);
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    await popup.close();

    // Removing it empties the list.
    await saved.getByRole('button', { name: `Remove ${title}` }).click();
    await expect(page.getByText('No saved files yet.')).toBeVisible();
  });

  test('a list seen before shows again with the network cut (stale-while-revalidate)', async ({ page, context, request }) => {
    const papers = await items(request, '/api/catalog/previous-year/secondYear');
    await page.goto('/pyq/Second-year');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // This visit's list goes through the service worker, which keeps a copy.
    await page.reload();
    await expect(page.getByRole('link', { name: String(papers[0].title) }).first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Previous Year paper for BTECH (2021-25)' })).toBeVisible();
    await expect(page.getByRole('link', { name: String(papers[0].title) }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });

  test('offline, the app still asks for a list, and the service worker answers from its copy', async ({ page, context, request }) => {
    const [topic] = await items(request, '/api/catalog/important-topics/firstYear');
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/important-topics/first-year'); // its list, embedded in the page, is kept for offline
    await expect(page.getByText(String(topic.title)).first()).toBeVisible();
    await page.waitForFunction(async () => !!(await (await caches.open('pathshala-lists-v1')).match('/api/catalog/important-topics/firstYear')));

    await page.goto('/home'); // a fresh app: nothing in its memory
    await context.setOffline(true); // the page hears "offline"
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Important topics' }).click();
    await page.getByRole('link', { name: 'VISIT First Year' }).click();
    await expect(page.getByText(String(topic.title)).first()).toBeVisible();
  });
});
