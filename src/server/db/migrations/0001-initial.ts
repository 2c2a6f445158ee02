import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The whole schema of the spec. Our own tables keep ids as text (UUIDs), dates as 'yyyy-MM-dd' text,
 * timestamps as ISO-8601 UTC text, booleans as 0/1 integers and JSON as text, identically on both
 * dialects, so one query path serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  // better-auth (schema from getMigrations().compileMigrations(), snake_case via CamelCasePlugin)
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', t.authBool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute();
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', t.authTimestamp)
    .addColumn('refresh_token_expires_at', t.authTimestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_user_id_idx').on('account').column('user_id').execute();
  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_request', 'bigint', (c) => c.notNull())
    .execute();

  const userRef = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'));
  const priority = sql`priority in ('low', 'medium', 'high')`;
  const boolCheck = (col: string) => sql`${sql.ref(col)} in (0, 1)`;

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('child_age', 'text', (c) => c.defaultTo('10'))
    .addColumn('xp', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`xp >= 0`),
    )
    .addColumn('level', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`level >= 0`),
    )
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await userRef('classes')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('teacher_platform', 'text')
    .addColumn('days_of_week', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('classes_time_order', sql`end_time > start_time`)
    .addCheckConstraint(
      'classes_date_order',
      sql`end_date is null or start_date is null or end_date >= start_date`,
    )
    .execute();
  await db.schema
    .createIndex('classes_user_created_idx')
    .on('classes')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef('calendar_events')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text')
    .addColumn('description', 'text')
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_events_user_date_idx')
    .on('calendar_events')
    .columns(['user_id', 'event_date'])
    .execute();
  await db.schema.createIndex('calendar_events_class_idx').on('calendar_events').column('class_id').execute();

  await userRef('tasks')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(priority))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0).check(boolCheck('completed')))
    .addColumn('completed_at', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tasks_user_date_idx')
    .on('tasks')
    .columns(['user_id', 'created_date', 'completed'])
    .execute();

  await userRef('bucket_list_items')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(priority))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0).check(boolCheck('completed')))
    .addColumn('completed_at', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bucket_list_items_user_created_idx')
    .on('bucket_list_items')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef('learn_list_items')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(priority))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0).check(boolCheck('completed')))
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('learn_list_items_user_created_idx')
    .on('learn_list_items')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef('attendance')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull().check(boolCheck('present')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attendance_user_date_key', ['user_id', 'date'])
    .execute();

  await userRef('assignments')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('assignment_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('assignment_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('completed')
        .check(sql`status in ('upcoming', 'work_in_progress', 'completed')`),
    )
    .addColumn('grade_percentage', t.real, (c) =>
      c.check(sql`grade_percentage is null or (grade_percentage >= 0 and grade_percentage <= 100)`),
    )
    .addColumn('earned_points', t.real, (c) => c.check(sql`earned_points is null or earned_points >= 0`))
    .addColumn('max_points', t.real, (c) => c.check(sql`max_points is null or max_points >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assignments_user_created_idx')
    .on('assignments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('assignments_class_idx').on('assignments').column('class_id').execute();

  await userRef('day_blocks')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('purpose', 'text')
    .addColumn('default_duration', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`default_duration between 5 and 480`),
    )
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('day_blocks_user_created_idx')
    .on('day_blocks')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef('day_schedule')
    .addColumn('block_id', 'text', (c) => c.notNull().references('day_blocks.id').onDelete('cascade'))
    .addColumn('schedule_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'integer', (c) => c.notNull().check(sql`start_time >= 0`))
    .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration between 5 and 480`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('day_schedule_user_date_start_idx')
    .on('day_schedule')
    .columns(['user_id', 'schedule_date', 'start_time'])
    .execute();
  await db.schema.createIndex('day_schedule_block_idx').on('day_schedule').column('block_id').execute();

  // Game layer: one ledger row per (source kind, source id), so toggling cannot farm xp.
  await userRef('xp_ledger')
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('xp_ledger_source_key', ['user_id', 'source_kind', 'source_id'])
    .execute();

  await db.schema
    .createTable('achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull())
    .addColumn('unlocked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('achievements_pk', ['user_id', 'achievement_id'])
    .execute();

  // Carry-forward runs once per account and day, even when two tabs race.
  await db.schema
    .createTable('task_carry_forward')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('carried', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_carry_forward_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'task_carry_forward',
    'achievements',
    'xp_ledger',
    'day_schedule',
    'day_blocks',
    'assignments',
    'attendance',
    'learn_list_items',
    'bucket_list_items',
    'tasks',
    'calendar_events',
    'classes',
    'profiles',
    'rate_limit',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
