import { isAPIError } from 'better-auth/api';
import { isIsoDate } from '../../../shared/domain/dates';
import { levelForXp } from '../../../shared/domain/xp';
import { CHANGE_KINDS } from '../../../shared/live-updates';
import {
  accountDataMessages,
  DELETE_CONFIRM_WORD,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportCounts,
  type AccountExport,
  type DeleteAccountInput,
  type ExportTables,
  type ImportResult,
} from '../../../shared/schemas/account-data';
import { normalizeSettings } from '../../../shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { lockAccount } from '../../db/account-lock';
import * as repo from './account-data.repository';

/** Attempts at the delete password per account and 15 minutes (the session already proves who it is). */
const DELETE_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

/** Source kinds whose ledger source id is the id of a row in the file (attendance uses the date). */
const ROW_SOURCES = {
  task: 'tasks',
  learn: 'learnListItems',
  bucket: 'bucketListItems',
  assignment: 'assignments',
  'assignment-grade': 'assignments',
} as const;

export function accountDataService(deps: AppDeps, auth: Auth) {
  const { db } = deps;

  return {
    /** The whole account as one JSON document (ids included). */
    async exportAccount(userId: string): Promise<AccountExport> {
      const [user, profile] = await Promise.all([repo.findUser(db, userId), deps.profiles.get(userId)]);
      if (!user) throw notFound();
      const row = await repo.findProfileRow(db, userId);
      const { tables, truncated } = await repo.readTables(db, userId);
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        account: { id: user.id, email: user.email },
        ...(truncated.length ? { truncated } : {}),
        profile: {
          displayName: profile.displayName,
          childAge: profile.childAge,
          xp: profile.xp,
          level: profile.level,
          settings: profile.settings,
          createdAt: row?.createdAt ?? new Date().toISOString(),
        },
        tables,
      };
    },

    /**
     * Restores an export into this (empty) account in one transaction. Every row gets a new id and the
     * references inside the file are remapped (the repository stores each row with its table's row mapping);
     * xp and level are recomputed from the ledger.
     */
    async importAccount(userId: string, file: AccountExport): Promise<ImportResult> {
      const t = file.tables;
      const fresh = () => crypto.randomUUID();
      const remap = (rows: readonly { id: string }[]) => {
        const map = new Map<string, string>();
        for (const r of rows) {
          if (map.has(r.id)) throw new AppError('VALIDATION_FAILED', `The file has the same id twice (${r.id.slice(0, 64)}).`);
          map.set(r.id, fresh());
        }
        return map;
      };
      const classIds = remap(t.classes);
      const blockIds = remap(t.dayBlocks);
      const rowIds = {
        tasks: remap(t.tasks),
        learnListItems: remap(t.learnListItems),
        bucketListItems: remap(t.bucketListItems),
        assignments: remap(t.assignments),
      };
      const ref = (map: Map<string, string>, id: string, what: string) => {
        const mapped = map.get(id);
        if (!mapped) throw new AppError('VALIDATION_FAILED', `${accountDataMessages.brokenReference} (${what} ${id.slice(0, 64)})`);
        return mapped;
      };
      const unique = (values: string[], what: string) => {
        if (new Set(values).size !== values.length) throw new AppError('VALIDATION_FAILED', `The file has the same ${what} twice.`);
      };
      unique(t.attendance.map((a) => a.date), 'attendance date');
      const badDay = t.xpLedger.find((x) => x.sourceKind === 'attendance' && !isIsoDate(x.sourceId));
      if (badDay) throw new AppError('VALIDATION_FAILED', `An attendance xp row must name a date (${badDay.sourceId.slice(0, 64)}).`);
      unique(t.xpLedger.map((x) => `${x.sourceKind}:${x.sourceId}`), 'xp source');
      unique(t.achievements.map((a) => a.achievementId), 'achievement');
      unique(t.taskCarryForward.map((c) => c.day), 'carry-forward day');

      // Ledger rows of deleted items (their xp stays, DESIGN.md §5) point at nothing: they get a fresh id too,
      // one per deleted row (an assignment's two ledger rows keep sharing theirs).
      const orphanIds = new Map<string, string>();
      const ledgerSource = (kind: (typeof t.xpLedger)[number]['sourceKind'], sourceId: string) => {
        if (kind === 'attendance') return sourceId;
        const table = ROW_SOURCES[kind];
        const mapped = rowIds[table].get(sourceId);
        if (mapped) return mapped;
        const key = `${table}:${sourceId}`;
        if (!orphanIds.has(key)) orphanIds.set(key, fresh());
        return orphanIds.get(key)!;
      };

      const tables: ExportTables = {
        classes: t.classes.map((c) => ({ ...c, id: classIds.get(c.id)! })),
        calendarEvents: t.calendarEvents.map((e) => ({ ...e, id: fresh(), classId: e.classId === null ? null : ref(classIds, e.classId, 'class') })),
        tasks: t.tasks.map((r) => ({ ...r, id: rowIds.tasks.get(r.id)! })),
        bucketListItems: t.bucketListItems.map((r) => ({ ...r, id: rowIds.bucketListItems.get(r.id)! })),
        learnListItems: t.learnListItems.map((r) => ({ ...r, id: rowIds.learnListItems.get(r.id)! })),
        attendance: t.attendance.map((a) => ({ ...a, id: fresh() })),
        assignments: t.assignments.map((a) => ({ ...a, id: rowIds.assignments.get(a.id)!, classId: ref(classIds, a.classId, 'class') })),
        dayBlocks: t.dayBlocks.map((b) => ({ ...b, id: blockIds.get(b.id)! })),
        daySchedule: t.daySchedule.map((s) => ({ ...s, id: fresh(), blockId: ref(blockIds, s.blockId, 'block') })),
        xpLedger: t.xpLedger.map((x) => ({ ...x, id: fresh(), sourceId: ledgerSource(x.sourceKind, x.sourceId) })),
        achievements: t.achievements,
        taskCarryForward: t.taskCarryForward,
      };
      const xp = t.xpLedger.reduce((sum, x) => sum + x.xp, 0);
      const level = levelForXp(xp);

      await deps.profiles.create(userId);
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const busy = await repo.nonEmptyTables(trx, userId);
        if (busy.length) throw new AppError('CONFLICT', accountDataMessages.notEmpty);
        await repo.insertAll(trx, userId, tables);
        await repo.updateProfile(trx, userId, {
          displayName: file.profile.displayName,
          childAge: file.profile.childAge,
          settings: JSON.stringify(normalizeSettings(file.profile.settings)),
          xp,
          level,
          createdAt: file.profile.createdAt,
          updatedAt: new Date().toISOString(),
        });
      });
      // An import replaces everything: every kind changed.
      deps.bus.publish(userId, ...CHANGE_KINDS);
      return { imported: exportCounts(file), xp, level };
    },

    /**
     * Deletes the account and everything in it, after the password (or, for an account that signs in with
     * Google/OpenID Connect and has none, the word DELETE). Returns better-auth's cookie-clearing headers.
     */
    async deleteAccount(userId: string, input: DeleteAccountInput, headers: Headers): Promise<Headers> {
      await auth.kit.limiter.hit(`delete-account:${userId}`, DELETE_ATTEMPTS);
      if (await repo.hasPassword(db, userId)) {
        if (!input.password) throw new AppError('VALIDATION_FAILED', accountDataMessages.passwordRequired, { password: accountDataMessages.passwordRequired });
        let ok: boolean;
        try {
          ok = (await auth.api.verifyPassword({ body: { password: input.password }, headers })).status === true;
        } catch (err) {
          // better-auth answers a wrong password (and an over-long one) with an API error.
          if (!isAPIError(err)) throw err;
          ok = false;
        }
        if (!ok) throw new AppError('FORBIDDEN', accountDataMessages.wrongPassword, { password: accountDataMessages.wrongPassword });
      } else if (input.confirm !== DELETE_CONFIRM_WORD) {
        throw new AppError('VALIDATION_FAILED', accountDataMessages.confirmRequired, { confirm: accountDataMessages.confirmRequired });
      }
      await repo.deleteUser(db, userId);
      await auth.kit.sessions.announce(userId);
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return signedOut.headers;
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
