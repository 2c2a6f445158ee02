import { z } from 'zod';
import { reportCardMessages as m } from '../messages/grading';

const termIdSchema = z.string({ error: m.termRequired }).min(1, m.termRequired).max(64);

/** GET /api/students/:studentId/report-card?termId= (and its .pdf). */
export const reportCardQuerySchema = z.object({ termId: termIdSchema });

/** PUT /api/students/:studentId/report-card/comments: an empty comment removes it. */
export const reportCardCommentInputSchema = z.object({
  termId: termIdSchema,
  classId: z.string({ error: m.classRequired }).min(1, m.classRequired).max(64),
  comment: z.string().trim().max(1000, m.commentTooLong),
});
export type ReportCardCommentInput = z.infer<typeof reportCardCommentInputSchema>;

export const reportCardCommentSchema = z.object({
  termId: z.string(),
  classId: z.string(),
  comment: z.string().nullable(),
});

export const reportCardClassSchema = z.object({
  classId: z.string(),
  title: z.string(),
  emoji: z.string(),
  /** The class's teacher (a co-op's, a tutor; ADR 042); null: none named. */
  teacherName: z.string().nullable(),
  /** Whole percent (weighted when the class has categories), null without graded work in the term. */
  average: z.number().nullable(),
  letter: z.string().nullable(),
  weighted: z.boolean(),
  /** Graded assignments of the term that count, and those left out for lack of a category. */
  counted: z.number().int(),
  uncounted: z.number().int(),
  /** Minutes of instruction logged for the class in the term. */
  minutes: z.number().int(),
  comment: z.string().nullable(),
});
export type ReportCardClass = z.infer<typeof reportCardClassSchema>;

export const reportCardSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), gradeLevel: z.string().nullable() }),
  term: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    schoolYearId: z.string(),
    schoolYearName: z.string(),
  }),
  classes: z.array(reportCardClassSchema),
  attendance: z.object({ present: z.number().int(), absent: z.number().int(), marked: z.number().int() }),
  hours: z.object({
    /** Every minute logged for the child in the term. */
    totalMinutes: z.number().int(),
    /** Minutes of free subjects (or of a class not on the card). */
    otherMinutes: z.number().int(),
  }),
  scale: z.array(z.object({ letter: z.string(), minPercent: z.number() })),
});
export type ReportCard = z.infer<typeof reportCardSchema>;
