import { describe, expect, it } from 'vitest';
import {
  completionDateProblem,
  isClassDay,
  lessonsNeeded,
  MAX_LESSONS_PER_CLASS,
  catchUpLessons,
  planDays,
  type DayPlanInputs,
  type PlanDayClass,
} from './lesson-week';

// 2026-09-07 is a Monday.
const MON = '2026-09-07';
const week = [
  '2026-09-07',
  '2026-09-08',
  '2026-09-09',
  '2026-09-10',
  '2026-09-11',
  '2026-09-12',
  '2026-09-13',
];
const math: PlanDayClass = { id: 'math', daysOfWeek: [1, 3, 5], startDate: null, endDate: null, year: null };
const art: PlanDayClass = { id: 'art', daysOfWeek: [2, 4], startDate: null, endDate: null, year: null };
const next = (classId: string, studentId: string, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    lessonId: `${classId}-${from + i}`,
    classId,
    studentId,
    title: `${classId} ${from + i}`,
    minutes: 30,
    position: from + i - 1,
  }));

function plan(over: Partial<DayPlanInputs>, children = ['ada']) {
  return planDays(
    {
      today: MON,
      days: week,
      classes: [math, art],
      next: [],
      done: [],
      skips: [],
      absences: [],
      breaks: [],
      ...over,
    },
    children,
  );
}
const titles = (days: ReturnType<typeof plan>, child = 'ada') =>
  days
    .get(child)!
    .map((d) => d.lessons.map((l) => `${l.done ? '✓' : ''}${l.catchUp ? '?' : ''}${l.title}`).join(', '));

describe('isClassDay', () => {
  it("is a weekday of the class inside its dates, a school weekday of its year inside the year, not in the child's breaks", () => {
    expect(isClassDay(math, MON, [])).toBe(true);
    expect(isClassDay(math, '2026-09-08', [])).toBe(false);
    expect(isClassDay({ ...math, startDate: '2026-09-08' }, MON, [])).toBe(false);
    expect(isClassDay({ ...math, endDate: '2026-09-06' }, MON, [])).toBe(false);
    const year = { startDate: '2026-09-01', endDate: '2027-06-01', weekdays: [1, 2, 3, 4] };
    expect(isClassDay({ ...math, year }, MON, [])).toBe(true);
    expect(isClassDay({ ...math, year }, '2026-09-11', [])).toBe(false); // Friday: not a school day of the year
    expect(isClassDay({ ...math, year: { ...year, startDate: '2026-09-08' } }, MON, [])).toBe(false);
    expect(isClassDay(math, MON, [{ startDate: '2026-09-05', endDate: MON }])).toBe(false);
  });
});

describe('completionDateProblem', () => {
  it('refuses a day after today and a day before the school year; today and the year start are fine', () => {
    expect(completionDateProblem(MON, MON, null)).toBeNull();
    expect(completionDateProblem('2026-09-08', MON, null)).toBe('future');
    expect(completionDateProblem('2026-08-31', MON, '2026-09-01')).toBe('beforeYear');
    expect(completionDateProblem('2026-09-01', MON, '2026-09-01')).toBeNull();
    expect(completionDateProblem('2020-01-01', MON, null)).toBeNull();
    expect(completionDateProblem('2026-09-02', MON, '2026-01-01', '2026-09-01')).toBe('afterYear');
    expect(completionDateProblem('2026-09-01', MON, '2026-01-01', '2026-09-01')).toBeNull();
  });
});

describe('lessonsNeeded', () => {
  it('is one per day from today through the last day shown, none for days already past, bounded', () => {
    expect(lessonsNeeded(MON, '2026-09-13')).toBe(7);
    expect(lessonsNeeded('2026-09-13', '2026-09-13')).toBe(1);
    expect(lessonsNeeded('2026-09-14', '2026-09-13')).toBe(0);
    expect(lessonsNeeded(MON, '2036-09-13')).toBe(MAX_LESSONS_PER_CLASS);
  });
});

describe('planDays', () => {
  it("places each class's next lessons on its weekdays from today, in the classes' order", () => {
    const days = plan({ next: [...next('math', 'ada', 7), ...next('art', 'ada', 7)] });
    expect(titles(days)).toEqual(['math 1', 'art 1', 'math 2', 'art 2', 'math 3', '', '']);
    expect(days.get('ada')![0]).toEqual({
      date: MON,
      lessons: [
        {
          lessonId: 'math-1',
          classId: 'math',
          title: 'math 1',
          minutes: 30,
          done: false,
          pending: false,
          catchUp: false,
        },
      ],
      skippedClassIds: [],
      breakLabel: null,
      absent: false,
    });
  });

  it('shows the lessons done on past days and places nothing before today', () => {
    const done = [
      { ...next('math', 'ada', 1)[0]!, date: MON, position: 0, pending: false },
      { ...next('art', 'ada', 1)[0]!, date: '2026-09-08', position: 0, pending: true },
    ];
    const days = plan({
      today: '2026-09-09',
      next: [...next('math', 'ada', 5, 2), ...next('art', 'ada', 5, 2)],
      done,
    });
    expect(titles(days)).toEqual(['✓math 1', '✓art 1', 'math 2', 'art 2', 'math 3', '', '']);
    // A child's tick waiting for a parent is shown done and says it waits.
    expect(days.get('ada')![1]!.lessons[0]).toMatchObject({ title: 'art 1', done: true, pending: true });
    expect(days.get('ada')![0]!.lessons[0]).toMatchObject({ title: 'math 1', done: true, pending: false });
  });

  it('a lesson done today keeps its place, ticked: ticking ahead makes nothing vanish or slide in', () => {
    const done = [
      { ...next('math', 'ada', 1, 2)[0]!, date: MON, position: 1, pending: false },
      { ...next('math', 'ada', 1, 1)[0]!, date: MON, position: 0, pending: false },
    ];
    const days = plan({ classes: [math], next: next('math', 'ada', 5, 3), done });
    expect(titles(days)).toEqual(['✓math 1', '', '✓math 2', '', 'math 3', '', '']);
    // Ticked ahead on Friday (done today): it stays on Friday; today's lesson stays today, unticked.
    const ahead = plan({
      classes: [math],
      next: [...next('math', 'ada', 2, 1), ...next('math', 'ada', 5, 4)],
      done: [{ ...next('math', 'ada', 1, 3)[0]!, date: MON, pending: false }],
    });
    expect(titles(ahead)).toEqual(['math 1', '', 'math 2', '', '✓math 3', '', '']);
    // Tomorrow the day's completions are past: they show on Monday and the plan closes up.
    const tomorrow = plan({
      today: '2026-09-08',
      classes: [math],
      next: next('math', 'ada', 5, 3),
      done: [
        { ...next('math', 'ada', 1, 1)[0]!, date: MON, pending: false },
        { ...next('math', 'ada', 1, 2)[0]!, date: MON, pending: false },
      ],
    });
    expect(titles(tomorrow)).toEqual(['✓math 1, ✓math 2', '', 'math 3', '', 'math 4', '', '']);
  });

  it('a lesson done today that the shown days do not place shows on today', () => {
    const done = [{ ...next('math', 'ada', 1, 40)[0]!, date: MON, pending: false }];
    const days = plan({ classes: [math], next: next('math', 'ada', 3), done });
    expect(titles(days)).toEqual(['math 1, ✓math 40', '', 'math 2', '', 'math 3', '', '']);
  });

  describe('past days (ADR 033)', () => {
    // Saturday 2026-09-12: Monday to Friday are past.
    const SAT = '2026-09-12';

    it("a past day keeps its completions; each past class day with nothing recorded offers the queue's next lessons in order", () => {
      const days = plan({
        today: SAT,
        next: [...next('math', 'ada', 9, 2), ...next('art', 'ada', 9)],
        done: [{ ...next('math', 'ada', 1)[0]!, date: MON, pending: false }],
      });
      expect(titles(days)).toEqual(['✓math 1', '?art 1', '?math 2', '?art 2', '?math 3', '', '']);
      expect(days.get('ada')![1]!.lessons[0]).toMatchObject({ done: false, catchUp: true });
    });

    it('a catch-up tick takes the next lesson in the queue: the later days move up, nothing is recorded twice', () => {
      // Tuesday's and Wednesday's were ticked (art 1 on Tuesday, math 1 on Wednesday).
      const days = plan({
        today: SAT,
        next: [...next('math', 'ada', 9, 2), ...next('art', 'ada', 9, 2)],
        done: [
          { ...next('art', 'ada', 1)[0]!, date: '2026-09-08', pending: false },
          { ...next('math', 'ada', 1)[0]!, date: '2026-09-09', pending: false },
        ],
      });
      expect(titles(days)).toEqual(['?math 2', '✓art 1', '✓math 1', '?art 2', '?math 3', '', '']);
    });

    it('no catch-up on a skipped, absent or break day, nor outside the class days; none once the queue is empty', () => {
      const days = plan(
        {
          today: SAT,
          classes: [math],
          next: [...next('math', 'ada', 1), ...next('math', 'ben', 9)],
          absences: [{ studentId: 'ben', date: MON }],
          skips: [{ classId: 'math', studentId: 'ben', date: '2026-09-09' }],
          breaks: [{ label: 'Trip', startDate: '2026-09-11', endDate: '2026-09-11', studentId: 'ben' }],
        },
        ['ada', 'ben'],
      );
      expect(titles(days, 'ada')).toEqual(['?math 1', '', '', '', '', '', '']);
      expect(titles(days, 'ben')).toEqual(['', '', '', '', '', '', '']);
    });

    it('a week wholly past offers catch-up lessons too; a week to come offers none', () => {
      const past = plan({ today: '2026-09-21', classes: [math], next: next('math', 'ada', 7) });
      expect(titles(past)).toEqual(['?math 1', '', '?math 2', '', '?math 3', '', '']);
      const mondayToday = plan({ classes: [math], next: next('math', 'ada', 7) });
      expect(titles(mondayToday)).toEqual(['math 1', '', 'math 2', '', 'math 3', '', '']);
    });

    it('"as planned" lists the catch-up lessons with their days, in order', () => {
      const days = plan({ today: '2026-09-10', next: [...next('math', 'ada', 9), ...next('art', 'ada', 9)] });
      expect(catchUpLessons(days.get('ada')!).map((c) => `${c.date} ${c.lesson.lessonId}`)).toEqual([
        '2026-09-07 math-1',
        '2026-09-08 art-1',
        '2026-09-09 math-2',
      ]);
    });
  });

  it("rolls past absences, skips and the child's breaks, and flags those days", () => {
    const days = plan(
      {
        classes: [math],
        next: [...next('math', 'ada', 7), ...next('math', 'ben', 7)],
        absences: [{ studentId: 'ada', date: MON }],
        skips: [{ classId: 'math', studentId: 'ben', date: '2026-09-09' }],
        breaks: [
          { label: "Ben's trip", startDate: '2026-09-11', endDate: '2026-09-11', studentId: 'ben' },
          { label: 'Holiday', startDate: '2026-09-12', endDate: '2026-09-13', studentId: null },
        ],
      },
      ['ada', 'ben'],
    );
    expect(titles(days, 'ada')).toEqual(['', '', 'math 1', '', 'math 2', '', '']);
    expect(titles(days, 'ben')).toEqual(['math 1', '', '', '', '', '', '']);
    expect(days.get('ada')!.map((d) => d.absent)).toEqual([true, false, false, false, false, false, false]);
    expect(days.get('ben')![2]!.skippedClassIds).toEqual(['math']);
    expect(days.get('ben')!.map((d) => d.breakLabel)).toEqual([
      null,
      null,
      null,
      null,
      "Ben's trip",
      'Holiday',
      'Holiday',
    ]);
    expect(days.get('ada')!.map((d) => d.breakLabel)).toEqual([
      null,
      null,
      null,
      null,
      null,
      'Holiday',
      'Holiday',
    ]);
  });

  it('places a week still to come from today on (the days between count), and nothing for a week already past', () => {
    const days = [
      '2026-09-14',
      '2026-09-15',
      '2026-09-16',
      '2026-09-17',
      '2026-09-18',
      '2026-09-19',
      '2026-09-20',
    ];
    const later = plan({ days, classes: [math], next: next('math', 'ada', 14) });
    expect(titles(later)).toEqual(['math 4', '', 'math 5', '', 'math 6', '', '']);
    const past = plan({ today: '2026-09-21', classes: [math], next: [] });
    expect(titles(past)).toEqual(['', '', '', '', '', '', '']);
  });

  it("keeps to a year's school weekdays and dates, and a class without weekdays has no plan", () => {
    const year = { startDate: '2026-09-09', endDate: '2026-09-11', weekdays: [1, 2, 3, 4] };
    const days = plan({
      classes: [
        { ...math, year },
        { ...art, daysOfWeek: [] },
      ],
      next: [...next('math', 'ada', 7), ...next('art', 'ada', 7)],
    });
    expect(titles(days)).toEqual(['', '', 'math 1', '', '', '', '']);
  });

  it('lists every child asked for, even one with nothing planned', () => {
    const days = plan({ next: next('math', 'ada', 7) }, ['ada', 'cleo']);
    expect(titles(days, 'cleo')).toEqual(['', '', '', '', '', '', '']);
  });
});

describe('planDays with pins and pushes (ADR 043)', () => {
  it('a pinned lesson read apart from the queue takes its day; the queue flows around it', () => {
    // math-9 (the test) is pinned to Friday; the queue holds math 1–3 without it.
    const pins = [{ ...next('math', 'ada', 1, 9)[0]!, pinnedDate: '2026-09-11' }];
    const days = plan({ classes: [math], next: next('math', 'ada', 3), pins });
    expect(titles(days)).toEqual(['math 1', '', 'math 2', '', 'math 9', '', '']);
  });

  it('a push holds from its place in the plan on, the first lesson read at or after it', () => {
    // A push of math 2 to Friday: math 1 Monday, math 2 Friday (Wednesday stays free).
    const shifts = [{ classId: 'math', studentId: 'ada', position: 1, notBefore: '2026-09-11' }];
    const days = plan({ classes: [math], next: next('math', 'ada', 3), shifts });
    expect(titles(days)).toEqual(['math 1', '', '', '', 'math 2', '', '']);
    // Another child's push moves nothing of Ada's.
    const theirs = [{ ...shifts[0]!, studentId: 'ben' }];
    expect(titles(plan({ classes: [math], next: next('math', 'ada', 3), shifts: theirs }))).toEqual([
      'math 1',
      '',
      'math 2',
      '',
      'math 3',
      '',
      '',
    ]);
  });

  it('a push of a pinned lesson beyond the days read still holds the later lessons', () => {
    // math 2 (position 1) is pinned to a later week and pushed: the queue read starts at math 3.
    const shifts = [{ classId: 'math', studentId: 'ada', position: 1, notBefore: '2026-09-11' }];
    const queue = [...next('math', 'ada', 1), ...next('math', 'ada', 2, 3)];
    const days = plan({ classes: [math], next: queue, shifts });
    expect(titles(days)).toEqual(['math 1', '', '', '', 'math 3', '', '']);
  });
});
