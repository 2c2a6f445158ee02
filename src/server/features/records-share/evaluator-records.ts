import { GOAL_LABELS } from '@shared/messages/hours';
import { MAX_READING_LIST } from '@shared/schemas/reading-log';
import type {
  EvaluatorReadingLog,
  EvaluatorRecords,
  EvaluatorReportCard,
  EvaluatorTranscript,
} from '@shared/schemas/records-share';
import type { ReportCard } from '@shared/schemas/report-card';
import type { Transcript } from '@shared/schemas/transcript';
import type { ReadingLog } from '@shared/schemas/reading-log';
import type { AppDeps } from '../../deps';
import type { RecordScope } from '../../pdf/record-section';
import { hoursService } from '../hours/hours.service';
import { readingLogFor } from '../reading-log/reading-log.service';
import { yearReportCards } from '../report-card/report-card.service';
import { buildTranscript } from '../transcript/transcript.service';
import * as repo from './records-share.repository';

/** A report card as the evaluator reads it: the term's figures, none of the family's ids, no full name. */
const reportCardOf = (card: ReportCard): EvaluatorReportCard => ({
  term: { name: card.term.name, startDate: card.term.startDate, endDate: card.term.endDate },
  classes: card.classes.map(({ title, average, letter, weighted, minutes, comment }) => ({
    title,
    average,
    letter,
    weighted,
    minutes,
    comment,
  })),
  attendance: card.attendance,
  hours: card.hours,
  scale: card.scale,
});

/** The transcript as its PDF prints it (every year); null when the child has no course (the PDF prints none). */
const transcriptOf = (t: Transcript): EvaluatorTranscript | null =>
  t.years.length === 0
    ? null
    : {
        years: t.years.map((y) => ({
          gradeLevel: y.gradeLevel,
          yearLabel: y.yearLabel,
          unweighted: y.unweighted,
          weighted: y.weighted,
          creditsEarned: y.creditsEarned,
          courses: y.courses.map((c) => ({
            title: c.title,
            level: c.level,
            credits: c.credits,
            percent: c.percent,
            passed: c.passed,
            letter: c.letter,
            points: c.points,
            weightedPoints: c.weightedPoints,
          })),
        })),
        cumulative: {
          unweighted: t.cumulative.unweighted,
          weighted: t.cumulative.weighted,
          creditsEarned: t.cumulative.creditsEarned,
        },
        scale: t.scale,
        bonuses: {
          honorsBonus: t.settings.honorsBonus,
          apBonus: t.settings.apBonus,
          dualBonus: t.settings.dualBonus,
        },
      };

const readingLogOf = (log: ReadingLog): EvaluatorReadingLog => ({
  books: log.books.map(({ title, author, isbn, startedOn, finishedOn, minutes, pages, className }) => ({
    title,
    author,
    isbn,
    startedOn,
    finishedOn,
    minutes,
    pages,
    className,
  })),
  totals: log.totals,
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
