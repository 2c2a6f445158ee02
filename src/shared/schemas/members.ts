import { z } from 'zod';
import { authMessages } from '../messages/auth';
import { membersMessages as m } from '../messages/members';
import { emailSchema, newPasswordSchema } from './auth';

/** The roles a parent can give another adult (ADR 024). */
export const ADULT_ROLES = ['teacher', 'viewer'] as const;
export const adultRoleSchema = z.enum(ADULT_ROLES, { error: m.roleInvalid });
export type AdultRole = z.infer<typeof adultRoleSchema>;

/** How long an invite link works. */
export const INVITE_DAYS = 7;

export const memberParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(128) });

/** An adult of the family as the members list shows them. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['parent', 'teacher', 'viewer']),
  since: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** A pending invite (never its link: the link is answered once, when made). */
export const inviteSchema = z.object({
  id: z.string(),
  role: adultRoleSchema,
  email: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const membersListSchema = z.object({ members: memberSchema.array(), invites: inviteSchema.array() });
export type MembersList = z.infer<typeof membersListSchema>;

/** POST /api/invites. An empty email is no email. */
export const inviteInputSchema = z.strictObject({
  role: adultRoleSchema,
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    emailSchema.optional(),
  ),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

/** The made invite and its link: the one time the link is answered. */
export const createdInviteSchema = z.object({ invite: inviteSchema, url: z.string(), mailed: z.boolean() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** PATCH /api/members/:id. */
export const memberRoleInputSchema = z.strictObject({ role: adultRoleSchema });
export type MemberRoleInput = z.infer<typeof memberRoleInputSchema>;

/** GET /api/invites/:token: what the invite page shows before anyone is signed in. */
export const inviteSummarySchema = z.object({
  familyName: z.string(),
  role: adultRoleSchema,
  status: z.enum(['open', 'expired', 'used']),
});
export type InviteSummary = z.infer<typeof inviteSummarySchema>;

/** POST /api/invites/:token/sign-up: an adult's account (no child), joined to the family. */
export const inviteSignUpSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, authMessages.nameTooLong),
  email: emailSchema,
  password: newPasswordSchema,
});
export type InviteSignUpInput = z.infer<typeof inviteSignUpSchema>;

export const joinedSchema = z.object({ familyId: z.string(), role: adultRoleSchema });
export const inviteSignUpResultSchema = z.object({
  userId: z.string(),
  signedIn: z.boolean(),
  joined: z.boolean(),
});
export const memberRoleResultSchema = z.object({ id: z.string(), role: adultRoleSchema });
