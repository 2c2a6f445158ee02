import { sql, type Kysely } from 'kysely';
import { ESA_CHECKED_ON, ESA_PACKS, esaTemplateId } from '@shared/domain/esa-packs';
import { childKey } from './child-key';

/**
 * Education savings accounts (DESIGN §14, ADR 030):
 * - `esa_programs`: rule packs. Seeded templates have no user_id (Arizona ESA, Utah Fits All, …, Custom, with
 *   their source and the date they were checked); a family's own editable copy has one (made when it opens an
 *   account under a template, like the requirement profiles). The rules are validated JSON text
 *   (`shared/schemas/esa.ts`): award bands, categories, forbidden items, receipt fields, deadlines, rollover.
 * - `esa_accounts`: a child's account under one of the family's programs for a period, award and carried
 *   balance in integer cents.
 * - `esa_expenses`: a purchase of an account (date, vendor, payment method, status, the reason a denied one was
 *   denied, links to a class, subject or lesson, what its receipt shows); a purchase split across children is
 *   one row per child's account sharing `split_group`.
 * - `esa_expense_lines`: its lines (description, category, quantity, amount in cents).
 * - `esa_expense_files`: its receipts, files of the file store (ADR 028).
 */

const money = (name: string) => sql`${sql.ref(name)} between 0 and 1000000000`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('esa_programs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('template_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('jurisdiction', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'CAD')`))
    .addColumn('source_url', 'text')
    .addColumn('checked_on', 'text')
    .addColumn('award_bands', 'text', (c) => c.notNull())
    .addColumn('family_cap_cents', 'integer', (c) => c.check(money('family_cap_cents')))
    .addColumn('funding_schedule', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('forbidden', 'text', (c) => c.notNull())
    .addColumn('receipt_fields', 'text', (c) => c.notNull())
    .addColumn('deadlines', 'text', (c) => c.notNull())
    .addColumn('rollover', 'text', (c) => c.notNull())
    .addColumn('curriculum_tie', 'integer', (c) => c.notNull().check(sql`curriculum_tie in (0, 1)`))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('esa_programs_user_id_key', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('esa_programs_user_created_id_idx')
    .on('esa_programs')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('esa_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull().references('esa_programs.id'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('award_cents', 'integer', (c) => c.notNull().check(money('award_cents')))
    .addColumn('carried_cents', 'integer', (c) => c.notNull().check(money('carried_cents')))
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(...childKey('esa_accounts'), (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('esa_accounts_user_period_idx')
    .on('esa_accounts')
    .columns(['user_id', 'period_start', 'id'])
    .execute();
  await db.schema
    .createIndex('esa_accounts_user_created_id_idx')
    .on('esa_accounts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('esa_accounts_student_idx')
    .on('esa_accounts')
    .columns(['user_id', 'student_id'])
    .execute();
  await db.schema.createIndex('esa_accounts_program_idx').on('esa_accounts').column('program_id').execute();

  await db.schema
    .createTable('esa_expenses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('esa_accounts.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('planned', 'bought', 'submitted', 'reimbursed', 'denied')`),
    )
    .addColumn('denied_reason', 'text')
    .addColumn('notes', 'text')
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('subject', 'text')
    .addColumn('lesson_id', 'text', (c) => c.references('lessons.id').onDelete('set null'))
    /** JSON array of the receipt fields the family ticked as shown on the receipt. */
    .addColumn('receipt_shows', 'text', (c) => c.notNull())
    .addColumn('split_group', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('esa_expenses_account_date_idx')
    .on('esa_expenses')
    .columns(['user_id', 'account_id', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('esa_expenses_user_created_id_idx')
    .on('esa_expenses')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  for (const column of ['account_id', 'class_id', 'lesson_id', 'split_group'])
    await db.schema.createIndex(`esa_expenses_${column}_idx`).on('esa_expenses').column(column).execute();

  await db.schema
    .createTable('esa_expense_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expense_id', 'text', (c) => c.notNull().references('esa_expenses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 10000`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(money('amount_cents')))
    .execute();
  await db.schema
    .createIndex('esa_expense_lines_expense_idx')
    .on('esa_expense_lines')
    .columns(['user_id', 'expense_id', 'position'])
    .execute();
  await db.schema
    .createIndex('esa_expense_lines_expense_id_idx')
    .on('esa_expense_lines')
    .column('expense_id')
    .execute();

  await db.schema
    .createTable('esa_expense_files')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expense_id', 'text', (c) => c.notNull().references('esa_expenses.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('esa_expense_files_pkey', ['expense_id', 'file_id'])
    .execute();
  await db.schema
    .createIndex('esa_expense_files_expense_idx')
    .on('esa_expense_files')
    .columns(['user_id', 'expense_id', 'position'])
    .execute();
  await db.schema
    .createIndex('esa_expense_files_file_idx')
    .on('esa_expense_files')
    .column('file_id')
    .execute();

  const now = `${ESA_CHECKED_ON}T00:00:00.000Z`;
  await db
    .insertInto('esa_programs')
    .values(
      ESA_PACKS.map((p) => ({
        id: esaTemplateId(p.key),
        user_id: null,
        template_key: p.key,
        name: p.name,
        jurisdiction: p.jurisdiction,
        currency: p.currency,
        source_url: p.sourceUrl,
        checked_on: ESA_CHECKED_ON,
        award_bands: JSON.stringify(p.awardBands),
        family_cap_cents: p.familyCapCents,
        funding_schedule: p.fundingSchedule,
        categories: JSON.stringify(p.categories),
        forbidden: JSON.stringify(p.forbidden),
        receipt_fields: JSON.stringify(p.receiptFields),
        deadlines: JSON.stringify(p.deadlines),
        rollover: JSON.stringify(p.rollover),
        curriculum_tie: p.curriculumTie ? 1 : 0,
        notes: p.notes,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('esa_expense_files').execute();
  await db.schema.dropTable('esa_expense_lines').execute();
  await db.schema.dropTable('esa_expenses').execute();
  await db.schema.dropTable('esa_accounts').execute();
  await db.schema.dropTable('esa_programs').execute();
}
