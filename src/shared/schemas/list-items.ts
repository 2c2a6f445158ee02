import { z } from 'zod';
import {
  PRIORITIES,
  DEFAULT_PRIORITY,
  PRIORITY_LABELS,
  LIST_TITLE_MAX,
  type Priority,
} from '../domain/form-limits';
import { listItemMessages } from '../messages/list-items';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { PRIORITIES, DEFAULT_PRIORITY, PRIORITY_LABELS, LIST_TITLE_MAX, type Priority };

/**
 * One item shape for the three lists (to-do tasks, bucket list, learn list): a title, a priority and a
 * completed flag. Tasks and bucket items also carry the day they were created on.
 */
/** The most rows one list request returns (lists are bounded; a family never gets near it). */
export const LIST_LIMIT = 500;

export const prioritySchema = z.enum(PRIORITIES, { error: listItemMessages.priority });

export const newListItemSchema = z.object({
  title: z
    .string({ error: listItemMessages.titleRequired })
    .trim()
    .min(1, listItemMessages.titleRequired)
    .max(LIST_TITLE_MAX, listItemMessages.titleTooLong(LIST_TITLE_MAX)),
  priority: prioritySchema.default(DEFAULT_PRIORITY),
});
export type NewListItemInput = z.input<typeof newListItemSchema>;
export type NewListItem = z.output<typeof newListItemSchema>;

export const listItemPatchSchema = z.object({
  completed: z.boolean({ error: listItemMessages.completed }),
});
export type ListItemPatch = z.infer<typeof listItemPatchSchema>;

export const listItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: prioritySchema,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** Tasks and bucket-list items: a list item plus the 'yyyy-MM-dd' day it was created on. */
export const datedListItemSchema = listItemSchema.extend({ createdDate: z.string() });
export type DatedListItem = z.infer<typeof datedListItemSchema>;

export const bucketListSchema = z.object({ items: z.array(datedListItemSchema) });
export type BucketList = z.infer<typeof bucketListSchema>;

export const learnListSchema = z.object({ items: z.array(listItemSchema) });
export type LearnList = z.infer<typeof learnListSchema>;
