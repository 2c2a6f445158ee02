import { sql, type Kysely } from 'kysely';

/**
 * A child's tick of a loop item waits for a parent (ADR 052), as a weekly lesson's does (migration 0011):
 * `loop_completions.pending` 1 while it waits — no xp, no hour entry, no attendance until a parent confirms it
 * on 'To confirm'. Existing rows are confirmed ones (0). `loop_completions_pending_idx` holds only the waiting
 * rows (partial, like `tasks_pending_idx`), for the family's 'To confirm' list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('loop_completions')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('loop_completions_pending_idx')
    .on('loop_completions')
    .columns(['user_id', 'date'])
    .where(sql.ref('pending'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('loop_completions_pending_idx').execute();
  await db.schema.alterTable('loop_completions').dropColumn('pending').execute();
}
