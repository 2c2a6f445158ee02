import { esaMessages as m, type ReceiptField } from '../messages/esa';
import {
  addDays,
  expenseTotal,
  formatMoney,
  type AwardBand,
  type Currency,
  type ExpenseStatus,
  type FundingSchedule,
  type Rollover,
} from './esa-money';

/**
 * A program's rule pack (DESIGN §14): what it pays, when, for what, and what a receipt must show. Seeded per
 * program (`esa-packs.ts`) and copied per family, who may edit their copy.
 */
export interface EsaRules {
  currency: Currency;
  awardBands: AwardBand[];
  /** The most the program pays one family across its children (null: no cap). */
  familyCapCents: number | null;
  fundingSchedule: FundingSchedule;
  categories: { key: string; label: string; description: string }[];
  /** Items the program does not pay for: what to call them, and words in a line's description that suggest one. */
  forbidden: { label: string; keywords: string[] }[];
  receiptFields: ReceiptField[];
  deadlines: {
    /** A receipt must be in within this many days of the purchase (null: no such rule). */
    receiptDays: number | null;
    /** A bought item must be submitted for reimbursement within this many days (null: no such rule). */
    submitDays: number | null;
    /** Dates of the period ('MM-DD'): spend-by, submit-by, the year's end. */
    fixed: { label: string; monthDay: string }[];
  };
  rollover: Rollover;
  /** Must each purchase serve the child's curriculum or a core subject? */
  curriculumTie: boolean;
}

export type FindingCode =
  | 'receipt-missing'
  | 'receipt-field'
  | 'category-not-allowed'
  | 'unknown-category'
  | 'forbidden-item'
  | 'receipt-due'
  | 'receipt-overdue'
  | 'submit-due'
  | 'submit-overdue'
  | 'outside-period'
  | 'curriculum-tie'
  | 'over-balance'
  | 'denied';

export interface Finding {
  code: FindingCode;
  /** 'problem': the program would likely refuse it as it is; 'warning': act soon; 'info': worth knowing. */
  severity: 'problem' | 'warning' | 'info';
  message: string;
  /** The line (0-based) the finding is about, if one. */
  line?: number;
}

export interface CheckedExpense {
  date: string;
  status: ExpenseStatus;
  deniedReason: string | null;
  lines: readonly { description: string; category: string; amountCents: number }[];
  receiptShows: readonly ReceiptField[];
  receiptCount: number;
  classId: string | null;
  subject: string | null;
  lessonId: string | null;
}

export interface CheckContext {
  today: string;
  periodStart: string;
  periodEnd: string;
  /** The account's remaining balance before this purchase (null: not checked). */
  remainingBeforeCents?: number | null;
}

/** Words compared whole and case-blind ("desk" finds "Standing desk", not "deskside"). */
function mentions(text: string, keyword: string): boolean {
  const escaped = keyword
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!escaped) return false;
  return new RegExp(`(^|[^a-z0-9])${escaped}s?($|[^a-z0-9])`, 'i').test(text.toLowerCase());
}

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A long date for messages: '2027-01-05' → 'Jan 5, 2027'. */
export function dateLabel(date: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[mo - 1]} ${d}, ${y}`;
}

/**
 * What a purchase shows before it is submitted: from the program's pack and the purchase, every rule it may
 * break — a receipt missing or not showing what the program asks, a category the program does not pay for, a
 * forbidden item named in a line, a deadline near or past, a date outside the account's period, no link to the
 * curriculum where the program asks for one, more than the balance. Warnings only: the family can still record it.
 */
export function checkExpense(rules: EsaRules, e: CheckedExpense, ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  if (e.status === 'denied') {
    findings.push({ code: 'denied', severity: 'info', message: m.findings.denied(e.deniedReason ?? '') });
    return findings;
  }
  const bought = e.status !== 'planned';
  const allowed = new Map(rules.categories.map((c) => [c.key, c.label]));

  e.lines.forEach((line, i) => {
    if (!allowed.has(line.category)) {
      const forbidden = rules.forbidden.find((f) => f.label.toLowerCase() === line.category.toLowerCase());
      findings.push(
        forbidden
          ? {
              code: 'category-not-allowed',
              severity: 'problem',
              message: m.findings.categoryNotAllowed(forbidden.label),
              line: i,
            }
          : {
              code: 'unknown-category',
              severity: 'warning',
              message: m.findings.unknownCategory(line.category),
              line: i,
            },
      );
    }
    for (const rule of rules.forbidden) {
      const word = rule.keywords.find((k) => mentions(line.description, k));
      if (word) {
        findings.push({
          code: 'forbidden-item',
          severity: 'problem',
          message: m.findings.forbiddenItem(line.description, rule.label.toLowerCase()),
          line: i,
        });
        break;
      }
    }
  });

  if (bought) {
    if (e.receiptCount === 0) {
      findings.push({ code: 'receipt-missing', severity: 'problem', message: m.findings.receiptMissing });
      if (rules.deadlines.receiptDays !== null) {
        const due = addDays(e.date, rules.deadlines.receiptDays);
        const left = daysFrom(ctx.today, due);
        findings.push(
          left >= 0
            ? { code: 'receipt-due', severity: 'warning', message: m.findings.receiptDue(left) }
            : {
                code: 'receipt-overdue',
                severity: 'problem',
                message: m.findings.receiptOverdue(dateLabel(due)),
              },
        );
      }
    } else {
      for (const field of rules.receiptFields) {
        if (!e.receiptShows.includes(field))
          findings.push({
            code: 'receipt-field',
            severity: 'problem',
            message: m.findings.receiptField(m.receiptFields[field]),
          });
      }
    }
    if (e.status === 'bought' && rules.deadlines.submitDays !== null) {
      const due = addDays(e.date, rules.deadlines.submitDays);
      const left = daysFrom(ctx.today, due);
      if (left < 0)
        findings.push({
          code: 'submit-overdue',
          severity: 'problem',
          message: m.findings.submitOverdue(dateLabel(due)),
        });
      else if (left <= 14)
        findings.push({ code: 'submit-due', severity: 'warning', message: m.findings.submitDue(left) });
    }
  }

  if (e.date < ctx.periodStart || e.date > ctx.periodEnd)
    findings.push({ code: 'outside-period', severity: 'problem', message: m.findings.outsidePeriod });
  if (rules.curriculumTie && !e.classId && !e.subject && !e.lessonId)
    findings.push({ code: 'curriculum-tie', severity: 'warning', message: m.findings.curriculumTie });
  if (ctx.remainingBeforeCents != null) {
    const over = expenseTotal(e) - ctx.remainingBeforeCents;
    if (over > 0)
      findings.push({
        code: 'over-balance',
        severity: 'warning',
        message: m.findings.overBalance(formatMoney(over, rules.currency)),
      });
  }
  return findings;
}

export interface Deadline {
  date: string;
  label: string;
  kind: 'fixed' | 'receipt' | 'submit' | 'period-end';
  /** The purchase it is for (receipt and submit deadlines). */
  expenseId?: string;
}

/** The fixed dates ('MM-DD') of a pack that fall inside an account's period, in date order. */
export function fixedDeadlines(rules: EsaRules, periodStart: string, periodEnd: string): Deadline[] {
  const out: Deadline[] = [];
  const firstYear = Number(periodStart.slice(0, 4));
  const lastYear = Number(periodEnd.slice(0, 4));
  for (const d of rules.deadlines.fixed)
    for (let y = firstYear; y <= lastYear; y++) {
      const date = `${y}-${d.monthDay}`;
      if (date >= periodStart && date <= periodEnd) out.push({ date, label: d.label, kind: 'fixed' });
    }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * An account's deadlines from today on: the pack's fixed dates in the period, the period's end, and for each
 * bought purchase without a receipt its receipt deadline, for each not yet submitted its submit-by date; in date
 * order (overdue ones first, they are before today).
 */
export function accountDeadlines(
  rules: EsaRules,
  account: { periodStart: string; periodEnd: string },
  expenses: readonly (CheckedExpense & { id: string; vendor: string })[],
  today: string,
): Deadline[] {
  const out: Deadline[] = fixedDeadlines(rules, account.periodStart, account.periodEnd).filter(
    (d) => d.date >= today,
  );
  if (account.periodEnd >= today)
    out.push({ date: account.periodEnd, label: 'Period ends', kind: 'period-end' });
  for (const e of expenses) {
    if (e.status === 'planned' || e.status === 'denied' || e.status === 'reimbursed') continue;
    if (e.receiptCount === 0 && rules.deadlines.receiptDays !== null)
      out.push({
        date: addDays(e.date, rules.deadlines.receiptDays),
        label: `Receipt: ${e.vendor}`,
        kind: 'receipt',
        expenseId: e.id,
      });
    if (e.status === 'bought' && rules.deadlines.submitDays !== null)
      out.push({
        date: addDays(e.date, rules.deadlines.submitDays),
        label: `Submit: ${e.vendor}`,
        kind: 'submit',
        expenseId: e.id,
      });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label));
}

/** Does a purchase still need its receipt (bought, submitted or reimbursed, and none attached)? */
export const needsReceipt = (e: Pick<CheckedExpense, 'status' | 'receiptCount'>): boolean =>
  e.receiptCount === 0 && e.status !== 'planned' && e.status !== 'denied';
