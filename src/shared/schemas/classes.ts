import { z } from 'zod';
import { classMessages } from '../messages/classes';
import { loopMessages } from '../messages/loops';
import { LOOP_PER_DAY_MAX, LOOP_PER_DAY_MIN } from '../domain/loop-placement';
import { optionalText } from './optional-text';
import { isTimeSlot, minutesOf } from '../domain/class-schedule';
import { isIsoDate } from '../domain/dates';
import { MAX_CHILDREN } from '../domain/students';
import { studentIdSchema } from './students';
import { CLASS_PLACES, MAX_TEACHER_NAME } from '../domain/class-place';

export const MAX_CLASSES = 100;

const optionalDate = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), classMessages.invalidDate);

const timeSlot = z.string({ error: classMessages.timeSlot }).refine(isTimeSlot, classMessages.timeSlot);

/** The children enrolled in a class: at least one, each once (the server checks they are the family's). */
export const classStudentIdsSchema = z
  .array(studentIdSchema, { error: classMessages.noChildren })
  .min(1, classMessages.noChildren)
  .max(MAX_CHILDREN, classMessages.tooManyChildren(MAX_CHILDREN))
  .refine((ids) => new Set(ids).size === ids.length, classMessages.repeatedChild);

/** Where a class is taught, by whom, and whether its children are taught together (issue 41, ADR 042). */
const classPlaceFields = {
  /** Left out on create: home. */
  place: z.enum(CLASS_PLACES, { error: classMessages.placeInvalid }).optional(),
  teacherName: optionalText(MAX_TEACHER_NAME, classMessages.teacherLabel).optional(),
  /** Left out on create: not together. */
  together: z.boolean().optional(),
};

/** The class fields, each validated alone (PATCH takes any subset). */
export const classFieldsSchema = z.object({
  title: z
    .string({ error: classMessages.titleRequired })
    .trim()
    .min(1, classMessages.titleRequired)
    .max(100, classMessages.titleTooLong),
  description: optionalText(1000, classMessages.descriptionLabel),
  emoji: optionalText(16, classMessages.emojiLabel),
  teacherPlatform: optionalText(100, classMessages.teacherPlatformLabel),
  /** The subject the class's hours count under (records); null: the title. */
  subject: optionalText(100, classMessages.subjectLabel),
  /** A core subject (records); left out on create: from the subject or title (`isCoreSubject`). */
  core: z.boolean().optional(),
  daysOfWeek: z
    .array(z.number({ error: classMessages.daysRequired }).int().min(0).max(6), {
      error: classMessages.daysRequired,
    })
    .min(1, classMessages.daysRequired)
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  startTime: timeSlot,
  endTime: timeSlot,
  startDate: optionalDate,
  endDate: optionalDate,
  /** The school year the class belongs to (the server checks it is the family's); null or left out: none. */
  schoolYearId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * The children enrolled. On create, left out means every child of the family; on PATCH, given means it
   * replaces the enrolment.
   */
  studentIds: classStudentIdsSchema.optional(),
  ...classPlaceFields,
  /** 'weekly' (one lesson per class day) or 'loop' (ADR 041); left out on create: weekly. */
  scheduleKind: z.enum(['weekly', 'loop'], { error: loopMessages.scheduleKindInvalid }).optional(),
  /** A loop's items per class day; left out on create: 1. */
  loopPerDay: z
    .number({ error: loopMessages.perDayRange })
    .int(loopMessages.perDayRange)
    .min(LOOP_PER_DAY_MIN, loopMessages.perDayRange)
    .max(LOOP_PER_DAY_MAX, loopMessages.perDayRange)
    .optional(),
});

type ClassFields = z.infer<typeof classFieldsSchema>;

/** The rules across fields: end time after start time, end date not before start date. */
function checkClassOrder(
  value: Pick<ClassFields, 'startTime' | 'endTime' | 'startDate' | 'endDate'>,
  ctx: z.RefinementCtx,
): void {
  if (
    isTimeSlot(value.startTime) &&
    isTimeSlot(value.endTime) &&
    minutesOf(value.endTime) <= minutesOf(value.startTime)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: classMessages.endTimeAfterStart });
  }
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: classMessages.endDateNotBeforeStart });
  }
}

/** POST /api/classes and the Add/Edit Class form. */
export const classInputSchema = classFieldsSchema.superRefine(checkClassOrder);
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassValues = z.output<typeof classInputSchema>;

/** PATCH /api/classes/:id: any subset; the server merges it with the stored class and checks the whole. */
export const classPatchSchema = classFieldsSchema.partial();
export type ClassPatch = z.input<typeof classPatchSchema>;

export const classSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  emoji: z.string(),
  teacherPlatform: z.string().nullable(),
  subject: z.string().nullable(),
  core: z.boolean(),
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
  /** '9:00 AM - 10:00 AM'. */
  classTimes: z.string(),
  hoursPerWeek: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  schoolYearId: z.string().nullable(),
  scheduleKind: z.enum(['weekly', 'loop']),
  loopPerDay: z.number().int(),
  /** The children enrolled, in the family's order. */
  studentIds: z.array(z.string()),
  createdAt: z.string(),
  place: z.enum(CLASS_PLACES),
  teacherName: z.string().nullable(),
  together: z.boolean(),
});
export type ClassDto = z.infer<typeof classSchema>;

/** A created or updated class, plus whether its calendar events were (re)generated and how many. */
export const classWriteResultSchema = classSchema.extend({
  synced: z.boolean(),
  syncedEventCount: z.number().int(),
});
export type ClassWriteResult = z.infer<typeof classWriteResultSchema>;

export const classDeleteResultSchema = z.object({ id: z.string(), deletedEventCount: z.number().int() });
export type ClassDeleteResult = z.infer<typeof classDeleteResultSchema>;

export const classIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
