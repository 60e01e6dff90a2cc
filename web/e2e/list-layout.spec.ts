import { expect, test } from './fixtures';
import { appStarted, expectNoSidewaysScroll } from './helpers';

// The list pages at a phone's width (issue 48): Important topics, Quantum, Notes and Practical
// files were 948–3,988 px wide at 412 px, because each slide's "Save for offline" status (text
// for screen readers only) escaped the carousel's clipping; the "Report a problem" dialog then
// opened off screen. Each page fits, and the dialog and its Send button are on screen.
const LIST_PAGES = [
  '/important-topics/first-year',
  '/FirstYearQuantum',
  '/Study_material/FirstYearStudyMaterialPage',
  '/handwritten_Notes/First-year',
  '/practical_files/All_year_pract',
];

for (const width of [360, 412]) {
  test(`at ${width} px the list pages fit the phone and the report dialog is on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of LIST_PAGES) {
      await page.goto(path);
      await appStarted(page);
      await expect(page.getByRole('button', { name: 'Save for offline' }).first()).toBeAttached();
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);

      const report = page.getByRole('button', { name: /^Report a problem/ }).first();
      await report.scrollIntoViewIfNeeded();
      await report.click();
      const dialog = page.getByRole('dialog', { name: 'Report a problem' });
      await expect(dialog).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
