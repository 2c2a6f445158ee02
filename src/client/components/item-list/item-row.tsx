import { useId } from 'react';
import type { ListItem } from '../../../shared/schemas/list-items';
import { cn } from '../../lib/utils';
import { ConfirmDeleteButton } from '../confirm-delete-button';
import { TickBox } from '../tick-box';
import { PriorityBadge } from './priority-badge';

export interface DeleteConfirmText {
  title: string;
  description: string;
}

export interface ItemRowProps {
  item: ListItem;
  /** True while a change of this item is on its way (the checkbox waits). */
  busy?: boolean;
  onToggle: (item: ListItem, completed: boolean) => void;
  onDelete: (item: ListItem) => void;
  confirmDelete: (item: ListItem) => DeleteConfirmText;
}

/** Checkbox labelled by the title, priority badge, and a delete button that asks first. */
export function ItemRow({ item, busy, onToggle, onDelete, confirmDelete }: ItemRowProps) {
  const id = useId();
  const confirm = confirmDelete(item);
  return (
    <li className="flex items-center gap-3 py-3" aria-busy={busy || undefined}>
      <TickBox
        id={id}
        checked={item.completed}
        disabled={busy}
        onCheckedChange={(v) => onToggle(item, v === true)}
      />
      <label
        htmlFor={id}
        className={cn(
          'min-w-0 flex-1 cursor-pointer text-sm wrap-anywhere sm:text-base',
          item.completed && 'text-muted-foreground line-through',
        )}
      >
        {item.title}
      </label>
      <PriorityBadge priority={item.priority} />
      <ConfirmDeleteButton
        label={`Delete "${item.title}"`}
        className="text-muted-foreground hover:text-destructive"
        title={confirm.title}
        description={confirm.description}
        onConfirm={() => onDelete(item)}
      />
    </li>
  );
}
