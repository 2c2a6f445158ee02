import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/errors';
import { AppError } from './app-error';
import type { SecretUrls } from './secret-urls';

interface ZodLikeIssue {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: (string | number)[]; message?: string } };
}

function fieldsOf(issues: ZodLikeIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    fields[path] ??= issue.params?.issue?.message ?? issue.message;
  }
  return fields;
}

export const DATABASE_UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';

/** Connection-level failures (database down, restarting, unreachable): 503, not 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** Every failure answers `{ error: { code, message, fields? } }`; never a stack trace, never a 500 for bad input. */
export function registerErrorHandling(app: FastifyInstance, secretUrls: SecretUrls): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(err.toBody());
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation as unknown as ZodLikeIssue[]);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      const body: ApiErrorBody = { error: { code: 'VALIDATION_FAILED', message: first, fields } };
      return reply.status(400).send(body);
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({ error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    }
    if (status === 429) {
      return reply.status(429).send({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
      });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request body as JSON.'
          : 'The request is not valid.';
      return reply.status(status).send({ error: { code: 'VALIDATION_FAILED', message } });
    }
    req.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${secretUrls.path(req.url)}.` },
    });
  });
}
