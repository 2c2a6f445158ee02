import { z } from 'zod';
import {
  ADDED_CHILD_AGES,
  GRADE_LEVELS,
  MAX_CHILD_NAME_LENGTH,
  STUDENT_COLORS,
  STUDENT_EMOJIS,
} from '../domain/students';
import { studentMessages } from '../messages/students';

export const studentSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  gradeLevel: z.enum(GRADE_LEVELS).nullable(),
  color: z.enum(STUDENT_COLORS),
  emoji: z.string(),
  position: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type Student = z.infer<typeof studentSchema>;

const nameSchema = z
  .string(studentMessages.nameRequired)
  .trim()
  .min(1, studentMessages.nameRequired)
  .max(MAX_CHILD_NAME_LENGTH, studentMessages.nameTooLong(MAX_CHILD_NAME_LENGTH));

const fields = {
  name: nameSchema,
  age: z
    .number(studentMessages.ageInvalid)
    .int(studentMessages.ageInvalid)
    .refine((v) => ADDED_CHILD_AGES.includes(v), studentMessages.ageInvalid),
  gradeLevel: z.enum(GRADE_LEVELS, studentMessages.gradeInvalid).nullable(),
  color: z.enum(STUDENT_COLORS, studentMessages.colorInvalid),
  emoji: z
    .string(studentMessages.emojiInvalid)
    .refine((v) => (STUDENT_EMOJIS as readonly string[]).includes(v), studentMessages.emojiInvalid),
};

/** POST /api/students. Colour and emoji default to the first the family does not use yet. */
export const newStudentSchema = z.strictObject({
  name: fields.name,
  age: fields.age,
  gradeLevel: fields.gradeLevel.optional(),
  color: fields.color.optional(),
  emoji: fields.emoji.optional(),
});
export type NewStudent = z.infer<typeof newStudentSchema>;

/** PATCH /api/students/:studentId: any of the fields. */
export const studentPatchSchema = newStudentSchema.partial();
export type StudentPatch = z.infer<typeof studentPatchSchema>;

/** PUT /api/students/order: every child of the family once, in the new order. */
export const studentOrderSchema = z.strictObject({ ids: z.array(z.string().min(1).max(100)).min(1).max(12) });

/** A child id in a path. */
export const studentIdSchema = z.string().min(1).max(100);
export const studentParamsSchema = z.object({ studentId: studentIdSchema });
/** A per-child route's params with the item id. */
export const studentItemParamsSchema = z.object({
  studentId: studentIdSchema,
  id: z.string().min(1).max(100),
});

/** What removing a child deletes, for the confirmation (GET /api/students/:studentId/removal). */
export const studentRemovalSchema = z.object({
  tasks: z.number().int(),
  bucketList: z.number().int(),
  learnList: z.number().int(),
  attendance: z.number().int(),
  assignments: z.number().int(),
  schedule: z.number().int(),
  achievements: z.number().int(),
  xp: z.number().int(),
});
export type StudentRemoval = z.infer<typeof studentRemovalSchema>;
