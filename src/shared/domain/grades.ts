import { gradingMessages } from '../messages/assignments';
import { daysBetween, todayIn, type IsoDate } from './dates';

/** Spec §3: upcoming, work_in_progress, completed (a missing status counts as completed). */
export const ASSIGNMENT_STATUSES = ['upcoming', 'work_in_progress', 'completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  upcoming: 'Upcoming',
  work_in_progress: 'Work in Progress',
  completed: 'Completed',
};

/** Grades of this value or more earn the extra assignment xp (docs/data-model.md, What earns xp). */
export const HIGH_GRADE = 90;

/** Rounds to one decimal place (the step of every grade input). */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** True when `value` has at most one decimal place (step 0.1), tolerant of float noise. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

/** earned / max × 100, rounded to 0.1; null unless both are given and max is above 0. */
export function percentageFromPoints(
  earned: number | null | undefined,
  max: number | null | undefined,
): number | null {
  if (earned == null || max == null || max <= 0) return null;
  return roundToTenth((earned / max) * 100);
}

/** Rounded mean of the graded completed assignments; null when there are none. */
export function classAverage(
  assignments: readonly { status: AssignmentStatus; gradePercentage: number | null }[],
): number | null {
  const grades = assignments
    .filter((a) => a.status === 'completed' && a.gradePercentage != null)
    .map((a) => a.gradePercentage as number);
  if (grades.length === 0) return null;
  return Math.round(grades.reduce((sum, g) => sum + g, 0) / grades.length);
}

export type GradeBadgeVariant = 'default' | 'secondary' | 'destructive';

/** Spec §9: 90 or more default colour, 80 or more secondary, below 80 destructive. */
export function gradeBadgeVariant(percentage: number): GradeBadgeVariant {
  if (percentage >= 90) return 'default';
  if (percentage >= 80) return 'secondary';
  return 'destructive';
}

export interface DueBadge {
  /** Calendar days from today to the due date (negative when overdue). */
  days: number;
  label: string;
  tone: 'overdue' | 'soon' | 'later';
}

/** The due badge for a due date seen from `today` (both 'yyyy-MM-dd'). */
export function dueBadge(dueDate: IsoDate, today: IsoDate): DueBadge {
  const days = daysBetween(today, dueDate);
  if (days < 0) {
    // The spec's pattern literally, also for one day ('1 Days Overdue!').
    return { days, label: `${-days} Days Overdue!`, tone: 'overdue' };
  }
  if (days === 0) return { days, label: 'Due Today!', tone: 'soon' };
  if (days === 1) return { days, label: 'Due Tomorrow!', tone: 'soon' };
  return { days, label: `${days} Days Until Due!`, tone: 'later' };
}

/** The due badge as the account sees it now: "today" is the date in the account's timezone. */
export function dueBadgeAt(dueDate: IsoDate, timezone: string, now: Date = new Date()): DueBadge {
  return dueBadge(dueDate, todayIn(timezone, now));
}

/** The fields the grading rules act on. */
export interface GradingFields {
  assignmentDate: IsoDate;
  status: AssignmentStatus;
  dueDate: IsoDate | null;
  gradePercentage: number | null;
  earnedPoints: number | null;
  maxPoints: number | null;
}

export type GradingField = keyof GradingFields;

export type GradingResult =
  { ok: true; value: GradingFields } | { ok: false; field: GradingField; message: string };

/**
 * The assignment rules (docs/decisions/003-assignment-grading-rules.md), applied to a stored row (or the
 * create defaults) and the fields a request sets. Values the request sets that contradict the status are
 * refused; stored values that no longer apply after a status change are cleared. When both points are
 * given they decide the percentage.
 */
export function applyGradingRules(current: GradingFields, patch: Partial<GradingFields>): GradingResult {
  const status = patch.status ?? current.status;
  const assignmentDate = patch.assignmentDate ?? current.assignmentDate;
  const fail = (field: GradingField, message: string): GradingResult => ({ ok: false, field, message });

  let dueDate: IsoDate | null = patch.dueDate !== undefined ? patch.dueDate : current.dueDate;
  if (status === 'completed') {
    if (patch.dueDate != null) return fail('dueDate', gradingMessages.dueDateNotApplicable);
    dueDate = null;
  } else if (dueDate != null && dueDate < assignmentDate) {
    return fail('dueDate', gradingMessages.dueBeforeStart);
  }

  const gradeKeys = ['gradePercentage', 'earnedPoints', 'maxPoints'] as const;
  if (status !== 'completed') {
    const given = gradeKeys.find((k) => patch[k] != null);
    if (given) return fail(given, gradingMessages.gradeNotApplicable);
    return {
      ok: true,
      value: { assignmentDate, status, dueDate, gradePercentage: null, earnedPoints: null, maxPoints: null },
    };
  }

  const patchTouchesPoints = patch.earnedPoints !== undefined || patch.maxPoints !== undefined;
  const patchTouchesGrade = patchTouchesPoints || patch.gradePercentage !== undefined;
  // A grade is one unit: a request that sets any part of it replaces the whole stored grade.
  const source = patchTouchesGrade ? { ...nullGrade, ...pick(patch) } : pick(current);
  const { earnedPoints, maxPoints } = source;
  let gradePercentage = source.gradePercentage;
  if ((earnedPoints == null) !== (maxPoints == null)) {
    return fail(earnedPoints == null ? 'earnedPoints' : 'maxPoints', gradingMessages.bothPoints);
  }
  if (earnedPoints != null && maxPoints != null) {
    if (maxPoints <= 0) return fail('maxPoints', gradingMessages.maxPointsZero);
    if (earnedPoints > maxPoints) return fail('earnedPoints', gradingMessages.earnedAboveMax);
    gradePercentage = percentageFromPoints(earnedPoints, maxPoints);
  }
  return { ok: true, value: { assignmentDate, status, dueDate, gradePercentage, earnedPoints, maxPoints } };
}

const nullGrade = { gradePercentage: null, earnedPoints: null, maxPoints: null };

function pick(fields: Partial<GradingFields>) {
  const out: { gradePercentage: number | null; earnedPoints: number | null; maxPoints: number | null } = {
    ...nullGrade,
  };
  if (fields.gradePercentage !== undefined) out.gradePercentage = fields.gradePercentage;
  if (fields.earnedPoints !== undefined) out.earnedPoints = fields.earnedPoints;
  if (fields.maxPoints !== undefined) out.maxPoints = fields.maxPoints;
  return out;
}
