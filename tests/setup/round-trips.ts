import pg from 'pg';

/**
 * Counts PostgreSQL round trips in tests (ADR 049): every `query` of every `pg.Client` of this process — the
 * app's pool (Kysely's statements, BEGIN and COMMIT), the realtime relay's NOTIFY — is one round trip (pg sends
 * a query's parse, bind, execute and sync together and waits for its answer before the next). Install it before
 * the app opens its connections: a pooled connection keeps the `query` it was made with (pg-statements.ts).
 */
const recorded: string[] = [];
let recording = false;
let installed = false;

export function installRoundTripCounter(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) recorded.push(textOf(args[0]));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

function textOf(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : query && typeof query === 'object' && 'text' in query
        ? String((query as { text: unknown }).text)
        : String(query);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The statements sent while `fn` runs and until the realtime relay's NOTIFY of its change event has gone out
 * (it is sent without the request waiting for it), each as its text's first words.
 */
export async function roundTripsOf(fn: () => Promise<void>, opts: { notify: boolean }): Promise<string[]> {
  // What an earlier request sent without waiting (its NOTIFY) has gone out before counting starts.
  await new Promise((r) => setTimeout(r, 50));
  recorded.length = 0;
  recording = true;
  try {
    await fn();
    const until = Date.now() + 2_000;
    while (opts.notify && !recorded.some((t) => t.includes('pg_notify(')) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 5));
    // Nothing else is on its way.
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    recording = false;
  }
  return recorded.map(shortName);
}

/** `begin`, `commit`, `update tasks`, `insert into xp_ledger`, `with changed as (update tasks`, `pg_notify` (the relay's own). */
function shortName(text: string): string {
  const t = text.replace(/"/g, '').toLowerCase();
  if (t.startsWith('select pg_notify')) return 'pg_notify';
  const m =
    /^(with changed as \((update|insert into|delete from) \w+)|^(update|insert into|delete from|select .*? from) ?(\w+)?/.exec(
      t,
    );
  if (t === 'begin' || t === 'commit' || t === 'rollback') return t;
  if (m?.[1]) return m[1];
  if (t.startsWith('select')) {
    const from = /from (\w+)/.exec(t);
    return `select … from ${from?.[1] ?? '?'}`;
  }
  return m ? `${m[3]} ${m[4] ?? ''}`.trim() : t.slice(0, 40);
}
