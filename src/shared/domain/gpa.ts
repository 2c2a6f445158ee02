/**
 * Transcript maths: letters and grade points, credits from hours, and the GPA on a
 * 4.0 scale, unweighted and weighted, per year and cumulative. Pure: the server, the pages and the PDF use it.
 *
 * Decisions (the help text and the transcript's grading key say the same):
 * - A letter is the highest scale step whose minimum the percent reaches; a percent is never rounded up
 *   (92.9 is an A-, not an A).
 * - Credits from hours are rounded DOWN to the nearest quarter credit: a credit is earned by the hours, so
 *   119 hours of a 120-hour credit are 0.75, not 1.0.
 * - Weighted GPA: the level's bonus applies to passing grades only (D- or better, i.e. grade points above 0);
 *   an F earns 0 points weighted and unweighted, whatever the level.
 * - A course counts in the GPA when it has a grade, credits above 0 and is not pass/fail. Credits earned are
 *   those of courses with a passing grade, or pass/fail courses marked passed. A course without a grade yet
 *   (no graded work, no final grade) is in progress: neither in the GPA nor in the credits earned.
 * - GPAs are rounded to 2 decimals (half up); credits are kept exact (quarters) and printed with 2 decimals
 *   where a quarter needs them, else with 1 (1.0, 0.5).
 */
import { DEFAULT_GRADING_SCALE, letterFor as scaleLetter, scaleRanges, type ScaleRow } from './grading';

export const COURSE_LEVELS = ['regular', 'honors', 'ap', 'dual', 'pass_fail'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  regular: 'Regular',
  honors: 'Honors',
  ap: 'AP',
  dual: 'Dual enrollment',
  pass_fail: 'Pass/fail',
};

export const TRANSCRIPT_GRADE_LEVELS = [9, 10, 11, 12] as const;

/** The standard 4.0 points of each letter. */
export const GRADE_POINTS: Readonly<Record<string, number>> = {
  'A+': 4,
  A: 4,
  'A-': 3.7,
  'B+': 3.3,
  B: 3,
  'B-': 2.7,
  'C+': 2.3,
  C: 2,
  'C-': 1.7,
  'D+': 1.3,
  D: 1,
  'D-': 0.7,
  F: 0,
};

/**
 * The letter of a percent on a scale (`grading.ts`: the highest step reached, no rounding up); a scale always has a
 * step at 0, so only a percent below it (impossible) falls to 'F'.
 */
export const letterFor = (percent: number, scale: readonly ScaleRow[] = DEFAULT_GRADING_SCALE): string =>
  scaleLetter(percent, scale) ?? 'F';

/** The transcript's grading key, highest letter first: the scale's ranges with their points ('A+ 97–100 = 4.0'). */
export const gradingKeyEntries = (scale: readonly ScaleRow[]): string[] =>
  scaleRanges(scale).map(({ letter, range }) => `${letter} ${range} = ${gradePointsFor(letter).toFixed(1)}`);

/** A letter's 4.0 points: the letter's own, else its first letter's (a family's 'A++' is an A), else 0. */
export function gradePointsFor(letter: string): number {
  return GRADE_POINTS[letter] ?? GRADE_POINTS[letter.charAt(0)] ?? 0;
}

/** The family's transcript settings (records_settings). */
export interface TranscriptSettings {
  hoursPerCredit: number;
  honorsBonus: number;
  apBonus: number;
  dualBonus: number;
}

export const DEFAULT_TRANSCRIPT_SETTINGS: TranscriptSettings = {
  hoursPerCredit: 120,
  honorsBonus: 0.5,
  apBonus: 1,
  dualBonus: 1,
};

/** The weighted bonus of a level (regular and pass/fail: none). */
export function levelBonus(level: CourseLevel, settings: TranscriptSettings): number {
  if (level === 'honors') return settings.honorsBonus;
  if (level === 'ap') return settings.apBonus;
  if (level === 'dual') return settings.dualBonus;
  return 0;
}

/** Credits earned by `minutes` of instruction, rounded down to the nearest 0.25 (integer maths: exact). */
export function creditsFromMinutes(minutes: number, hoursPerCredit: number): number {
  if (!(minutes > 0) || !(hoursPerCredit > 0)) return 0;
  return Math.floor((Math.floor(minutes) * 4) / (60 * hoursPerCredit)) / 4;
}

/** Rounds half up to 2 decimals (3.345 → 3.35), tolerant of float noise. */
export function roundTo2(value: number): number {
  return Math.round((value + Math.sign(value) * 1e-9) * 100) / 100;
}

/** A GPA as printed: '3.85'; '—' when there is none. */
export const formatGpa = (gpa: number | null): string => (gpa == null ? '—' : gpa.toFixed(2));

/** Credits as printed: '1.0', '0.5', '0.75'. */
export function formatCredits(credits: number): string {
  const quarters = Math.round(credits * 4);
  return quarters % 2 === 0 ? (quarters / 4).toFixed(1) : (quarters / 4).toFixed(2);
}

/** A course as the GPA sees it: its credits, level, and grade (percent, or passed for pass/fail). */
export interface GpaCourse {
  credits: number;
  level: CourseLevel;
  /** The final percent (null: no grade yet). Ignored for pass/fail. */
  percent: number | null;
  /** Pass/fail only: true passed, false failed, null not decided yet. */
  passed: boolean | null;
}

/** What a course earns: its letter and points, and whether it counts in the GPA and in the credits earned. */
export interface CourseResult {
  letter: string | null;
  points: number | null;
  weightedPoints: number | null;
  /** Counts in the GPA (graded, not pass/fail, credits above 0). */
  inGpa: boolean;
  /** Credits earned (0 for a failed or ungraded course). */
  creditsEarned: number;
}

export function courseResult(
  course: GpaCourse,
  settings: TranscriptSettings,
  scale: readonly ScaleRow[] = DEFAULT_GRADING_SCALE,
): CourseResult {
  if (course.level === 'pass_fail') {
    return {
      letter: course.passed == null ? null : course.passed ? 'P' : 'F',
      points: null,
      weightedPoints: null,
      inGpa: false,
      creditsEarned: course.passed ? course.credits : 0,
    };
  }
  if (course.percent == null)
    return { letter: null, points: null, weightedPoints: null, inGpa: false, creditsEarned: 0 };
  const letter = letterFor(course.percent, scale);
  const points = gradePointsFor(letter);
  const passing = points > 0;
  return {
    letter,
    points,
    weightedPoints: passing ? points + levelBonus(course.level, settings) : 0,
    inGpa: course.credits > 0,
    creditsEarned: passing ? course.credits : 0,
  };
}

/** A group's GPA (null when no course counts) and credits. */
export interface GpaSummary {
  unweighted: number | null;
  weighted: number | null;
  /** Credits of the courses in the GPA (the divisor). */
  gpaCredits: number;
  creditsEarned: number;
}

/** Credit-weighted GPAs of some courses, unweighted and weighted, rounded to 2 decimals. */
export function gpaSummary(
  courses: readonly GpaCourse[],
  settings: TranscriptSettings,
  scale: readonly ScaleRow[] = DEFAULT_GRADING_SCALE,
): GpaSummary {
  let gpaCredits = 0;
  let points = 0;
  let weighted = 0;
  let creditsEarned = 0;
  for (const course of courses) {
    const r = courseResult(course, settings, scale);
    creditsEarned += r.creditsEarned;
    if (!r.inGpa) continue;
    gpaCredits += course.credits;
    points += (r.points ?? 0) * course.credits;
    weighted += (r.weightedPoints ?? 0) * course.credits;
  }
  return {
    unweighted: gpaCredits > 0 ? roundTo2(points / gpaCredits) : null,
    weighted: gpaCredits > 0 ? roundTo2(weighted / gpaCredits) : null,
    gpaCredits,
    creditsEarned,
  };
}
