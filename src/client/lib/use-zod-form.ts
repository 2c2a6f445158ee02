import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { commonMessages } from '@shared/messages/common';
import { ApiError } from './api-client';
import type { FieldErrors, FormCheck } from './form-check';
import { schemasLoaded, schemasReady } from './lazy-schema';

/** The fields of V that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface ZodForm<V, Out, F extends string> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** `value` and `onChange` for an Input or Textarea that edits a text field. */
  bind: (field: TextField<V>) => {
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<F>;
  setErrors: (errors: FieldErrors<F>) => void;
  /** A message for the whole form (e.g. the server's answer); cleared on every submit. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** The form's onSubmit: checks the values, then shows the field messages or calls `onValid` with the payload. */
  handleSubmit: (onValid: (payload: Out) => void) => (e: FormEvent) => void;
  /** For a mutation's onError: the server's message per field (a 400's `fields`) next to its field. */
  showServerErrors: (err: Error) => void;
  /** Back to the first values, with no messages. */
  reset: () => void;
}

/**
 * The one form pattern: values, per-field messages and submit. `check` is usually `zodCheck(schema, toInput)`
 * (the schema the server checks with, so the same messages show before a request is sent). Messages appear on
 * submit; with `clearErrorOnChange` a field's message goes as soon as that field is edited.
 */
export function useZodForm<V, Out, F extends string>({
  initial,
  check,
  clearErrorOnChange = false,
}: {
  initial: V | (() => V);
  check: (values: V) => FormCheck<Out, F>;
  clearErrorOnChange?: boolean;
}): ZodForm<V, Out, F> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (clearErrorOnChange) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const bind = (field: TextField<V>) => ({
    value: values[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, e.target.value as V[TextField<V>]),
  });

  const handleSubmit = (onValid: (payload: Out) => void) => (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    // A schema still loading (lazySchema, ADR 050): check the values as submitted once it is in.
    if (!schemasLoaded()) {
      const submitted = values;
      schemasReady().then(
        () => submitOnce(submitted, onValid),
        () => setFormError(commonMessages.loadFailed),
      );
      return;
    }
    submitOnce(values, onValid);
  };

  const submitOnce = (values: V, onValid: (payload: Out) => void) => {
    const result = check(values);
    if (result.kind === 'blank') return;
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.payload);
  };

  const showServerErrors = (err: Error) => {
    if (err instanceof ApiError && err.fields) setErrors(err.fields as FieldErrors<F>);
  };

  const reset = () => {
    setValues(typeof initial === 'function' ? (initial as () => V)() : initial);
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    set,
    bind,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    handleSubmit,
    showServerErrors,
    reset,
  };
}
