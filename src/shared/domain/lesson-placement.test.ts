import { describe, expect, it } from 'vitest';
import { placeLessons, type PlacementInput } from './lesson-placement';

// 2026-09-07 is a Monday.
const MON = '2026-09-07';
const lessons = (n: number, completed: number[] = []) =>
  Array.from({ length: n }, (_, i) => ({ id: `L${i + 1}`, completed: completed.includes(i + 1) }));

function place(over: Partial<PlacementInput>) {
  return placeLessons({
    today: MON,
    lessons: lessons(5),
    classWeekdays: [1, 3, 5],
    year: null,
    breaks: [],
    skips: [],
    absences: [],
    completedOn: [],
    ...over,
  });
}
const dates = (p: ReturnType<typeof place>) => p.placed.map((x) => `${x.lessonId}@${x.date}`);

describe('placeLessons', () => {
  it("puts one lesson on each of the class's weekdays from today, in order", () => {
    const p = place({});
    expect(dates(p)).toEqual([
      'L1@2026-09-07',
      'L2@2026-09-09',
      'L3@2026-09-11',
      'L4@2026-09-14',
      'L5@2026-09-16',
    ]);
    expect(p.projectedEnd).toBe('2026-09-16');
    expect(p.notFitting).toEqual([]);
  });

  it('starts on the first class day when today is not one', () => {
    expect(dates(place({ today: '2026-09-08', lessons: lessons(1) }))).toEqual(['L1@2026-09-09']);
  });

  it('keeps to the school weekdays of the year and starts no earlier than the year', () => {
    const year = { startDate: '2026-09-14', endDate: '2027-06-01', weekdays: [1, 2, 3, 4] };
    expect(dates(place({ year, lessons: lessons(3) }))).toEqual([
      'L1@2026-09-14',
      'L2@2026-09-16',
      'L3@2026-09-21',
    ]);
  });

  it("skips the child's breaks", () => {
    const p = place({ lessons: lessons(3), breaks: [{ startDate: '2026-09-08', endDate: '2026-09-13' }] });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-14', 'L3@2026-09-16']);
  });

  it('rolls the plan past an absence and a skipped day', () => {
    const p = place({ lessons: lessons(3), absences: ['2026-09-07'], skips: ['2026-09-09'] });
    expect(dates(p)).toEqual(['L1@2026-09-11', 'L2@2026-09-14', 'L3@2026-09-16']);
  });

  it('a day with a completed lesson of the class is used, so doing two today pulls the plan earlier', () => {
    // L1 and L2 done today: L3 takes the next class day, not today.
    const p = place({ lessons: lessons(4, [1, 2]), completedOn: [MON] });
    expect(dates(p)).toEqual(['L3@2026-09-09', 'L4@2026-09-11']);
  });

  it('lessons completed out of order leave the queue and the rest close up', () => {
    const p = place({ lessons: lessons(4, [3]), completedOn: ['2026-09-01'] });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-09', 'L4@2026-09-11']);
  });

  it('says which lessons do not fit before the year ends', () => {
    const year = { startDate: '2026-08-01', endDate: '2026-09-11', weekdays: [1, 2, 3, 4, 5] };
    const p = place({ year });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-09', 'L3@2026-09-11']);
    expect(p.notFitting).toEqual(['L4', 'L5']);
    expect(p.projectedEnd).toBe('2026-09-11');
  });

  it("stops at the class's own end date", () => {
    expect(place({ classEnd: '2026-09-09' }).notFitting).toEqual(['L3', 'L4', 'L5']);
  });

  it('a class with no weekday has no plan, and a finished class has nothing to place', () => {
    expect(place({ classWeekdays: [] })).toEqual({ placed: [], notFitting: [], projectedEnd: null });
    expect(place({ lessons: lessons(2, [1, 2]) })).toEqual({
      placed: [],
      notFitting: [],
      projectedEnd: null,
    });
  });

  it('a year that has ended fits nothing', () => {
    const year = { startDate: '2025-09-01', endDate: '2026-06-01', weekdays: [1, 2, 3, 4, 5] };
    const p = place({ year, lessons: lessons(2) });
    expect(p.placed).toEqual([]);
    expect(p.notFitting).toEqual(['L1', 'L2']);
  });

  it('stops after `until` without claiming anything about the rest', () => {
    const p = place({ until: '2026-09-10' });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-09']);
    expect(p.notFitting).toEqual([]);
    expect(p.projectedEnd).toBeNull();
  });

  it('starts after a break that today is in', () => {
    const p = place({ lessons: lessons(1), breaks: [{ startDate: '2026-09-01', endDate: '2026-09-10' }] });
    expect(dates(p)).toEqual(['L1@2026-09-11']);
  });

  it('places 1,000 lessons in an open-ended plan, and stops after ten years', () => {
    const p = place({ lessons: lessons(1000) });
    expect(p.placed).toHaveLength(1000);
    expect(p.notFitting).toEqual([]);
    // Once a week for ten years is 522 days.
    expect(place({ lessons: lessons(1000), classWeekdays: [1] }).notFitting).toHaveLength(478);
  });
});

describe('placeLessons with pins and shifts (ADR 043)', () => {
  const pin = (n: number, date: string, all = lessons(5)) =>
    all.map((l) => (l.id === `L${n}` ? { ...l, pinnedDate: date } : l));

  it('a pinned lesson takes its day and the others keep one per class day around it', () => {
    // L3 pinned to Wednesday the 9th: L1 Mon, L3 Wed, L2 Fri, L4, L5 after.
    const p = place({ lessons: pin(3, '2026-09-09') });
    expect(dates(p)).toEqual([
      'L1@2026-09-07',
      'L3@2026-09-09',
      'L2@2026-09-11',
      'L4@2026-09-14',
      'L5@2026-09-16',
    ]);
    expect(p.projectedEnd).toBe('2026-09-16');
  });

  it('a pin earlier than the lessons before it moves only the pinned one forward', () => {
    const p = place({ lessons: pin(5, MON) });
    expect(dates(p)).toEqual([
      'L5@2026-09-07',
      'L1@2026-09-09',
      'L2@2026-09-11',
      'L3@2026-09-14',
      'L4@2026-09-16',
    ]);
  });

  it('a pin holds on a day that is not a class day, in a break, skipped or absent', () => {
    // Tuesday the 8th is not a class day; the break covers the whole week of the 14th.
    const breaks = [{ startDate: '2026-09-14', endDate: '2026-09-18' }];
    const p = place({
      lessons: pin(2, '2026-09-16', pin(1, '2026-09-08')),
      breaks,
      skips: ['2026-09-16'],
    });
    expect(dates(p)).toEqual([
      'L3@2026-09-07',
      'L1@2026-09-08',
      'L4@2026-09-09',
      'L5@2026-09-11',
      'L2@2026-09-16',
    ]);
  });

  it('a pinned Friday test stays on Friday when the plan is pushed', () => {
    // L4 is the test, pinned to Friday the 11th; L2 on is pushed two class days (to Friday → the next class day).
    const p = place({
      lessons: pin(4, '2026-09-11'),
      shifts: [{ lessonId: 'L2', notBefore: '2026-09-11' }],
    });
    expect(dates(p)).toEqual([
      'L1@2026-09-07',
      'L4@2026-09-11',
      'L2@2026-09-14',
      'L3@2026-09-16',
      'L5@2026-09-18',
    ]);
  });

  it('a pin whose day has passed puts the lesson back in its place in the queue', () => {
    expect(dates(place({ lessons: pin(2, '2026-09-04', lessons(3)) }))).toEqual([
      'L1@2026-09-07',
      'L2@2026-09-09',
      'L3@2026-09-11',
    ]);
  });

  it('a pin of a completed lesson is nothing', () => {
    const p = place({ lessons: pin(2, '2026-09-09', lessons(3, [2])) });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L3@2026-09-09']);
  });

  it('a pin beyond the year is not a place: the lesson queues and does not fit', () => {
    const year = { startDate: '2026-08-01', endDate: '2026-09-11', weekdays: [1, 2, 3, 4, 5] };
    const p = place({ year, lessons: pin(1, '2026-10-02', lessons(3)) });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-09', 'L3@2026-09-11']);
    const full = place({ year, lessons: pin(1, '2026-10-02', lessons(4)) });
    expect(full.notFitting).toEqual(['L4']);
  });

  it('a shift holds its lesson and every later one to no earlier than its day', () => {
    const p = place({ shifts: [{ lessonId: 'L3', notBefore: '2026-09-15' }] });
    expect(dates(p)).toEqual([
      'L1@2026-09-07',
      'L2@2026-09-09',
      'L3@2026-09-16',
      'L4@2026-09-18',
      'L5@2026-09-21',
    ]);
  });

  it('a shift does not keep pushing as days pass: once its day is reached it is nothing', () => {
    const shifts = [{ lessonId: 'L1', notBefore: '2026-09-09' }];
    expect(dates(place({ lessons: lessons(2), shifts }))).toEqual(['L1@2026-09-09', 'L2@2026-09-11']);
    // Two days later nothing was done: L1 is on today, not two class days after it.
    expect(dates(place({ today: '2026-09-11', lessons: lessons(2), shifts }))).toEqual([
      'L1@2026-09-11',
      'L2@2026-09-14',
    ]);
  });

  it('a shift of a completed lesson is ignored', () => {
    const p = place({ lessons: lessons(3, [1]), shifts: [{ lessonId: 'L1', notBefore: '2026-09-30' }] });
    expect(dates(p)).toEqual(['L2@2026-09-07', 'L3@2026-09-09']);
  });

  it('two shifts: the later day wins from its lesson on', () => {
    const shifts = [
      { lessonId: 'L2', notBefore: '2026-09-14' },
      { lessonId: 'L4', notBefore: '2026-09-11' },
    ];
    expect(dates(place({ shifts }))).toEqual([
      'L1@2026-09-07',
      'L2@2026-09-14',
      'L3@2026-09-16',
      'L4@2026-09-18',
      'L5@2026-09-21',
    ]);
  });

  it('a shift into a break lands after the break', () => {
    const p = place({
      lessons: lessons(2),
      breaks: [{ startDate: '2026-09-14', endDate: '2026-09-20' }],
      shifts: [{ lessonId: 'L1', notBefore: '2026-09-15' }],
    });
    expect(dates(p)).toEqual(['L1@2026-09-21', 'L2@2026-09-23']);
  });

  it('a shift beyond the year end leaves its lesson and the later ones not fitting', () => {
    const year = { startDate: '2026-08-01', endDate: '2026-09-18', weekdays: [1, 2, 3, 4, 5] };
    const p = place({ year, shifts: [{ lessonId: 'L3', notBefore: '2026-09-19' }] });
    expect(dates(p)).toEqual(['L1@2026-09-07', 'L2@2026-09-09']);
    expect(p.notFitting).toEqual(['L3', 'L4', 'L5']);
    expect(p.projectedEnd).toBe('2026-09-09');
  });

  it('with `until`, a pin after the shown days is left out and the placed list stays in date order', () => {
    const p = place({ lessons: pin(1, '2026-09-30'), until: '2026-09-11' });
    expect(dates(p)).toEqual(['L2@2026-09-07', 'L3@2026-09-09', 'L4@2026-09-11']);
    expect(p.notFitting).toEqual([]);
  });
});
