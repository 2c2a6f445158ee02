import { useState } from 'react';
import { MAX_TOGETHER_NOTE } from '@shared/domain/together-completion';
import { togetherMessages as tm } from '@shared/messages/together';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';

/** 'Tick with notes…': the shared lesson recorded for its children, each with their own note (ADR 042). */
export function TogetherNotesDialog({
  open,
  onOpenChange,
  title,
  students: kids,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  students: readonly { id: string; name: string }[];
  pending: boolean;
  onSubmit: (notes: { studentId: string; note: string }[]) => void;
}) {
  const [notes, setNotes] = useState<Record<string, string>>({});
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(
              kids
                .map((k) => ({ studentId: k.id, note: (notes[k.id] ?? '').trim() }))
                .filter((n) => n.note !== ''),
            );
          }}
        >
          <DialogHeader>
            <DialogTitle className="wrap-anywhere">{tm.notesTitle(title)}</DialogTitle>
            <DialogDescription>{tm.notesDescription}</DialogDescription>
          </DialogHeader>
          {kids.map((k) => (
            <div key={k.id} className="flex flex-col gap-1.5">
              <Label htmlFor={`together-note-${k.id}`} className="wrap-anywhere">
                {tm.noteLabel(k.name)}
              </Label>
              <Textarea
                id={`together-note-${k.id}`}
                rows={2}
                maxLength={MAX_TOGETHER_NOTE}
                value={notes[k.id] ?? ''}
                onChange={(e) => setNotes((n) => ({ ...n, [k.id]: e.target.value }))}
              />
            </div>
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {tm.recordLesson}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
