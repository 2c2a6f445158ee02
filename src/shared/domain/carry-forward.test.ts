import { describe, expect, it } from 'vitest';
import { taskMessages } from '../messages/tasks';
import { carryForwardSourceDay, tasksToCarryForward } from './carry-forward';

const yesterday = [
  { id: 't1', title: 'Read chapter 3', priority: 'high' as const, completed: false },
  { id: 't2', title: 'Practice piano', priority: 'low' as const, completed: false },
];

describe('carry-forward', () => {
  it("copies yesterday's incomplete tasks (title and priority only) on the first load of a day with no tasks", () => {
    expect(
      tasksToCarryForward({ firstLoadToday: true, todayTaskCount: 0, yesterdayIncomplete: yesterday }),
    ).toEqual([
      { title: 'Read chapter 3', priority: 'high' },
      { title: 'Practice piano', priority: 'low' },
    ]);
  });

  it('copies nothing when today already has tasks', () => {
    expect(
      tasksToCarryForward({ firstLoadToday: true, todayTaskCount: 1, yesterdayIncomplete: yesterday }),
    ).toEqual([]);
  });

  it('copies nothing on a later load of the same day', () => {
    expect(
      tasksToCarryForward({ firstLoadToday: false, todayTaskCount: 0, yesterdayIncomplete: yesterday }),
    ).toEqual([]);
  });

  it('copies nothing when yesterday has no incomplete tasks', () => {
    expect(tasksToCarryForward({ firstLoadToday: true, todayTaskCount: 0, yesterdayIncomplete: [] })).toEqual(
      [],
    );
  });

  it('takes the calendar day before, across months and leap days', () => {
    expect(carryForwardSourceDay('2026-03-01')).toBe('2026-02-28');
    expect(carryForwardSourceDay('2028-03-01')).toBe('2028-02-29');
    expect(carryForwardSourceDay('2027-01-01')).toBe('2026-12-31');
  });

  it("words the spec's message", () => {
    expect(taskMessages.carriedForward(3)).toBe('Carried forward 3 incomplete tasks from yesterday');
    expect(taskMessages.carriedForward(1)).toBe('Carried forward 1 incomplete tasks from yesterday');
  });
});
