import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatWeekdays } from '@shared/domain/class-schedule';
import { countSchoolDays } from '@shared/domain/school-days';
import { schoolYearMessages as m, rangeLabel } from '@shared/messages/school-years';
import type { Break, SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { useDeleteBreak, useDeleteSchoolYear } from '@client/api/school-years';
import { ChildAvatar } from '@client/components/child-avatar';
import { ConfirmDeleteButton } from '@client/components/confirm-delete-button';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Writes } from '@client/components/writes';
import { lazyDialog } from '@client/components/lazy-dialog';

const BreakFormDialog = lazyDialog(() => import('./break-form-dialog').then((m) => m.BreakFormDialog));
const YearFormDialog = lazyDialog(() => import('./year-form-dialog').then((m) => m.YearFormDialog));

/** One school year: its dates and school days, its terms, its breaks (add, edit, delete); edit or delete it. */
export function YearCard({
  year,
  years,
  current,
  students,
}: {
  year: SchoolYear;
  years: readonly SchoolYear[];
  current: boolean;
  students: readonly Student[];
}) {
  const [editing, setEditing] = useState(false);
  const [addingBreak, setAddingBreak] = useState(false);
  const remove = useDeleteSchoolYear();
  const familyBreaks = year.breaks.filter((b) => b.studentIds === null);
  const headingId = `year-${year.id}-heading`;
  const termsId = `year-${year.id}-terms`;
  const breaksId = `year-${year.id}-breaks`;

  return (
    <li>
      <Card data-testid="school-year">
        <CardHeader>
          <CardTitle className="flex min-w-0 flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-semibold wrap-anywhere">
              {year.name}
            </h2>
            {current ? <Badge variant="success">{m.current}</Badge> : null}
          </CardTitle>
          <CardDescription className="flex flex-col gap-0.5">
            <span>{rangeLabel(year.startDate, year.endDate)}</span>
            <span>
              {formatWeekdays(year.weekdays)} · {m.schoolDays(countSchoolDays(year, familyBreaks))} ·{' '}
              {m.classCount(year.classCount)}
            </span>
          </CardDescription>
          <CardAction className="flex">
            <Writes>
              <Button
                variant="ghost"
                size="icon"
                aria-label={m.editYear(year.name)}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <ConfirmDeleteButton
                label={m.deleteYear(year.name)}
                title={m.deleteYearTitle(year.name)}
                description={m.deleteYearDescription(year.name, year.classCount)}
                onConfirm={() => remove.mutate(year)}
                disabled={remove.isPending}
                className="text-destructive hover:bg-destructive/10"
              />
            </Writes>
          </CardAction>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <section aria-labelledby={termsId} className="flex min-w-0 flex-col gap-2">
            <h3 id={termsId} className="font-semibold">
              {m.termsLabel}
            </h3>
            <ol className="flex flex-col gap-1.5 text-sm">
              {year.terms.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-wrap justify-between gap-x-3 rounded-lg bg-muted/50 px-3 py-2"
                >
                  <span className="min-w-0 font-medium wrap-anywhere">{t.name}</span>
                  <span className="text-muted-foreground">
                    {rangeLabel(t.startDate, t.endDate)} ·{' '}
                    {m.schoolDays(countSchoolDays({ ...t, weekdays: year.weekdays }, familyBreaks))}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={breaksId} className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 id={breaksId} className="font-semibold">
                {m.breaksLabel}
              </h3>
              <Writes>
                <Button variant="outline" size="sm" onClick={() => setAddingBreak(true)}>
                  <Plus aria-hidden="true" /> {m.addBreak}
                </Button>
              </Writes>
            </div>
            {year.breaks.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.noBreaks}</p>
            ) : (
              <ul className="flex flex-col gap-1.5">
                {year.breaks.map((b) => (
                  <BreakRow key={b.id} item={b} year={year} students={students} />
                ))}
              </ul>
            )}
          </section>
        </CardContent>
      </Card>
      <YearFormDialog year={year} years={years} open={editing} onOpenChange={setEditing} />
      <BreakFormDialog year={year} students={students} open={addingBreak} onOpenChange={setAddingBreak} />
    </li>
  );
}

/** A break: its name, days and who it is for (the whole family, or the children's avatars and names). */
function BreakRow({ item, year, students }: { item: Break; year: SchoolYear; students: readonly Student[] }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteBreak();
  const children = item.studentIds ? students.filter((s) => item.studentIds!.includes(s.id)) : null;
  return (
    <li className="flex items-start gap-2 rounded-lg border px-3 py-2 text-sm" data-testid="break-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium wrap-anywhere">{item.label}</p>
        <p className="text-muted-foreground">{rangeLabel(item.startDate, item.endDate)}</p>
        {children?.length === 0 ? (
          <p className="text-muted-foreground">{m.breakNoChildren}</p>
        ) : children ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={m.breakChildrenLegend}>
            {children.map((s) => (
              <li key={s.id} className="flex min-w-0 items-center gap-1.5">
                <ChildAvatar student={s} size="sm" />
                <span className="wrap-anywhere">{s.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{m.wholeFamily}</p>
        )}
      </div>
      <Writes>
        <div className="-my-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={m.editBreak(item.label)}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDeleteButton
            label={m.deleteBreak(item.label)}
            title={m.deleteBreakTitle(item.label)}
            description={m.deleteBreakDescription(item.label)}
            onConfirm={() => remove.mutate(item)}
            disabled={remove.isPending}
            className="text-destructive hover:bg-destructive/10"
          />
        </div>
      </Writes>
      <BreakFormDialog year={year} item={item} students={students} open={editing} onOpenChange={setEditing} />
    </li>
  );
}
