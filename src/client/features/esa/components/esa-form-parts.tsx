import type { ComponentProps, ReactNode } from 'react';
import type { ZodType } from 'zod';
import { FormFieldset } from '@client/components/form-field';
import { useFieldControl } from '@client/components/field-control';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import type { FormCheck } from '@client/lib/form-check';
import { cn } from '@client/lib/utils';

/** The parts the education savings forms share: a native select, checkbox lists, the dialog, the check. */

/**
 * A native select inside a FormField (it takes the field's id and aria like an Input): light, and a phone shows
 * its own picker. `choices` are value and label pairs.
 */
export function EsaSelect({
  choices,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'children'> & {
  choices: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}) {
  const field = useFieldControl();
  return (
    <select
      {...field}
      className={cn(
        'h-10 w-full min-w-0 truncate rounded-lg border border-input bg-card px-3 text-base shadow-xs outline-none md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive',
        className,
      )}
      onChange={(e) => onValueChange(e.target.value)}
      {...props}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Checkboxes under one legend: the values ticked, in `choices`' terms. */
export function CheckList<T extends string>({
  id,
  legend,
  error,
  choices,
  value,
  onChange,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  choices: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Shown under the legend (a hint) or under the boxes. */
  children?: ReactNode;
}) {
  return (
    <FormFieldset id={id} legend={legend} error={error}>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={value.includes(c.value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, c.value] : value.filter((x) => x !== c.value))
              }
            />
            {c.label}
          </label>
        ))}
      </div>
      {children}
    </FormFieldset>
  );
}

/** A form in a dialog: the form mounts while the dialog is open, so each opening starts from its first values. */
export function FormDialog({
  open,
  onOpenChange,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-h-[90dvh] overflow-y-auto', wide ? 'sm:max-w-2xl' : 'sm:max-w-lg')}>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A form's check by the schema the server uses: the payload when `input` passes, else each message by the issue's
 * whole path (`lines.0.amountCents`, the first per path), as the API names its fields.
 */
export function checkBySchema<P>(schema: ZodType, input: unknown, payload: P): FormCheck<P, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { kind: 'ok', payload };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { kind: 'invalid', errors };
}
