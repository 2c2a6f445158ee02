/**
 * The reads index.html's early start (boot/early-start.ts, ADR 061) sent before the app's code had loaded: the
 * session and the first page's data, by address. The API client takes an answer from here instead of asking
 * again — each once, only within a few seconds of the page's start, and none after a write (a sign-in or
 * sign-out is one), so an early answer is never a stale one.
 */

export interface EarlyRead {
  /** When it was sent (performance.now()). */
  at: number;
  res: Promise<Response>;
}

/** Where the early start leaves its reads: a property of the window, since the two are separate scripts. */
export const EARLY_READS_KEY = '__hsEarlyReads';

/** An early answer older than this is not used: the app asks again. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** The early start's reads by address: the global object's (the window's; none in tests). */
const reads = (): Record<string, EarlyRead | undefined> | undefined =>
  (globalThis as unknown as Record<string, Record<string, EarlyRead | undefined> | undefined>)[
    EARLY_READS_KEY
  ];

/** The early answer for a GET of `url`, once (then it is gone), or null when there is none or it is too old. */
export function takeEarlyRead(url: string, now = performance.now()): Promise<Response> | null {
  const all = reads();
  const read = all?.[url];
  if (!read) return null;
  delete all[url];
  return now - read.at > EARLY_READ_MAX_AGE_MS ? null : read.res;
}

/** Every early answer not yet taken is dropped (before any write). */
export function dropEarlyReads(): void {
  const all = reads();
  for (const url in all) delete all[url];
}
