import { describe, expect, it } from 'vitest';
import {
  accountDeadlines,
  checkExpense,
  fixedDeadlines,
  needsReceipt,
  type CheckedExpense,
} from './esa-checks';
import { ESA_PACKS } from './esa-packs';

const pack = (key: string) => ESA_PACKS.find((p) => p.key === key)!;
const ctx = { today: '2026-09-10', periodStart: '2026-07-01', periodEnd: '2027-06-30' };
const base: CheckedExpense = {
  date: '2026-09-05',
  status: 'bought',
  deniedReason: null,
  lines: [{ description: 'Math curriculum', category: 'curriculum', amountCents: 10_000 }],
  receiptShows: [],
  receiptCount: 0,
  classId: null,
  subject: 'Math',
  lessonId: null,
};
const codes = (key: string, e: Partial<CheckedExpense>, c = ctx) =>
  checkExpense(pack(key), { ...base, ...e }, c).map((f) => f.code);

describe('the packs', () => {
  it('ship every program named, each with a source (but Custom), a checked date and valid figures', () => {
    expect(ESA_PACKS.map((p) => p.key)).toEqual([
      'arizona-esa',
      'utah-fits-all',
      'texas-efa',
      'alabama-choose',
      'arkansas-efa',
      'florida-pep',
      'wyoming-esa',
      'north-carolina-esa-plus',
      'alberta-home-education',
      'custom',
    ]);
    for (const p of ESA_PACKS) {
      if (p.key !== 'custom') expect(p.sourceUrl, p.key).toMatch(/^https:\/\//);
      for (const band of p.awardBands)
        expect(Number.isInteger(band.cents) && band.from <= band.to).toBe(true);
      expect(new Set(p.categories.map((c) => c.key)).size).toBe(p.categories.length);
    }
    expect(pack('alberta-home-education').currency).toBe('CAD');
    expect(pack('alabama-choose').familyCapCents).toBe(400_000);
  });
});

describe('checkExpense, per program', () => {
  it('Utah: a receipt missing, due within 30 days; then one that does not show the student', () => {
    const none = checkExpense(pack('utah-fits-all'), base, ctx);
    expect(none.map((f) => f.message)).toEqual([
      'A receipt is needed for this purchase.',
      'Receipt due in 25 days.',
    ]);
    const shown = codes('utah-fits-all', {
      receiptCount: 1,
      receiptShows: ['merchant', 'date', 'itemised', 'total', 'paymentMethod'],
    });
    expect(shown).toEqual(['receipt-field']);
    expect(
      checkExpense(
        pack('utah-fits-all'),
        {
          ...base,
          receiptCount: 1,
          receiptShows: ['merchant', 'date', 'itemised', 'total', 'paymentMethod'],
        },
        ctx,
      )[0]!.message,
    ).toBe("Receipt must show the student's legal name.");
    expect(codes('utah-fits-all', { receiptCount: 0 }, { ...ctx, today: '2026-10-06' })).toContain(
      'receipt-overdue',
    );
  });

  it('Arizona: furniture and consoles are refused, curriculum must tie to a subject, submit within 60 days', () => {
    const found = checkExpense(
      pack('arizona-esa'),
      {
        ...base,
        subject: null,
        lines: [
          { description: 'Standing desk', category: 'supplies', amountCents: 20_000 },
          { description: 'Nintendo Switch console', category: 'technology', amountCents: 30_000 },
          { description: 'Chair', category: 'Furniture', amountCents: 5_000 },
        ],
      },
      { ...ctx, today: '2026-10-25' },
    );
    expect(found.map((f) => f.code)).toEqual([
      'forbidden-item',
      'forbidden-item',
      'category-not-allowed',
      'forbidden-item',
      'receipt-missing',
      'receipt-overdue',
      'submit-due',
      'curriculum-tie',
    ]);
    expect(found[0]!.message).toBe(
      '“Standing desk” looks like furniture, which this program does not allow.',
    );
    expect(found[2]!.message).toBe('Furniture is not an allowed expense in this program.');
    expect(found.find((f) => f.code === 'submit-due')!.message).toBe(
      'Submit for reimbursement within 10 days.',
    );
  });

  it('Texas and Alabama: no submit deadline, an unknown category is flagged', () => {
    expect(
      codes('texas-efa', {
        status: 'submitted',
        receiptCount: 1,
        receiptShows: ['merchant', 'date', 'itemised', 'total', 'paymentMethod', 'studentName'],
      }),
    ).toEqual([]);
    expect(
      codes('alabama-choose', { lines: [{ description: 'Museum', category: 'museum', amountCents: 1 }] }),
    ).toContain('unknown-category');
  });

  it('Florida: no receipt clock but a 90-day submit clock, curriculum tie', () => {
    expect(codes('florida-pep', { subject: null })).toEqual(['receipt-missing', 'curriculum-tie']);
    expect(codes('florida-pep', {}, { ...ctx, today: '2026-12-10' })).toEqual([
      'receipt-missing',
      'submit-overdue',
    ]);
  });

  it('Arkansas, Wyoming and North Carolina: the receipt fields each asks for', () => {
    const all = ['merchant', 'date', 'itemised', 'total', 'paymentMethod', 'studentName'] as const;
    expect(codes('arkansas-efa', { receiptCount: 1, receiptShows: [...all] })).toEqual([]);
    expect(codes('wyoming-esa', { receiptCount: 1, receiptShows: [...all] })).toEqual([]);
    expect(
      codes('north-carolina-esa-plus', { status: 'submitted', receiptCount: 1, receiptShows: [...all] }),
    ).toEqual(['receipt-field', 'receipt-field']);
  });

  it('Alberta (CAD): over the balance in Canadian dollars, outside the period, a tie to the program plan', () => {
    const found = checkExpense(
      pack('alberta-home-education'),
      {
        ...base,
        date: '2027-07-02',
        subject: null,
        receiptCount: 1,
        receiptShows: ['merchant', 'date', 'itemised', 'total'],
      },
      { ...ctx, remainingBeforeCents: 4_000 },
    );
    expect(found.map((f) => f.message)).toEqual([
      "The purchase date is outside the account's period.",
      "Link this purchase to a class or subject: the program asks that it serve the child's curriculum.",
      'This purchase goes over the balance by CA$60.00.',
    ]);
  });

  it('Custom: planned purchases need no receipt yet; denied ones only say why', () => {
    expect(codes('custom', { status: 'planned' })).toEqual([]);
    expect(
      checkExpense(pack('custom'), { ...base, status: 'denied', deniedReason: 'Not educational' }, ctx),
    ).toEqual([{ code: 'denied', severity: 'info', message: 'Denied: Not educational' }]);
    expect(needsReceipt({ status: 'planned', receiptCount: 0 })).toBe(false);
    expect(needsReceipt({ status: 'reimbursed', receiptCount: 0 })).toBe(true);
  });
});

describe('deadlines', () => {
  it("lists the pack's fixed dates in the period, receipt and submit dates, and the period's end, in order", () => {
    expect(fixedDeadlines(pack('utah-fits-all'), '2026-07-01', '2027-06-30').map((d) => d.date)).toEqual([
      '2027-05-31',
    ]);
    const list = accountDeadlines(
      pack('arizona-esa'),
      { periodStart: '2026-07-01', periodEnd: '2027-06-30' },
      [{ ...base, id: 'e1', vendor: 'Book Barn' }],
      '2026-09-10',
    );
    expect(list.map((d) => [d.date, d.kind])).toEqual([
      ['2026-10-05', 'receipt'],
      ['2026-11-04', 'submit'],
      ['2027-06-30', 'period-end'],
      ['2027-06-30', 'fixed'],
    ]);
  });
});
