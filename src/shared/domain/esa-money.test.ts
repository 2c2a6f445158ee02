import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  addMonths,
  applyFamilyCap,
  awardFor,
  centsToText,
  formatMoney,
  fundingPeriods,
  parseMoney,
  rolloverCents,
  splitCents,
  splitEvenly,
  sumCents,
} from './esa-money';

describe('splitCents (largest remainder)', () => {
  it('shares a total so the parts add up exactly, odd cents to the largest remainders', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(101, 3)).toEqual([34, 34, 33]);
    expect(splitEvenly(1, 4)).toEqual([1, 0, 0, 0]);
    expect(splitCents(1_000, [2, 1])).toEqual([667, 333]);
    expect(splitCents(100, [1, 1, 1, 0])).toEqual([34, 33, 33, 0]);
    // Remainders 0.6, 0.3, 0.1 of a cent: the 0.6 takes the odd cent, not the first share.
    expect(
      splitCents(
        10,
        [3, 6, 1].map((w) => w),
      ),
    ).toEqual([3, 6, 1]);
    expect(splitCents(11, [3, 6, 1])).toEqual([3, 7, 1]);
  });

  it('adds up for many totals and weights, and splits a negative like its opposite', () => {
    for (let total = 0; total < 500; total += 7)
      for (const weights of [[1], [1, 1], [3, 5, 7], [1, 2, 3, 4, 5, 6]])
        expect(sumCents(splitCents(total, weights))).toBe(total);
    expect(splitEvenly(-101, 3)).toEqual([-34, -34, -33]);
    expect(sumCents(splitCents(999_999_999, [7, 11, 13]))).toBe(999_999_999);
  });

  it('refuses what is not cents or has nothing to split between', () => {
    expect(() => splitCents(10.5, [1])).toThrow(RangeError);
    expect(() => splitCents(10, [])).toThrow(RangeError);
    expect(() => splitCents(10, [0, 0])).toThrow(RangeError);
    expect(() => splitCents(10, [1.5])).toThrow(RangeError);
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
  });
});

describe('family cap across children', () => {
  it('leaves awards under the cap alone and shares an exceeded cap in proportion, to the cent', () => {
    expect(applyFamilyCap([200_000, 200_000], 400_000)).toEqual([200_000, 200_000]);
    expect(applyFamilyCap([200_000, 200_000, 200_000], 400_000)).toEqual([133_334, 133_333, 133_333]);
    expect(applyFamilyCap([300_000, 100_000], 200_000)).toEqual([150_000, 50_000]);
    expect(applyFamilyCap([600_000, 400_000], null)).toEqual([600_000, 400_000]);
    expect(sumCents(applyFamilyCap([123_457, 98_765, 55_555], 200_001))).toBe(200_001);
  });
});

describe('awards by age or grade band', () => {
  const utah = [
    { basis: 'age' as const, from: 5, to: 11, cents: 400_000 },
    { basis: 'age' as const, from: 12, to: 18, cents: 600_000 },
  ];
  it('picks the band the child is in', () => {
    expect(awardFor(utah, { age: 13, grade: 8 })).toBe(600_000);
    expect(awardFor(utah, { age: 11, grade: null })).toBe(400_000);
    expect(awardFor(utah, { age: 19, grade: null })).toBeNull();
    expect(awardFor([{ basis: 'grade', from: 1, to: 12, cents: 85_000 }], { age: 5, grade: 0 })).toBeNull();
    expect(
      awardFor([{ basis: 'grade', from: 0, to: 12, cents: 200_000 }], { age: 9, grade: null }),
    ).toBeNull();
  });
});

describe('rollover', () => {
  it('carries all, none or up to a cap of what is left, nothing of an overspent period', () => {
    expect(rolloverCents({ kind: 'all' }, 12_345)).toBe(12_345);
    expect(rolloverCents({ kind: 'none' }, 12_345)).toBe(0);
    expect(rolloverCents({ kind: 'capped', capCents: 10_000 }, 12_345)).toBe(10_000);
    expect(rolloverCents({ kind: 'capped', capCents: 10_000 }, 999)).toBe(999);
    expect(rolloverCents({ kind: 'all' }, -500)).toBe(0);
  });

  it('across a year boundary: what a July–June year leaves is the next one’s carried balance', () => {
    const year1 = accountBalance(
      { awardCents: 600_000, carriedCents: 0, periodStart: '2026-07-01', periodEnd: '2027-06-30' },
      'quarterly',
      [
        {
          date: '2026-12-31',
          status: 'reimbursed',
          lines: [{ category: 'curriculum', amountCents: 100_001 }],
        },
        { date: '2027-01-01', status: 'submitted', lines: [{ category: 'tutoring', amountCents: 50_000 }] },
        { date: '2027-07-01', status: 'reimbursed', lines: [{ category: 'tutoring', amountCents: 7 }] },
      ],
    );
    // The 1 July 2027 purchase is in no funding period of this year but still spends this account.
    expect(year1.byPeriod.map((p) => [p.from, p.to])).toEqual([
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
      ['2027-04-01', '2027-06-30'],
    ]);
    expect(year1.byPeriod[1]!.spentCents).toBe(100_001);
    expect(year1.byPeriod[2]!.pendingCents).toBe(50_000);
    expect(year1.remainingCents).toBe(600_000 - 100_001 - 50_000 - 7);
    const carried = rolloverCents({ kind: 'all' }, year1.remainingCents);
    const year2 = accountBalance(
      { awardCents: 600_000, carriedCents: carried, periodStart: '2027-07-01', periodEnd: '2028-06-30' },
      'two-instalments',
      [],
    );
    expect(year2.availableCents).toBe(600_000 + 449_992);
    expect(year2.byPeriod.map((p) => p.cents)).toEqual([300_000, 300_000]);
  });
});

describe('funding periods', () => {
  it('splits the award into instalments to the cent', () => {
    expect(fundingPeriods('2026-07-01', '2027-06-30', 'quarterly', 700_001).map((p) => p.cents)).toEqual([
      175_001, 175_000, 175_000, 175_000,
    ]);
    expect(fundingPeriods('2026-09-01', '2027-08-31', 'yearly', 85_000)).toEqual([
      { from: '2026-09-01', to: '2027-08-31', cents: 85_000 },
    ]);
    expect(
      fundingPeriods('2026-08-31', '2027-08-30', 'monthly', 1_200)
        .map((p) => p.from)
        .slice(0, 3),
    ).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});

describe('balances', () => {
  it('counts reimbursed as spent, bought and submitted as pending, planned apart, denied nowhere', () => {
    const b = accountBalance(
      { awardCents: 200_000, carriedCents: 5_000, periodStart: '2026-08-01', periodEnd: '2027-07-31' },
      'yearly',
      [
        {
          date: '2026-08-02',
          status: 'reimbursed',
          lines: [{ category: 'curriculum', amountCents: 10_000 }],
        },
        { date: '2026-08-03', status: 'bought', lines: [{ category: 'curriculum', amountCents: 2_500 }] },
        { date: '2026-08-04', status: 'submitted', lines: [{ category: 'testing', amountCents: 7_500 }] },
        { date: '2026-08-05', status: 'planned', lines: [{ category: 'tutoring', amountCents: 30_000 }] },
        { date: '2026-08-06', status: 'denied', lines: [{ category: 'supplies', amountCents: 99_999 }] },
      ],
      ['curriculum', 'tutoring'],
    );
    expect(b).toMatchObject({
      availableCents: 205_000,
      spentCents: 10_000,
      pendingCents: 10_000,
      plannedCents: 30_000,
      remainingCents: 185_000,
      afterPlannedCents: 155_000,
    });
    expect(b.byCategory.map((c) => c.category)).toEqual(['curriculum', 'tutoring', 'testing']);
    expect(b.byCategory[0]).toEqual({
      category: 'curriculum',
      spentCents: 10_000,
      pendingCents: 2_500,
      plannedCents: 0,
    });
  });
});

describe('money as text', () => {
  it('formats USD and CAD without floats', () => {
    expect(formatMoney(600_000, 'USD')).toBe('$6,000.00');
    expect(formatMoney(85_005, 'CAD')).toBe('CA$850.05');
    expect(formatMoney(-1_999, 'USD')).toBe('−$19.99');
    expect(formatMoney(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(centsToText(1_005)).toBe('10.05');
    expect(centsToText(-7)).toBe('-0.07');
  });

  it('reads typed amounts as cents, refusing what is not dollars and cents', () => {
    expect(parseMoney('12')).toBe(1_200);
    expect(parseMoney('12.3')).toBe(1_230);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('$1,234.56')).toBe(123_456);
    expect(parseMoney('CA$850')).toBe(85_000);
    expect(parseMoney('.5')).toBe(50);
    // 0.1 + 0.2 style float trouble cannot happen: 19.99 is 1999, not 1998.9999…
    expect(parseMoney('19.99')).toBe(1_999);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12,34', '99999999999'])
      expect(parseMoney(bad), bad).toBeNull();
  });
});
