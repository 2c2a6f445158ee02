import type { Kysely } from 'kysely';
import type { CategoryWeight, ScaleRow } from '@shared/domain/grading';
import type { DB } from '../../db/types';
import { fromGradeWeightRow, fromGradingScaleRow, toGradeWeightRow, toGradingScaleRow } from './grading.rows';

type Db = Kysely<DB>;

/** The family's stored scale (empty: the default), highest minimum first. */
export async function listScale(db: Db, userId: string): Promise<ScaleRow[]> {
  const rows = await db
    .selectFrom('gradingScales')
    .select(['letter', 'minPercent', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('minPercent', 'desc')
    .execute();
  return rows.map(fromGradingScaleRow).map(({ letter, minPercent }) => ({ letter, minPercent }));
}

export async function replaceScale(db: Db, userId: string, rows: readonly ScaleRow[]): Promise<void> {
  await db.deleteFrom('gradingScales').where('userId', '=', userId).execute();
  if (rows.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .insertInto('gradingScales')
    .values(
      rows.map((r) => toGradingScaleRow(userId, { letter: r.letter, minPercent: r.minPercent, createdAt })),
    )
    .execute();
}

/** The class's categories in the order they were entered. */
export async function listWeights(db: Db, userId: string, classId: string): Promise<CategoryWeight[]> {
  const rows = await db
    .selectFrom('classGradeWeights')
    .select(['classId', 'category', 'weight', 'createdAt'])
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .orderBy('createdAt')
    .orderBy('weight', 'desc')
    .orderBy('category')
    .execute();
  return rows.map(fromGradeWeightRow).map(({ category, weight }) => ({ category, weight }));
}

/**
 * Replaces the class's categories, and takes away a category the class no longer has from the class's
 * assignments (every child's), so no assignment names a category that is not there.
 */
export async function replaceWeights(
  db: Db,
  userId: string,
  classId: string,
  weights: readonly CategoryWeight[],
): Promise<number> {
  await db
    .deleteFrom('classGradeWeights')
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .execute();
  if (weights.length) {
    // One timestamp per row, a millisecond apart, so the entered order is the stored order.
    const start = Date.now();
    await db
      .insertInto('classGradeWeights')
      .values(
        weights.map((w, i) =>
          toGradeWeightRow(userId, {
            classId,
            category: w.category,
            weight: w.weight,
            createdAt: new Date(start + i).toISOString(),
          }),
        ),
      )
      .execute();
  }
  let cleared = db
    .updateTable('assignments')
    .set({ category: null })
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .where('category', 'is not', null);
  if (weights.length)
    cleared = cleared.where(
      'category',
      'not in',
      weights.map((w) => w.category),
    );
  const result = await cleared.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
