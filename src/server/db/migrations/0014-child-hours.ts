import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';
import { columnTypes } from './column-types';

/**
 * A child's "I learned this" as hours (issue 36):
 * - `hour_entries.source` may be 'child' too: the entry a child's kept work sample wrote (the child's log).
 * - `hour_entries.work_sample_id`: the sample it came from (unique: one entry per sample); deleting the sample
 *   later sets it to null and the hours stay in the log, a record like any other. The unique constraint is its
 *   index (what a sample's delete looks up).
 * - `work_samples_pending_idx`: only the samples waiting for a parent (partial, like `tasks_pending_idx`), for
 *   'To confirm'.
 *
 * PostgreSQL changes the check in place; SQLite cannot alter a CHECK constraint, so `hour_entries` is rebuilt
 * (its rows and indexes kept), as migration 0006 rebuilt the per-child tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) {
    await sql`alter table hour_entries drop constraint hour_entries_source_check`.execute(db);
    await sql`alter table hour_entries add constraint hour_entries_source_check
      check (source in ('lesson', 'manual', 'child'))`.execute(db);
    await db.schema
      .alterTable('hour_entries')
      .addColumn('work_sample_id', 'text', (c) =>
        c.unique().references('work_samples.id').onDelete('set null'),
      )
      .execute();
  } else {
    await rebuildHourEntries(db, true);
  }
  await db.schema
    .createIndex('work_samples_pending_idx')
    .on('work_samples')
    .columns(['user_id', 'pending_by'])
    .where(sql.ref('pending_by'), 'is not', null)
    .execute();
}

/** Back: the child's log entries become entries made by hand (the check no longer knows 'child'). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('work_samples_pending_idx').execute();
  await sql`update hour_entries set source = 'manual' where source = 'child'`.execute(db);
  if (columnTypes(db).pg) {
    await db.schema.alterTable('hour_entries').dropColumn('work_sample_id').execute();
    await sql`alter table hour_entries drop constraint hour_entries_source_check`.execute(db);
    await sql`alter table hour_entries add constraint hour_entries_source_check
      check (source in ('lesson', 'manual'))`.execute(db);
    return;
  }
  await rebuildHourEntries(db, false);
}

/** SQLite: `hour_entries` as migration 0008 made it, with (`child`) or without the child's log. */
async function rebuildHourEntries(db: Kysely<any>, child: boolean): Promise<void> {
  const next = 'hour_entries_v14';
  let table = db.schema
    .createTable(next)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('core', 'integer', (c) => c.notNull().check(sql`core in (0, 1)`))
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 1 and 1440`))
    .addColumn('location', 'text', (c) => c.notNull().check(sql`location in ('home', 'away')`))
    .addColumn('note', 'text')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .check(child ? sql`source in ('lesson', 'manual', 'child')` : sql`source in ('lesson', 'manual')`),
    )
    .addColumn('lesson_completion_id', 'text', (c) =>
      c.unique().references('lesson_completions.id').onDelete('cascade'),
    )
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  if (child)
    table = table.addColumn('work_sample_id', 'text', (c) =>
      c.unique().references('work_samples.id').onDelete('set null'),
    );
  await table.addForeignKeyConstraint(...childKey('hour_entries'), (c) => c.onDelete('cascade')).execute();
  const columns = sql.join(
    [
      'id',
      'user_id',
      'student_id',
      'date',
      'class_id',
      'subject',
      'core',
      'minutes',
      'location',
      'note',
      'source',
      'lesson_completion_id',
      'recorded_at',
      'recorded_by',
      'updated_at',
    ].map((c) => sql.ref(c)),
  );
  await sql`insert into ${sql.table(next)} (${columns}) select ${columns} from hour_entries`.execute(db);
  await db.schema.dropTable('hour_entries').execute();
  await db.schema.alterTable(next).renameTo('hour_entries').execute();
  await db.schema
    .createIndex('hour_entries_student_date_idx')
    .on('hour_entries')
    .columns(['user_id', 'student_id', 'date', 'id'])
    .execute();
  await db.schema.createIndex('hour_entries_class_idx').on('hour_entries').columns(['class_id']).execute();
  await db.schema
    .createIndex('hour_entries_user_created_id_idx')
    .on('hour_entries')
    .columns(['user_id', 'recorded_at', 'id'])
    .execute();
}
