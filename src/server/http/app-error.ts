import type { z } from 'zod';
import { errorStatus, type ApiErrorBody, type ErrorCode } from '../../shared/errors';

/** A failure with a user-facing message; the error handler turns it into the API's error JSON. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, fields);

/**
 * A zod failure as the API reports a refused body: the first message, and one message per field path
 * (`tables.tasks.3.title`), paths prefixed with where the validated value sits.
 */
export function fromZodError(error: z.ZodError, prefix: readonly (string | number)[] = []): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[[...prefix, ...issue.path].map(String).join('.') || '_'] ??= issue.message;
  return validationFailed(error.issues[0]?.message ?? 'The request is not valid.', fields);
}
