import { sql, type Kysely } from 'kysely';
import { childKey } from './child-key';

/**
 * Files and the portfolio (DESIGN §13):
 * - `files`: one stored file of a child (a photo, a scan, a recording). The row is the only way to its objects in
 *   the file store (`key`, and for a photo `thumb_key` and `web_key`); `size` is the original's, `stored_size`
 *   every version's together (what the family's quota counts). The type is the one read from the bytes.
 * - `work_samples`: a piece of the child's work (title, day, class or subject, optional lesson, assignment or
 *   book, caption, link, 'best work' star); `pending_by` holds the child who added it while it waits for a
 *   parent (like a to-do's tick), `minutes` the time they gave it.
 * - `work_sample_files`: a sample's files in order; a file belongs to at most one sample. A file on no sample
 *   (an upload whose sample was never saved) is removed by the sweep after an hour.
 * - `evaluator_links.include_portfolio`: the link shows the child's work samples of its year too (0 for the
 *   links made before).
 *
 * Per-child tables carry the composite key (user_id, student_id) → students(user_id, id) (migration 0006), every
 * table the (user_id, created_at, id) index of the paged export, and each column a read filters on or a delete
 * sets to null an index.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'document', 'audio', 'video')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('stored_size', 'integer', (c) => c.notNull().check(sql`stored_size >= size`))
    /** sha256 hex of the stored original (the export archive names the file by it). */
    .addColumn('sha256', 'text', (c) => c.notNull())
    /** The name the file came with, cleaned (shown and used for the download; never a key). */
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'text', (c) => c.unique())
    .addColumn('web_key', 'text', (c) => c.unique())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('files'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('files_user_created_id_idx')
    .on('files')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('files_student_idx')
    .on('files')
    .columns(['user_id', 'student_id', 'id'])
    .execute();
  /** The sweep looks for files on no sample older than an hour, across families. */
  await db.schema.createIndex('files_created_idx').on('files').column('created_at').execute();

  await db.schema
    .createTable('work_samples')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    /** A free subject when the sample is for no class (null with a class: the class's subject). */
    .addColumn('subject', 'text')
    .addColumn('lesson_id', 'text', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('assignment_id', 'text', (c) => c.references('assignments.id').onDelete('set null'))
    .addColumn('reading_log_id', 'text', (c) => c.references('reading_log.id').onDelete('set null'))
    .addColumn('caption', 'text')
    .addColumn('link_url', 'text')
    .addColumn('starred', 'integer', (c) => c.notNull().check(sql`starred in (0, 1)`))
    .addColumn('minutes', 'integer', (c) => c.check(sql`minutes between 1 and 1440`))
    .addColumn('pending_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('work_samples'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('work_samples_student_date_idx')
    .on('work_samples')
    .columns(['user_id', 'student_id', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('work_samples_user_created_id_idx')
    .on('work_samples')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  for (const column of ['class_id', 'lesson_id', 'assignment_id', 'reading_log_id']) {
    await db.schema.createIndex(`work_samples_${column}_idx`).on('work_samples').column(column).execute();
  }

  await db.schema
    .createTable('work_sample_files')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('sample_id', 'text', (c) => c.notNull().references('work_samples.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_sample_files_pkey', ['sample_id', 'file_id'])
    .execute();
  await db.schema
    .createIndex('work_sample_files_user_sample_idx')
    .on('work_sample_files')
    .columns(['user_id', 'sample_id', 'position'])
    .execute();
  await db.schema
    .alterTable('evaluator_links')
    .addColumn('include_portfolio', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`include_portfolio in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('evaluator_links').dropColumn('include_portfolio').execute();
  await db.schema.dropTable('work_sample_files').execute();
  await db.schema.dropTable('work_samples').execute();
  await db.schema.dropTable('files').execute();
}
