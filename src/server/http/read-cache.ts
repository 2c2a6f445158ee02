import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeKind } from '../../shared/live-updates';
import type { EventBus } from '../realtime/bus';
import { isScopeKey } from '../scope/family-context';

/** Values kept at most (the least recently used account's are dropped first): a few MB at a dashboard's size. */
const MAX_ENTRIES = 2_000;
/** A kept value is read again after this long, whatever happened: a backstop, not what keeps values right. */
const MAX_AGE_MS = 60_000;

interface AccountEntries {
  /** Moves on with every change to the account; a value read before a change is not kept after it. */
  version: number;
  values: Map<string, { value: unknown; at: number }>;
}

/**
 * What an account's hottest reads compute (the serialised bodies of a child's dashboard, today's to-dos, the
 * week, the family overview; the child check's answer; the family's timezone), kept in this process until the
 * account changes (ADR 019). A change is any write request of the account here (from its
 * start to its end) and any change event of the account on the bus (this instance's or another's, relayed
 * over Postgres). A body computed while the account changed is returned but not kept. The key names
 * everything else a body depends on (the route, the child, the family's today and timezone).
 */
export function createReadCache(opts: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  const maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
  const now = opts.now ?? Date.now;
  const accounts = new Map<string, AccountEntries>();
  let size = 0;
  /** Per kind of value (its key up to the first ':'): reads answered kept, and reads computed (the bench's). */
  const stats: Record<string, { hits: number; misses: number }> = {};
  const count = (key: string) => (stats[key.slice(0, key.indexOf(':'))] ??= { hits: 0, misses: 0 });

  const account = (userId: string): AccountEntries => {
    let entries = accounts.get(userId);
    if (entries) {
      // Most recently used last.
      accounts.delete(userId);
    } else {
      entries = { version: 0, values: new Map() };
    }
    accounts.set(userId, entries);
    trim();
    return entries;
  };

  /** Forgets the least recently used accounts (their reads in flight are then not kept). */
  const trim = () => {
    while (size > maxEntries || accounts.size > maxEntries) {
      const [userId, entries] = accounts.entries().next().value!;
      size -= entries.values.size;
      accounts.delete(userId);
    }
  };

  return {
    /**
     * The kept value for `key`, or `compute`'s, kept unless the account changed meanwhile or `keep` says no
     * (a body that reports a one-time effect, such as tasks carried forward, is not served twice).
     */
    async remember<T>(
      userId: string,
      key: string,
      compute: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<T> {
      const entries = account(userId);
      const hit = entries.values.get(key);
      if (hit && now() - hit.at < maxAgeMs) {
        count(key).hits += 1;
        return hit.value as T;
      }
      count(key).misses += 1;
      const version = entries.version;
      const value = await compute();
      // Kept only when nothing changed the account while it was read (and the account is still tracked).
      if (accounts.get(userId) === entries && entries.version === version && keep(value)) {
        if (!entries.values.has(key)) size += 1;
        entries.values.set(key, { value, at: now() });
        trim();
      }
      return value;
    },

    /** `remember` for a response body: the value serialised once, kept as its JSON text. */
    async get<T>(
      userId: string,
      key: string,
      compute: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<string> {
      let kept = true;
      return this.remember(
        userId,
        key,
        async () => {
          const value = await compute();
          kept = keep(value);
          return JSON.stringify(value);
        },
        () => kept,
      );
    },

    /**
     * The account changed: nothing read before now is served again — but the values `keep` names, which this
     * change cannot have made stale (they are still served; a value being read now is not kept).
     */
    invalidate(userId: string, keep?: (key: string) => boolean): void {
      const entries = accounts.get(userId);
      if (!entries) return;
      entries.version += 1;
      for (const key of entries.values.keys()) {
        if (keep?.(key)) continue;
        entries.values.delete(key);
        size -= 1;
      }
    },

    /** Events may have been missed (the relay between instances reconnected): drop everything. */
    clear(): void {
      accounts.clear();
      size = 0;
    },

    get size() {
      return size;
    },

    get stats(): Readonly<typeof stats> {
      return stats;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * The scope's reads (`scope/family-context.ts`: the family's timezone and settings, and that a child is the
 * family's) change only with the family's children or settings, whose every write announces 'students' or
 * 'profile' (an import announces every kind). So a write forgets everything else at its start and end, and these
 * only on those announcements — this instance's or another's.
 */
const changesScope = (kind: ChangeKind) => kind === 'students' || kind === 'profile';

const writes = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD' && req.member !== null;

/**
 * What makes a kept read stale: a write request of the account (when its handler starts, and again when it has
 * answered, so a read that overlapped it is not kept), and the account's change events on the bus, which also
 * carry the writes of other instances and of reads that write (a day's first load carries tasks forward).
 */
export function forgetReadsOnChange(app: FastifyInstance, bus: EventBus, cache: ReadCache): void {
  bus.onEvent((event) =>
    cache.invalidate(event.familyId, event.kinds.some(changesScope) ? undefined : isScopeKey),
  );
  app.addHook('preHandler', async (req) => {
    if (writes(req)) cache.invalidate(req.member.familyId, isScopeKey);
  });
  app.addHook('onResponse', async (req) => {
    if (writes(req)) cache.invalidate(req.member.familyId, isScopeKey);
  });
}
