import { z } from 'zod';
import { profileMessages } from '../messages/profile';
import { settingsSchema } from './settings';

export const profileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  childAge: z.string().nullable(),
  xp: z.number().int(),
  level: z.number().int(),
  settings: settingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const MAX_DISPLAY_NAME_LENGTH = 100;

/** PATCH /api/profile: the display name, trimmed. */
export const profileUpdateSchema = z.strictObject({
  displayName: z
    .string(profileMessages.nameRequired)
    .trim()
    .min(1, profileMessages.nameRequired)
    .max(MAX_DISPLAY_NAME_LENGTH, profileMessages.nameTooLong(MAX_DISPLAY_NAME_LENGTH)),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    /** How the account signed up: 'email', or the identity provider ('google' / 'oidc'). */
    provider: z.enum(['email', 'google', 'oidc']),
  }),
  profile: profileSchema,
});
export type Me = z.infer<typeof meSchema>;

// firstName lives in shared/domain/names (zod-free, so client pages that only need it do not load zod).
export { firstName } from '../domain/names';
