import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asks before attendance records are deleted (clearing also takes back a present day's xp). */
export function ConfirmClearDialog({
  open,
  onOpenChange,
  title,
  count = 1,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** How many records will go (wording only). */
  count?: number;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        <>
          {count === 1
            ? 'The attendance record will be deleted and the day shown as not marked.'
            : 'The attendance records will be deleted and the days shown as not marked.'}{' '}
          This action cannot be undone.
        </>
      }
      confirmLabel="Clear"
      onConfirm={onConfirm}
    />
  );
}
