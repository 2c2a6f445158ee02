import type { Kysely } from 'kysely';
import type { Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { keysOf } from '../../files/stored-keys';
import {
  fromEsaAccountRow,
  fromEsaExpenseRow,
  fromEsaLineRow,
  fromEsaProgramRow,
  toEsaAccountRow,
  toEsaExpenseRow,
  toEsaLineRow,
  toEsaProgramRow,
  type StoredEsaAccount,
  type StoredEsaExpense,
  type StoredEsaLine,
  type StoredEsaProgram,
} from './esa.rows';

type Db = Kysely<DB>;

/** Every query of the education savings accounts; each is scoped by the family (`user_id`). */

// ---- Programs ---------------------------------------------------------------------------------------------------

export interface ProgramWithOwner extends StoredEsaProgram {
  template: boolean;
}

const withOwner = (row: DB['esaPrograms'] extends infer T ? { [K in keyof T]: T[K] } : never) => ({
  ...fromEsaProgramRow(row),
  template: row.userId === null,
});

/** The seeded templates and the family's own copies, templates in their seeded order. */
export async function listPrograms(db: Db, familyId: string): Promise<ProgramWithOwner[]> {
  const rows = await db
    .selectFrom('esaPrograms')
    .selectAll()
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', familyId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(withOwner);
}

/** A template or one of the family's copies (another family's copy: undefined). */
export async function findProgram(
  db: Db,
  familyId: string,
  id: string,
): Promise<ProgramWithOwner | undefined> {
  const row = await db
    .selectFrom('esaPrograms')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', familyId)]))
    .executeTakeFirst();
  return row ? withOwner(row) : undefined;
}

/** The family's copy of a template, if it made one. */
export async function findCopyOf(
  db: Db,
  familyId: string,
  templateKey: string,
): Promise<ProgramWithOwner | undefined> {
  const row = await db
    .selectFrom('esaPrograms')
    .selectAll()
    .where('userId', '=', familyId)
    .where('templateKey', '=', templateKey)
    .orderBy('createdAt')
    .executeTakeFirst();
  return row ? withOwner(row) : undefined;
}

export async function insertProgram(db: Db, familyId: string, value: StoredEsaProgram): Promise<void> {
  await db.insertInto('esaPrograms').values(toEsaProgramRow(familyId, value)).execute();
}

export async function updateProgram(db: Db, familyId: string, value: StoredEsaProgram): Promise<void> {
  const { id, userId: _u, createdAt: _c, ...values } = toEsaProgramRow(familyId, value);
  await db
    .updateTable('esaPrograms')
    .set(values)
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .execute();
}

// ---- Accounts ---------------------------------------------------------------------------------------------------

export interface AccountWithChild extends StoredEsaAccount {
  studentName: string;
  studentAge: number | null;
  studentGrade: number | null;
}

const accounts = (db: Db, familyId: string) =>
  db
    .selectFrom('esaAccounts as a')
    .innerJoin('students as s', (j) => j.onRef('s.id', '=', 'a.studentId').onRef('s.userId', '=', 'a.userId'))
    .selectAll('a')
    .select(['s.name as studentName', 's.age as studentAge', 's.gradeLevel as studentGrade'])
    .where('a.userId', '=', familyId);

type AccountSelect = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number];

const toAccount = ({
  studentName,
  studentAge,
  studentGrade,
  userId: _u,
  ...row
}: AccountSelect): AccountWithChild => ({
  ...fromEsaAccountRow(row),
  studentName,
  studentAge: studentAge == null ? null : Number(studentAge),
  studentGrade: gradeNumber(studentGrade),
});

/** K → 0, '1'…'12' → the number; anything else → null. */
function gradeNumber(grade: unknown): number | null {
  if (grade == null || grade === '') return null;
  if (grade === 'K' || grade === 'k') return 0;
  const n = Number(grade);
  return Number.isInteger(n) ? n : null;
}

/** The family's accounts, by period start then child (bounded: a family has a few per year). */
export async function listAccounts(db: Db, familyId: string, limit = 200): Promise<AccountWithChild[]> {
  const rows = await accounts(db, familyId)
    .orderBy('a.periodStart', 'desc')
    .orderBy('s.position')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map(toAccount);
}

export async function findAccount(
  db: Db,
  familyId: string,
  id: string,
): Promise<AccountWithChild | undefined> {
  const row = await accounts(db, familyId).where('a.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccounts(
  db: Db,
  familyId: string,
  ids: readonly string[],
): Promise<AccountWithChild[]> {
  if (ids.length === 0) return [];
  return (await accounts(db, familyId).where('a.id', 'in', ids).execute()).map(toAccount);
}

/**
 * Whether the family (or one child of it) has an ESA account: one id at most. The dashboard's statement composes it
 * (its ESA card is loaded only then; ADR 013).
 */
export const anyAccountQuery = (db: Db, userId: Value<string>, studentId?: Value<string>) => {
  const q = db.selectFrom('esaAccounts').select('esaAccounts.id').where('esaAccounts.userId', '=', userId);
  return (studentId ? q.where('esaAccounts.studentId', '=', studentId) : q).limit(1);
};

export async function countAccounts(db: Db, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('esaAccounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAccount(db: Db, familyId: string, value: StoredEsaAccount): Promise<void> {
  await db.insertInto('esaAccounts').values(toEsaAccountRow(familyId, value)).execute();
}

export async function updateAccount(db: Db, familyId: string, value: StoredEsaAccount): Promise<void> {
  const {
    id,
    userId: _u,
    createdAt: _c,
    studentId: _s,
    programId: _p,
    ...values
  } = toEsaAccountRow(familyId, value);
  await db
    .updateTable('esaAccounts')
    .set(values)
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAccount(db: Db, familyId: string, id: string): Promise<void> {
  await db.deleteFrom('esaAccounts').where('userId', '=', familyId).where('id', '=', id).execute();
}

// ---- Purchases --------------------------------------------------------------------------------------------------

export interface ReceiptMeta {
  id: string;
  name: string;
  kind: string;
  contentType: string;
  size: number;
}

export interface ExpenseWithParts extends StoredEsaExpense {
  className: string | null;
  lines: StoredEsaLine[];
  receipts: ReceiptMeta[];
}

/**
 * The purchases of some accounts (optionally within dates), oldest first, each with its lines and receipts: three
 * statements along the (user_id, account_id, date) and (user_id, expense_id, position) indexes.
 */
export async function expensesOf(
  db: Db,
  familyId: string,
  accountIds: readonly string[],
  window?: { from: string; to: string },
  limit = 5000,
): Promise<ExpenseWithParts[]> {
  if (accountIds.length === 0) return [];
  let query = db
    .selectFrom('esaExpenses as e')
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'e.classId').onRef('c.userId', '=', 'e.userId'))
    .selectAll('e')
    .select('c.title as className')
    .where('e.userId', '=', familyId)
    .where('e.accountId', 'in', accountIds);
  if (window) query = query.where('e.date', '>=', window.from).where('e.date', '<=', window.to);
  const rows = await query.orderBy('e.date').orderBy('e.createdAt').orderBy('e.id').limit(limit).execute();
  return withParts(db, familyId, rows);
}

export async function findExpense(
  db: Db,
  familyId: string,
  id: string,
): Promise<ExpenseWithParts | undefined> {
  const rows = await db
    .selectFrom('esaExpenses as e')
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'e.classId').onRef('c.userId', '=', 'e.userId'))
    .selectAll('e')
    .select('c.title as className')
    .where('e.userId', '=', familyId)
    .where('e.id', '=', id)
    .execute();
  return (await withParts(db, familyId, rows))[0];
}

async function withParts(
  db: Db,
  familyId: string,
  rows: (DB['esaExpenses'] & { className: string | null })[],
): Promise<ExpenseWithParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, files] = await Promise.all([
    db
      .selectFrom('esaExpenseLines')
      .selectAll()
      .where('userId', '=', familyId)
      .where('expenseId', 'in', ids)
      .orderBy('expenseId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('esaExpenseFiles as ef')
      .innerJoin('files as f', (j) => j.onRef('f.id', '=', 'ef.fileId').onRef('f.userId', '=', 'ef.userId'))
      .select(['ef.expenseId', 'ef.position', 'f.id', 'f.originalName', 'f.kind', 'f.contentType', 'f.size'])
      .where('ef.userId', '=', familyId)
      .where('ef.expenseId', 'in', ids)
      .orderBy('ef.expenseId')
      .orderBy('ef.position')
      .execute(),
  ]);
  const linesOf = new Map<string, StoredEsaLine[]>();
  for (const { userId: _u, ...l } of lines) {
    const list = linesOf.get(l.expenseId) ?? [];
    list.push(fromEsaLineRow(l));
    linesOf.set(l.expenseId, list);
  }
  const filesOf = new Map<string, ReceiptMeta[]>();
  for (const f of files) {
    const list = filesOf.get(f.expenseId) ?? [];
    list.push({
      id: f.id,
      name: f.originalName,
      kind: f.kind,
      contentType: f.contentType,
      size: Number(f.size),
    });
    filesOf.set(f.expenseId, list);
  }
  return rows.map(({ className, userId: _u, ...row }) => ({
    ...fromEsaExpenseRow(row),
    className,
    lines: linesOf.get(row.id) ?? [],
    receipts: filesOf.get(row.id) ?? [],
  }));
}

export async function insertExpense(
  db: Db,
  familyId: string,
  value: StoredEsaExpense,
  lines: readonly StoredEsaLine[],
): Promise<void> {
  await db.insertInto('esaExpenses').values(toEsaExpenseRow(familyId, value)).execute();
  if (lines.length > 0)
    await db
      .insertInto('esaExpenseLines')
      .values(lines.map((l) => toEsaLineRow(familyId, l)))
      .execute();
}

/** The purchase's fields and its lines, replaced. */
export async function updateExpense(
  db: Db,
  familyId: string,
  value: StoredEsaExpense,
  lines: readonly StoredEsaLine[],
): Promise<void> {
  const {
    id,
    userId: _u,
    createdAt: _c,
    createdBy: _b,
    accountId: _a,
    splitGroup: _g,
    ...values
  } = toEsaExpenseRow(familyId, value);
  await db
    .updateTable('esaExpenses')
    .set(values)
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('esaExpenseLines').where('userId', '=', familyId).where('expenseId', '=', id).execute();
  if (lines.length > 0)
    await db
      .insertInto('esaExpenseLines')
      .values(lines.map((l) => toEsaLineRow(familyId, l)))
      .execute();
}

export async function deleteExpense(db: Db, familyId: string, id: string): Promise<void> {
  await db.deleteFrom('esaExpenses').where('userId', '=', familyId).where('id', '=', id).execute();
}

// ---- Receipts ---------------------------------------------------------------------------------------------------

export async function receiptCount(db: Db, familyId: string, expenseId: string): Promise<number> {
  const row = await db
    .selectFrom('esaExpenseFiles')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', familyId)
    .where('expenseId', '=', expenseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextReceiptPosition(db: Db, familyId: string, expenseId: string): Promise<number> {
  const row = await db
    .selectFrom('esaExpenseFiles')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('userId', '=', familyId)
    .where('expenseId', '=', expenseId)
    .executeTakeFirst();
  return row?.p == null ? 0 : Number(row.p) + 1;
}

export async function linkReceipt(
  db: Db,
  familyId: string,
  link: { expenseId: string; fileId: string; position: number },
): Promise<void> {
  await db
    .insertInto('esaExpenseFiles')
    .values({ ...link, userId: familyId })
    .execute();
}

/** A receipt of one of the family's purchases: the file row (with its keys), or undefined. */
export async function findReceipt(db: Db, familyId: string, expenseId: string, fileId: string) {
  return db
    .selectFrom('esaExpenseFiles as ef')
    .innerJoin('files as f', (j) => j.onRef('f.id', '=', 'ef.fileId').onRef('f.userId', '=', 'ef.userId'))
    .selectAll('f')
    .where('ef.userId', '=', familyId)
    .where('ef.expenseId', '=', expenseId)
    .where('ef.fileId', '=', fileId)
    .executeTakeFirst();
}

/** How many purchases a file is a receipt of (a split purchase shares its receipts). */
export async function receiptUses(db: Db, familyId: string, fileId: string): Promise<number> {
  const row = await db
    .selectFrom('esaExpenseFiles')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', familyId)
    .where('fileId', '=', fileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function unlinkReceipt(
  db: Db,
  familyId: string,
  expenseId: string,
  fileId: string,
): Promise<void> {
  await db
    .deleteFrom('esaExpenseFiles')
    .where('userId', '=', familyId)
    .where('expenseId', '=', expenseId)
    .where('fileId', '=', fileId)
    .execute();
}

/**
 * The receipt files that only the given purchases use (deleting them leaves no other purchase without its
 * receipt): their ids and object keys, read in the deleting transaction.
 */
export async function receiptsOnlyOf(
  db: Db,
  familyId: string,
  expenseIds: readonly string[],
): Promise<{ ids: string[]; keys: string[] }> {
  if (expenseIds.length === 0) return { ids: [], keys: [] };
  const rows = await db
    .selectFrom('esaExpenseFiles as ef')
    .innerJoin('files as f', (j) => j.onRef('f.id', '=', 'ef.fileId').onRef('f.userId', '=', 'ef.userId'))
    .select(['f.id', 'f.key', 'f.thumbKey', 'f.webKey'])
    .where('ef.userId', '=', familyId)
    .where('ef.expenseId', 'in', expenseIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('esaExpenseFiles as other')
            .select('other.fileId')
            .whereRef('other.fileId', '=', 'ef.fileId')
            .where('other.expenseId', 'not in', expenseIds),
        ),
      ),
    )
    .execute();
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  return { ids: unique.map((r) => r.id), keys: unique.flatMap(keysOf) };
}

export async function deleteFileRows(db: Db, familyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('files').where('userId', '=', familyId).where('id', 'in', ids).execute();
}

export async function expenseIdsOfAccount(db: Db, familyId: string, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('esaExpenses')
    .select('id')
    .where('userId', '=', familyId)
    .where('accountId', '=', accountId)
    .execute();
  return rows.map((r) => r.id);
}

/** Does the lesson belong to one of the family's classes? */
/** The class of one of the family's lessons, or undefined (none, or another family's). */
export async function familyLessonClass(
  db: Db,
  familyId: string,
  lessonId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('lessons')
    .select('classId')
    .where('userId', '=', familyId)
    .where('id', '=', lessonId)
    .executeTakeFirst();
  return row?.classId;
}

/** One of the family's children (its name, age and grade), or undefined. */
export async function findChild(db: Db, familyId: string, studentId: string) {
  return db
    .selectFrom('students')
    .select(['id', 'name', 'age', 'gradeLevel'])
    .where('userId', '=', familyId)
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** The purchases sharing a split group (the family's only). */
export async function splitSiblings(db: Db, familyId: string, group: string): Promise<string[]> {
  const rows = await db
    .selectFrom('esaExpenses')
    .select('id')
    .where('userId', '=', familyId)
    .where('splitGroup', '=', group)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
