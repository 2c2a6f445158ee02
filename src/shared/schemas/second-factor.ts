import { z } from 'zod';
import { secondFactorMessages as m } from '../messages/second-factor';

const password = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128);
/** Six digits (spaces a person typed between groups are dropped). */
export const totpCodeSchema = z
  .string({ error: m.codeFormat })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m.codeFormat));
/** A recovery code as better-auth makes them: ten letters or digits, a dash after the fifth. */
export const recoveryCodeSchema = z
  .string({ error: m.recoveryFormat })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, m.recoveryFormat);

/** POST /api/account/second-factor/enrol, /recovery-codes, /remove: the password again. */
export const secondFactorPasswordSchema = z.object({ password });
export type SecondFactorPasswordInput = z.infer<typeof secondFactorPasswordSchema>;

/** POST /api/account/second-factor/confirm: the first code from the app. */
export const secondFactorConfirmSchema = z.object({ code: totpCodeSchema });

/** POST /api/account/sign-in/second-factor: the code of a password sign-in that asked for one. */
export const secondFactorSignInSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }),
]);
export type SecondFactorSignInInput = z.infer<typeof secondFactorSignInSchema>;

/** PUT /api/account/second-factor/family-rule (the parent): every adult must use a second factor. */
export const familyRuleSchema = z.object({ required: z.boolean('Required is true or false.') });

export const secondFactorStatusSchema = z.object({
  /** A confirmed second factor guards this account's password sign-in. */
  enabled: z.boolean(),
  /** The account signs in with a password here (a provider-only account follows the provider's). */
  hasPassword: z.boolean(),
  recoveryCodesLeft: z.number().int().nullable(),
  /** The family asks every adult to use one. */
  familyRequires: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorEnrolmentSchema = z.object({
  /** otpauth://totp/… for an authenticator app (as a link or a QR code). */
  uri: z.string(),
  /** The same key in base32, to type. */
  secret: z.string(),
  /** Shown once, after the first code confirms the enrolment. */
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** A password sign-in's answer: signed in, or a code is needed first (`secondFactor: 'needed'`). */
export const signInResultSchema = z.object({
  userId: z.string().optional(),
  /** 'needed': send the code to /api/account/sign-in/second-factor. 'enrol': signed in, and the family asks for one. */
  secondFactor: z.enum(['needed', 'enrol']).optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
