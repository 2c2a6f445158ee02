import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { ASSIGNMENT_STATUSES, hasAtMostOneDecimal } from '../domain/grades';
import { MAX_CATEGORY_LENGTH } from '../domain/grading';
import { assignmentMessages } from '../messages/assignments';
import { gradingMessages } from '../messages/grading';

/** Most assignments one class may hold, so a class card (and the overview) stays bounded. */
export const MAX_ASSIGNMENTS_PER_CLASS = 500;

export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES, { error: assignmentMessages.status });

const nameSchema = z
  .string({ error: assignmentMessages.nameRequired })
  .trim()
  .min(1, assignmentMessages.nameRequired)
  .max(200, assignmentMessages.nameTooLong);

/** Trimmed; blank becomes null. */
const descriptionSchema = z
  .string()
  .trim()
  .max(2000, assignmentMessages.descriptionTooLong)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const startDateSchema = z
  .string({ error: assignmentMessages.startDateRequired })
  .refine(isIsoDate, assignmentMessages.startDateRequired);

const dueDateSchema = z.string().refine(isIsoDate, assignmentMessages.dueDateInvalid).nullable();

const percentageSchema = z
  .number({ error: assignmentMessages.percentage })
  .min(0, assignmentMessages.percentage)
  .max(100, assignmentMessages.percentage)
  .refine(hasAtMostOneDecimal, assignmentMessages.percentageStep)
  .nullable();

const pointsSchema = z
  .number({ error: assignmentMessages.points })
  .min(0, assignmentMessages.points)
  .max(100_000, assignmentMessages.pointsTooHigh)
  .refine(hasAtMostOneDecimal, assignmentMessages.pointsStep)
  .nullable();

const classIdSchema = z
  .string({ error: assignmentMessages.classRequired })
  .min(1, assignmentMessages.classRequired)
  .max(64);

/** One of the class's grading categories; blank or null: none. */
const categorySchema = z
  .string()
  .trim()
  .max(MAX_CATEGORY_LENGTH, gradingMessages.categoryTooLong)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const editableFields = {
  assignmentName: nameSchema,
  description: descriptionSchema.optional(),
  assignmentDate: startDateSchema,
  dueDate: dueDateSchema.optional(),
  status: assignmentStatusSchema.optional(),
  gradePercentage: percentageSchema.optional(),
  earnedPoints: pointsSchema.optional(),
  maxPoints: pointsSchema.optional(),
  category: categorySchema.optional(),
};

/** POST /api/students/:studentId/assignments (a class the child is enrolled in). A missing status is 'completed' (spec §3). */
export const createAssignmentSchema = z.object({ classId: classIdSchema, ...editableFields });
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

/** PATCH /api/students/:studentId/assignments/:id: only the fields that change. */
export const updateAssignmentSchema = z.object({
  classId: classIdSchema.optional(),
  ...editableFields,
  assignmentName: nameSchema.optional(),
  assignmentDate: startDateSchema.optional(),
});
export type UpdateAssignmentInput = z.infer<typeof updateAssignmentSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  classId: z.string(),
  assignmentName: z.string(),
  description: z.string().nullable(),
  assignmentDate: z.string(),
  dueDate: z.string().nullable(),
  status: assignmentStatusSchema,
  gradePercentage: z.number().nullable(),
  earnedPoints: z.number().nullable(),
  maxPoints: z.number().nullable(),
  /** One of the class's grading categories, or null. */
  category: z.string().nullable(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const gradebookClassSchema = z.object({
  id: z.string(),
  title: z.string(),
  emoji: z.string(),
  /**
   * Rounded mean of the graded completed assignments (weighted by category when the class has categories:
   * `classGrade`); null when none counts.
   */
  average: z.number().nullable(),
  /** The class's grading categories (empty: every graded assignment counts the same). */
  weights: z.array(z.object({ category: z.string(), weight: z.number() })),
  /** Graded assignments left out of a weighted average for lack of a category. */
  uncounted: z.number().int(),
  /** With who graded each ('graded by Sam'; null: not graded, or graded before members). */
  assignments: z.array(assignmentSchema.extend({ gradedByName: z.string().nullable() })),
});
export type GradebookClass = z.infer<typeof gradebookClassSchema>;

/** GET /api/students/:studentId/assignments/overview: the child's whole grades page in one response. */
export const assignmentsOverviewSchema = z.object({ classes: z.array(gradebookClassSchema) });
export type AssignmentsOverview = z.infer<typeof assignmentsOverviewSchema>;
