import {
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Download, RotateCcw, Settings } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'sonner';
import { dayMinutes, findOverlap, firstFreeStart, placeInDay, timeLabel } from '@shared/domain/planner';
import { dayByDayMessages } from '@shared/messages/day-by-day';
import type { DayBlock, DayByDay, ScheduleEntry } from '@shared/schemas/day-by-day';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/lib/session';
import { useToday } from '@client/lib/use-today';
import {
  useAddEntry,
  useDayByDay,
  useDeleteBlock,
  useMoveEntry,
  useRemoveEntry,
  useResetDay,
} from '@client/api/day-by-day';
import { slotCollision, usePlannerSensors, type DragData, type SlotData } from '../dnd';
import { downloadSchedule } from '../export-schedule';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { PlannerLayout } from './planner-layout';
import { BlockCard, SavedBlocks } from './saved-blocks';
import { Timeline } from './timeline';
import { EntryCard, entryTimes } from './timeline-entry';
import { LoadError } from '@client/components/load-error';
import { lazyDialog } from '@client/components/lazy-dialog';

const BlockFormDialog = lazyDialog(() => import('./block-form-dialog').then((m) => m.BlockFormDialog));
const TimelineSettingsDialog = lazyDialog(() =>
  import('./timeline-settings-dialog').then((m) => m.TimelineSettingsDialog),
);

type Outcome =
  { kind: 'place'; startTime: number } | { kind: 'same' } | { kind: 'overlap' } | { kind: 'too-long' };

/** What a drop of `drag` at `start` would do: the client mirrors the server's snapping, clamping and overlap rule. */
function dropOutcome(drag: DragData, start: number, page: DayByDay): Outcome {
  const duration = drag.type === 'block' ? drag.block.defaultDuration : drag.entry.duration;
  const placed = placeInDay(start, duration, page.settings);
  if (!placed.ok) return { kind: 'too-long' };
  if (drag.type === 'entry' && placed.startTime === drag.entry.startTime) return { kind: 'same' };
  const ignore = drag.type === 'entry' ? drag.entry.id : undefined;
  if (findOverlap({ startTime: placed.startTime, duration }, page.schedule, ignore))
    return { kind: 'overlap' };
  return { kind: 'place', startTime: placed.startTime };
}

const dragName = (drag: DragData | undefined) =>
  drag?.type === 'block' ? drag.block.name : drag?.type === 'entry' ? drag.entry.block.name : 'Block';

function PlannerSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-[3fr_1fr]" aria-busy="true" aria-label="Loading the planner">
      <Skeleton className="h-[32rem] rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function Planner({ studentId, page }: { studentId: string; page: DayByDay }) {
  const me = useMe();
  const timeFormat = me.data?.profile.settings.timeFormat ?? '12h';
  const { settings, blocks, schedule } = page;
  const sensors = usePlannerSensors();
  const addEntry = useAddEntry(studentId);
  const moveEntry = useMoveEntry(studentId);
  const removeEntry = useRemoveEntry(studentId);
  const deleteBlock = useDeleteBlock();
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [form, setForm] = useState<{ open: boolean; block: DayBlock | null }>({ open: false, block: null });
  const [toDelete, setToDelete] = useState<DayBlock | null>(null);

  const label = (minutes: number) => timeLabel(minutes, settings, timeFormat);

  const drop = (drag: DragData, start: number) => {
    const outcome = dropOutcome(drag, start, page);
    if (outcome.kind === 'too-long') {
      toast.error(dayByDayMessages.addToScheduleFailed, { description: dayByDayMessages.tooLong });
      return;
    }
    // An overlapping drop is silently ignored (spec §5); the server would refuse it too.
    if (outcome.kind !== 'place') return;
    if (drag.type === 'block') addEntry.mutate({ blockId: drag.block.id, startTime: outcome.startTime });
    else moveEntry.mutate({ id: drag.entry.id, startTime: outcome.startTime });
  };

  const onDragStart = (e: DragStartEvent) =>
    setDragging((e.active.data.current as DragData | undefined) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const drag = e.active.data.current as DragData | undefined;
    const slot = e.over?.data.current as SlotData | undefined;
    if (drag && slot?.type === 'slot') drop(drag, slot.startTime);
  };

  const addToFirstFree = (block: DayBlock) => {
    const start = firstFreeStart(block.defaultDuration, schedule, settings);
    if (start === null) {
      const description =
        block.defaultDuration > dayMinutes(settings) ? dayByDayMessages.tooLong : dayByDayMessages.noFreeTime;
      toast.error(dayByDayMessages.addToScheduleFailed, { description });
      return;
    }
    addEntry.mutate(
      { blockId: block.id, startTime: start },
      { onSuccess: (entry) => toast.success(dayByDayMessages.addedAt(block.name, label(entry.startTime))) },
    );
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${dragName(active.data.current as DragData)}. Use the up and down arrow keys to choose a time, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      const slot = over?.data.current as SlotData | undefined;
      const name = dragName(active.data.current as DragData);
      if (!slot) return `${name} is not over the timeline.`;
      const outcome = dropOutcome(active.data.current as DragData, slot.startTime, page);
      return outcome.kind === 'overlap'
        ? `${name} is over ${slot.label}, which overlaps another block.`
        : `${name} is over ${slot.label}.`;
    },
    onDragEnd: ({ active, over }) => {
      const slot = over?.data.current as SlotData | undefined;
      const drag = active.data.current as DragData;
      const name = dragName(drag);
      if (!slot) return `${name} was not placed.`;
      const outcome = dropOutcome(drag, slot.startTime, page);
      if (outcome.kind === 'place') return `${name} was placed at ${label(outcome.startTime)}.`;
      if (outcome.kind === 'overlap') return `${name} would overlap another block, so it was not placed.`;
      if (outcome.kind === 'too-long') return `${name} is longer than the day, so it was not placed.`;
      return `${name} stayed at ${slot.label}.`;
    },
    onDragCancel: ({ active }) => `Dragging ${dragName(active.data.current as DragData)} was cancelled.`,
  };

  const overlay = dragging ? (
    dragging.type === 'block' ? (
      <BlockCard block={dragging.block} className="cursor-grabbing shadow-lg ring-2 ring-primary/50" />
    ) : (
      <EntryCard
        entry={dragging.entry}
        times={entryTimes(dragging.entry, settings, timeFormat)}
        className="cursor-grabbing shadow-lg ring-2 ring-primary/50"
      />
    )
  ) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={slotCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up a block, press Space or Enter. Use the up and down arrow keys to choose a time on the timeline. Press Space or Enter again to drop it there, or Escape to cancel.',
        },
      }}
    >
      <PlannerLayout
        timeline={
          <Timeline
            settings={settings}
            schedule={schedule}
            timeFormat={timeFormat}
            onRemove={(entry: ScheduleEntry) => removeEntry.mutate(entry.id)}
          />
        }
        blocks={
          <SavedBlocks
            blocks={blocks}
            adding={addEntry.isPending}
            onCreate={() => setForm({ open: true, block: null })}
            onEdit={(block) => setForm({ open: true, block })}
            onDelete={setToDelete}
            onAdd={addToFirstFree}
          />
        }
      />
      {createPortal(<DragOverlay dropAnimation={null}>{overlay}</DragOverlay>, document.body)}
      <BlockFormDialog
        open={form.open}
        block={form.block}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete block?"
        description={dayByDayMessages.confirmDeleteBlock(toDelete?.name ?? '')}
        confirmLabel="Delete"
        onConfirm={() => toDelete && deleteBlock.mutate(toDelete.id)}
      />
    </DndContext>
  );
}

function HeaderActions({ studentId, page }: { studentId: string; page: DayByDay | undefined }) {
  const resetDay = useResetDay(studentId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const empty = !page || page.schedule.length === 0;
  return (
    <>
      <Button variant="outline" onClick={() => setSettingsOpen(true)} disabled={!page}>
        <Settings aria-hidden /> Settings
      </Button>
      <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={!page || resetDay.isPending}>
        <RotateCcw aria-hidden /> Reset Day
      </Button>
      <Button
        onClick={() => page && downloadSchedule(page.schedule, page.settings.startTime)}
        disabled={empty}
      >
        <Download aria-hidden /> Export
      </Button>
      {page ? (
        <TimelineSettingsDialog open={settingsOpen} settings={page.settings} onOpenChange={setSettingsOpen} />
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset Day?"
        description={dayByDayMessages.confirmResetDay}
        confirmLabel="Reset Day"
        onConfirm={() => resetDay.mutate()}
      />
    </>
  );
}

const title = 'Day By Day';
const description = 'Plan today with reusable blocks.';

/** The /day-by-day page for a child: header actions, the child's timeline and the family's saved blocks. */
export function DayByDayPlanner({ studentId }: { studentId: string }) {
  const today = useToday();
  const query = useDayByDay(studentId, today);
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={<HeaderActions studentId={studentId} page={query.data} />}
      />
      {query.isPending ? (
        <PlannerSkeleton />
      ) : query.isError ? (
        <LoadError detail={query.error.message} onRetry={query.refetch} />
      ) : (
        <Planner studentId={studentId} page={query.data} />
      )}
    </div>
  );
}

/** The page's header without a child (under 'All children', above the prompt to choose one). */
export function DayByDayHeader() {
  return <PageHeader title={title} description={description} />;
}
