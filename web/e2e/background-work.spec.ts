import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './helpers';

// Issue 49: at 1366 px a failed task's last error sat under the table's sticky Actions column.
// A file that cannot be read fails its reading for good; the admin's Background work shows
// why, readable (on screen, nothing over it) on a laptop and on a phone.
const BROKEN_PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n'),
  Buffer.alloc(3000, 7),
  Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);

test("a failed task's last error is readable at 1366 and 390 px", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ps_csrf')?.value ?? '';
  const uploaded = await page.request.post('/api/admin/files', {
    headers: { 'X-CSRF-Token': csrf },
    multipart: { file: { name: 'broken-drill.pdf', mimeType: 'application/pdf', buffer: BROKEN_PDF } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Background work', exact: true }).click();
    await page
      .getByRole('group', { name: 'Show tasks' })
      .getByRole('button', { name: /^Failed/ })
      .click();
    // The reading is urgent: it fails within moments of the upload.
    await expect(async () => {
      await page
        .getByRole('group', { name: 'Show tasks' })
        .getByRole('button', { name: /^Failed/ })
        .click();
      await expect(page.getByText(`Read “broken-drill.pdf” (${url})`).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const row = page.getByText(`Read “broken-drill.pdf” (${url})`).first();
    await row.scrollIntoViewIfNeeded();
    const error = page.getByText('the file has no pages', { exact: true }).filter({ visible: true }).first();
    await error.scrollIntoViewIfNeeded();
    await expect(error).toBeInViewport({ ratio: 1 });
    // Nothing covers it: the element at its middle is the error's own text.
    const covered = await error.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
      return !(top && (el === top || el.contains(top)));
    });
    expect(covered, `the last error at ${width} px is under another element`).toBe(false);
    await expectNoSidewaysScroll(page, `Background work at ${width} px`);
    // A label with a whole upload path in it does not widen the table past its box.
    const table = page.getByRole('table');
    if ((await table.count()) > 0) {
      const fits = await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth);
      expect(fits, `the table fits its box at ${width} px`).toBe(true);
    }
  }
});
