import type { ReactNode } from 'react';
import { COURSE_LEVEL_LABELS, formatCredits, formatGpa, gradingKeyEntries } from '@shared/domain/gpa';
import { hoursLabel, scaleRanges } from '@shared/domain/grading';
import { reportCardMessages as rc } from '@shared/messages/grading';
import { bookCells, readingLogMessages as rl } from '@shared/messages/reading-log';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import { rangeLabel } from '@shared/messages/school-years';
import {
  courseGradeText,
  gpaBonusText,
  gradePointsText,
  transcriptMessages as tm,
} from '@shared/messages/transcript';
import type {
  EvaluatorReadingLog,
  EvaluatorReportCard,
  EvaluatorTranscript,
} from '@shared/schemas/records-share';
import { cn } from '@client/lib/utils';

/** A section of the evaluator's page: its heading (the table of contents' target, focusable) and its body. */
export function RecordSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex scroll-mt-4 flex-col gap-3">
      {/* Focusable from the table of contents, so a keyboard or screen reader lands on it. */}
      <h2
        id={id}
        tabIndex={-1}
        className="scroll-mt-4 rounded-sm text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

interface Column {
  label: string;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
}

/**
 * A record's table as its PDF prints it. On a narrow screen it scrolls sideways in its own box (focusable, so a
 * keyboard can scroll it too), never the page.
 */
function RecordTable({
  caption,
  columns,
  rows,
  testId,
  wide = true,
}: {
  caption: string;
  columns: Column[];
  rows: ReactNode[][];
  testId?: string;
  /** Many columns: at least 34rem wide, scrolled sideways on a phone (a narrow table fits and wraps instead). */
  wide?: boolean;
}) {
  const cell = (i: number) =>
    cn('px-2 py-1.5 align-top first:pl-3 last:pr-3', columns[i]?.numeric && 'text-right tabular-nums');
  return (
    <div
      // A wide table scrolls in a box a keyboard can reach (axe: scrollable-region-focusable); a narrow one wraps.
      {...(wide ? { role: 'region', 'aria-label': m.evaluatorTableOf(caption), tabIndex: 0 } : {})}
      className="overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className={cn('w-full text-sm', wide && 'min-w-[34rem]')} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left">
            {columns.map((c, i) => (
              <th key={c.label || i} scope="col" className={cn(cell(i), 'font-medium')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b last:border-b-0">
              {row.map((value, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cn(cell(i), 'text-left font-normal wrap-anywhere')}>
                    {value}
                  </th>
                ) : (
                  <td key={i} className={cn(cell(i), !columns[i]?.numeric && 'wrap-anywhere')}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

/** The year's report cards, one per term with something recorded: what the report card PDFs print. */
export function ReportCardsSection({ id, cards }: { id: string; cards: EvaluatorReportCard[] }) {
  return (
    <RecordSection id={id} title={m.evaluatorReportCards}>
      {cards.length === 0 ? <Muted>{m.evaluatorNoReportCards}</Muted> : null}
      {cards.map((card, n) => {
        const comments = card.classes.filter((c) => c.comment);
        const weighted = card.classes.filter((c) => c.weighted).map((c) => c.title);
        const rows: ReactNode[][] = card.classes.map((c) => [
          c.title,
          c.average == null ? rc.noGrade : `${c.average} %`,
          c.letter ?? rc.noGrade,
          hoursLabel(c.minutes),
        ]);
        if (card.hours.otherMinutes > 0)
          rows.push([rc.otherSubjects, '', '', hoursLabel(card.hours.otherMinutes)]);
        return (
          <article
            key={`${card.term.name}-${card.term.startDate}`}
            aria-labelledby={`${id}-${n}`}
            className="flex flex-col gap-2 rounded-xl border p-3 sm:p-4"
            data-testid="evaluator-report-card"
          >
            <h3 id={`${id}-${n}`} className="font-semibold wrap-anywhere">
              {card.term.name}{' '}
              <span className="font-normal text-muted-foreground">
                · {rangeLabel(card.term.startDate, card.term.endDate)}
              </span>
            </h3>
            {rows.length ? (
              <RecordTable
                caption={`${rc.pdfTitle} — ${card.term.name}`}
                wide={false}
                columns={[
                  { label: rc.classColumn },
                  { label: rc.averageColumn, numeric: true },
                  { label: rc.letterColumn },
                  { label: rc.hoursColumn, numeric: true },
                ]}
                rows={rows}
              />
            ) : (
              <Muted>{rc.emptyTitle}</Muted>
            )}
            {weighted.length ? (
              <Muted>
                * {rc.weightedNote}: {weighted.join(', ')}
              </Muted>
            ) : null}
            {comments.length ? (
              <>
                <h4 className="text-sm font-semibold">{m.evaluatorComments}</h4>
                <dl className="flex flex-col gap-1 text-sm">
                  {comments.map((c) => (
                    <div key={c.title}>
                      <dt className="inline font-medium wrap-anywhere">{c.title}: </dt>
                      <dd className="inline wrap-anywhere">{c.comment}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span>
                {rc.present}: {card.attendance.present}
              </span>
              <span>
                {rc.absent}: {card.attendance.absent}
              </span>
              <span>
                {rc.marked}: {card.attendance.marked}
              </span>
              <span>
                {rc.totalHours}: {hoursLabel(card.hours.totalMinutes)}
              </span>
            </p>
            <Muted>
              {rc.gradingKey}:{' '}
              {scaleRanges(card.scale)
                .map((r) => `${r.letter} ${r.range}`)
                .join(' · ')}
            </Muted>
          </article>
        );
      })}
    </RecordSection>
  );
}

/** The high-school transcript as its PDF prints it: each year's courses and GPA, the cumulative GPA, the key. */
export function TranscriptSection({
  id,
  transcript: t,
}: {
  id: string;
  transcript: EvaluatorTranscript | null;
}) {
  return (
    <RecordSection id={id} title={m.evaluatorTranscript}>
      {t === null ? (
        <Muted>{m.evaluatorNoTranscript}</Muted>
      ) : (
        <>
          <p className="font-medium" data-testid="evaluator-gpa">
            {m.evaluatorCumulative(
              formatGpa(t.cumulative.unweighted),
              formatGpa(t.cumulative.weighted),
              formatCredits(t.cumulative.creditsEarned),
            )}
          </p>
          {t.years.map((year, n) => (
            <div key={`${year.gradeLevel}-${year.yearLabel}`} className="flex flex-col gap-2">
              <h3 className="font-semibold wrap-anywhere" id={`${id}-${n}`}>
                {tm.pdfGradeLevel(year.gradeLevel, year.yearLabel)}
              </h3>
              <RecordTable
                caption={tm.pdfGradeLevel(year.gradeLevel, year.yearLabel)}
                testId="evaluator-transcript-year"
                columns={[
                  { label: tm.columnCourse },
                  { label: tm.columnLevel },
                  { label: tm.columnCredits, numeric: true },
                  { label: tm.columnGrade },
                  { label: 'Letter' },
                  { label: 'Points', numeric: true },
                  { label: tm.weighted, numeric: true },
                ]}
                rows={year.courses.map((c) => [
                  c.title,
                  COURSE_LEVEL_LABELS[c.level],
                  formatCredits(c.credits),
                  courseGradeText(c),
                  c.letter ?? '—',
                  gradePointsText(c.points),
                  gradePointsText(c.weightedPoints),
                ])}
              />
              <Muted>
                {tm.yearSummary(
                  formatGpa(year.unweighted),
                  formatGpa(year.weighted),
                  formatCredits(year.creditsEarned),
                )}
              </Muted>
            </div>
          ))}
          <Muted>
            {tm.gradingKey}: {gradingKeyEntries(t.scale).join(' · ')}.{' '}
            {tm.gradingKeyNote(
              gpaBonusText(t.bonuses.honorsBonus),
              gpaBonusText(t.bonuses.apBonus),
              gpaBonusText(t.bonuses.dualBonus),
            )}
          </Muted>
        </>
      )}
    </RecordSection>
  );
}

/** The books of the link's year as the reading log PDF prints them, with the totals. */
export function ReadingLogSection({ id, log }: { id: string; log: EvaluatorReadingLog }) {
  return (
    <RecordSection id={id} title={m.evaluatorReadingLog}>
      {log.books.length === 0 ? (
        <Muted>{m.evaluatorNoBooks}</Muted>
      ) : (
        <>
          <RecordTable
            caption={m.evaluatorReadingLog}
            testId="evaluator-reading-log"
            columns={[
              { label: rl.title },
              { label: rl.author },
              { label: rl.startedOn },
              { label: rl.finishedOn },
              { label: rl.minutes, numeric: true },
              { label: rl.pages, numeric: true },
              { label: rl.linkedClass },
            ]}
            rows={log.books.map((b) => [
              <>
                {b.title}
                {b.isbn ? <span className="block text-xs text-muted-foreground">ISBN {b.isbn}</span> : null}
              </>,
              ...bookCells(b),
            ])}
          />
          <p className="text-sm font-semibold">
            {rl.totals(log.totals.books, log.totals.minutes, log.totals.pages)}
          </p>
          {log.truncated ? <Muted>{m.evaluatorBooksCut(log.books.length)}</Muted> : null}
        </>
      )}
    </RecordSection>
  );
}
