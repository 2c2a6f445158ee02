import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  attendanceCalendar,
  type CalendarDay,
  type CalendarDayStatus,
  type CalendarMonth,
} from '@shared/domain/attendance-calendar';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import { dataTable } from '../../pdf/pdf-layout';
import type { RecordSectionBuilder } from '../../pdf/record-section';
import { monthLabel, rangeLabel } from './record-labels';
import * as repo from './records-share.repository';

/** What a day prints beside its number, and its shade. */
const LOOK: Record<CalendarDayStatus, { mark: string; fill?: string; color?: string }> = {
  present: { mark: 'P', fill: '#dcfce7' },
  absent: { mark: 'A', fill: '#fee2e2' },
  unmarked: { mark: '' },
  break: { mark: 'B', fill: '#fef3c7' },
  off: { mark: '–', color: '#9ca3af' },
  outside: { mark: '', color: '#d1d5db' },
};

/** Light grey cell borders (the document is plain data for the PDF thread: no layout functions). */
const LINE = '#d1d5db';
const GRID = { borderColor: [LINE, LINE, LINE, LINE] as [string, string, string, string] };

function dayCell(day: CalendarDay | null): TableCell {
  if (!day) return { text: '', ...GRID };
  const look = LOOK[day.status];
  return {
    ...GRID,
    text: look.mark ? `${day.day} ${look.mark}` : String(day.day),
    alignment: 'center',
    ...(look.fill ? { fillColor: look.fill } : {}),
    ...(look.color ? { color: look.color } : {}),
  };
}

function monthGrid(month: CalendarMonth): Content {
  return {
    unbreakable: true,
    stack: [
      { text: monthLabel(month.month), bold: true, fontSize: 9, margin: [0, 0, 0, 3] },
      {
        fontSize: 7,
        table: {
          widths: Array.from({ length: 7 }, () => '*'),
          body: [
            m.weekdaysShort.map((d) => ({
              text: d,
              bold: true,
              alignment: 'center' as const,
              color: '#374151',
            })),
            ...month.weeks.map((week) => week.map(dayCell)),
          ],
        },
      },
    ],
  };
}

/**
 * The attendance calendar of one child for one school year: totals, then a grid per month of the year (three
 * to a row), each day marked present, absent, break or not a school day. [] when the year or child is not
 * the scope's family's.
 */
export const attendanceCalendarSection: RecordSectionBuilder = async (deps, scope) => {
  const [year, child] = await Promise.all([
    repo.findYear(deps.db, scope.familyId, scope.schoolYearId),
    repo.findChild(deps.db, scope.familyId, scope.studentId),
  ]);
  if (!year || !child) return [];
  const [breaks, marks] = await Promise.all([
    repo.childBreaks(deps.db, scope),
    repo.attendanceMarks(deps.db, scope, year),
  ]);
  const { months, totals } = attendanceCalendar(year, breaks, marks);
  const rows: Content[] = [];
  for (let i = 0; i < months.length; i += 3) {
    const three = months.slice(i, i + 3);
    rows.push({
      columns: [0, 1, 2].map((j) => (three[j] ? monthGrid(three[j]) : { text: '' })),
      columnGap: 14,
      margin: [0, 0, 0, 8],
    });
  }
  return [
    { text: m.attendanceCalendar, style: 'title' },
    { text: `${child.name} · ${year.name} · ${rangeLabel(year)}`, style: 'subtitle' },
    {
      columns: [
        {
          width: 220,
          stack: [
            dataTable(
              [m.attendanceTotals, ''],
              [
                [m.totalSchoolDays, totals.schoolDays],
                [m.totalPresent, totals.present],
                [m.totalAbsent, totals.absent],
                [m.totalUnmarked, totals.unmarked],
              ],
              ['*', 40],
              [1],
            ),
          ],
        },
        { width: '*', text: '' },
      ],
      margin: [0, 0, 0, 8],
    },
    { text: m.legend, style: 'muted', margin: [0, 0, 0, 10] },
    ...rows,
  ];
};
