import { describe, expect, it } from 'vitest';
import { placeLessons } from './lesson-placement';
import { pinDateProblem, withGapBefore } from './lesson-reschedule';

// 2026-09-07 is a Monday.
const MON = '2026-09-07';
const cls = {
  id: 'c',
  daysOfWeek: [1, 3, 5],
  startDate: null,
  endDate: null,
  year: { startDate: '2026-08-17', endDate: '2027-05-28', weekdays: [1, 2, 3, 4, 5] },
};

describe('withGapBefore', () => {
  const ids = (xs: string[]) => xs;
  it('puts the stand-ins just before the lesson', () => {
    expect(
      ids(
        withGapBefore(
          ['a', 'b', 'c'],
          (x) => x,
          'b',
          2,
          (i) => `gap${i}`,
        ),
      ),
    ).toEqual(['a', 'gap0', 'gap1', 'b', 'c']);
  });

  it('leaves the lessons as they are for an unknown lesson', () => {
    expect(
      withGapBefore(
        ['a'],
        (x) => x,
        'z',
        2,
        (i) => `gap${i}`,
      ),
    ).toEqual(['a']);
  });

  it('placed, the gap moves the lesson and every later one by that many class days', () => {
    const lessons = ['L1', 'L2', 'L3'].map((id) => ({ id, completed: false }));
    const gapped = withGapBefore(
      lessons,
      (l) => l.id,
      'L2',
      2,
      (i) => ({ id: `gap${i}`, completed: false }),
    );
    const placed = placeLessons({
      today: MON,
      lessons: gapped,
      classWeekdays: [1, 3, 5],
      year: null,
      breaks: [],
      skips: [],
      absences: [],
      completedOn: [],
    }).placed.filter((p) => !p.lessonId.startsWith('gap'));
    // L2 stood on Wednesday the 9th: two class days later is Monday the 14th.
    expect(placed.map((p) => `${p.lessonId}@${p.date}`)).toEqual([
      'L1@2026-09-07',
      'L2@2026-09-14',
      'L3@2026-09-16',
    ]);
  });
});

describe('pinDateProblem', () => {
  it('takes a class day from today on', () => {
    expect(pinDateProblem(cls, '2026-09-11', MON, [])).toBeNull();
    expect(pinDateProblem(cls, MON, MON, [])).toBeNull();
  });

  it('refuses a day in the past', () => {
    expect(pinDateProblem(cls, '2026-09-04', MON, [])).toBe('past');
  });

  it('refuses a day outside the year or the class dates', () => {
    expect(pinDateProblem(cls, '2027-06-04', MON, [])).toBe('outsideYear');
    expect(pinDateProblem({ ...cls, endDate: '2026-12-18' }, '2027-01-08', MON, [])).toBe('outsideYear');
  });

  it('refuses a day the class does not meet', () => {
    expect(pinDateProblem(cls, '2026-09-08', MON, [])).toBe('notClassDay');
    expect(pinDateProblem({ ...cls, daysOfWeek: [1, 6] }, '2026-09-12', MON, [])).toBe('notClassDay');
  });

  it('refuses a day in a break', () => {
    const breaks = [{ startDate: '2026-09-10', endDate: '2026-09-14' }];
    expect(pinDateProblem(cls, '2026-09-11', MON, breaks)).toBe('inBreak');
  });
});
