// Builds the client (Vite) and the server (esbuild bundle) unless the sources are unchanged since the last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressClient } from './compress-client.mjs';
import { prerender } from './prerender.mjs';

const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/compress-client.mjs',
];
/** HS_DIST lets parallel work build into separate folders; everything defaults to dist/. */
const dist = process.env.HS_DIST || 'dist';
const stampFile = `${dist}/.build-stamp`;

function hashTree(hash, p) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      hashTree(hash, path.join(p, name));
    }
  } else {
    hash.update(p).update(readFileSync(p));
  }
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

export function build({ force = false } = {}) {
  const hash = createHash('sha256');
  for (const p of inputs) hashTree(hash, p);
  const digest = hash.digest('hex');
  const fresh = existsSync(`${dist}/client/index.html`) && existsSync(`${dist}/server/index.js`);
  if (!force && fresh && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
    console.log('[homeschool] build is up to date');
    return;
  }
  console.log('[homeschool] building client and server...');
  run('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', `${dist}/client`]);
  prerender(dist);
  compressClient(`${dist}/client`);
  run('node_modules/.bin/esbuild', [
    'src/server/index.ts',
    // The PDF renderer's thread (src/server/pdf/render-pdf.ts) loads dist/server/pdf/pdf-worker.js.
    'src/server/pdf/pdf-worker.ts',
    // The image thread (src/server/files/images.ts) loads dist/server/files/image-worker.js.
    'src/server/files/image-worker.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node22',
    '--packages=external',
    '--log-level=warning',
    '--outbase=src/server',
    `--outdir=${dist}/server`,
  ]);
  writeFileSync(stampFile, digest);
}

if (import.meta.url === `file://${process.argv[1]}`) build({ force: process.argv.includes('--force') });
