import { z } from 'zod';
import { MAX_COURSE_TITLE, MAX_YEAR_LABEL } from '../domain/form-limits';
import { COURSE_LEVELS, TRANSCRIPT_GRADE_LEVELS } from '../domain/gpa';
import { transcriptMessages as m } from '../messages/transcript';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { MAX_COURSE_TITLE, MAX_YEAR_LABEL };

/**
 * The transcript: `GET /api/students/:studentId/transcript`,
 * `POST/PATCH/DELETE /api/students/:studentId/transcript/courses(/:id)`, and the family's
 * `GET/PUT /api/records/settings` (hours per credit, the weighted GPA bonuses).
 */

export const MAX_TRANSCRIPT_COURSES = 200;

const halfSteps = (n: number) => Number.isInteger(n * 2);
const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const courseFields = {
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(MAX_COURSE_TITLE, m.titleTooLong),
  yearLabel: z
    .string({ error: m.yearLabelRequired })
    .trim()
    .min(1, m.yearLabelRequired)
    .max(MAX_YEAR_LABEL, m.yearLabelTooLong),
  gradeLevel: z
    .number({ error: m.gradeLevelInvalid })
    .int(m.gradeLevelInvalid)
    .refine((n) => (TRANSCRIPT_GRADE_LEVELS as readonly number[]).includes(n), m.gradeLevelInvalid),
  classId: z.string().min(1).max(100).nullable(),
  /** Null: computed from the linked class's hours. */
  credits: z
    .number({ error: m.creditsInvalid })
    .min(0.5, m.creditsInvalid)
    .max(10, m.creditsInvalid)
    .refine(halfSteps, m.creditsInvalid)
    .nullable(),
  level: z.enum(COURSE_LEVELS, { error: m.levelInvalid }),
  /** Null: the linked class's average (the rounded mean of its graded work). */
  finalPercent: z
    .number({ error: m.percentInvalid })
    .min(0, m.percentInvalid)
    .max(100, m.percentInvalid)
    .refine(oneDecimal, m.percentInvalid)
    .nullable(),
  /** Pass/fail only: null while not decided. */
  passed: z.boolean().nullable(),
};

export type CourseValues = {
  [K in keyof typeof courseFields]: z.output<(typeof courseFields)[K]>;
};

/** The rules across a course's fields: the field at fault and its message, or null. */
export function courseProblem(
  c: Pick<CourseValues, 'classId' | 'credits' | 'level' | 'finalPercent' | 'passed'>,
): { field: 'credits' | 'finalPercent' | 'passed'; message: string } | null {
  if (c.credits == null && c.classId == null) return { field: 'credits', message: m.creditsOrClass };
  if (c.level === 'pass_fail' && c.finalPercent != null)
    return { field: 'finalPercent', message: m.percentNotForPassFail };
  if (c.level !== 'pass_fail' && c.passed != null)
    return { field: 'passed', message: m.passedOnlyForPassFail };
  return null;
}

/** POST …/transcript/courses and the course form. */
export const courseInputSchema = z
  .object({
    ...courseFields,
    classId: courseFields.classId.default(null),
    credits: courseFields.credits.default(null),
    finalPercent: courseFields.finalPercent.default(null),
    passed: courseFields.passed.default(null),
  })
  .superRefine((value, ctx) => {
    const problem = courseProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CourseInput = z.input<typeof courseInputSchema>;

/** PATCH …/transcript/courses/:id: any subset (the server checks the merged course). */
export const coursePatchSchema = z.object(courseFields).partial();
export type CoursePatch = z.output<typeof coursePatchSchema>;

export const courseIdParamsSchema = z.object({
  studentId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
});

/** A course with what it earns. */
export const transcriptCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  yearLabel: z.string(),
  gradeLevel: z.number(),
  classId: z.string().nullable(),
  /** The linked class's title (null: none, or it was removed). */
  className: z.string().nullable(),
  /** The linked class's teacher (a co-op's, a tutor; ADR 042); null: none named. */
  teacherName: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  /** As entered (null: from hours). */
  creditsEntered: z.number().nullable(),
  /** From the linked class's hours (null: no linked class). */
  creditsFromHours: z.number().nullable(),
  /** The credits the course carries: entered, else from hours. */
  credits: z.number(),
  /** The linked class's hours (minutes), for the form's hint. */
  classMinutes: z.number().nullable(),
  /** As entered (null: the class average). */
  finalPercent: z.number().nullable(),
  classAverage: z.number().nullable(),
  /** The grade the transcript prints: entered, else the class average; null: no grade yet. */
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  letter: z.string().nullable(),
  points: z.number().nullable(),
  weightedPoints: z.number().nullable(),
  inGpa: z.boolean(),
  creditsEarned: z.number(),
});
export type TranscriptCourse = z.infer<typeof transcriptCourseSchema>;

export const gpaSummarySchema = z.object({
  unweighted: z.number().nullable(),
  weighted: z.number().nullable(),
  gpaCredits: z.number(),
  creditsEarned: z.number(),
});

export const transcriptYearSchema = gpaSummarySchema.extend({
  gradeLevel: z.number(),
  yearLabel: z.string(),
  courses: transcriptCourseSchema.array(),
});
export type TranscriptYear = z.infer<typeof transcriptYearSchema>;

export const recordsSettingsSchema = z.object({
  hoursPerCredit: z
    .number({ error: m.hoursPerCreditInvalid })
    .int(m.hoursPerCreditInvalid)
    .min(1, m.hoursPerCreditInvalid)
    .max(1000, m.hoursPerCreditInvalid),
  honorsBonus: z
    .number({ error: m.bonusInvalid })
    .min(0, m.bonusInvalid)
    .max(2, m.bonusInvalid)
    .refine(twoDecimals, m.bonusInvalid),
  apBonus: z
    .number({ error: m.bonusInvalid })
    .min(0, m.bonusInvalid)
    .max(2, m.bonusInvalid)
    .refine(twoDecimals, m.bonusInvalid),
  dualBonus: z
    .number({ error: m.bonusInvalid })
    .min(0, m.bonusInvalid)
    .max(2, m.bonusInvalid)
    .refine(twoDecimals, m.bonusInvalid),
});
export type RecordsSettings = z.infer<typeof recordsSettingsSchema>;

/** The whole transcript in one read: years in grade order with their courses and GPA, and the cumulative GPA. */
export const transcriptSchema = z.object({
  /** The family's grading scale the letters come from (the grading key prints it). */
  scale: z.array(z.object({ letter: z.string(), minPercent: z.number() })),
  settings: recordsSettingsSchema,
  years: transcriptYearSchema.array(),
  cumulative: gpaSummarySchema,
});
export type Transcript = z.infer<typeof transcriptSchema>;
