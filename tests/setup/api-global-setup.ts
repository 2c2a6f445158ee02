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
