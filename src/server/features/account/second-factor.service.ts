import { secondFactorMessages as m } from '@shared/messages/second-factor';
import type {
  SecondFactorEnrolment,
  SecondFactorSignInInput,
  SecondFactorStatus,
} from '@shared/schemas/second-factor';
import type { Auth } from '../../auth/auth';
import { hasPassword } from '../../auth/auth-tables';
import type { SessionUser } from '../../auth/fastify-bridge';
import { codeOf, type Caller } from '../../auth/sign-up';
import { AppError } from '../../http/app-error';
import type { EventBus } from '../../realtime/bus';
import type { ProfileService } from '../profile/profile.service';
import * as repo from './account.repository';

/** Password attempts on the second factor's routes, per account and 15 minutes (enrol, new codes, turn off). */
const PASSWORD_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };
/** Codes tried while enrolling, per account and 15 minutes. */
const ENROL_CODE_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

const wrongPassword = () => new AppError('VALIDATION_FAILED', m.wrongPassword, { password: m.wrongPassword });

/** better-auth's refusals of a code as our codes and words. */
function codeRefusal(err: unknown, method: 'totp' | 'recovery'): unknown {
  switch (codeOf(err)) {
    case 'INVALID_CODE':
      return new AppError('INVALID_CREDENTIALS', m.codeInvalid, { code: m.codeInvalid });
    case 'INVALID_BACKUP_CODE':
      return new AppError('INVALID_CREDENTIALS', m.recoveryInvalid, { code: m.recoveryInvalid });
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError('UNAUTHENTICATED', m.challengeExpired);
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('RATE_LIMITED', m.tooManyCodes);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('RATE_LIMITED', m.locked);
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return new AppError('CONFLICT', method === 'totp' ? m.notOn : m.recoveryInvalid);
    default:
      return err;
  }
}

/** The base32 key inside an otpauth:// URI, for a person to type. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? '';
}

/**
 * The second factor of an adult's password sign-in (issue 39, ADR 031): better-auth's two-factor plugin,
 * reached only through these calls (our routes declare their doors and apply the limits, ADR 014).
 */
export function secondFactorService(
  auth: Auth,
  profiles: ProfileService,
  signedIn: (userId: string, email: string, headers: Headers, caller: Caller) => Promise<unknown>,
  bus: Pick<EventBus, 'publish'>,
) {
  const { db, limiter, limits } = auth.kit;

  /** A password check of the signed-in adult, counted per account; a provider-only account has none. */
  async function passwordGate(user: SessionUser): Promise<void> {
    await limiter.hit(`second-factor-password:${user.id}`, PASSWORD_ATTEMPTS);
    if (!(await hasPassword(db, user.id))) throw new AppError('CONFLICT', m.noPassword);
  }

  async function familyRequires(familyId: string): Promise<boolean> {
    return (await profiles.get(familyId)).settings.requireSecondFactor;
  }

  return {
    async status(user: SessionUser): Promise<SecondFactorStatus> {
      const [enabled, withPassword, required] = await Promise.all([
        repo.secondFactorEnabled(db, user.id),
        hasPassword(db, user.id),
        familyRequires(user.member.familyId),
      ]);
      let recoveryCodesLeft: number | null = null;
      if (enabled) {
        const codes = await auth.api.viewBackupCodes({ body: { userId: user.id } });
        recoveryCodesLeft = codes.backupCodes.length;
      }
      return { enabled, hasPassword: withPassword, recoveryCodesLeft, familyRequires: required };
    },

    /** Starts an enrolment: a new key and recovery codes, not in force until the first code confirms them. */
    async enrol(user: SessionUser, password: string, headers: Headers): Promise<SecondFactorEnrolment> {
      await passwordGate(user);
      try {
        const made = await auth.api.enableTwoFactor({ body: { password }, headers });
        if (!('totpURI' in made) || !made.totpURI) throw new Error('better-auth made no TOTP key');
        return { uri: made.totpURI, secret: secretOf(made.totpURI), recoveryCodes: made.backupCodes ?? [] };
      } catch (err) {
        const code = codeOf(err);
        if (code === 'INVALID_PASSWORD') throw wrongPassword();
        if (code === 'TOTP_ALREADY_ENABLED') throw new AppError('CONFLICT', m.alreadyOn);
        throw err;
      }
    },

    /** The first code from the app turns the second factor on (better-auth replaces the session: new cookie). */
    async confirm(user: SessionUser, code: string, headers: Headers): Promise<Headers> {
      await limiter.hit(`second-factor-enrol:${user.id}`, ENROL_CODE_ATTEMPTS);
      if (await repo.secondFactorEnabled(db, user.id)) throw new AppError('CONFLICT', m.alreadyOn);
      try {
        const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
        return result.headers;
      } catch (err) {
        throw codeRefusal(err, 'totp');
      }
    },

    /** New recovery codes (the old ones stop working), after the password. */
    async regenerate(user: SessionUser, password: string, headers: Headers): Promise<string[]> {
      await passwordGate(user);
      try {
        return (await auth.api.generateBackupCodes({ body: { password }, headers })).backupCodes;
      } catch (err) {
        const code = codeOf(err);
        if (code === 'INVALID_PASSWORD') throw wrongPassword();
        if (code === 'TWO_FACTOR_NOT_ENABLED') throw new AppError('CONFLICT', m.notOn);
        throw err;
      }
    },

    /** Turns the second factor off, after the password; not while the family asks every adult for one. */
    async remove(user: SessionUser, password: string, headers: Headers): Promise<Headers> {
      await passwordGate(user);
      if (!(await repo.secondFactorEnabled(db, user.id))) throw new AppError('CONFLICT', m.notOn);
      if (await familyRequires(user.member.familyId)) throw new AppError('CONFLICT', m.familyRequires);
      try {
        return (await auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }))
          .headers;
      } catch (err) {
        if (codeOf(err) === 'INVALID_PASSWORD') throw wrongPassword();
        throw err;
      }
    },

    /**
     * The code of a password sign-in that asked for one (better-auth's signed `two_factor` cookie names the
     * sign-in): counted against the sign-in's per-address limit; better-auth allows 5 codes per sign-in and
     * locks the account's codes for 15 minutes after 10 wrong ones in a row.
     */
    async signIn(input: SecondFactorSignInInput, headers: Headers, caller: Caller) {
      await limits.secondFactor(caller.ip);
      try {
        const result =
          input.method === 'totp'
            ? await auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true })
            : await auth.api.verifyBackupCode({ body: { code: input.code }, headers, returnHeaders: true });
        await signedIn(result.response.user.id, result.response.user.email, headers, caller);
        return { headers: result.headers, userId: result.response.user.id };
      } catch (err) {
        caller.log.warn({ ip: caller.ip, reason: codeOf(err) ?? 'error' }, 'second factor refused');
        throw codeRefusal(err, input.method);
      }
    },

    /** Whether a password sign-in of this user should go on to enrol (the family asks, none is on yet). */
    async mustEnrol(userId: string, familyId: string): Promise<boolean> {
      if (!(await familyRequires(familyId))) return false;
      return !(await repo.secondFactorEnabled(db, userId));
    },

    /** The parent's family rule: every adult member must use a second factor. */
    async setFamilyRule(familyId: string, required: boolean): Promise<{ required: boolean }> {
      const settings = await profiles.mergeSettings(familyId, { requireSecondFactor: required });
      // Every instance's kept family context (the scope hook holds members to the rule) is forgotten.
      bus.publish(familyId, 'profile');
      return { required: settings.requireSecondFactor };
    },
  };
}

export type SecondFactorService = ReturnType<typeof secondFactorService>;
