/**
 * At most `limit` holders at once per key; the others wait in order. A key with nobody inside or waiting is
 * forgotten, so the map holds only keys in use. `enter` resolves once the caller holds a turn; each turn is given
 * back with `leave` exactly once (in a `finally`).
 */
export function turnsPerKey(limit: number) {
  const keys = new Map<string, { inside: number; waiting: (() => void)[] }>();
  return {
    async enter(key: string): Promise<void> {
      const entry = keys.get(key) ?? { inside: 0, waiting: [] };
      keys.set(key, entry);
      if (entry.inside < limit) {
        entry.inside++;
        return;
      }
      // `leave` hands its turn straight to the first waiter: `inside` never drops below the limit in between.
      await new Promise<void>((resolve) => entry.waiting.push(resolve));
    },
    leave(key: string): void {
      const entry = keys.get(key);
      if (!entry) return;
      const next = entry.waiting.shift();
      if (next) return next();
      entry.inside--;
      if (entry.inside === 0) keys.delete(key);
    },
    /** Holders and waiters of a key (tests). */
    count(key: string): { inside: number; waiting: number } {
      const entry = keys.get(key);
      return { inside: entry?.inside ?? 0, waiting: entry?.waiting.length ?? 0 };
    },
  };
}
