import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dialect } from '@tests/setup/api';
import { freePort, signUpOver, startServerProcess, type ServerProcess } from '@tests/setup/server-process';

/**
 * Crash safety: the real server (child process, SQLite in WAL mode) takes concurrent writes from several
 * clients and is killed with SIGKILL mid-stream. After a restart on the same DATA_DIR every write that was
 * answered 2xx must be there, and the database must pass PRAGMA integrity_check.
 */
const CLIENTS = 8;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hs-crash-'));
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`crash safety (${dialect})`, () => {
  it.runIf(dialect === 'sqlite')(
    'keeps every answered write after SIGKILL mid-stream, and the database is intact',
    async () => {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      server = await startServerProcess({ port, env });
      const url = server.url;
      const { cookie, child } = await signUpOver(url, `crash-${Date.now()}@example.com`);

      const answered = new Map<string, string>(); // id → title
      let attempted = 0;
      let failed = 0;
      let stop = false;
      const client = async (c: number) => {
        for (let n = 0; !stop; n++) {
          const title = `client ${c} write ${n}`;
          attempted += 1;
          try {
            const res = await fetch(`${url}${child}/tasks`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie, origin: url },
              body: JSON.stringify({ title }),
              signal: AbortSignal.timeout(15_000),
            });
            if (res.status >= 200 && res.status < 300)
              answered.set(((await res.json()) as { id: string }).id, title);
            else failed += 1;
          } catch {
            failed += 1; // the connection died with the server
            return;
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
      // Let writes flow, then kill the server while requests are in flight.
      const started = Date.now();
      while (answered.size < 300 && Date.now() - started < 20_000)
        await new Promise((r) => setTimeout(r, 20));
      const victim = server;
      victim.child.kill('SIGKILL');
      await victim.stop('SIGKILL');
      stop = true;
      await Promise.all(clients);
      expect(answered.size, victim.output()).toBeGreaterThan(20);

      // Restart on the same data directory.
      server = await startServerProcess({ port: await freePort(), env });
      const db = new Database(path.join(dataDir, 'homeschool.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const rows = db.prepare('select id, title from tasks').all() as { id: string; title: string }[];
        const stored = new Map(rows.map((r) => [r.id, r.title]));
        let checked = 0;
        for (const [id, title] of answered) {
          expect(stored.get(id), `answered write ${title} is missing after the crash`).toBe(title);
          checked += 1;
        }
        expect(checked).toBe(answered.size);
        console.info(
          `crash safety: ${attempted} writes attempted by ${CLIENTS} clients, ${answered.size} answered 2xx, ${failed} cut off or refused, ${checked} checked present after SIGKILL + restart, ${rows.length} rows stored, integrity ok`,
        );
      } finally {
        db.close();
      }
      // The restarted server serves the same session and data.
      const today = await fetch(`${server.url}${child}/tasks/today`, { headers: { cookie } });
      expect(today.status).toBe(200);
      await server.stop('SIGTERM');
      server = null;
    },
    180_000,
  );
});
