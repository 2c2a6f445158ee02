import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { newFamilyCode, normalizeChildName, normalizeFamilyCode } from '@shared/domain/family-code';
import { childSignInMessages } from '@shared/messages/child-sign-in';
import type {
  ChildSecretKind,
  ChildSignInInput,
  ChildSignInStatus,
  SetChildSignInInput,
} from '@shared/schemas/child-sign-in';
import type { Auth } from '../../auth/auth';
import { createChildSession } from '../../auth/child-session';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import * as repo from './child-sign-in.repository';

/**
 * `students.sign_in_hash` holds which kind of secret the child uses and better-auth's password hash of it:
 * `pin:<hash>` or `password:<hash>` (the parent's controls show the kind; the secret itself is never kept).
 */
const stored = (kind: ChildSecretKind, hash: string) => `${kind}:${hash}`;
function parseStored(value: string): { kind: ChildSecretKind; hash: string } | null {
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  if (kind !== 'pin' && kind !== 'password') return null;
  return { kind, hash: value.slice(colon + 1) };
}

const CODE_ATTEMPTS = 8;

/** A child's sign-in (ADR 024): the parent's controls and the child's own door. */
export function childSignInService(deps: AppDeps, auth: Auth) {
  const { db, bus } = deps;
  const { limits } = auth.kit;
  /** A hash to verify against when no child matches, so a wrong name costs the same time as a wrong PIN. */
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword('no child has this secret'));

  async function requireChild(familyId: string, studentId: string) {
    const child = await repo.childOfFamily(db, familyId, studentId);
    if (!child) throw notFound();
    return child;
  }

  /** Every instance forgets the family's children's checked sessions (and the parent's open pages refetch). */
  async function announceSessions(familyId: string) {
    await auth.kit.sessions.announce(familyId);
  }

  /** The family's code, made when it has none (6 unambiguous characters, unique; another on a collision). */
  async function makeCode(familyId: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const code = newFamilyCode();
      try {
        await repo.setFamilyCode(db, familyId, code);
        return code;
      } catch (err) {
        if (attempt + 1 >= CODE_ATTEMPTS) throw err;
      }
    }
  }

  return {
    async status(familyId: string, studentId: string): Promise<ChildSignInStatus> {
      const child = await requireChild(familyId, studentId);
      const [activeSessions, familyCode] = await Promise.all([
        repo.activeSessionCount(db, familyId, studentId, new Date().toISOString()),
        repo.familyCode(db, familyId),
      ]);
      const parsed = child.signInHash ? parseStored(child.signInHash) : null;
      return { enabled: parsed !== null, kind: parsed?.kind ?? null, activeSessions, familyCode };
    },

    /**
     * Turns the child's sign-in on, or changes the PIN/password: a change ends the child's sessions on every
     * device and instance (a stolen tablet does not stay signed in), as an adult's password change does.
     */
    async enable(
      familyId: string,
      studentId: string,
      input: SetChildSignInInput,
    ): Promise<ChildSignInStatus> {
      await requireChild(familyId, studentId);
      const secret = input.kind === 'pin' ? input.pin : input.password;
      const hash = stored(input.kind, await hashPassword(secret));
      await db.transaction().execute(async (trx) => {
        await repo.setSignInHash(trx, familyId, studentId, hash);
        await repo.ensureChildMember(trx, familyId, studentId);
        await repo.deleteChildSessions(trx, familyId, studentId);
      });
      await announceSessions(familyId);
      if (!(await repo.familyCode(db, familyId))) await makeCode(familyId);
      bus.publish(familyId, 'students');
      return this.status(familyId, studentId);
    },

    /** Turns it off: no hash, and the child is signed out everywhere at once. */
    async disable(familyId: string, studentId: string): Promise<ChildSignInStatus> {
      await requireChild(familyId, studentId);
      await db.transaction().execute(async (trx) => {
        await repo.setSignInHash(trx, familyId, studentId, null);
        await repo.deleteChildSessions(trx, familyId, studentId);
      });
      await announceSessions(familyId);
      bus.publish(familyId, 'students');
      return this.status(familyId, studentId);
    },

    async endSessions(familyId: string, studentId: string): Promise<ChildSignInStatus> {
      await requireChild(familyId, studentId);
      await repo.deleteChildSessions(db, familyId, studentId);
      await announceSessions(familyId);
      return this.status(familyId, studentId);
    },

    /** A new family code: the old one stops working (signed-in children stay signed in). */
    async newCode(familyId: string): Promise<{ familyCode: string }> {
      const familyCode = await makeCode(familyId);
      bus.publish(familyId, 'students');
      return { familyCode };
    },

    /**
     * The child's door: the family by code, the child by name among those with sign-in on, the PIN or
     * password checked; anything wrong is the one answer (and the same work), past the limits a 429.
     */
    async signIn(input: ChildSignInInput, caller: { ip: string; userAgent: string | null }) {
      const code = normalizeFamilyCode(input.familyCode);
      const name = normalizeChildName(input.name);
      await limits.childSignIn(caller.ip, code, name);
      const candidates = await repo.signInChildrenByCode(db, code);
      const child = candidates.find((c) => normalizeChildName(c.name) === name);
      const parsed = child?.signInHash ? parseStored(child.signInHash) : null;
      const ok = await verifyPassword({ hash: parsed?.hash ?? (await dummy()), password: input.secret });
      if (!child || !parsed || !ok) throw new AppError('INVALID_CREDENTIALS', childSignInMessages.invalid);
      const session = await createChildSession(db, {
        familyId: child.familyId,
        studentId: child.id,
        userAgent: caller.userAgent,
      });
      return { ...session, studentId: child.id };
    },
  };
}

export type ChildSignInService = ReturnType<typeof childSignInService>;
