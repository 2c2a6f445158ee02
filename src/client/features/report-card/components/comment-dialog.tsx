import { MessageSquarePlus, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { reportCardMessages as m } from '@shared/messages/grading';
import type { ReportCardClass } from '@shared/schemas/report-card';
import { useSaveReportCardComment } from '@client/api/report-card';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Textarea } from '@client/components/ui/textarea';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as reportCardSchemas from '@shared/schemas/report-card';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const reportCardCommentInputSchema = lazySchema<typeof reportCardSchemas.reportCardCommentInputSchema>(() =>
  import('@shared/schemas/report-card').then((m) => m.reportCardCommentInputSchema),
);

/** Add or edit the comment of one class on the term's report card (empty removes it). */
export function CommentDialog({
  studentId,
  termId,
  row,
}: {
  studentId: string;
  termId: string;
  row: ReportCardClass;
}) {
  const [open, setOpen] = useState(false);
  const has = row.comment !== null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="print:hidden"
          aria-label={`${has ? m.changeComment : m.addComment}: ${row.title}`}
        >
          {has ? <Pencil aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
          {has ? m.changeComment : m.addComment}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{m.editComment(row.title)}</DialogTitle>
          <DialogDescription>{m.commentHint}</DialogDescription>
        </DialogHeader>
        {open ? (
          <CommentForm studentId={studentId} termId={termId} row={row} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CommentForm({
  studentId,
  termId,
  row,
  onDone,
}: {
  studentId: string;
  termId: string;
  row: ReportCardClass;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveReportCardComment(studentId);
  const form = useZodForm({
    initial: { comment: row.comment ?? '' },
    check: zodCheck(reportCardCommentInputSchema, (v: { comment: string }) => ({
      termId,
      classId: row.classId,
      comment: v.comment,
    })),
    clearErrorOnChange: true,
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ data }) => {
        if (!save.isPending)
          save.mutate(data, { onSuccess: onDone, onError: (err) => form.setFormError(err.message) });
      })}
    >
      <FormField id={`${id}-comment`} label={m.commentLabel} error={form.errors.comment}>
        <Textarea maxLength={1000} className="min-h-28" {...form.bind('comment')} />
      </FormField>
      {form.formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : m.saveComment}
        </Button>
      </DialogFooter>
    </form>
  );
}
