import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  ARCHIVE_DATA_NAME,
  archiveEntryName,
  exportCounts,
  type AccountExport,
} from '@shared/schemas/account-data';
import { createDb, type DbHandle } from '../db/client';
import type { DB } from '../db/types';
import { createFileStore } from '../files/create-file-store';
import type { FileStore } from '../files/file-store';
import { familyPrefix, keysOf } from '../files/stored-keys';
import { EXPORTED_TABLE_NAMES } from '../features/account-data/exported-tables';
import type { ImportPoint } from '../features/account-data/import-checkpoints';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { createTestDb, dialect, type TestDb } from '@tests/setup/api';
import { archiveOf } from '@tests/setup/archive';
import { exportWithEveryTable } from '@tests/setup/large-export';
import { startS3Server } from '@tests/setup/s3-server';
import { freePort, signUpOver, startServerProcess, type ServerProcess } from '@tests/setup/server-process';

/**
 * An import is all or nothing (ADR 040), whatever moment the process dies at. The real server (a child process)
 * takes an archive import of a large family with files and is killed with SIGKILL at a named point of the import
 * (the test-only pause `HS_TEST_IMPORT_PAUSE_AT` holds it there and says so on stderr, so the kill lands at that
 * point every time); restarted on the same data, the account holds either nothing (byte for byte the account
 * before) or the whole family, no stored file is left without its row, and the account imports again. SQLite
 * with the disk store; PostgreSQL with a real S3-compatible server.
 */
const ROWS_PER_TABLE = 250;
const FILES = 12;
const POINTS: { point: ImportPoint; outcome: 'nothing' | 'whole' }[] = [
  { point: 'account-taken', outcome: 'nothing' },
  { point: 'files-partly-stored', outcome: 'nothing' },
  { point: 'rows-partly-written', outcome: 'nothing' },
  { point: 'before-switch', outcome: 'nothing' },
  { point: 'after-switch', outcome: 'whole' },
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A large family (every table, ROWS_PER_TABLE rows each) with FILES documents, each in a work sample, as an archive. */
function familyArchive(): { file: AccountExport; archive: Buffer } {
  const file = exportWithEveryTable(ROWS_PER_TABLE);
  const at = '2026-01-05T10:00:00.000Z';
  const pdfs = Array.from({ length: FILES }, (_, i) =>
    Buffer.from(`%PDF-1.4\n% work ${i}\n${'x'.repeat(100_000 + i)}\n%%EOF\n`),
  );
  file.tables.files = pdfs.map((bytes, i) => ({
    id: `f${i}`,
    studentId: 'kid-0',
    kind: 'document',
    contentType: 'application/pdf',
    size: bytes.length,
    storedSize: bytes.length,
    sha256: sha256(bytes),
    originalName: `work-${i}.pdf`,
    key: `old/${i}`,
    thumbKey: null,
    webKey: null,
    width: null,
    height: null,
    createdBy: 'old-account',
    createdAt: at,
  }));
  file.tables.workSamples = pdfs.map((_, i) => ({
    id: `ws${i}`,
    studentId: 'kid-0',
    date: '2026-01-05',
    title: `Sample ${i}`,
    classId: null,
    subject: 'Science',
    lessonId: null,
    assignmentId: null,
    readingLogId: null,
    caption: null,
    linkUrl: null,
    starred: false,
    minutes: null,
    pendingBy: null,
    createdBy: 'old-account',
    createdAt: at,
    updatedAt: at,
  }));
  file.tables.workSampleFiles = pdfs.map((_, i) => ({ sampleId: `ws${i}`, fileId: `f${i}`, position: 0 }));
  const archive = archiveOf([
    [ARCHIVE_DATA_NAME, Buffer.from(JSON.stringify(file))],
    ...pdfs.map((bytes): [string, Buffer] => [archiveEntryName(sha256(bytes), 'original'), bytes]),
  ]);
  return { file, archive };
}

/** Rows of each exported table in the account. */
async function countsOf(db: Kysely<DB>, userId: string): Promise<Record<string, number>> {
  const adb = db as unknown as Kysely<Record<string, { userId: string }>>;
  const out: Record<string, number> = {};
  // The account's own activity log is not the import's: the test's sign-ins after a restart add to it (ADR 032, 040).
  for (const table of EXPORTED_TABLE_NAMES.filter((name) => name !== 'accountActivity')) {
    const row = await adb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

async function storedKeys(files: FileStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of files.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** Every object in the store has a row and every row's objects are there: nothing orphaned, nothing lost. */
async function expectNoOrphans(db: Kysely<DB>, files: FileStore) {
  const rows = await db.selectFrom('files').select(['key', 'thumbKey', 'webKey']).execute();
  expect(await storedKeys(files)).toEqual(rows.flatMap(keysOf).sort());
}

describe(`an import killed with SIGKILL (${dialect})`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hs-import-crash-'));
  let server: ServerProcess | null = null;
  let testDb: TestDb | null = null;
  let sqlite: DbHandle | null = null;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  let env: Record<string, string>;
  let db: Kysely<DB>;
  let files: FileStore;
  const { file, archive } = familyArchive();
  // Without the activity log: countsOf leaves it out (the account's own, not the import's).
  const { accountActivity: _activity, ...whole } = exportCounts(file);

  beforeAll(async () => {
    if (dialect === 'postgres') {
      testDb = await createTestDb();
      s3 = await startS3Server();
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.url,
        S3_BUCKET: s3.config.bucket,
        S3_REGION: s3.config.region,
        S3_ENDPOINT: s3.config.endpoint!,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      };
      db = testDb.handle.db;
      files = createFileStore({ dataDir, s3: s3.config });
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      files = createFileStore({ dataDir, s3: null });
    }
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await sqlite?.close();
    await testDb?.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const start = async (pauseAt?: ImportPoint) => {
    server = await startServerProcess({
      port: await freePort(),
      env: { ...env, HS_TEST_IMPORT_PAUSE_AT: pauseAt ?? '' },
    });
    if (dialect === 'sqlite' && !sqlite) {
      sqlite = createDb(`sqlite:${path.join(dataDir, 'homeschool.db')}`);
      db = sqlite.db;
    }
    return server;
  };
  const importArchive = (url: string, cookie: string) =>
    fetch(`${url}/api/account/import/archive`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-tar', cookie, origin: url },
      body: new Uint8Array(archive),
    });

  for (const { point, outcome } of POINTS) {
    it(`killed at ${point}: the account holds ${outcome === 'nothing' ? 'nothing of it' : 'the whole family'}`, async () => {
      const first = await start(point);
      const email = `crash-${point}-${Date.now()}@example.com`;
      const { cookie } = await signUpOver(first.url, email);
      const { id: userId } = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const before = await snapshotAccount(db, userId);

      const request = importArchive(first.url, cookie).catch(() => null);
      const deadline = Date.now() + 120_000;
      while (!first.output().includes(`import paused at ${point}`)) {
        if (Date.now() > deadline) throw new Error(`the import never reached ${point}:\n${first.output()}`);
        if (first.child.exitCode !== null) throw new Error(`the server exited:\n${first.output()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      first.child.kill('SIGKILL');
      await first.stop('SIGKILL');
      expect((await request)?.status ?? 'cut off').not.toBe(200);

      // Restarted on the same data: the unfinished import is gone before the server answers.
      const second = await start();
      expect(await db.selectFrom('importRuns').selectAll().execute()).toEqual([]);
      await expectNoOrphans(db, files);
      if (outcome === 'nothing') {
        expect(await snapshotAccount(db, userId)).toBe(before);
        expect(await storedKeys(files, familyPrefix(userId))).toEqual([]);
        // The account imports again, whole.
        const again = await importArchive(second.url, cookie);
        expect(again.status, await again.clone().text()).toBe(200);
      } else {
        // The family is there, so another import is refused as for any account with data.
        const again = await fetch(`${second.url}/api/account/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: second.url },
          body: JSON.stringify(exportWithEveryTable(1)),
        });
        expect(again.status).toBe(409);
        expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
          accountDataMessages.notEmpty,
        );
      }
      expect(await countsOf(db, userId)).toEqual(whole);
      expect(await storedKeys(files, familyPrefix(userId))).toHaveLength(FILES);
      await expectNoOrphans(db, files);
      const students = await fetch(`${second.url}/api/students`, { headers: { cookie } });
      expect(((await students.json()) as { name: string }[]).map((s) => s.name).sort()).toEqual([
        'Every Table',
        'Second Child',
      ]);
      await second.stop('SIGTERM');
      server = null;
    }, 240_000);
  }
});
