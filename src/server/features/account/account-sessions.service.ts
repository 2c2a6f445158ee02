import type { AccountSession } from '@shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import type { SessionUser } from '../../auth/fastify-bridge';
import { notFound } from '../../http/app-error';
import * as repo from './account.repository';

/**
 * The account's signed-in devices; every query is scoped to the signed-in account. Ending a device's
 * session is announced to every instance (their session caches) before the answer goes out.
 */
export function accountSessionsService(auth: Auth) {
  const { db, sessions } = auth.kit;
  return {
    list: async (user: SessionUser): Promise<{ sessions: AccountSession[] }> => ({
      sessions: await repo.listSessions(db, user.id, user.sessionId),
    }),

    async revokeOthers(user: SessionUser): Promise<{ revoked: number }> {
      const revoked = await repo.deleteOtherSessions(db, user.id, user.sessionId);
      await sessions.announce(user.id);
      return { revoked };
    },

    async revoke(user: SessionUser, sessionId: string): Promise<void> {
      const deleted = await repo.deleteSession(db, user.id, sessionId, user.sessionId);
      if (!deleted) throw notFound('That device is not signed in to this account.');
      await sessions.announce(user.id);
    },
  };
}
