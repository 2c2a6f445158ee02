import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../shared/errors';
import type { CompleteProfileInput, SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import type { Me, Profile } from '../../../shared/schemas/profile';
import { isValidTimezone, withTimezone } from '../../../shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import type { SessionUser } from '../../auth/fastify-bridge';
import { AppError } from '../../http/app-error';
import type { ProfileService } from '../profile/profile.service';
import { accountEmailService } from './account-email.service';
import { accountSessionsService } from './account-sessions.service';
import * as repo from './account.repository';
import { maskEmail } from './mask-email';

export function codeOf(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  return (err.body as { code?: string } | undefined)?.code;
}

/** Who is asking: the client address (for rate limits) and the request's logger. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

export function accountService(auth: Auth, profiles: ProfileService) {
  const { db, limits, mailer } = auth.kit;

  return {
    email: accountEmailService(auth),
    sessions: accountSessionsService(auth),

    /** Which sign-in methods this server offers (public: the sign-in page asks before anyone is signed in). */
    authConfig: () => auth.kit.features,

    async signUp(input: SignUpInput, headers: Headers, caller: Caller) {
      await limits.signUp(caller.ip);
      // With mail on, every sign-up mails the address (a confirmation, or a note to an existing owner).
      if (mailer.enabled) await limits.mail(input.email);
      const timezone = input.timezone && isValidTimezone(input.timezone) ? input.timezone : undefined;
      let result;
      try {
        result = await auth.api.signUpEmail({
          body: { name: input.displayName, email: input.email, password: input.password },
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
      await profiles.completeSignUp(userId, { displayName: input.displayName, childAge: input.childAge, timezone });
      return {
        headers: result.headers,
        body: { userId, signedIn: result.response.token !== null },
      };
    },

    async signIn(input: SignInInput, headers: Headers, caller: Caller) {
      const masked = maskEmail(input.email);
      try {
        await limits.signIn(caller.ip, input.email);
        const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
        return { headers: result.headers, body: { userId: result.response.user.id } };
      } catch (err) {
        const code = err instanceof AppError ? err.code : codeOf(err);
        caller.log.warn({ email: masked, ip: caller.ip, reason: code ?? 'error' }, 'sign-in failed');
        if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
        if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
        throw err;
      }
    },

    async signOut(headers: Headers) {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    },

    async me(user: SessionUser): Promise<Me> {
      const [profile, provider] = await Promise.all([profiles.get(user.id), repo.signUpProvider(db, user.id)]);
      return {
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, provider },
        profile,
      };
    },

    /**
     * The child's name and age after a provider sign-up; a first completion also takes the browser's timezone
     * (and its city and country, unless the parent has chosen a place already).
     */
    async completeProfile(userId: string, input: CompleteProfileInput): Promise<Profile> {
      const before = await profiles.get(userId);
      const firstCompletion = !before.displayName || !before.childAge;
      const timezone = firstCompletion && input.timezone && isValidTimezone(input.timezone) ? input.timezone : null;
      await profiles.update(userId, {
        displayName: input.displayName,
        childAge: input.childAge,
        ...(timezone ? { settings: withTimezone(before.settings, timezone) } : {}),
      });
      return profiles.get(userId);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
