import type { Kysely } from 'kysely';
import type { DB, FilesTable } from '../db/types';
import type { FileStore } from './file-store';

/**
 * The objects behind the family's file rows, for whatever deletes those rows (a sample, a child, the account):
 * read the keys in the deleting transaction, remove the objects once it has committed (DESIGN §13).
 */

/** A key prefix per family (keys take lower-case letters, digits and '-' only). */
export const familyPrefix = (familyId: string) => `f-${familyId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;

/** The object keys of a file's versions (the original, and a photo's thumbnail and web size). */
export const keysOf = (f: Pick<FilesTable, 'key' | 'thumbKey' | 'webKey'>): string[] =>
  [f.key, f.thumbKey, f.webKey].filter((k): k is string => k !== null);

/** The object keys of every file of the family, or of one of its children. */
export async function storedKeysOf(db: Kysely<DB>, familyId: string, studentId?: string): Promise<string[]> {
  let query = db.selectFrom('files').select(['key', 'thumbKey', 'webKey']).where('userId', '=', familyId);
  if (studentId) query = query.where('studentId', '=', studentId);
  return (await query.execute()).flatMap(keysOf);
}

/**
 * Removes objects whose rows a committed transaction deleted. A failure is logged, not thrown: the rows are
 * gone, so nothing reaches the objects any more, and the sweep removes them later.
 */
export async function removeObjects(
  store: FileStore,
  keys: readonly string[],
  log: (message: string, error: unknown) => void = () => {},
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') log(`could not remove the stored object ${keys[i]}`, r.reason);
  });
}
