// `npm test`: every tier, in order, none skipped. Stops at the first failing tier.
import { spawnSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { build } from './build.mjs';
import { ensureBrowser } from './find-browser.mjs';
import { printE2eFailures } from './e2e-failures.mjs';
import { ensureNode } from './node-runtime.mjs';

await ensureNode();
console.log(`[homeschool] running every tier on Node ${process.versions.node}`);
ensureDeps();
const tiers = [
  ['lint', ['npm', 'run', 'lint']],
  ['dependency review (offline)', ['npm', 'run', 'deps:review']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['api (SQLite)', ['npm', 'run', 'test:api']],
  ['api (PostgreSQL)', ['npm', 'run', 'test:api:pg']],
  ['build', null],
  ['e2e (Chromium)', ['npm', 'run', 'test:e2e']],
];
const results = [];
for (const [name, cmd] of tiers) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok = true;
  if (cmd === null) build();
  else {
    const env = { ...process.env };
    if (name.startsWith('e2e')) env.CHROMIUM_PATH = ensureBrowser();
    ok = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env }).status === 0;
  }
  results.push(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok && name.startsWith('e2e')) printE2eFailures();
  if (!ok) break;
}
console.log('\n=== summary ===\n' + results.join('\n'));
process.exit(results.every((r) => r.startsWith('PASS')) && results.length === tiers.length ? 0 : 1);
