import { CalendarClock, Pin, PinOff, StepForward, Undo2 } from 'lucide-react';
import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import type { LessonDto } from '@shared/schemas/lessons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useReschedule } from '@client/api/reschedule';
import { planDay } from '../plan-day';

export type RescheduleKind = 'push' | 'pin';

/**
 * A lesson's reschedule menu (ADR 043): "Push from here…", "Pin to a date…", and, when it has them, Unpin and
 * Remove the push. The two that ask open the page's dialog through `onAsk`.
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
  const reschedule = useReschedule();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={className} aria-label={msg.menuLabel(lesson.title)}>
        <CalendarClock aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled={!!lesson.pinnedDate} onSelect={() => onAsk('push', lesson)}>
          <StepForward aria-hidden="true" /> {msg.push}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAsk('pin', lesson)}>
          <Pin aria-hidden="true" /> {msg.pin}
        </DropdownMenuItem>
        {lesson.pinnedDate ? (
          <DropdownMenuItem onSelect={() => reschedule.mutate({ kind: 'unpin', lessonId: lesson.id })}>
            <PinOff aria-hidden="true" /> {msg.unpin}
          </DropdownMenuItem>
        ) : null}
        {lesson.shiftDays ? (
          <DropdownMenuItem onSelect={() => reschedule.mutate({ kind: 'unshift', lessonId: lesson.id })}>
            <Undo2 aria-hidden="true" /> {msg.removePush}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
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
