import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { keysOf } from '../../files/stored-keys';
import type { StudentKey } from '../../scope/scope';
import { fromFileRow, toFileRow, type StoredFileRow } from './files.rows';

type Db = Kysely<DB>;

/** A file that is no ESA purchase's receipt (`column`: the files table's id as the query names it). */
const notAReceipt =
  (column: 'files.id' | 'f.id') =>
  (eb: ExpressionBuilder<DB, 'files'> | ExpressionBuilder<DB & { f: DB['files'] }, 'f'>) =>
    (eb as ExpressionBuilder<DB, 'files'>).not(
      (eb as ExpressionBuilder<DB, 'files'>).exists(
        (eb as ExpressionBuilder<DB, 'files'>)
          .selectFrom('esaExpenseFiles as ef')
          .select('ef.fileId')
          .whereRef('ef.fileId', '=', column as 'files.id'),
      ),
    );

export async function insertFile(db: Db, familyId: string, file: StoredFileRow): Promise<void> {
  await db.insertInto('files').values(toFileRow(familyId, file)).execute();
}

/** One of the child's files (another family's or another child's: undefined). */
export async function findFile(db: Db, child: StudentKey, id: string): Promise<StoredFileRow | undefined> {
  return (await findFiles(db, child, [id]))[0];
}

/** Every byte the family stores (all versions of every file): what the quota counts. */
export async function usedBytes(db: Db, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select(sql<string | number>`coalesce(sum(${sql.ref('storedSize')}), 0)`.as('used'))
    .where('userId', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * What each of the family's children stores (all versions of their files), in one grouped read along the
 * (user_id, student_id) index; children with no file are not listed.
 */
export async function usedBytesByChild(
  db: Db,
  familyId: string,
): Promise<{ studentId: string; usedBytes: number }[]> {
  const rows = await db
    .selectFrom('files')
    .select(['studentId', sql<string | number>`sum(${sql.ref('storedSize')})`.as('used')])
    .where('userId', '=', familyId)
    .groupBy('studentId')
    .execute();
  return rows.map((row) => ({ studentId: row.studentId, usedBytes: Number(row.used) }));
}

/** The child's files among `ids` that are on no sample yet (those a new sample may take). */
export async function freeFiles(db: Db, child: StudentKey, ids: readonly string[]): Promise<StoredFileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files as f')
    .leftJoin('workSampleFiles as wf', 'wf.fileId', 'f.id')
    .selectAll('f')
    .where('f.userId', '=', child.familyId)
    .where('f.studentId', '=', child.studentId)
    .where('f.id', 'in', ids)
    .where('wf.fileId', 'is', null)
    .where(notAReceipt('f.id'))
    .execute();
  return rows.map(fromFileRow);
}

/** Files on no sample and no ESA purchase, made before `before` (uploads never saved into either): at most `limit`. */
export async function strayFiles(db: Db, before: string, limit: number): Promise<StoredFileRow[]> {
  const rows = await db
    .selectFrom('files as f')
    .leftJoin('workSampleFiles as wf', 'wf.fileId', 'f.id')
    .selectAll('f')
    .where('wf.fileId', 'is', null)
    .where(notAReceipt('f.id'))
    .where('f.createdAt', '<', before)
    .limit(limit)
    .execute();
  return rows.map(fromFileRow);
}

export async function deleteFiles(db: Db, familyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('files').where('userId', '=', familyId).where('id', 'in', ids).execute();
}

/** Which of `keys` a file row names (the sweep keeps those). */
export async function knownKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('files')
    .select(['key', 'thumbKey', 'webKey'])
    .where((eb) => eb.or([eb('key', 'in', keys), eb('thumbKey', 'in', keys), eb('webKey', 'in', keys)]))
    .execute();
  return new Set(rows.flatMap(keysOf));
}

/** The object keys of the family's files among `ids`. */
export async function keysOfFiles(db: Db, familyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .select(['key', 'thumbKey', 'webKey'])
    .where('userId', '=', familyId)
    .where('id', 'in', ids)
    .execute();
  return rows.flatMap(keysOf);
}

/**
 * One of the child's files that is on a kept sample (not waiting for a parent) dated in [from, to]: what an
 * evaluator link with the portfolio may open.
 */
export async function findSharedFile(
  db: Db,
  child: StudentKey,
  window: { from: string; to: string },
  id: string,
): Promise<StoredFileRow | undefined> {
  const row = await db
    .selectFrom('files as f')
    .innerJoin('workSampleFiles as wf', (j) =>
      j.onRef('wf.fileId', '=', 'f.id').onRef('wf.userId', '=', 'f.userId'),
    )
    .innerJoin('workSamples as s', (j) =>
      j.onRef('s.id', '=', 'wf.sampleId').onRef('s.userId', '=', 'f.userId'),
    )
    .selectAll('f')
    .where('f.userId', '=', child.familyId)
    .where('f.studentId', '=', child.studentId)
    .where('f.id', '=', id)
    .where('s.studentId', '=', child.studentId)
    .where('s.pendingBy', 'is', null)
    .where('s.date', '>=', window.from)
    .where('s.date', '<=', window.to)
    .executeTakeFirst();
  return row && fromFileRow(row);
}

/**
 * The child's files among `ids` (another family's or child's are not among them, nor an ESA purchase's receipt:
 * money is the parents', and a receipt is served only through its purchase, features/esa).
 */
export async function findFiles(db: Db, child: StudentKey, ids: readonly string[]): Promise<StoredFileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', 'in', ids)
    .where(notAReceipt('files.id'))
    .execute();
  return rows.map(fromFileRow);
}
