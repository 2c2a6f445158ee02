import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { accountDeadlines, checkExpense, needsReceipt, type Deadline } from '@shared/domain/esa-checks';
import {
  accountBalance,
  applyFamilyCap,
  expenseTotal,
  rolloverCents,
  splitCents,
} from '@shared/domain/esa-money';
import { esaMessages as m } from '@shared/messages/esa';
import {
  MAX_RECEIPTS,
  type EsaAccount,
  type EsaAccountDetail,
  type EsaExpense,
  type EsaOverview,
  type EsaProgram,
  type EsaPrograms,
  type EsaSummary,
} from '@shared/schemas/esa';
import type {
  esaAccountInputSchema,
  esaAccountUpdateSchema,
  esaExpenseInputSchema,
  esaExpenseUpdateSchema,
  esaProgramInputSchema,
} from '@shared/schemas/esa';
import type { FileVariant } from '@shared/schemas/portfolio';
import type { z } from 'zod';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { removeObjects } from '../../files/stored-keys';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { isFamilyClass } from '../../scope/access';
import { forStudent, type Scope } from '../../scope/scope';
import { openVersion, type OpenedFile } from '../portfolio/files.service';
import { receiveUpload } from '../portfolio/upload';
import * as repo from './esa.repository';
import { rulesOf, type StoredEsaLine, type StoredEsaProgram } from './esa.rows';

type AccountInput = z.output<typeof esaAccountInputSchema>;
type AccountUpdate = z.output<typeof esaAccountUpdateSchema>;
type ExpenseInput = z.output<typeof esaExpenseInputSchema>;
type ExpenseUpdate = z.output<typeof esaExpenseUpdateSchema>;
type ProgramInput = z.output<typeof esaProgramInputSchema>;
type Db = AppDeps['db'];

export const toProgramDto = (p: repo.ProgramWithOwner): EsaProgram => {
  const { createdAt: _c, updatedAt: _u, ...rest } = p;
  return rest;
};

/** Accounts under one program whose periods start the same day share the program's family cap. */
const capKey = (a: { programId: string; periodStart: string }) => `${a.programId} ${a.periodStart}`;

/**
 * The accounts' figures: the award after the family cap, the balance, deadlines, what would roll over, and each
 * purchase's findings (checked in date order against the balance left before it).
 */
export function buildAccounts(
  accounts: readonly repo.AccountWithChild[],
  programs: ReadonlyMap<string, StoredEsaProgram>,
  expenses: readonly repo.ExpenseWithParts[],
  today: string,
): { accounts: EsaAccount[]; expenses: Map<string, EsaExpense[]> } {
  const groups = new Map<string, repo.AccountWithChild[]>();
  for (const a of accounts) groups.set(capKey(a), [...(groups.get(capKey(a)) ?? []), a]);
  const effective = new Map<string, number>();
  for (const group of groups.values()) {
    const program = programs.get(group[0]!.programId);
    const capped = applyFamilyCap(
      group.map((a) => a.awardCents),
      program?.familyCapCents ?? null,
    );
    group.forEach((a, i) => effective.set(a.id, capped[i]!));
  }
  const byAccount = new Map<string, repo.ExpenseWithParts[]>();
  for (const e of expenses) byAccount.set(e.accountId, [...(byAccount.get(e.accountId) ?? []), e]);

  const expenseDtos = new Map<string, EsaExpense[]>();
  const dtos = accounts.map((a): EsaAccount => {
    const program = programs.get(a.programId)!;
    const rules = rulesOf(program);
    const own = byAccount.get(a.id) ?? [];
    const awardCents = effective.get(a.id) ?? a.awardCents;
    const balance = accountBalance(
      { awardCents, carriedCents: a.carriedCents, periodStart: a.periodStart, periodEnd: a.periodEnd },
      rules.fundingSchedule,
      own,
      rules.categories.map((c) => c.key),
    );
    let remaining = balance.availableCents;
    const checked = own.map((e) => {
      const input = { ...e, receiptCount: e.receipts.length };
      const findings = checkExpense(rules, input, {
        today,
        periodStart: a.periodStart,
        periodEnd: a.periodEnd,
        remainingBeforeCents: e.status === 'denied' ? null : remaining,
      });
      if (e.status !== 'denied') remaining -= expenseTotal(e);
      return toExpenseDto(e, findings);
    });
    expenseDtos.set(a.id, checked);
    const deadlines: Deadline[] = accountDeadlines(
      rules,
      a,
      own.map((e) => ({ ...e, receiptCount: e.receipts.length })),
      today,
    );
    return {
      id: a.id,
      studentId: a.studentId,
      studentName: a.studentName,
      programId: a.programId,
      periodStart: a.periodStart,
      periodEnd: a.periodEnd,
      awardCents: a.awardCents,
      effectiveAwardCents: awardCents,
      carriedCents: a.carriedCents,
      reference: a.reference,
      balance,
      rolloverCents: rolloverCents(rules.rollover, balance.remainingCents),
      deadlines,
      needsReceipt: own.filter((e) => needsReceipt({ status: e.status, receiptCount: e.receipts.length }))
        .length,
      expenseCount: own.length,
    };
  });
  return { accounts: dtos, expenses: expenseDtos };
}

const toExpenseDto = (e: repo.ExpenseWithParts, findings: EsaExpense['findings']): EsaExpense => ({
  id: e.id,
  accountId: e.accountId,
  date: e.date,
  vendor: e.vendor,
  paymentMethod: e.paymentMethod,
  status: e.status,
  deniedReason: e.deniedReason,
  notes: e.notes,
  classId: e.classId,
  className: e.className,
  subject: e.subject,
  lessonId: e.lessonId,
  receiptShows: e.receiptShows,
  splitGroup: e.splitGroup,
  lines: e.lines.map((l) => ({
    id: l.id,
    description: l.description,
    category: l.category,
    quantity: l.quantity,
    amountCents: l.amountCents,
  })),
  totalCents: expenseTotal(e),
  receipts: e.receipts,
  findings,
});

export function esaService(deps: AppDeps) {
  const { db, bus } = deps;

  async function programMap(d: Db, familyId: string): Promise<Map<string, repo.ProgramWithOwner>> {
    return new Map((await repo.listPrograms(d, familyId)).map((p) => [p.id, p]));
  }

  /** Everything the family's accounts show: the accounts, their programs and their purchases. */
  async function load(familyId: string, today: string) {
    const [accounts, programs] = await Promise.all([
      repo.listAccounts(db, familyId),
      programMap(db, familyId),
    ]);
    const expenses = await repo.expensesOf(
      db,
      familyId,
      accounts.map((a) => a.id),
    );
    return { programs, ...buildAccounts(accounts, programs, expenses, today) };
  }

  async function checkLinks(d: Db, familyId: string, v: { classId: string | null; lessonId: string | null }) {
    if (v.classId && !(await isFamilyClass(d, familyId, v.classId))) throw notFound(m.classNotFound);
    if (!v.lessonId) return;
    const lessonClass = await repo.familyLessonClass(d, familyId, v.lessonId);
    if (!lessonClass) throw notFound(m.lessonNotFound);
    if (lessonClass !== v.classId)
      throw validationFailed(m.lessonNotInClass, { lessonId: m.lessonNotInClass });
  }

  async function expenseDto(scope: Scope, id: string): Promise<EsaExpense> {
    const { expenses } = await load(scope.familyId, scope.today);
    for (const list of expenses.values()) {
      const found = list.find((e) => e.id === id);
      if (found) return found;
    }
    throw notFound(m.expenseNotFound);
  }

  async function foundExpense(d: Db, familyId: string, id: string): Promise<repo.ExpenseWithParts> {
    const expense = await repo.findExpense(d, familyId, id);
    if (!expense) throw notFound(m.expenseNotFound);
    return expense;
  }

  /** The objects of receipts only these purchases use: rows go in the transaction, objects after it. */
  async function dropReceipts(trx: Db, familyId: string, expenseIds: readonly string[]): Promise<string[]> {
    const { ids, keys } = await repo.receiptsOnlyOf(trx, familyId, expenseIds);
    await repo.deleteFileRows(trx, familyId, ids);
    return keys;
  }

  const lineRows = (expenseId: string, lines: ExpenseInput['lines'], amounts?: number[]): StoredEsaLine[] =>
    lines.map((l, i) => ({
      id: randomUUID(),
      expenseId,
      position: i,
      description: l.description,
      category: l.category,
      quantity: l.quantity,
      amountCents: amounts ? amounts[i]! : l.amountCents,
    }));

  return {
    async programs(scope: Scope): Promise<EsaPrograms> {
      const all = await repo.listPrograms(db, scope.familyId);
      return {
        templates: all.filter((p) => p.template).map(toProgramDto),
        own: all.filter((p) => !p.template).map(toProgramDto),
      };
    },

    /** The family's copy of a program, edited (a template: 409; the source and checked date no longer apply). */
    async editProgram(scope: Scope, id: string, input: ProgramInput): Promise<EsaProgram> {
      const saved = await db.transaction().execute(async (trx) => {
        const found = await repo.findProgram(trx, scope.familyId, id);
        if (!found) throw notFound(m.programNotFound);
        if (found.template) throw new AppError('CONFLICT', m.templateNotEditable);
        const { template: _t, ...stored } = found;
        const next: StoredEsaProgram = {
          ...stored,
          ...input,
          jurisdiction: input.jurisdiction,
          updatedAt: new Date().toISOString(),
        };
        await repo.updateProgram(trx, scope.familyId, next);
        return { ...next, template: false };
      });
      bus.publish(scope.familyId, 'esa');
      return toProgramDto(saved);
    },

    async overview(scope: Scope): Promise<EsaOverview> {
      const { accounts, programs } = await load(scope.familyId, scope.today);
      const used = new Set(accounts.map((a) => a.programId));
      const families = new Map<string, EsaOverview['families'][number]>();
      for (const a of accounts) {
        const program = programs.get(a.programId)!;
        const f = families.get(a.programId) ?? {
          programId: a.programId,
          currency: program.currency,
          capCents: program.familyCapCents,
          from: a.periodStart,
          to: a.periodEnd,
          availableCents: 0,
          spentCents: 0,
          pendingCents: 0,
          remainingCents: 0,
        };
        if (a.periodStart < f.from) f.from = a.periodStart;
        if (a.periodEnd > f.to) f.to = a.periodEnd;
        f.availableCents += a.balance.availableCents;
        f.spentCents += a.balance.spentCents;
        f.pendingCents += a.balance.pendingCents;
        f.remainingCents += a.balance.remainingCents;
        families.set(a.programId, f);
      }
      return {
        today: scope.today,
        accounts,
        programs: [...programs.values()].filter((p) => used.has(p.id)).map(toProgramDto),
        families: [...families.values()],
      };
    },

    async account(scope: Scope, id: string): Promise<EsaAccountDetail> {
      const found = await repo.findAccount(db, scope.familyId, id);
      if (!found) throw notFound(m.accountNotFound);
      const { accounts, programs, expenses } = await load(scope.familyId, scope.today);
      const account = accounts.find((a) => a.id === id)!;
      return {
        account,
        program: toProgramDto(programs.get(account.programId)!),
        expenses: expenses.get(id) ?? [],
      };
    },

    /** The dashboard card: the next deadline of any account and how many purchases wait for a receipt. */
    async summary(scope: Scope): Promise<EsaSummary> {
      if ((await repo.countAccounts(db, scope.familyId)) === 0)
        return { accounts: 0, nextDeadline: null, needsReceipt: 0, children: [] };
      const { accounts, programs, expenses } = await load(scope.familyId, scope.today);
      const earliest = <T extends { date: string }>(list: T[]): T | null =>
        [...list].sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
      return {
        accounts: accounts.length,
        nextDeadline: earliest(
          accounts.flatMap((a) => a.deadlines.map((d) => ({ ...d, studentName: a.studentName }))),
        ),
        needsReceipt: accounts.reduce((n, a) => n + a.needsReceipt, 0),
        children: accounts.map((a) => {
          const program = programs.get(a.programId)!;
          return {
            accountId: a.id,
            studentId: a.studentId,
            studentName: a.studentName,
            programName: program.name,
            currency: program.currency,
            remainingCents: a.balance.remainingCents,
            nextDeadline: earliest(a.deadlines),
            warnings: (expenses.get(a.id) ?? []).reduce(
              (n, e) => n + e.findings.filter((f) => f.severity !== 'info').length,
              0,
            ),
            needsReceipt: a.needsReceipt,
          };
        }),
      };
    },

    /** A child's account; a template program makes the family's copy (reused for brothers and sisters). */
    async createAccount(scope: Scope, input: AccountInput): Promise<EsaAccount> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, scope.familyId);
        const child = await repo.findChild(trx, scope.familyId, input.studentId);
        if (!child) throw notFound(m.childNotFound);
        const program = await repo.findProgram(trx, scope.familyId, input.programId);
        if (!program) throw notFound(m.programNotFound);
        if ((await repo.countAccounts(trx, scope.familyId)) >= 200)
          throw new AppError('CONFLICT', m.tooManyAccountsFamily);
        let programId = program.id;
        if (program.template) {
          const copy = program.templateKey
            ? await repo.findCopyOf(trx, scope.familyId, program.templateKey)
            : undefined;
          if (copy) programId = copy.id;
          else {
            programId = randomUUID();
            const now = new Date().toISOString();
            const { template: _t, ...pack } = program;
            await repo.insertProgram(trx, scope.familyId, {
              ...pack,
              id: programId,
              createdAt: now,
              updatedAt: now,
            });
          }
        }
        const now = new Date().toISOString();
        await repo.insertAccount(trx, scope.familyId, {
          id,
          studentId: child.id,
          programId,
          periodStart: input.periodStart,
          periodEnd: input.periodEnd,
          awardCents: input.awardCents,
          carriedCents: input.carriedCents,
          reference: input.reference,
          createdAt: now,
          updatedAt: now,
        });
      });
      bus.publish(scope.familyId, 'esa');
      return (await this.account(scope, id)).account;
    },

    async updateAccount(scope: Scope, id: string, input: AccountUpdate): Promise<EsaAccount> {
      await db.transaction().execute(async (trx) => {
        const found = await repo.findAccount(trx, scope.familyId, id);
        if (!found) throw notFound(m.accountNotFound);
        const { studentName: _n, studentAge: _a, studentGrade: _g, ...stored } = found;
        await repo.updateAccount(trx, scope.familyId, {
          ...stored,
          ...input,
          updatedAt: new Date().toISOString(),
        });
      });
      bus.publish(scope.familyId, 'esa');
      return (await this.account(scope, id)).account;
    },

    /** The account with its purchases and the receipts only they use; the objects after the commit. */
    async deleteAccount(scope: Scope, id: string): Promise<void> {
      const keys = await db.transaction().execute(async (trx) => {
        const found = await repo.findAccount(trx, scope.familyId, id);
        if (!found) throw notFound(m.accountNotFound);
        const keys = await dropReceipts(
          trx,
          scope.familyId,
          await repo.expenseIdsOfAccount(trx, scope.familyId, id),
        );
        await repo.deleteAccount(trx, scope.familyId, id);
        return keys;
      });
      await removeObjects(deps.files, keys);
      bus.publish(scope.familyId, 'esa');
    },

    /**
     * A purchase for one account, or split across several children's accounts of the same program: each line's
     * amount is shared by the weights (equal without), to the cent, one purchase per account in a split group.
     */
    async createExpense(scope: Scope, input: ExpenseInput): Promise<EsaExpense[]> {
      const ids: string[] = [];
      await db.transaction().execute(async (trx) => {
        const accounts = await repo.findAccounts(trx, scope.familyId, input.accountIds);
        if (accounts.length !== input.accountIds.length) throw notFound(m.accountNotFound);
        if (
          new Set(accounts.map((a) => a.programId)).size > 1 ||
          new Set(accounts.map((a) => a.studentId)).size !== accounts.length
        )
          throw validationFailed(m.splitAccounts, { accountIds: m.splitAccounts });
        await checkLinks(trx, scope.familyId, input);
        const ordered = input.accountIds.map((id) => accounts.find((a) => a.id === id)!);
        const weights = input.weights ?? ordered.map(() => 1);
        const shares = input.lines.map((l) => splitCents(l.amountCents, weights));
        const group = ordered.length > 1 ? randomUUID() : null;
        const now = new Date().toISOString();
        for (const [i, account] of ordered.entries()) {
          const id = randomUUID();
          ids.push(id);
          await repo.insertExpense(
            trx,
            scope.familyId,
            {
              id,
              accountId: account.id,
              date: input.date,
              vendor: input.vendor,
              paymentMethod: input.paymentMethod,
              status: input.status,
              deniedReason: input.status === 'denied' ? input.deniedReason : null,
              notes: input.notes,
              classId: input.classId,
              subject: input.subject,
              lessonId: input.lessonId,
              receiptShows: input.receiptShows,
              splitGroup: group,
              createdBy: scope.actor.memberId,
              createdAt: now,
              updatedAt: now,
            },
            lineRows(
              id,
              input.lines,
              shares.map((s) => s[i]!),
            ),
          );
        }
      });
      bus.publish(scope.familyId, 'esa');
      const { expenses } = await load(scope.familyId, scope.today);
      const all = [...expenses.values()].flat();
      return ids.map((id) => all.find((e) => e.id === id)!);
    },

    async updateExpense(scope: Scope, id: string, input: ExpenseUpdate): Promise<EsaExpense> {
      await db.transaction().execute(async (trx) => {
        const {
          className: _n,
          lines: _l,
          receipts: _r,
          ...found
        } = await foundExpense(trx, scope.familyId, id);
        const { lines: _lines, ...fields } = input;
        await checkLinks(trx, scope.familyId, input);
        await repo.updateExpense(
          trx,
          scope.familyId,
          {
            ...found,
            ...fields,
            deniedReason: input.status === 'denied' ? input.deniedReason : null,
            updatedAt: new Date().toISOString(),
          },
          lineRows(id, input.lines),
        );
      });
      bus.publish(scope.familyId, 'esa');
      return expenseDto(scope, id);
    },

    async deleteExpense(scope: Scope, id: string): Promise<void> {
      const keys = await db.transaction().execute(async (trx) => {
        await foundExpense(trx, scope.familyId, id);
        const keys = await dropReceipts(trx, scope.familyId, [id]);
        await repo.deleteExpense(trx, scope.familyId, id);
        return keys;
      });
      await removeObjects(deps.files, keys);
      bus.publish(scope.familyId, 'esa');
    },

    /**
     * A receipt (a photo or a PDF), kept by the file store like a portfolio file (ADR 028: type from the bytes,
     * quota, metadata stripped), then made the purchase's — and every purchase of its split group's. If that
     * fails the file and its objects go again.
     */
    async addReceipt(
      scope: Scope,
      expenseId: string,
      upload: { file: Readable; filename: string },
    ): Promise<EsaExpense> {
      const expense = await foundExpense(db, scope.familyId, expenseId);
      if (expense.receipts.length >= MAX_RECEIPTS) {
        upload.file.resume();
        throw new AppError('CONFLICT', m.tooManyReceipts);
      }
      const account = (await repo.findAccount(db, scope.familyId, expense.accountId))!;
      const stored = await receiveUpload(deps, forStudent(scope, account.studentId), upload);
      try {
        await db.transaction().execute(async (trx) => {
          await lockAccount(trx, scope.familyId);
          const current = await repo.findExpense(trx, scope.familyId, expenseId);
          if (!current) throw notFound(m.expenseNotFound);
          const targets = current.splitGroup
            ? await repo.splitSiblings(trx, scope.familyId, current.splitGroup)
            : [expenseId];
          for (const target of targets)
            await repo.linkReceipt(trx, scope.familyId, {
              expenseId: target,
              fileId: stored.id,
              position: await repo.nextReceiptPosition(trx, scope.familyId, target),
            });
        });
      } catch (error) {
        const keys = await db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('files')
            .select(['key', 'thumbKey', 'webKey'])
            .where('userId', '=', scope.familyId)
            .where('id', '=', stored.id)
            .executeTakeFirst();
          await repo.deleteFileRows(trx, scope.familyId, [stored.id]);
          return row ? [row.key, row.thumbKey, row.webKey].filter((k): k is string => k !== null) : [];
        });
        await removeObjects(deps.files, keys);
        throw error;
      }
      bus.publish(scope.familyId, 'esa');
      return expenseDto(scope, expenseId);
    },

    /** 404 unless the purchase is the family's. */
    async expenseExists(scope: Scope, id: string): Promise<void> {
      await foundExpense(db, scope.familyId, id);
    },

    async openReceipt(
      scope: Scope,
      expenseId: string,
      fileId: string,
      variant: FileVariant,
      range?: string,
    ): Promise<OpenedFile> {
      const file = await repo.findReceipt(db, scope.familyId, expenseId, fileId);
      if (!file) throw notFound(m.receiptNotFound);
      const { userId: _u, ...row } = file;
      return openVersion(
        deps,
        {
          ...row,
          size: Number(row.size),
          storedSize: Number(row.storedSize),
          width: row.width === null ? null : Number(row.width),
          height: row.height === null ? null : Number(row.height),
        },
        variant,
        range,
      );
    },

    /** A receipt off the purchase; the file itself goes once no purchase (of a split) keeps it. */
    async removeReceipt(scope: Scope, expenseId: string, fileId: string): Promise<EsaExpense> {
      const keys = await db.transaction().execute(async (trx) => {
        const file = await repo.findReceipt(trx, scope.familyId, expenseId, fileId);
        if (!file) throw notFound(m.receiptNotFound);
        await repo.unlinkReceipt(trx, scope.familyId, expenseId, fileId);
        if ((await repo.receiptUses(trx, scope.familyId, fileId)) > 0) return [];
        await repo.deleteFileRows(trx, scope.familyId, [fileId]);
        return [file.key, file.thumbKey, file.webKey].filter((k): k is string => k !== null);
      });
      await removeObjects(deps.files, keys);
      bus.publish(scope.familyId, 'esa');
      return expenseDto(scope, expenseId);
    },

    load,
  };
}

export type EsaService = ReturnType<typeof esaService>;
