import { sql, type Kysely } from 'kysely';

/**
 * The lessons pinned to a day (ADR 043), per class: the week view and the dashboard read each enrolled class's
 * lessons pinned to the days shown. Without an index on the pinned day that read walked every lesson of every
 * class (`lessons_class_position_idx`): 5,760 lessons for a family of 4 children × 8 classes × 180 lessons, most
 * of a cold week's time after the loop items (ADR 055). Partial: only pinned lessons are in it (a comparison on
 * `pinned_date` implies it is not null, so both SQLite and PostgreSQL use it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('lessons_class_pinned_idx')
    .on('lessons')
    .columns(['class_id', 'pinned_date'])
    .where(sql.ref('pinned_date'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lessons_class_pinned_idx').execute();
}
