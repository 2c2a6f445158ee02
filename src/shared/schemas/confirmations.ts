import { z } from 'zod';
import { confirmationMessages as m } from '../messages/confirmations';

/**
 * 'Parent confirms completed work' (ADR 024): a child's ticks waiting for a parent.
 * `GET /api/confirmations` lists them; `POST /api/confirmations/confirm` and `/reject` settle a set of them.
 */
export const MAX_CONFIRM_ITEMS = 200;

/**
 * A to-do's tick, a lesson's completion, a child's work sample ("I learned this"), or an item of a loop class
 * done on a day (`loop`, ADR 052).
 */
export const confirmationKindSchema = z.enum(['task', 'lesson', 'sample', 'loop']);
export type ConfirmationKind = z.infer<typeof confirmationKindSchema>;

export const pendingItemSchema = z.object({
  kind: confirmationKindSchema,
  /** The to-do's id, the lesson completion's id, the work sample's id, or the loop completion's id. */
  id: z.string(),
  studentId: z.string(),
  childName: z.string(),
  title: z.string(),
  /** The lesson's, the loop item's or the sample's class (null for a to-do). */
  classTitle: z.string().nullable(),
  /** The to-do's day, the day the lesson or loop item was done, or the sample's day. */
  date: z.string(),
  /** When the lesson or loop item was ticked or the sample added (a to-do's tick time is not kept: null). */
  tickedAt: z.string().nullable(),
  /** A sample's subject (its class's, or its own); null for a to-do, a lesson or a loop item. */
  subject: z.string().nullable(),
  /** A sample's minutes (the hours it logs once confirmed); null otherwise. */
  minutes: z.number().int().nullable(),
  /** A sample's first photo (its thumbnail: `GET /api/students/:studentId/files/:id/thumb`); null otherwise. */
  photoFileId: z.string().nullable(),
});
export type PendingItem = z.infer<typeof pendingItemSchema>;

export const pendingItemsSchema = z.object({ items: z.array(pendingItemSchema) });
export type PendingItems = z.infer<typeof pendingItemsSchema>;

export const confirmationItemsSchema = z.object({
  items: z
    .array(
      z.object({
        kind: confirmationKindSchema,
        id: z.string().min(1).max(64),
      }),
      { error: m.itemsRequired },
    )
    .min(1, m.itemsRequired)
    .max(MAX_CONFIRM_ITEMS, m.tooMany(MAX_CONFIRM_ITEMS)),
});
export type ConfirmationItems = z.infer<typeof confirmationItemsSchema>;

export const confirmResultSchema = z.object({
  confirmed: z.number().int(),
  /** The xp the children earned by this confirmation. */
  xpChange: z.number().int(),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

export const rejectResultSchema = z.object({ rejected: z.number().int() });
export type RejectResult = z.infer<typeof rejectResultSchema>;
