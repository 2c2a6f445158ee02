import type { Kysely } from 'kysely';
import type { Profile } from '@shared/schemas/profile';
import {
  defaultSettings,
  normalizeSettings,
  type Settings,
  type SettingsPatch,
} from '@shared/schemas/settings';
import { lockAccount } from '../../db/account-lock';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as repo from './profile.repository';

/** Leaves out keys whose value is undefined, so `{ city: undefined }` never resets a stored value. */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function profileService(db: Kysely<DB>) {
  return {
    /** Creates the profile row with the spec's default settings (idempotent). */
    create: (userId: string, fields: { timezone?: string } = {}) =>
      repo.createProfileRow(db, { id: userId, timezone: fields.timezone }),

    /** The profile, created on first read for accounts that predate it (e.g. provider sign-ups). */
    async get(userId: string): Promise<Profile> {
      const found = await repo.findProfile(db, userId);
      if (found) return found;
      await repo.createProfileRow(db, { id: userId });
      const created = await repo.findProfile(db, userId);
      if (!created) throw new AppError('INTERNAL', 'The profile could not be loaded.');
      return created;
    },

    /** Sign-up: settings defaulted for the browser's timezone (the child is created by the students service). */
    completeSignUp: (userId: string, input: { timezone?: string }) =>
      repo.updateProfile(db, userId, { settings: defaultSettings(input.timezone) }),

    /**
     * Merges `patch` into the stored settings in one transaction (read, merge, validate, write), so a write
     * of one key never drops another. Returns the merged settings.
     */
    async mergeSettings(userId: string, patch: SettingsPatch | Partial<Settings>): Promise<Settings> {
      return db.transaction().execute(async (trx) => {
        await repo.createProfileRow(trx, { id: userId });
        await lockAccount(trx, userId);
        const current = (await repo.findProfile(trx, userId))?.settings ?? defaultSettings();
        const merged = normalizeSettings({
          ...current,
          ...definedOnly(patch),
          dayByDay: { ...current.dayByDay, ...definedOnly(patch.dayByDay ?? {}) },
        });
        await repo.updateProfile(trx, userId, { settings: merged });
        return merged;
      });
    },

    update: (userId: string, patch: { settings: Settings }) => repo.updateProfile(db, userId, patch),
  };
}

export type ProfileService = ReturnType<typeof profileService>;
