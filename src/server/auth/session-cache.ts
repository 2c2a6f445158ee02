import type { SessionRow } from './session-check';

/** How long a checked session may be answered from memory when nothing says it changed. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry<Row> {
  row: Row;
  /** Until when the entry answers (the TTL, the session's expiry or its refresh time, whichever is first). */
  until: number;
}

/**
 * Sessions already checked against the database, by their signed cookie value. A revocation of any of a user's sessions
 * (`forgetUser`, on every instance through the event bus) drops the user's entries. A read that was under
 * way meanwhile may have seen the row before it went, so it must not be cached: a read takes `mark()`
 * before it starts, and `remember` refuses it if any revocation came since. (Revocations are announced
 * again after their transaction commits, which drops a row read between the first announcement and the
 * commit.)
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  return createKeyedCache<SessionRow>((row) => row.user.id, ttlMs);
}

/** The same cache for any signed-in row: `ownerOf` names whose it is (what `forgetUser` is given). */
export function createKeyedCache<Row>(ownerOf: (row: Row) => string, ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, Entry<Row>>();
  const tokensByUser = new Map<string, Set<string>>();
  let revocations = 0;

  function drop(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const owner = ownerOf(entry.row);
    const tokens = tokensByUser.get(owner);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(owner);
  }

  return {
    /** A cached, still current row for the token, or undefined. */
    get(token: string, now: number): Row | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now) {
        drop(token);
        return undefined;
      }
      return entry.row;
    },
    /** Taken before a read; `remember` refuses the row if a revocation came in between. */
    mark: () => revocations,
    remember(token: string, row: Row, markAtStart: number, until: number) {
      if (revocations !== markAtStart) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      drop(token);
      entries.set(token, { row, until: Math.min(until, Date.now() + ttlMs) });
      const owner = ownerOf(row);
      let tokens = tokensByUser.get(owner);
      if (!tokens) tokensByUser.set(owner, (tokens = new Set()));
      tokens.add(token);
    },
    /** Something about the user's sessions or the user changed: nothing cached for them answers again. */
    forgetUser(userId: string) {
      revocations++;
      for (const token of tokensByUser.get(userId) ?? []) entries.delete(token);
      tokensByUser.delete(userId);
    },
    /** Revocations may have been missed (the cross-instance listener reconnected): start afresh. */
    forgetAll() {
      revocations++;
      entries.clear();
      tokensByUser.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
