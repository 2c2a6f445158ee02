import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { lessonPlanMessages as m } from '../messages/lesson-plan';
import { lessonParamsSchema } from './lesson-plan';

/** Loop schedules (ADR 041): un-ticking a loop item names the day it was done (it is done many times). */
export const loopItemDayParamsSchema = lessonParamsSchema.extend({
  date: z.string({ message: m.invalidDate }).refine(isIsoDate, { message: m.invalidDate }),
});
