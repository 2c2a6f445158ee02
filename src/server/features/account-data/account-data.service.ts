import type { Readable } from 'node:stream';
import { isAPIError } from 'better-auth/api';
import { formatSize } from '@shared/domain/file-size';
import { CHANGE_KINDS } from '@shared/live-updates';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  DELETE_CONFIRM_WORD,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportCounts,
  type AccountExport,
  type DeleteAccountInput,
  type ExportTables,
  type ImportFile,
  type ImportResult,
} from '@shared/schemas/account-data';
import { normalizeSettings } from '@shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import { hasPassword } from '../../auth/auth-tables';
import type { AppDeps } from '../../deps';
import { removeObjects, storedKeysOf } from '../../files/stored-keys';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { timeSlicer, type TimeSlicer } from '../../work/time-slice';
import { endImportRun, takeAccount, writeImport } from './account-data-import.repository';
import { archiveData, archiveStream } from './archive-export';
import { readArchive } from './archive-import';
import * as repo from './account-data.repository';
import { readImportFile } from './import-file';
import { importCheckpoint } from './import-checkpoints';
import { currentVersionOf, planImport } from './import-rows';
import { holdImportRun, importKeyPrefix, removeStoredUnder } from './import-runs';

/** Attempts at the delete password per account and 15 minutes (the session already proves who it is). */
const DELETE_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

/** Downloads of the whole account per account and hour (each reads and serialises every row). */
export const EXPORT_LIMIT = { max: 10, windowSeconds: 60 * 60 };
/** Import attempts per account and hour (each parses and checks a file of up to 32 MB; a refused file may be fixed and sent again). */
export const IMPORT_LIMIT = { max: 30, windowSeconds: 60 * 60 };

export function accountDataService(deps: AppDeps, auth: Auth) {
  const { db } = deps;

  /**
   * A read file (this version's or a version 1 file, which becomes one child) into this empty account, whose children
   * become the file's: every row gets a new id, references inside the file are remapped, each child's xp and level
   * are recomputed from their ledger. `beforeWrite` runs once the account is known to be empty and this import holds
   * it (the archive stores its files then). Parsing, checking and writing run in time slices (ADR 015).
   */
  async function importRead(
    userId: string,
    read: ImportFile,
    slicer: TimeSlicer,
    beforeWrite: (tables: ExportTables) => Promise<void>,
  ): Promise<ImportResult> {
    const file = currentVersionOf(read, (await repo.findUser(db, userId))?.name ?? null);
    // The run's id names its stored files' prefix, so a run that never finishes can be found and removed (ADR 040).
    const runId = crypto.randomUUID();
    const { tables } = await planImport(file, userId, slicer, importKeyPrefix(userId, runId));
    await deps.profiles.create(userId);
    const release = await holdImportRun(db, deps.dialect, runId);
    try {
      const run = await takeAccount(db, userId, runId, accountDataMessages);
      await importCheckpoint('account-taken');
      try {
        await beforeWrite(tables);
      } catch (error) {
        // Nothing written yet: the caller removes what it stored; the run ends (or a later clean-up ends it).
        await removeStoredUnder(deps.files, importKeyPrefix(userId, runId))
          .then(() => endImportRun(db, runId))
          .catch(() => undefined);
        throw error;
      }
      const profile = {
        settings: JSON.stringify(normalizeSettings(file.profile.settings)),
        createdAt: file.profile.createdAt,
        updatedAt: new Date().toISOString(),
      };
      try {
        await writeImport(
          db,
          userId,
          tables,
          profile,
          slicer,
          accountDataMessages.notEmpty,
          run,
          importCheckpoint,
        );
      } catch (error) {
        await removeStoredUnder(deps.files, importKeyPrefix(userId, runId)).catch(() => undefined);
        throw error;
      }
      await importCheckpoint('after-switch');
    } finally {
      await release();
    }
    // An import replaces every kind of data (the account's sessions stay as they are).
    deps.bus.publish(userId, ...CHANGE_KINDS.filter((kind) => kind !== 'sessions'));
    return { imported: exportCounts(read), students: await deps.students.list(userId) };
  }

  return {
    /** The whole account as one JSON document (ids included). */
    async exportAccount(userId: string, slicer: TimeSlicer): Promise<AccountExport> {
      await auth.kit.limiter.hit(`export:${userId}`, EXPORT_LIMIT);
      const [user, profile] = await Promise.all([repo.findUser(db, userId), deps.profiles.get(userId)]);
      if (!user) throw notFound();
      const row = await repo.findProfileRow(db, userId);
      const { tables, truncated } = await repo.readTables(db, userId, slicer);
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        account: { id: user.id, email: user.email },
        ...(truncated.length ? { truncated } : {}),
        profile: {
          settings: profile.settings,
          createdAt: row?.createdAt ?? new Date().toISOString(),
        },
        tables,
      };
    },

    /** The account as one archive: data.json and every file (archive-export.ts), refused before a byte when too large. */
    async exportArchive(
      userId: string,
      slicer: TimeSlicer,
      log: (message: string) => void,
    ): Promise<{ file: AccountExport; body: Readable }> {
      const file = await this.exportAccount(userId, slicer);
      const data = await archiveData(file, slicer);
      return { file, body: archiveStream(file, data, deps.files, log) };
    },

    /** Restores an export file (its JSON bytes: the records without files) into this empty account. */
    async importAccount(userId: string, bytes: Uint8Array): Promise<ImportResult> {
      await auth.kit.limiter.hit(`import:${userId}`, IMPORT_LIMIT);
      const slicer = timeSlicer();
      const read = await readImportFile(bytes, slicer);
      const files = read.version === EXPORT_VERSION ? read.tables.files.length : 0;
      if (files) throw validationFailed(accountDataMessages.filesNeedArchive(files));
      return importRead(userId, read, slicer, async () => {});
    },

    /**
     * Restores an archive (data.json and the files, as it streams in) into this empty account: the records are
     * read and checked first, then each file is stored under a new key and checked against its row (size, type,
     * sha256), then the rows are written. A refusal or failure at any point removes every object it stored.
     */
    async importArchive(userId: string, body: Readable): Promise<ImportResult> {
      await auth.kit.limiter.hit(`import:${userId}`, IMPORT_LIMIT);
      const slicer = timeSlicer();
      const archive = readArchive(body, deps.files);
      const read = await readImportFile(await archive.data, slicer);
      const written: string[] = [];
      try {
        return await importRead(userId, read, slicer, async (tables) => {
          const needed = tables.files.reduce((sum, f) => sum + f.storedSize, 0);
          const quota = deps.fileLimits.familyQuotaBytes;
          if (needed > quota)
            throw new AppError('CONFLICT', accountDataMessages.archiveOverQuota(formatSize(quota)));
          await archive.storeFiles(tables.files, written);
        });
      } catch (error) {
        await removeObjects(deps.files, written);
        throw error;
      } finally {
        body.resume();
      }
    },

    /**
     * Deletes the account and everything in it, after the password (or, for an account that signs in with
     * Google/OpenID Connect and has none, the word DELETE). Returns better-auth's cookie-clearing headers.
     */
    async deleteAccount(userId: string, input: DeleteAccountInput, headers: Headers): Promise<Headers> {
      await auth.kit.limiter.hit(`delete-account:${userId}`, DELETE_ATTEMPTS);
      if (await hasPassword(db, userId)) {
        if (!input.password)
          throw new AppError('VALIDATION_FAILED', accountDataMessages.passwordRequired, {
            password: accountDataMessages.passwordRequired,
          });
        let ok: boolean;
        try {
          ok =
            (await auth.api.verifyPassword({ body: { password: input.password }, headers })).status === true;
        } catch (err) {
          // better-auth answers a wrong password (and an over-long one) with an API error.
          if (!isAPIError(err)) throw err;
          ok = false;
        }
        if (!ok)
          throw new AppError('FORBIDDEN', accountDataMessages.wrongPassword, {
            password: accountDataMessages.wrongPassword,
          });
      } else if (input.confirm !== DELETE_CONFIRM_WORD) {
        throw new AppError('VALIDATION_FAILED', accountDataMessages.confirmRequired, {
          confirm: accountDataMessages.confirmRequired,
        });
      }
      const stored = await storedKeysOf(db, userId);
      await repo.deleteUser(db, userId);
      await removeObjects(deps.files, stored);
      await auth.kit.sessions.announce(userId);
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return signedOut.headers;
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
