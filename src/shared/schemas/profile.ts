import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { settingsSchema } from './settings';
import { studentSchema } from './students';

/** The family's record: its settings (the children are `students`). */
export const profileSchema = z.object({
  id: z.string(),
  settings: settingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const MAX_DISPLAY_NAME_LENGTH = 100;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    /** How the account signed up: 'email', or the identity provider ('google' / 'oidc'); 'child': a child's PIN sign-in. */
    provider: z.enum(['email', 'google', 'oidc', 'child']),
    /** An adult who has not given their own name yet (issue 37): asked once. Always false for a child. */
    needsName: z.boolean(),
  }),
  /** Who the signed-in person is in the family (ADR 024): a child's member id is their child id. */
  member: z.object({
    id: z.string(),
    role: z.enum(ROLES),
    studentId: z.string().nullable(),
  }),
  profile: profileSchema,
  /** The family's children, in order; empty until a provider sign-up completes its profile; a child sees only themselves. */
  students: z.array(studentSchema),
});
export type Me = z.infer<typeof meSchema>;

// firstName lives in shared/domain/names (zod-free, so client pages that only need it do not load zod).
export { firstName } from '../domain/names';
