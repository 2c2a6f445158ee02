import type { Kysely } from 'kysely';

/**
 * The weekly e-mail (issue 41, DESIGN §15, ADR 045).
 * - `notification_prefs`: one row per adult member who chose (the parent's member id is the family's id): the
 *   weekly e-mail on or off. No row: off (the e-mail is opt-in). Removed with the member or the family.
 * - `digest_runs`: one row per family and week (`week_start`, the Monday the e-mail is about), claimed with its
 *   primary key so several instances send once. `lease_until` is when another instance may take over a claim
 *   whose sender died; `sent_to` (JSON array of member ids) the adults already sent, so a retry sends only the
 *   others; `sent_at` when every one was sent (or the run gave up after `attempts`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_prefs')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('weekly_email', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler's read (the families with an adult who wants the e-mail) and the export's order.
  await db.schema
    .createIndex('notification_prefs_user_idx')
    .on('notification_prefs')
    .columns(['user_id', 'created_at', 'member_id'])
    .execute();
  await db.schema
    .createIndex('notification_prefs_weekly_idx')
    .on('notification_prefs')
    .columns(['weekly_email', 'user_id'])
    .execute();

  await db.schema
    .createTable('digest_runs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('sent_to', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('digest_runs_pkey', ['user_id', 'week_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('digest_runs').execute();
  await db.schema.dropTable('notification_prefs').execute();
}
