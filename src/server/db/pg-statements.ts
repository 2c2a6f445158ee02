import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named statements per connection at most; texts met after that run unnamed, as before. */
const MAX_NAMED_PER_CONNECTION = 200;

/**
 * Put in a statement's text (`prepared(…, { plan: 'generic' })` does), it asks for the statement's generic plan
 * on PostgreSQL: planned once per connection, not for every run (ADR 060). For the page reads of some thirty
 * subqueries PostgreSQL kept choosing a custom plan on every run (planned in 2–4 ms, run in 1–3 ms); their
 * generic plans run as fast. Other statements keep the server's own choice.
 */
export const GENERIC_PLAN = '/* plan: generic */';

type PlanMode = 'generic' | 'default';

/**
 * Makes a connection run every statement text it sees a second time as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection instead of on every run (the dashboard's combined
 * statement spent most of the server's CPU being planned again; ADR 006). Kysely sends text and values;
 * only that form is changed. One-off texts (bulk inserts of varying size) stay unnamed, and the number of
 * named statements per connection is bounded.
 *
 * A named statement whose text holds `GENERIC_PLAN` runs with `plan_cache_mode = force_generic_plan`; every
 * other statement with values runs with the server's default. The setting is sent only when it changes on the
 * connection, queued just before the statement (pg runs a connection's queries in order). A plan's choice never
 * changes a statement's rows: if a rollback undoes the setting, only the speed of the next statements differs,
 * and the next change of mode sets it again.
 */
export function nameRepeatedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  let mode: PlanMode = 'default';
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = nameFor(text);
      setMode(
        name !== undefined && text.includes(GENERIC_PLAN) ? 'generic' : values.length ? 'default' : mode,
      );
      if (name) return query({ name, text, values });
    }
    return query(text, values, callback);
  }) as typeof client.query;

  function setMode(wanted: PlanMode) {
    if (wanted === mode) return;
    mode = wanted;
    const set = query(
      wanted === 'generic' ? 'set plan_cache_mode = force_generic_plan' : 'reset plan_cache_mode',
    ) as Promise<unknown>;
    // A failure here (an aborted transaction) fails the statement queued after it, which reports it.
    set.catch(() => {});
  }

  function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known || names.size >= MAX_NAMED_PER_CONNECTION) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= 4 * MAX_NAMED_PER_CONNECTION) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `hs_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  }
}
