import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any body this API reads (the import file nests five levels); far below a stack overflow. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/**
 * How deeply `text` nests arrays and objects, counted up to `limit + 1` (it stops there). Brackets inside
 * strings do not count. Linear in the text, no recursion.
 */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = endOfString(text, i);
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Index of the quote that closes the string opening at `start` (or the text's end when it never closes). */
export function endOfString(text: string, start: number): number {
  let i = start;
  for (;;) {
    i = text.indexOf('"', i + 1);
    if (i === -1) return text.length;
    let backslashes = 0;
    for (let j = i - 1; text.charCodeAt(j) === 0x5c; j--) backslashes++;
    if (backslashes % 2 === 0) return i;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its JSON body itself, in slices (the account import): it gets the text. */
    rawJsonBody?: boolean;
  }
}

/**
 * Options for a route that parses its own JSON body (`rawJsonBytes(req)` gives the bytes, undecoded): the
 * route's body schema then documents the API only, the route checks the body itself.
 */
export const rawJsonBody = {
  config: { rawJsonBody: true },
  validatorCompiler: () => (value: unknown) => ({ value }),
} as const;

/** The body of a `rawJsonBody` route: bytes for JSON, the text of a text/plain body, else nothing. */
export function rawJsonBytes(req: FastifyRequest): Buffer {
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.from(typeof req.body === 'string' ? req.body : '');
}

/**
 * JSON bodies are refused with 400 when they nest deeper than MAX_JSON_DEPTH, before anything parses,
 * validates or serialises them (a deep body overflowed the stack in JSON.stringify); everything else is
 * Fastify's own parser (prototype-poisoning checks included).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Bytes, not text: a route that parses its own large body decodes it in slices.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    if (req.routeOptions.config.rawJsonBody) return done(null, body);
    const text = (body as Buffer).toString('utf8');
    if (jsonDepthExceeds(text)) return done(new AppError('VALIDATION_FAILED', TOO_DEEP_MESSAGE), undefined);
    parse(req, text, done);
  });
}
