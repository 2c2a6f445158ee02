import type { AccountSession } from '../../../shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import type { SessionUser } from '../../auth/fastify-bridge';
import { notFound } from '../../http/app-error';
import * as repo from './account.repository';

/** The account's signed-in devices; every query is scoped to the signed-in account. */
export function accountSessionsService(auth: Auth) {
  const { db } = auth.kit;
  return {
    list: async (user: SessionUser): Promise<{ sessions: AccountSession[] }> => ({
      sessions: await repo.listSessions(db, user.id, user.sessionId),
    }),

    revokeOthers: async (user: SessionUser): Promise<{ revoked: number }> => ({
      revoked: await repo.deleteOtherSessions(db, user.id, user.sessionId),
    }),

    async revoke(user: SessionUser, sessionId: string): Promise<void> {
      const deleted = await repo.deleteSession(db, user.id, sessionId, user.sessionId);
      if (!deleted) throw notFound('That device is not signed in to this account.');
    },
  };
}
