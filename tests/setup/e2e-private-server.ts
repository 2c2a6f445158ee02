import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A copy of the built server on a private data directory, for E2E specs that must write rows no route of
 * this branch writes yet (a class's lessons): the spec writes them straight into its SQLite file.
 */
export interface PrivateServer {
  baseURL: string;
  dataDir: string;
  stop(): void;
}

export async function startPrivateServer(prefix: string): Promise<PrivateServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const baseURL = `http://localhost:${port}`;
  const dist = process.env.HS_DIST || 'dist';
  const server: ChildProcess = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BASE_URL: baseURL,
      CLIENT_DIR: path.resolve(dist, 'client'),
      AUTH_RATE_LIMIT_SIGN_UP: '100000',
      AUTH_RATE_LIMIT_SIGN_IN: '1000',
      AUTH_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000',
    },
    stdio: 'ignore',
  });
  await waitForHealth(`${baseURL}/api/health`, 60_000);
  return {
    baseURL,
    dataDir,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Appends lessons 'title'… to a class's plan in the server's database; their ids in order. (The lessons API
 * of issue 23 replaces this once it is on the branch: POST /api/classes/:classId/lessons.)
 */
export function addLessons(
  server: PrivateServer,
  userId: string,
  classId: string,
  titles: readonly string[],
  minutes = 30,
): string[] {
  const db = new Database(path.join(server.dataDir, 'homeschool.db'));
  try {
    const last = db.prepare('select max(position) as p from lessons where class_id = ?').get(classId) as {
      p: number | null;
    };
    const first = last.p === null ? 0 : last.p + 1;
    const now = new Date().toISOString();
    const insert = db.prepare(
      'insert into lessons (id, user_id, class_id, position, title, notes, minutes, created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, ?, ?)',
    );
    const ids = titles.map(() => crypto.randomUUID());
    db.transaction(() =>
      titles.forEach((title, i) => insert.run(ids[i], userId, classId, first + i, title, minutes, now, now)),
    )();
    return ids;
  } finally {
    db.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}
