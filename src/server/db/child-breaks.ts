import type { ExpressionBuilder } from 'kysely';
import type { Value } from './prepared';
import type { DB } from './types';

/**
 * The condition on `breaks` that a break applies to the child: the whole family's, or one the child is named in.
 * Shared by the readers of a child's school days (the dashboard's year progress, the records' progress).
 */
export const breakAppliesTo =
  (userId: Value<string>, studentId: Value<string>) => (eb: ExpressionBuilder<DB, 'breaks'>) =>
    eb.or([
      eb('breaks.wholeFamily', '=', 1),
      eb(
        'breaks.id',
        'in',
        eb
          .selectFrom('breakStudents')
          .select('breakStudents.breakId')
          .where('breakStudents.userId', '=', userId)
          .where('breakStudents.studentId', '=', studentId),
      ),
    ]);
