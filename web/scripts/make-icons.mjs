// Renders the PWA icons in public/icons/ from public/favicon.svg with Debian's Chromium (no
// image tools needed). Run by hand when the logo changes: `node scripts/make-icons.mjs`;
// the PNGs are committed, so the build does not need a browser.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
// Maskable icons may be cropped to a circle by the launcher: full-bleed colour, no rounded
// corners, and the letter inside the central 80% safe zone.
const maskable = svg
  .replace(/ rx="\d+"/, '')
  .replace('font-size="36"', 'font-size="26"')
  .replace('y="44"', 'y="41"');

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: new URL(`../public/icons/${icon.file}`, import.meta.url).pathname, omitBackground: true });
}
await browser.close();
