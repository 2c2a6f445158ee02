import { ME_PATH } from '../api/me-path';
import { EARLY_READS_KEY, type EarlyRead } from '../lib/early-reads';
import { isSignedInPath } from '../lib/signed-in-path';

/**
 * index.html's early start (ADR 061): a small classic script, built on its own (vite.config.ts,
 * `homeschool:early-start`), that runs as soon as it arrives, while the app's modules are still loading. On a
 * signed-in page it sends the session read (`/api/me`) and leaves it where the API client takes it
 * (lib/early-reads.ts). Without it that read started only once the entry had loaded and run, queued behind the
 * shell's ≈ 85 chunks on HTTP/1.1's six connections — and every page's own read waits for it. (The page's read
 * itself would need the child choice or the week's date maths here, ≈ 0.4–1.2 KB more than the entry's 110 KB
 * allows; it starts from the page's loader, with `me` already there.)
 */
function start() {
  if (!isSignedInPath(location.pathname)) return;
  // The body is read here, so the request ends even on a page that never takes it (an unknown path).
  const res = fetch(ME_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(
    async (r) =>
      new Response(await r.text(), { status: r.status, statusText: r.statusText, headers: r.headers }),
  );
  // A failure is the app's to report, when it takes this read (it then asks again).
  res.catch(() => undefined);
  const reads: Record<string, EarlyRead> = { [ME_PATH]: { at: performance.now(), res } };
  (globalThis as unknown as Record<string, unknown>)[EARLY_READS_KEY] = reads;
}

try {
  start();
} catch {
  // Nothing here is needed: the app sends its own reads.
}
