import type { Kysely } from 'kysely';
import {
  applyGradingRules,
  classAverage,
  HIGH_GRADE,
  type GradingFields,
} from '../../../shared/domain/grades';
import { XP_REWARDS } from '../../../shared/domain/xp';
import { assignmentMessages } from '../../../shared/messages/assignments';
import {
  MAX_ASSIGNMENTS_PER_CLASS,
  type Assignment,
  type AssignmentsOverview,
  type CreateAssignmentInput,
  type UpdateAssignmentInput,
} from '../../../shared/schemas/assignments';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import * as repo from './assignments.repository';

const assignmentNotFound = () => notFound(assignmentMessages.notFound);
const classNotFound = () => notFound(assignmentMessages.classNotFound);

/** Defaults of a new assignment before the request's fields apply (spec §3: a missing status is completed). */
const createDefaults = (assignmentDate: string): GradingFields => ({
  assignmentDate,
  status: 'completed',
  dueDate: null,
  gradePercentage: null,
  earnedPoints: null,
  maxPoints: null,
});

function resolve(current: GradingFields, patch: Partial<GradingFields>): GradingFields {
  const result = applyGradingRules(current, patch);
  if (!result.ok) throw validationFailed(result.message, { [result.field]: result.message });
  return result.value;
}

export function assignmentsService(deps: AppDeps) {
  const { db, game, bus } = deps;

  /** Keeps the xp ledger in step with the row: +15 while completed, +10 more while graded ≥ 90 %. */
  async function syncXp(trx: Kysely<DB>, userId: string, a: Assignment): Promise<number> {
    const completed = a.status === 'completed';
    const highGrade = completed && a.gradePercentage != null && a.gradePercentage >= HIGH_GRADE;
    let delta = 0;
    delta += completed
      ? await game.award(trx, userId, 'assignment', a.id, XP_REWARDS.assignment)
      : -(await game.revoke(trx, userId, 'assignment', a.id));
    delta += highGrade
      ? await game.award(trx, userId, 'assignment-grade', a.id, XP_REWARDS.assignmentHighGrade)
      : -(await game.revoke(trx, userId, 'assignment-grade', a.id));
    return delta;
  }

  function announce(userId: string, xpDelta: number) {
    const kinds: ChangeKind[] = ['assignments'];
    if (xpDelta !== 0) kinds.push('xp');
    bus.publish(userId, ...kinds);
  }

  return {
    /** Every class of the account with its assignments (newest first) and average: the grades page in one read. */
    async overview(userId: string): Promise<AssignmentsOverview> {
      const [classes, assignments] = await Promise.all([
        repo.listClasses(db, userId),
        repo.listAssignments(db, userId),
      ]);
      const byClass = new Map<string, Assignment[]>(classes.map((c) => [c.id, []]));
      for (const a of assignments) byClass.get(a.classId)?.push(a);
      return {
        classes: classes.map((c) => {
          const list = byClass.get(c.id) ?? [];
          return { ...c, average: classAverage(list), assignments: list };
        }),
      };
    },

    async create(userId: string, input: CreateAssignmentInput): Promise<Assignment> {
      const { classId, assignmentName, description, ...gradingPatch } = input;
      const fields = resolve(createDefaults(input.assignmentDate), gradingPatch);
      const { row, xp } = await db.transaction().execute(async (trx) => {
        if (!(await repo.classExists(trx, userId, classId))) throw classNotFound();
        if ((await repo.countInClass(trx, userId, classId)) >= MAX_ASSIGNMENTS_PER_CLASS) {
          throw new AppError('CONFLICT', assignmentMessages.classAssignmentLimit);
        }
        const row = await repo.insertAssignment(trx, userId, {
          classId,
          assignmentName,
          description: description ?? null,
          ...fields,
        });
        return { row, xp: await syncXp(trx, userId, row) };
      });
      announce(userId, xp);
      return row;
    },

    async update(userId: string, id: string, input: UpdateAssignmentInput): Promise<Assignment> {
      const { row, xp } = await db.transaction().execute(async (trx) => {
        const current = await repo.findAssignment(trx, userId, id);
        if (!current) throw assignmentNotFound();
        const { classId, assignmentName, description, ...gradingPatch } = input;
        const fields = resolve(current, gradingPatch);
        if (classId !== undefined && classId !== current.classId) {
          if (!(await repo.classExists(trx, userId, classId))) throw classNotFound();
          if ((await repo.countInClass(trx, userId, classId)) >= MAX_ASSIGNMENTS_PER_CLASS) {
            throw new AppError('CONFLICT', assignmentMessages.classAssignmentLimit);
          }
        }
        const row = await repo.updateAssignment(trx, userId, id, {
          classId: classId ?? current.classId,
          assignmentName: assignmentName ?? current.assignmentName,
          description: description !== undefined ? description : current.description,
          ...fields,
        });
        if (!row) throw assignmentNotFound();
        return { row, xp: await syncXp(trx, userId, row) };
      });
      announce(userId, xp);
      return row;
    },

    /** Deleting keeps the xp the assignment earned (DESIGN.md §5). */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteAssignment(db, userId, id))) throw assignmentNotFound();
      bus.publish(userId, 'assignments');
    },
  };
}

export type AssignmentsService = ReturnType<typeof assignmentsService>;
