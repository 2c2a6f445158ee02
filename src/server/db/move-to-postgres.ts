import { sql, type Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { FileStore } from '../files/file-store';
import { createDb } from './client';
import { migrateToLatest } from './migrate';

/** Kysely's own bookkeeping: the target's is written by its own migration run. */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows per INSERT (PostgreSQL allows 65 535 parameters a statement). */
const BATCH = 200;

export interface MoveReport {
  /** Rows copied, by table. */
  tables: Record<string, number>;
  /** Objects copied to the target file store (0 when the files stay where they are). */
  files: number;
}

interface Column {
  name: string;
  type: string;
}

/** The target's tables (public schema) and their columns' types, from information_schema. */
async function targetColumns(db: Kysely<any>): Promise<Map<string, Column[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const out = new Map<string, Column[]>();
  for (const r of rows) {
    if (SKIPPED.has(r.table_name)) continue;
    out.set(r.table_name, [...(out.get(r.table_name) ?? []), { name: r.column_name, type: r.data_type }]);
  }
  return out;
}

/** Foreign keys of the target: table → the tables it references (itself included). */
async function references(db: Kysely<any>): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ child: string; parent: string; column: string; parent_column: string }>`
    select kcu.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db);
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.child, (out.get(r.child) ?? new Set()).add(r.parent));
  return out;
}

/** Tables ordered so that every table comes after the tables it references. */
export function loadOrder(tables: string[], refs: Map<string, Set<string>>): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t)) return;
    if (path.has(t))
      throw new Error(`The tables reference each other in a cycle: ${[...path, t].join(' → ')}`);
    path.add(t);
    for (const parent of refs.get(t) ?? []) if (parent !== t && tables.includes(parent)) visit(parent, path);
    path.delete(t);
    done.add(t);
    order.push(t);
  };
  for (const t of [...tables].sort()) visit(t, new Set());
  return order;
}

/** A SQLite value as the PostgreSQL column takes it (better-auth's booleans and timestamps differ, ADR 001). */
function toTarget(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === 1 || value === true || value === '1' || value === 'true';
  if (type.startsWith('timestamp')) {
    const date = typeof value === 'number' ? new Date(value) : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${JSON.stringify(value)}`);
    return date;
  }
  if (type === 'bytea' && !(value instanceof Uint8Array)) return Buffer.from(String(value));
  return value;
}

/**
 * Copies every table's rows from a SQLite database into a new, empty PostgreSQL database (migrated here to the
 * same version first), in one transaction: all of it or nothing. Both are migrated to the latest version
 * first, so their tables match. With `files`, every object of the source file store is copied to the
 * target store too (e.g. DATA_DIR/files → an S3 bucket), with the content type its row names.
 * The server must be stopped meanwhile (docs/operating.md): writes made during the move would not be copied.
 */
export async function moveToPostgres(opts: {
  from: string;
  to: string;
  files?: { from: FileStore; to: FileStore };
  log?: (line: string) => void;
}): Promise<MoveReport> {
  if (!/^postgres(ql)?:\/\//.test(opts.to)) throw new Error('--to must be a postgres:// URL');
  if (/^postgres(ql)?:\/\//.test(opts.from)) throw new Error('--from must be the SQLite database (sqlite:…)');
  const log = opts.log ?? (() => {});
  const source = createDb(opts.from);
  const target = createDb(opts.to);
  try {
    await migrateToLatest(source.db);
    await migrateToLatest(target.db);
    // Raw names on both sides (no camelCase mapping): every column is copied as it is stored.
    const from = source.db.withoutPlugins();
    const to = target.db.withoutPlugins();
    const columns = await targetColumns(to);
    const refs = await references(to);
    const order = loadOrder([...columns.keys()], refs);
    const { rows: sourceTables } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(from);
    const missing = sourceTables.map((t) => t.name).filter((t) => !SKIPPED.has(t) && !columns.has(t));
    if (missing.length) throw new Error(`The target has no table for: ${missing.join(', ')}`);
    // A new database holds only what the migrations put there (built-in rows, which the source has too).
    const { rows: users } = await sql<{ n: string }>`select count(*) as n from ${sql.table('user')}`.execute(
      to,
    );
    if (Number(users[0]?.n ?? 0) > 0)
      throw new Error('The target database is not empty (it has accounts): move into a new database.');
    const report: MoveReport = { tables: {}, files: 0 };
    await to.transaction().execute(async (trx) => {
      // The migrations' own rows give way to the source's copies of them.
      for (const table of [...order].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
      for (const table of order) {
        const cols = columns.get(table)!;
        let rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(from)).rows;
        if (refs.get(table)?.has(table)) rows = parentsFirst(rows);
        for (let i = 0; i < rows.length; i += BATCH) {
          const values = rows
            .slice(i, i + BATCH)
            .map((row) => sql`(${sql.join(cols.map((c) => sql`${toTarget(row[c.name], c.type)}`))})`);
          await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c.name)))}) values ${sql.join(values)}`.execute(
            trx,
          );
        }
        report.tables[table] = rows.length;
        if (rows.length) log(`${table}: ${rows.length} rows`);
      }
    });
    if (opts.files) {
      const types = new Map<string, string>();
      if (columns.has('files')) {
        const { rows } = await sql<{ key: string; content_type: string }>`
          select key, content_type from files`.execute(from);
        for (const row of rows) types.set(row.key, row.content_type);
      }
      for await (const object of opts.files.from.list('')) {
        const body = await opts.files.from.get(object.key);
        if (!body) continue;
        await opts.files.to.put(object.key, body instanceof Readable ? body : Readable.from(body), {
          contentType: types.get(object.key) || 'application/octet-stream',
        });
        report.files++;
      }
      log(`files: ${report.files} copied`);
    }
    return report;
  } finally {
    await source.close();
    await target.close();
  }
}

/** Rows of a table that references itself through `parent_id`, each after its parent. */
function parentsFirst(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: Record<string, unknown>[] = [];
  const placed = new Set<unknown>();
  const place = (r: Record<string, unknown>) => {
    if (placed.has(r.id)) return;
    const parent = byId.get(r.parent_id);
    if (parent && parent !== r) place(parent);
    placed.add(r.id);
    out.push(r);
  };
  rows.forEach(place);
  return out;
}
