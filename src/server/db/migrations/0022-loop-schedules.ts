import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';

/**
 * Loop schedules (ADR 041). A class is planned week by week (`schedule_kind` 'weekly', as before) or as a loop
 * ('loop'): its lessons are the loop's items, and each class day shows the next `loop_per_day` (1–10) of them
 * after the last one done, wrapping round. An item is done many times over a year, so its completions are kept
 * apart from `lesson_completions` (one per lesson and child): `loop_completions`, one row per item done on a
 * day (`date` is its `done_on`). A loop completion's hour entry points at it (`hour_entries.loop_completion_id`)
 * and goes with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('schedule_kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('weekly')
        .check(sql`schedule_kind in ('weekly', 'loop')`),
    )
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('loop_per_day', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`loop_per_day between 1 and 10`),
    )
    .execute();
  await db.schema
    .createTable('loop_completions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 0 and 1440`))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('loop_completions_student_lesson_date_key', [
      'user_id',
      'student_id',
      'lesson_id',
      'date',
    ])
    .addForeignKeyConstraint(...childKey('loop_completions'), (c) => c.onDelete('cascade'))
    .execute();
  // The plan's read: a child's completions of a class by day (the last day before a range, and the range).
  await db.schema
    .createIndex('loop_completions_student_class_date_idx')
    .on('loop_completions')
    .columns(['user_id', 'student_id', 'class_id', 'date'])
    .execute();
  // The export's order (ADR 015).
  await db.schema
    .createIndex('loop_completions_user_date_id_idx')
    .on('loop_completions')
    .columns(['user_id', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('loop_completions_lesson_idx')
    .on('loop_completions')
    .column('lesson_id')
    .execute();
  await db.schema
    .createIndex('loop_completions_class_idx')
    .on('loop_completions')
    .column('class_id')
    .execute();
  await db.schema
    .alterTable('hour_entries')
    .addColumn('loop_completion_id', 'text', (c) => c.references('loop_completions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('hour_entries_loop_completion_idx')
    .on('hour_entries')
    .column('loop_completion_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('hour_entries_loop_completion_idx').execute();
  await db.schema.alterTable('hour_entries').dropColumn('loop_completion_id').execute();
  await db.schema.dropTable('loop_completions').execute();
  await db.schema.alterTable('classes').dropColumn('loop_per_day').execute();
  await db.schema.alterTable('classes').dropColumn('schedule_kind').execute();
}
