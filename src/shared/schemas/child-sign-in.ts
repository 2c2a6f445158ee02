import { z } from 'zod';
import { childSignInMessages as m } from '../messages/child-sign-in';
import { newPasswordSchema } from './auth';

/** How a child signs in: a 6-digit PIN or a password. */
export const childSecretKindSchema = z.enum(['pin', 'password']);
export type ChildSecretKind = z.infer<typeof childSecretKindSchema>;

/** GET /api/students/:studentId/sign-in: the parent's view of one child's sign-in. */
export const childSignInStatusSchema = z.object({
  enabled: z.boolean(),
  kind: childSecretKindSchema.nullable(),
  /** The child's sessions that have not ended or expired. */
  activeSessions: z.number().int(),
  /** The family's sign-in code, or null until a child's sign-in is first turned on. */
  familyCode: z.string().nullable(),
});
export type ChildSignInStatus = z.infer<typeof childSignInStatusSchema>;

export const childPinSchema = z.string({ error: m.pinInvalid }).regex(/^\d{6}$/, m.pinInvalid);

/** PUT /api/students/:studentId/sign-in: turns it on with a PIN (6 digits) or a password (the sign-up's rules). */
export const setChildSignInSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pin'), pin: childPinSchema }),
  z.object({ kind: z.literal('password'), password: newPasswordSchema }),
]);
export type SetChildSignInInput = z.infer<typeof setChildSignInSchema>;

/** POST /api/family/sign-in-code: the family's new code. */
export const familyCodeSchema = z.object({ familyCode: z.string() });

/** POST /api/account/child-sign-in: the family's code, the child's name and their PIN or password. */
export const childSignInSchema = z.object({
  familyCode: z.string({ error: m.familyCodeMissing }).trim().min(1, m.familyCodeMissing).max(40, m.invalid),
  name: z.string({ error: m.nameMissing }).trim().min(1, m.nameMissing).max(100, m.invalid),
  secret: z.string({ error: m.secretMissing }).min(1, m.secretMissing).max(128, m.invalid),
});
export type ChildSignInInput = z.infer<typeof childSignInSchema>;

export const childSignInResultSchema = z.object({ studentId: z.string() });
