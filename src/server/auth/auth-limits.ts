import type { AuthRateLimitConfig } from '../config';
import type { RateLimiter } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * The limits every door of its kind applies (see http/route-table.ts), in one place so a second door
 * cannot count differently. Each call counts one attempt and throws 429 past the limit. Without a
 * configuration (test apps built without loadConfig) nothing is limited.
 */
export function authLimits(limiter: RateLimiter, limits: AuthRateLimitConfig | undefined) {
  return {
    /** A password sign-in: per client address, and per email from that address. */
    async signIn(ip: string, email: string): Promise<void> {
      if (!limits) return;
      await limiter.hit(`sign-in:${ip}`, { max: limits.signInPerAddress, windowSeconds: FIFTEEN_MINUTES });
      await limiter.hit(`sign-in:${ip}:${email}`, {
        max: limits.signInPerAccount,
        windowSeconds: FIFTEEN_MINUTES,
      });
    },

    /**
     * A child's sign-in (family code, name, PIN): per family code and child name from any address (a PIN has
     * only a million values), and per client address, shared with the password sign-in's count.
     */
    async childSignIn(ip: string, familyCode: string, name: string): Promise<void> {
      if (!limits) return;
      await limiter.hit(`sign-in:${ip}`, { max: limits.signInPerAddress, windowSeconds: FIFTEEN_MINUTES });
      await limiter.hit(`child-sign-in:${familyCode}:${name}`, {
        max: limits.childSignInPerChild ?? limits.signInPerAccount,
        windowSeconds: FIFTEEN_MINUTES,
      });
    },

    /**
     * The code of a password sign-in that asked for a second factor: per client address, shared with the
     * password sign-in's count (better-auth adds 5 codes per sign-in and a 15-minute lock after 10 wrong ones).
     */
    async secondFactor(ip: string): Promise<void> {
      if (!limits) return;
      await limiter.hit(`sign-in:${ip}`, { max: limits.signInPerAddress, windowSeconds: FIFTEEN_MINUTES });
    },

    /** A new account: per client address. */
    async signUp(ip: string): Promise<void> {
      if (!limits) return;
      await limiter.hit(`sign-up:${ip}`, { max: limits.signUpPerAddress, windowSeconds: ONE_HOUR });
    },

    /** A mail to `email` (confirmation, reset, the note about an existing account): per address mailed. */
    async mail(email: string): Promise<void> {
      if (!limits) return;
      await limiter.hit(`mail:${email.toLowerCase()}`, { max: limits.mailPerEmail, windowSeconds: ONE_HOUR });
    },
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
