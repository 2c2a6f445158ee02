/**
 * Lighthouse 13 (desktop preset) in Debian Chromium, on the project's Node 24. Chromium's headless mode must
 * keep the GPU process (no --disable-gpu): without it Lighthouse finds no navigation start in the trace
 * (NO_NAVSTART).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseScores {
  page: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  error: string | null;
}

/** One Lighthouse run, retried (up to three times) when Chromium's trace comes back without a navigation. */
export function runLighthouse(page: string, url: string, cookie?: string): LighthouseScores {
  let result = runOnce(page, url, cookie);
  for (let attempt = 2; attempt <= 3 && result.error?.includes('NO_NAVSTART'); attempt++)
    result = runOnce(page, url, cookie);
  return result;
}

function runOnce(page: string, url: string, cookie?: string): LighthouseScores {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const res = spawnSync(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--preset=desktop',
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
        error: (res.stderr || `exit ${res.status}`).trim().slice(-200),
      };
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
      error: report.runtimeError?.code ?? null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
