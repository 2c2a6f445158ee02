import type { Kysely } from 'kysely';
import { applyGradingRules, HIGH_GRADE, type GradingFields } from '@shared/domain/grades';
import { classGrade, type CategoryWeight } from '@shared/domain/grading';
import { gradingMessages } from '@shared/messages/grading';
import { XP_REWARDS } from '@shared/domain/xp';
import { assignmentMessages } from '@shared/messages/assignments';
import {
  MAX_ASSIGNMENTS_PER_CLASS,
  type Assignment,
  type AssignmentsOverview,
  type CreateAssignmentInput,
  type UpdateAssignmentInput,
} from '@shared/schemas/assignments';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import type { StudentKey } from '../../scope/scope';
import * as repo from './assignments.repository';
import { isEnrolled } from '../../scope/access';

const assignmentNotFound = () => notFound(assignmentMessages.notFound);
/** The class is not the family's, or the child is not enrolled in it. */
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

/** The category, checked against the class's categories (400 when the class has no such category). */
type GradeFields = Pick<Assignment, 'gradePercentage' | 'earnedPoints' | 'maxPoints'>;
/** The assignment has a grade (a percentage or points). */
const graded = (a: GradeFields) => a.gradePercentage !== null || a.earnedPoints !== null;
const gradeChanged = (before: GradeFields, after: GradeFields) =>
  before.gradePercentage !== after.gradePercentage ||
  before.earnedPoints !== after.earnedPoints ||
  before.maxPoints !== after.maxPoints;

async function checkedCategory(
  trx: Kysely<DB>,
  userId: string,
  classId: string,
  category: string | null,
): Promise<string | null> {
  if (category === null) return null;
  if (!(await repo.classCategories(trx, userId, classId)).includes(category)) {
    throw validationFailed(gradingMessages.categoryNotOfClass, {
      category: gradingMessages.categoryNotOfClass,
    });
  }
  return category;
}

export function assignmentsService(deps: AppDeps) {
  const { db, game, bus } = deps;

  /** Keeps the xp ledger in step with the row: +15 while completed, +10 more while graded ≥ 90 %. */
  async function syncXp(trx: Kysely<DB>, child: StudentKey, a: Assignment): Promise<number> {
    const completed = a.status === 'completed';
    const highGrade = completed && a.gradePercentage != null && a.gradePercentage >= HIGH_GRADE;
    let delta = 0;
    delta += completed
      ? await game.award(trx, child, 'assignment', a.id, XP_REWARDS.assignment)
      : -(await game.revoke(trx, child, 'assignment', a.id));
    delta += highGrade
      ? await game.award(trx, child, 'assignment-grade', a.id, XP_REWARDS.assignmentHighGrade)
      : -(await game.revoke(trx, child, 'assignment-grade', a.id));
    return delta;
  }

  function announce(child: StudentKey, xpDelta: number) {
    const kinds: ChangeKind[] = ['assignments'];
    if (xpDelta !== 0) kinds.push('xp');
    bus.publishChild(child, ...kinds);
  }

  return {
    /**
     * Every class the child is enrolled in with the child's assignments (newest first) and average: the grades
     * page in one read. Assignments of a class the child has left stay stored but are not shown.
     */
    async overview(child: StudentKey): Promise<AssignmentsOverview> {
      const [classes, assignments, weights] = await Promise.all([
        repo.listClasses(db, child),
        repo.listAssignments(db, child),
        repo.listWeights(db, child),
      ]);
      const byClass = new Map<string, typeof assignments>(classes.map((c) => [c.id, []]));
      for (const a of assignments) byClass.get(a.classId)?.push(a);
      const weightsOf = new Map<string, CategoryWeight[]>();
      for (const { classId, category, weight } of weights) {
        const list = weightsOf.get(classId) ?? [];
        list.push({ category, weight });
        weightsOf.set(classId, list);
      }
      return {
        classes: classes.map((c) => {
          const list = byClass.get(c.id) ?? [];
          const classWeights = weightsOf.get(c.id) ?? [];
          const grade = classGrade(list, classWeights);
          return {
            ...c,
            average: grade.average,
            weights: classWeights,
            uncounted: grade.uncounted,
            assignments: list,
          };
        }),
      };
    },

    /** `by`: the acting member, recorded as who graded it when it has a grade. */
    async create(child: StudentKey, input: CreateAssignmentInput, by: string): Promise<Assignment> {
      const { classId, assignmentName, description, category, ...gradingPatch } = input;
      const fields = resolve(createDefaults(input.assignmentDate), gradingPatch);
      const { row, xp } = await db.transaction().execute(async (trx) => {
        if (!(await isEnrolled(trx, child, classId))) throw classNotFound();
        const checked = await checkedCategory(trx, child.familyId, classId, category ?? null);
        if ((await repo.countInClass(trx, child, classId)) >= MAX_ASSIGNMENTS_PER_CLASS) {
          throw new AppError('CONFLICT', assignmentMessages.classAssignmentLimit);
        }
        const row = await repo.insertAssignment(trx, child, {
          classId,
          assignmentName,
          description: description ?? null,
          category: checked,
          ...fields,
          recordedBy: graded(fields) ? by : null,
        });
        return { row, xp: await syncXp(trx, child, row) };
      });
      announce(child, xp);
      return row;
    },

    /** `by`: the acting member, recorded as who graded it when the grade is set or changed. */
    async update(
      child: StudentKey,
      id: string,
      input: UpdateAssignmentInput,
      by: string,
    ): Promise<Assignment> {
      const { row, xp } = await db.transaction().execute(async (trx) => {
        const current = await repo.findAssignment(trx, child, id);
        if (!current) throw assignmentNotFound();
        const { classId, assignmentName, description, category, ...gradingPatch } = input;
        const fields = resolve(current, gradingPatch);
        const movesClass = classId !== undefined && classId !== current.classId;
        if (movesClass) {
          if (!(await isEnrolled(trx, child, classId))) throw classNotFound();
          if ((await repo.countInClass(trx, child, classId)) >= MAX_ASSIGNMENTS_PER_CLASS) {
            throw new AppError('CONFLICT', assignmentMessages.classAssignmentLimit);
          }
        }
        const targetClass = classId ?? current.classId;
        // A category given is checked; a kept one stays only if the (new) class has it.
        let nextCategory = category !== undefined ? category : current.category;
        if (category === undefined && movesClass && nextCategory !== null) {
          const names = await repo.classCategories(trx, child.familyId, targetClass);
          if (!names.includes(nextCategory)) nextCategory = null;
        } else if (category !== undefined) {
          nextCategory = await checkedCategory(trx, child.familyId, targetClass, category);
        }
        const row = await repo.updateAssignment(trx, child, id, {
          classId: targetClass,
          assignmentName: assignmentName ?? current.assignmentName,
          description: description !== undefined ? description : current.description,
          category: nextCategory,
          ...fields,
          ...(graded(fields) && gradeChanged(current, fields) ? { recordedBy: by } : {}),
        });
        if (!row) throw assignmentNotFound();
        return { row, xp: await syncXp(trx, child, row) };
      });
      announce(child, xp);
      return row;
    },

    /** Deleting keeps the xp the assignment earned (docs/data-model.md, What earns xp). */
    async remove(child: StudentKey, id: string): Promise<void> {
      if (!(await repo.deleteAssignment(db, child, id))) throw assignmentNotFound();
      bus.publishChild(child, 'assignments');
    },
  };
}

export type AssignmentsService = ReturnType<typeof assignmentsService>;
