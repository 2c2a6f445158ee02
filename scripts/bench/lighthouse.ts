/**
 * Lighthouse 13 in Debian Chromium, on the project's Node 24: the desktop preset, or (`mode: 'mobile'`)
 * Lighthouse's own default — a phone's screen emulated, simulated slow 4G and a 4× slower CPU (what issue 38's
 * ≥ 90 target means; scripts/bench/lighthouse-mobile.ts). Chromium's headless mode must keep the GPU process (no
 * --disable-gpu): without it Lighthouse finds no navigation start in the trace (NO_NAVSTART).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseScores {
  page: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** First contentful paint and speed index (ms); the main thread's long tasks were counted by TBT. */
  fcpMs?: number | null;
  speedIndexMs?: number | null;
  error: string | null;
}

export type LighthouseMode = 'desktop' | 'mobile';

/** One Lighthouse run, retried (up to three times) when Chromium's trace comes back without a navigation. */
export function runLighthouse(
  page: string,
  url: string,
  cookie?: string,
  mode: LighthouseMode = 'desktop',
): LighthouseScores {
  let result = runOnce(page, url, cookie, mode);
  for (let attempt = 2; attempt <= 3 && result.error?.includes('NO_NAVSTART'); attempt++)
    result = runOnce(page, url, cookie, mode);
  return result;
}

function runOnce(
  page: string,
  url: string,
  cookie: string | undefined,
  mode: LighthouseMode,
): LighthouseScores {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const res = spawnSync(
      'node_modules/.bin/lighthouse',
      [
        url,
        // No preset: Lighthouse's default is the mobile one (emulated phone, simulated throttling).
        ...(mode === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless --no-sandbox',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    if (res.status !== 0)
      return {
        page,
        performance: null,
        accessibility: null,
        lcpMs: null,
        tbtMs: null,
        fcpMs: null,
        speedIndexMs: null,
        error: (res.stderr || `exit ${res.status}`).trim().slice(-200),
      };
    // LH_KEEP_DIR keeps each report (to read its long tasks, render-blocking files and LCP element).
    if (process.env.LH_KEEP_DIR) {
      mkdirSync(process.env.LH_KEEP_DIR, { recursive: true });
      const name = `${mode}-${page.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      copyFileSync(out, path.join(process.env.LH_KEEP_DIR, name));
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { code: string };
    };
    const score = (c: string) =>
      report.categories[c]?.score == null ? null : Math.round(report.categories[c]!.score! * 100);
    const audit = (a: string) =>
      report.audits[a]?.numericValue == null ? null : Math.round(report.audits[a]!.numericValue!);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
      error: report.runtimeError?.code ?? null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
