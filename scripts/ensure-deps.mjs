// Installs dependencies exactly as package-lock.json records them (`npm ci`) when node_modules is missing, or was
// installed from another lock file or for another Node (native addons are built per Node ABI). Node built-ins only:
// this runs on a fresh clone before anything is installed.
//
// The lock file holds every platform's optional packages (Tailwind's, Rollup's and the resolver's native
// binaries, the wasm fallback): `npm ci` refuses a lock without them, and `npm install` would fill the gap with
// whatever the registry resolves that day. Regenerate it with `npm install --package-lock-only` after removing
// node_modules/ (npm leaves out other platforms' entries when it writes the lock from an installed tree).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureNode } from './node-runtime.mjs';

const stampFile = 'node_modules/.homeschool-install-stamp';

export function ensureDeps() {
  const lock = readFileSync('package-lock.json');
  const pkg = readFileSync('package.json');
  const hash = createHash('sha256').update(lock).update(pkg).update(process.versions.modules).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  console.log(
    `[homeschool] installing dependencies with npm ci on Node ${process.versions.node} (first run, or package-lock.json or Node changed)...`,
  );
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (res.status !== 0) {
    console.error('[homeschool] npm ci failed; see the output above.');
    process.exit(res.status ?? 1);
  }
  writeFileSync(stampFile, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureNode();
  ensureDeps();
}
