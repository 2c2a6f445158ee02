import { isAPIError } from 'better-auth/api';
import { messages } from '../../../shared/errors';
import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import type { Me } from '../../../shared/schemas/profile';
import { isValidTimezone } from '../../../shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import type { SessionUser } from '../../auth/fastify-bridge';
import { AppError } from '../../http/app-error';
import type { ProfileService } from '../profile/profile.service';

function codeOf(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  return (err.body as { code?: string } | undefined)?.code;
}

export function accountService(auth: Auth, profiles: ProfileService) {
  return {
    async signUp(input: SignUpInput, headers: Headers) {
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

    async signIn(input: SignInInput, headers: Headers) {
      try {
        const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
        return { headers: result.headers, body: { userId: result.response.user.id } };
      } catch (err) {
        const code = codeOf(err);
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
      return { user, profile: await profiles.get(user.id) };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
