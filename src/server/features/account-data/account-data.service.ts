import { isAPIError } from 'better-auth/api';
import { CHANGE_KINDS } from '@shared/live-updates';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  DELETE_CONFIRM_WORD,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportCounts,
  type AccountExport,
  type DeleteAccountInput,
  type ImportResult,
} from '@shared/schemas/account-data';
import { normalizeSettings } from '@shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import { removeObjects, storedKeysOf } from '../../files/stored-keys';
import { AppError, notFound } from '../../http/app-error';
import { timeSlicer, type TimeSlicer } from '../../work/time-slice';
import { writeImport } from './account-data-import.repository';
import * as repo from './account-data.repository';
import { readImportFile } from './import-file';
import { currentVersionOf, planImport } from './import-rows';

/** Attempts at the delete password per account and 15 minutes (the session already proves who it is). */
const DELETE_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

/** Downloads of the whole account per account and hour (each reads and serialises every row). */
export const EXPORT_LIMIT = { max: 10, windowSeconds: 60 * 60 };
/** Import attempts per account and hour (each parses and checks a file of up to 32 MB; a refused file may be fixed and sent again). */
export const IMPORT_LIMIT = { max: 30, windowSeconds: 60 * 60 };
/** One import at a time per account; the lease ends with the import, or after this long if the server stops. */
const IMPORT_LEASE = { max: 1, windowSeconds: 10 * 60 };

export function accountDataService(deps: AppDeps, auth: Auth) {
  const { db } = deps;

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

    /**
     * Restores an export file (its JSON bytes; this version's or a version 1 file, which becomes one child)
     * into this (empty) account, whose children become the file's: every row gets a new id, references inside
     * the file are remapped, each child's xp and level are recomputed from their ledger. Parsing, checking
     * and writing all run in time slices (ADR 015), so a large file does not hold up anyone else's requests.
     */
    async importAccount(userId: string, bytes: Uint8Array): Promise<ImportResult> {
      const { limiter } = auth.kit;
      await limiter.hit(`import:${userId}`, IMPORT_LIMIT);
      const slicer = timeSlicer();
      const read = await readImportFile(bytes, slicer);
      const file = currentVersionOf(read, (await repo.findUser(db, userId))?.name ?? null);
      const { tables } = await planImport(file, slicer);
      await deps.profiles.create(userId);
      const lease = `import-running:${userId}`;
      try {
        await limiter.hit(lease, IMPORT_LEASE);
      } catch (err) {
        if (err instanceof AppError && err.code === 'RATE_LIMITED')
          throw new AppError('CONFLICT', accountDataMessages.importRunning);
        throw err;
      }
      try {
        const profile = {
          settings: JSON.stringify(normalizeSettings(file.profile.settings)),
          createdAt: file.profile.createdAt,
          updatedAt: new Date().toISOString(),
        };
        await writeImport(db, userId, tables, profile, slicer, accountDataMessages.notEmpty);
      } finally {
        await limiter.reset(lease);
      }
      // An import replaces every kind of data (the account's sessions stay as they are).
      deps.bus.publish(userId, ...CHANGE_KINDS.filter((kind) => kind !== 'sessions'));
      return { imported: exportCounts(read), students: await deps.students.list(userId) };
    },

    /**
     * Deletes the account and everything in it, after the password (or, for an account that signs in with
     * Google/OpenID Connect and has none, the word DELETE). Returns better-auth's cookie-clearing headers.
     */
    async deleteAccount(userId: string, input: DeleteAccountInput, headers: Headers): Promise<Headers> {
      await auth.kit.limiter.hit(`delete-account:${userId}`, DELETE_ATTEMPTS);
      if (await repo.hasPassword(db, userId)) {
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
