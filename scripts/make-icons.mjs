// Draws the installable app's icons (the favicon's mark: a graduation cap on the app's blue) and renders them
// to PNG with the E2E tier's Chromium, so no image is downloaded. Run after changing the mark:
//   node scripts/make-icons.mjs   (writes public/icons/*.png; commit them)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';

const BLUE = '#2f5bea';
const CAP = 'M32 14 8 26l24 12 20-10v14h4V26L32 14Zm-14 22v8c0 4 7 8 14 8s14-4 14-8v-8l-14 7-14-7Z';

/**
 * `rounded`: the 'any' icon, a rounded square on transparency. Otherwise a full square (maskable and Apple's
 * touch icon, which the platform rounds or masks itself) whose mark stays inside the maskable safe zone (the
 * centre circle of 80% of the width).
 */
function svg({ rounded }) {
  const background = rounded
    ? `<rect width="64" height="64" rx="14" fill="${BLUE}"/>`
    : `<rect width="64" height="64" fill="${BLUE}"/>`;
  // The cap's box is 48×38 (x 8–56, y 14–52); in the full square it shrinks to 70% about the centre.
  const mark = rounded
    ? `<path d="${CAP}" fill="#fff"/>`
    : `<g transform="translate(32 33) scale(0.7) translate(-32 -33)"><path d="${CAP}" fill="#fff"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">${background}${mark}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
];

const outDir = path.resolve('public/icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<div style="width:${icon.size}px;height:${icon.size}px">${svg(icon)}</div></body></html>`,
    );
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`[icons] public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
