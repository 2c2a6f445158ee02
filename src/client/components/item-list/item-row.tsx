import { useId } from 'react';
import type { ListItem } from '@shared/schemas/list-items';
import { cn } from '../../lib/utils';
import { ConfirmDeleteButton } from '../confirm-delete-button';
import { TickBox } from '../tick-box';
import { PriorityBadge } from './priority-badge';
import { WaitingBadge, waitingTick } from '../waiting-badge';

export interface DeleteConfirmText {
  title: string;
  description: string;
}

export interface ItemRowProps {
  item: ListItem;
  /** True while a change of this item is on its way (the checkbox waits). */
  busy?: boolean;
  onToggle: (item: ListItem, completed: boolean) => void;
  /** None: the item cannot be deleted here (a signed-in child's lists). */
  onDelete?: (item: ListItem) => void;
  confirmDelete: (item: ListItem) => DeleteConfirmText;
}

/** Checkbox labelled by the title, priority badge, and a delete button that asks first. */
export function ItemRow({ item, busy, onToggle, onDelete, confirmDelete }: ItemRowProps) {
  const id = useId();
  const confirm = confirmDelete(item);
  // A to-do the child ticked that waits for a parent ('Parent confirms completed work'): ticked, not done yet.
  const waiting = 'pending' in item && item.pending === true;
  return (
    <li className="flex items-center gap-3 py-3" aria-busy={busy || undefined}>
      <TickBox
        id={id}
        checked={item.completed || waiting}
        disabled={busy}
        className={cn(waiting && waitingTick)}
        onCheckedChange={(v) => onToggle(item, v === true)}
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <label
          htmlFor={id}
          className={cn(
            'w-full cursor-pointer text-sm wrap-anywhere sm:text-base',
            item.completed && 'text-muted-foreground line-through',
          )}
        >
          {item.title}
        </label>
        {waiting ? <WaitingBadge /> : null}
      </div>
      <PriorityBadge priority={item.priority} />
      {onDelete ? (
        <ConfirmDeleteButton
          label={`Delete "${item.title}"`}
          className="text-muted-foreground hover:text-destructive"
          title={confirm.title}
          description={confirm.description}
          onConfirm={() => onDelete(item)}
        />
      ) : null}
    </li>
  );
}
