import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeEvent, EventBus } from './bus';

const CHANNEL = 'homeschool_changes';

interface BridgeableBus extends EventBus {
  emitLocal(event: ChangeEvent): void;
  onPublish(fn: (e: ChangeEvent) => void): void;
}

/**
 * Relays bus events between server instances through Postgres LISTEN/NOTIFY. Each instance publishes its
 * own events locally at once and NOTIFYs the others; notifications it sent itself are ignored.
 */
export async function bridgeBusOverPostgres(bus: BridgeableBus, databaseUrl: string, log: { warn(o: unknown, m?: string): void }) {
  const origin = randomUUID();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle client dropped by the server (database restart) is discarded, not an uncaught error.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  let listener: pg.Client | null = null;
  let closed = false;

  async function connectListener() {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const { o, e } = JSON.parse(msg.payload) as { o: string; e: ChangeEvent };
        if (o !== origin) bus.emitLocal(e);
      } catch (err) {
        log.warn({ err }, 'bad realtime notification');
      }
    });
    client.on('error', (err) => {
      log.warn({ err }, 'realtime listener lost its connection; reconnecting');
      listener = null;
      if (!closed) setTimeout(reconnect, 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  /** Keeps trying (every second) until the database is back. */
  function reconnect() {
    if (closed) return;
    connectListener().catch(() => setTimeout(reconnect, 1000));
  }

  await connectListener();
  bus.onPublish((event) => {
    pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: origin, e: event })]).catch((err) => {
      log.warn({ err }, 'realtime notify failed');
    });
  });

  return async function close() {
    closed = true;
    await listener?.end().catch(() => {});
    await pool.end().catch(() => {});
  };
}
