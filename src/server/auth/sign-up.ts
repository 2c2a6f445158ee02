import type { FastifyBaseLogger } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { messages } from '../../shared/errors';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';

/** Who is asking: the client address (for rate limits) and the request's logger. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

export function codeOf(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  return (err.body as { code?: string } | undefined)?.code;
}

/**
 * A new email-and-password account, with the sign-up door's limits (ADR 014): per address, and with mail
 * on, per address mailed (every sign-up mails: a confirmation, or a note to an existing owner). Used by the
 * parent's sign-up and by an invited adult's. `created` is false when the address already had an account
 * and mail is on (better-auth answers as for a new one, so nobody can probe for accounts). `nameIsOwn`: the
 * name is the adult's own (issue 37), so they are not asked for it again (`user.name_set_at`).
 */
export async function createAccount(
  auth: Auth,
  input: { name: string; email: string; password: string },
  headers: Headers,
  caller: Caller,
  nameIsOwn = true,
) {
  const { limits, mailer, db } = auth.kit;
  await limits.signUp(caller.ip);
  if (mailer.enabled) await limits.mail(input.email);
  let result;
  try {
    result = await auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
  } catch (err) {
    const code = codeOf(err);
    if (code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('ALREADY_EXISTS', messages.accountExists);
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') {
      throw new AppError('VALIDATION_FAILED', (err as Error).message);
    }
    throw err;
  }
  const userId = result.response.user.id;
  const stored = await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  if (stored && nameIsOwn)
    await db
      .updateTable('user')
      .set({ nameSetAt: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
  return {
    headers: result.headers,
    userId,
    created: stored !== undefined,
    signedIn: result.response.token !== null,
  };
}
