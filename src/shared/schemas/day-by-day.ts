import { z } from 'zod';
import { BLOCK_COLORS, DEFAULT_BLOCK_COLOR } from '../domain/block-colors';
import {
  BLOCK_DURATION_DEFAULT,
  BLOCK_DURATION_MAX,
  BLOCK_DURATION_MIN,
  BLOCK_SIZE_MAX,
  BLOCK_SIZE_MIN,
  DAY_LENGTH_MAX,
  DAY_LENGTH_MIN,
} from '../domain/planner';
import { dayByDayMessages } from '../messages/day-by-day';
import { dayByDaySettingsSchema } from './settings';

/** Saved blocks per account (keeps the page's one request bounded). */
export const MAX_BLOCKS = 200;

const int = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const blockFields = {
  name: z
    .string({ error: dayByDayMessages.nameRequired })
    .trim()
    .min(1, dayByDayMessages.nameRequired)
    .max(100, dayByDayMessages.nameTooLong),
  description: optionalText(500, dayByDayMessages.descriptionTooLong),
  purpose: optionalText(200, dayByDayMessages.purposeTooLong),
  defaultDuration: int(dayByDayMessages.duration, BLOCK_DURATION_MIN, BLOCK_DURATION_MAX),
  color: z.enum(BLOCK_COLORS, { error: dayByDayMessages.color }),
};

export const createBlockSchema = z.object({
  ...blockFields,
  defaultDuration: blockFields.defaultDuration.default(BLOCK_DURATION_DEFAULT),
  color: blockFields.color.default(DEFAULT_BLOCK_COLOR),
});
export type CreateBlockInput = z.input<typeof createBlockSchema>;

export const updateBlockSchema = z
  .object({
    name: blockFields.name.optional(),
    description: blockFields.description.optional(),
    purpose: blockFields.purpose.optional(),
    defaultDuration: blockFields.defaultDuration.optional(),
    color: blockFields.color.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: dayByDayMessages.noChanges });
export type UpdateBlockInput = z.input<typeof updateBlockSchema>;

export const blockSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  purpose: z.string().nullable(),
  defaultDuration: z.number().int(),
  color: z.enum(BLOCK_COLORS),
  createdAt: z.string(),
});
export type DayBlock = z.infer<typeof blockSchema>;

const startTimeField = z
  .number({ error: dayByDayMessages.startTime })
  .int(dayByDayMessages.startTime)
  .min(-24 * 60, dayByDayMessages.startTime)
  .max(24 * 60, dayByDayMessages.startTime);

export const createEntrySchema = z.object({
  blockId: z
    .string({ error: dayByDayMessages.blockId })
    .min(1, dayByDayMessages.blockId)
    .max(64, dayByDayMessages.blockId),
  startTime: startTimeField,
  duration: int(dayByDayMessages.entryDuration, BLOCK_DURATION_MIN, BLOCK_DURATION_MAX).optional(),
});
export type CreateEntryInput = z.infer<typeof createEntrySchema>;

export const moveEntrySchema = z.object({ startTime: startTimeField });
export type MoveEntryInput = z.infer<typeof moveEntrySchema>;

export const scheduleEntrySchema = z.object({
  id: z.string(),
  blockId: z.string(),
  scheduleDate: z.string(),
  startTime: z.number().int(),
  duration: z.number().int(),
  block: blockSchema,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const updateDaySettingsSchema = z.object({
  dayLength: int(dayByDayMessages.dayLength, DAY_LENGTH_MIN, DAY_LENGTH_MAX),
  blockSize: int(dayByDayMessages.blockSize, BLOCK_SIZE_MIN, BLOCK_SIZE_MAX),
  startTime: z
    .string({ error: dayByDayMessages.dayStartRequired })
    .min(1, dayByDayMessages.dayStartRequired)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, dayByDayMessages.dayStartFormat),
});
export type UpdateDaySettingsInput = z.infer<typeof updateDaySettingsSchema>;

export const dayByDaySchema = z.object({
  /** Today in the account's timezone. */
  date: z.string(),
  settings: dayByDaySettingsSchema,
  blocks: z.array(blockSchema),
  schedule: z.array(scheduleEntrySchema),
});
export type DayByDay = z.infer<typeof dayByDaySchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
