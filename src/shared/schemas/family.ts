import { z } from 'zod';
import { studentSchema } from './students';

/** A child's next class: the earliest class it is enrolled in still to come within the next 7 days. */
export const nextClassSchema = z.object({
  classId: z.string(),
  title: z.string(),
  emoji: z.string(),
  /** 'yyyy-MM-dd'. */
  date: z.string(),
  /** 'HH:mm'. */
  startTime: z.string(),
});
export type NextClass = z.infer<typeof nextClassSchema>;

/** One child's card on the family overview ('All children'). */
export const familyChildSchema = z.object({
  student: studentSchema,
  tasksToday: z.number().int(),
  tasksDoneToday: z.number().int(),
  /** This week's attendance (Monday to Sunday): days present and days recorded. */
  attendanceWeek: z.object({ present: z.number().int(), recorded: z.number().int() }),
  nextClass: nextClassSchema.nullable(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** GET /api/family/overview: every child of the family, in the family's order, in one response. */
export const familyOverviewSchema = z.object({
  /** Today in the family's timezone. */
  today: z.string(),
  /** The family has an education savings account (an adult's overview then loads its ESA card on its own). */
  esa: z.boolean(),
  children: z.array(familyChildSchema),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;
