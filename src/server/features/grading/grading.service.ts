import { DEFAULT_GRADING_SCALE, type CategoryWeight, type ScaleRow } from '@shared/domain/grading';
import { gradingMessages as m } from '@shared/messages/grading';
import type { GradeWeights, GradingScale } from '@shared/schemas/grading';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import * as repo from './grading.repository';
import { isFamilyClass } from '../../scope/access';

/** The family's scale as the records apply it: the stored one, or the default when none is stored. */
export async function familyScale(deps: Pick<AppDeps, 'db'>, userId: string): Promise<ScaleRow[]> {
  const rows = await repo.listScale(deps.db, userId);
  return rows.length ? rows : [...DEFAULT_GRADING_SCALE];
}

export function gradingService(deps: AppDeps) {
  const { db, bus } = deps;
  const scaleOf = async (userId: string): Promise<GradingScale> => {
    const rows = await repo.listScale(db, userId);
    return rows.length ? { rows, isDefault: false } : { rows: [...DEFAULT_GRADING_SCALE], isDefault: true };
  };

  return {
    scale: scaleOf,

    /** Stores the whole scale (already checked by the schema: unique letters, distinct minimums, one at 0). */
    async setScale(userId: string, rows: readonly ScaleRow[]): Promise<GradingScale> {
      await db.transaction().execute((trx) => repo.replaceScale(trx, userId, rows));
      bus.publish(userId, 'grading');
      return scaleOf(userId);
    },

    /** Back to the default: the family's rows removed. */
    async resetScale(userId: string): Promise<GradingScale> {
      await repo.replaceScale(db, userId, []);
      bus.publish(userId, 'grading');
      return scaleOf(userId);
    },

    async weights(userId: string, classId: string): Promise<GradeWeights> {
      if (!(await isFamilyClass(db, userId, classId))) throw notFound(m.weightsClassNotFound);
      return { classId, weights: await repo.listWeights(db, userId, classId) };
    },

    async setWeights(
      userId: string,
      classId: string,
      weights: readonly CategoryWeight[],
    ): Promise<GradeWeights> {
      const cleared = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if (!(await isFamilyClass(trx, userId, classId))) throw notFound(m.weightsClassNotFound);
        return repo.replaceWeights(trx, userId, classId, weights);
      });
      if (cleared > 0) bus.publish(userId, 'grading', 'assignments');
      else bus.publish(userId, 'grading');
      return { classId, weights: await repo.listWeights(db, userId, classId) };
    },
  };
}
