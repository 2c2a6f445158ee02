import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { clearConfirmation } from '@shared/messages/attendance';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';

/** An attendance card's Clear button: asks before records are deleted (clearing takes back a present day's xp). */
export function ClearAttendanceButton({
  label,
  disabled,
  title,
  count = 1,
  onConfirm,
}: {
  label: string;
  disabled: boolean;
  title: string;
  /** How many records will go (wording only). */
  count?: number;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setConfirming(true)}>
        <Eraser aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={clearConfirmation(count)}
        confirmLabel="Clear"
        onConfirm={onConfirm}
      />
    </>
  );
}
