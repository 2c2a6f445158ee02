import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';
import { cn } from '../lib/utils';

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
