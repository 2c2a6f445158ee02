import { z } from 'zod';
import { isCommonPassword } from '../domain/common-passwords';

export const CHILD_AGES = Array.from({ length: 13 }, (_, i) => String(i + 6));

export const childAgeSchema = z
  .string({ error: "Please choose the child's age." })
  .refine((v) => CHILD_AGES.includes(v), {
    error: (issue) => (issue.input === '' ? "Please choose the child's age." : "Please choose the child's age (6 to 18)."),
  });

const emailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const signUpSchema = z.object({
  displayName: z
    .string({ error: "Please enter the child's full name." })
    .trim()
    .min(1, "Please enter the child's full name.")
    .max(100, 'The name can be at most 100 characters.'),
  childAge: childAgeSchema,
  email: emailSchema,
  password: z.lazy(() => newPasswordSchema),
  timezone: z.string().max(64).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

const displayNameSchema = z
  .string({ error: "Please enter the child's full name." })
  .trim()
  .min(1, "Please enter the child's full name.")
  .max(100, 'The name can be at most 100 characters.');

const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(128, 'The password can be at most 128 characters.')
  .refine((p) => !isCommonPassword(p), 'This password is too common. Please choose a less guessable one.');

/** POST /api/account/complete-profile: the details a provider sign-up does not carry. */
export const completeProfileSchema = z.object({
  displayName: displayNameSchema,
  childAge: childAgeSchema,
  timezone: z.string().max(64).optional(),
});
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

/** POST /api/account/resend-verification and /api/account/forgot-password. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** POST /api/account/reset-password: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'This reset link is not valid.' }).min(1, 'This reset link is not valid.').max(200),
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

/** Messages of the email-confirmation and password-reset flows (not fixed by the spec). */
export const authFlowMessages = {
  verificationSent: 'If that account is waiting for confirmation, a new link is on its way. Check your inbox.',
  resetSent: 'If an account uses this email, a link to choose a new password is on its way. Check your inbox.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
  resetInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetUnavailable: 'Password reset by email is not set up on this server. Ask the administrator to reset your password.',
  linkExpired: 'This confirmation link has expired. Sign in to get a new one.',
  linkInvalid: 'This confirmation link is not valid. Sign in to get a new one.',
  linkUsed: 'Your email is already confirmed. Please sign in.',
  profileCompleted: 'Account setup completed successfully!',
  profileSaveFailed: 'Failed to save profile information',
  setupFailed: 'Failed to complete setup',
  googleFailed: 'Failed to sign in with Google',
  otherSessionsRevoked: 'Signed out of all other devices',
  sessionRevoked: 'Signed out of that device',
} as const;
