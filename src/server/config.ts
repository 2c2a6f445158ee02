import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3StoreConfig } from './files/s3-store';
import type { PdfLimits } from './pdf/pdf-gate';

export interface SmtpConfig {
  url: string;
  from: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in button ('Continue with {name}') when the issuer is the only provider; else 'Google'. */
  name: string | null;
}

/** Attempts allowed through our own sign-in/sign-up routes (better-auth limits only its own handler). */
export interface AuthRateLimitConfig {
  /** Sign-in attempts per email and client address per 15 minutes. */
  signInPerAccount: number;
  /** Sign-in attempts per client address per 15 minutes, across all emails. */
  signInPerAddress: number;
  /** Sign-ups per client address per hour. */
  signUpPerAddress: number;
  /** Confirmation and password-reset emails per address per hour. */
  mailPerEmail: number;
  /** A child's sign-in attempts per family code and child name per 15 minutes (unset: `signInPerAccount`). */
  childSignInPerChild?: number;
}

/** Requests to the public calendar feed (GET /api/calendar/:token.ics) per 15 minutes (ADR 020). */
export interface CalendarFeedRateLimitConfig {
  /** Per client address, whatever the token (unknown tokens included). */
  perAddress: number;
  /** Per feed, from any address. */
  perFeed: number;
}

/** Requests to an evaluator link's summary and PDFs (GET /api/evaluator/:token…) per 15 minutes. */
export interface EvaluatorLinkRateLimitConfig {
  /** Per client address, whatever the token (unknown tokens included). */
  perAddress: number;
  /** Per link, from any address. */
  perLink: number;
}

/** The weekly e-mail's unsubscribe link (/api/unsubscribe/:token) per 15 minutes (ADR 045). */
export interface UnsubscribeRateLimitConfig {
  /** Per client address, whatever the token (forged ones included). */
  perAddress: number;
  /** Per link, from any address. */
  perLink: number;
}

/** How much a family may store (the portfolio's files): per file, per video, and in all. */
export interface FileLimits {
  maxFileBytes: number;
  maxVideoBytes: number;
  familyQuotaBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxFileBytes: 25 * MB,
  maxVideoBytes: 200 * MB,
  familyQuotaBytes: 5 * 1024 * MB,
};

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `sqlite:<file>`, `:memory:` or a postgres:// URL. */
  databaseUrl: string;
  baseUrl: string;
  authSecret: string;
  smtp: SmtpConfig | null;
  google: { clientId: string; clientSecret: string } | null;
  oidc: OidcConfig | null;
  /** Directory with the built client (index.html); null to serve the API only. */
  clientDir: string | null;
  logLevel: string;
  bodyLimit: number;
  /** SSE heartbeat (and session re-check) interval; tests shorten it. */
  realtimeHeartbeatMs?: number;
  /** Honour X-Forwarded-* headers (only behind a reverse proxy; otherwise clients could spoof their address). */
  trustProxy?: boolean;
  /** Limits for the sign-in/sign-up routes; unset means no limit (test apps built without loadConfig). */
  authRateLimit?: AuthRateLimitConfig;
  /** Limits for the calendar feed; unset means no limit (test apps built without loadConfig). */
  calendarFeedRateLimit?: CalendarFeedRateLimitConfig;
  /** Limits for the evaluator links' public pages and PDFs; unset means no limit (test apps built without loadConfig). */
  evaluatorLinkRateLimit?: EvaluatorLinkRateLimitConfig;
  /** Unset: the defaults in notifications.service.ts. */
  unsubscribeRateLimit?: UnsubscribeRateLimitConfig;
  /** Where files live: S3-compatible storage when S3_BUCKET is set, else DATA_DIR/files (unset: DATA_DIR/files). */
  s3?: S3StoreConfig | null;
  /** FILE_MAX_MB, VIDEO_MAX_MB, FAMILY_QUOTA_MB (unset: DEFAULT_FILE_LIMITS). */
  fileLimits?: FileLimits;
  /** PostgreSQL connections per instance (DB_POOL_SIZE; unset: `defaultPoolSize()`, two per core, ADR 049). */
  dbPoolSize?: number;
  /** PDF downloads made at once and waiting (ADR 036); default DEFAULT_PDF_LIMITS. */
  pdfLimits?: PdfLimits;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'homeschool.db')}`;
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null;
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          name: env.OIDC_NAME?.trim() || null,
        }
      : null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    baseUrl,
    authSecret: env.AUTH_SECRET || readOrCreateSecret(dataDir),
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Homeschool <no-reply@localhost>' }
      : null,
    google,
    oidc,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : null,
    clientDir:
      env.CLIENT_DIR === undefined
        ? path.resolve('dist/client')
        : env.CLIENT_DIR
          ? path.resolve(env.CLIENT_DIR)
          : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    bodyLimit: 256 * 1024,
    dbPoolSize: env.DB_POOL_SIZE ? positiveInt(env, 'DB_POOL_SIZE', 1) : undefined,
    fileLimits: {
      maxFileBytes: positiveInt(env, 'FILE_MAX_MB', DEFAULT_FILE_LIMITS.maxFileBytes / MB) * MB,
      maxVideoBytes: positiveInt(env, 'VIDEO_MAX_MB', DEFAULT_FILE_LIMITS.maxVideoBytes / MB) * MB,
      familyQuotaBytes: positiveInt(env, 'FAMILY_QUOTA_MB', DEFAULT_FILE_LIMITS.familyQuotaBytes / MB) * MB,
    },
    authRateLimit: {
      signInPerAccount: positiveInt(env, 'AUTH_RATE_LIMIT_SIGN_IN', 10),
      signInPerAddress: positiveInt(env, 'AUTH_RATE_LIMIT_SIGN_IN_PER_ADDRESS', 100),
      signUpPerAddress: positiveInt(env, 'AUTH_RATE_LIMIT_SIGN_UP', 20),
      mailPerEmail: positiveInt(env, 'AUTH_RATE_LIMIT_MAIL', 5),
      childSignInPerChild: positiveInt(env, 'AUTH_RATE_LIMIT_CHILD_SIGN_IN', 10),
    },
    calendarFeedRateLimit: {
      perAddress: positiveInt(env, 'CALENDAR_FEED_RATE_LIMIT_PER_ADDRESS', 300),
      perFeed: positiveInt(env, 'CALENDAR_FEED_RATE_LIMIT_PER_FEED', 60),
    },
    evaluatorLinkRateLimit: {
      perAddress: positiveInt(env, 'EVALUATOR_LINK_RATE_LIMIT_PER_ADDRESS', 300),
      perLink: positiveInt(env, 'EVALUATOR_LINK_RATE_LIMIT_PER_LINK', 120),
    },
  };
}
