// Finds a Chromium for the E2E tier. Order: CHROMIUM_PATH, Debian's chromium, other system Chromes.
// When none is found and we are root on Debian, installs Debian's `chromium` package (no other downloads).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return candidates.find((p) => existsSync(p)) ?? null;
}

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('[homeschool] no Chromium found; installing Debian package chromium...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findBrowser();
    if (installed) return installed;
  }
  console.error(
    '[homeschool] The end-to-end tests need Chromium and none was found.\n' +
      '  Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}
