import { useDroppable } from '@dnd-kit/core';
import {
  dayRange,
  timelineHeight,
  timelineRows,
  entryBox,
  type TimeFormat,
  type TimelineRow,
} from '@shared/domain/planner';
import type { ScheduleEntry } from '@shared/schemas/day-by-day';
import type { DayByDaySettings } from '@shared/schemas/settings';
import { cn } from '@client/lib/utils';
import { slotDropId, type SlotData } from '../dnd';
import { TimelineEntry } from './timeline-entry';

const LABEL_COLUMN = 'left-[4.5rem]';

function TimelineSlot({ row }: { row: TimelineRow }) {
  const data: SlotData = { type: 'slot', startTime: row.startTime, label: row.label };
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(row.index), data });
  return (
    <div
      className="absolute inset-x-0 border-t border-border/70"
      style={{ top: row.top, height: row.height }}
    >
      <span className="absolute top-1 left-0 w-16 text-right text-xs font-medium whitespace-nowrap text-muted-foreground">
        {row.label}
      </span>
      <div
        ref={setNodeRef}
        data-testid={`slot-${row.startTime}`}
        className={cn(
          'absolute inset-y-0 right-0 rounded-md transition-colors',
          LABEL_COLUMN,
          isOver && 'bg-primary/10 ring-2 ring-primary/40 ring-inset',
        )}
      />
    </div>
  );
}

export function Timeline({
  settings,
  schedule,
  timeFormat,
  onRemove,
}: {
  settings: DayByDaySettings;
  schedule: ScheduleEntry[];
  timeFormat: TimeFormat;
  onRemove: (entry: ScheduleEntry) => void;
}) {
  const rows = timelineRows(settings, timeFormat);
  const range = dayRange(settings, timeFormat);
  const boxes = schedule.map((entry) => ({ entry, box: entryBox(entry, settings.blockSize) }));
  const height = Math.max(timelineHeight(settings), ...boxes.map(({ box }) => box.top + box.height));
  return (
    <section
      aria-labelledby="timeline-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="timeline-title" className="text-lg font-bold">
          Today&apos;s Schedule
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="timeline-range">
          {range.start} – {range.end}
        </p>
      </header>
      {schedule.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
          Drag a saved block onto a time, or use its add button to place it in the first free slot.
        </p>
      ) : null}
      <div className="relative" style={{ height }}>
        {rows.map((row) => (
          <TimelineSlot key={row.index} row={row} />
        ))}
        <div
          className="absolute inset-x-0 border-t border-border/70"
          style={{ top: timelineHeight(settings) }}
          aria-hidden
        />
        <ol aria-label="Scheduled blocks" className="pointer-events-none absolute inset-0">
          {boxes.map(({ entry, box }) => (
            <li
              key={entry.id}
              className={cn('pointer-events-auto absolute right-0 pr-1 pl-1', LABEL_COLUMN)}
              style={{ top: box.top + 2, height: box.height - 4 }}
            >
              <TimelineEntry entry={entry} settings={settings} timeFormat={timeFormat} onRemove={onRemove} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
