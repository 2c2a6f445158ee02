import { configDefaults, defineConfig } from 'vitest/config';

/** Timing tests: they compare answer times with and without other work, so they run alone (the `timing` tier). */
const TIMING = ['src/server/reliability/import-export-latency.test.ts'];

export default defineConfig({
  // Imports name the source tree's roots (@shared/…, @server/…, @tests/…) as tsconfig.json's paths declare them.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'node',
          // As the API tests (ADR 039): the files of a worker share its modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMING],
          environment: 'node',
          globalSetup: ['tests/setup/api-global-setup.ts'],
          // The test files of a worker share its modules (ADR 039): evaluating the app's module graph again
          // for each of ~190 files was most of the tier's time. A file restores what it changes (timers, spies)
          // and does not vi.mock modules.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same API setup, for the timing tests only: `npm test` runs them after every other tier, with
        // nothing else on the machine (scripts/test.mjs), on both dialects.
        extends: true,
        test: {
          name: 'timing',
          include: TIMING,
          environment: 'node',
          globalSetup: ['tests/setup/api-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The built app as an operator runs it: behind Caddy over TLS, several instances on one PostgreSQL
        // and one S3 store (tests/ops/; needs `npm run build` first, HS_DIST honoured). A tier of `npm test`.
        extends: true,
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
