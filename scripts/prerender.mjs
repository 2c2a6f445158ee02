// Build-time HTML from the app's own components (src/client/app/prerender.tsx), written into the built
// client: welcome.html (the landing page, without the app's scripts; the server answers /welcome with it)
// and index.html's loading spinner (painted before the app's JavaScript has loaded).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const EMPTY_ROOT = '<div id="root"></div>';

export function prerender(dist) {
  const bundle = path.resolve(dist, 'prerender/prerender.mjs');
  const res = spawnSync(
    'node_modules/.bin/esbuild',
    [
      'src/client/app/prerender.tsx',
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
    [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(pathToFileURL(bundle).href)}).then((m) => process.stdout.write(JSON.stringify({ welcome: m.renderWelcome(), loading: m.renderLoading() })))`,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  if (render.status !== 0) {
    process.stderr.write(render.stderr);
    process.exit(render.status ?? 1);
  }
  rmSync(path.dirname(bundle), { recursive: true, force: true });
  const { welcome, loading } = JSON.parse(render.stdout);
  const indexFile = path.join(dist, 'client/index.html');
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error('prerender: the built index.html has no empty #root');
  const welcomeHtml = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    // index.html's early start (ADR 061) reads the session for a signed-in page; the landing page loads no script.
    .replace(/\s*<script async src="\/assets\/early-[^"]*"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(EMPTY_ROOT, `<div id="root">${welcome}</div>`);
  writeFileSync(path.join(dist, 'client/welcome.html'), welcomeHtml);
  writeFileSync(indexFile, template.replace(EMPTY_ROOT, `<div id="root">${loading}</div>`));
}
