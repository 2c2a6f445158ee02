import { Download, FileDown, FileText, LinkIcon, Star } from 'lucide-react';
import { fromIsoDate } from '@shared/domain/dates';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { EvaluatorSample, EvaluatorSummary } from '@shared/schemas/records-share';
import { countOf, doneOfTarget, formatNumber, yearPaceLine } from '@shared/domain/progress-wording';
import { useEvaluatorSummary } from '@client/api/records-share';
import { FullPageSpinner } from '@client/components/full-page-spinner';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { ReadingLogSection, RecordSection, ReportCardsSection, TranscriptSection } from './evaluator-records';
import { ApiError } from '@client/lib/api-client';
import { monthDayYear } from '@client/lib/date-labels';
import '@client/components/print-sheet.css';
import './share-print.css';

const day = (iso: string) => monthDayYear(fromIsoDate(iso));

/**
 * What an evaluator sees through a secret link: the child's first name, grade and school year, and the PDFs to
 * download. Nothing of the family's account beyond that; a link that is not live says so and shows nothing.
 */
export function EvaluatorView({ token }: { token: string }) {
  const summary = useEvaluatorSummary(token);
  if (summary.isPending) return <FullPageSpinner />;
  if (summary.isError) {
    if (summary.error instanceof ApiError && summary.error.status === 404) return <Gone />;
    return (
      <Frame>
        <LoadError message={m.evaluatorLoadFailed} onRetry={summary.refetch} retrying={summary.isFetching} />
      </Frame>
    );
  }
  const s = summary.data;
  const [bundle, ...sections] = s.documents;
  const contents: [string, string][] = [
    [SECTION.progress, m.evaluatorProgress],
    [SECTION.attendance, m.evaluatorAttendance],
    [SECTION.hours, m.evaluatorHours],
    [SECTION.reportCards, m.evaluatorReportCards],
    [SECTION.transcript, m.evaluatorTranscript],
    [SECTION.readingLog, m.evaluatorReadingLog],
    ...(s.portfolio ? [[SECTION.portfolio, m.evaluatorPortfolio] as [string, string]] : []),
    [SECTION.documents, m.evaluatorDocuments],
  ];
  return (
    <Frame>
      <div className="print-sheet share-sheet flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere md:text-3xl">
            {m.evaluatorTitle(s.childFirstName)}
          </h1>
          <p className="text-muted-foreground">{m.evaluatorIntro}</p>
          <p className="wrap-anywhere" data-testid="evaluator-shared-by">
            {m.evaluatorSharedBy(s.sharedBy, s.familyName)}
          </p>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border p-4 text-sm">
          {s.gradeLevel ? (
            <>
              <dt className="font-medium">{m.coverGrade}</dt>
              <dd>{m.evaluatorGrade(s.gradeLevel)}</dd>
            </>
          ) : null}
          <dt className="font-medium">{m.coverYear}</dt>
          <dd className="wrap-anywhere">{s.schoolYear.name}</dd>
          <dt className="font-medium">{m.coverDates}</dt>
          <dd>
            {day(s.schoolYear.startDate)} – {day(s.schoolYear.endDate)}
          </dd>
        </dl>
        <Contents entries={contents} />
        <EvaluatorRecords summary={s} />
        <ReportCardsSection id={SECTION.reportCards} cards={s.records.reportCards} />
        <TranscriptSection id={SECTION.transcript} transcript={s.records.transcript} />
        <ReadingLogSection id={SECTION.readingLog} log={s.records.readingLog} />
        {s.portfolio ? <EvaluatorPortfolio token={token} samples={s.portfolio} /> : null}
        <RecordSection id={SECTION.documents} title={m.evaluatorDocuments}>
          {bundle ? (
            <Button asChild className="self-start" data-print="hide">
              <a href={bundle.path} download>
                <FileDown aria-hidden="true" /> {m.bundle}
              </a>
            </Button>
          ) : null}
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={m.evaluatorDocuments}>
            {sections.map((doc) => (
              <li
                key={doc.key}
                className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
              >
                <span className="text-sm font-medium">{doc.title}</span>
                <Button asChild variant="outline" size="sm" data-print="hide">
                  <a href={doc.path} download aria-label={`${m.download}: ${doc.title}`}>
                    <Download aria-hidden="true" /> {m.download}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </RecordSection>
        <p className="text-sm text-muted-foreground">
          {m.evaluatorExpires(monthDayYear(new Date(s.expiresAt)))}
        </p>
      </div>
    </Frame>
  );
}

const hoursOf = (minutes: number) => countOf(minutes / 60, 'hour');

/** The sections' ids: the table of contents' targets. */
const SECTION = {
  progress: 'evaluator-progress',
  attendance: 'evaluator-attendance',
  hours: 'evaluator-hours',
  reportCards: 'evaluator-report-cards',
  transcript: 'evaluator-transcript',
  readingLog: 'evaluator-reading-log',
  portfolio: 'evaluator-portfolio',
  documents: 'evaluator-documents',
} as const;

/**
 * The page's table of contents: a link per section. Following one moves the focus to the section's heading, so
 * a keyboard continues from there and a screen reader reads it out.
 */
function Contents({ entries }: { entries: [string, string][] }) {
  return (
    <nav aria-labelledby="evaluator-contents" className="rounded-xl border p-4" data-print="hide">
      <h2 id="evaluator-contents" className="text-sm font-semibold">
        {m.evaluatorContents}
      </h2>
      <ol className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {entries.map(([id, title]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-block py-1 underline underline-offset-4 hover:text-primary"
              onClick={(event) => {
                const heading = document.getElementById(id);
                if (!heading) return;
                event.preventDefault();
                heading.focus();
                heading.scrollIntoView({ block: 'start' });
                history.replaceState(history.state, '', `#${id}`);
              }}
            >
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The year's figures to read in the browser (issue 37): progress against the requirement in plain sentences,
 * attendance, and hours by subject.
 */
function EvaluatorRecords({ summary: s }: { summary: EvaluatorSummary }) {
  const r = s.records;
  return (
    <>
      <RecordSection
        id={SECTION.progress}
        title={`${m.evaluatorProgress}${r.requirement ? ` · ${r.requirement.name}` : ''}`}
      >
        {r.requirement && r.requirement.goals.length > 0 ? (
          <ul className="flex flex-col gap-3" data-testid="evaluator-goals">
            {r.requirement.goals.map((g) => (
              <li key={g.key} className="rounded-xl border p-3">
                <p className="flex flex-wrap justify-between gap-2 font-medium">
                  <span>{g.label}</span>
                  <span className="tabular-nums">{doneOfTarget(g)}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {yearPaceLine(g, { schoolYear: s.schoolYear, schoolDays: r.schoolDays }, s.childFirstName)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{m.evaluatorNoRequirement}</p>
        )}
      </RecordSection>
      <RecordSection id={SECTION.attendance} title={m.evaluatorAttendance}>
        <p data-testid="evaluator-attendance">
          {m.evaluatorAttendanceSummary(
            countOf(r.attendance.present, 'day'),
            countOf(r.attendance.absent, 'day'),
            countOf(r.schoolDays.total, 'school day'),
          )}
        </p>
      </RecordSection>
      <RecordSection id={SECTION.hours} title={m.evaluatorHours}>
        {r.hoursBySubject.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.evaluatorNoHours}</p>
        ) : (
          <table className="w-full text-sm" data-testid="evaluator-hours">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-1.5 font-medium">
                  Subject
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Hours
                </th>
              </tr>
            </thead>
            <tbody>
              {r.hoursBySubject.map((row) => (
                <tr key={row.subject} className="border-b">
                  <td className="py-1.5 wrap-anywhere">
                    {row.subject}
                    {row.core ? <span className="text-muted-foreground"> · core</span> : null}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{formatNumber(row.minutes / 60)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <td className="py-1.5">{m.evaluatorAllSubjects}</td>
                <td className="py-1.5 text-right tabular-nums">{hoursOf(r.totalMinutes)}</td>
              </tr>
            </tbody>
          </table>
        )}
      </RecordSection>
    </>
  );
}

/** The kept work samples of the link's year: a thumbnail or an icon per file, each opened or downloaded. */
function EvaluatorPortfolio({ token, samples }: { token: string; samples: EvaluatorSample[] }) {
  const fileUrl = (id: string, variant: 'thumb' | 'web' | 'original') =>
    `/api/evaluator/${token}/files/${id}/${variant}`;
  return (
    <RecordSection id={SECTION.portfolio} title={m.evaluatorPortfolio}>
      {samples.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.evaluatorPortfolioEmpty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={m.evaluatorPortfolio}>
          {samples.map((sample) => (
            <li key={sample.id} className="flex flex-col gap-2 rounded-xl border p-3">
              <div className="flex flex-wrap gap-2">
                {sample.files.map((file) =>
                  file.kind === 'image' ? (
                    <a key={file.id} href={fileUrl(file.id, 'web')} target="_blank" rel="noreferrer">
                      <img
                        src={fileUrl(file.id, 'thumb')}
                        alt={m.evaluatorOpenFile(file.name)}
                        loading="lazy"
                        className="size-24 rounded-md border object-cover"
                      />
                    </a>
                  ) : (
                    <a
                      key={file.id}
                      // A PDF is downloaded (served in a sandbox, a browser tab would not show it); a recording plays.
                      {...(file.kind === 'document'
                        ? { href: fileUrl(file.id, 'original'), download: file.name }
                        : { href: fileUrl(file.id, 'web'), target: '_blank', rel: 'noreferrer' })}
                      className="flex size-24 flex-col items-center justify-center gap-1 rounded-md border p-1 text-center text-xs"
                    >
                      <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
                      <span className="line-clamp-2 wrap-anywhere">{file.name}</span>
                    </a>
                  ),
                )}
              </div>
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium wrap-anywhere">
                  {sample.starred ? (
                    <Star
                      className="mr-1 inline size-4 fill-current text-amber-500"
                      aria-label={m.bestWork}
                    />
                  ) : null}
                  {sample.title}
                </span>
                <span className="text-xs text-muted-foreground wrap-anywhere">
                  {day(sample.date)}
                  {(sample.className ?? sample.subject) ? ` · ${sample.className ?? sample.subject}` : ''}
                </span>
                {sample.caption ? <p className="text-sm wrap-anywhere">{sample.caption}</p> : null}
                {sample.linkUrl ? (
                  <a
                    href={sample.linkUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-sm underline wrap-anywhere"
                  >
                    {m.evaluatorLink}
                  </a>
                ) : null}
              </div>
              <ul className="flex flex-col gap-1" data-print="hide">
                {sample.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={fileUrl(file.id, 'original')}
                      download
                      className="inline-flex items-center gap-1 text-sm underline"
                    >
                      <Download className="size-4" aria-hidden="true" />
                      <span className="wrap-anywhere">{m.evaluatorDownloadFile(file.name)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="min-h-svh bg-background">
      <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">{children}</div>
    </main>
  );
}

function Gone() {
  return (
    <Frame>
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
      >
        <LinkIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-bold">{m.goneTitle}</h1>
        <p className="max-w-md text-muted-foreground">{m.gone}</p>
      </div>
    </Frame>
  );
}
