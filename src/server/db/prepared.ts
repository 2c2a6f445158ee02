import {
  ValueNode,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type QueryResult,
} from 'kysely';
import { GENERIC_PLAN } from './pg-statements';

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
 * lists of varying length): write one prepared query per shape. The placeholders are typed so that misuse
 * fails to compile: `p.name` is a Kysely expression, accepted wherever the builder takes a value, but not
 * by a plain `string` parameter, a comparison, arithmetic or a condition (`if (p.x)` is error TS2774).
 * A helper that a prepared query calls takes `Value<T>` where it only hands the value to the builder.
 * Each `p.name` must end up as a bound parameter; compiling throws when one is rendered into SQL text.
 */
export function prepared<DB, P extends object, O>(
  build: (db: Kysely<DB>, p: Params<P>) => Compilable<O>,
  options: PreparedOptions = {},
): Prepared<DB, P, O> {
  // Keyed by the dialect adapter, which a Kysely instance shares with its transactions; the plugins are
  // checked too, since `withPlugin` keeps the adapter but changes the SQL.
  const templates = new WeakMap<object, Template<O>>();

  function bind(db: Kysely<DB>, values: P): CompiledQuery<O> {
    const executor = db.getExecutor();
    let template = templates.get(executor.adapter);
    if (!template || !samePlugins(template.plugins, executor.plugins)) {
      template = compileTemplate(db, build, executor.plugins, options);
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

export interface PreparedOptions {
  /**
   * 'generic': PostgreSQL runs the statement with its generic plan, planned once per connection (ADR 060) —
   * for large statements whose custom plan costs more to make than it saves; measure before choosing it.
   */
  plan?: 'generic';
}

/**
 * A prepared query's stand-in for a value: an expression the builder binds as a parameter. Typed as also
 * callable (it is not) so that TypeScript refuses to test it for truthiness.
 */
export type Placeholder<T> = Expression<T> & { (): never };

/** Stand-ins for a prepared query's values. */
export type Params<P extends object> = { readonly [K in keyof P]: Placeholder<P[K]> };

/** What a query helper hands to the builder: a value, or a prepared query's placeholder. */
export type Value<T> = T | Expression<T>;

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

/** Compiles exactly as a value passed to the builder does (one ValueNode), holding the slot as the value. */
class SlotExpression {
  readonly expressionType = undefined;
  constructor(private readonly slot: Slot) {}
  toOperationNode(): OperationNode {
    return ValueNode.create(this.slot);
  }
}

function compileTemplate<DB, P extends object, O>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, p: Params<P>) => Compilable<O>,
  plugins: readonly KyselyPlugin[],
  options: PreparedOptions,
): Template<O> {
  const used = new Set<string>();
  const stand = new Proxy({} as Params<P>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return new SlotExpression(new Slot(name));
    },
  });
  const built = build(db, stand).compile();
  const compiled = options.plan === 'generic' ? { ...built, sql: `${built.sql}\n${GENERIC_PLAN}` } : built;
  const slots: [number, string][] = [];
  compiled.parameters.forEach((value, index) => {
    if (value instanceof Slot) slots.push([index, value.name]);
  });
  const bound = new Set(slots.map(([, name]) => name));
  const unbound = [...used].filter((name) => !bound.has(name));
  if (unbound.length)
    throw new Error(`prepared query: ${unbound.join(', ')} must be bound parameters, not SQL text`);
  return { plugins: [...plugins], compiled, slots };
}

function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((plugin, i) => plugin === b[i]);
}
