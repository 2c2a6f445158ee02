import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { lessonPlanMessages as m } from '../messages/lesson-plan';

/** Loop schedules (ADR 041): un-ticking a loop item names the day it was done (it is done many times). */
export const loopItemDayQuerySchema = z.object({
  date: z.string({ message: m.invalidDate }).refine(isIsoDate, { message: m.invalidDate }),
});
export type LoopItemDayQuery = z.infer<typeof loopItemDayQuerySchema>;
