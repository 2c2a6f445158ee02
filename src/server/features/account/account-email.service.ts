import { isAPIError } from 'better-auth/api';
import { authFlowMessages } from '@shared/messages/auth';
import type { EmailOnlyInput, ResetPasswordInput } from '@shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../http/app-error';
import * as repo from './account.repository';

/** Where the confirmation link sends the browser: / signed in, or /sign-in with the reason it failed. */
export type VerifyOutcome =
  | { location: '/'; headers: Headers }
  | { location: `/sign-in?confirmation=${'expired' | 'invalid' | 'used'}` };

/** The address inside a confirmation token, read without trusting it (only to refuse a link already used). */
function emailInToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (parsed as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export function accountEmailService(auth: Auth) {
  const { db, limits, mailer } = auth.kit;

  return {
    /**
     * The emailed confirmation link. It works once: a link for an address that is already confirmed signs
     * nobody in. A fresh one confirms the address and starts a session.
     */
    async verifyLink(token: string, headers: Headers): Promise<VerifyOutcome> {
      const email = emailInToken(token);
      if (!email) return { location: '/sign-in?confirmation=invalid' };
      const verified = await repo.isEmailVerified(db, email);
      if (verified === null) return { location: '/sign-in?confirmation=invalid' };
      if (verified) return { location: '/sign-in?confirmation=used' };
      try {
        const result = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
        return { location: '/', headers: result.headers };
      } catch (err) {
        if (isAPIError(err) && (err.body as { code?: string } | undefined)?.code === 'TOKEN_EXPIRED') {
          return { location: '/sign-in?confirmation=expired' };
        }
        if (isAPIError(err)) return { location: '/sign-in?confirmation=invalid' };
        throw err;
      }
    },

    /** Sends a new confirmation link when the account exists and waits for one; answers the same either way. */
    async resendVerification(input: EmailOnlyInput): Promise<{ message: string }> {
      if (!mailer.enabled) throw new AppError('NOT_FOUND', 'Email confirmation is not used on this server.');
      await limits.mail(input.email);
      await auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: '/' } });
      return { message: authFlowMessages.verificationSent };
    },

    async forgotPassword(input: EmailOnlyInput): Promise<{ message: string }> {
      if (!mailer.enabled) throw new AppError('NOT_FOUND', authFlowMessages.resetUnavailable);
      await limits.mail(input.email);
      await auth.api.requestPasswordReset({ body: { email: input.email } });
      return { message: authFlowMessages.resetSent };
    },

    /** Sets the new password with the emailed token (one use, one hour); every session of the account ends. */
    async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
      if (!mailer.enabled) throw new AppError('NOT_FOUND', authFlowMessages.resetUnavailable);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (err) {
        if (isAPIError(err)) {
          const code = (err.body as { code?: string } | undefined)?.code;
          if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
            throw new AppError('VALIDATION_FAILED', err.message);
          throw new AppError('VALIDATION_FAILED', authFlowMessages.resetInvalid);
        }
        throw err;
      }
      return { message: authFlowMessages.resetDone };
    },
  };
}
