import { Slot } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';
import { lazyDialog } from './lazy-dialog';

/** The alert dialog's code (Radix dialog, focus trap, scroll lock) loads when first needed (ADR 050). */
const Content = lazyDialog(() => import('./confirm-dialog-content').then((m) => m.ConfirmDialogContent));

/**
 * Asks before something is done that cannot be undone: a title, what will happen, Cancel and the action.
 * Opened by its `trigger` (a button, rendered as is), or controlled with `open`/`onOpenChange`. The trigger is
 * drawn here, with the attributes Radix's trigger gives it, so the page's first load does not carry the dialog.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  ...props
}: ConfirmDialogProps & {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const isOpen = open ?? own;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger ? (
        <Slot.Slot
          ref={triggerRef}
          // As Radix's trigger: a button in a form does not submit it.
          {...{ type: 'button' }}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          data-state={isOpen ? 'open' : 'closed'}
          onClick={(e) => {
            if (!e.defaultPrevented) setOpen(!isOpen);
          }}
        >
          {trigger}
        </Slot.Slot>
      ) : null}
      <Content
        {...props}
        open={isOpen}
        onOpenChange={setOpen}
        returnFocus={trigger ? triggerRef : undefined}
      />
    </>
  );
}
