import { z } from 'zod';
import {
  MAX_CATEGORIES,
  MAX_CATEGORY_LENGTH,
  MAX_LETTER_LENGTH,
  MAX_SCALE_ROWS,
  scaleProblem,
  weightsProblem,
} from '../domain/grading';
import { gradingMessages as m } from '../messages/grading';

/** A letter of the family's grading scale. */
export const scaleRowSchema = z.object({
  letter: z
    .string({ error: m.letterRequired })
    .trim()
    .min(1, m.letterRequired)
    .max(MAX_LETTER_LENGTH, m.letterTooLong),
  minPercent: z
    .number({ error: m.minimumInvalid })
    .finite(m.minimumInvalid)
    .min(0, m.minimumInvalid)
    .max(100, m.minimumInvalid),
});
export type ScaleRowInput = z.infer<typeof scaleRowSchema>;

/** PUT /api/grading-scale: the whole scale (unique letters, distinct minimums, one at 0). */
export const gradingScaleInputSchema = z
  .object({ rows: z.array(scaleRowSchema).max(MAX_SCALE_ROWS, m.scaleTooMany) })
  .superRefine((value, ctx) => {
    const problem = scaleProblem(value.rows);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rows'] });
  });
export type GradingScaleInput = z.infer<typeof gradingScaleInputSchema>;

/** GET /api/grading-scale: the scale, highest minimum first; `isDefault` when the family stored none. */
export const gradingScaleSchema = z.object({
  rows: z.array(z.object({ letter: z.string(), minPercent: z.number() })),
  isDefault: z.boolean(),
});
export type GradingScale = z.infer<typeof gradingScaleSchema>;

export const categoryWeightSchema = z.object({
  category: z
    .string({ error: m.categoryRequired })
    .trim()
    .min(1, m.categoryRequired)
    .max(MAX_CATEGORY_LENGTH, m.categoryTooLong),
  weight: z
    .number({ error: m.weightInvalid })
    .int(m.weightInvalid)
    .min(1, m.weightInvalid)
    .max(100, m.weightInvalid),
});

/** PUT /api/classes/:id/grade-weights: the class's categories (an empty list removes them: the plain mean). */
export const gradeWeightsInputSchema = z
  .object({ weights: z.array(categoryWeightSchema).max(MAX_CATEGORIES, m.weightsTooMany) })
  .superRefine((value, ctx) => {
    const problem = weightsProblem(value.weights);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['weights'] });
  });
export type GradeWeightsInput = z.infer<typeof gradeWeightsInputSchema>;

export const gradeWeightsSchema = z.object({
  classId: z.string(),
  weights: z.array(z.object({ category: z.string(), weight: z.number() })),
});
export type GradeWeights = z.infer<typeof gradeWeightsSchema>;
