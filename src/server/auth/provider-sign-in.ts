import type { AuthProvider, SocialSignInInput } from '../../shared/schemas/auth';
import { AppError } from '../http/app-error';
import type { ActivityLog } from '../features/activity/activity.service';
import type { Auth } from './auth';
import { AUTH_BASE_PATH } from './auth-door';
import { memberOfUser } from './members';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

export const PROVIDER_NOT_SET_UP = 'This sign-in method is not set up on this server.';

export type ProviderId = Exclude<AuthProvider, 'email'>;

/** Who signed in and how, for a provider sign-in's entry in the account activity (ADR 032). */
export interface ProviderCaller {
  ip: string;
  userAgent: string | null;
}

/**
 * The account activity entry of a finished provider sign-in: the session the callback's answer sets is read
 * back (better-auth's own check), and the sign-in is written like a password sign-in, with the provider's name.
 * A callback that set no session (refused, or cancelled at the provider) writes nothing.
 */
export async function recordProviderSignIn(
  auth: Auth,
  activity: Pick<ActivityLog, 'record'>,
  provider: ProviderId,
  response: Response,
  caller: ProviderCaller,
): Promise<void> {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');
  if (!cookie) return;
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return;
  const member = await memberOfUser(auth.kit.db, session.user.id);
  await activity.record({
    familyId: member.familyId,
    kind: 'sign-in',
    actorId: member.id,
    actorName: session.user.email,
    detail: provider === 'google' ? 'Google' : (auth.kit.features.oidcName ?? 'OpenID Connect'),
    ipAddress: caller.ip,
    userAgent: caller.userAgent,
  });
}

/**
 * Sign-in at Google or the OpenID Connect provider, through better-auth's own handler (its state cookie,
 * PKCE, origin checks and its rate limit on /sign-in/social stay in force). Only validated input is passed on.
 */
export function providerSignIn(auth: Auth) {
  const { baseUrl } = auth.kit.config;
  const requireProvider = (provider: ProviderId) => {
    if (!auth.kit.features[provider]) throw new AppError('NOT_FOUND', PROVIDER_NOT_SET_UP);
  };
  const forward = (path: string, init: { method: 'GET' | 'POST'; headers: Headers; body?: string }) => {
    init.headers.delete('content-length');
    if (init.body !== undefined) init.headers.set('content-type', 'application/json');
    return auth.handler(new Request(`${baseUrl}${AUTH_BASE_PATH}${path}`, init));
  };

  return {
    /** Answers `{ url, redirect }`: the provider's address the browser goes to next. */
    async start(input: SocialSignInInput, headers: Headers): Promise<Response> {
      requireProvider(input.provider);
      const response = await forward('/sign-in/social', {
        method: 'POST',
        headers,
        body: JSON.stringify(input),
      });
      // better-auth's own limit on this endpoint answers in its shape; ours says it like every other limit.
      if (response.status === 429) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      return response;
    },

    /** The provider sends the browser back here; answers a redirect (signed in, or to the sign-in page). */
    finish(
      provider: ProviderId,
      query: Record<string, string | undefined>,
      headers: Headers,
    ): Promise<Response> {
      requireProvider(provider);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
      return forward(`/callback/${provider}?${params}`, { method: 'GET', headers });
    },
  };
}
