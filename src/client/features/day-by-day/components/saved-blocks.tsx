import { useDraggable } from '@dnd-kit/core';
import { CalendarPlus, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import type { DayBlock } from '@shared/schemas/day-by-day';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { blockBgClass } from '../block-color-classes';
import { blockDragId, type DragData } from '../dnd';
import { useCan } from '@client/lib/role';
import { Writes } from '@client/components/writes';

/** The look of a saved block, shared by the list and the drag preview. */
export function BlockCard({
  block,
  handle,
  actions,
  className,
}: {
  block: DayBlock;
  handle?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-black/10 p-2 text-gray-900 shadow-sm',
        blockBgClass[block.color],
        className,
      )}
    >
      <div className="flex items-start gap-1">
        {handle}
        <div className="min-w-0 flex-1 py-1">
          <p className="font-semibold wrap-anywhere">{block.name}</p>
          <p className="text-xs text-gray-700">{block.defaultDuration} min</p>
        </div>
      </div>
      {block.purpose || block.description ? (
        <div className="space-y-0.5 px-1 text-xs text-gray-700 wrap-anywhere">
          {block.purpose ? <p className="font-medium">{block.purpose}</p> : null}
          {block.description ? <p className="line-clamp-3">{block.description}</p> : null}
        </div>
      ) : null}
      {actions}
    </div>
  );
}

function SavedBlock({
  block,
  onAdd,
  onEdit,
  onDelete,
  adding,
}: {
  block: DayBlock;
  onAdd: (block: DayBlock) => void;
  onEdit: (block: DayBlock) => void;
  onDelete: (block: DayBlock) => void;
  adding: boolean;
}) {
  const data: DragData = { type: 'block', block };
  // A viewer moves nothing (ADR 024): no drag, no handle, no actions.
  const viewOnly = useCan().viewOnly;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: blockDragId(block.id),
    data,
    disabled: viewOnly,
  });
  const iconButton = 'size-8 text-gray-700 hover:bg-black/5 hover:text-gray-900';
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-testid="saved-block"
      className={cn('touch-manipulation', isDragging && 'opacity-40')}
    >
      <BlockCard
        block={block}
        handle={
          viewOnly ? null : (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              aria-label={`Drag ${block.name} onto the timeline`}
              className="inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-gray-700 outline-none hover:bg-black/5 focus-visible:ring-[3px] focus-visible:ring-ring/60 active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden />
            </button>
          )
        }
        actions={
          viewOnly ? null : (
            <div className="flex flex-wrap justify-end gap-1">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={`Add ${block.name} to schedule`}
                disabled={adding}
                onClick={() => onAdd(block)}
              >
                <CalendarPlus aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={`Edit ${block.name}`}
                onClick={() => onEdit(block)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={`Delete ${block.name}`}
                onClick={() => onDelete(block)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          )
        }
      />
    </li>
  );
}

export function SavedBlocks({
  blocks,
  onCreate,
  onAdd,
  onEdit,
  onDelete,
  adding,
}: {
  blocks: DayBlock[];
  onCreate: () => void;
  onAdd: (block: DayBlock) => void;
  onEdit: (block: DayBlock) => void;
  onDelete: (block: DayBlock) => void;
  adding: boolean;
}) {
  return (
    <section
      aria-labelledby="saved-blocks-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-blocks-title" className="text-lg font-bold">
          Saved Blocks
        </h2>
        <Writes>
          <Button type="button" size="sm" onClick={onCreate}>
            <Plus aria-hidden /> New Block
          </Button>
        </Writes>
      </header>
      {blocks.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-4 py-8 text-center">
          <p className="font-semibold">No blocks yet</p>
          <p className="text-sm text-muted-foreground">Create your first block to get started</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Saved blocks">
          {blocks.map((block) => (
            <SavedBlock
              key={block.id}
              block={block}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
              adding={adding}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
