import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { membersMessages as m } from '@shared/messages/members';
import {
  INVITE_DAYS,
  type CreatedInvite,
  type InviteInput,
  type InviteSignUpInput,
  type InviteSummary,
  type MemberRoleInput,
  type MembersList,
} from '@shared/schemas/members';
import type { Auth } from '../../auth/auth';
import type { RequestMember } from '../../auth/members';
import { createRateLimiter } from '../../auth/rate-limit';
import { createAccount, type Caller } from '../../auth/sign-up';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { inviteMail } from '../../mail/templates';
import * as repo from './members.repository';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const FIFTEEN_MINUTES = 15 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const roleLabel = (role: 'teacher' | 'viewer') => (role === 'teacher' ? m.roleTeacher : m.roleViewer);

/**
 * The family's other adults (ADR 024): the parent invites an adult by a single-use link as
 * teacher or viewer, changes their role and removes them. Every change of a member's rights ends or refreshes
 * their cached sessions on every instance before the answer goes out.
 */
export function membersService(deps: AppDeps, auth: Auth) {
  const { db } = deps;
  const { mailer, limits, sessions } = auth.kit;
  const limiter = createRateLimiter(db);
  const linkLimits = deps.config.evaluatorLinkRateLimit;
  const inviteUrl = (token: string) => `${deps.config.baseUrl}/invite/${token}`;

  /** The invite behind a token (counted per address), or undefined for a token that is no invite. */
  async function inviteOf(token: string, address: string) {
    if (linkLimits)
      await limiter.hit(`invite-link:${address}`, {
        max: linkLimits.perAddress,
        windowSeconds: FIFTEEN_MINUTES,
      });
    return TOKEN_RE.test(token) ? repo.findInviteByHash(db, hashToken(token)) : undefined;
  }

  /** An invite that can still be used, or the refusal saying why not. */
  async function openInvite(token: string, address: string) {
    const invite = await inviteOf(token, address);
    if (!invite) throw notFound(m.unknownInvite);
    if (invite.usedAt) throw new AppError('CONFLICT', m.inviteUsed);
    if (invite.expiresAt <= new Date().toISOString()) throw new AppError('CONFLICT', m.inviteExpired);
    return invite;
  }

  /**
   * Joins a user to the invite's family, in one transaction with the invite's use (a second use loses). A
   * user running a family with children is refused; a fresh account's empty own family is dropped.
   */
  async function join(invite: { id: string; familyId: string; role: 'teacher' | 'viewer' }, userId: string) {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const current = await repo.memberOfUser(trx, userId);
      if (current) {
        if (current.familyId === invite.familyId) throw new AppError('CONFLICT', m.alreadyMember);
        if (current.role !== 'parent' || current.familyId !== userId)
          throw new AppError('CONFLICT', m.inOtherFamily);
        if ((await repo.childCount(trx, userId)) > 0) throw new AppError('CONFLICT', m.runsOwnFamily);
        await repo.dropOwnParentRow(trx, userId);
      }
      if (!(await repo.useInvite(trx, invite.id, userId, now))) throw new AppError('CONFLICT', m.inviteUsed);
      await repo.insertMember(trx, {
        id: randomUUID(),
        familyId: invite.familyId,
        userId,
        studentId: null,
        role: invite.role,
        createdAt: now,
        removedAt: null,
      });
    });
    // Their cached session now answers for the new family.
    await sessions.announce(userId);
    deps.bus.publish(invite.familyId, 'members');
    return { familyId: invite.familyId, role: invite.role };
  }

  return {
    async list(familyId: string): Promise<MembersList> {
      const [members, invites] = await Promise.all([
        repo.listAdults(db, familyId),
        repo.listPendingInvites(db, familyId, new Date().toISOString()),
      ]);
      return { members, invites };
    },

    async invite(
      member: RequestMember,
      input: InviteInput & { role: 'teacher' | 'viewer' },
    ): Promise<CreatedInvite> {
      const email = typeof input.email === 'string' ? input.email : undefined;
      const mailing = mailer.enabled && email !== undefined;
      // The mail limit per address mailed applies before anything is written.
      if (mailing) await limits.mail(email);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const row = {
        id: randomUUID(),
        tokenHash: hashToken(token),
        familyId: member.familyId,
        role: input.role,
        email: email ?? null,
        createdBy: member.id,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS).toISOString(),
        usedAt: null,
        usedBy: null,
        createdAt: now.toISOString(),
      };
      await repo.insertInvite(db, row);
      const url = inviteUrl(token);
      if (mailing) {
        const parentName = (await repo.parentName(db, member.familyId)) ?? '';
        try {
          await mailer.send(inviteMail({ to: email, parentName, role: roleLabel(input.role), url }));
        } catch (err) {
          auth.kit.log.error({ err }, 'invite mail could not be sent');
        }
      }
      deps.bus.publish(member.familyId, 'members');
      return {
        invite: {
          id: row.id,
          role: row.role,
          email: row.email,
          expiresAt: row.expiresAt,
          createdAt: row.createdAt,
        },
        url,
        mailed: mailing,
      };
    },

    async revoke(familyId: string, id: string): Promise<void> {
      if (!(await repo.deleteInvite(db, familyId, id))) throw notFound(m.inviteNotFound);
      deps.bus.publish(familyId, 'members');
    },

    /** What the invite page shows; undefined for a token that is no invite. */
    async summary(token: string, address: string): Promise<InviteSummary | undefined> {
      const invite = await inviteOf(token, address);
      if (!invite) return undefined;
      const familyName = (await repo.parentName(db, invite.familyId)) ?? '';
      const status = invite.usedAt
        ? 'used'
        : invite.expiresAt <= new Date().toISOString()
          ? 'expired'
          : 'open';
      return { familyName, role: invite.role, status };
    },

    async accept(token: string, userId: string, address: string) {
      return join(await openInvite(token, address), userId);
    },

    /** A new adult account (no child) made through an invite, joined to the family in the same flow. */
    async signUp(token: string, input: InviteSignUpInput, headers: Headers, caller: Caller) {
      const invite = await openInvite(token, caller.ip);
      const account = await createAccount(auth, input, headers, caller);
      // With mail on, a taken address is answered as a new one (its owner gets a note): nothing to join.
      const joined = account.created ? (await join(invite, account.userId), true) : false;
      return {
        headers: account.headers,
        body: { userId: account.userId, signedIn: account.signedIn, joined },
      };
    },

    async changeRole(familyId: string, id: string, input: MemberRoleInput) {
      const found = await repo.findOtherAdult(db, familyId, id);
      if (!found)
        throw id === familyId ? new AppError('CONFLICT', m.cannotChangeParent) : notFound(m.memberNotFound);
      await repo.setRole(db, familyId, id, input.role);
      if (found.userId) await sessions.announce(found.userId);
      deps.bus.publish(familyId, 'members');
      return { id, role: input.role };
    },

    /** Removes an adult: their login leaves the family and every session of theirs ends at once. */
    async remove(familyId: string, id: string): Promise<void> {
      const found = await repo.findOtherAdult(db, familyId, id);
      if (!found)
        throw id === familyId ? new AppError('CONFLICT', m.cannotChangeParent) : notFound(m.memberNotFound);
      await db.transaction().execute(async (trx) => {
        await repo.markRemoved(trx, familyId, id, new Date().toISOString());
        if (found.userId) await repo.deleteSessionsOf(trx, found.userId);
      });
      if (found.userId) await sessions.announce(found.userId);
      deps.bus.publish(familyId, 'members');
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
