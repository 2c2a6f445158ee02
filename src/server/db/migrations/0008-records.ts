import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';
import { columnTypes } from './column-types';

/**
 * School records: the tables every part of the records builds on.
 *
 * New tables only; the columns the records add to existing tables come with the features that use them.
 * - Hours: `hour_entries` per child (from a lesson completion, in its transaction, or entered by hand), with
 *   the subject and core flag as they were when recorded (a log kept at the time of instruction stays as it
 *   was when the class is renamed or removed).
 * - State requirements as data: `requirement_profiles` (seeded templates have no user_id; a family's own
 *   editable copies have one).
 * - Grading: the family's `grading_scales` (letter, minimum percent), per-class `class_grade_weights`, `report_card_comments` per child, term and class, and `records_settings` (hours per
 *   credit, GPA bonuses).
 * - `transcript_courses` per child, `reading_log` per child, and `evaluator_links` (token hashes, like
 *   calendar_feeds): a read-only, expiring, revocable view of one child's records for one school year.
 *
 * Per-child tables carry the composite key (user_id, student_id) → students(user_id, id) (migration 0006);
 * every table has the (user_id, created_at, id) index of the paged export (ADR 015) and an index for each
 * column a read filters on.
 */

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

export async function up(db: Kysely<any>): Promise<void> {
  const { real } = columnTypes(db);

  await db.schema
    .createTable('requirement_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** null: a seeded template every family can pick from; else the family's own (editable) copy. */
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
    /** The template a copy came from, or the template's own key ('missouri', 'custom', …). */
    .addColumn('template_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    /** Where the figures come from (statute, department page) and the date they were taken. */
    .addColumn('source', 'text')
    .addColumn('checked_on', 'text')
    /** 'days' | 'hours' | 'days_and_hours' | 'days_or_hours' | 'none'. */
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('target_days', 'integer')
    /** JSON array of { fromGrade, toGrade, hours } (K = 0); one band for all grades when the law has one. */
    .addColumn('hours_by_grade', 'text')
    .addColumn('core_hours', 'integer')
    .addColumn('core_home_hours', 'integer')
    /** A day counts as a school day only with at least this many minutes (null: any instruction). */
    .addColumn('min_minutes_per_day', 'integer')
    /** The days must average at least this many minutes (Colorado). */
    .addColumn('average_minutes_per_day', 'integer')
    /** The requirement stops applying at this age (null: no limit). */
    .addColumn('age_limit', 'integer')
    /** Reports a year asks for (New York: 4 quarterly reports); null: none. */
    .addColumn('report_periods', 'integer')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('requirement_profiles_user_id_key', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('requirement_profiles_user_created_id_idx')
    .on('requirement_profiles')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('hour_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    /** The class it was for (null: a free subject, or the class was removed). */
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    /** The subject as recorded (the class's subject or title then, or the free subject). */
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('core', 'integer', (c) => c.notNull().check(flag('core')))
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 1 and 1440`))
    .addColumn('location', 'text', (c) => c.notNull().check(sql`location in ('home', 'away')`))
    .addColumn('note', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('lesson', 'manual')`))
    /** The completion that created it (source 'lesson'); un-completing removes the entry with it. */
    .addColumn('lesson_completion_id', 'text', (c) =>
      c.unique().references('lesson_completions.id').onDelete('cascade'),
    )
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    /** The member who recorded it (ADR 024); the family's user id until members exist. */
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('hour_entries'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('hour_entries_student_date_idx')
    .on('hour_entries')
    .columns(['user_id', 'student_id', 'date', 'id'])
    .execute();
  await db.schema.createIndex('hour_entries_class_idx').on('hour_entries').columns(['class_id']).execute();
  await db.schema
    .createIndex('hour_entries_user_created_id_idx')
    .on('hour_entries')
    .columns(['user_id', 'recorded_at', 'id'])
    .execute();

  await db.schema
    .createTable('grading_scales')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('letter', 'text', (c) => c.notNull())
    .addColumn('min_percent', real, (c) => c.notNull().check(sql`min_percent between 0 and 100`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('grading_scales_pk', ['user_id', 'letter'])
    .execute();
  await db.schema
    .createIndex('grading_scales_user_created_id_idx')
    .on('grading_scales')
    .columns(['user_id', 'created_at', 'letter'])
    .execute();

  await db.schema
    .createTable('class_grade_weights')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight between 1 and 100`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_grade_weights_pk', ['class_id', 'category'])
    .execute();
  await db.schema
    .createIndex('class_grade_weights_user_created_idx')
    .on('class_grade_weights')
    .columns(['user_id', 'created_at', 'class_id'])
    .execute();

  await db.schema
    .createTable('records_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('hours_per_credit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(120)
        .check(sql`hours_per_credit between 1 and 1000`),
    )
    .addColumn('honors_bonus', real, (c) => c.notNull().defaultTo(0.5))
    .addColumn('ap_bonus', real, (c) => c.notNull().defaultTo(1))
    .addColumn('dual_bonus', real, (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('report_card_comments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('term_id', 'text', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_card_comments_pk', ['student_id', 'term_id', 'class_id'])
    .addForeignKeyConstraint(...childKey('report_card_comments'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('report_card_comments_user_created_idx')
    .on('report_card_comments')
    .columns(['user_id', 'created_at', 'student_id'])
    .execute();

  await db.schema
    .createTable('transcript_courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    /** The class it was taught as (credits from its hours, grade from its assignments); null: entered by hand. */
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    /** The school year's label as printed, e.g. '2026–2027'. */
    .addColumn('year_label', 'text', (c) => c.notNull())
    .addColumn('grade_level', 'integer', (c) => c.notNull().check(sql`grade_level between 9 and 12`))
    /** Entered in 0.5 steps; null: computed from the class's hours ÷ hours per credit. */
    .addColumn('credits', real)
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level in ('regular', 'honors', 'ap', 'dual', 'pass_fail')`),
    )
    /** The final grade in percent (null: from the class's assignments); pass/fail courses use `passed`. */
    .addColumn('final_percent', real)
    .addColumn('passed', 'integer', (c) => c.check(sql`passed in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('transcript_courses'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('transcript_courses_student_grade_idx')
    .on('transcript_courses')
    .columns(['user_id', 'student_id', 'grade_level', 'id'])
    .execute();
  await db.schema
    .createIndex('transcript_courses_class_idx')
    .on('transcript_courses')
    .columns(['class_id'])
    .execute();
  await db.schema
    .createIndex('transcript_courses_user_created_id_idx')
    .on('transcript_courses')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('reading_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('isbn', 'text')
    .addColumn('started_on', 'text')
    .addColumn('finished_on', 'text')
    .addColumn('minutes', 'integer', (c) => c.check(sql`minutes between 1 and 100000`))
    .addColumn('pages', 'integer', (c) => c.check(sql`pages between 1 and 100000`))
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'reading_log_dates_check',
      sql`started_on is null or finished_on is null or started_on <= finished_on`,
    )
    .addForeignKeyConstraint(...childKey('reading_log'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('reading_log_student_finished_idx')
    .on('reading_log')
    .columns(['user_id', 'student_id', 'finished_on', 'id'])
    .execute();
  await db.schema.createIndex('reading_log_class_idx').on('reading_log').columns(['class_id']).execute();
  await db.schema
    .createIndex('reading_log_user_created_id_idx')
    .on('reading_log')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('evaluator_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('school_year_id', 'text', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    /** Who it is for, as the parent wrote it ('Mrs. Smith, evaluator'). */
    .addColumn('label', 'text', (c) => c.notNull())
    /** sha256 of the URL's token, hex; the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('evaluator_links'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('evaluator_links_student_idx')
    .on('evaluator_links')
    .columns(['user_id', 'student_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('evaluator_links_year_idx')
    .on('evaluator_links')
    .columns(['school_year_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'evaluator_links',
    'reading_log',
    'transcript_courses',
    'report_card_comments',
    'records_settings',
    'class_grade_weights',
    'grading_scales',
    'hour_entries',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('requirement_profiles').execute();
}
