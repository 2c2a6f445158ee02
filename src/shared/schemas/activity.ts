import { z } from 'zod';
import { ACTIVITY_KINDS } from '../domain/activity';

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actorName: z.string(),
  /** What it was about (a child's name, a role, a link's label), when there is something to say. */
  detail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  newDevice: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListSchema = z.object({ entries: z.array(activityEntrySchema) });
