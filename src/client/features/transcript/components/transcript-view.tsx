import { Download, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { COURSE_LEVEL_LABELS, gradingKeyEntries, formatCredits, formatGpa } from '@shared/domain/gpa';
import { transcriptMessages as m } from '@shared/messages/transcript';
import type { Student } from '@shared/schemas/students';
import type { Transcript, TranscriptCourse, TranscriptYear } from '@shared/schemas/transcript';
import { transcriptPdfUrl, useDeleteCourse, useTranscript } from '@client/api/transcript';
import { EditDeleteActions } from '@client/components/edit-delete-actions';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CourseFormDialog } from './course-form-dialog';
import { TranscriptSettingsCard } from './transcript-settings-card';
import { Writes } from '@client/components/writes';
import '@client/components/print-sheet.css';
import './transcript-print.css';
import { downloadPdf } from '@client/lib/pdf-download';

const bonusText = (n: number) => `+${n}`;

function gradeText(c: TranscriptCourse): string {
  if (c.level === 'pass_fail') return c.passed == null ? m.inProgress : c.passed ? m.passedYes : m.passedNo;
  if (c.percent == null) return m.inProgress;
  return `${c.percent} % · ${c.letter}`;
}

/** Records › Transcript: a child's courses by year with the GPA, the forms, print and PDF. */
export function TranscriptView({ child }: { child: Student }) {
  const transcript = useTranscript(child.id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TranscriptCourse | null>(null);
  const data = transcript.data;
  const lastYear = data?.years.at(-1);

  const actions = (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Writes>
        <Button onClick={() => setAdding(true)} disabled={!data}>
          <Plus aria-hidden="true" /> {m.addCourse}
        </Button>
      </Writes>
      <Button variant="outline" asChild>
        <a href={transcriptPdfUrl(child.id)} download onClick={downloadPdf}>
          <Download aria-hidden="true" /> {m.downloadPdf}
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> {m.print}
      </Button>
    </div>
  );

  return (
    <div className="print-sheet transcript-sheet flex flex-col gap-6">
      <PageHeader
        title={`${m.pageTitle} · ${child.name}`}
        description={m.pageDescription}
        readActions={actions}
      />
      {transcript.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={m.pageTitle}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : transcript.isError ? (
        <LoadError
          message={m.loadFailed}
          detail={transcript.error.message}
          onRetry={() => transcript.refetch()}
          retrying={transcript.isFetching}
        />
      ) : data ? (
        <>
          <GpaSummary transcript={data} />
          {data.years.length === 0 ? (
            <Card className="print:hidden">
              <CardContent className="flex flex-col items-start gap-3 py-6">
                <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
                <p className="text-muted-foreground">{m.emptyDescription}</p>
                <Writes>
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden="true" /> {m.addCourse}
                  </Button>
                </Writes>
              </CardContent>
            </Card>
          ) : (
            data.years.map((year) => (
              <YearSection
                key={`${year.gradeLevel}-${year.yearLabel}`}
                studentId={child.id}
                year={year}
                onEdit={setEditing}
              />
            ))
          )}
          <GradingKey transcript={data} />
          <div className="print-sheet-only mt-10">
            <div className="flex gap-10">
              <div className="w-72 border-t border-black pt-1 text-xs">{m.signature}</div>
              <div className="w-40 border-t border-black pt-1 text-xs">Date</div>
            </div>
          </div>
          <Writes>
            <TranscriptSettingsCard key={JSON.stringify(data.settings)} settings={data.settings} />
          </Writes>
          <CourseFormDialog
            studentId={child.id}
            open={adding}
            onOpenChange={setAdding}
            last={lastYear}
            hoursPerCredit={data.settings.hoursPerCredit}
          />
          <CourseFormDialog
            studentId={child.id}
            item={editing ?? undefined}
            open={editing !== null}
            onOpenChange={(open) => (open ? null : setEditing(null))}
            hoursPerCredit={data.settings.hoursPerCredit}
          />
        </>
      ) : null}
    </div>
  );
}

function GpaSummary({ transcript }: { transcript: Transcript }) {
  const c = transcript.cumulative;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.gpaTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-4" data-testid="gpa-cumulative">
          <div>
            <dt className="text-sm text-muted-foreground">{m.unweighted}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="gpa-unweighted">
              {formatGpa(c.unweighted)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{m.weighted}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="gpa-weighted">
              {formatGpa(c.weighted)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{m.creditsEarned}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="credits-earned">
              {formatCredits(c.creditsEarned)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function YearSection({
  studentId,
  year,
  onEdit,
}: {
  studentId: string;
  year: TranscriptYear;
  onEdit: (course: TranscriptCourse) => void;
}) {
  const remove = useDeleteCourse(studentId);
  const heading = `${m.gradeLabel(year.gradeLevel)} · ${year.yearLabel}`;
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 className="text-lg font-semibold wrap-anywhere">{heading}</h2>
        <p className="text-sm text-muted-foreground" data-testid="year-gpa">
          {m.yearSummary(
            formatGpa(year.unweighted),
            formatGpa(year.weighted),
            formatCredits(year.creditsEarned),
          )}
        </p>
      </div>
      <ul className="grid grid-cols-1 divide-y rounded-lg border">
        {year.courses.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium wrap-anywhere">{c.title}</p>
              {c.teacherName ? (
                <p className="text-xs text-muted-foreground wrap-anywhere">{m.teacherLine(c.teacherName)}</p>
              ) : null}
              {c.className ? (
                <p className="text-xs text-muted-foreground wrap-anywhere">
                  {c.className}
                  {c.creditsEntered == null ? ` · ${m.fromHours}` : ''}
                  {c.finalPercent == null && c.level !== 'pass_fail' && c.percent != null
                    ? ` · ${m.fromClass}`
                    : ''}
                </p>
              ) : null}
            </div>
            <Badge variant={c.level === 'regular' ? 'outline' : 'secondary'}>
              {COURSE_LEVEL_LABELS[c.level]}
            </Badge>
            <span className="w-24 text-sm tabular-nums">
              {formatCredits(c.credits)} {m.columnCredits.toLowerCase()}
            </span>
            <span className="w-28 text-sm font-medium tabular-nums">{gradeText(c)}</span>
            <EditDeleteActions
              editLabel={m.editCourse(c.title)}
              onEdit={() => onEdit(c)}
              deleteLabel={m.deleteCourse(c.title)}
              deleteTitle={m.deleteTitle}
              deleteDescription={m.deleteDescription(c.title)}
              onDelete={() => remove.mutate(c.id)}
              deleting={remove.isPending}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GradingKey({ transcript }: { transcript: Transcript }) {
  const s = transcript.settings;
  return (
    <section aria-label={m.gradingKey} className="text-sm">
      <h2 className="mb-1 font-semibold">{m.gradingKey}</h2>
      <p className="text-muted-foreground">{gradingKeyEntries(transcript.scale).join(' · ')}</p>
      <p className="mt-1 text-muted-foreground">
        {m.gradingKeyNote(bonusText(s.honorsBonus), bonusText(s.apBonus), bonusText(s.dualBonus))}
      </p>
    </section>
  );
}
