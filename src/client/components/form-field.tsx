import type { ReactNode } from 'react';
import { FieldControlContext, type FieldControlProps } from './field-control';
import { Label } from './ui/label';

function controlProps(
  id: string | undefined,
  error: string | undefined,
  hint: string | undefined,
): FieldControlProps {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/**
 * Label + control + hint or error line. The control inside (Input, Textarea, SelectTrigger) gets the id,
 * aria-invalid and aria-describedby from here, so screen readers announce the error and forms write no aria.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FieldControlContext value={controlProps(id, error, hint)}>{children}</FieldControlContext>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of controls (e.g. checkboxes) under one legend and one error; each control keeps its own id. */
export function FormFieldset({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = controlProps(id, error, undefined);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <FieldControlContext value={{ 'aria-invalid': invalid }}>{children}</FieldControlContext>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
