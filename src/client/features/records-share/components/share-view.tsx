import { CalendarRange, Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentYear } from '@shared/domain/school-year';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { bundlePdfHref, recordPdfLinks } from '@client/api/records-share';
import { useSchoolYears } from '@client/api/school-years';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToday } from '@client/lib/use-today';
import { EvaluatorLinksSection } from './evaluator-links-section';
import { PortfolioPacketCard } from './portfolio-packet-card';
import { yearDates } from './year-dates';
import { Writes } from '@client/components/writes';
import { downloadPdf } from '@client/lib/pdf-download';

/** Records › Share & print for one child: the year's PDFs, the year-end bundle and the evaluator links. */
export function ShareView({ child }: { child: Student }) {
  const years = useSchoolYears();
  const today = useToday();
  const [chosen, setChosen] = useState<string | null>(null);

  if (years.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading school years">
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  if (years.isError) {
    return <LoadError message={m.loadFailed} onRetry={years.refetch} retrying={years.isFetching} />;
  }
  if (years.data.length === 0) return <NoYear />;

  const fallback = currentYear(years.data, today) ?? years.data[years.data.length - 1]!;
  const year = years.data.find((y) => y.id === chosen) ?? fallback;

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xs">
        <FormField id="share-year" label={m.schoolYear}>
          <NativeSelect value={year.id} onValueChange={setChosen}>
            {years.data.map((y) => (
              <option key={y.id} value={y.id}>
                {y.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {/* The select is a button, which print leaves out: the year's name in its place. */}
        <p className="hidden font-medium print:block">{year.name}</p>
        <p className="mt-1 text-xs text-muted-foreground">{yearDates(year)}</p>
      </div>
      <Documents child={child} year={year} />
      <PortfolioPacketCard key={year.id} studentId={child.id} year={year} />
      {/* A viewer neither sees nor makes evaluator links (ADR 024). */}
      <Writes>
        <EvaluatorLinksSection key={year.id} child={child} year={year} />
      </Writes>
    </div>
  );
}

function Documents({ child, year }: { child: Student; year: SchoolYear }) {
  const links = recordPdfLinks(child.id, year);
  return (
    <section aria-labelledby="share-documents" className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="share-documents" className="text-lg font-semibold">
            {m.documentsHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{m.bundleHint}</p>
        </div>
        <Button asChild className="self-start" data-print="hide">
          <a href={bundlePdfHref(child.id, year.id)} download onClick={downloadPdf}>
            <FileDown aria-hidden="true" /> {m.bundle}
          </a>
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={m.documentsHeading}>
        {links.map((doc) => (
          <li key={doc.key} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
            <span className="min-w-0 text-sm font-medium wrap-anywhere">{doc.title}</span>
            <Button asChild variant="outline" size="sm" data-print="hide">
              <a href={doc.href} download onClick={downloadPdf} aria-label={`${m.download}: ${doc.title}`}>
                <Download aria-hidden="true" /> {m.download}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoYear() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <CalendarRange className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-bold">{m.noYearTitle}</h2>
      <p className="max-w-md text-muted-foreground">{m.noYear}</p>
      <Button asChild>
        <Link to="/school-year">{m.goToSchoolYear}</Link>
      </Button>
    </div>
  );
}
