import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { CURRENCIES, EXPENSE_STATUSES, MAX_CENTS } from '../domain/esa-money';
import { RECEIPT_FIELDS, esaMessages as m } from '../messages/esa';
import { optionalText } from './optional-text';

/**
 * Education savings accounts (DESIGN §14): `/api/esa/…`. Programs are rule packs (seeded templates, and the
 * family's editable copies); accounts are per child; purchases (expenses) have lines in integer cents, a status,
 * receipts and links to the curriculum.
 */

export const MAX_LINES = 100;
export const MAX_RECEIPTS = 20;
export const MAX_SPLIT = 20;
/** A child's share of a split purchase is a whole-number weight up to this. */
export const MAX_WEIGHT = 1000;
export const MAX_PACKET_EXPENSES = 500;
export const MAX_PACKET_DAYS = 3 * 366;

const isoDate = z.string({ error: m.dateInvalid }).refine(isIsoDate, m.dateInvalid);
const cents = z
  .number({ error: m.amountInvalid })
  .int(m.amountInvalid)
  .min(0, m.amountInvalid)
  .max(MAX_CENTS, m.amountTooLarge);
const id = z.string().min(1).max(100);
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

// ---- Programs -------------------------------------------------------------------------------------------------

const bandEnd = z
  .number({ error: m.bandInvalid })
  .int(m.bandInvalid)
  .min(0, m.bandInvalid)
  .max(25, m.bandInvalid);
export const awardBandSchema = z.object({
  basis: z.enum(['age', 'grade']),
  from: bandEnd,
  to: bandEnd,
  cents,
});

export const rolloverSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('capped'), capCents: cents }),
]);

const days = z
  .number({ error: m.daysInvalid })
  .int(m.daysInvalid)
  .min(0, m.daysInvalid)
  .max(365, m.daysInvalid);
const categoryKey = z.string().trim().min(1, m.categoryRequired).max(60, m.categoryRequired);

/** A program's rules (the JSON columns of `esa_programs`, and the edit form). */
export const esaRulesSchema = z.object({
  currency: z.enum(CURRENCIES as ['USD', 'CAD']),
  awardBands: z.array(awardBandSchema).max(20),
  familyCapCents: cents.nullable(),
  fundingSchedule: z.enum(['yearly', 'two-instalments', 'quarterly', 'monthly']),
  categories: z
    .array(
      z.object({ key: categoryKey, label: text(80, m.categoryRequired), description: z.string().max(300) }),
    )
    .min(1, m.categoryRequired)
    .max(40),
  forbidden: z
    .array(
      z.object({
        label: text(80, m.categoryRequired),
        keywords: z.array(z.string().trim().min(1).max(40)).max(40),
      }),
    )
    .max(40),
  receiptFields: z.array(z.enum(RECEIPT_FIELDS)).max(RECEIPT_FIELDS.length),
  deadlines: z.object({
    receiptDays: days.nullable(),
    submitDays: days.nullable(),
    fixed: z
      .array(
        z.object({
          label: text(80, m.nameRequired),
          monthDay: z
            .string({ error: m.monthDayInvalid })
            .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m.monthDayInvalid),
        }),
      )
      .max(12),
  }),
  rollover: rolloverSchema,
  curriculumTie: z.boolean(),
});
export type EsaRulesValues = z.output<typeof esaRulesSchema>;

export const esaProgramSchema = esaRulesSchema.extend({
  id: z.string(),
  templateKey: z.string().nullable(),
  /** A seeded template (read-only) or the family's own copy. */
  template: z.boolean(),
  name: z.string(),
  jurisdiction: z.string(),
  sourceUrl: z.string().nullable(),
  checkedOn: z.string().nullable(),
  notes: z.string().nullable(),
});
export type EsaProgram = z.output<typeof esaProgramSchema>;

export const esaProgramsSchema = z.object({
  templates: z.array(esaProgramSchema),
  own: z.array(esaProgramSchema),
});
export type EsaPrograms = z.output<typeof esaProgramsSchema>;

/** PUT /api/esa/programs/:id (the family's copy): a band's ages or grades in order, each category once. */
export const esaProgramInputSchema = esaRulesSchema
  .extend({
    name: text(120, m.nameRequired),
    jurisdiction: z.string().trim().max(120),
    notes: optionalText(2000, m.notes),
  })
  .superRefine((v, ctx) => {
    v.awardBands.forEach((b, i) => {
      if (b.to < b.from)
        ctx.addIssue({ code: 'custom', path: ['awardBands', i, 'to'], message: m.bandOrder });
    });
    const seen = new Set<string>();
    v.categories.forEach((c, i) => {
      if (seen.has(c.key))
        ctx.addIssue({ code: 'custom', path: ['categories', i, 'label'], message: m.categoryDuplicate });
      seen.add(c.key);
    });
  });
export type EsaProgramInput = z.input<typeof esaProgramInputSchema>;

// ---- Accounts -------------------------------------------------------------------------------------------------

const periodRefine = (v: { periodStart: string; periodEnd: string }, ctx: z.RefinementCtx) => {
  if (v.periodEnd <= v.periodStart)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: m.periodOrder });
  else if (Date.parse(v.periodEnd) - Date.parse(v.periodStart) > 2 * 366 * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: m.periodTooLong });
};

const accountFields = {
  periodStart: isoDate,
  periodEnd: isoDate,
  awardCents: cents,
  carriedCents: cents.default(0),
  reference: optionalText(100, m.reference),
};

/** POST /api/esa/accounts. A template program makes (or reuses) the family's copy. */
export const esaAccountInputSchema = z
  .object({ studentId: id, programId: id, ...accountFields })
  .superRefine(periodRefine);
export type EsaAccountInput = z.input<typeof esaAccountInputSchema>;

/** PUT /api/esa/accounts/:id. */
export const esaAccountUpdateSchema = z.object(accountFields).superRefine(periodRefine);
export type EsaAccountUpdate = z.input<typeof esaAccountUpdateSchema>;

export const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(['problem', 'warning', 'info']),
  message: z.string(),
  line: z.number().optional(),
});

export const deadlineSchema = z.object({
  date: z.string(),
  label: z.string(),
  kind: z.enum(['fixed', 'receipt', 'submit', 'period-end']),
  expenseId: z.string().optional(),
});
export type EsaDeadline = z.output<typeof deadlineSchema>;

const balanceSchema = z.object({
  availableCents: z.number(),
  spentCents: z.number(),
  pendingCents: z.number(),
  plannedCents: z.number(),
  remainingCents: z.number(),
  afterPlannedCents: z.number(),
  byCategory: z.array(
    z.object({
      category: z.string(),
      spentCents: z.number(),
      pendingCents: z.number(),
      plannedCents: z.number(),
    }),
  ),
  byPeriod: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      cents: z.number(),
      spentCents: z.number(),
      pendingCents: z.number(),
    }),
  ),
});

export const esaAccountSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  programId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  awardCents: z.number(),
  /** The award after the program's family cap is shared between the family's accounts of the same period. */
  effectiveAwardCents: z.number(),
  carriedCents: z.number(),
  reference: z.string().nullable(),
  balance: balanceSchema,
  /** What would carry into the next period by the program's rollover rule. */
  rolloverCents: z.number(),
  deadlines: z.array(deadlineSchema),
  needsReceipt: z.number(),
  expenseCount: z.number(),
});
export type EsaAccount = z.output<typeof esaAccountSchema>;

// ---- Purchases --------------------------------------------------------------------------------------------------

export const esaLineInputSchema = z.object({
  description: text(200, m.descriptionRequired),
  category: categoryKey,
  quantity: z
    .number({ error: m.quantityInvalid })
    .int(m.quantityInvalid)
    .min(1, m.quantityInvalid)
    .max(10_000, m.quantityInvalid)
    .default(1),
  amountCents: cents,
});

const expenseFields = {
  date: isoDate,
  vendor: text(120, m.vendorRequired),
  paymentMethod: optionalText(60, m.paymentMethod),
  status: z.enum(EXPENSE_STATUSES as ['planned', 'bought', 'submitted', 'reimbursed', 'denied']),
  deniedReason: optionalText(300, m.deniedReason),
  notes: optionalText(2000, m.notes),
  classId: id.nullable().default(null),
  subject: optionalText(80, m.subject),
  lessonId: id.nullable().default(null),
  receiptShows: z
    .array(z.enum(RECEIPT_FIELDS))
    .max(RECEIPT_FIELDS.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  lines: z.array(esaLineInputSchema).min(1, m.linesRequired).max(MAX_LINES, m.tooManyLines),
};

const deniedRefine = (
  v: { status: string; deniedReason: string | null; classId: string | null; lessonId: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.status === 'denied' && !v.deniedReason)
    ctx.addIssue({ code: 'custom', path: ['deniedReason'], message: m.deniedReasonRequired });
  // A lesson is one of a class's: it is named with its class (the service checks it is that class's).
  if (v.lessonId && !v.classId)
    ctx.addIssue({ code: 'custom', path: ['lessonId'], message: m.lessonNeedsClass });
};

/**
 * POST /api/esa/expenses: one purchase for one account, or split across several children's accounts of one
 * program (`accountIds`, optional whole-number `weights`): each line's amount is shared to the cent.
 */
export const esaExpenseInputSchema = z
  .object({
    accountIds: z.array(id).min(1, m.splitAccounts).max(MAX_SPLIT, m.tooManyAccounts),
    weights: z
      .array(
        z
          .number({ error: m.weightInvalid })
          .int(m.weightInvalid)
          .min(1, m.weightInvalid)
          .max(MAX_WEIGHT, m.weightInvalid),
      )
      .max(MAX_SPLIT)
      .optional(),
    ...expenseFields,
  })
  .superRefine((v, ctx) => {
    deniedRefine(v, ctx);
    if (new Set(v.accountIds).size !== v.accountIds.length)
      ctx.addIssue({ code: 'custom', path: ['accountIds'], message: m.splitAccounts });
    if (v.weights && v.weights.length !== v.accountIds.length)
      ctx.addIssue({ code: 'custom', path: ['weights'], message: m.splitAccounts });
  });
export type EsaExpenseInput = z.input<typeof esaExpenseInputSchema>;

/** PUT /api/esa/expenses/:id: the purchase as a whole (its account stays). */
export const esaExpenseUpdateSchema = z.object(expenseFields).superRefine(deniedRefine);
export type EsaExpenseUpdate = z.input<typeof esaExpenseUpdateSchema>;

export const esaReceiptSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type EsaReceipt = z.output<typeof esaReceiptSchema>;

export const esaExpenseSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  date: z.string(),
  vendor: z.string(),
  paymentMethod: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES as ['planned', 'bought', 'submitted', 'reimbursed', 'denied']),
  deniedReason: z.string().nullable(),
  notes: z.string().nullable(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  subject: z.string().nullable(),
  lessonId: z.string().nullable(),
  receiptShows: z.array(z.enum(RECEIPT_FIELDS)),
  splitGroup: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      category: z.string(),
      quantity: z.number(),
      amountCents: z.number(),
    }),
  ),
  totalCents: z.number(),
  receipts: z.array(esaReceiptSchema),
  findings: z.array(findingSchema),
});
export type EsaExpense = z.output<typeof esaExpenseSchema>;

export const esaAccountDetailSchema = z.object({
  account: esaAccountSchema,
  program: esaProgramSchema,
  expenses: z.array(esaExpenseSchema),
});
export type EsaAccountDetail = z.output<typeof esaAccountDetailSchema>;

/** GET /api/esa: the page's overview (accounts with balances, the programs they use, family totals). */
export const esaOverviewSchema = z.object({
  /** The family's today (the forms' default dates). */
  today: z.string(),
  accounts: z.array(esaAccountSchema),
  programs: z.array(esaProgramSchema),
  families: z.array(
    z.object({
      programId: z.string(),
      currency: z.string(),
      capCents: z.number().nullable(),
      /** The earliest period start and latest period end of the program's accounts (the packet's default period). */
      from: z.string(),
      to: z.string(),
      availableCents: z.number(),
      spentCents: z.number(),
      pendingCents: z.number(),
      remainingCents: z.number(),
    }),
  ),
});
export type EsaOverview = z.output<typeof esaOverviewSchema>;

/** GET /api/esa/summary: the dashboard card. */
export const esaSummarySchema = z.object({
  accounts: z.number(),
  nextDeadline: deadlineSchema.extend({ studentName: z.string() }).nullable(),
  needsReceipt: z.number(),
  /** Each account: its child, program, what remains, its next deadline and how many checks warn. */
  children: z.array(
    z.object({
      accountId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      programName: z.string(),
      currency: z.string(),
      remainingCents: z.number(),
      nextDeadline: deadlineSchema.nullable(),
      /** The findings (problems and warnings) of the account's purchases. */
      warnings: z.number(),
      needsReceipt: z.number(),
    }),
  ),
});
export type EsaSummary = z.output<typeof esaSummarySchema>;

export const esaIdParamsSchema = z.object({ id });
export const esaReceiptParamsSchema = z.object({
  id,
  fileId: id,
  variant: z.enum(['thumb', 'web', 'original']),
});
export const esaReceiptDeleteParamsSchema = z.object({ id, fileId: id });

/** GET /api/esa/packet.pdf|csv: one program's purchases of a period (the audit packet: every status). */
export const esaPacketQuerySchema = z
  .object({
    programId: id,
    from: isoDate,
    to: isoDate,
    kind: z.enum(['reimbursement', 'audit']).default('reimbursement'),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.windowOrder });
    else if (Date.parse(v.to) - Date.parse(v.from) > MAX_PACKET_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.windowTooLong });
  });
export type EsaPacketQuery = z.output<typeof esaPacketQuerySchema>;
