import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { lazyDialog } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/lib/role';

// The confirmation (Radix's alert dialog) loads when it is first asked for, not with the page (ADR 037); through a
// module of its own, so the shared ConfirmDialog stays where the other pages have it.
const ConfirmDialog = lazyDialog(() => import('./esa-confirm-dialog').then((x) => x.EsaConfirmDialog));

/** A trash-can icon button that deletes only after the person confirms (ConfirmDeleteButton, its dialog lazy). */
export function EsaDeleteButton({
  label,
  title,
  description,
  onConfirm,
}: {
  /** Accessible name of the icon button, e.g. 'Delete purchase from Book Barn'. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  // A viewer changes nothing: no delete buttons anywhere (the server refuses anyway).
  if (useCan().viewOnly) return null;
  return (
    <>
      <Button variant="ghost" size="icon" className="size-9" aria-label={label} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />
    </>
  );
}
