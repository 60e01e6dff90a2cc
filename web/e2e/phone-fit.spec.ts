import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

// Every page of the app fits a phone (issue 48): each route of the app's route table — read
// from the build's own file, so a new route is checked without touching this test — at 360
// and 412 px, with no sideways scroll and every dialog it opens with fully on screen. A route
// with parameters is visited at the first URL of the sitemap that fills it (the demo content).
const ROUTES = JSON.parse(readFileSync(new URL('../dist/app-routes.json', import.meta.url), 'utf8')) as string[];

const patternOf = (route: string) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`, 'i');

test('every route of the app fits a 360 and a 412 px phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const unvisited: string[] = [];
  await page.setViewportSize({ width: 360, height: 800 });
  for (const route of ROUTES) {
    const path = route.includes(':') ? listed.find((p) => patternOf(route).test(p)) : route;
    if (!path) {
      unvisited.push(route);
      continue;
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    for (const width of [360, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      for (const dialog of await page.getByRole('dialog').all())
        if (await dialog.isVisible()) await expect(dialog, `${path}: its dialog at ${width} px`).toBeInViewport({ ratio: 1 });
    }
  }
  expect(unvisited, 'routes with no URL in the sitemap to visit them at').toEqual([]);
});

test('the search box on the results page keeps room to type on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/search?q=data%20structure');
  const box = page.getByRole('searchbox', { name: 'Search study material, courses and jobs' });
  const width = (await box.boundingBox())!.width;
  expect(width, 'the box is most of the row, not squeezed beside the year filter').toBeGreaterThanOrEqual(220);
  await expectNoSidewaysScroll(page, '/search at 360 px');
});
