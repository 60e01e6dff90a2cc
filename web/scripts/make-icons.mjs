// Renders the PWA icons in public/icons/ and public/favicon.ico from public/favicon.svg with
// Debian's Chromium (no image tools needed). Run by hand when the logo changes:
// `node scripts/make-icons.mjs`; the files are committed, so the build does not need a browser.
import { chromium } from '@playwright/test';
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';

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
// favicon.ico, which browsers ask for on their own (a PDF opened in a tab, old browsers): an
// ICO whose images are PNGs (16, 32 and 48 px), which every current browser reads.
const sizes = [16, 32, 48];
const pngs = [];
for (const size of sizes) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  pngs.push(await page.screenshot({ omitBackground: true }));
}
await browser.close();

const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[i].length;
});
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...pngs]));
