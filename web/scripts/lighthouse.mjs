// make lighthouse: Lighthouse (mobile preset: Moto G power-class CPU and slow 4G, simulated)
// with Debian's Chromium against the release server on freshly seeded demo data, serving
// web/dist. Prints performance, LCP, TBT, CLS, accessibility, SEO and best practices per
// page. A measurement, not a test: it never fails on a score (issue 14's targets:
// performance >= 98, LCP <= 1.5 s, the other three 100).
// Environment: PATHSHALA_BIN (the server), LIGHTHOUSE_PORT (18300), CHROMIUM_PATH,
// LIGHTHOUSE_PAGES, LIGHTHOUSE_REPORTS (a directory: each page's full JSON report is written
// there, to see which element was the LCP and which requests it waited for).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// LIGHTHOUSE_PAGES="/home /Job_portal" measures a few.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean) ?? [
  '/home',
  '/pyq/Second-year',
  '/important-topics/first-year',
  '/Job_portal',
  '/mini_project',
];
const bin = process.env.PATHSHALA_BIN ?? '../build/release/pathshala';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 18300);
const origin = `http://127.0.0.1:${port}`;
const web = new URL('../dist', import.meta.url).pathname;

const data = mkdtempSync(join(tmpdir(), 'pathshala-lighthouse-'));
execFileSync(bin, ['seed-demo', '--data', data], { stdio: 'ignore' });
const server = spawn(bin, ['serve', '--data', data, '--web', web, '--port', String(port), '--log-level', 'warn', '--access-log', 'off'], {
  stdio: 'inherit',
});
let chrome;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 100) throw new Error('the server did not come up');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  for (const path of PAGES) {
    const { lhr } = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${path.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const audit = (id) => lhr.audits[id].numericValue ?? 0;
    rows.push({
      page: path,
      performance: score('performance'),
      FCP: `${(audit('first-contentful-paint') / 1000).toFixed(2)} s`,
      LCP: `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      TBT: `${Math.round(audit('total-blocking-time'))} ms`,
      CLS: audit('cumulative-layout-shift').toFixed(3),
      accessibility: score('accessibility'),
      SEO: score('seo'),
      'best-practices': score('best-practices'),
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) console.log(`${path}: audits not passed: ${failing.join(', ')}`);
  }
  const header = Object.keys(rows[0]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${header.map((h) => row[h]).join(' | ')} |`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
