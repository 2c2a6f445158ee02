import { gradingMessages as m } from '../messages/grading';
import { classAverage, type AssignmentStatus } from './grades';

/**
 * Letter grades and weighted class averages. Pure: the server's report card, the
 * grades page, the PDFs and the forms' checks all use these.
 */

export interface ScaleRow {
  letter: string;
  /** The letter applies from this percent (inclusive) up to the next higher letter's minimum. */
  minPercent: number;
}

/** The scale of a family that has not stored its own. */
export const DEFAULT_GRADING_SCALE: readonly ScaleRow[] = [
  { letter: 'A+', minPercent: 97 },
  { letter: 'A', minPercent: 93 },
  { letter: 'A-', minPercent: 90 },
  { letter: 'B+', minPercent: 87 },
  { letter: 'B', minPercent: 83 },
  { letter: 'B-', minPercent: 80 },
  { letter: 'C+', minPercent: 77 },
  { letter: 'C', minPercent: 73 },
  { letter: 'C-', minPercent: 70 },
  { letter: 'D+', minPercent: 67 },
  { letter: 'D', minPercent: 63 },
  { letter: 'D-', minPercent: 60 },
  { letter: 'F', minPercent: 0 },
];

export const MAX_SCALE_ROWS = 20;
export const MAX_LETTER_LENGTH = 4;
export const MAX_CATEGORIES = 10;
export const MAX_CATEGORY_LENGTH = 40;

/** The scale from the highest minimum down (the order it is shown and applied in). */
export const sortScale = (scale: readonly ScaleRow[]): ScaleRow[] =>
  [...scale].sort((a, b) => b.minPercent - a.minPercent);

/**
 * The letter a percent earns: the letter with the highest minimum at or below it. The percent is taken as
 * given (89.5 is a B+ on the default scale); the report card passes its rounded average, so the letter always
 * agrees with the number printed beside it. Null for no percent, or a scale that leaves it without a letter.
 */
export function letterFor(percent: number | null, scale: readonly ScaleRow[]): string | null {
  if (percent == null || !Number.isFinite(percent)) return null;
  for (const row of sortScale(scale)) if (percent >= row.minPercent) return row.letter;
  return null;
}

/** The first thing wrong with a scale (the API's 400 and the form's message), or null when it is valid. */
export function scaleProblem(scale: readonly ScaleRow[]): string | null {
  if (scale.length < 2) return m.scaleTooFew;
  if (scale.length > MAX_SCALE_ROWS) return m.scaleTooMany;
  const letters = new Set<string>();
  const minimums = new Set<number>();
  for (const row of scale) {
    const letter = row.letter.trim();
    if (!letter) return m.letterRequired;
    if (letter.length > MAX_LETTER_LENGTH) return m.letterTooLong;
    if (!Number.isFinite(row.minPercent) || row.minPercent < 0 || row.minPercent > 100)
      return m.minimumInvalid;
    const key = letter.toLowerCase();
    if (letters.has(key)) return m.scaleDuplicateLetter(letter);
    letters.add(key);
    if (minimums.has(row.minPercent)) return m.scaleDuplicateMinimum(row.minPercent);
    minimums.add(row.minPercent);
  }
  if (!minimums.has(0)) return m.scaleNeedsZero;
  return null;
}

/**
 * The grading key as printed: each letter with its range, highest first ('A+ 97–100', 'A 93–96', …, 'F 0–59').
 * Averages are whole percents, so a letter below an integer minimum ends one under it.
 */
export function scaleRanges(scale: readonly ScaleRow[]): { letter: string; range: string }[] {
  const sorted = sortScale(scale);
  return sorted.map((row, i) => {
    const above = sorted[i - 1];
    const top = above === undefined ? 100 : Number.isInteger(above.minPercent) ? above.minPercent - 1 : null;
    const range =
      top === null
        ? `${row.minPercent} to under ${above!.minPercent}`
        : top <= row.minPercent
          ? `${row.minPercent}`
          : `${row.minPercent}–${top}`;
    return { letter: row.letter, range };
  });
}

export interface CategoryWeight {
  category: string;
  /** Whole percent, 1–100; a class's weights add up to 100. */
  weight: number;
}

/** The first thing wrong with a class's weights, or null. No weights at all is valid (the plain mean). */
export function weightsProblem(weights: readonly CategoryWeight[]): string | null {
  if (weights.length === 0) return null;
  if (weights.length > MAX_CATEGORIES) return m.weightsTooMany;
  const names = new Set<string>();
  let total = 0;
  for (const w of weights) {
    const name = w.category.trim();
    if (!name) return m.categoryRequired;
    if (name.length > MAX_CATEGORY_LENGTH) return m.categoryTooLong;
    if (!Number.isInteger(w.weight) || w.weight < 1 || w.weight > 100) return m.weightInvalid;
    const key = name.toLowerCase();
    if (names.has(key)) return m.weightsDuplicate(name);
    names.add(key);
    total += w.weight;
  }
  if (total !== 100) return m.weightsSum(total);
  return null;
}

export interface GradedWork {
  status: AssignmentStatus;
  gradePercentage: number | null;
  category: string | null;
}

export interface ClassGrade {
  /** Whole percent, or null when no graded work counts. */
  average: number | null;
  /** True when the class has weights (the average is the weighted one). */
  weighted: boolean;
  /** Graded completed assignments that count. */
  counted: number;
  /** Graded completed assignments left out: without a category (or with one the class no longer has) while the class has weights. */
  uncounted: number;
}

/** Removes float noise before rounding, so 89.5 stays 89.5 and rounds up (Math.round), as the spec's mean does. */
const roundPercent = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);

/**
 * A class's average. Without weights: the spec's rounded mean of the graded completed assignments
 * (`classAverage`, ADR 003). With weights: the mean of each category that has graded work, weighted by the
 * category's weight, the weights of the categories with work renormalised to 100 %, rounded to a whole
 * percent. Graded work without one of the class's categories is not counted then (and reported as
 * `uncounted`, so the page can say so).
 */
export function classGrade(work: readonly GradedWork[], weights: readonly CategoryWeight[]): ClassGrade {
  const graded = work.filter((a) => a.status === 'completed' && a.gradePercentage != null);
  if (weights.length === 0) {
    return { average: classAverage(graded), weighted: false, counted: graded.length, uncounted: 0 };
  }
  const sums = new Map<string, { total: number; n: number }>(
    weights.map((w) => [w.category, { total: 0, n: 0 }]),
  );
  let uncounted = 0;
  for (const a of graded) {
    const sum = a.category == null ? undefined : sums.get(a.category);
    if (!sum) {
      uncounted++;
      continue;
    }
    sum.total += a.gradePercentage as number;
    sum.n++;
  }
  let weighted = 0;
  let weightTotal = 0;
  for (const w of weights) {
    const sum = sums.get(w.category)!;
    if (sum.n === 0) continue;
    weighted += (sum.total / sum.n) * w.weight;
    weightTotal += w.weight;
  }
  return {
    average: weightTotal === 0 ? null : roundPercent(weighted / weightTotal),
    weighted: true,
    counted: graded.length - uncounted,
    uncounted,
  };
}

/** Minutes as hours with one decimal, as the report card prints them (90 → '1.5', 0 → '0'). */
export function hoursLabel(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
