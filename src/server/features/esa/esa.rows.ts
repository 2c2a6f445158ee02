import type { Selectable } from 'kysely';
import type { EsaRules } from '@shared/domain/esa-checks';
import type { ExpenseStatus } from '@shared/domain/esa-money';
import type { ReceiptField } from '@shared/messages/esa';
import { esaRulesSchema } from '@shared/schemas/esa';
import { z } from 'zod';
import { RECEIPT_FIELDS } from '@shared/messages/esa';
import {
  readFlag,
  readNumber,
  readNullableNumber,
  storedFlag,
  type StoredValues,
} from '../../db/stored-values';
import type {
  EsaAccountsTable,
  EsaExpenseFilesTable,
  EsaExpenseLinesTable,
  EsaExpensesTable,
  EsaProgramsTable,
} from '../../db/types';

/**
 * The education savings tables' rows ↔ their values: one mapping per table, for the repository and the account
 * export/import. A program's rules are JSON text, read through their zod schema (a damaged value reads as the
 * rule's empty form rather than failing the page).
 */

const parsed = <T>(schema: z.ZodType<T>, text: string, fallback: T): T => {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
};

const rules = esaRulesSchema.shape;

export type EsaProgramRow = Selectable<EsaProgramsTable>;
export type StoredEsaProgram = StoredValues<
  EsaProgramsTable,
  {
    currency: EsaRules['currency'];
    awardBands: EsaRules['awardBands'];
    familyCapCents: number | null;
    fundingSchedule: EsaRules['fundingSchedule'];
    categories: EsaRules['categories'];
    forbidden: EsaRules['forbidden'];
    receiptFields: EsaRules['receiptFields'];
    deadlines: EsaRules['deadlines'];
    rollover: EsaRules['rollover'];
    curriculumTie: boolean;
  }
>;

export function fromEsaProgramRow(row: Omit<EsaProgramRow, 'userId'>): StoredEsaProgram {
  return {
    ...row,
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    awardBands: parsed(rules.awardBands, row.awardBands, []),
    familyCapCents: readNullableNumber(row.familyCapCents),
    fundingSchedule: parsed(rules.fundingSchedule, JSON.stringify(row.fundingSchedule), 'yearly'),
    categories: parsed(rules.categories, row.categories, [
      { key: 'curriculum', label: 'Curriculum', description: '' },
    ]),
    forbidden: parsed(rules.forbidden, row.forbidden, []),
    receiptFields: parsed(rules.receiptFields, row.receiptFields, []),
    deadlines: parsed(rules.deadlines, row.deadlines, { receiptDays: null, submitDays: null, fixed: [] }),
    rollover: parsed(rules.rollover, row.rollover, { kind: 'all' }),
    curriculumTie: readFlag(row.curriculumTie),
  };
}

export const toEsaProgramRow = (userId: string | null, v: StoredEsaProgram): EsaProgramRow => ({
  ...v,
  userId,
  awardBands: JSON.stringify(v.awardBands),
  categories: JSON.stringify(v.categories),
  forbidden: JSON.stringify(v.forbidden),
  receiptFields: JSON.stringify(v.receiptFields),
  deadlines: JSON.stringify(v.deadlines),
  rollover: JSON.stringify(v.rollover),
  curriculumTie: storedFlag(v.curriculumTie),
});

/** The rules part of a program (what the checks and the money rules take). */
export const rulesOf = (p: StoredEsaProgram): EsaRules => ({
  currency: p.currency,
  awardBands: p.awardBands,
  familyCapCents: p.familyCapCents,
  fundingSchedule: p.fundingSchedule,
  categories: p.categories,
  forbidden: p.forbidden,
  receiptFields: p.receiptFields,
  deadlines: p.deadlines,
  rollover: p.rollover,
  curriculumTie: p.curriculumTie,
});

export type EsaAccountRow = Selectable<EsaAccountsTable>;
export type StoredEsaAccount = StoredValues<EsaAccountsTable>;

export const fromEsaAccountRow = (row: Omit<EsaAccountRow, 'userId'>): StoredEsaAccount => ({
  ...row,
  awardCents: readNumber(row.awardCents),
  carriedCents: readNumber(row.carriedCents),
});
export const toEsaAccountRow = (userId: string, v: StoredEsaAccount): EsaAccountRow => ({ ...v, userId });

export type EsaExpenseRow = Selectable<EsaExpensesTable>;
export type StoredEsaExpense = StoredValues<
  EsaExpensesTable,
  { status: ExpenseStatus; receiptShows: ReceiptField[] }
>;

const STATUSES: readonly string[] = ['planned', 'bought', 'submitted', 'reimbursed', 'denied'];

export const fromEsaExpenseRow = (row: Omit<EsaExpenseRow, 'userId'>): StoredEsaExpense => ({
  ...row,
  status: (STATUSES.includes(row.status) ? row.status : 'planned') as ExpenseStatus,
  receiptShows: parsed(z.array(z.enum(RECEIPT_FIELDS)), row.receiptShows, []),
});
export const toEsaExpenseRow = (userId: string, v: StoredEsaExpense): EsaExpenseRow => ({
  ...v,
  userId,
  receiptShows: JSON.stringify(v.receiptShows),
});

export type EsaLineRow = Selectable<EsaExpenseLinesTable>;
export type StoredEsaLine = StoredValues<EsaExpenseLinesTable>;

export const fromEsaLineRow = (row: Omit<EsaLineRow, 'userId'>): StoredEsaLine => ({
  ...row,
  position: readNumber(row.position),
  quantity: readNumber(row.quantity),
  amountCents: readNumber(row.amountCents),
});
export const toEsaLineRow = (userId: string, v: StoredEsaLine): EsaLineRow => ({ ...v, userId });

export type EsaExpenseFileRow = Selectable<EsaExpenseFilesTable>;
export type StoredEsaExpenseFile = StoredValues<EsaExpenseFilesTable>;

export const fromEsaExpenseFileRow = (row: Omit<EsaExpenseFileRow, 'userId'>): StoredEsaExpenseFile => ({
  ...row,
  position: readNumber(row.position),
});
export const toEsaExpenseFileRow = (userId: string, v: StoredEsaExpenseFile): EsaExpenseFileRow => ({
  ...v,
  userId,
});
