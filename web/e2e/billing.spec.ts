import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appStarted, items, signIn, type Item } from './helpers';

// Commerce for a GST-registered seller (issue 29), in the browser against the real server and
// the fake Razorpay (e2e/start-server.sh configures e2e/seller.json: Uttar Pradesh, 18% added):
// an admin makes a coupon in the panel, a student applies it in the checkout step and pays the
// discounted amount in the checkout stand-in, downloads the tax invoice, the admin refunds the
// order in full and the student loses access, and the dashboard shows the sale.

const COUPON = 'E2ETWENTY';

async function adminPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  return page;
}

function card(page: Page, course: Item) {
  const title = String(course.cardTitle || course.title);
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

test('a coupon, a discounted payment, the tax invoice, a refund from the panel and the dashboard', async ({ page, browser }) => {
  // The admin makes a 20% coupon in the Coupons tab.
  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=Coupons');
  await appStarted(admin);
  const form = admin.getByRole('form', { name: /coupon/i }).first();
  await form.getByLabel('Code').fill(COUPON);
  await form.getByLabel('Kind').selectOption('percent');
  await form.getByLabel('Percent off').fill('20');
  await form.getByRole('button', { name: /save|create|add/i }).click();
  await expect(admin.getByText(COUPON).first()).toBeVisible();

  // A student buys a premium course with it.
  await signIn(page, 'student');
  const courses = await items(page.request, '/api/courses');
  const me = await (await page.request.get('/api/auth/me')).json();
  const owned: string[] = me.purchasedCourses ?? [];
  // The last priced one: the other specs buy from the front of the list.
  const course = [...courses].reverse().find((c) => Number(c.price) > 0 && !owned.includes(c.id))!;
  expect(course, 'a priced course the student does not own').toBeDefined();
  // The card shows what is charged: GST added to the listed price.
  const payable = Number(course.payable);
  expect(payable).toBe(Math.round(Number(course.price) * 118));
  await page.goto('/Premium_courses');
  await appStarted(page);
  await expect(card(page, course).getByText(rupees(payable).replace('.00', ''), { exact: true })).toBeVisible();
  await expect(card(page, course).getByText('incl. GST')).toBeVisible();
  await card(page, course).getByRole('button', { name: 'Buy Now' }).click();

  const checkoutStep = page.getByRole('dialog', { name: 'Checkout' });
  await checkoutStep.getByLabel('Coupon code').fill('NOSUCHCODE');
  await checkoutStep.getByRole('button', { name: 'Apply' }).click();
  await expect(checkoutStep.getByText(/^This code cannot be used for this purchase\./)).toBeVisible();
  await checkoutStep.getByLabel('Coupon code').fill(COUPON.toLowerCase());
  await checkoutStep.getByRole('button', { name: 'Apply' }).click();
  const net = Number(course.price) * 100 - Math.round(Number(course.price) * 100 * 0.2);
  const discounted = Math.round(net * 1.18);
  await expect(checkoutStep.getByText(`New total ${rupees(discounted).replace('.00', '')}`)).toBeVisible();
  await checkoutStep.getByLabel(/state/i).selectOption({ label: 'Uttar Pradesh' });
  await checkoutStep.getByRole('button', { name: /^Pay ₹/ }).click();

  const razorpay = page.getByRole('dialog', { name: 'Razorpay Checkout (test)' });
  await expect(razorpay.getByTestId('razorpay-amount')).toHaveText(rupees(discounted));
  await razorpay.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/purchases\?paid=/);

  // The tax invoice, from My purchases.
  const invoice = page.getByRole('link', { name: /Download invoice INV\// });
  await expect(invoice).toBeVisible();
  const saved = page.waitForEvent('download');
  await invoice.click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^Tax Invoice INV-\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(new RegExp(`${COUPON}`)).first()).toBeVisible();

  // The admin refunds it in full from the Orders tab; the student loses access.
  await admin.goto('/admin?tab=Orders');
  await appStarted(admin);
  const row = admin
    .getByRole('row')
    .filter({ hasText: String(course.title) })
    .first();
  await row.getByRole('button', { name: /Details/ }).click();
  await admin.getByRole('button', { name: 'Refund' }).click();
  const refundForm = admin.getByRole('form', { name: 'Refund this order' });
  await expect(refundForm.getByText("A full refund removes the student's access; a partial refund keeps it.")).toBeVisible();
  await refundForm.getByLabel('Reason').fill('Bought by mistake');
  await refundForm
    .getByRole('button', { name: /refund/i })
    .last()
    .click();
  await expect(admin.getByText(/Refunded ₹/).first()).toBeVisible();
  await expect(admin.getByRole('link', { name: /Credit note/ }).first()).toBeVisible();

  await page.goto('/Premium_courses');
  await page.reload();
  await expect(card(page, course).getByRole('button', { name: 'Buy Now' })).toBeVisible();

  // The dashboard counts the sale (and its refund) with charts and a table.
  await admin.goto('/admin?tab=Dashboard');
  await appStarted(admin);
  const dashboard = admin.getByRole('region', { name: 'Dashboard' });
  await expect(dashboard.locator('canvas').first()).toBeVisible();
  const stats = await (await admin.request.get('/api/admin/stats')).json();
  expect(stats.totals.orders).toBeGreaterThanOrEqual(1);
  expect(stats.totals.refunded).toBeGreaterThanOrEqual(discounted);
  await expect(dashboard.getByText(String(stats.totals.orders)).first()).toBeVisible();

  // Issue 50: the month's GSTR-1 and invoice register, from the Dashboard's GST returns card.
  const invoiceNumber = download
    .suggestedFilename()
    .replace(/^Tax Invoice /, '')
    .replace(/\.pdf$/, '')
    .replaceAll('-', '/');
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());
  const gst = dashboard.getByRole('region', { name: 'GST returns' });
  await gst.getByLabel('Month', { exact: true }).fill(month);
  const gstr1Saved = admin.waitForEvent('download');
  await gst.getByRole('link', { name: /^Download GSTR-1 for .* \(ZIP\)$/ }).click();
  const gstr1 = await gstr1Saved;
  expect(gstr1.suggestedFilename()).toBe(`GSTR-1 ${month}.zip`);
  const docs = execFileSync('unzip', ['-p', (await gstr1.path())!, 'docs.csv']).toString();
  expect(docs).toMatch(/^Nature of Document,Sr\. No\. From,Sr\. No\. To,Total Number,Cancelled\r\n/);
  expect(docs).toContain('Invoices for outward supply,');
  expect(docs).toContain('Credit Note,CN/');
  const registerSaved = admin.waitForEvent('download');
  await gst.getByRole('link', { name: /^Download invoice register for / }).click();
  const register = (await readFile((await (await registerSaved).path())!)).toString();
  expect(register).toContain(`\nTax invoice,${invoiceNumber},`);
  // The refund's credit note, against that invoice.
  expect(register).toMatch(new RegExp(`\\nCredit note,CN/\\d{4}/\\d{6},[\\d-]+,${invoiceNumber},`));

  // The Orders tab finds the order by its invoice number, typed in small letters.
  await admin.goto('/admin?tab=Orders');
  await appStarted(admin);
  const search = admin.getByRole('search', { name: 'Order search' });
  await search.getByRole('searchbox', { name: 'Search orders' }).fill(invoiceNumber.toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('Orders, newest first: 1 order', { exact: true })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: String(course.title) })).toHaveCount(1);
  await admin.close();
});

// Issue 50: a business buys with its GSTIN. The place of supply follows the GSTIN's state
// (Maharashtra), and the invoice it downloads is a B2B tax invoice naming its GSTIN.
test('a business enters its GSTIN at checkout and downloads a B2B invoice that names it', async ({ page }) => {
  await signIn(page, 'student');
  const courses = await items(page.request, '/api/courses');
  const me = await (await page.request.get('/api/auth/me')).json();
  const owned: string[] = me.purchasedCourses ?? [];
  // The second-to-last priced one: the test above buys (and refunds) the last.
  const course = [...courses].reverse().filter((c) => Number(c.price) > 0 && !owned.includes(c.id))[1];
  expect(course, 'a priced course the student does not own').toBeDefined();
  await page.goto('/Premium_courses');
  await appStarted(page);
  await card(page, course).getByRole('button', { name: 'Buy Now' }).click();

  const checkoutStep = page.getByRole('dialog', { name: 'Checkout' });
  await checkoutStep.getByRole('checkbox', { name: /Buying for a business/ }).check();
  await checkoutStep.getByRole('textbox', { name: 'GSTIN' }).fill('27aapfu0939f1zv');
  await checkoutStep.getByRole('textbox', { name: 'Legal name of the business' }).fill('Udaan Coaching LLP');
  await expect(checkoutStep.getByRole('combobox', { name: 'Your state' })).toBeDisabled();
  await expect(checkoutStep.getByText('From your GSTIN: Maharashtra, the place of supply.')).toBeVisible();
  await expect(checkoutStep.getByText(/IGST/)).toBeVisible();
  await checkoutStep.getByRole('button', { name: /^Pay ₹/ }).click();

  await page.getByRole('dialog', { name: 'Razorpay Checkout (test)' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/purchases\?paid=/);
  const invoice = page
    .getByRole('listitem')
    .filter({ hasText: String(course.title) })
    .getByRole('link', { name: /Download invoice INV\// });
  // (The purchase's own file may download meanwhile: the invoice is the one named so.)
  const saved = page.waitForEvent('download', { predicate: (d) => d.suggestedFilename().startsWith('Tax Invoice') });
  await invoice.click();
  const text = execFileSync('pdftotext', ['-layout', (await (await saved).path())!, '-']).toString();
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('Udaan Coaching LLP');
  expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  expect(text).toContain('Maharashtra (27)');
  expect(text).toContain('IGST');
});
