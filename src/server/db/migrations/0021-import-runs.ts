import type { Kysely } from 'kysely';

/**
 * `import_runs`: an account import in progress (ADR 040). The row is written, in the transaction that takes the
 * empty account, before the import stores a file or writes a row, and deleted in the one short transaction that
 * makes the import the family's (or by the clean-up that removes a failed one). A row left behind is an import
 * that never finished: on start (and in the periodic sweep, for an instance that died) its rows and stored files
 * are removed. `previous_children` (JSON array of ids) are the children the account had before: they stay.
 * One import per account at a time (`user_id` unique).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
    .addColumn('previous_children', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_runs').execute();
}
