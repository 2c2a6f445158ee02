import type { Kysely } from 'kysely';
import { defaultSettings, readStoredSettings, type Settings } from '@shared/schemas/settings';
import type { Profile } from '@shared/schemas/profile';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB, ProfilesTable } from '../../db/types';

type Db = Kysely<DB>;

export function toProfile(row: Pick<ProfilesTable, 'id' | 'settings'>): Profile {
  return { id: row.id, settings: readStoredSettings(row.settings) };
}

/** Inserts the profile with default settings; does nothing when it already exists. */
export async function createProfileRow(db: Db, input: { id: string; timezone?: string }): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('profiles')
    .values({
      id: input.id,
      settings: JSON.stringify(defaultSettings(input.timezone)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The profile row's columns that make a `Profile`. */
export const profileQuery = (db: Db, userId: Value<string>) =>
  db.selectFrom('profiles').select(['id', 'settings']).where('id', '=', userId);

export type ProfileRow = Parameters<typeof toProfile>[0];

const profileById = prepared((db: Db, p: Params<{ userId: string }>) => profileQuery(db, p.userId));

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await profileById.executeTakeFirst(db, { userId });
  return row ? toProfile(row) : null;
}

export async function updateProfile(db: Db, userId: string, patch: { settings: Settings }): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      settings: JSON.stringify(patch.settings),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}
