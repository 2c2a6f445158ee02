import { queueAfterTransactionHook } from '@better-auth/core/context';
import { createChildSessionCache } from './child-session';
import { betterAuth } from 'better-auth';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { AuthConfigInfo } from '../../shared/schemas/auth';
import type { AppConfig } from '../config';
import type { Dialect } from '../db/client';
import type { DB } from '../db/types';
import { profileService } from '../features/profile/profile.service';
import { createMailer, type MailLogger, type MailMessage } from '../mail/mailer';
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from '../mail/templates';
import { AUTH_BASE_PATH, oneDoor } from './auth-door';
import { authLimits } from './auth-limits';
import { createRateLimiter } from './rate-limit';
import { createSessionCache } from './session-cache';

export interface AuthDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  config: AppConfig;
}

/** The request header that carries the client address from Fastify (trustProxy-aware) to better-auth. */
export const CLIENT_IP_HEADER = 'x-homeschool-client-ip';
/** better-auth's provider id for the OpenID Connect issuer configured with OIDC_ISSUER. */
export const OIDC_PROVIDER_ID = 'oidc';
export const VERIFY_EMAIL_EXPIRES_IN = 60 * 60 * 24;
export const RESET_PASSWORD_EXPIRES_IN = 60 * 60;

/** Until `registerAuth` hands over Fastify's logger, messages go to the console (quiet when silent). */
function consoleLogger(config: AppConfig): MailLogger {
  const quiet = config.logLevel === 'silent';
  return {
    info: (obj, msg) => {
      if (!quiet) console.info(msg, obj);
    },
    error: (obj, msg) => {
      if (!quiet) console.error(msg, obj);
    },
  };
}

export function createAuth({ db, dialect, config }: AuthDeps) {
  const requireVerification = config.smtp !== null;
  const profiles = profileService(db);
  const logRef: { current: MailLogger } = { current: consoleLogger(config) };
  const log: MailLogger = {
    info: (obj, msg) => logRef.current.info(obj, msg),
    error: (obj, msg) => logRef.current.error(obj, msg),
  };
  const mailer = createMailer(config.smtp, log);
  const sessions = {
    cache: createSessionCache(),
    /**
     * Tells every instance that a user's sessions (or the user) changed, so no cached check answers for
     * them again. The app points it at the event bus; until then it only forgets locally.
     */
    announce: async (userId: string): Promise<void> => sessions.cache.forgetUser(userId),
  };
  /** From a database hook: announced at once and again after the transaction commits (session-cache.ts). */
  const sessionsChanged = async (userId: string) => {
    await sessions.announce(userId);
    await queueAfterTransactionHook(() => sessions.announce(userId));
  };
  /** A mail failure is logged, never turned into a failed sign-up: the person can ask for the mail again. */
  const deliver = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
    }
  };
  const links = {
    verifyEmail: (token: string) =>
      `${config.baseUrl}/api/account/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token: string) => `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`,
  };
  const features: AuthConfigInfo = {
    google: config.google !== null,
    oidc: config.oidc !== null,
    oidcName: config.oidc?.name ?? null,
    email: { verification: mailer.enabled, passwordReset: mailer.enabled },
  };

  const auth = betterAuth({
    appName: 'Homeschool',
    logger: { disabled: config.logLevel === 'silent' },
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db: db as Kysely<any>, type: dialect, transaction: true },
    trustedOrigins: [config.baseUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: !requireVerification,
      requireEmailVerification: requireVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_IN,
      ...(mailer.enabled
        ? {
            sendResetPassword: async ({ user, token }: { user: { email: string }; token: string }) =>
              deliver(resetPasswordMail({ to: user.email, url: links.resetPassword(token) })),
            // With confirmation on, a sign-up for a taken address answers like a new one (no account probing);
            // the owner gets a note instead.
            onExistingUserSignUp: async ({ user }: { user: { email: string } }) =>
              deliver(existingAccountMail({ to: user.email, signInUrl: `${config.baseUrl}/sign-in` })),
          }
        : {}),
    },
    emailVerification: mailer.enabled
      ? {
          sendOnSignUp: true,
          sendOnSignIn: false,
          autoSignInAfterVerification: true,
          expiresIn: VERIFY_EMAIL_EXPIRES_IN,
          sendVerificationEmail: async ({ user, token }) =>
            deliver(confirmEmailMail({ to: user.email, name: user.name, url: links.verifyEmail(token) })),
        }
      : undefined,
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    // A provider sign-in that fails before the state says where to go lands on the sign-in page, which says so.
    onAPIError: { errorURL: `${config.baseUrl}/sign-in` },
    plugins: [
      oneDoor(),
      // A second factor for adults (ADR 031): TOTP and recovery codes, reached only through our own routes
      // (account/second-factor.*). A password sign-in of an account with one stops before the session.
      twoFactor({
        issuer: 'Homeschool',
        // The sign-in's "code needed" state lives 10 minutes; no "trust this device" (every sign-in asks).
        twoFactorCookieMaxAge: 600,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.oidc.name ?? 'OpenID Connect',
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  authentication: 'basic',
                },
              ],
            }),
          ]
        : []),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: dialect === 'postgres' ? 'database' : 'memory',
      modelName: 'rateLimit',
      // Starting a provider sign-in is one click; the default (3 per 10 s) trips a family sharing one address.
      customRules: { '/sign-in/social': { window: 60, max: 20 } },
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: { delete: { after: async (session) => sessionsChanged(session.userId) } },
      user: {
        update: { after: async (user) => sessionsChanged(user.id) },
        delete: { after: async (user) => sessionsChanged(user.id) },
        create: {
          // Without mail there is no way to confirm an address, so accounts are verified at once.
          before: async (user) => ({
            data: { ...user, emailVerified: requireVerification ? user.emailVerified : true },
          }),
          after: async (user) => {
            await profiles.create(user.id);
          },
        },
      },
    },
  });

  /** What our own account routes need next to better-auth: mail, rate limits, and which sign-ins exist. */
  const limiter = createRateLimiter(db);
  const kit = {
    db,
    config,
    mailer,
    links,
    features,
    limiter,
    limits: authLimits(limiter, config.authRateLimit),
    log,
    /** Checked sessions kept in memory, and how a change to them is announced. */
    sessions,
    /** Children's checked sessions (ADR 024); forgotten with the family's sessions announcements. */
    childSessions: createChildSessionCache(),
    /** Routes log through Fastify once the app exists. */
    useLogger(logger: MailLogger) {
      logRef.current = logger;
    },
  };
  return Object.assign(auth, { kit });
}

export type Auth = ReturnType<typeof createAuth>;
