import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, ChevronLeft, ChevronRight, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { lessonMessages as msg } from '@shared/messages/lessons';
import type { LessonDto } from '@shared/schemas/lessons';
import type { Student } from '@shared/schemas/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { Button } from '@client/components/ui/button';
import { useLessonSensors } from '../dnd';
import { Writes } from '@client/components/writes';
import { useCan } from '@client/lib/role';
import { RescheduleMarks, RescheduleMenu, type RescheduleKind } from './reschedule-menu';

/**
 * Lessons shown at once. A plan holds up to 1,000; every shown lesson is a sortable item (measured on each
 * pick-up, re-rendered on each step of a drag), so the list shows them a page at a time: a page of 100 opens,
 * drags and re-renders as fast as a short plan. Moving a lesson to another page: its 'Position' (Edit lesson).
 */
export const LESSONS_PER_PAGE = 100;

/** A lesson's day for a child: the day it was done on, or the day the plan places it. */
export interface LessonDay {
  student: Student;
  /** 'Tue Sep 8' */
  label: string;
  done: boolean;
  /** A loop's item (ADR 041): how many times the child has done it; `label` is then the last day. */
  times?: number;
}

const NO_DAYS: readonly LessonDay[] = [];

export interface LessonActions {
  onEdit: (lesson: LessonDto, number: number) => void;
  onDelete: (lesson: LessonDto) => void;
  /** "Push from here…" or "Pin to a date…" chosen in the lesson's menu (ADR 043). */
  onReschedule: (kind: RescheduleKind, lesson: LessonDto) => void;
}

/** The plan's lessons in order, a page at a time, each movable by its handle (pointer, touch or keyboard). */
export function LessonList({
  lessons,
  students,
  days,
  onReorder,
  actions,
}: {
  lessons: LessonDto[];
  /** The enrolled children, for whose completions each lesson shows. */
  students: readonly Student[];
  /** Each lesson's days per child (by lesson id). */
  days: ReadonlyMap<string, readonly LessonDay[]>;
  onReorder: (lessons: LessonDto[]) => void;
  actions: LessonActions;
}) {
  const sensors = useLessonSensors();
  const pages = Math.max(1, Math.ceil(lessons.length / LESSONS_PER_PAGE));
  const [chosenPage, setPage] = useState(0);
  const page = Math.min(chosenPage, pages - 1);
  const offset = page * LESSONS_PER_PAGE;
  const visible = lessons.slice(offset, offset + LESSONS_PER_PAGE);
  const ids = visible.map((l) => l.id);
  const titleOf = (id: UniqueIdentifier) => visible.find((l) => l.id === id)?.title ?? '';
  const numberOf = (id: UniqueIdentifier) => offset + ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(lessons, offset + from, offset + to));
  };

  // A pick-up is over its own place at once: the pick-up says so, not a move.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return msg.dragStart(titleOf(active.id), numberOf(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return msg.dragOver(titleOf(active.id), numberOf(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? msg.dragEnd(titleOf(active.id), numberOf(over.id)) : msg.dragCancel(titleOf(active.id)),
    onDragCancel: ({ active }) => msg.dragCancel(titleOf(active.id)),
  };

  /** Previous, 'Lessons 101–200 of 1000', Next: above the list (announcing the page) and below it. */
  const pager = (end: boolean) =>
    pages > 1 ? (
      <nav
        aria-label={end ? msg.pagesLabelEnd : msg.pagesLabel}
        className="grid grid-cols-[auto_1fr_auto] items-center gap-2"
      >
        <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
          <ChevronLeft aria-hidden="true" /> {msg.previousPage}
        </Button>
        <p className="text-center text-sm text-muted-foreground" aria-live={end ? undefined : 'polite'}>
          {msg.pageRange(offset + 1, offset + visible.length, lessons.length)}
        </p>
        <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
          {msg.nextPage} <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    ) : null;

  return (
    <div className="flex flex-col gap-3">
      {pager(false)}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: msg.dragInstructions } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol
            aria-label={msg.listLabel}
            start={offset + 1}
            className="flex flex-col divide-y rounded-xl border bg-card"
          >
            {visible.map((lesson, i) => (
              <SortableLesson
                key={lesson.id}
                lesson={lesson}
                number={offset + i + 1}
                students={students}
                days={days.get(lesson.id) ?? NO_DAYS}
                actions={actions}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {pager(true)}
    </div>
  );
}

/** A lesson as a sortable item: only this wrapper follows the drag; its row is memoised. */
function SortableLesson({
  lesson,
  number,
  students,
  days,
  actions,
}: {
  lesson: LessonDto;
  number: number;
  students: readonly Student[];
  days: readonly LessonDay[];
  actions: LessonActions;
}) {
  // A viewer reorders nothing (ADR 024): no drag, no handle.
  const viewOnly = useCan().viewOnly;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: lesson.id, disabled: viewOnly });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? `${ROW} z-10 shadow-lg ring-2 ring-primary/50` : ROW}
      data-lesson-id={lesson.id}
    >
      {viewOnly ? null : (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={msg.moveHandle(lesson.title)}
          className={HANDLE}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      )}
      <LessonRow lesson={lesson} number={number} students={students} days={days} actions={actions} />
    </li>
  );
}

// Fixed class names (no class merging per row): a page of rows renders in one quick pass.
const ROW = 'relative flex items-start gap-1 bg-card py-2 pr-2 pl-1 first:rounded-t-xl last:rounded-b-xl';
const HANDLE =
  'flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 active:cursor-grabbing';
const ICON_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4';

const LessonRow = memo(function LessonRow({
  lesson,
  number,
  students,
  days,
  actions,
}: {
  lesson: LessonDto;
  number: number;
  students: readonly Student[];
  days: readonly LessonDay[];
  actions: LessonActions;
}) {
  const doneBy = lesson.completedBy.length ? students.filter((s) => lesson.completedBy.includes(s.id)) : [];
  return (
    <>
      <span className="w-9 shrink-0 pt-2.5 text-right text-sm font-semibold text-muted-foreground tabular-nums">
        {number}
      </span>
      <div className="min-w-0 flex-1 py-2 pl-2">
        <p className="font-medium wrap-anywhere" data-lesson-title="">
          {lesson.title}
        </p>
        {lesson.notes ? (
          <p className="mt-0.5 line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
            {lesson.notes}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{msg.minutes(lesson.minutes)}</span>
          <RescheduleMarks lesson={lesson} />
          {doneBy.length > 0 ? (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <Check className="size-3.5" aria-hidden="true" />
              {students.length > 1
                ? doneBy.map((s) => (
                    <ChildAvatar key={s.id} student={s} size="sm" className="size-5 text-xs" />
                  ))
                : null}
              <span className={students.length > 1 ? 'sr-only' : undefined}>
                {msg.completedBy(doneBy.map((s) => s.name).join(', '))}
              </span>
            </span>
          ) : null}
          {days.map((d) => (
            <span key={d.student.id} className="wrap-anywhere" data-lesson-day={d.done ? 'done' : 'planned'}>
              {students.length > 1 ? `${d.student.name}: ` : ''}
              {d.times
                ? msg.loopDone(d.times, d.label)
                : d.done
                  ? msg.doneOn(d.label)
                  : msg.plannedOn(d.label)}
            </span>
          ))}
        </p>
      </div>
      <Writes>
        <div className="flex shrink-0">
          <RescheduleMenu lesson={lesson} onAsk={actions.onReschedule} className={ICON_BUTTON} />
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={msg.editLesson(lesson.title)}
            onClick={() => actions.onEdit(lesson, number)}
          >
            <Pencil aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} text-destructive`}
            aria-label={msg.deleteLesson(lesson.title)}
            onClick={() => actions.onDelete(lesson)}
          >
            <Trash2 aria-hidden="true" />
          </button>
        </div>
      </Writes>
    </>
  );
});
