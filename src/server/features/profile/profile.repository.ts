import type { Kysely } from 'kysely';
import { defaultSettings, normalizeSettings, type Settings } from '../../../shared/schemas/settings';
import type { Profile } from '../../../shared/schemas/profile';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB, ProfilesTable } from '../../db/types';

type Db = Kysely<DB>;

export function toProfile(row: Pick<ProfilesTable, 'id' | 'displayName' | 'childAge' | 'settings'> & { xp: number; level: number }): Profile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.settings);
  } catch {
    parsed = null;
  }
  return {
    id: row.id,
    displayName: row.displayName,
    childAge: row.childAge,
    xp: row.xp,
    level: row.level,
    settings: normalizeSettings(parsed),
  };
}

/** Inserts the profile with default settings; does nothing when it already exists. */
export async function createProfileRow(
  db: Db,
  input: { id: string; displayName: string | null; childAge: string | null; timezone?: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('profiles')
    .values({
      id: input.id,
      displayName: input.displayName,
      childAge: input.childAge,
      settings: JSON.stringify(defaultSettings(input.timezone)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The profile row's columns that make a `Profile`. */
export const profileQuery = (db: Db, userId: Value<string>) =>
  db.selectFrom('profiles').select(['id', 'displayName', 'childAge', 'xp', 'level', 'settings']).where('id', '=', userId);

export type ProfileRow = Parameters<typeof toProfile>[0];

const profileById = prepared((db: Db, p: Params<{ userId: string }>) => profileQuery(db, p.userId));

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await profileById.executeTakeFirst(db, { userId });
  return row ? toProfile(row) : null;
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: { displayName?: string | null; childAge?: string | null; settings?: Settings },
): Promise<void> {
  const { settings, ...rest } = patch;
  await db
    .updateTable('profiles')
    .set({
      ...rest,
      ...(settings ? { settings: JSON.stringify(settings) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}
