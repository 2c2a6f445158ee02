import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named statements per connection at most; texts met after that run unnamed, as before. */
const MAX_NAMED_PER_CONNECTION = 200;

/**
 * Makes a connection run every statement text it sees a second time as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection instead of on every run (the dashboard's combined
 * statement spent most of the server's CPU being planned again; ADR 006). Kysely sends text and values;
 * only that form is changed. One-off texts (bulk inserts of varying size) stay unnamed, and the number of
 * named statements per connection is bounded.
 */
export function nameRepeatedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = nameFor(text);
      if (name) return query({ name, text, values });
    }
    return query(text, values, callback);
  }) as typeof client.query;

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
