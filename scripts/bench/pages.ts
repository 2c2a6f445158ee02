/**
 * Beside Lighthouse (lighthouse.ts): loads a page in Debian
 * Chromium with playwright-core and reads the same raw metrics Lighthouse scores from — FCP, LCP,
 * total blocking time (long tasks over 50 ms after FCP), CLS, bytes transferred — plus axe-core
 * violations as the accessibility check, and which /api requests the page made.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export interface PageMetrics {
  page: string;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  axeViolations: number;
  apiRequests: string[];
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const OBSERVE = `
  window.__perf = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;

export async function measurePages(base: string, cookie: string): Promise<PageMetrics[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const out: PageMetrics[] = [];
  try {
    for (const target of [
      { page: '/welcome', path: '/welcome', signedIn: false, ready: 'h1' },
      { page: '/ (dashboard, seeded account)', path: '/', signedIn: true, ready: 'main h1, h1' },
    ]) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      if (target.signedIn) {
        await context.addCookies(
          cookie.split('; ').map((c) => {
            const [name, ...rest] = c.split('=');
            return { name: name!, value: rest.join('='), url: base };
          }),
        );
      }
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      const api: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/api/') && u.pathname !== '/api/realtime')
          api.push(`${r.method()} ${u.pathname}`);
      });
      await page.goto(base + target.path, { waitUntil: 'networkidle' });
      await page.locator(target.ready).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      const m = await page.evaluate(() => {
        const w = window as unknown as {
          __perf: { lcp: number; cls: number; longTasks: [number, number][] };
        };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tbt = w.__perf.longTasks
          .filter(([s]) => s >= fcp)
          .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
        const transfer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
          (s, e) => s + e.transferSize,
          0,
        );
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return {
          fcp,
          lcp: w.__perf.lcp,
          tbt,
          cls: w.__perf.cls,
          transfer: transfer + (nav?.transferSize ?? 0),
        };
      });
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      out.push({
        page: target.page,
        fcp: Math.round(m.fcp),
        lcp: Math.round(m.lcp),
        tbt: Math.round(m.tbt),
        cls: m.cls,
        transferBytes: m.transfer,
        axeViolations: axe.violations.length,
        apiRequests: [...new Set(api)],
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
