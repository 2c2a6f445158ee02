// Finds Caddy for the ops tier (the app behind a TLS reverse proxy, several instances behind its load
// balancer). Order: CADDY_PATH, Debian's caddy. When none is found and we are root on Debian, installs
// Debian's `caddy` package (no other downloads), as find-browser.mjs does for Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findCaddy() {
  if (process.env.CADDY_PATH && existsSync(process.env.CADDY_PATH)) return process.env.CADDY_PATH;
  return ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => existsSync(p)) ?? null;
}

export function ensureCaddy() {
  const found = findCaddy();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('[homeschool] no Caddy found; installing Debian package caddy...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'caddy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    // The package starts a caddy service on port 80; the tests run their own.
    spawnSync('systemctl', ['disable', '--now', 'caddy'], { stdio: 'ignore' });
    const installed = findCaddy();
    if (installed) return installed;
  }
  console.error('[homeschool] Caddy is needed by the ops tier: apt install caddy (or set CADDY_PATH).');
  return '/usr/bin/caddy';
}
