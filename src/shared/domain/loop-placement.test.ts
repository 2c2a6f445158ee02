import { describe, expect, it } from 'vitest';
import { addDaysIso, type IsoDate } from './dates';
import type { PlanDayClass } from './lesson-week';
import {
  cursorAfter,
  loopCatchUpsAsPlanned,
  nextLoopItems,
  placeLoop,
  planDaysWithLoops,
  type LoopDone,
  type LoopInput,
} from './loop-placement';

// 2026-09-07 is a Monday. The loop meets Monday to Friday.
const MON = '2026-09-07';
const day = (i: number) => addDaysIso(MON, i);
const week = Array.from({ length: 7 }, (_, i) => day(i));
const cls: PlanDayClass = {
  id: 'loop',
  daysOfWeek: [1, 2, 3, 4, 5],
  startDate: null,
  endDate: null,
  year: null,
};
const six = ['A', 'B', 'C', 'D', 'E', 'F'];
const done = (date: IsoDate, ...ids: string[]): LoopDone[] =>
  ids.map((lessonId, i) => ({ lessonId, date, recordedAt: `${date}T10:00:0${i}.000Z` }));

function loop(over: Partial<LoopInput>) {
  return placeLoop({
    today: MON,
    days: week,
    items: six,
    perDay: 2,
    cls,
    breaks: [],
    skips: [],
    absences: [],
    done: [],
    ...over,
  });
}
/** Each day as its items: ✓ done, ? a catch-up offer. */
const show = (days: ReturnType<typeof loop>) =>
  days.map((d) => d.items.map((i) => `${i.done ? '✓' : ''}${i.catchUp ? '?' : ''}${i.lessonId}`).join(''));

describe('placeLoop', () => {
  it('gives each class day the next N items, wrapping round at the end of the list', () => {
    expect(show(loop({}))).toEqual(['AB', 'CD', 'EF', 'AB', 'CD', '', '']);
    expect(show(loop({ perDay: 1 }))).toEqual(['A', 'B', 'C', 'D', 'E', '', '']);
    expect(show(loop({ perDay: 4 }))).toEqual(['ABCD', 'EFAB', 'CDEF', 'ABCD', 'EFAB', '', '']);
  });

  it('shows each item once a day when N is more than the loop holds', () => {
    expect(show(loop({ items: ['A', 'B'], perDay: 5 })).slice(0, 2)).toEqual(['AB', 'AB']);
  });

  it('starts after the last item done, wrapping round, from the latest day with a completion', () => {
    const days = loop({ today: day(2), done: [...done(day(0), 'A', 'B'), ...done(day(1), 'C', 'D')] });
    expect(show(days)).toEqual(['✓A✓B', '✓C✓D', 'EF', 'AB', 'CD', '', '']);
    const wrapped = loop({ today: day(1), done: done(day(0), 'E', 'F') });
    expect(show(wrapped).slice(0, 3)).toEqual(['✓E✓F', 'AB', 'CD']);
    // A run that wraps round the end: the last one done is A, so B comes next.
    expect(cursorAfter(six, done(day(0), 'F', 'A'))).toBe(1);
  });

  it('loses nothing on a missed day: a past class day with nothing done offers the same next items', () => {
    const days = loop({ today: day(2), done: done('2026-09-04', 'A', 'B') });
    expect(show(days)).toEqual(['?C?D', '?C?D', 'CD', 'EF', 'AB', '', '']);
  });

  it("a child's waiting tick (ADR 052) places the loop as a done one does, and is marked waiting where it was done", () => {
    const waiting = (date: IsoDate, ...ids: string[]) =>
      done(date, ...ids).map((d) => ({ ...d, pending: true }));
    const days = loop({
      today: day(1),
      done: [...done(day(0), 'A'), ...waiting(day(0), 'B'), ...waiting(day(1), 'C')],
    });
    const mark = (d: (typeof days)[number]) =>
      d.items.map((i) => `${i.pending ? '…' : ''}${i.lessonId}`).join('');
    expect(show(days).slice(0, 3)).toEqual(['✓A✓B', '✓CD', 'EF']);
    expect(days.slice(0, 3).map(mark)).toEqual(['A…B', '…CD', 'EF']);
  });

  it('a past day keeps what was done on it, and offers the rest of its items', () => {
    const days = loop({ today: day(2), done: [...done(day(0), 'A', 'B'), ...done(day(1), 'C')] });
    expect(show(days).slice(0, 3)).toEqual(['✓A✓B', '✓C?D', 'DE']);
  });

  it('gives nothing on a skipped day, an absent day or in a break, and the items wait', () => {
    expect(show(loop({ skips: [day(1)] }))).toEqual(['AB', '', 'CD', 'EF', 'AB', '', '']);
    expect(show(loop({ absences: [day(0)] }))).toEqual(['', 'AB', 'CD', 'EF', 'AB', '', '']);
    expect(show(loop({ breaks: [{ startDate: day(1), endDate: day(2) }] }))).toEqual([
      'AB',
      '',
      '',
      'CD',
      'EF',
      '',
      '',
    ]);
    // A past skipped day offers nothing to catch up.
    expect(show(loop({ today: day(2), skips: [day(1)] })).slice(0, 3)).toEqual(['?A?B', '', 'AB']);
  });

  it('keeps to the school year and its weekdays', () => {
    const inYear: PlanDayClass = {
      ...cls,
      year: { startDate: day(1), endDate: day(3), weekdays: [1, 2, 3, 4] },
    };
    expect(show(loop({ cls: inYear }))).toEqual(['', 'AB', 'CD', 'EF', '', '', '']);
  });

  it("today's ticks stay in place; the days to come continue after them", () => {
    const days = loop({ done: done(MON, 'A') });
    expect(show(days)).toEqual(['✓AB', 'CD', 'EF', 'AB', 'CD', '', '']);
    // Doing more than the day's items today moves the days to come on.
    expect(show(loop({ done: done(MON, 'A', 'B', 'C') }))).toEqual([
      '✓A✓B✓C',
      'DE',
      'FA',
      'BC',
      'DE',
      '',
      '',
    ]);
  });

  it('follows items added or removed mid-loop', () => {
    const before = done(day(0), 'A', 'B');
    // A new item after B comes next.
    const added = loop({ today: day(1), items: ['A', 'B', 'X', 'C', 'D', 'E', 'F'], done: before });
    expect(show(added).slice(1, 3)).toEqual(['XC', 'DE']);
    // C removed: D comes next.
    const removed = loop({ today: day(1), items: ['A', 'B', 'D', 'E', 'F'], done: before });
    expect(show(removed).slice(1, 3)).toEqual(['DE', 'FA']);
    // The last item done removed: the day before it tells where the loop is.
    const lastGone = loop({
      today: day(2),
      items: ['A', 'B', 'C', 'E', 'F'],
      done: [...done(day(0), 'A', 'B'), ...done(day(1), 'D')],
    });
    expect(show(lastGone).slice(1, 3)).toEqual(['?C?E', 'CE']);
  });

  it('places from today for a week still to come', () => {
    const days = placeLoop({
      today: day(3),
      days: week.map((d) => addDaysIso(d, 7)),
      items: six,
      perDay: 2,
      cls,
      breaks: [],
      skips: [],
      absences: [],
      done: [],
    });
    // Thursday AB, Friday CD, then Monday EF.
    expect(show(days)[0]).toBe('EF');
  });

  it('has nothing for a loop with no items', () => {
    expect(show(loop({ items: [] }))).toEqual(['', '', '', '', '', '', '']);
  });
});

describe('nextLoopItems', () => {
  it("is the next items as today began (today's ticks do not move it)", () => {
    expect(nextLoopItems(six, 2, MON, [])).toEqual(['A', 'B']);
    expect(nextLoopItems(six, 2, day(2), done(day(0), 'E', 'F'))).toEqual(['A', 'B']);
    expect(nextLoopItems(six, 2, day(0), done(day(0), 'A', 'B'))).toEqual(['A', 'B']);
    expect(nextLoopItems([], 2, MON, [])).toEqual([]);
  });
});

describe('planDaysWithLoops and loopCatchUpsAsPlanned', () => {
  const items = six.map((id, position) => ({
    lessonId: id,
    classId: 'loop',
    title: id,
    minutes: 15,
    position,
  }));
  const inputs = {
    today: day(3),
    days: week,
    classes: [],
    next: [],
    done: [],
    skips: [],
    absences: [],
    breaks: [],
  };
  const loops = {
    classOrder: ['loop'],
    loopClasses: [{ ...cls, perDay: 2 }],
    pairs: [{ studentId: 'ada', classId: 'loop' }],
    items,
    done: done(day(0), 'A', 'B').map((d) => ({ ...d, studentId: 'ada', classId: 'loop', minutes: 15 })),
  };

  it("adds each child's loop items to their days, marked as a loop's", () => {
    const days = planDaysWithLoops({ ...inputs, loops }, ['ada']).get('ada')!;
    expect(
      days.map((d) => d.lessons.map((l) => `${l.done ? '✓' : ''}${l.catchUp ? '?' : ''}${l.title}`).join('')),
    ).toEqual(['✓A✓B', '?C?D', '?C?D', 'CD', 'EF', '', '']);
    expect(days[3]!.lessons.every((l) => l.loop)).toBe(true);
  });

  it('records the past days as planned one after the other, not the same items twice', () => {
    const planned = loopCatchUpsAsPlanned({ ...inputs, ...loops, breaks: [] }, 'ada');
    expect(planned.map((p) => `${p.date.slice(8)} ${p.lessonId}`)).toEqual([
      `${day(1).slice(8)} C`,
      `${day(1).slice(8)} D`,
      `${day(2).slice(8)} E`,
      `${day(2).slice(8)} F`,
    ]);
  });
});
