import { describe, expect, it } from 'vitest';
import {
  countOf,
  doneOfTarget,
  formatNumber,
  paceSentence,
  remainingLine,
  yearPaceLine,
} from './progress-wording';

const hours = (done: number, target: number, met = false) =>
  ({ unit: 'minutes', done: done * 60, target: target * 60, met }) as const;
const days = (done: number, target: number, met = false) => ({ unit: 'days', done, target, met }) as const;
const ctx = { childName: 'Ada', endDate: '2027-05-30', elapsedDays: 100, remainingDays: 65 };

describe('numbers and plurals', () => {
  it('groups thousands, keeps one decimal, and says one in the singular', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(812.46)).toBe('812.5');
    expect(formatNumber(3)).toBe('3');
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(1.5, 'hour')).toBe('1.5 hours');
    expect(countOf(2, 'school day')).toBe('2 school days');
  });

  it('says done of the target with the unit once', () => {
    expect(doneOfTarget(days(1, 180))).toBe('1 day of 180');
    expect(doneOfTarget(days(2, 180))).toBe('2 days of 180');
    expect(doneOfTarget(hours(812, 1000))).toBe('812 of 1,000 hours');
    expect(doneOfTarget(hours(0.5, 1))).toBe('0.5 of 1 hour');
    expect(remainingLine(days(179, 180))).toBe('1 day to go');
    expect(remainingLine(hours(812, 1000))).toBe('188 hours to go');
    expect(remainingLine(days(180, 180, true))).toBe('Met');
  });
});

describe('the pace sentence', () => {
  it('says how far short the year ends at this pace, and what a school day more would close it', () => {
    // 500 h in 100 school days: 5 h a day; 65 days left → 825 h by the end, 175 short; needs 7.69 h a day.
    const s = paceSentence(hours(500, 1000), ctx);
    expect(s.verdict).toBe('short');
    expect(s.text).toBe(
      'At this pace Ada reaches 825 of 1,000 hours by 30 May — 175 short; 2.7 more hours a school day would close it.',
    );
    expect(s.shortBy).toBe(175);
  });

  it('matches the issue’s example', () => {
    // 406 h in 100 school days (4.06 a day), 100 left → 812 by the end; 594 h in 100 days needs 5.94 (1.9 more).
    const s = paceSentence(hours(406, 1000), { ...ctx, elapsedDays: 100, remainingDays: 100 });
    expect(s.text).toBe(
      'At this pace Ada reaches 812 of 1,000 hours by 30 May — 188 short; 1.9 more hours a school day would close it.',
    );
  });

  it('says when the child is on pace', () => {
    expect(paceSentence(hours(700, 1000), ctx)).toMatchObject({
      verdict: 'on_pace',
      text: 'At this pace Ada reaches 1,000 hours by 30 May.',
    });
  });

  it('says plainly when days cannot be reached this year, and by how much', () => {
    const s = paceSentence(days(1, 180), { ...ctx, elapsedDays: 10, remainingDays: 43 });
    expect(s.verdict).toBe('cannot_meet');
    expect(s.text).toBe(
      '180 days cannot be reached this year: 43 school days are left and 179 days still needed — 136 days short even if every school day counts.',
    );
    expect(s.shortBy).toBe(136);
    expect(paceSentence(days(178, 180), { ...ctx, remainingDays: 1 }).text).toContain(
      '1 school day is left and 2 days still needed — 1 day short',
    );
  });

  it('says the year has ended short once no school day is left', () => {
    expect(paceSentence(hours(900, 1000), { ...ctx, remainingDays: 0 })).toMatchObject({
      verdict: 'cannot_meet',
      text: 'The school year has ended 100 hours short of 1,000.',
      shortBy: 100,
    });
  });

  it('says met, and before any school day what each one needs', () => {
    expect(paceSentence(days(180, 180, true), ctx).text).toBe('Ada has met the 180 days.');
    expect(paceSentence(hours(0, 1000), { ...ctx, elapsedDays: 0, remainingDays: 200 }).text).toBe(
      'Ada needs 1,000 hours in 200 school days (5 hours a school day).',
    );
    expect(paceSentence(days(0, 1), { ...ctx, elapsedDays: 0, remainingDays: 1 }).text).toBe(
      'Ada needs 1 day in 1 school day.',
    );
  });
});

describe('yearPaceLine', () => {
  it("paces a goal against the child's year by first name, and without a year says what is left", () => {
    const year = { schoolYear: { endDate: '2027-05-30' }, schoolDays: { elapsed: 100, remaining: 65 } };
    expect(yearPaceLine(hours(492, 1000), year, 'Ada Lovelace')).toBe(
      'At this pace Ada reaches 811 of 1,000 hours by 30 May — 189 short; 2.9 more hours a school day would close it.',
    );
    expect(yearPaceLine(hours(492, 1000), { ...year, schoolYear: null }, 'Ada Lovelace')).toBe(
      '508 hours to go',
    );
  });
});
