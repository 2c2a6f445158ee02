import { CalendarClock, Pin, PinOff, StepForward, Undo2 } from 'lucide-react';
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import type { LessonDto } from '@shared/schemas/lessons';
import { useReschedule } from '@client/api/reschedule';
import { planDay } from '../plan-day';

export type RescheduleKind = 'push' | 'pin';

const ITEM =
  'flex min-h-9 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/**
 * A lesson's reschedule menu (ADR 043): "Push from here…", "Pin to a date…", and, when it has them, Unpin and
 * Remove the push. The two that ask open the page's dialog through `onAsk`. A disclosure of plain buttons (no
 * menu library: the page's first load stays as it was): Escape or leaving it closes it, focus returns to the button.
 */
export function RescheduleMenu({
  lesson,
  onAsk,
  className,
}: {
  lesson: LessonDto;
  onAsk: (kind: RescheduleKind, lesson: LessonDto) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const reschedule = useReschedule();
  const close = (e: { currentTarget: HTMLElement }) => {
    setOpen(false);
    e.currentTarget.closest('[data-reschedule-menu]')?.querySelector<HTMLElement>('button')?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(e);
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const item = (label: string, icon: ReactNode, act: () => void, disabled = false, first = false) => (
    <button
      type="button"
      className={ITEM}
      disabled={disabled}
      autoFocus={first}
      onClick={(e) => {
        close(e);
        act();
      }}
    >
      {icon} {label}
    </button>
  );
  return (
    <div className="relative" data-reschedule-menu="" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className={className}
        aria-label={msg.menuLabel(lesson.title)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <CalendarClock aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={id}
          role="group"
          aria-label={msg.menuLabel(lesson.title)}
          className="absolute top-full right-0 z-20 mt-1 flex w-52 flex-col rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {item(
            msg.push,
            <StepForward aria-hidden="true" />,
            () => onAsk('push', lesson),
            !!lesson.pinnedDate,
            !lesson.pinnedDate,
          )}
          {item(msg.pin, <Pin aria-hidden="true" />, () => onAsk('pin', lesson), false, !!lesson.pinnedDate)}
          {lesson.pinnedDate
            ? item(msg.unpin, <PinOff aria-hidden="true" />, () =>
                reschedule.mutate({ kind: 'unpin', lessonId: lesson.id }),
              )
            : null}
          {lesson.shiftDays
            ? item(msg.removePush, <Undo2 aria-hidden="true" />, () =>
                reschedule.mutate({ kind: 'unshift', lessonId: lesson.id }),
              )
            : null}
        </div>
      ) : null}
    </div>
  );
}

/** The marks on a lesson's line: the day it is pinned to, the push from it. */
export function RescheduleMarks({ lesson }: { lesson: LessonDto }) {
  if (!lesson.pinnedDate && !lesson.shiftDays) return null;
  return (
    <>
      {lesson.pinnedDate ? (
        <span
          className="inline-flex items-center gap-1 font-medium text-primary"
          data-lesson-pin={lesson.pinnedDate}
        >
          <Pin className="size-3.5" aria-hidden="true" />
          {msg.pinnedOn(planDay(lesson.pinnedDate, lesson.pinnedDate))}
        </span>
      ) : null}
      {lesson.shiftDays ? (
        <span className="inline-flex items-center gap-1 font-medium text-primary" data-lesson-push="">
          <StepForward className="size-3.5" aria-hidden="true" />
          {msg.pushedBy(lesson.shiftDays)}
        </span>
      ) : null}
    </>
  );
}
