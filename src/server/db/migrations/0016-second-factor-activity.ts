import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A second factor for adults (issue 39, ADR 031), through better-auth's two-factor plugin:
 * - `user.two_factor_enabled`: set once an authenticator app's code confirmed the enrolment; a password
 *   sign-in then stops before the session and asks for a code.
 * - `two_factor`: the account's TOTP secret and recovery codes (both encrypted with the auth secret by
 *   better-auth), whether the enrolment was confirmed, and its failed-code count and lock. One row per user;
 *   removed with the user.
 * - `account_activity` (ADR 032): what was done to the family's account — sign-ins, exports and imports,
 *   deletions, share links, members, second-factor changes — by whom, from which device and address. Kept
 *   400 days; removed with the family. `(user_id, at, id)` serves the newest-first list, the export's order
 *   and the pruning of old rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('two_factor_enabled', t.authBool, (c) => c.defaultTo(t.pg ? sql`false` : 0))
    .execute();
  await db.schema
    .createTable('two_factor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', t.authBool, (c) => c.defaultTo(t.pg ? sql`true` : 1))
    .addColumn('failed_verification_count', 'integer', (c) => c.defaultTo(0))
    .addColumn('locked_until', t.authTimestamp)
    .execute();
  await db.schema.createIndex('two_factor_user_id_idx').on('two_factor').column('user_id').execute();

  await db.schema
    .createTable('account_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('new_device', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('account_activity_user_at_idx')
    .on('account_activity')
    .columns(['user_id', 'at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_activity').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.alterTable('user').dropColumn('two_factor_enabled').execute();
}
