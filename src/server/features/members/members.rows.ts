import type { Selectable } from 'kysely';
import type { Invite } from '@shared/schemas/members';
import type { DB } from '../../db/types';

/**
 * The invites table's one row mapping (the list's view; the token hash never leaves the server). Members and
 * invites are not in the account export: an adult member is another person's login on this server, and an
 * invite is a secret (like the calendar and evaluator links).
 */
export const fromInviteRow = (
  row: Pick<Selectable<DB['invites']>, 'id' | 'role' | 'email' | 'expiresAt' | 'createdAt'>,
): Invite => ({
  id: row.id,
  role: row.role,
  email: row.email,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
});
