import type { BetterAuthPlugin } from 'better-auth';
import { messages } from '../../shared/errors';

/** Where better-auth's handler is mounted. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The only better-auth endpoints answered over HTTP (ADR 014): starting a provider sign-in, and the
 * provider's callback. Everything else — email sign-in and sign-up, password change and reset, update-user,
 * mails — is reached through our own /api/account/* routes (which apply the limits and password rules)
 * or not at all.
 */
export const OPEN_AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-in/social' },
  { method: 'GET', path: '/callback/:id' },
] as const;

const open = OPEN_AUTH_ENDPOINTS.map(({ method, path }) => ({
  method,
  pattern: new RegExp(`^${AUTH_BASE_PATH}${path.replace(/:[a-z]+/gi, '[^/]+')}$`),
}));

function isOpenAuthRequest(method: string, pathname: string): boolean {
  return open.some((door) => door.method === method && door.pattern.test(pathname));
}

/**
 * The same rule inside better-auth, in front of its router: an HTTP request for any other endpoint gets
 * 404 whichever way it reaches the handler. Calls from our own code (`auth.api.*`) do not pass here.
 */
export function oneDoor(): BetterAuthPlugin {
  return {
    id: 'homeschool-one-door',
    async onRequest(request) {
      if (isOpenAuthRequest(request.method, new URL(request.url).pathname)) return;
      return {
        response: Response.json(
          { error: { code: 'NOT_FOUND', message: messages.notFound } },
          { status: 404 },
        ),
      };
    },
  };
}
