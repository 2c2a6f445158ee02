import {
  AliasNode,
  CamelCasePlugin,
  ColumnNode,
  IdentifierNode,
  RawNode,
  ReferenceNode,
  TableNode,
  sql,
  type Expression,
  type OperationNode,
  type RawBuilder,
  type SelectQueryNode,
} from 'kysely';
import type { Dialect } from './client';

/**
 * A query's rows as one JSON array column, so that several lists come back in a single statement (ADR 013):
 * `db.selectNoFrom([jsonRows(dialect, classesQuery).as('classes'), …])`. Read the column with
 * `readJsonRows`. The keys are the query's selection names in camelCase, as CamelCasePlugin gives rows.
 *
 * Kysely's own `jsonArrayFrom` (kysely/helpers/sqlite, /postgres) builds the same array but leaves its order
 * to the subquery, which neither dialect promises to keep. Here the aggregate itself is ordered by the
 * query's own ORDER BY (`json_agg(… order by …)`, `json_group_array(… order by …)`, SQLite ≥ 3.44), so the
 * array comes back in the query's order and no caller restates it. Values keep their JSON types.
 */
export function jsonRows<O>(dialect: Dialect, query: Expression<O>): RawBuilder<O[]> {
  const node = query.toOperationNode() as SelectQueryNode;
  const names = selectionNames(node);
  const order = orderTerms(node);
  const orderBy = order.length ? sql` order by ${sql.join(order)}` : sql``;
  // PostgreSQL turns whole rows into objects (twice as fast as naming each key); its driver parses the
  // JSON and CamelCasePlugin renames nested keys as it renames columns. SQLite's JSON comes back as text
  // the plugin never sees, so its keys are written in camelCase here.
  if (dialect === 'postgres')
    return sql<O[]>`(select coalesce(json_agg(list${orderBy}), '[]') from ${query} as list)`;
  const pairs = names.flatMap((name) => [sql.lit(resultKey(name)), sql.ref(`list.${name}`)]);
  return sql<
    O[]
  >`(select coalesce(json_group_array(json_object(${sql.join(pairs)})${orderBy}), '[]') from ${query} as list)`;
}

/** A `jsonRows` column as read: PostgreSQL's driver has parsed it already, SQLite returns the text. */
export function readJsonRows<O>(value: O[] | string): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}

interface Selected {
  /** The output column name. */
  name: string;
  /** The column it reads, when it reads one: `[table, column]`. */
  source?: [table: string | undefined, column: string];
}

function selections(node: SelectQueryNode): Selected[] {
  return (node.selections ?? []).map(({ selection: s }) => {
    if (ReferenceNode.is(s) && ColumnNode.is(s.column))
      return { name: s.column.column.name, source: referenceOf(s) };
    if (ColumnNode.is(s)) return { name: s.column.name, source: [undefined, s.column.name] };
    if (AliasNode.is(s) && IdentifierNode.is(s.alias))
      return { name: s.alias.name, source: sourceOf(s.node) };
    throw new Error('jsonRows needs named selections (no selectAll)');
  });
}

const selectionNames = (node: SelectQueryNode) => selections(node).map((s) => s.name);

function referenceOf(node: ReferenceNode): [string | undefined, string] | undefined {
  if (!ColumnNode.is(node.column)) return undefined;
  const table = node.table && TableNode.is(node.table) ? node.table.table.identifier.name : undefined;
  return [table, node.column.column.name];
}

function sourceOf(node: OperationNode): [string | undefined, string] | undefined {
  if (ReferenceNode.is(node)) return referenceOf(node);
  if (ColumnNode.is(node)) return [undefined, node.column.name];
  return undefined;
}

/** The query's ORDER BY, as terms over the output columns of `list` (each ordered column must be selected). */
function orderTerms(node: SelectQueryNode) {
  const selected = selections(node);
  return (node.orderBy?.items ?? []).map((item) => {
    const source = sourceOf(item.orderBy);
    const match =
      source &&
      (selected.find(
        (s) =>
          s.source &&
          s.source[1] === source[1] &&
          (source[0] === undefined || s.source[0] === undefined || s.source[0] === source[0]),
      ) ??
        selected.find((s) => !s.source && s.name === source[1]));
    if (!match) throw new Error('jsonRows orders by selected columns only');
    const direction =
      item.direction && RawNode.is(item.direction)
        ? item.direction.sqlFragments.join('').trim().toLowerCase()
        : 'asc';
    return sql`${sql.ref(`list.${match.name}`)} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')}`;
  });
}

/** The db's CamelCasePlugin maps result columns with this; JSON keys must match what rows get. */
class ResultKeys extends CamelCasePlugin {
  readonly of = (column: string) => this.camelCase(column);
}
const resultKey = new ResultKeys().of;
