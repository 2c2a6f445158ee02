import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';

/** A dialog form's Cancel and submit buttons; both wait while the form is being saved. */
export function FormDialogFooter({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
