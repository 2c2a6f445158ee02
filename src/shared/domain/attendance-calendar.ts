import { addDaysIso, dayNumber, weekdayOf, type IsoDate } from './dates';
import type { DateRange, SchoolWeek } from './school-days';

/**
 * The attendance calendar of one child for one school year: one month grid per calendar month the
 * year touches, each day marked, and the year's totals. Pure, so the PDF and its tests share it.
 */

/**
 * - present / absent: the day's attendance mark (a mark wins over everything else, even on a break or a
 *   weekend, because the parent recorded it);
 * - unmarked: a school day with no mark;
 * - break: a school weekday inside one of the child's breaks;
 * - off: a weekday the year does not teach on;
 * - outside: a date of the month before the year's first or after its last day.
 */
export type CalendarDayStatus = 'present' | 'absent' | 'unmarked' | 'break' | 'off' | 'outside';

export interface CalendarDay {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  status: CalendarDayStatus;
}

export interface CalendarMonth {
  /** 'yyyy-MM'. */
  month: string;
  /** Rows of seven cells from Sunday to Saturday; null pads the first and last row. */
  weeks: (CalendarDay | null)[][];
}

export interface AttendanceTotals {
  /** School weekdays of the year, the child's breaks left out. */
  schoolDays: number;
  /** Days of the year marked present (a mark on a weekend or in a break counts too). */
  present: number;
  /** Days of the year marked absent. */
  absent: number;
  /** School days without a mark. */
  unmarked: number;
}

export interface AttendanceCalendar {
  months: CalendarMonth[];
  totals: AttendanceTotals;
}

export interface AttendanceMark {
  date: IsoDate;
  present: boolean;
}

const MONTH_DAYS = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The child's calendar: `breaks` are the breaks that apply to the child; `marks` the child's attendance. */
export function attendanceCalendar(
  year: SchoolWeek,
  breaks: readonly DateRange[],
  marks: readonly AttendanceMark[],
): AttendanceCalendar {
  const weekdays = new Set(year.weekdays);
  const off = breaks.map((b) => [dayNumber(b.startDate), dayNumber(b.endDate)] as const);
  const markOf = new Map<IsoDate, boolean>();
  for (const m of marks)
    if (m.date >= year.startDate && m.date <= year.endDate) markOf.set(m.date, m.present);

  const totals: AttendanceTotals = { schoolDays: 0, present: 0, absent: 0, unmarked: 0 };
  const statusOf = (date: IsoDate): CalendarDayStatus => {
    if (date < year.startDate || date > year.endDate) return 'outside';
    const mark = markOf.get(date);
    const n = dayNumber(date);
    const school = weekdays.has(weekdayOf(date)) && !off.some(([s, e]) => s <= n && n <= e);
    if (school) totals.schoolDays += 1;
    if (mark === true) {
      totals.present += 1;
      return 'present';
    }
    if (mark === false) {
      totals.absent += 1;
      return 'absent';
    }
    if (school) {
      totals.unmarked += 1;
      return 'unmarked';
    }
    return weekdays.has(weekdayOf(date)) ? 'break' : 'off';
  };

  const months: CalendarMonth[] = [];
  let y = Number(year.startDate.slice(0, 4));
  let m = Number(year.startDate.slice(5, 7));
  const lastMonth = year.endDate.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > lastMonth) break;
    const first = `${month}-01`;
    const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
    const length = MONTH_DAYS(y, m);
    for (let d = 0; d < length; d++) {
      const date = addDaysIso(first, d);
      cells.push({ date, day: d + 1, status: statusOf(date) });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (CalendarDay | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    months.push({ month, weeks });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return { months, totals };
}
