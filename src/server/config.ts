import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SmtpConfig {
  url: string;
  from: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

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
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
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
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    baseUrl,
    authSecret: env.AUTH_SECRET || readOrCreateSecret(dataDir),
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Homeschool <no-reply@localhost>' } : null,
    google,
    oidc,
    clientDir: env.CLIENT_DIR ?? path.resolve('dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: 256 * 1024,
  };
}
