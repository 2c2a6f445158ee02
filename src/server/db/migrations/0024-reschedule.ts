import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';

/**
 * Reschedule from here (issue 41, ADR 043). Both are inputs to the computed placement, never placements:
 * - `lessons.pinned_date`: the day a lesson is pinned to ('Pin to a date', a test on Friday); null: not pinned.
 * - `lesson_shifts`: 'Push from here' — for one child, the lesson and every later one of its class fall no
 *   earlier than `not_before`, the day the push resolved to when it was made (`days` class days after where the
 *   lesson stood), so a shift does not keep pushing as days pass. One per (child, lesson).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('pinned_date', 'text').execute();
  await db.schema
    .createTable('lesson_shifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days between 1 and 60`))
    .addColumn('not_before', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lesson_shifts_student_lesson_key', ['user_id', 'student_id', 'lesson_id'])
    .addForeignKeyConstraint(...childKey('lesson_shifts'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('lesson_shifts_class_idx')
    .on('lesson_shifts')
    .columns(['class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('lesson_shifts_lesson_idx')
    .on('lesson_shifts')
    .columns(['lesson_id'])
    .execute();
  await db.schema
    .createIndex('lesson_shifts_user_created_id_idx')
    .on('lesson_shifts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_shifts').execute();
  await db.schema.alterTable('lessons').dropColumn('pinned_date').execute();
}
