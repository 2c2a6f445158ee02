import { describe, expect, it } from 'vitest';
import { digestSubject, digestWeekDue, durationOf, lessonsLine, paceLine, weekSpan } from './weekly-digest';

const goal = (over: Partial<Parameters<typeof paceLine>[1][number]> = {}) => ({
  unit: 'minutes' as const,
  target: 1000 * 60,
  done: 300 * 60,
  expectedByNow: 312 * 60,
  met: false,
  behind: true,
  ...over,
});

describe('weekly digest', () => {
  it('is due from Sunday 18:00 in the family timezone until the end of Monday, about the Monday after', () => {
    // Sunday 29 Nov 2026: 18:00 in London is 18:00 UTC; in Los Angeles 02:00 UTC on Monday.
    expect(digestWeekDue(new Date('2026-11-29T17:59:00Z'), 'Europe/London')).toBeNull();
    expect(digestWeekDue(new Date('2026-11-29T18:00:00Z'), 'Europe/London')).toBe('2026-11-30');
    expect(digestWeekDue(new Date('2026-11-29T18:00:00Z'), 'America/Los_Angeles')).toBeNull();
    expect(digestWeekDue(new Date('2026-11-30T01:59:00Z'), 'America/Los_Angeles')).toBeNull();
    expect(digestWeekDue(new Date('2026-11-30T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-30');
    // Monday: still due (a server down on Sunday evening sends late); Tuesday: no longer.
    expect(digestWeekDue(new Date('2026-11-30T23:00:00Z'), 'Europe/London')).toBe('2026-11-30');
    expect(digestWeekDue(new Date('2026-12-01T00:00:00Z'), 'Europe/London')).toBeNull();
    expect(digestWeekDue(new Date('2026-11-28T20:00:00Z'), 'Europe/London')).toBeNull();
  });

  it('names the week Monday to Friday, or to a later lesson day', () => {
    expect(digestSubject(weekSpan('2026-11-30'))).toBe('This week at school: 30 Nov – 4 Dec');
    expect(weekSpan('2026-11-30', '2026-12-02')).toBe('30 Nov – 4 Dec');
    expect(weekSpan('2026-11-30', '2026-12-05')).toBe('30 Nov – 5 Dec');
  });

  it('says the pace in plain words, the goal furthest behind speaking', () => {
    expect(paceLine('Missouri', [goal()])).toBe("12 hours behind Missouri's pace");
    expect(paceLine('Missouri', [goal({ expectedByNow: 301 * 60 })])).toBe("1 hour behind Missouri's pace");
    expect(
      paceLine('Missouri', [
        goal({ behind: false }),
        goal({ unit: 'days', target: 180, done: 40, expectedByNow: 42.4 }),
      ]),
    ).toBe("3 days behind Missouri's pace");
    expect(paceLine('Missouri', [goal({ behind: false })])).toBe("On Missouri's pace");
    expect(paceLine('Texas', [goal({ met: true, behind: false })])).toBe("Texas' requirement met");
    expect(paceLine('Missouri', [])).toBeNull();
  });

  it('counts lessons and their time', () => {
    expect(lessonsLine(0, 0)).toBe('Nothing planned');
    expect(lessonsLine(1, 0)).toBe('1 lesson');
    expect(lessonsLine(4, 135)).toBe('4 lessons (2 h 15 min)');
    expect(durationOf(45)).toBe('45 min');
    expect(durationOf(60)).toBe('1 h');
  });
});
