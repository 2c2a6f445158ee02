import { schoolYearMessages as m } from '../messages/school-years';
import { addDaysIso, dayNumber, daysBetween, type IsoDate } from './dates';
import { schoolDayNumbers, type DateRange, type SchoolWeek } from './school-days';

/**
 * A family's school years (ADR 018): the rules of a year, its terms and its breaks, pure so
 * the form checks what the server checks. A year runs from its first to its last day (both included, at most
 * 500 days) and has at least one school day; its terms lie inside it, in order, without overlapping; its
 * breaks lie inside it, and two breaks of the same child do not overlap. A family's years do not overlap.
 */

export type { DateRange, SchoolWeek };

export const MAX_SCHOOL_YEARS = 20;
export const MAX_YEAR_DAYS = 500;
export const MAX_TERMS = 12;
export const MAX_BREAKS_PER_YEAR = 50;
export const MAX_YEAR_NAME = 60;
export const MAX_TERM_NAME = 60;
export const MAX_BREAK_LABEL = 100;
/** Monday to Friday. */
export const DEFAULT_SCHOOL_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export const TERM_PRESETS = ['quarters', 'semesters'] as const;
export type TermPreset = (typeof TERM_PRESETS)[number];
const PRESET_TERMS: Record<TermPreset, { count: number; name: (n: number) => string }> = {
  quarters: { count: 4, name: m.quarterName },
  semesters: { count: 2, name: m.semesterName },
};

export interface TermRange extends DateRange {
  name: string;
}

/** A break as the overlap rule sees it: its days and its children (null: the whole family). */
export interface BreakRange extends DateRange {
  studentIds: readonly string[] | null;
}

/** A problem with a value, and the field of the form it belongs to. */
export interface Problem<F extends string = string> {
  field: F;
  message: string;
}

/** Calendar days from the first to the last day, both included. */
export const spanDays = (range: DateRange) => daysBetween(range.startDate, range.endDate) + 1;

export const rangesOverlap = (a: DateRange, b: DateRange) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

export const rangeInside = (inner: DateRange, outer: DateRange) =>
  outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;

/** The first problem of a year's own dates and weekdays: its order, its length, a school day at all. */
export function yearProblem(year: SchoolWeek): Problem<'endDate' | 'weekdays'> | null {
  if (year.endDate < year.startDate) return { field: 'endDate', message: m.endBeforeStart };
  if (spanDays(year) > MAX_YEAR_DAYS) return { field: 'endDate', message: m.tooLong(MAX_YEAR_DAYS) };
  if (year.weekdays.length === 0) return { field: 'weekdays', message: m.weekdaysRequired };
  // Up to seven days are enough to meet every weekday.
  const firstWeek = { ...year, endDate: minDate(year.endDate, addDaysIso(year.startDate, 6)) };
  if (schoolDayNumbers(firstWeek).length === 0) return { field: 'weekdays', message: m.noSchoolDay };
  return null;
}

/** The first problem of a year's terms, listed in order: each inside the year, after the one before. */
export function termsProblem(year: DateRange, terms: readonly TermRange[]): string | null {
  if (terms.length === 0) return m.termsRequired;
  if (terms.length > MAX_TERMS) return m.tooManyTerms(MAX_TERMS);
  for (const [i, term] of terms.entries()) {
    if (term.endDate < term.startDate) return m.termEndBeforeStart(term.name);
    if (!rangeInside(term, year)) return m.termOutside(term.name);
    const before = terms[i - 1];
    if (before && term.startDate <= before.endDate) return m.termsOutOfOrder(before.name, term.name);
  }
  return null;
}

/**
 * The year split into `count` terms of about the same number of school days (fewer when the year has fewer
 * school days). The terms cover the year: the first starts on its first day, each later one on its first
 * school day, and each ends the day before the next one starts (the last on the year's last day).
 */
export function splitIntoTerms(
  year: SchoolWeek,
  count: number,
  nameOf: (n: number) => string,
  breaks: readonly DateRange[] = [],
): TermRange[] {
  let days = schoolDayNumbers(year, breaks);
  // Breaks covering every school day leave the weekdays to split by.
  if (days.length === 0) days = schoolDayNumbers(year);
  const n = Math.max(1, Math.min(count, days.length));
  const origin = dayNumber(year.startDate);
  const starts = Array.from({ length: n }, (_, i) =>
    i === 0 ? year.startDate : addDaysIso(year.startDate, days[Math.floor((i * days.length) / n)]! - origin),
  );
  return starts.map((startDate, i) => ({
    name: nameOf(i + 1),
    startDate,
    endDate: i === n - 1 ? year.endDate : addDaysIso(starts[i + 1]!, -1),
  }));
}

/** A preset's terms for the year. */
export function presetTerms(
  year: SchoolWeek,
  preset: TermPreset,
  breaks: readonly DateRange[] = [],
): TermRange[] {
  const { count, name } = PRESET_TERMS[preset];
  return splitIntoTerms(year, count, name, breaks);
}

/**
 * The preset whose terms are exactly these (names and dates, with or without the family's breaks counted),
 * or null: an edited year shows 'Quarters' again rather than a custom list that happens to be them.
 */
export function matchingPreset(
  year: SchoolWeek,
  terms: readonly TermRange[],
  breaks: readonly DateRange[] = [],
): TermPreset | null {
  const same = (a: readonly TermRange[]) =>
    a.length === terms.length &&
    a.every(
      (t, i) =>
        t.name === terms[i]!.name && t.startDate === terms[i]!.startDate && t.endDate === terms[i]!.endDate,
    );
  return (
    TERM_PRESETS.find(
      (p) => same(presetTerms(year, p)) || (breaks.length > 0 && same(presetTerms(year, p, breaks))),
    ) ?? null
  );
}

/** Two breaks clash when they share a day and a child (a whole-family break shares every child). */
export function breaksClash(a: BreakRange, b: BreakRange): boolean {
  if (!rangesOverlap(a, b)) return false;
  if (a.studentIds === null || b.studentIds === null) return true;
  const theirs = new Set(b.studentIds);
  return a.studentIds.some((id) => theirs.has(id));
}

/** Whether a break applies to a child. */
export const breakAppliesTo = (b: BreakRange, studentId: string) =>
  b.studentIds === null || b.studentIds.includes(studentId);

/** The year `today` falls in (years do not overlap, so there is at most one), or null. */
export function currentYear<T extends DateRange>(years: readonly T[], today: IsoDate): T | null {
  return years.find((y) => y.startDate <= today && today <= y.endDate) ?? null;
}

/** The weekdays of a class that are not school weekdays of the year, in the class's order. */
export function nonSchoolWeekdays(classDays: readonly number[], yearWeekdays: readonly number[]): number[] {
  const school = new Set(yearWeekdays);
  return classDays.filter((d) => !school.has(d));
}

/** '2026–27' for a year across two calendar years, '2026' within one, '2026–2028' across more. */
export function defaultYearName(startDate: IsoDate, endDate: IsoDate): string {
  const from = Number(startDate.slice(0, 4));
  const to = Number(endDate.slice(0, 4));
  if (!(to > from)) return String(from);
  return to === from + 1 ? `${from}–${String(to).slice(-2).padStart(2, '0')}` : `${from}–${to}`;
}

/**
 * First and last day to suggest for a new year: the day after the family's last year, else August 1 of the
 * school year `today` is in (August to July); it ends on the June 30 at least half a year later.
 */
export function suggestedYearDates(today: IsoDate, years: readonly DateRange[]): DateRange {
  const last = years.reduce<IsoDate | null>(
    (max, y) => (max === null || y.endDate > max ? y.endDate : max),
    null,
  );
  const month = Number(today.slice(5, 7));
  const startDate = last ? addDaysIso(last, 1) : `${Number(today.slice(0, 4)) - (month < 8 ? 1 : 0)}-08-01`;
  let endYear = Number(startDate.slice(0, 4));
  if (`${endYear}-06-30` < addDaysIso(startDate, 182)) endYear += 1;
  return { startDate, endDate: `${endYear}-06-30` };
}

const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
