import { arrayMove } from '@dnd-kit/sortable';
import {
  AlertTriangle,
  ArrowLeft,
  ClipboardPaste,
  Copy,
  FileDown,
  FileUp,
  ListPlus,
  Plus,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatWeekdays } from '@shared/domain/class-schedule';
import { lessonMessages as msg } from '@shared/messages/lessons';
import type { LessonChildPlan, LessonDto, LessonPlan as Plan } from '@shared/schemas/lessons';
import type { Student } from '@shared/schemas/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { useMe } from '@client/lib/session';
import { useDeleteLesson, useLessonPlan, useReorderLessons } from '@client/api/lessons';
import { planDay } from '../plan-day';
import { BulkAddDialog, type BulkKind } from './bulk-add-dialog';
import { LessonFormDialog } from './lesson-form-dialog';
import { LoopProgress } from './loop-progress';
import { LessonList, type LessonActions, type LessonDay } from './lesson-list';
import type { RescheduleTarget } from './reschedule-dialog';
import { Writes } from '@client/components/writes';
import { lazyDialog } from '@client/components/lazy-dialog';

const CopyClassDialog = lazyDialog(() => import('./copy-class-dialog').then((m) => m.CopyClassDialog));
const PlanFileDialog = lazyDialog(() => import('./plan-file-dialog').then((m) => m.PlanFileDialog));
const RescheduleDialog = lazyDialog(() => import('./reschedule-dialog').then((m) => m.RescheduleDialog));

function BackToClasses() {
  return (
    <Button asChild variant="link" className="mb-2 h-auto px-0">
      <Link to="/classes">
        <ArrowLeft aria-hidden="true" /> {msg.backToClasses}
      </Link>
    </Button>
  );
}

/** A class's lesson plan: its lessons in order, each child's progress, and the ways to add, change and copy. */
export function LessonPlanPage({ classId }: { classId: string }) {
  const plan = useLessonPlan(classId);

  useEffect(() => {
    if (plan.isError && !(plan.error instanceof ApiError && plan.error.status === 404))
      toast.error(msg.fetchFailed);
  }, [plan.isError, plan.error, plan.errorUpdatedAt]);

  if (plan.isPending) {
    return (
      <>
        <BackToClasses />
        <PageHeader title={msg.pageTitle} />
        <div className="flex flex-col gap-4" role="status" aria-label="Loading the lesson plan">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </>
    );
  }
  if (plan.isError) {
    const missing = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <>
        <BackToClasses />
        <PageHeader title={msg.pageTitle} />
        {missing ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            {msg.classNotFound}
          </p>
        ) : (
          <LoadError message={msg.fetchFailed} onRetry={plan.refetch} retrying={plan.isFetching} />
        )}
      </>
    );
  }
  return <Loaded plan={plan.data} />;
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; lesson: LessonDto; number: number }
  | { kind: BulkKind }
  | { kind: 'copy' }
  | { kind: 'import' | 'export' }
  | null;

function Loaded({ plan }: { plan: Plan }) {
  const family = useMe().data?.students;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<LessonDto | null>(null);
  const reorder = useReorderLessons(plan.class.id);
  const remove = useDeleteLesson(plan.class.id);
  const cls = plan.class;
  const enrolled = useMemo(
    () => (family ?? []).filter((s) => cls.studentIds.includes(s.id)),
    [family, cls.studentIds],
  );
  const names = new Map((family ?? []).map((s) => [s.id, s.name]));
  // Each lesson's day per child: done on, or planned (the week's placement).
  const days = useMemo(() => {
    const byId = new Map(enrolled.map((s) => [s.id, s]));
    const map = new Map<string, LessonDay[]>();
    for (const child of plan.children) {
      const student = byId.get(child.studentId);
      if (!student) continue;
      for (const l of child.lessons)
        map.set(l.lessonId, [
          ...(map.get(l.lessonId) ?? []),
          { student, label: planDay(l.date, plan.today), done: l.done },
        ]);
      // A loop's item (ADR 041): how many times the child has done it, and the last day.
      for (const l of child.loopDone ?? [])
        map.set(l.lessonId, [
          ...(map.get(l.lessonId) ?? []),
          { student, label: planDay(l.lastDate, plan.today), done: true, times: l.count },
        ]);
    }
    return map;
  }, [enrolled, plan.children, plan.today]);

  // Stable, so the memoised rows do not re-render while a lesson is dragged.
  const onEdit = useCallback(
    (lesson: LessonDto, number: number) => setDialog({ kind: 'edit', lesson, number }),
    [],
  );
  const [rescheduling, setRescheduling] = useState<RescheduleTarget | null>(null);
  const onReschedule = useCallback(
    (kind: RescheduleTarget['kind'], lesson: LessonDto) => setRescheduling({ kind, lesson }),
    [],
  );
  const actions: LessonActions = useMemo(
    () => ({ onEdit, onDelete: setDeleting, onReschedule }),
    [onEdit, onReschedule],
  );
  const close = (open: boolean) => !open && setDialog(null);

  const addButtons = (
    <>
      <Button onClick={() => setDialog({ kind: 'add' })}>
        <Plus aria-hidden="true" /> {msg.addOne}
      </Button>
      <Button variant="outline" onClick={() => setDialog({ kind: 'pattern' })}>
        <ListPlus aria-hidden="true" /> {msg.addMany}
      </Button>
      <Button variant="outline" onClick={() => setDialog({ kind: 'lines' })}>
        <ClipboardPaste aria-hidden="true" /> {msg.paste}
      </Button>
      <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
        <FileUp aria-hidden="true" /> {msg.importPlan}
      </Button>
    </>
  );

  const deletingNames = deleting
    ? deleting.completedBy
        .map((id) => names.get(id))
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <>
      <BackToClasses />
      <PageHeader
        title={`${msg.pageTitle}: ${cls.title}`}
        description={`${cls.emoji} ${formatWeekdays(cls.daysOfWeek)} · ${msg.lessonCount(plan.lessons.length)}`}
        actions={
          <>
            {plan.lessons.length > 0 ? addButtons : null}
            <Button variant="outline" onClick={() => setDialog({ kind: 'copy' })}>
              <Copy aria-hidden="true" /> {msg.copy}
            </Button>
          </>
        }
        readActions={
          plan.lessons.length > 0 ? (
            <Button variant="outline" onClick={() => setDialog({ kind: 'export' })}>
              <FileDown aria-hidden="true" /> {msg.exportPlan}
            </Button>
          ) : null
        }
      />

      {plan.lessons.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <h2 className="text-lg font-bold">{msg.emptyTitle}</h2>
          <p className="max-w-md text-muted-foreground">{msg.emptyText}</p>
          <Writes>
            <div className="flex flex-wrap justify-center gap-2">{addButtons}</div>
          </Writes>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {cls.scheduleKind === 'loop' ? (
            <LoopProgress plan={plan} enrolled={enrolled} />
          ) : (
            <ChildrenProgress plan={plan} enrolled={enrolled} />
          )}
          <LessonList
            lessons={plan.lessons}
            students={enrolled}
            days={days}
            onReorder={reorder.mutate}
            actions={actions}
          />
        </div>
      )}

      <LessonFormDialog
        classId={cls.id}
        classMinutes={cls.minutes}
        editing={dialog?.kind === 'edit' ? dialog : undefined}
        total={plan.lessons.length}
        onMove={(from, to) => reorder.mutate(arrayMove(plan.lessons, from - 1, to - 1))}
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={close}
      />
      <BulkAddDialog
        kind={dialog?.kind === 'pattern' || dialog?.kind === 'lines' ? dialog.kind : null}
        classId={cls.id}
        classMinutes={cls.minutes}
        onOpenChange={close}
      />
      <CopyClassDialog plan={plan} open={dialog?.kind === 'copy'} onOpenChange={close} />
      <PlanFileDialog
        open={dialog?.kind === 'import' || dialog?.kind === 'export'}
        mode={dialog?.kind === 'import' || dialog?.kind === 'export' ? dialog.kind : null}
        classId={cls.id}
        classTitle={cls.title}
        onOpenChange={close}
      />
      <RescheduleDialog
        target={rescheduling}
        today={plan.today}
        open={rescheduling !== null}
        onOpenChange={(open) => !open && setRescheduling(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={msg.confirmDeleteTitle}
        description={
          deleting
            ? deletingNames
              ? msg.confirmDeleteCompleted(deleting.title, deletingNames)
              : msg.confirmDelete(deleting.title)
            : ''
        }
        confirmLabel={msg.confirmDeleteAction}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

/** Each enrolled child: 'N of M done · next Tue Sep 8 · ends Fri May 28', and the lessons that do not fit. */
function ChildrenProgress({ plan, enrolled }: { plan: Plan; enrolled: readonly Student[] }) {
  if (plan.children.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{msg.noChildren}</p>
    );
  const byId = new Map(enrolled.map((s) => [s.id, s]));
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Progress">
      {plan.children.map((child) => {
        const student = byId.get(child.studentId);
        return (
          <li
            key={child.studentId}
            className="flex items-start gap-3 rounded-xl border bg-card p-3 shadow-xs"
          >
            {student ? <ChildAvatar student={student} /> : null}
            <div className="min-w-0 flex-1">
              {student ? <p className="font-semibold wrap-anywhere">{student.name}</p> : null}
              <p className="text-sm">{progressLine(child, plan)}</p>
              {child.notFittingCount > 0 ? (
                <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
                  <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                  {msg.notFitting(child.notFittingCount)}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function progressLine(child: LessonChildPlan, plan: Plan): string {
  const parts = [msg.done(child.completedCount, plan.lessons.length)];
  if (child.completedCount >= plan.lessons.length) parts.push(msg.allDone);
  else if (!child.nextDate) parts.push(msg.noClassDays);
  if (child.nextDate) parts.push(msg.next(planDay(child.nextDate, plan.today)));
  if (child.projectedEnd) parts.push(msg.ends(planDay(child.projectedEnd, plan.today)));
  return parts.join(' · ');
}
