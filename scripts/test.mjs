// `npm test`: every tier, none skipped. Tiers that do not depend on each other run side by side (ADR 039):
// on two cores one vitest worker per tier leaves a core idle, so the SQLite and PostgreSQL API tiers, and the
// build with the ops and E2E tiers after it, share the machine. Each tier's output is printed whole when it
// ends (never interleaved); a failing step stops the tiers after it in its lane, and `npm test` fails.
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureBrowser } from './find-browser.mjs';
import { ensureCaddy } from './find-caddy.mjs';
import { e2eFailurePlaces, printE2eFailures, vitestFailures } from './e2e-failures.mjs';
import { ensureNode } from './node-runtime.mjs';

await ensureNode();
console.log(`[homeschool] running every tier on Node ${process.versions.node}`);
ensureDeps();

const tier = (name, cmd, env = {}) => ({ name, cmd, env });
/** Stages run one after another; the lanes of a stage side by side; the tiers of a lane in order. */
const stages = [
  [
    [tier('lint', ['npm', 'run', 'lint'])],
    [tier('dependency review (offline)', ['npm', 'run', 'deps:review'])],
    [tier('typecheck', ['npm', 'run', 'typecheck'])],
  ],
  [
    [tier('unit', ['npm', 'run', 'test:unit']), tier('api (SQLite)', ['npm', 'run', 'test:api'])],
    [tier('api (PostgreSQL)', ['npm', 'run', 'test:api:pg'])],
    [
      tier('build', ['node', 'scripts/build.mjs']),
      tier('ops (TLS proxy, instances)', ['npm', 'run', 'test:ops'], { CADDY_PATH: 'caddy' }),
      tier('e2e (Chromium)', ['npm', 'run', 'test:e2e'], { CHROMIUM_PATH: 'chromium' }),
    ],
  ],
  // Alone at the end: they measure answer times while an import and exports run, against the same client idle.
  [[tier('timing (import/export latency, SQLite and PostgreSQL)', ['npm', 'run', 'test:timing'])]],
];
const total = stages.flat(2).length;

function run({ name, cmd, env }) {
  const t0 = Date.now();
  const extra = { ...env };
  if (extra.CHROMIUM_PATH) extra.CHROMIUM_PATH = ensureBrowser();
  if (extra.CADDY_PATH) {
    extra.CADDY_PATH = ensureCaddy();
    extra.CHROMIUM_PATH = ensureBrowser();
  }
  console.log(`[homeschool] ${name}: started`);
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      env: { ...process.env, ...extra, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${name} (${seconds} s) ===\n`);
      process.stdout.write(Buffer.concat(out));
      if (!ok && name.startsWith('e2e')) printE2eFailures();
      // The summary names what failed: a CI log that keeps only its tail still says which tests to look at.
      const failed = ok
        ? []
        : name.startsWith('e2e')
          ? e2eFailurePlaces()
          : vitestFailures(Buffer.concat(out).toString());
      const details = failed.map((f) => `\n      ${f}`).join('');
      resolve({ ok, line: `${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)${details}` });
    });
  });
}

const results = [];
const t0 = Date.now();
for (const lanes of stages) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await run(step);
        results.push(result);
        if (!result.ok) return;
      }
    }),
  );
  if (results.some((r) => !r.ok)) break;
}
const minutes = ((Date.now() - t0) / 60_000).toFixed(1);
console.log(`\n=== summary (${minutes} min) ===\n` + results.map((r) => r.line).join('\n'));
process.exit(results.length === total && results.every((r) => r.ok) ? 0 : 1);
