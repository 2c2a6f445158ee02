import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '@shared/messages/account-data';
import { exportCounts } from '@shared/schemas/account-data';
import { familyPrefix } from '../../files/stored-keys';
import { timeSlicer } from '../../work/time-slice';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { apiRequests, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { appWithStore } from '@tests/setup/file-stores';
import { exportWithEveryTable } from '@tests/setup/large-export';
import { importRuns, takeAccount, writeImport } from './account-data-import.repository';
import { currentVersionOf, planImport } from './import-rows';
import { importKeyPrefix, lockImportRun, recoverImports } from './import-runs';

/**
 * An import is all or nothing (ADR 040): a run whose process is gone — rows written, files stored, the switch
 * never made — is removed by the clean-up (start and sweep) down to the account it found, files included; a run
 * whose process lives (on PostgreSQL: another instance holding its lock) is left alone. The SIGKILL tests with a
 * real server process are in reliability/import-crash.test.ts.
 */

const keysUnder = async (t: TestApp, prefix: string) => {
  const keys: string[] = [];
  for await (const object of t.deps.files.list(prefix)) keys.push(object.key);
  return keys;
};

for (const store of ['disk', 's3'] as const) {
  describe(`an unfinished import on the ${store} store (${dialect})`, () => {
    let s: Awaited<ReturnType<typeof appWithStore>>;
    beforeAll(async () => {
      s = await appWithStore(store);
    }, 60_000);
    afterAll(async () => {
      await s?.close();
    });

    it('is removed down to the empty account it found, files included; a live run is left alone', async () => {
      const { t } = s;
      const { db } = t.deps;
      const { ok, call } = apiRequests(() => t.app);
      const user = await signUpUser(t.app);
      const other = await signUpUser(t.app);
      await ok(other, 'POST', '/api/classes', {
        title: 'Kept',
        daysOfWeek: [1],
        startTime: '09:00',
        endTime: '10:00',
        studentIds: [other.studentId],
      });
      const before = await snapshotAccount(db, user.id);
      const otherBefore = await snapshotAccount(db, other.id);

      // An import that wrote every row and stored a file, then stopped just before its switch.
      const runId = randomUUID();
      const slicer = timeSlicer();
      const file = exportWithEveryTable(5);
      const { tables } = await planImport(currentVersionOf(file, null), user.id, slicer);
      await t.deps.profiles.create(user.id);
      const run = await takeAccount(db, user.id, runId, accountDataMessages);
      const key = `${importKeyPrefix(user.id, runId)}/${'a'.repeat(32)}`;
      await t.deps.files.put(key, Readable.from([Buffer.from('%PDF-1.4 stored')]), {
        contentType: 'application/pdf',
      });
      const stopped = new Promise<never>(() => {});
      const profile = {
        settings: '{}',
        createdAt: file.profile.createdAt,
        updatedAt: file.profile.createdAt,
      };
      let reachedSwitch!: () => void;
      const atSwitch = new Promise<void>((resolve) => (reachedSwitch = resolve));
      void writeImport(
        db,
        user.id,
        tables,
        profile,
        slicer,
        accountDataMessages.notEmpty,
        run,
        async (point) => {
          if (point !== 'before-switch') return;
          reachedSwitch();
          await stopped;
        },
      );
      await atSwitch;
      expect(await snapshotAccount(db, user.id)).not.toBe(before);
      // A second import while it is recorded: refused, nothing written.
      expect(
        (await call(user, 'POST', '/api/account/import', exportWithEveryTable(1))).json().error.message,
      ).toBe(accountDataMessages.importRunning);

      if (dialect === 'postgres') {
        // Another instance runs it: it holds the run's lock, so the clean-up leaves it alone.
        const unlock = await lockImportRun(db, dialect, runId);
        expect(await recoverImports(t.deps)).toBe(0);
        expect(await importRuns(db)).toHaveLength(1);
        expect(await keysUnder(t, importKeyPrefix(user.id, runId))).toEqual([key]);
        await unlock();
      }

      // Its process is gone: the clean-up removes its rows, its files and its run.
      expect(await recoverImports(t.deps)).toBe(1);
      expect(await importRuns(db)).toEqual([]);
      expect(await snapshotAccount(db, user.id)).toBe(before);
      expect(await keysUnder(t, familyPrefix(user.id))).toEqual([]);
      expect(await snapshotAccount(db, other.id)).toBe(otherBefore);
      expect(await recoverImports(t.deps)).toBe(0);

      // The account imports again, whole.
      const again = await call(user, 'POST', '/api/account/import', file);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().imported).toEqual(exportCounts(file));
      expect(await importRuns(db)).toEqual([]);
    }, 60_000);
  });
}
