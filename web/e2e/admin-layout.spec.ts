import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, items, signIn } from './helpers';

// The admin pages fit the screen from a small phone to a wide monitor (issue 30, item 6): the
// page never scrolls sideways, and each record's Edit and Delete are on screen, not past the
// right edge of a table that scrolls inside itself. Nothing here changes the demo content.
const WIDTHS = [360, 768, 1280, 1920];

// Every category tab, its list in the admin API (first year where there are years) and the
// field a record is called by in "Edit <name>".
const CATEGORIES = [
  { tab: 'notes', path: '/api/admin/catalog/notes/firstYear', name: 'title' },
  { tab: 'quantum', path: '/api/admin/catalog/quantum/firstYear', name: 'title' },
  { tab: 'Important Topics', path: '/api/admin/catalog/important-topics/firstYear', name: 'title' },
  { tab: 'practical', path: '/api/admin/catalog/practical/firstYear', name: 'title' },
  { tab: 'pyq', path: '/api/admin/catalog/previous-year/firstYear', name: 'title' },
  { tab: 'bl_notes', path: '/api/admin/catalog/bl-notes/firstYear', name: 'title' },
  { tab: 'jobs', path: '/api/admin/jobs', name: 'role' },
  { tab: 'projects', path: '/api/admin/projects', name: 'cardTitle' },
  { tab: 'premiumCourses', path: '/api/admin/courses', name: 'title' },
];

// Shown, within the window from left to right, and not cut off by a box that scrolls sideways.
async function expectOnScreen(page: Page, button: Locator, where: string) {
  await expect(button, where).toBeVisible();
  const box = await button.boundingBox();
  const innerWidth = await page.evaluate(() => window.innerWidth);
  expect(box, where).not.toBeNull();
  expect(box!.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: right edge`).toBeLessThanOrEqual(innerWidth);
  const clippedBy = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (r.left < c.left - 0.5 || r.right > c.right + 0.5) return `<${a.tagName.toLowerCase()} class="${a.className}">`;
    }
    return null;
  });
  expect(clippedBy, `${where}: not scrolled out of sight`).toBeNull();
}

async function openTab(page: Page, tab: string) {
  const button = page.getByRole('tab', { name: tab, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
}

for (const width of WIDTHS) {
  test(`at ${width} px each admin tab fits and shows the first record's Edit and Delete`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'admin');
    for (const category of CATEGORIES) {
      const where = `${category.tab} at ${width} px`;
      const [first] = await items(page.request, `${category.path}?limit=20`);
      const name = String(first[category.name]);
      await openTab(page, category.tab);
      const edit = page.getByRole('button', { name: `Edit ${name}`, exact: true }).first();
      const remove = page.getByRole('button', { name: `Delete ${name}`, exact: true }).first();
      await expectOnScreen(page, edit, `${where}: Edit`);
      await expectOnScreen(page, remove, `${where}: Delete`);
      // A phone gets cards; from 768 px a table, whole in its box (no scrolling inside it).
      if (width < 768) {
        await expect(page.getByRole('table')).toHaveCount(0);
      } else {
        const fits = await page.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth);
        expect(fits, `${where}: the table fits its box`).toBe(true);
      }
      await expectNoSidewaysScroll(page, where);
    }

    for (const tab of ['Orders', 'Activity', 'Background work']) {
      await openTab(page, tab);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(/^Loading/)).toHaveCount(0);
      await expect(panel).not.toBeEmpty();
      await expectNoSidewaysScroll(page, `${tab} at ${width} px`);
    }
  });

  test(`at ${width} px the import (with a file's rows) and seeding pages fit`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'admin');

    await page.goto('/dataa');
    await expect(page.getByRole('heading', { name: 'Import data' })).toBeVisible();
    await expectNoSidewaysScroll(page, `/dataa at ${width} px`);
    // The collection's own template: its example row, checked (nothing is stored).
    const href = await page.getByRole('link', { name: 'Download CSV template' }).getAttribute('href');
    const template = await page.request.get(href!);
    expect(template.status()).toBe(200);
    await page.getByLabel('File to import (.csv or .json)').setInputFiles({ name: 'template.csv', mimeType: 'text/csv', buffer: await template.body() });
    await expect(page.getByRole('table', { name: 'Rows of template.csv' })).toBeVisible();
    await expectNoSidewaysScroll(page, `/dataa with a preview at ${width} px`);

    for (const path of ['/seeding_jobs', '/SeedBlThird']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin tools' })).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
    }
  });
}

test('the records turn from a table into cards and back as the window narrows and widens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const [first] = await items(page.request, '/api/admin/catalog/notes/firstYear?limit=20');
  const edit = page.getByRole('button', { name: `Edit ${String(first.title)}`, exact: true }).first();
  await expect(page.getByRole('table', { name: /^notes, First year: \d+ records?$/ })).toBeVisible();
  await expectOnScreen(page, edit, 'table at 1280 px');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('list', { name: /^notes, First year: \d+ records?$/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectOnScreen(page, edit, 'cards at 360 px');
  await expectNoSidewaysScroll(page, 'cards at 360 px');

  // Editing from a card opens the form with the record.
  await edit.click();
  await expect(page.getByRole('form', { name: 'Edit notes record' }).getByLabel('Title', { exact: true })).toHaveValue(String(first.title));

  await page.setViewportSize({ width: 1920, height: 900 });
  await expect(page.getByRole('table', { name: /^notes, First year: \d+ records?$/ })).toBeVisible();
  await expectOnScreen(page, edit, 'table at 1920 px');
});

// Issue 50's forms on a phone: the Dashboard's GST returns (a quarter's long link names), a
// coupon that makes items free (its warning lists them) and a profile's business.
test('at 360 px the GST returns, a coupon that gives items away and the business form fit', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/admin?tab=Dashboard');
  const gst = page.getByRole('region', { name: 'GST returns' });
  await gst.getByRole('radio', { name: 'A quarter' }).check();
  // Below the charts on a phone: scrolled to, it is whole on screen (not cut at the right).
  const register = gst.getByRole('link', { name: /^Download invoice register for / });
  await register.scrollIntoViewIfNeeded();
  await expect(register).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, 'GST returns at 360 px');

  await page.goto('/admin?tab=Coupons');
  const form = page.getByRole('form', { name: 'Add a coupon' });
  await form.getByLabel('Kind').selectOption('fixed');
  await form.getByRole('textbox', { name: 'Rupees off' }).fill('100000');
  await expect(form.getByRole('status')).toContainText('This code makes');
  await expectNoSidewaysScroll(page, 'the coupon form with its warning at 360 px');

  await page.goto('/profile');
  const business = page.getByRole('region', { name: 'Buying for a business' });
  await expect(business.getByLabel('GSTIN')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the profile at 360 px');
});
