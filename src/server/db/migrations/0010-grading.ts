import type { Kysely } from 'kysely';

/**
 * Grading: an assignment may name one of its class's weighted categories
 * (`class_grade_weights.category`, migration 0008); null is uncategorised. A report card reads a child's
 * assignments by assignment date within a term, so they get an index on (user_id, student_id, assignment_date).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').addColumn('category', 'text').execute();
  await db.schema
    .createIndex('assignments_student_date_idx')
    .on('assignments')
    .columns(['user_id', 'student_id', 'assignment_date', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('assignments_student_date_idx').execute();
  await db.schema.alterTable('assignments').dropColumn('category').execute();
}
