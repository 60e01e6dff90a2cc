import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { items } from './helpers';

// Issue 14: axe-core finds no serious or critical violation (WCAG 2.x A and AA rules) on any
// public route of SPEC §2, checked once the page's content (not its loading state) is shown.
const ROUTES = [
  '/home',
  '/syllabus',
  '/studymaterial',
  '/Study_material/FirstYearStudyMaterialPage',
  '/pyq',
  '/pyq/Second-year',
  '/important-topics',
  '/important-topics/first-year',
  '/quantum',
  '/SecondYearQuantum',
  '/brevi_learning',
  '/brevi_learning/First-year',
  '/handwritten_Notes/year_selection',
  '/handwritten_Notes/Second-year',
  '/practical_files/All_year_pract',
  '/Job_portal',
  '/mini_project',
  '/Premium_courses',
  '/login',
  '/signup',
  '/saved',
  '/search?q=bcs301',
];

async function expectNoSeriousViolations(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  if (path === '/home') {
    // The Services carousel is loaded when its place comes near the viewport (routes/Home.tsx);
    // axe checks it too.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
}

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

for (const path of ROUTES) {
  test(`axe: ${path}`, async ({ page }) => {
    await expectNoSeriousViolations(page, path);
  });
}

test('axe: a project and a course detail page', async ({ page, request }) => {
  const [project] = await items(request, '/api/projects');
  await expectNoSeriousViolations(page, `/project/${project.id}`);
  const [course] = await items(request, '/api/courses');
  await expectNoSeriousViolations(page, `/course-details/${course.id}`);
});

test('axe: /home on a phone with the menu open, and offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, '/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  // The items fade in one after another (SPEC §2); axe measures contrast once they have.
  await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
