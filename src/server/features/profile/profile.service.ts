import type { Kysely } from 'kysely';
import type { Profile } from '../../../shared/schemas/profile';
import { defaultSettings, normalizeSettings, type Settings, type SettingsPatch } from '../../../shared/schemas/settings';
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
    create: (userId: string, fields: { displayName?: string | null; childAge?: string | null; timezone?: string } = {}) =>
      repo.createProfileRow(db, { id: userId, displayName: fields.displayName ?? null, childAge: fields.childAge ?? null, timezone: fields.timezone }),

    /** The profile, created on first read for accounts that predate it (e.g. provider sign-ups). */
    async get(userId: string): Promise<Profile> {
      const found = await repo.findProfile(db, userId);
      if (found) return found;
      await repo.createProfileRow(db, { id: userId, displayName: null, childAge: null });
      const created = await repo.findProfile(db, userId);
      if (!created) throw new AppError('INTERNAL', 'The profile could not be loaded.');
      return created;
    },

    /** Sign-up details: the child's name and age, and settings defaulted for the browser's timezone. */
    completeSignUp: (userId: string, input: { displayName: string; childAge: string; timezone?: string }) =>
      repo.updateProfile(db, userId, {
        displayName: input.displayName,
        childAge: input.childAge,
        settings: defaultSettings(input.timezone),
      }),

    /**
     * Merges `patch` into the stored settings in one transaction (read, merge, validate, write), so a write
     * of one key never drops another. Returns the merged settings.
     */
    async mergeSettings(userId: string, patch: SettingsPatch | Partial<Settings>): Promise<Settings> {
      return db.transaction().execute(async (trx) => {
        await repo.createProfileRow(trx, { id: userId, displayName: null, childAge: null });
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

    /** Sets the display name; returns the updated profile. */
    async rename(userId: string, displayName: string): Promise<Profile> {
      await repo.createProfileRow(db, { id: userId, displayName, childAge: null });
      await repo.updateProfile(db, userId, { displayName });
      const updated = await repo.findProfile(db, userId);
      if (!updated) throw new AppError('NOT_FOUND', 'The profile could not be found.');
      return updated;
    },

    update: (userId: string, patch: { displayName?: string | null; childAge?: string | null; settings?: Settings }) =>
      repo.updateProfile(db, userId, patch),
  };
}

export type ProfileService = ReturnType<typeof profileService>;
