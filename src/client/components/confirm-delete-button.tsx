import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCan } from '../lib/role';
import { cn } from '../lib/utils';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

/** A trash-can icon button that deletes only after the person confirms in a dialog. */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  onConfirm,
  disabled,
  className,
}: {
  /** Accessible name of the icon button, e.g. 'Delete Math'. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}) {
  // A viewer changes nothing: no delete buttons anywhere (the server refuses anyway).
  if (useCan().viewOnly) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-9', className)}
          aria-label={label}
          disabled={disabled}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
