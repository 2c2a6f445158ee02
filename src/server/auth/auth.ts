import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Dialect } from '../db/client';
import type { DB } from '../db/types';
import { profileService } from '../features/profile/profile.service';

export interface AuthDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  config: AppConfig;
}

export function createAuth({ db, dialect, config }: AuthDeps) {
  const requireVerification = config.smtp !== null;
  const profiles = profileService(db);
  return betterAuth({
    appName: 'Homeschool',
    logger: { disabled: config.logLevel === 'silent' },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db: db as Kysely<any>, type: dialect, transaction: true },
    trustedOrigins: [config.baseUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: !requireVerification,
      requireEmailVerification: requireVerification,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: dialect === 'postgres' ? 'database' : 'memory',
      modelName: 'rateLimit',
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Without mail there is no way to confirm an address, so accounts are verified at once.
          before: async (user) => ({ data: { ...user, emailVerified: requireVerification ? user.emailVerified : true } }),
          after: async (user) => {
            await profiles.create(user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
