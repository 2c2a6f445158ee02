import { addDaysIso, clockIn, MONTH_SHORT_NAMES, todayIn, weekdayOf, type IsoDate } from './dates';
import { countOf, formatNumber } from './progress-wording';

/**
 * The weekly e-mail's rules (issue 41, ADR 045), pure: when a family's e-mail is due, what week it is about, its
 * subject, and the requirement pace in plain words ('12 hours behind Missouri's pace').
 *
 * - **When**: from Sunday 18:00 in the family's timezone until the end of the Monday after it. A server that was
 *   down on Sunday evening still sends on Monday; a family that turns the e-mail on mid-week waits for Sunday.
 * - **Which week**: the Monday after that Sunday (on the Monday itself, that Monday).
 */
export const DIGEST_WEEKDAY = 0;
export const DIGEST_HOUR = 18;

/** The Monday of the week whose e-mail is due at `now` in `timezone`, or null when none is due. */
export function digestWeekDue(now: Date, timezone: string): IsoDate | null {
  const today = todayIn(timezone, now);
  const weekday = weekdayOf(today);
  if (weekday === DIGEST_WEEKDAY) {
    return clockIn(timezone, now).hours >= DIGEST_HOUR ? addDaysIso(today, 1) : null;
  }
  return weekday === 1 ? today : null;
}

/** '30 Nov' from '2026-11-30'. */
const shortDay = (iso: IsoDate) =>
  `${Number(iso.slice(8, 10))} ${MONTH_SHORT_NAMES[Number(iso.slice(5, 7)) - 1]}`;

/** '30 Nov – 4 Dec': Monday to Friday, or to the week's last day with a lesson when that is later. */
export function weekSpan(weekStart: IsoDate, lastLessonDay: IsoDate | null = null): string {
  const friday = addDaysIso(weekStart, 4);
  const end = lastLessonDay && lastLessonDay > friday ? lastLessonDay : friday;
  return `${shortDay(weekStart)} – ${shortDay(end)}`;
}

/** The e-mail's subject: 'This week at school: 30 Nov – 4 Dec'. */
export const digestSubject = (span: string) => `This week at school: ${span}`;

/** A requirement goal's figures as the progress read gives them (days count days; hours goals count minutes). */
export interface PaceGoal {
  unit: 'days' | 'minutes';
  target: number;
  done: number;
  expectedByNow: number;
  met: boolean;
  behind: boolean;
}

/** The possessive of a name: "Missouri's", "Texas'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const gapOf = (g: PaceGoal) =>
  g.unit === 'days' ? g.expectedByNow - g.done : (g.expectedByNow - g.done) / 60;

/** The goal a child's pace line speaks of: the one furthest behind (as a share of its target), else the first. */
export function pacingGoal<G extends PaceGoal>(goals: readonly G[]): G | undefined {
  const behind = goals
    .filter((g) => g.behind && !g.met)
    .sort((a, b) => gapOf(b) / (b.target || 1) - gapOf(a) / (a.target || 1));
  return behind[0] ?? goals[0];
}

/**
 * One line on a child's pace towards the family's requirement: '12 hours behind Missouri's pace', '3 days
 * behind Missouri's pace', 'On Missouri's pace', 'Missouri's requirement met'. The goal furthest behind speaks
 * (in its own unit); a child behind on none is on pace.
 */
export function paceLine(profileName: string, goals: readonly PaceGoal[]): string | null {
  const goal = pacingGoal(goals);
  if (!goal) return null;
  const whose = possessive(profileName);
  if (goals.every((g) => g.met)) return `${whose} requirement met`;
  if (!goal.behind || goal.met) return `On ${whose} pace`;
  const gap = Math.max(gapOf(goal), 0);
  const amount =
    goal.unit === 'days' ? countOf(Math.ceil(gap), 'day') : countOf(Math.round(gap * 10) / 10, 'hour');
  return `${amount} behind ${whose} pace`;
}

/** 'Nothing planned', '1 lesson', '4 lessons (2 h 15 min)'. */
export function lessonsLine(count: number, minutes: number): string {
  if (count === 0) return 'Nothing planned';
  const time = minutes > 0 ? ` (${durationOf(minutes)})` : '';
  return `${countOf(count, 'lesson')}${time}`;
}

/** 45 → '45 min', 60 → '1 h', 135 → '2 h 15 min'. */
export function durationOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${m} min`;
}
