/**
 * The service worker's copy of a day's reads (vite.config.ts, ADR 023) holds one family's data: it is deleted
 * when anyone signs out, when the session turns out to have ended, and when the account is deleted, so the
 * next person on a shared tablet cannot read it offline.
 */
export const DAY_READS_CACHE = 'hs-day-reads';

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(DAY_READS_CACHE).catch(() => false);
}
