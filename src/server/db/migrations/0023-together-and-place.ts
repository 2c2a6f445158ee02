import type { Kysely } from 'kysely';

/**
 * Taught together, co-op and tutors (issue 41, ADR 042):
 * - `classes.together` (0/1): one tick on the family week completes the lesson for every enrolled child present
 *   that day;
 * - `classes.place` ('home' | 'co-op' | 'tutor' | 'online', default 'home'): the hours of a class taught anywhere
 *   but home count as away where a requirement profile splits home and away (Missouri);
 * - `classes.teacher_name` (null: none): the teacher the report card and the transcript name;
 * - `lesson_completions.note` (null: none): a child's own note on a lesson taught together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('together', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('place', 'text', (c) => c.notNull().defaultTo('home'))
    .execute();
  await db.schema.alterTable('classes').addColumn('teacher_name', 'text').execute();
  await db.schema.alterTable('lesson_completions').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lesson_completions').dropColumn('note').execute();
  await db.schema.alterTable('classes').dropColumn('teacher_name').execute();
  await db.schema.alterTable('classes').dropColumn('place').execute();
  await db.schema.alterTable('classes').dropColumn('together').execute();
}
