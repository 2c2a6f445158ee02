// zod is imported as types only: a form's chunk gets zod from the schema it passes, never from here.
import type { ZodType, z } from 'zod';

/** The message to show next to each field, by field name. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** What checking a form gives: the payload to send, the messages to show, or 'blank' (the submit does nothing). */
export type FormCheck<Out, F extends string> =
  { kind: 'ok'; payload: Out } | { kind: 'invalid'; errors: FieldErrors<F> } | { kind: 'blank' };

/** A failed parse's messages, the first one per field (the field is the issue path's first key). */
export function firstIssuePerField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

export type SchemaField<S extends ZodType> = Extract<keyof z.input<S>, string>;

/** The parsed data and the input it was parsed from (some forms send the input as typed). */
export interface Parsed<S extends ZodType> {
  data: z.output<S>;
  input: z.input<S>;
}

/** A form check by a zod schema (the one the server uses): `toInput` turns the form's values into what it parses. */
export function zodCheck<S extends ZodType, V>(
  schema: S,
  toInput: (values: V) => z.input<S>,
): (values: V) => FormCheck<Parsed<S>, SchemaField<S>> {
  return (values) => {
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    return parsed.success
      ? { kind: 'ok', payload: { data: parsed.data, input } }
      : { kind: 'invalid', errors: firstIssuePerField(parsed.error.issues) };
  };
}
