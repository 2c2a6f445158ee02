import type { Kysely } from 'kysely';

/**
 * The game reads an account's present days (streaks, perfect months) and the dashboard counts attendance
 * on every load: with `present` and `date` in the index both are answered from the index alone, without
 * visiting a table row per day of history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('attendance_user_present_date_idx')
    .on('attendance')
    .columns(['user_id', 'present', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attendance_user_present_date_idx').execute();
}
