import { readingLogMessages as m } from '@shared/messages/reading-log';
import { MAX_BOOK_AUTHOR, MAX_BOOK_TITLE } from '@shared/domain/form-limits';
import type { Book, BookInput } from '@shared/schemas/reading-log';
import { useClassChoices } from '@client/api/classes';
import { useAddBook, useUpdateBook } from '@client/api/reading-log';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { ClassOptions, classIdOf, NO_CLASS } from '@client/components/class-options';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as readingLogSchemas from '@shared/schemas/reading-log';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const bookInputSchema = lazySchema<typeof readingLogSchemas.bookInputSchema>(() =>
  import('@shared/schemas/reading-log').then((m) => m.bookInputSchema),
);

interface FormState {
  title: string;
  author: string;
  isbn: string;
  startedOn: string;
  finishedOn: string;
  minutes: string;
  pages: string;
  classId: string;
}

const initialState = (item: Book | undefined): FormState => ({
  title: item?.title ?? '',
  author: item?.author ?? '',
  isbn: item?.isbn ?? '',
  startedOn: item?.startedOn ?? '',
  finishedOn: item?.finishedOn ?? '',
  minutes: item?.minutes != null ? String(item.minutes) : '',
  pages: item?.pages != null ? String(item.pages) : '',
  classId: item?.classId ?? NO_CLASS,
});

const text = (v: string) => (v.trim() === '' ? null : v);
const number = (v: string) => (v.trim() === '' ? null : Number(v));

const toInput = (f: FormState): BookInput => ({
  title: f.title,
  author: text(f.author),
  isbn: text(f.isbn),
  startedOn: text(f.startedOn),
  finishedOn: text(f.finishedOn),
  minutes: number(f.minutes),
  pages: number(f.pages),
  classId: classIdOf(f.classId),
});

const check = zodCheck(bookInputSchema, toInput);

/** Add a book (no `item`) or edit one. */
export function BookFormDialog({
  studentId,
  item,
  open,
  onOpenChange,
}: {
  studentId: string;
  item?: Book;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? (
          <BookForm
            key={item?.id ?? 'new'}
            studentId={studentId}
            item={item}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BookForm({ studentId, item, onDone }: { studentId: string; item?: Book; onDone: () => void }) {
  const form = useZodForm({ initial: () => initialState(item), check, clearErrorOnChange: true });
  const { values, errors, set } = form;
  const classes = useClassChoices(true);
  const add = useAddBook(studentId);
  const update = useUpdateBook(studentId);
  const pending = add.isPending || update.isPending;

  const onValid = ({ input }: { input: BookInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (item) {
      const v = input;
      update.mutate(
        {
          id: item.id,
          patch: {
            title: v.title,
            author: v.author ?? null,
            isbn: v.isbn ?? null,
            startedOn: v.startedOn ?? null,
            finishedOn: v.finishedOn ?? null,
            minutes: v.minutes ?? null,
            pages: v.pages ?? null,
            classId: v.classId ?? null,
          },
        },
        options,
      );
    } else add.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{item ? m.editBookTitle : m.addBookTitle}</DialogTitle>
        <DialogDescription>{m.pageDescription}</DialogDescription>
      </DialogHeader>
      <FormField id="book-title" label={m.title} error={errors.title}>
        <Input autoComplete="off" maxLength={MAX_BOOK_TITLE} {...form.bind('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="book-author" label={m.author} error={errors.author}>
          <Input autoComplete="off" maxLength={MAX_BOOK_AUTHOR} {...form.bind('author')} />
        </FormField>
        <FormField id="book-isbn" label={m.isbn} error={errors.isbn} hint={m.isbnHint}>
          <Input autoComplete="off" inputMode="numeric" maxLength={40} {...form.bind('isbn')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="book-started" label={m.startedOn} error={errors.startedOn}>
          <Input type="date" {...form.bind('startedOn')} />
        </FormField>
        <FormField id="book-finished" label={m.finishedOn} error={errors.finishedOn}>
          <Input type="date" min={values.startedOn || undefined} {...form.bind('finishedOn')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="book-minutes" label={m.minutes} error={errors.minutes}>
          <NumberInput
            min={1}
            max={100000}
            step={1}
            value={values.minutes}
            onValueChange={(v) => set('minutes', v)}
          />
        </FormField>
        <FormField id="book-pages" label={m.pages} error={errors.pages}>
          <NumberInput
            min={1}
            max={100000}
            step={1}
            value={values.pages}
            onValueChange={(v) => set('pages', v)}
          />
        </FormField>
      </div>
      <FormField id="book-class" label={m.linkedClass} error={errors.classId}>
        <NativeSelect value={values.classId} onValueChange={(v) => set('classId', v)}>
          <ClassOptions classes={classes.data} noneLabel={m.noClass} />
        </NativeSelect>
      </FormField>
      <FormDialogFooter pending={pending} submitLabel={item ? m.save : m.addBook} onCancel={onDone} />
    </form>
  );
}
