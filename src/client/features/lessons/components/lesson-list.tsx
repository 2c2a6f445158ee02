import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { lessonMessages as msg } from '../../../../shared/messages/lessons';
import type { LessonDto } from '../../../../shared/schemas/lessons';
import type { Student } from '../../../../shared/schemas/students';
import { ChildAvatar } from '../../../components/child-avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useLessonSensors } from '../dnd';

/**
 * How many lessons the list shows at first, and how many more each 'Show more' adds: a plan of 1,000 lessons
 * opens as fast as one of 100, and dragging stays smooth (every shown lesson is a drop target).
 */
export const LESSONS_SHOWN_STEP = 100;

export interface LessonActions {
  onEdit: (lesson: LessonDto) => void;
  onDelete: (lesson: LessonDto) => void;
}

/** The plan's lessons in order, each movable by its handle (pointer, touch or keyboard). */
export function LessonList({
  lessons,
  students,
  onReorder,
  actions,
}: {
  lessons: LessonDto[];
  /** The enrolled children, for whose completions each lesson shows. */
  students: readonly Student[];
  onReorder: (lessons: LessonDto[]) => void;
  actions: LessonActions;
}) {
  const sensors = useLessonSensors();
  const [shown, setShown] = useState(LESSONS_SHOWN_STEP);
  const visible = lessons.length > shown ? lessons.slice(0, shown) : lessons;
  const ids = visible.map((l) => l.id);
  const byId = new Map(lessons.map((l, i) => [l.id, { lesson: l, number: i + 1 }]));
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.lesson.title ?? '';
  const numberOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : (byId.get(String(id))?.number ?? 0);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    // The shown lessons are the plan's first ones, so their places are the plan's.
    if (from >= 0 && to >= 0) onReorder(arrayMove(lessons, from, to));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => msg.dragStart(titleOf(active.id), numberOf(active.id)),
    onDragOver: ({ active, over }) => (over ? msg.dragOver(titleOf(active.id), numberOf(over.id)) : ''),
    onDragEnd: ({ active, over }) =>
      over ? msg.dragEnd(titleOf(active.id), numberOf(over.id)) : msg.dragCancel(titleOf(active.id)),
    onDragCancel: ({ active }) => msg.dragCancel(titleOf(active.id)),
  };

  return (
    <div className="flex flex-col gap-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: msg.dragInstructions } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label={msg.listLabel} className="flex flex-col divide-y rounded-xl border bg-card">
            {visible.map((lesson, i) => (
              <SortableLesson
                key={lesson.id}
                lesson={lesson}
                number={i + 1}
                students={students}
                actions={actions}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {lessons.length > shown ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => setShown((n) => n + LESSONS_SHOWN_STEP)}
        >
          {msg.showMore(Math.min(LESSONS_SHOWN_STEP, lessons.length - shown))}
        </Button>
      ) : null}
    </div>
  );
}

/** A lesson as a sortable item: only this wrapper follows the drag; its row below is memoised. */
function SortableLesson({
  lesson,
  number,
  students,
  actions,
}: {
  lesson: LessonDto;
  number: number;
  students: readonly Student[];
  actions: LessonActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: lesson.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex items-start gap-1 bg-card py-2 pr-2 pl-1 first:rounded-t-xl last:rounded-b-xl',
        isDragging && 'z-10 shadow-lg ring-2 ring-primary/50',
      )}
      data-lesson-id={lesson.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={msg.moveHandle(lesson.title)}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <LessonRow lesson={lesson} number={number} students={students} actions={actions} />
    </li>
  );
}

const LessonRow = memo(function LessonRow({
  lesson,
  number,
  students,
  actions,
}: {
  lesson: LessonDto;
  number: number;
  students: readonly Student[];
  actions: LessonActions;
}) {
  const doneBy = students.filter((s) => lesson.completedBy.includes(s.id));
  return (
    <>
      <span className="w-9 shrink-0 pt-2.5 text-right text-sm font-semibold text-muted-foreground tabular-nums">
        {number}
      </span>
      <div className="min-w-0 flex-1 py-2 pl-2">
        <p className="font-medium wrap-anywhere">{lesson.title}</p>
        {lesson.notes ? (
          <p className="mt-0.5 line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
            {lesson.notes}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{msg.minutes(lesson.minutes)}</span>
          {doneBy.length > 0 ? (
            <span className="inline-flex items-center gap-1 text-success">
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
        </p>
      </div>
      <div className="flex shrink-0">
        <Button
          variant="ghost"
          size="icon"
          className="size-10"
          aria-label={msg.editLesson(lesson.title)}
          onClick={() => actions.onEdit(lesson)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-10 text-destructive hover:text-destructive"
          aria-label={msg.deleteLesson(lesson.title)}
          onClick={() => actions.onDelete(lesson)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </>
  );
});
