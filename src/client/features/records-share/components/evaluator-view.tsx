import { format } from 'date-fns';
import { Download, FileDown, LinkIcon } from 'lucide-react';
import { fromIsoDate } from '@shared/domain/dates';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import { useEvaluatorSummary } from '@client/api/records-share';
import { FullPageSpinner } from '@client/components/full-page-spinner';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import '@client/components/print-sheet.css';
import './share-print.css';

const day = (iso: string) => format(fromIsoDate(iso), 'MMM d, yyyy');

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
  return (
    <Frame>
      <div className="print-sheet share-sheet flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere md:text-3xl">
            {m.evaluatorTitle(s.childFirstName)}
          </h1>
          <p className="text-muted-foreground">{m.evaluatorIntro}</p>
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
        <section aria-labelledby="evaluator-documents" className="flex flex-col gap-3">
          <h2 id="evaluator-documents" className="text-lg font-semibold">
            {m.evaluatorDocuments}
          </h2>
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
        </section>
        <p className="text-sm text-muted-foreground">
          {m.evaluatorExpires(format(new Date(s.expiresAt), 'MMM d, yyyy'))}
        </p>
      </div>
    </Frame>
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
