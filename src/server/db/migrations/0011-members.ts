import { sql, type Kysely } from 'kysely';

/**
 * Members and roles (ADR 024).
 *
 * - `members`: who may act in a family (`family_id` = the parent's user id, the id every family row is scoped
 *   by) and as what. The parent's member id is the family's user id, so the `recorded_by` values written
 *   before members existed (lesson completions, hour entries) already name the parent. An adult member is a
 *   better-auth user (`user_id`, one family per user); a child member is a child of the family (`student_id`;
 *   its member id is the child's id). A removed adult keeps its row (`removed_at`) so records still name who
 *   recorded them.
 * - A child signs in with the family's `profiles.sign_in_code`, their name and a PIN or password
 *   (`students.sign_in_hash`, hashed like passwords); `child_sessions` hold the sha256 of their cookie tokens.
 * - `invites`: single-use links for another adult (sha256 of the token), expiring.
 * - Who recorded what: `recorded_by` on attendance and assignments (their grade), `completed_by` on to-dos;
 *   a child's tick waiting for a parent (`pending_by`, family setting 'Parent confirms completed work').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.unique().references('user.id').onDelete('set null'))
    .addColumn('student_id', 'text', (c) => c.unique().references('students.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('parent', 'teacher', 'viewer', 'child')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .addCheckConstraint(
      'members_kind_check',
      sql`(role = 'child' and student_id is not null and user_id is null) or (role <> 'child' and student_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('members_family_idx')
    .on('members')
    .columns(['family_id', 'created_at', 'id'])
    .execute();
  // Every existing account is a family whose parent is its user.
  await sql`insert into members (id, family_id, user_id, role, created_at)
    select id, id, id, 'parent', ${new Date().toISOString()} from ${sql.table('user')}`.execute(db);

  await db.schema.alterTable('profiles').addColumn('sign_in_code', 'text').execute();
  await db.schema
    .createIndex('profiles_sign_in_code_key')
    .unique()
    .on('profiles')
    .column('sign_in_code')
    .execute();
  await db.schema.alterTable('students').addColumn('sign_in_hash', 'text').execute();

  await db.schema
    .createTable('child_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('child_sessions_student_idx')
    .on('child_sessions')
    .columns(['student_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('child_sessions_family_idx').on('child_sessions').column('family_id').execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('teacher', 'viewer')`))
    .addColumn('email', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invites_family_idx')
    .on('invites')
    .columns(['family_id', 'created_at', 'id'])
    .execute();

  await db.schema.alterTable('attendance').addColumn('recorded_by', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('recorded_by', 'text').execute();
  await db.schema.alterTable('tasks').addColumn('completed_by', 'text').execute();
  await db.schema.alterTable('tasks').addColumn('pending_by', 'text').execute();
  await db.schema
    .alterTable('lesson_completions')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('tasks_pending_idx').on('tasks').columns(['user_id', 'pending_by']).execute();
  await db.schema
    .createIndex('lesson_completions_pending_idx')
    .on('lesson_completions')
    .columns(['user_id', 'pending'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lesson_completions_pending_idx').execute();
  await db.schema.dropIndex('tasks_pending_idx').execute();
  await db.schema.alterTable('lesson_completions').dropColumn('pending').execute();
  await db.schema.alterTable('tasks').dropColumn('pending_by').execute();
  await db.schema.alterTable('tasks').dropColumn('completed_by').execute();
  await db.schema.alterTable('assignments').dropColumn('recorded_by').execute();
  await db.schema.alterTable('attendance').dropColumn('recorded_by').execute();
  await db.schema.dropTable('invites').execute();
  await db.schema.dropTable('child_sessions').execute();
  await db.schema.alterTable('students').dropColumn('sign_in_hash').execute();
  await db.schema.dropIndex('profiles_sign_in_code_key').execute();
  await db.schema.alterTable('profiles').dropColumn('sign_in_code').execute();
  await db.schema.dropTable('members').execute();
}
