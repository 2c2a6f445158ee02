import { z } from 'zod';
import { CHILD_AGES } from '../domain/form-limits';
import { isCommonPassword } from '../domain/common-passwords';
import { authMessages } from '../messages/auth';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { CHILD_AGES };

export const childAgeSchema = z
  .string({ error: "Please choose the child's age." })
  .refine((v) => CHILD_AGES.includes(v), {
    error: (issue) =>
      issue.input === '' ? "Please choose the child's age." : "Please choose the child's age (6 to 18).",
  });

export const emailSchema = z
  .string({ error: authMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** An adult's own name (issue 37): greetings, 'recorded by' and the evaluator page show it. */
export const adultNameSchema = z
  .string({ error: authMessages.yourNameRequired })
  .trim()
  .min(1, authMessages.yourNameRequired)
  .max(100, authMessages.nameTooLong);

export const signUpSchema = z.object({
  /** The parent's own name (the sign-up form asks for it; a client that sends none is asked once later). */
  yourName: adultNameSchema.optional(),
  displayName: z
    .string({ error: "Please enter the child's full name." })
    .trim()
    .min(1, "Please enter the child's full name.")
    .max(100, authMessages.nameTooLong),
  childAge: childAgeSchema,
  email: emailSchema,
  password: z.lazy(() => newPasswordSchema),
  timezone: z.string().max(64).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: authMessages.passwordMissing }).min(1, authMessages.passwordMissing).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

const displayNameSchema = z
  .string({ error: "Please enter the child's full name." })
  .trim()
  .min(1, "Please enter the child's full name.")
  .max(100, authMessages.nameTooLong);

export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(8, authMessages.passwordTooShort)
  .max(128, authMessages.passwordTooLong)
  .refine((p) => !isCommonPassword(p), authMessages.passwordCommon);

/** POST /api/account/complete-profile: the details a provider sign-up does not carry. */
export const completeProfileSchema = z.object({
  displayName: displayNameSchema,
  childAge: childAgeSchema,
  timezone: z.string().max(64).optional(),
});
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

/** PUT /api/account/name: the signed-in adult's own name. */
export const adultNameInputSchema = z.strictObject({ name: adultNameSchema });
export type AdultNameInput = z.infer<typeof adultNameInputSchema>;
export const adultNameResultSchema = z.object({ name: z.string() });

/** POST /api/account/resend-verification and /api/account/forgot-password. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** POST /api/account/reset-password: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: authMessages.resetLinkInvalid }).min(1, authMessages.resetLinkInvalid).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/auth-config: which sign-in methods this server offers. */
export const authConfigSchema = z.object({
  google: z.boolean(),
  oidc: z.boolean(),
  /** The issuer's display name (OIDC_NAME), or null. */
  oidcName: z.string().nullable(),
  email: z.object({ verification: z.boolean(), passwordReset: z.boolean() }),
});
export type AuthConfigInfo = z.infer<typeof authConfigSchema>;

/** How the account signs in: email + password, Google, or the configured OpenID Connect issuer. */
export const authProviderSchema = z.enum(['email', 'google', 'oidc']);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** A path on this site to come back to (never another origin, nor a protocol-relative `//host`). */
const sitePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])/, 'must be a path on this site');

/**
 * POST /api/auth/sign-in/social: starts a sign-in at Google or the OpenID Connect provider (the answer is the
 * provider's address). Nothing else better-auth's endpoint would take (an ID token, extra scopes) gets in.
 */
export const socialSignInSchema = z.strictObject({
  provider: authProviderSchema.exclude(['email']),
  callbackURL: sitePathSchema,
  newUserCallbackURL: sitePathSchema.optional(),
  errorCallbackURL: sitePathSchema.optional(),
});
export type SocialSignInInput = z.infer<typeof socialSignInSchema>;

/** GET /api/auth/callback/:providerId: what a provider sends back (other parameters are dropped). */
const callbackValue = z.string().max(4096).optional();
export const providerCallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
  iss: callbackValue,
});

/** One signed-in device in GET /api/account/sessions. */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
