// Installs dependencies when node_modules is missing or older than package-lock.json. Node built-ins only:
// this runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stampFile = 'node_modules/.homeschool-install-stamp';

export function ensureDeps() {
  const lock = readFileSync('package-lock.json');
  const pkg = readFileSync('package.json');
  const hash = createHash('sha256').update(lock).update(pkg).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  console.log('[homeschool] installing dependencies (first run or package-lock.json changed)...');
  // `npm install`, not `npm ci`: the registry reachable here serves only this platform's optional binaries
  // (e.g. @tailwindcss/oxide-linux-x64-gnu), and `npm ci` refuses a lock file whose other-platform
  // optional packages it cannot resolve. `npm install` still follows package-lock.json's versions.
  const res = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (res.status !== 0) {
    console.error('[homeschool] npm install failed; see the output above.');
    process.exit(res.status ?? 1);
  }
  writeFileSync(stampFile, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
