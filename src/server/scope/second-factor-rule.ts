import type { Kysely } from 'kysely';
import { secondFactorMessages } from '../../shared/messages/second-factor';
import { hasPassword } from '../auth/auth-tables';
import type { SessionUser } from '../auth/session-check';
import type { DB } from '../db/types';
import { AppError } from '../http/app-error';

/**
 * What an adult the family rule holds back may still use (ADR 031): their own /api/me, the second factor's
 * status, enrolment and confirmation, the parent's switch of the rule itself (so turning it on never locks the
 * parent out), and sign-out (a public route, never held). Every other /api route answers 403.
 */
export const ENROLMENT_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/me',
  'GET /api/account/second-factor',
  'POST /api/account/second-factor/enrol',
  'POST /api/account/second-factor/confirm',
  'PUT /api/account/second-factor/family-rule',
]);

/**
 * The family rule 'every adult member must use a second factor', held by the server (ADR 031): an adult
 * (parent, teacher or viewer) whose account has a password and no confirmed second factor may use only the
 * enrolment routes while the family's rule is on. An account that signs in only with a provider (Google,
 * OpenID Connect) follows the provider's own second factor; children are not asked. The password check runs
 * only for an adult without a factor in a family with the rule on.
 */
export async function holdToSecondFactorRule(
  db: Kysely<DB>,
  user: SessionUser | null,
  required: boolean,
  route: string,
): Promise<void> {
  if (!required || !user || user.twoFactorEnabled || ENROLMENT_ROUTES.has(route)) return;
  if (await hasPassword(db, user.id)) throw new AppError('FORBIDDEN', secondFactorMessages.mustEnrol);
}
