import { describe, expect, it } from 'vitest';
import { gradingMessages } from '../messages/assignments';
import { todayIn } from './dates';
import {
  applyGradingRules,
  classAverage,
  dueBadge,
  dueBadgeAt,
  gradeBadgeVariant,
  hasAtMostOneDecimal,
  percentageFromPoints,
  type GradingFields,
} from './grades';

describe('class average', () => {
  it('is the rounded mean of graded completed assignments only', () => {
    expect(
      classAverage([
        { status: 'completed', gradePercentage: 92 },
        { status: 'completed', gradePercentage: 85 },
        { status: 'completed', gradePercentage: null },
        { status: 'upcoming', gradePercentage: 10 },
        { status: 'work_in_progress', gradePercentage: null },
      ]),
    ).toBe(89); // (92 + 85) / 2 = 88.5 → 89
    expect(
      classAverage([
        { status: 'completed', gradePercentage: 88.4 },
        { status: 'completed', gradePercentage: 88.4 },
      ]),
    ).toBe(88);
  });

  it('is null when nothing is graded', () => {
    expect(classAverage([])).toBeNull();
    expect(
      classAverage([
        { status: 'completed', gradePercentage: null },
        { status: 'upcoming', gradePercentage: null },
      ]),
    ).toBeNull();
  });

  it('counts a zero grade', () => {
    expect(
      classAverage([
        { status: 'completed', gradePercentage: 0 },
        { status: 'completed', gradePercentage: 100 },
      ]),
    ).toBe(50);
  });
});

describe('grade badge', () => {
  it('uses default from 90, secondary from 80 and destructive below 80', () => {
    expect(gradeBadgeVariant(100)).toBe('default');
    expect(gradeBadgeVariant(90)).toBe('default');
    expect(gradeBadgeVariant(89.9)).toBe('secondary');
    expect(gradeBadgeVariant(80)).toBe('secondary');
    expect(gradeBadgeVariant(79.9)).toBe('destructive');
    expect(gradeBadgeVariant(0)).toBe('destructive');
  });
});

describe('points → percentage', () => {
  it('is earned / max × 100 rounded to 0.1 when both are given', () => {
    expect(percentageFromPoints(45, 50)).toBe(90);
    expect(percentageFromPoints(2, 3)).toBe(66.7);
    expect(percentageFromPoints(0, 20)).toBe(0);
    expect(percentageFromPoints(17.5, 20)).toBe(87.5);
  });

  it('is null without both points or with max 0', () => {
    expect(percentageFromPoints(5, null)).toBeNull();
    expect(percentageFromPoints(null, 10)).toBeNull();
    expect(percentageFromPoints(0, 0)).toBeNull();
  });

  it('checks the 0.1 step', () => {
    expect(hasAtMostOneDecimal(92.5)).toBe(true);
    expect(hasAtMostOneDecimal(0.3)).toBe(true);
    expect(hasAtMostOneDecimal(100)).toBe(true);
    expect(hasAtMostOneDecimal(92.55)).toBe(false);
  });
});

describe('due badge', () => {
  it('words the days from today', () => {
    expect(dueBadge('2026-03-07', '2026-03-10')).toMatchObject({
      days: -3,
      label: '3 Days Overdue!',
      tone: 'overdue',
    });
    expect(dueBadge('2026-03-09', '2026-03-10')).toMatchObject({
      days: -1,
      label: '1 Days Overdue!',
      tone: 'overdue',
    });
    expect(dueBadge('2026-03-10', '2026-03-10')).toMatchObject({ days: 0, label: 'Due Today!' });
    expect(dueBadge('2026-03-11', '2026-03-10')).toMatchObject({ days: 1, label: 'Due Tomorrow!' });
    expect(dueBadge('2026-03-15', '2026-03-10')).toMatchObject({
      days: 5,
      label: '5 Days Until Due!',
      tone: 'later',
    });
  });

  it('counts calendar days across a month end and a DST change', () => {
    expect(dueBadge('2026-04-01', '2026-03-30').label).toBe('2 Days Until Due!');
    expect(dueBadge('2026-03-09', '2026-03-07').label).toBe('2 Days Until Due!'); // US clocks change on 2026-03-08
  });

  it('takes today in the account timezone around midnight', () => {
    const beforeMidnightNY = new Date('2026-03-11T03:59:00Z'); // 23:59 on the 10th in New York
    const afterMidnightNY = new Date('2026-03-11T04:01:00Z'); // 00:01 on the 11th in New York
    expect(todayIn('America/New_York', beforeMidnightNY)).toBe('2026-03-10');
    expect(dueBadgeAt('2026-03-11', 'America/New_York', beforeMidnightNY).label).toBe('Due Tomorrow!');
    expect(dueBadgeAt('2026-03-11', 'America/New_York', afterMidnightNY).label).toBe('Due Today!');
    expect(dueBadgeAt('2026-03-10', 'America/New_York', afterMidnightNY).label).toBe('1 Days Overdue!');
    // The same instant is already the 11th in Paris and still the 10th in Los Angeles.
    expect(dueBadgeAt('2026-03-11', 'Europe/Paris', beforeMidnightNY).label).toBe('Due Today!');
    expect(dueBadgeAt('2026-03-11', 'America/Los_Angeles', afterMidnightNY).label).toBe('Due Tomorrow!');
  });
});

describe('grading rules', () => {
  const base: GradingFields = {
    assignmentDate: '2026-03-02',
    status: 'completed',
    dueDate: null,
    gradePercentage: null,
    earnedPoints: null,
    maxPoints: null,
  };

  it('computes the percentage from points, which win over a given percentage', () => {
    expect(applyGradingRules(base, { earnedPoints: 45, maxPoints: 50, gradePercentage: 12 })).toEqual({
      ok: true,
      value: { ...base, earnedPoints: 45, maxPoints: 50, gradePercentage: 90 },
    });
  });

  it('refuses half the points, max 0 and earned above max', () => {
    expect(applyGradingRules(base, { earnedPoints: 5 })).toEqual({
      ok: false,
      field: 'maxPoints',
      message: gradingMessages.bothPoints,
    });
    expect(applyGradingRules(base, { earnedPoints: 0, maxPoints: 0 })).toMatchObject({
      ok: false,
      message: gradingMessages.maxPointsZero,
    });
    expect(applyGradingRules(base, { earnedPoints: 11, maxPoints: 10 })).toMatchObject({
      ok: false,
      field: 'earnedPoints',
      message: gradingMessages.earnedAboveMax,
    });
  });

  it('refuses a grade set on a non-completed assignment and clears a stored one when the status changes', () => {
    expect(applyGradingRules(base, { status: 'upcoming', gradePercentage: 80 })).toMatchObject({
      ok: false,
      field: 'gradePercentage',
      message: gradingMessages.gradeNotApplicable,
    });
    const graded = { ...base, gradePercentage: 90, earnedPoints: 9, maxPoints: 10 };
    expect(applyGradingRules(graded, { status: 'work_in_progress', dueDate: '2026-03-09' })).toEqual({
      ok: true,
      value: { ...base, status: 'work_in_progress', dueDate: '2026-03-09' },
    });
  });

  it('refuses a due date set on a completed assignment and clears a stored one on completion', () => {
    expect(applyGradingRules(base, { dueDate: '2026-03-09' })).toMatchObject({
      ok: false,
      field: 'dueDate',
      message: gradingMessages.dueDateNotApplicable,
    });
    const upcoming = { ...base, status: 'upcoming' as const, dueDate: '2026-03-09' };
    expect(applyGradingRules(upcoming, { status: 'completed', gradePercentage: 95 })).toEqual({
      ok: true,
      value: { ...base, gradePercentage: 95 },
    });
  });

  it('refuses a due date before the start date', () => {
    const upcoming = { ...base, status: 'upcoming' as const };
    expect(applyGradingRules(upcoming, { dueDate: '2026-03-01' })).toMatchObject({
      ok: false,
      message: gradingMessages.dueBeforeStart,
    });
    expect(
      applyGradingRules({ ...upcoming, dueDate: '2026-03-05' }, { assignmentDate: '2026-03-06' }),
    ).toMatchObject({ ok: false, field: 'dueDate' });
    expect(applyGradingRules(upcoming, { dueDate: '2026-03-02' }).ok).toBe(true);
  });

  it('treats a grade as one unit: a new percentage drops stored points, other edits keep the grade', () => {
    const pointsGraded = { ...base, gradePercentage: 90, earnedPoints: 45, maxPoints: 50 };
    expect(applyGradingRules(pointsGraded, { gradePercentage: 80 })).toEqual({
      ok: true,
      value: { ...base, gradePercentage: 80 },
    });
    expect(applyGradingRules(pointsGraded, { assignmentDate: '2026-03-03' })).toEqual({
      ok: true,
      value: { ...pointsGraded, assignmentDate: '2026-03-03' },
    });
    expect(
      applyGradingRules(pointsGraded, { gradePercentage: null, earnedPoints: null, maxPoints: null }),
    ).toEqual({ ok: true, value: base });
  });
});
