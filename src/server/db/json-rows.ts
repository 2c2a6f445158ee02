import {
  AliasNode,
  CamelCasePlugin,
  ColumnNode,
  IdentifierNode,
  ReferenceNode,
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryNode,
} from 'kysely';
import type { Dialect } from './client';
import type { DB } from './types';

/**
 * One feature's read, offered (from its service module) to statements that read several features at once:
 * the feature's own query and how its rows, as `jsonRows` returns them, become its DTOs. The dashboard
 * composes parts into one statement without reaching into other features' repositories. The query's
 * arguments go straight into the builder (they may be a prepared query's placeholders).
 */
export interface ReadPart<Args extends unknown[], Row, Out> {
  query(db: Kysely<DB>, ...args: Args): Expression<Row>;
  read(rows: readonly Row[]): Out;
}

/**
 * A query's rows as one JSON array, so that several lists come back in a single statement (ADR 006):
 * `db.selectNoFrom([jsonRows(dialect, classesQuery).as('classes'), …])`. Read the column with
 * `readJsonRows`. The keys are the query's selection names in camelCase, as CamelCasePlugin gives rows.
 *
 * Neither dialect promises that the array keeps the query's ORDER BY, so callers sort after reading (the
 * ORDER BY still decides which rows a LIMIT keeps). Values keep their JSON types: text, numbers, null.
 */
export function jsonRows<O>(dialect: Dialect, query: Expression<O>): RawBuilder<O[]> {
  // PostgreSQL turns whole rows into objects (twice as fast as naming each key); its driver parses the
  // JSON and CamelCasePlugin renames nested keys as it renames columns. SQLite's JSON comes back as
  // text the plugin never sees, so its keys are written in camelCase here.
  const names = selectionNames(query.toOperationNode() as SelectQueryNode);
  if (dialect === 'postgres') return sql<O[]>`(select coalesce(json_agg(list), '[]') from ${query} as list)`;
  const pairs = names.flatMap((name) => [sql.lit(resultKey(name)), sql.ref(`list.${name}`)]);
  return sql<O[]>`(select coalesce(json_group_array(json_object(${sql.join(pairs)})), '[]') from ${query} as list)`;
}

/** A `jsonRows` column as read: PostgreSQL's driver has parsed it already, SQLite returns the text. */
export function readJsonRows<O>(value: O[] | string): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}

/** The output column names of a select (after the plugins: snake_case), as Kysely's own JSON helpers read them. */
function selectionNames(node: SelectQueryNode): string[] {
  return (node.selections ?? []).map(({ selection: s }) => {
    if (ReferenceNode.is(s) && ColumnNode.is(s.column)) return s.column.column.name;
    if (ColumnNode.is(s)) return s.column.name;
    if (AliasNode.is(s) && IdentifierNode.is(s.alias)) return s.alias.name;
    throw new Error('jsonRows needs named selections (no selectAll)');
  });
}

/** The db's CamelCasePlugin maps result columns with this; JSON keys must match what rows get. */
class ResultKeys extends CamelCasePlugin {
  readonly of = (column: string) => this.camelCase(column);
}
const resultKey = new ResultKeys().of;
