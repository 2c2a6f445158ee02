import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { childApi, expect, signUpViaApi, test } from './fixtures';

/** Screenshots of the offline banner, to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-pwa';
const DAY_READS_CACHE = 'hs-day-reads';
const OFFLINE_BANNER =
  "You're offline — showing what was last loaded. Changes can't be saved until you're back online.";
const CANT_SAVE = "Changes can't be saved until you're back online.";

/** The paths of the API answers the service worker keeps for offline use. */
const keptReads = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname).sort();
  }, DAY_READS_CACHE);

test.describe('installable app', () => {
  // The second test changes the built service worker; the first must not see that.
  test.describe.configure({ mode: 'serial' });

  test('installs, opens offline with the day last loaded, refuses writes gently and forgets the day on sign-out', async ({
    playwright,
    baseURL,
    launchOptions,
  }) => {
    test.setTimeout(90_000);
    await withProfiledBrowser(playwright.chromium, { baseURL, launchOptions }, async (page) => {
      await signUpViaApi(page);
      await installAndGoOffline(page);
    });
  });

  test('a new version takes over and the page reloads itself, once', async ({
    playwright,
    baseURL,
    launchOptions,
  }) => {
    test.setTimeout(90_000);
    const swFile = path.resolve(process.env.HS_DIST || 'dist', 'client/sw.js');
    // The build writes sw.js with its compressed copies (scripts/compress-client.mjs), which the server sends first.
    const copies = [swFile, `${swFile}.br`, `${swFile}.gz`].filter((f) => existsSync(f));
    const originals = copies.map((f) => readFileSync(f));
    const original = originals[0]!.toString('utf8');
    await withProfiledBrowser(playwright.chromium, { baseURL, launchOptions }, async (page) => {
      await signUpViaApi(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      let loads = 0;
      page.on('load', () => loads++);
      await page.evaluate(() => sessionStorage.setItem('before-update', 'yes'));
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      try {
        // A new build: the server sends the changed sw.js (no-cache), the browser finds it on its update check.
        const next = Buffer.from(`${original}\n// a new version\n`);
        writeFileSync(swFile, next);
        if (existsSync(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(next));
        if (existsSync(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(next));
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        await expect
          .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 20_000 })
          .toBe(false);
      } finally {
        copies.forEach((f, i) => writeFileSync(f, originals[i]!));
      }
      // Reloaded by the app (same tab, same session), into the new version, and only once.
      expect(await page.evaluate(() => sessionStorage.getItem('before-update'))).toBe('yes');
      await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
      ).toBeNull();
      await page.waitForTimeout(3_000);
      expect(loads).toBe(1);
    });
  });
});

/** A browser with a profile: Chrome never offers to install an app from an incognito window, which is what
 * Playwright's usual contexts are (installability error 'in-incognito'). */
async function withProfiledBrowser(
  chromium: { launchPersistentContext(dir: string, options: object): Promise<BrowserContext> },
  { baseURL, launchOptions }: { baseURL: string | undefined; launchOptions: object },
  run: (page: Page) => Promise<void>,
) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hs-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 1280, height: 800 },
    // The other specs block service workers (playwright.config.ts); these are about it.
    serviceWorkers: 'allow',
  });
  try {
    await run(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function installAndGoOffline(page: Page) {
  const task = await page.request.post(await childApi(page.request, 'tasks'), {
    data: { title: 'Read a chapter', priority: 'high' },
  });
  expect(task.status()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Read a chapter' })).toBeVisible();

  // After load the worker installs and takes control of the page, which then keeps the day's reads.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // It added nothing to the first load: its code was fetched after the page's load event.
  const registration = await page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((e) => /service-worker|workbox/.test(e.name));
    return {
      chunks: chunks.length,
      beforeLoad: chunks.filter((e) => e.startTime < loaded).map((e) => e.name),
    };
  });
  expect(registration).toEqual({ chunks: 1, beforeLoad: [] });
  await expect
    .poll(() => keptReads(page), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['/api/me', expect.stringMatching(/^\/api\/students\/[^/]+\/dashboard$/)]),
    );

  // Installable the way Chrome decides it: no installability errors, and the manifest parses cleanly.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as { icons: { sizes: string; purpose?: string }[] };
  expect(parsed).toMatchObject({
    name: 'Homeschool',
    short_name: 'Homeschool',
    display: 'standalone',
    start_url: '/',
  });
  expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await cdp.detach();

  // Offline, the app opens from the worker: the shell, the banner, and the to-do loaded before.
  await page.context().setOffline(true);
  const dashboardRead = page.waitForResponse((res) =>
    /\/api\/students\/[^/]+\/dashboard$/.test(new URL(res.url()).pathname),
  );
  await page.reload();
  // The worker's kept copy answered (it marks its copies), not the network.
  expect((await dashboardRead).headers()['x-hs-offline-copy']).toBe('1');
  await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toBeVisible();
  const todo = page.getByRole('checkbox', { name: 'Read a chapter' });
  await expect(todo).toBeVisible();
  await expect(page.getByText('0 of 1 completed')).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/offline-1280.png` });
  for (const [width, height] of [
    [375, 812],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offline-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ticking it offline is refused with words, and the to-do stays as it was.
  await todo.click();
  await expect(page.getByText(CANT_SAVE, { exact: true }).first()).toBeVisible();
  await expect(todo).not.toBeChecked();
  await expect(page.getByText('0 of 1 completed')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-write-1280.png` });

  // Back online the banner goes and the tick saves.
  await page.context().setOffline(false);
  await expect(banner).toHaveCount(0);
  await todo.click();
  await expect(page.getByText('1 of 1 completed')).toBeVisible();

  // Signing out deletes the kept day, so the next person on the tablet cannot read it offline.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate((name) => caches.has(name), DAY_READS_CACHE)).toBe(false);
}
