import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A to-do's tick writes fewer index pages (ADR 026): it updates the to-do and adds or removes one xp ledger row
 * in one transaction, and on SQLite the commit's cost follows the pages it writes.
 *  - `tasks_pending_idx` holds only the ticks waiting for a parent (partial): a tick that clears an empty
 *    `pending_by` no longer rewrites an index entry.
 *  - `xp_ledger` is keyed by its natural key (user_id, student_id, source_kind, source_id), which was already
 *    unique: on SQLite a WITHOUT ROWID table, so a ledger row lives in that one B-tree and the created index
 *    instead of four (rowid table, id, natural key, created). `id` stays, as the export's tie-breaker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_pending_idx').execute();
  await db.schema
    .createIndex('tasks_pending_idx')
    .on('tasks')
    .columns(['user_id', 'pending_by'])
    .where(sql.ref('pending_by'), 'is not', null)
    .execute();

  if (columnTypes(db).pg) {
    // The table was rebuilt under another name in 0006: its primary key's name is read, not assumed.
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where conrelid = 'xp_ledger'::regclass and contype = 'p'`.execute(db);
    await sql`alter table xp_ledger drop constraint ${sql.id(rows[0]!.name)}`.execute(db);
    await sql`alter table xp_ledger drop constraint xp_ledger_student_source_key`.execute(db);
    await sql`alter table xp_ledger add constraint xp_ledger_pkey primary key (user_id, student_id, source_kind, source_id)`.execute(
      db,
    );
    return;
  }
  await rebuildLedger(
    db,
    sql`constraint "xp_ledger_pkey" primary key ("user_id", "student_id", "source_kind", "source_id")`,
    'without rowid',
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_pending_idx').execute();
  await db.schema.createIndex('tasks_pending_idx').on('tasks').columns(['user_id', 'pending_by']).execute();
  if (columnTypes(db).pg) {
    await sql`alter table xp_ledger drop constraint xp_ledger_pkey`.execute(db);
    await sql`alter table xp_ledger add constraint xp_ledger_pkey primary key (id)`.execute(db);
    await sql`alter table xp_ledger add constraint xp_ledger_student_source_key unique (user_id, student_id, source_kind, source_id)`.execute(
      db,
    );
    return;
  }
  await rebuildLedger(
    db,
    sql`constraint "xp_ledger_pkey" primary key ("id"), constraint "xp_ledger_student_source_key" unique ("user_id", "student_id", "source_kind", "source_id")`,
    '',
  );
}

/** SQLite: xp_ledger again with `keys` (SQLite cannot change a table's keys in place), its rows and its index kept. */
async function rebuildLedger(
  db: Kysely<any>,
  keys: RawBuilder<unknown>,
  options: '' | 'without rowid',
): Promise<void> {
  await sql`create table xp_ledger_rebuilt (
    "id" text not null,
    "user_id" text not null references "user" ("id") on delete cascade,
    "student_id" text not null,
    "source_kind" text not null,
    "source_id" text not null,
    "xp" integer not null,
    "created_at" text not null,
    constraint "xp_ledger_student_fk" foreign key ("user_id", "student_id") references "students" ("user_id", "id") on delete cascade,
    ${keys}
  ) ${sql.raw(options)}`.execute(db);
  await sql`insert into xp_ledger_rebuilt (id, user_id, student_id, source_kind, source_id, xp, created_at)
    select id, user_id, student_id, source_kind, source_id, xp, created_at from xp_ledger`.execute(db);
  await sql`drop table xp_ledger`.execute(db);
  await sql`alter table xp_ledger_rebuilt rename to xp_ledger`.execute(db);
  await db.schema
    .createIndex('xp_ledger_student_created_id_idx')
    .on('xp_ledger')
    .columns(['user_id', 'student_id', 'created_at', 'id'])
    .execute();
}
