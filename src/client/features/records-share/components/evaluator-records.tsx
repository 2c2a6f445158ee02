import type { ReactNode } from 'react';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type {
  EvaluatorReadingLog,
  EvaluatorReportCard,
  EvaluatorTranscript,
  RecordTable as RecordTableData,
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

/**
 * A record's table as its PDF prints it (the server lays it out in the PDF's words). A wide one scrolls sideways in
 * its own box on a narrow screen (focusable, so a keyboard can scroll it too), never the page.
 */
function RecordTable({
  table: { caption, columns, rows },
  testId,
  wide = true,
}: {
  table: RecordTableData;
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
                  <th
                    key={i}
                    scope="row"
                    className={cn(cell(i), 'text-left font-normal whitespace-pre-line wrap-anywhere')}
                  >
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
      {cards.map((card, n) => (
        <article
          key={`${card.term}-${card.dates}`}
          aria-labelledby={`${id}-${n}`}
          className="flex flex-col gap-2 rounded-xl border p-3 sm:p-4"
          data-testid="evaluator-report-card"
        >
          <h3 id={`${id}-${n}`} className="font-semibold wrap-anywhere">
            {card.term} <span className="font-normal text-muted-foreground">· {card.dates}</span>
          </h3>
          {card.table ? <RecordTable table={card.table} wide={false} /> : null}
          {card.notes.map((note) => (
            <Muted key={note}>{note}</Muted>
          ))}
          {card.comments.length ? (
            <>
              <h4 className="text-sm font-semibold">{m.evaluatorComments}</h4>
              <dl className="flex flex-col gap-1 text-sm">
                {card.comments.map((c) => (
                  <div key={c.title}>
                    <dt className="inline font-medium wrap-anywhere">{c.title}: </dt>
                    <dd className="inline wrap-anywhere">{c.comment}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {card.attendance.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
          <Muted>{card.gradingKey}</Muted>
        </article>
      ))}
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
            {t.summary}
          </p>
          {t.years.map((year, n) => (
            <div key={year.heading} className="flex flex-col gap-2">
              <h3 className="font-semibold wrap-anywhere" id={`${id}-${n}`}>
                {year.heading}
              </h3>
              <RecordTable table={year.table} testId="evaluator-transcript-year" />
              <Muted>{year.summary}</Muted>
            </div>
          ))}
          <Muted>{t.gradingKey}</Muted>
        </>
      )}
    </RecordSection>
  );
}

/** The books of the link's year as the reading log PDF prints them, with the totals. */
export function ReadingLogSection({ id, log }: { id: string; log: EvaluatorReadingLog }) {
  return (
    <RecordSection id={id} title={m.evaluatorReadingLog}>
      {log.table === null ? (
        <Muted>{m.evaluatorNoBooks}</Muted>
      ) : (
        <>
          <RecordTable table={log.table} testId="evaluator-reading-log" />
          <p className="text-sm font-semibold">{log.totals}</p>
          {log.truncated ? <Muted>{m.evaluatorBooksCut(log.table.rows.length)}</Muted> : null}
        </>
      )}
    </RecordSection>
  );
}
