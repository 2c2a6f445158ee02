import type { ReactNode, RefObject } from 'react';
import * as Alert from './ui/alert-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Red action button (the default); false for actions that remove nothing, e.g. signing out. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * The confirmation itself (confirm-dialog.tsx loads it when first opened, ADR 050): controlled by `open`; on
 * closing, focus goes back to `returnFocus` (the trigger confirm-dialog.tsx draws) when there is one.
 */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Alert.AlertDialog open={open} onOpenChange={onOpenChange}>
      <Alert.AlertDialogContent
        onCloseAutoFocus={
          returnFocus
            ? (e) => {
                e.preventDefault();
                returnFocus.current?.focus();
              }
            : undefined
        }
      >
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
