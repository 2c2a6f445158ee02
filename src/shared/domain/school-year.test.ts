import { describe, expect, it } from 'vitest';
import { schoolYearMessages as m } from '../messages/school-years';
import {
  breaksClash,
  currentYear,
  defaultYearName,
  matchingPreset,
  nonSchoolWeekdays,
  presetTerms,
  splitIntoTerms,
  suggestedYearDates,
  termsProblem,
  yearProblem,
} from './school-year';
import { countSchoolDays } from './school-days';

const MON_FRI = [1, 2, 3, 4, 5];
/** Monday Aug 17, 2026 to Friday Jun 4, 2027: 42 whole weeks, 210 weekdays. */
const year = { startDate: '2026-08-17', endDate: '2027-06-04', weekdays: MON_FRI };
const winterBreak = { startDate: '2026-12-21', endDate: '2027-01-01' };

describe('countSchoolDays', () => {
  it('counts the school weekdays from the first to the last day, both included, breaks left out', () => {
    expect(countSchoolDays(year)).toBe(210);
    expect(countSchoolDays(year, [winterBreak])).toBe(200);
    expect(countSchoolDays({ ...year, weekdays: [1, 3] })).toBe(84);
    // A part of the year: the first week, and a window reaching past the year's end.
    expect(countSchoolDays(year, [], '2026-08-17', '2026-08-23')).toBe(5);
    expect(countSchoolDays(year, [], '2027-06-01', '2027-12-31')).toBe(4);
    expect(countSchoolDays(year, [], '2026-08-01', '2026-08-17')).toBe(1);
  });
});

describe('yearProblem', () => {
  it('accepts a year with a school day, of up to 500 days', () => {
    expect(yearProblem(year)).toBeNull();
    expect(yearProblem({ startDate: '2026-08-17', endDate: '2027-12-29', weekdays: MON_FRI })).toBeNull(); // 500 days
    expect(yearProblem({ startDate: '2026-08-17', endDate: '2026-08-17', weekdays: [1] })).toBeNull();
  });

  it('refuses a year that ends first, lasts over 500 days, or has no school day', () => {
    expect(yearProblem({ ...year, endDate: '2026-08-16' })).toEqual({
      field: 'endDate',
      message: m.endBeforeStart,
    });
    expect(yearProblem({ ...year, endDate: '2027-12-30' })).toEqual({
      field: 'endDate',
      message: m.tooLong(500),
    });
    expect(yearProblem({ ...year, weekdays: [] })).toEqual({
      field: 'weekdays',
      message: m.weekdaysRequired,
    });
    // Saturday Aug 22 to Sunday Aug 23: no weekday of Monday to Friday.
    expect(yearProblem({ startDate: '2026-08-22', endDate: '2026-08-23', weekdays: MON_FRI })).toEqual({
      field: 'weekdays',
      message: m.noSchoolDay,
    });
    expect(yearProblem({ startDate: '2026-08-22', endDate: '2026-08-23', weekdays: [0] })).toBeNull();
  });
});

describe('termsProblem', () => {
  const t = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate });

  it('accepts terms inside the year, in order, with gaps between them', () => {
    expect(
      termsProblem(year, [t('Fall', '2026-08-17', '2026-12-18'), t('Spring', '2027-01-04', '2027-06-04')]),
    ).toBeNull();
    expect(termsProblem(year, [t('All year', year.startDate, year.endDate)])).toBeNull();
  });

  it('refuses no terms, too many, a term that ends first, lies outside, or starts before the one before ends', () => {
    expect(termsProblem(year, [])).toBe(m.termsRequired);
    const many = Array.from({ length: 13 }, (_, i) =>
      t(`T${i}`, `2026-09-${String(i + 1).padStart(2, '0')}`, `2026-09-${String(i + 1).padStart(2, '0')}`),
    );
    expect(termsProblem(year, many)).toBe(m.tooManyTerms(12));
    expect(termsProblem(year, [t('Fall', '2026-12-18', '2026-08-17')])).toBe(m.termEndBeforeStart('Fall'));
    expect(termsProblem(year, [t('Fall', '2026-08-16', '2026-12-18')])).toBe(m.termOutside('Fall'));
    expect(termsProblem(year, [t('Spring', '2027-01-04', '2027-06-05')])).toBe(m.termOutside('Spring'));
    expect(
      termsProblem(year, [t('Fall', '2026-08-17', '2026-12-18'), t('Spring', '2026-12-18', '2027-06-04')]),
    ).toBe(m.termsOutOfOrder('Fall', 'Spring'));
    expect(
      termsProblem(year, [t('Spring', '2027-01-04', '2027-06-04'), t('Fall', '2026-08-17', '2026-12-18')]),
    ).toBe(m.termsOutOfOrder('Spring', 'Fall'));
  });
});

describe('splitIntoTerms and presets', () => {
  it('splits a year into quarters of 52 or 53 school days that cover it', () => {
    const quarters = presetTerms(year, 'quarters');
    expect(quarters).toEqual([
      { name: 'Quarter 1', startDate: '2026-08-17', endDate: '2026-10-27' },
      { name: 'Quarter 2', startDate: '2026-10-28', endDate: '2027-01-10' },
      { name: 'Quarter 3', startDate: '2027-01-11', endDate: '2027-03-23' },
      { name: 'Quarter 4', startDate: '2027-03-24', endDate: '2027-06-04' },
    ]);
    expect(quarters.map((q) => countSchoolDays({ ...q, weekdays: MON_FRI }))).toEqual([52, 53, 52, 53]);
    expect(termsProblem(year, quarters)).toBeNull();
  });

  it('splits into semesters, counting only school days outside the breaks given', () => {
    expect(presetTerms(year, 'semesters')).toEqual([
      { name: 'Semester 1', startDate: '2026-08-17', endDate: '2027-01-10' },
      { name: 'Semester 2', startDate: '2027-01-11', endDate: '2027-06-04' },
    ]);
    // 90 school days before the winter break, 110 after: the 101st is Monday Jan 18.
    expect(presetTerms(year, 'semesters', [winterBreak])).toEqual([
      { name: 'Semester 1', startDate: '2026-08-17', endDate: '2027-01-17' },
      { name: 'Semester 2', startDate: '2027-01-18', endDate: '2027-06-04' },
    ]);
  });

  it('starts a later term on a school day, even when the year starts on a weekend', () => {
    // Saturday Aug 15 to Friday Aug 28, Monday to Friday: ten school days.
    const short = { startDate: '2026-08-15', endDate: '2026-08-28', weekdays: MON_FRI };
    expect(splitIntoTerms(short, 2, (n) => `Half ${n}`)).toEqual([
      { name: 'Half 1', startDate: '2026-08-15', endDate: '2026-08-23' },
      { name: 'Half 2', startDate: '2026-08-24', endDate: '2026-08-28' },
    ]);
  });

  it('makes fewer terms than asked when the year has fewer school days', () => {
    const twoDays = { startDate: '2026-08-17', endDate: '2026-08-18', weekdays: MON_FRI };
    expect(presetTerms(twoDays, 'quarters')).toEqual([
      { name: 'Quarter 1', startDate: '2026-08-17', endDate: '2026-08-17' },
      { name: 'Quarter 2', startDate: '2026-08-18', endDate: '2026-08-18' },
    ]);
  });

  it('recognises a preset in stored terms, and a custom list as none', () => {
    expect(matchingPreset(year, presetTerms(year, 'quarters'))).toBe('quarters');
    expect(matchingPreset(year, presetTerms(year, 'semesters', [winterBreak]), [winterBreak])).toBe(
      'semesters',
    );
    const renamed = presetTerms(year, 'semesters').map((t, i) => ({ ...t, name: i ? 'Spring' : 'Fall' }));
    expect(matchingPreset(year, renamed)).toBeNull();
  });
});

describe('breaksClash', () => {
  const b = (startDate: string, endDate: string, studentIds: string[] | null) => ({
    startDate,
    endDate,
    studentIds,
  });

  it('is a clash when two breaks share a day and a child', () => {
    expect(breaksClash(b('2026-12-21', '2027-01-01', null), b('2027-01-01', '2027-01-05', null))).toBe(true);
    expect(breaksClash(b('2026-12-21', '2027-01-01', null), b('2026-12-24', '2026-12-24', ['ada']))).toBe(
      true,
    );
    expect(
      breaksClash(b('2026-10-01', '2026-10-09', ['ada', 'ben']), b('2026-10-09', '2026-10-12', ['ben'])),
    ).toBe(true);
  });

  it('is no clash on days apart, or on the same days for different children', () => {
    expect(breaksClash(b('2026-12-21', '2026-12-31', null), b('2027-01-01', '2027-01-05', null))).toBe(false);
    expect(breaksClash(b('2026-10-01', '2026-10-09', ['ada']), b('2026-10-01', '2026-10-09', ['ben']))).toBe(
      false,
    );
  });
});

describe('currentYear', () => {
  const years = [
    { id: 'a', startDate: '2025-08-18', endDate: '2026-06-05' },
    { id: 'b', startDate: '2026-08-17', endDate: '2027-06-04' },
  ];
  it('is the year today falls in, its first and last day included, else none', () => {
    expect(currentYear(years, '2026-08-17')?.id).toBe('b');
    expect(currentYear(years, '2027-06-04')?.id).toBe('b');
    expect(currentYear(years, '2026-01-15')?.id).toBe('a');
    expect(currentYear(years, '2026-07-01')).toBeNull();
    expect(currentYear([], '2026-07-01')).toBeNull();
  });
});

describe('nonSchoolWeekdays', () => {
  it("lists the class's weekdays that are not the year's school days", () => {
    expect(nonSchoolWeekdays([1, 3, 5], MON_FRI)).toEqual([]);
    expect(nonSchoolWeekdays([1, 6, 0], MON_FRI)).toEqual([6, 0]);
  });
  it('names them in the messages', () => {
    expect(m.notSchoolDays([6], '2026–27')).toBe('Saturday is not a school day in 2026–27.');
    expect(m.notSchoolDays([6, 0], '2026–27')).toBe('Saturday and Sunday are not school days in 2026–27.');
  });
});

describe('defaultYearName and suggestedYearDates', () => {
  it("names a year by its calendar years: '2026–27'", () => {
    expect(defaultYearName('2026-08-17', '2027-06-04')).toBe('2026–27');
    expect(defaultYearName('2099-08-17', '2100-06-04')).toBe('2099–00');
    expect(defaultYearName('2026-01-05', '2026-12-18')).toBe('2026');
    expect(defaultYearName('2026-01-05', '2027-12-18')).toBe('2026–27');
  });

  it('suggests August to June of the school year today is in, or the days after the last year', () => {
    expect(suggestedYearDates('2026-11-23', [])).toEqual({ startDate: '2026-08-01', endDate: '2027-06-30' });
    expect(suggestedYearDates('2026-03-02', [])).toEqual({ startDate: '2025-08-01', endDate: '2026-06-30' });
    expect(suggestedYearDates('2026-11-23', [{ startDate: '2026-08-17', endDate: '2027-06-04' }])).toEqual({
      startDate: '2027-06-05',
      endDate: '2028-06-30',
    });
  });
});
