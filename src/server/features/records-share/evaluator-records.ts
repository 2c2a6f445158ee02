import { GOAL_LABELS } from '@shared/messages/hours';
import { MAX_READING_LIST } from '@shared/schemas/reading-log';
import { formatCredits, formatGpa, gradingKeyEntries } from '@shared/domain/gpa';
import { hoursLabel, scaleRanges } from '@shared/domain/grading';
import { reportCardMessages as rc } from '@shared/messages/grading';
import { readingLogMessages as rl } from '@shared/messages/reading-log';
import { rangeLabel } from '@shared/messages/school-years';
import { transcriptMessages as tm } from '@shared/messages/transcript';
import type {
  EvaluatorReadingLog,
  EvaluatorRecords,
  EvaluatorReportCard,
  EvaluatorTranscript,
  RecordTable,
} from '@shared/schemas/records-share';
import type { ReportCard } from '@shared/schemas/report-card';
import type { Transcript } from '@shared/schemas/transcript';
import type { ReadingLog } from '@shared/schemas/reading-log';
import type { AppDeps } from '../../deps';
import type { RecordScope } from '../../pdf/record-section';
import { hoursService } from '../hours/hours.service';
import { bookColumns, bookRow } from '../reading-log/reading-log.pdf';
import { readingLogFor } from '../reading-log/reading-log.service';
import { reportCardColumns, reportCardRows } from '../report-card/report-card.pdf';
import { yearReportCards } from '../report-card/report-card.service';
import { courseColumns, courseRow, cumulativeLine, gradingKeyNote } from '../transcript/transcript.pdf';
import { buildTranscript } from '../transcript/transcript.service';
import * as repo from './records-share.repository';

/** A table as its PDF prints it: the columns (the numeric ones right-aligned) and every cell as text. */
const table = (
  caption: string,
  columns: string[],
  numeric: number[],
  rows: (string | number)[][],
): RecordTable => ({
  caption,
  columns: columns.map((label, i) => ({ label, numeric: numeric.includes(i) })),
  rows: rows.map((row) => row.map(String)),
});

/** A term's report card as the evaluator reads it: the PDF's rows and lines, none of the family's ids, no full name. */
function reportCardOf(card: ReportCard): EvaluatorReportCard {
  const rows = reportCardRows(card);
  const weighted = card.classes.filter((c) => c.weighted).map((c) => c.title);
  return {
    term: card.term.name,
    dates: rangeLabel(card.term.startDate, card.term.endDate),
    table: rows.length
      ? table(`${rc.pdfTitle} — ${card.term.name}`, reportCardColumns(), [1, 3], rows)
      : null,
    notes: [
      ...(rows.length ? [] : [rc.emptyTitle]),
      ...(weighted.length ? [`* ${rc.weightedNote}: ${weighted.join(', ')}`] : []),
    ],
    comments: card.classes.flatMap((c) => (c.comment ? [{ title: c.title, comment: c.comment }] : [])),
    attendance: [
      `${rc.present}: ${card.attendance.present}`,
      `${rc.absent}: ${card.attendance.absent}`,
      `${rc.marked}: ${card.attendance.marked}`,
      `${rc.totalHours}: ${hoursLabel(card.hours.totalMinutes)}`,
    ],
    gradingKey: `${rc.gradingKey}: ${scaleRanges(card.scale)
      .map((r) => `${r.letter} ${r.range}`)
      .join(' · ')}`,
  };
}

/** The transcript as its PDF prints it (every year); null when the child has no course (the PDF prints none). */
const transcriptOf = (t: Transcript): EvaluatorTranscript | null =>
  t.years.length === 0
    ? null
    : {
        summary: cumulativeLine(t),
        years: t.years.map((y) => {
          const heading = tm.pdfGradeLevel(y.gradeLevel, y.yearLabel);
          return {
            heading,
            table: table(heading, courseColumns(), [2, 5, 6], y.courses.map(courseRow)),
            summary: tm.yearSummary(
              formatGpa(y.unweighted),
              formatGpa(y.weighted),
              formatCredits(y.creditsEarned),
            ),
          };
        }),
        gradingKey: `${tm.gradingKey}: ${gradingKeyEntries(t.scale).join(' · ')}. ${gradingKeyNote(t)}`,
      };

const readingLogOf = (log: ReadingLog): EvaluatorReadingLog => ({
  table: log.books.length ? table(rl.pdfTitle, bookColumns(), [4, 5], log.books.map(bookRow)) : null,
  totals: rl.totals(log.totals.books, log.totals.minutes, log.totals.pages),
  truncated: log.truncated,
});

/**
 * The year's records an evaluator reads in the browser (issue 37): the requirement's goals, school days,
 * attendance, hours by subject, the report cards, the transcript and the reading log. Each is read by the same
 * service as its PDF (the hours log, the attendance calendar, the report cards, the transcript, the reading log),
 * for the link's child and year only.
 */
export async function evaluatorRecords(
  deps: AppDeps,
  scope: RecordScope,
  year: repo.RecordYear,
): Promise<EvaluatorRecords> {
  const key = { familyId: scope.familyId, studentId: scope.studentId };
  const hours = hoursService(deps);
  const [progress, marks, log, cards, transcript, reading] = await Promise.all([
    hours.progressForYear(scope),
    repo.attendanceMarks(deps.db, key, year),
    hours.list(key, year.startDate, year.endDate),
    yearReportCards(deps, key, scope.schoolYearId),
    buildTranscript(deps.db, key),
    readingLogFor(deps.db, key, { from: year.startDate, to: year.endDate }, MAX_READING_LIST),
  ]);
  const bySubject = new Map<string, { core: boolean; minutes: number }>();
  for (const e of log.entries) {
    const s = bySubject.get(e.subject) ?? { core: false, minutes: 0 };
    s.core ||= e.core;
    s.minutes += e.minutes;
    bySubject.set(e.subject, s);
  }
  const present = marks.filter((d) => d.present).length;
  return {
    requirement: progress.profile
      ? {
          name: progress.profile.name,
          goals: progress.goals.map((g) => ({
            key: g.key,
            label: GOAL_LABELS[g.key],
            unit: g.unit,
            target: g.target,
            done: g.done,
            met: g.met,
          })),
        }
      : null,
    schoolDays: progress.schoolDays,
    attendance: { present, absent: marks.length - present },
    hoursBySubject: [...bySubject.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subject, s]) => ({ subject, ...s })),
    totalMinutes: progress.totals.minutes,
    reportCards: cards.map(reportCardOf),
    transcript: transcriptOf(transcript),
    readingLog: readingLogOf(reading),
  };
}
