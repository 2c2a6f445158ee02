import { Download, FileText, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hoursLabel, scaleRanges } from '@shared/domain/grading';
import { reportCardMessages as m } from '@shared/messages/grading';
import { rangeLabel } from '@shared/messages/school-years';
import type { ReportCard } from '@shared/schemas/report-card';
import type { Student } from '@shared/schemas/students';
import { reportCardPdfUrl, useReportCard } from '@client/api/report-card';
import { useSchoolYears } from '@client/api/school-years';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToday } from '@client/lib/use-today';
import { defaultTerm, termOptions } from '../term-choice';
import { CommentDialog } from './comment-dialog';
import '@client/components/print-sheet.css';
import './report-card-print.css';
import { Writes } from '@client/components/writes';
import { downloadPdf } from '@client/lib/pdf-download';

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Records › Report card for one child: the term picker and the term's card (one request per term). */
export function ReportCardView({ child }: { child: Student }) {
  const years = useSchoolYears();
  const today = useToday();
  const pickerId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const options = termOptions(years.data ?? []);
  const termId = picked && options.some((o) => o.id === picked) ? picked : defaultTerm(options, today);
  const card = useReportCard(child.id, termId);

  const actions = termId ? (
    <>
      <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!card.data}>
        <Printer aria-hidden="true" />
        {m.print}
      </Button>
      <Button asChild size="sm">
        <a href={reportCardPdfUrl(child.id, termId)} download onClick={downloadPdf}>
          <Download aria-hidden="true" />
          {m.downloadPdf}
        </a>
      </Button>
    </>
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="print:hidden">
        <PageHeader title={m.pageTitle} description={`${child.name}`} readActions={actions} />
      </div>
      {years.isPending ? (
        <Loading />
      ) : years.isError ? (
        <LoadError message={m.loadFailed} onRetry={() => years.refetch()} retrying={years.isRefetching} />
      ) : options.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{m.noTermsTitle}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{m.noTermsDescription}</p>
            <Button asChild variant="outline">
              <Link to="/school-year">{m.goToSchoolYear}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="flex flex-col gap-1.5 print:hidden sm:max-w-sm">
            <label htmlFor={pickerId} className="text-sm font-medium">
              {m.termLabel}
            </label>
            <NativeSelect value={termId ?? ''} onValueChange={setPicked} id={pickerId}>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {card.isPending ? (
            <Loading />
          ) : card.isError ? (
            <LoadError
              message={m.loadFailed}
              detail={card.error.message}
              onRetry={() => card.refetch()}
              retrying={card.isRefetching}
            />
          ) : (
            <ReportCardSheet card={card.data} studentId={child.id} />
          )}
        </>
      )}
    </div>
  );
}

function ReportCardSheet({ card, studentId }: { card: ReportCard; studentId: string }) {
  const grade = card.student.gradeLevel ? ` · Grade ${card.student.gradeLevel}` : '';
  return (
    <Card className="print-sheet report-card-sheet" data-testid="report-card">
      <CardContent className="flex flex-col gap-6">
        <header>
          <h2 className="text-xl font-bold wrap-anywhere">
            {m.pdfTitle} — {card.term.name}
          </h2>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {card.student.name}
            {grade} · {card.term.schoolYearName} · {rangeLabel(card.term.startDate, card.term.endDate)}
          </p>
        </header>
        {card.classes.length === 0 ? (
          <div className="py-4 text-center">
            <p className="font-medium">{m.emptyTitle}</p>
            <p className="text-sm text-muted-foreground">{m.emptyDescription}</p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {m.classColumn}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    {m.averageColumn}
                  </th>
                  <th scope="col" className="px-2 py-2 text-center font-semibold">
                    {m.letterColumn}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-semibold">
                    {m.hoursColumn}
                  </th>
                </tr>
              </thead>
              {card.classes.map((c) => (
                <tbody key={c.classId} className="border-b" data-testid="report-card-class">
                  <tr>
                    <th scope="row" className="py-2 pr-2 text-left font-medium wrap-anywhere">
                      <span aria-hidden="true">{c.emoji} </span>
                      {c.title}
                      {c.teacherName ? (
                        <span className="block text-xs font-normal text-muted-foreground">
                          {m.teacherLine(c.teacherName)}
                        </span>
                      ) : null}
                      {c.weighted ? (
                        <span className="block text-xs font-normal text-muted-foreground">
                          {m.weightedNote}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums" data-testid="average">
                      {c.average == null ? m.noGrade : `${c.average} %`}
                    </td>
                    <td className="px-2 py-2 text-center font-semibold" data-testid="letter">
                      {c.letter ?? m.noGrade}
                    </td>
                    <td className="py-2 pl-2 text-right tabular-nums">{hoursLabel(c.minutes)}</td>
                  </tr>
                  <tr>
                    <td colSpan={4} className="pb-2">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        {c.comment ? (
                          <p
                            className="min-w-0 flex-1 text-sm whitespace-pre-line wrap-anywhere"
                            data-testid="comment"
                          >
                            {c.comment}
                          </p>
                        ) : (
                          <span />
                        )}
                        <Writes>
                          <CommentDialog studentId={studentId} termId={card.term.id} row={c} />
                        </Writes>
                      </div>
                    </td>
                  </tr>
                </tbody>
              ))}
              {card.hours.otherMinutes > 0 ? (
                <tbody>
                  <tr>
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-muted-foreground">
                      {m.otherSubjects}
                    </th>
                    <td />
                    <td />
                    <td className="py-2 pl-2 text-right tabular-nums">
                      {hoursLabel(card.hours.otherMinutes)}
                    </td>
                  </tr>
                </tbody>
              ) : null}
            </table>
          </div>
        )}
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <section aria-labelledby="rc-attendance">
            <h3 id="rc-attendance" className="mb-2 font-semibold">
              {m.attendanceTitle}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{m.present}</dt>
              <dd className="text-right tabular-nums">{card.attendance.present}</dd>
              <dt>{m.absent}</dt>
              <dd className="text-right tabular-nums">{card.attendance.absent}</dd>
              <dt>{m.marked}</dt>
              <dd className="text-right tabular-nums">{card.attendance.marked}</dd>
            </dl>
          </section>
          <section aria-labelledby="rc-hours">
            <h3 id="rc-hours" className="mb-2 font-semibold">
              {m.hoursTitle}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{m.totalHours}</dt>
              <dd className="text-right tabular-nums" data-testid="total-hours">
                {hoursLabel(card.hours.totalMinutes)}
              </dd>
            </dl>
          </section>
        </div>
        <section aria-labelledby="rc-key">
          <h3 id="rc-key" className="mb-2 font-semibold">
            {m.gradingKey}
          </h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {scaleRanges(card.scale).map((r) => (
              <li key={r.letter}>
                <span className="font-semibold">{r.letter}</span>{' '}
                <span className="text-muted-foreground">{r.range}</span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
