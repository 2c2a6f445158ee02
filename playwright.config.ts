import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { authAppUrl, authServices, oidcIssuer } from './tests/setup/e2e-auth-services';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.join(os.tmpdir(), `hs-e2e-${process.pid}`);
const dist = process.env.HS_DIST || 'dist';
/** The suites sign up many accounts from 127.0.0.1; the sign-in/sign-up rate limits are tested by the API tests. */
const looseRateLimits = {
  AUTH_RATE_LIMIT_SIGN_UP: '100000',
  AUTH_RATE_LIMIT_SIGN_IN: '1000',
  AUTH_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000',
  AUTH_RATE_LIMIT_MAIL: '1000',
};
const authServicesSpecs = /(oidc|email-auth)\.spec\.ts$/;
/**
 * Each app server's log, at level info (every request line), kept in a file; the global teardown fails the
 * run if a secret token (evaluator link, calendar feed, invite, e-mailed link) is in one (issue 39).
 */
const serverLogs = [`${dataDir}.log`, `${dataDir}-auth.log`];
process.env.E2E_SERVER_LOGS ??= serverLogs.join(',');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report is what `npm test` reads to print the failures last (scripts/e2e-failures.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  globalTeardown: './tests/setup/log-secrets.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // The app's service worker answers a day's reads itself, which page.route() cannot see: specs that stand in
    // for the server would miss. tests/e2e/installable-app.spec.ts runs with it (its own profiled browser).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: authServicesSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Email confirmation, password reset and OpenID sign-in against a server with SMTP and a provider.
      name: 'auth-services',
      testMatch: authServicesSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: authAppUrl },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} ${serverLogs[0]} && node ${dist}/server/index.js > ${serverLogs[0]} 2>&1`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        BASE_URL: `http://localhost:${port}`,
        CLIENT_DIR: path.resolve(dist, 'client'),
        ...looseRateLimits,
      },
    },
    {
      command: 'node_modules/.bin/tsx tests/setup/smtp-server.ts',
      url: `http://127.0.0.1:${authServices.smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(authServices.smtpPort), SMTP_HTTP_PORT: String(authServices.smtpHttpPort) },
    },
    {
      command: 'node_modules/.bin/tsx tests/setup/oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        OIDC_PORT: String(authServices.oidcPort),
        OIDC_CLIENT_ID: authServices.clientId,
        OIDC_CLIENT_SECRET: authServices.clientSecret,
        OIDC_REDIRECT_URI: `${authAppUrl}/api/auth/callback/oidc`,
      },
    },
    {
      command: `rm -rf ${dataDir}-auth ${serverLogs[1]} && node ${dist}/server/index.js > ${serverLogs[1]} 2>&1`,
      url: `${authAppUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(authServices.appPort),
        DATA_DIR: `${dataDir}-auth`,
        LOG_LEVEL: 'info',
        BASE_URL: authAppUrl,
        CLIENT_DIR: path.resolve(dist, 'client'),
        SMTP_URL: `smtp://127.0.0.1:${authServices.smtpPort}`,
        MAIL_FROM: 'Homeschool <no-reply@example.com>',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: authServices.clientId,
        OIDC_CLIENT_SECRET: authServices.clientSecret,
        ...looseRateLimits,
      },
    },
  ],
});
