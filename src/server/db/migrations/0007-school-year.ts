import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';

/**
 * School years (ADR 018) and lesson plans (docs/architecture.md, Lesson placement).
 *
 * Per family: `school_years` (with `terms` and `breaks`; a break is the family's, or only its
 * `break_students`), `lessons` of a class (a class may belong to a year: `classes.school_year_id`), and
 * `calendar_feeds` (the secret iCal URLs, stored as token hashes). Per child: `lesson_completions` and
 * `lesson_skips`, with the composite foreign key (user_id, student_id) → students(user_id, id) like every
 * per-child table (migration 0006). Placement is computed from these, never stored.
 *
 * Every table has an index (user_id, created_at, id) for the paged account export (ADR 015), and one
 * for each column a read filters on.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('school_years')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    /** JSON array of weekday numbers, 0 = Sunday (like classes.days_of_week). */
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('school_years_dates_check', sql`start_date <= end_date`)
    .addUniqueConstraint('school_years_user_id_key', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('school_years_user_start_idx')
    .on('school_years')
    .columns(['user_id', 'start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('school_years_user_created_id_idx')
    .on('school_years')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('school_year_id', 'text', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('terms_dates_check', sql`start_date <= end_date`)
    .execute();
  await db.schema
    .createIndex('terms_year_start_idx')
    .on('terms')
    .columns(['school_year_id', 'start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('terms_user_created_id_idx')
    .on('terms')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('breaks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('school_year_id', 'text', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    /** 1: every child of the family; 0: only the children in break_students. */
    .addColumn('whole_family', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`whole_family in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('breaks_dates_check', sql`start_date <= end_date`)
    .execute();
  await db.schema
    .createIndex('breaks_year_start_idx')
    .on('breaks')
    .columns(['school_year_id', 'start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('breaks_user_start_idx')
    .on('breaks')
    .columns(['user_id', 'start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('breaks_user_created_id_idx')
    .on('breaks')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('break_students')
    .addColumn('break_id', 'text', (c) => c.notNull().references('breaks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('break_students_pk', ['break_id', 'student_id'])
    .addForeignKeyConstraint(...childKey('break_students'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('break_students_user_student_idx')
    .on('break_students')
    .columns(['user_id', 'student_id', 'break_id'])
    .execute();

  // A class may belong to a school year; removing the year leaves the class without one.
  await db.schema
    .alterTable('classes')
    .addColumn('school_year_id', 'text', (c) => c.references('school_years.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('classes_school_year_idx').on('classes').columns(['school_year_id']).execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 1 and 1440`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lessons_class_position_idx')
    .on('lessons')
    .columns(['class_id', 'position', 'id'])
    .execute();
  await db.schema
    .createIndex('lessons_user_created_id_idx')
    .on('lessons')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('lesson_completions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 0 and 1440`))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    /** The member who recorded it (ADR 024); the family's user id until members exist. */
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('lesson_completions_student_lesson_key', ['user_id', 'student_id', 'lesson_id'])
    .addForeignKeyConstraint(...childKey('lesson_completions'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('lesson_completions_student_date_idx')
    .on('lesson_completions')
    .columns(['user_id', 'student_id', 'date', 'class_id'])
    .execute();
  await db.schema
    .createIndex('lesson_completions_class_idx')
    .on('lesson_completions')
    .columns(['class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('lesson_completions_lesson_idx')
    .on('lesson_completions')
    .columns(['lesson_id'])
    .execute();
  await db.schema
    .createIndex('lesson_completions_user_created_id_idx')
    .on('lesson_completions')
    .columns(['user_id', 'recorded_at', 'id'])
    .execute();

  await db.schema
    .createTable('lesson_skips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lesson_skips_student_class_date_key', ['user_id', 'student_id', 'class_id', 'date'])
    .addForeignKeyConstraint(...childKey('lesson_skips'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('lesson_skips_class_idx')
    .on('lesson_skips')
    .columns(['class_id', 'student_id', 'date'])
    .execute();
  await db.schema
    .createIndex('lesson_skips_user_created_id_idx')
    .on('lesson_skips')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    /** The child the feed is for; null: the whole family's. */
    .addColumn('student_id', 'text', (c) => c.references('students.id').onDelete('cascade'))
    /** sha256 of the URL's token, hex; the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_feeds_user_student_idx')
    .on('calendar_feeds')
    .columns(['user_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_feeds', 'lesson_skips', 'lesson_completions', 'lessons'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('classes_school_year_idx').execute();
  await db.schema.alterTable('classes').dropColumn('school_year_id').execute();
  for (const table of ['break_students', 'breaks', 'terms', 'school_years'])
    await db.schema.dropTable(table).execute();
}
