import { MONTH_NAMES } from './dates';
import { firstName } from './names';

/**
 * Progress towards a requirement in plain sentences (issue 37), with correct plurals: "1 day of 180", "At this
 * pace Ada reaches 812 of 1,000 hours by 30 May — 188 short; 2.9 more hours a school day would close it". It
 * says plainly when the target can no longer be met this year, and by how much. Pure and zod-free: the records
 * page, the dashboard's card and the evaluator page share it.
 *
 * The rules, decided here:
 * - **Numbers**: whole numbers with thousands separators; hours to one decimal (812.5), whole hours without.
 * - **At this pace**: the child's rate so far (done ÷ school days elapsed) carried over the school days left.
 *   Before any school day has passed there is no pace yet; the sentence says what each school day needs.
 * - **Cannot be met**: days, when more days are still needed than school days are left (the shortfall even if
 *   every school day counts); hours or days, when no school day is left and the goal is not met.
 */

/** The figures a goal's sentences need (a requirement goal: `unit` days counts days, minutes counts minutes). */
export interface GoalFigures {
  unit: 'days' | 'minutes';
  target: number;
  done: number;
  met: boolean;
}

export interface PaceContext {
  /** The child's first name. */
  childName: string;
  /** The school year's last day (yyyy-MM-dd). */
  endDate: string;
  /** School days of the year before today, and today and after (the child's breaks left out). */
  elapsedDays: number;
  remainingDays: number;
}

/** 1 → '1', 1000 → '1,000', 812.46 → '812.5' (one decimal at most). */
export function formatNumber(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** A count with its noun, singular for exactly one: '1 day', '180 days', '1 hour', '2.5 hours'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  const shown = formatNumber(n);
  return `${shown} ${shown === '1' ? singular : plural}`;
}

const inUnit = (g: Pick<GoalFigures, 'unit'>, value: number) => (g.unit === 'days' ? value : value / 60);
const noun = (g: Pick<GoalFigures, 'unit'>, n: number) =>
  g.unit === 'days' ? countOf(n, 'day') : countOf(n, 'hour');
const unitWord = (g: Pick<GoalFigures, 'unit'>) => (g.unit === 'days' ? 'days' : 'hours');

/** '30 May' from '2027-05-30'. */
export function dayMonth(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? '?'}`;
}

/** Done of the target, the unit once and plural by the target: '1 day of 180', '812 of 1,000 hours'. */
export function doneOfTarget(g: GoalFigures): string {
  const done = inUnit(g, g.done);
  const target = inUnit(g, g.target);
  if (g.unit === 'days') return `${countOf(done, 'day')} of ${formatNumber(target)}`;
  return `${formatNumber(done)} of ${noun(g, target)}`;
}

/** What is left: '179 days to go', '188 hours to go', or 'Met'. */
export function remainingLine(g: GoalFigures): string {
  if (g.met || g.done >= g.target) return 'Met';
  return `${noun(g, inUnit(g, g.target - g.done))} to go`;
}

export type PaceVerdict = 'met' | 'on_pace' | 'short' | 'cannot_meet' | 'no_pace_yet';

export interface PaceSentence {
  verdict: PaceVerdict;
  text: string;
  /** How far short the year ends (in the goal's unit: days, or hours), when it does. */
  shortBy: number | null;
}

/**
 * The sentence under a goal: met; on pace (reaches the target by the year's end); short at this pace (by how
 * much, and how much more a school day would close it); cannot be met this year (by how much); or, before any
 * school day has passed, what each school day needs.
 */
export function paceSentence(g: GoalFigures, c: PaceContext): PaceSentence {
  const name = c.childName || 'Your child';
  const target = inUnit(g, g.target);
  const done = inUnit(g, g.done);
  const remaining = Math.max(0, target - done);
  const by = dayMonth(c.endDate);
  if (g.met || remaining <= 0)
    return { verdict: 'met', text: `${name} has met the ${noun(g, target)}.`, shortBy: null };
  if (c.remainingDays <= 0)
    return {
      verdict: 'cannot_meet',
      text: `The school year has ended ${noun(g, remaining)} short of ${formatNumber(target)}.`,
      shortBy: remaining,
    };
  if (g.unit === 'days' && remaining > c.remainingDays) {
    const short = remaining - c.remainingDays;
    return {
      verdict: 'cannot_meet',
      text:
        `${formatNumber(target)} days cannot be reached this year: ${countOf(c.remainingDays, 'school day')} ` +
        `${c.remainingDays === 1 ? 'is' : 'are'} left and ${noun(g, remaining)} still needed — ` +
        `${countOf(short, 'day')} short even if every school day counts.`,
      shortBy: short,
    };
  }
  const neededPerDay = remaining / c.remainingDays;
  if (c.elapsedDays <= 0) {
    const per = g.unit === 'days' ? '' : ` (${countOf(neededPerDay, 'hour')} a school day)`;
    return {
      verdict: 'no_pace_yet',
      text: `${name} needs ${noun(g, remaining)} in ${countOf(c.remainingDays, 'school day')}${per}.`,
      shortBy: null,
    };
  }
  const rate = done / c.elapsedDays;
  const projected = done + rate * c.remainingDays;
  if (projected + 1e-9 >= target)
    return {
      verdict: 'on_pace',
      text: `At this pace ${name} reaches ${formatNumber(target)} ${unitWord(g)} by ${by}.`,
      shortBy: null,
    };
  const short = target - projected;
  const more = neededPerDay - rate;
  const closer =
    g.unit === 'days'
      ? `counting ${countOf(Math.ceil(remaining), 'more day')} of the ${countOf(c.remainingDays, 'school day')} left would close it`
      : `${formatNumber(more)} more ${formatNumber(more) === '1' ? 'hour' : 'hours'} a school day would close it`;
  return {
    verdict: 'short',
    text: `At this pace ${name} reaches ${formatNumber(Math.floor(projected))} of ${noun(g, target)} by ${by} — ${formatNumber(Math.ceil(short))} short; ${closer}.`,
    shortBy: short,
  };
}

/** What a year's progress read gives a goal's sentence: the year's last day and its school days. */
export interface YearPaceFigures {
  schoolYear: { endDate: string } | null;
  schoolDays: { elapsed: number; remaining: number };
}

/**
 * The sentence under a goal for a child's year, as the records page, the dashboard's card and the hours log PDF
 * say it: the pace sentence, or (no school year to pace against) what is left.
 */
export function yearPaceLine(g: GoalFigures, p: YearPaceFigures, childName: string): string {
  if (!p.schoolYear) return remainingLine(g);
  return paceSentence(g, {
    childName: firstName(childName) ?? '',
    endDate: p.schoolYear.endDate,
    elapsedDays: p.schoolDays.elapsed,
    remainingDays: p.schoolDays.remaining,
  }).text;
}
