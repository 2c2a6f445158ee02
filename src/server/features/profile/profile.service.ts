import type { Kysely } from 'kysely';
import type { Profile } from '../../../shared/schemas/profile';
import { defaultSettings, normalizeSettings, type Settings } from '../../../shared/schemas/settings';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as repo from './profile.repository';

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
    async mergeSettings(userId: string, patch: Partial<Settings>): Promise<Settings> {
      return db.transaction().execute(async (trx) => {
        const current = (await repo.findProfile(trx, userId))?.settings ?? defaultSettings();
        const merged = normalizeSettings({ ...current, ...patch, dayByDay: { ...current.dayByDay, ...patch.dayByDay } });
        await repo.updateProfile(trx, userId, { settings: merged });
        return merged;
      });
    },

    update: (userId: string, patch: { displayName?: string | null; childAge?: string | null; settings?: Settings }) =>
      repo.updateProfile(db, userId, patch),
  };
}

export type ProfileService = ReturnType<typeof profileService>;
