// Renders the landing page into <dist>/client/welcome.html at build time: the built index.html with the
// page's markup in #root and without the app's scripts (the server answers /welcome with this file).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function prerenderWelcome(dist) {
  const bundle = path.resolve(dist, 'prerender/welcome.mjs');
  const res = spawnSync(
    'node_modules/.bin/esbuild',
    [
      'src/client/app/prerender-welcome.tsx',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--packages=external',
      '--log-level=warning',
      '--define:process.env.NODE_ENV="production"',
      `--outfile=${bundle}`,
    ],
    { stdio: 'inherit' },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
  const render = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import(${JSON.stringify(pathToFileURL(bundle).href)}).then((m) => process.stdout.write(m.renderWelcome()))`],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  if (render.status !== 0) {
    process.stderr.write(render.stderr);
    process.exit(render.status ?? 1);
  }
  rmSync(path.dirname(bundle), { recursive: true, force: true });
  const template = readFileSync(path.join(dist, 'client/index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  const html = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${render.stdout}</div>`);
  writeFileSync(path.join(dist, 'client/welcome.html'), html);
}
