import { Pin } from 'lucide-react';
import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import { DropdownMenuItem } from '@client/components/ui/dropdown-menu';
import { useReschedule } from '@client/api/reschedule';

/** 'Pin to this day' in a lesson's menu on the week (ADR 043): the lesson keeps this day; Undo in the toast. */
export function PinToThisDay({
  lessonId,
  title,
  date,
  dayLabel,
}: {
  lessonId: string;
  title: string;
  date: string;
  dayLabel: string;
}) {
  const reschedule = useReschedule();
  return (
    <DropdownMenuItem
      onSelect={() => reschedule.mutate({ kind: 'pin', lessonId, date, label: dayLabel })}
      aria-label={msg.pinHereLabel(title, dayLabel)}
    >
      <Pin aria-hidden="true" />
      {msg.pinHere}
    </DropdownMenuItem>
  );
}
