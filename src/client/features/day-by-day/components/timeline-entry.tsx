import { useDraggable } from '@dnd-kit/core';
import { GripVertical, X } from 'lucide-react';
import { timeLabel, type TimeFormat } from '@shared/domain/planner';
import type { ScheduleEntry } from '@shared/schemas/day-by-day';
import type { DayByDaySettings } from '@shared/schemas/settings';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { blockBgClass } from '../block-color-classes';
import { entryDragId, type DragData } from '../dnd';
import { useCan } from '@client/lib/role';

export function entryTimes(entry: ScheduleEntry, settings: DayByDaySettings, timeFormat: TimeFormat): string {
  return `${timeLabel(entry.startTime, settings, timeFormat)} – ${timeLabel(entry.startTime + entry.duration, settings, timeFormat)}`;
}

/** The look of a scheduled entry, shared by the timeline and the drag preview. */
export function EntryCard({
  entry,
  times,
  className,
  handle,
  actions,
}: {
  entry: ScheduleEntry;
  times: string;
  className?: string;
  handle?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex h-full items-start gap-1 overflow-hidden rounded-lg border border-black/10 px-1.5 py-1.5 text-gray-900 shadow-sm',
        blockBgClass[entry.block.color],
        className,
      )}
    >
      {handle}
      <div className="min-w-0 flex-1 py-0.5">
        <p className="truncate text-sm font-semibold">{entry.block.name}</p>
        <p className="flex flex-wrap gap-x-1 text-xs text-gray-700">
          <span>{times}</span>
          <span>· {entry.duration} min</span>
        </p>
        {entry.block.purpose ? <p className="truncate text-xs text-gray-700">{entry.block.purpose}</p> : null}
      </div>
      {actions}
    </div>
  );
}

export function TimelineEntry({
  entry,
  settings,
  timeFormat,
  onRemove,
}: {
  entry: ScheduleEntry;
  settings: DayByDaySettings;
  timeFormat: TimeFormat;
  onRemove: (entry: ScheduleEntry) => void;
}) {
  const data: DragData = { type: 'entry', entry };
  // A viewer moves nothing (ADR 024): no drag, no handle, no removal.
  const viewOnly = useCan().viewOnly;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: entryDragId(entry.id),
    data,
    disabled: viewOnly,
  });
  const times = entryTimes(entry, settings, timeFormat);
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-testid="schedule-entry"
      className={cn('h-full touch-manipulation', isDragging && 'opacity-40')}
    >
      <EntryCard
        entry={entry}
        times={times}
        handle={
          viewOnly ? null : (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              aria-label={`Move ${entry.block.name}, ${times}`}
              className="inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-gray-700 outline-none hover:bg-black/5 focus-visible:ring-[3px] focus-visible:ring-ring/60 active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden />
            </button>
          )
        }
        actions={
          viewOnly ? null : (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 shrink-0 text-gray-700 hover:bg-black/5 hover:text-gray-900"
              aria-label={`Remove ${entry.block.name} from the schedule`}
              onClick={() => onRemove(entry)}
            >
              <X aria-hidden />
            </Button>
          )
        }
      />
    </div>
  );
}
