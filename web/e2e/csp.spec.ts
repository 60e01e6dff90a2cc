import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The suite's CSP guard (e2e/fixtures.ts) must be able to fail a test: an inline script, which
// the pages' policy (script-src 'self') forbids, is recorded both from the console and as a
// securitypolicyviolation event. These tests empty the record once they have checked it, so
// they pass; any other test that does the same fails.

async function injectInlineScript(page: Page) {
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = '1';
    document.head.appendChild(s);
  });
}

test('the CSP guard records an inline script the page policy blocks', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(cspViolations).toEqual([]);

  await injectInlineScript(page);
  await expect.poll(() => cspViolations.filter((v) => v.startsWith('securitypolicyviolation ')).length).toBeGreaterThan(0);
  await expect.poll(() => cspViolations.filter((v) => v.startsWith('console ')).length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toContain('script-src');
  cspViolations.length = 0;
});

test('the CSP guard also watches a browser context the test opens itself', async ({ browser, cspViolations }) => {
  const other = await browser.newPage();
  await other.goto('/');
  await injectInlineScript(other);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  await other.close();
  cspViolations.length = 0;
});
