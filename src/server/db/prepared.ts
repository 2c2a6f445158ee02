import type { Compilable, CompiledQuery, Kysely, KyselyPlugin, QueryResult } from 'kysely';

/**
 * A query built and compiled once per database, then run with new parameter values.
 *
 * Kysely builds, transforms (CamelCasePlugin) and compiles a query on every call; for the small indexed
 * reads of a page that costs more CPU than the database spends answering them (ADR 006). A prepared
 * query is written with the same builder, with `p.name` wherever a value varies:
 *
 *   const byUser = prepared((db, p: Params<{ userId: string }>) =>
 *     db.selectFrom('classes').selectAll().where('userId', '=', p.userId));
 *   await byUser.execute(db, { userId });
 *
 * The query's shape must not depend on the values (no `if (x) q = q.where(…)` on a parameter, no `in`
 * lists of varying length): write one prepared query per shape. Each `p.name` must end up as a bound
 * parameter; compiling throws when one is rendered into the SQL text instead.
 */
export function prepared<DB, P extends object, O>(build: (db: Kysely<DB>, p: Params<P>) => Compilable<O>): Prepared<DB, P, O> {
  // Keyed by the dialect adapter, which a Kysely instance shares with its transactions; the plugins are
  // checked too, since `withPlugin` keeps the adapter but changes the SQL.
  const templates = new WeakMap<object, Template<O>>();

  function bind(db: Kysely<DB>, values: P): CompiledQuery<O> {
    const executor = db.getExecutor();
    let template = templates.get(executor.adapter);
    if (!template || !samePlugins(template.plugins, executor.plugins)) {
      template = compileTemplate(db, build, executor.plugins);
      templates.set(executor.adapter, template);
    }
    const { compiled, slots } = template;
    const parameters = compiled.parameters.slice();
    for (const [index, name] of slots) parameters[index] = (values as Record<string, unknown>)[name];
    return { ...compiled, parameters };
  }

  return {
    run: (db, values) => db.executeQuery(bind(db, values)),
    execute: async (db, values) => (await db.executeQuery(bind(db, values))).rows,
    executeTakeFirst: async (db, values) => (await db.executeQuery(bind(db, values))).rows[0],
  };
}

/** Stand-ins for a prepared query's values, typed as the values so the builder accepts them. */
export type Params<P extends object> = { readonly [K in keyof P]: P[K] };

export interface Prepared<DB, P, O> {
  run(db: Kysely<DB>, values: P): Promise<QueryResult<O>>;
  execute(db: Kysely<DB>, values: P): Promise<O[]>;
  executeTakeFirst(db: Kysely<DB>, values: P): Promise<O | undefined>;
}

interface Template<O> {
  plugins: readonly KyselyPlugin[];
  compiled: CompiledQuery<O>;
  /** Which parameter positions take which value. */
  slots: [index: number, name: string][];
}

class Slot {
  constructor(readonly name: string) {}
}

function compileTemplate<DB, P extends object, O>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, p: Params<P>) => Compilable<O>,
  plugins: readonly KyselyPlugin[],
): Template<O> {
  const used = new Set<string>();
  const stand = new Proxy({} as Params<P>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return new Slot(name);
    },
  });
  const compiled = build(db, stand).compile();
  const slots: [number, string][] = [];
  compiled.parameters.forEach((value, index) => {
    if (value instanceof Slot) slots.push([index, value.name]);
  });
  const bound = new Set(slots.map(([, name]) => name));
  const unbound = [...used].filter((name) => !bound.has(name));
  if (unbound.length) throw new Error(`prepared query: ${unbound.join(', ')} must be bound parameters, not SQL text`);
  return { plugins: [...plugins], compiled, slots };
}

function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((plugin, i) => plugin === b[i]);
}
