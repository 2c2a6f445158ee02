import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { multipartFile } from '@tests/setup/test-files';

/** Runs one of the npm scripts' files with node and the given environment; resolves with its exit and output. */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('scripts', script), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let t: TestApp;
let user: TestUser;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'hs-backup-'));
  // The app keeps the family's files where the backup looks for them: DATA_DIR/files.
  t = await createTestApp({ dataDir: work });
  user = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${dialect})`, () => {
  it.runIf(dialect === 'sqlite')(
    'backs up while writes are happening, restores atomically, and the data is there and sound',
    async () => {
      const dbFile = dbPathOf(t);
      const outDir = path.join(work, 'backups');
      // Writes keep flowing for the whole backup.
      let writing = true;
      const answered: string[] = [];
      const writer = (async () => {
        let n = 0;
        while (writing) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/students/${user.studentId}/tasks`,
            headers: { cookie: user.cookie },
            payload: { title: `during backup ${n++}` },
          });
          if (res.statusCode === 201) answered.push(res.json().id);
          if (n % 10 === 0) await new Promise((r) => setTimeout(r, 1));
        }
      })();
      const upload = multipartFile('volcano.pdf', Buffer.from('%PDF-1.7\nthe volcano essay\n'));
      const kept = await t.app.inject({
        method: 'POST',
        url: `/api/students/${user.studentId}/files`,
        payload: upload.payload,
        headers: { ...upload.headers, cookie: user.cookie },
      });
      expect(kept.statusCode, kept.body).toBe(201);
      const row = await t.deps.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', kept.json().id)
        .executeTakeFirstOrThrow();
      await new Promise((r) => setTimeout(r, 200));
      const before = answered.length;
      const backup = await runScript('backup.mjs', ['--out', outDir], {
        DATABASE_URL: `sqlite:${dbFile}`,
        DATA_DIR: work,
      });
      const after = answered.length;
      writing = false;
      await writer;
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/Backup written: .*homeschool-.*\.db/);
      expect(backup.out).toMatch(/Files written: .*homeschool-.*-files \(1 files/);
      const files = readdirSync(outDir);
      expect(files.filter((f) => f.endsWith('.partial'))).toEqual([]);
      const file = path.join(
        outDir,
        files.find((f) => f.endsWith('.db'))!,
      );

      // Restore into a data directory that already has a (different) database: it is kept as .bak.
      const dataDir = path.join(work, 'data');
      const target = path.join(dataDir, 'homeschool.db');
      await runScript('backup.mjs', ['--out', dataDir], { DATABASE_URL: `sqlite:${dbFile}` });
      const older = readdirSync(dataDir).find((f) => f.endsWith('.db'))!;
      renameSync(path.join(dataDir, older), target);
      const restore = await runScript('restore.mjs', [file], { DATA_DIR: dataDir });
      expect(restore.code, restore.out).toBe(0);
      expect(existsSync(`${target}.bak`)).toBe(true);
      expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      // The family's file is back under DATA_DIR/files, byte for byte.
      expect(restore.out).toMatch(/1 family files were put back/);
      expect(readFileSync(path.join(dataDir, 'files', ...row.key.split('/')), 'utf8')).toBe(
        '%PDF-1.7\nthe volcano essay\n',
      );

      const restored = new Database(target, { readonly: true });
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (restored.prepare('select id from tasks where user_id = ?').all(user.id) as { id: string }[]).map(
          (r) => r.id,
        ),
      );
      restored.close();
      // Everything answered before the backup started is in it; nothing answered after it finished can be.
      for (const id of answered.slice(0, before)) expect(ids.has(id)).toBe(true);
      expect(ids.size).toBeGreaterThanOrEqual(before);
      expect(ids.size).toBeLessThanOrEqual(after);
      expect(before).toBeGreaterThan(0);
      console.info(
        `backup: ${before} tasks before, ${ids.size} in the snapshot, ${answered.length} written in all`,
      );
    },
    60_000,
  );

  it.runIf(dialect === 'sqlite')(
    'restore refuses a file that is not a Homeschool database and changes nothing',
    async () => {
      const dataDir = path.join(work, 'refuse');
      const junk = path.join(work, 'junk.db');
      writeFileSync(junk, 'not a database at all');
      const res = await runScript('restore.mjs', [junk], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.out).toMatch(/not a usable Homeschool backup/);
      expect(existsSync(path.join(dataDir, 'homeschool.db'))).toBe(false);
    },
  );

  it.runIf(dialect === 'sqlite')('restore refuses while a process holds the database open', async () => {
    const dbFile = dbPathOf(t);
    const outDir = path.join(work, 'held');
    const backup = await runScript('backup.mjs', ['--out', outDir], { DATABASE_URL: `sqlite:${dbFile}` });
    expect(backup.code, backup.out).toBe(0);
    const file = path.join(
      outDir,
      readdirSync(outDir).find((f) => f.endsWith('.db'))!,
    );
    // This test process (the running app) holds dbFile open.
    const res = await runScript('restore.mjs', [file], { DATABASE_URL: `sqlite:${dbFile}` });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/in use by process/);
  });

  it.runIf(dialect === 'postgres')(
    'on PostgreSQL, backup and restore explain pg_dump / pg_restore and exit 0',
    async () => {
      const url = 'postgres://user:secret@127.0.0.1:1/homeschool';
      const backup = await runScript('backup.mjs', ['--out', path.join(work, 'pg')], {
        DATABASE_URL: url,
        PATH: '/nonexistent',
      });
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/pg_dump --format=custom/);
      const restore = await runScript('restore.mjs', ['x.dump'], { DATABASE_URL: url });
      expect(restore.code).toBe(0);
      expect(restore.out).toMatch(/pg_restore/);
    },
  );
});

function dbPathOf(app: TestApp): string {
  return app.deps.config.databaseUrl.replace(/^sqlite:/, '');
}
