/**
 * Education savings accounts: the money rules (DESIGN §14). Every amount is an integer number of cents — never
 * a float — and every function here keeps it so: a split adds up to its total exactly (largest remainder), a
 * cap shared by several children gives each a whole number of cents, and the balances are sums of cents.
 */

export type Currency = 'USD' | 'CAD';
export const CURRENCIES: readonly Currency[] = ['USD', 'CAD'];

/** The largest amount anything here holds: $10 million in cents (well inside the exact integers of a double). */
export const MAX_CENTS = 1_000_000_000;

const isCents = (n: number) => Number.isSafeInteger(n);

/** The sum of amounts in cents (throws on a non-integer: a float must never creep in). */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    if (!isCents(a)) throw new RangeError(`Not a whole number of cents: ${a}`);
    total += a;
  }
  return total;
}

/**
 * Splits `total` cents in proportion to `weights` (whole numbers ≥ 0, not all 0) by the largest-remainder
 * method: each share is the floor of its exact share, and the cents left over go one each to the largest
 * remainders (ties to the earlier share). The shares always add up to `total`. A negative total splits like its
 * opposite, negated.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (!isCents(total)) throw new RangeError(`Not a whole number of cents: ${total}`);
  if (weights.length === 0) throw new RangeError('Nothing to split between');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('Weights are whole numbers ≥ 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError('The weights add up to 0');
  if (total < 0) return splitCents(-total, weights).map((s) => (s === 0 ? 0 : -s));
  // Integer arithmetic only: share_i = floor(total·w_i / sum), remainder_i = total·w_i mod sum (BigInt: exact).
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => big * BigInt(w));
  const floors = shares.map((s) => Number(s / bigSum));
  const remainders = shares.map((s, i) => ({ i, r: s % bigSum }));
  let left = total - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** Equal shares of `total` between `n` (largest remainder: the first shares take the odd cents). */
export const splitEvenly = (total: number, n: number): number[] => splitCents(total, Array(n).fill(1));

/**
 * A family cap across children: when the children's awards add up to more than `cap`, the cap is shared in
 * proportion to their awards (largest remainder), so each child's award is at most what it was and the total
 * is the cap exactly. Without a cap (null) or under it, the awards stand.
 */
export function applyFamilyCap(awards: readonly number[], cap: number | null): number[] {
  const total = sumCents(awards);
  if (cap === null || total <= cap || awards.length === 0) return [...awards];
  if (total === 0) return awards.map(() => 0);
  return splitCents(Math.max(0, cap), awards);
}

/** A band of a program's award: from–to (inclusive) of the child's age or grade (K = 0). */
export interface AwardBand {
  basis: 'age' | 'grade';
  from: number;
  to: number;
  cents: number;
}

/**
 * The award a program gives a child: the first band the child's grade (when the band is by grade and the grade
 * is known) or age falls in; null when no band fits (the family enters the award from the award letter).
 */
export function awardFor(
  bands: readonly AwardBand[],
  child: { age: number | null; grade: number | null },
): number | null {
  for (const band of bands) {
    const value = band.basis === 'grade' ? child.grade : child.age;
    if (value !== null && value >= band.from && value <= band.to) return band.cents;
  }
  return null;
}

export type Rollover = { kind: 'all' } | { kind: 'none' } | { kind: 'capped'; capCents: number };

/** What of a period's remaining balance carries into the next one (nothing of an overspent one). */
export function rolloverCents(rule: Rollover, remaining: number): number {
  if (!isCents(remaining)) throw new RangeError(`Not a whole number of cents: ${remaining}`);
  if (remaining <= 0) return 0;
  switch (rule.kind) {
    case 'all':
      return remaining;
    case 'none':
      return 0;
    case 'capped':
      return Math.min(remaining, rule.capCents);
  }
}

export type FundingSchedule = 'yearly' | 'two-instalments' | 'quarterly' | 'monthly';
const MONTHS_BETWEEN: Record<FundingSchedule, number> = {
  yearly: 12,
  'two-instalments': 6,
  quarterly: 3,
  monthly: 1,
};

/** 'yyyy-MM-dd' + n months (the day clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' + n days. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export interface FundingPeriod {
  from: string;
  to: string;
  /** The instalment paid at `from`. */
  cents: number;
}

/**
 * The instalments of an account's period (start–end inclusive): one every 12, 6, 3 or 1 months from the start,
 * the last ending on the period's end; the award split evenly between them to the cent (largest remainder). A
 * period that crosses a calendar year is one period: the school year, not the calendar, decides.
 */
export function fundingPeriods(
  start: string,
  end: string,
  schedule: FundingSchedule,
  totalCents: number,
): FundingPeriod[] {
  const step = MONTHS_BETWEEN[schedule];
  const starts: string[] = [];
  for (let from = start; from <= end && starts.length < 120; from = addMonths(start, step * starts.length))
    starts.push(from);
  const amounts = splitEvenly(totalCents, starts.length);
  return starts.map((from, i) => ({
    from,
    to: i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : end,
    cents: amounts[i]!,
  }));
}

export type ExpenseStatus = 'planned' | 'bought' | 'submitted' | 'reimbursed' | 'denied';
export const EXPENSE_STATUSES: readonly ExpenseStatus[] = [
  'planned',
  'bought',
  'submitted',
  'reimbursed',
  'denied',
];

export interface MoneyExpense {
  date: string;
  status: ExpenseStatus;
  lines: readonly { category: string; amountCents: number }[];
}

export interface CategoryBalance {
  category: string;
  spentCents: number;
  pendingCents: number;
  plannedCents: number;
}

export interface PeriodBalance extends FundingPeriod {
  spentCents: number;
  pendingCents: number;
}

export interface Balance {
  /** The award and the balance carried in: what the period has to spend. */
  availableCents: number;
  /** Reimbursed (paid by the program). */
  spentCents: number;
  /** Bought or submitted, not yet reimbursed or denied. */
  pendingCents: number;
  /** Planned, not bought yet. */
  plannedCents: number;
  /** available − spent − pending (negative: overspent). */
  remainingCents: number;
  /** remaining − planned. */
  afterPlannedCents: number;
  byCategory: CategoryBalance[];
  byPeriod: PeriodBalance[];
}

export const expenseTotal = (e: Pick<MoneyExpense, 'lines'>): number =>
  sumCents(e.lines.map((l) => l.amountCents));

/**
 * An account's balance: award + carried, less what was reimbursed (spent) and what waits (bought or submitted:
 * pending); planned purchases are counted apart; a denied one counts nowhere. By category (in the order of
 * `categories`, then any other the lines name) and by funding period (by the expense's date).
 */
export function accountBalance(
  account: { awardCents: number; carriedCents: number; periodStart: string; periodEnd: string },
  schedule: FundingSchedule,
  expenses: readonly MoneyExpense[],
  categories: readonly string[] = [],
): Balance {
  const byCategory = new Map<string, CategoryBalance>();
  const category = (key: string) => {
    let c = byCategory.get(key);
    if (!c) byCategory.set(key, (c = { category: key, spentCents: 0, pendingCents: 0, plannedCents: 0 }));
    return c;
  };
  categories.forEach(category);
  const periods: PeriodBalance[] = fundingPeriods(
    account.periodStart,
    account.periodEnd,
    schedule,
    account.awardCents,
  ).map((p) => ({ ...p, spentCents: 0, pendingCents: 0 }));
  let spent = 0;
  let pending = 0;
  let planned = 0;
  for (const e of expenses) {
    if (e.status === 'denied') continue;
    const period = periods.find((p) => e.date >= p.from && e.date <= p.to);
    for (const line of e.lines) {
      const c = category(line.category);
      if (e.status === 'reimbursed') {
        spent += line.amountCents;
        c.spentCents += line.amountCents;
        if (period) period.spentCents += line.amountCents;
      } else if (e.status === 'planned') {
        planned += line.amountCents;
        c.plannedCents += line.amountCents;
      } else {
        pending += line.amountCents;
        c.pendingCents += line.amountCents;
        if (period) period.pendingCents += line.amountCents;
      }
    }
  }
  const available = account.awardCents + account.carriedCents;
  const remaining = available - spent - pending;
  return {
    availableCents: available,
    spentCents: spent,
    pendingCents: pending,
    plannedCents: planned,
    remainingCents: remaining,
    afterPlannedCents: remaining - planned,
    byCategory: [...byCategory.values()],
    byPeriod: periods,
  };
}

/**
 * Cents → '$1,234.56' (USD) or 'CA$1,234.56' (CAD); a negative amount '−$5.00'. Integer arithmetic: no float
 * ever meets the amount.
 */
export function formatMoney(cents: number, currency: Currency): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${currency === 'CAD' ? 'CA$' : '$'}${dollars}.${rest}`;
}

/** Cents → '1234.56' (the CSV and the form's text). */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A typed amount → cents, read as text (no float): '12', '12.3', '12.34', '$1,234.56'; null for anything else
 * (three decimals, letters, a negative, more than MAX_CENTS).
 */
export function parseMoney(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(CA)?\$/i, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}
