import { notificationsMessages as m } from '@shared/messages/notifications';
import type {
  NotificationPrefs,
  NotificationPrefsInput,
  UnsubscribeStatus,
} from '@shared/schemas/notifications';
import { createRateLimiter, type RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { notFound, validationFailed } from '../../http/app-error';
import type { Scope } from '../../scope/scope';
import * as repo from './notifications.repository';
import { memberOfToken } from './unsubscribe-token';

/** The unsubscribe link's limits per 15 minutes: per client address (any token, forged ones too) and per link. */
const WINDOW_SECONDS = 15 * 60;
export const UNSUBSCRIBE_LIMITS = { perAddress: 60, perLink: 20 } as const;

/**
 * The weekly e-mail's choices (ADR 045): each adult's own, in Settings → Notifications; and the one-click
 * unsubscribe by a signed token, without signing in (GET: whether it is on; POST: off).
 */
export function notificationsService(deps: AppDeps) {
  const { db } = deps;
  const limiter = createRateLimiter(db);
  const limits = deps.config.unsubscribeRateLimit ?? UNSUBSCRIBE_LIMITS;
  const rule = (max: number): RateRule => ({ max, windowSeconds: WINDOW_SECONDS });

  async function prefsOf(scope: Scope): Promise<NotificationPrefs> {
    const [weeklyEmail, email] = await Promise.all([
      repo.weeklyEmailOf(db, scope.familyId, scope.actor.memberId),
      repo.emailOfMember(db, scope.familyId, scope.actor.memberId),
    ]);
    return { weeklyEmail: weeklyEmail ?? false, email: email ?? '', mailEnabled: deps.config.smtp !== null };
  }

  /** The member a token names, counted against the limits; 404 for anything this server did not sign. */
  async function memberOf(token: string, address: string): Promise<string> {
    await limiter.hit(`unsubscribe:${address}`, rule(limits.perAddress));
    const memberId = memberOfToken(deps.config.authSecret, token);
    if (!memberId) throw notFound(m.tokenInvalid);
    await limiter.hit(`unsubscribe:member:${memberId}`, rule(limits.perLink));
    return memberId;
  }

  return {
    /** The signed-in adult's own choices. */
    get: prefsOf,

    /** Turns the adult's own weekly e-mail on or off. */
    async set(scope: Scope, input: NotificationPrefsInput): Promise<NotificationPrefs> {
      const email = await repo.emailOfMember(db, scope.familyId, scope.actor.memberId);
      if (input.weeklyEmail && !email) throw validationFailed(m.noEmail);
      await repo.setWeeklyEmail(
        db,
        scope.familyId,
        scope.actor.memberId,
        input.weeklyEmail,
        new Date().toISOString(),
      );
      return prefsOf(scope);
    },

    /** Whether the link's adult still gets the e-mail (the unsubscribe page asks before the click). */
    async linkStatus(token: string, address: string): Promise<UnsubscribeStatus> {
      const memberId = await memberOf(token, address);
      const subscribed = await repo.subscribedMember(db, memberId);
      if (subscribed === undefined) throw notFound(m.tokenInvalid);
      return { subscribed };
    },

    /** Turns the link's adult's weekly e-mail off (again: nothing changes). */
    async unsubscribe(token: string, address: string): Promise<UnsubscribeStatus> {
      const memberId = await memberOf(token, address);
      if ((await repo.subscribedMember(db, memberId)) === undefined) throw notFound(m.tokenInvalid);
      await repo.turnOffForMember(db, memberId, new Date().toISOString());
      return { subscribed: false };
    },
  };
}
