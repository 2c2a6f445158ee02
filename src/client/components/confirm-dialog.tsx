import type { ReactNode } from 'react';
import * as Alert from './ui/alert-dialog';

/**
 * Asks before something is done that cannot be undone: a title, what will happen, Cancel and the action.
 * Opened by its `trigger` (a button, rendered as is), or controlled with `open`/`onOpenChange`.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Red action button (the default); false for actions that remove nothing, e.g. signing out. */
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Alert.AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <Alert.AlertDialogTrigger asChild>{trigger}</Alert.AlertDialogTrigger> : null}
      <Alert.AlertDialogContent>
        <Alert.AlertDialogHeader>
          <Alert.AlertDialogTitle>{title}</Alert.AlertDialogTitle>
          <Alert.AlertDialogDescription>{description}</Alert.AlertDialogDescription>
        </Alert.AlertDialogHeader>
        <Alert.AlertDialogFooter>
          <Alert.AlertDialogCancel>Cancel</Alert.AlertDialogCancel>
          <Alert.AlertDialogAction variant={destructive ? 'destructive' : undefined} onClick={onConfirm}>
            {confirmLabel}
          </Alert.AlertDialogAction>
        </Alert.AlertDialogFooter>
      </Alert.AlertDialogContent>
    </Alert.AlertDialog>
  );
}
