import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BridgeableBus, ChangeEvent } from './bus';

const CHANNEL = 'homeschool_changes';
/** How long a publisher waits for its own notification to come back before it stops waiting. */
const ECHO_TIMEOUT_MS = 1000;
/**
 * After its own notification is back, a waiting publisher waits this much longer: PostgreSQL sends a
 * notification to the listeners one after another, so another instance may read it a moment later.
 */
const DELIVERY_SKEW_MS = 15;

/**
 * Relays bus events between server instances through Postgres LISTEN/NOTIFY. Each instance publishes its
 * own events locally at once and NOTIFYs the others. Its own notifications come back to it: they are not
 * delivered again, but they tell a publisher that waits (`publishAndWait`) that PostgreSQL has sent the
 * event to every listening instance. `onResync` runs after the listener reconnects, since notifications
 * sent while it was away are lost.
 */
export async function bridgeBusOverPostgres(
  bus: BridgeableBus,
  databaseUrl: string,
  log: { warn(o: unknown, m?: string): void },
  onResync: () => void = () => {},
) {
  const origin = randomUUID();
  let sequence = 0;
  const echoes = new Map<number, () => void>();
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
        const { o, n, e } = JSON.parse(msg.payload) as { o: string; n?: number; e: ChangeEvent };
        if (o !== origin) bus.emitLocal(e);
        else {
          const echoed = n === undefined ? undefined : echoes.get(n);
          if (echoed) setTimeout(echoed, DELIVERY_SKEW_MS);
        }
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
    connectListener().then(onResync, () => setTimeout(reconnect, 1000));
  }

  await connectListener();
  // A change's own statement may carry its NOTIFY (ADR 049): the same channel and payload as `notify` below.
  bus.setRelay({ channel: CHANNEL, payload: (e) => JSON.stringify({ o: origin, e }) });
  const notify = (payload: object, onFailure: () => void = () => {}) =>
    pool
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: origin, ...payload })])
      .catch((err) => {
        log.warn({ err }, 'realtime notify failed');
        onFailure();
      });
  // Only a waiting publisher (a revocation) tracks its echo; the writes' own announcements just notify.
  bus.onPublish((event, wait) => {
    if (!wait) return void notify({ e: event });
    return new Promise<void>((resolve) => {
      const n = ++sequence;
      const done = () => {
        clearTimeout(timer);
        echoes.delete(n);
        resolve();
      };
      const timer = setTimeout(done, ECHO_TIMEOUT_MS);
      echoes.set(n, done);
      void notify({ n, e: event }, done);
    });
  });

  return async function close() {
    closed = true;
    bus.setRelay(null);
    await listener?.end().catch(() => {});
    await pool.end().catch(() => {});
  };
}
