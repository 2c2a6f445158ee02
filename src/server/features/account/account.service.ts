import { messages } from '@shared/errors';
import type { AdultNameInput, CompleteProfileInput, SignInInput, SignUpInput } from '@shared/schemas/auth';
import type { Me } from '@shared/schemas/profile';
import type { Student } from '@shared/schemas/students';
import { isValidTimezone, withTimezone } from '@shared/schemas/settings';
import type { Auth } from '../../auth/auth';
import { codeOf, createAccount, type Caller } from '../../auth/sign-up';
import { clearedChildSessionCookie, endChildSessionOfCookie } from '../../auth/child-session';
import type { SessionUser } from '../../auth/fastify-bridge';
import type { RequestMember } from '../../auth/members';
import { AppError } from '../../http/app-error';
import type { ProfileService } from '../profile/profile.service';
import type { StudentsService } from '../students/students.service';
import { accountEmailService } from './account-email.service';
import { accountSessionsService } from './account-sessions.service';
import * as repo from './account.repository';
import { maskEmail } from './mask-email';
import { secondFactorService } from './second-factor.service';
import type { SignInResult } from '@shared/schemas/second-factor';
import { memberOfUser } from '../../auth/members';
import type { ActivityLog } from '../activity/activity.service';
import type { EventBus } from '../../realtime/bus';

export { codeOf, type Caller };

export function accountService(
  auth: Auth,
  profiles: ProfileService,
  students: StudentsService,
  activity: ActivityLog,
  bus: Pick<EventBus, 'publish'>,
) {
  const { db, limits } = auth.kit;
  /** A finished sign-in, in the family's account activity (device, address, when). */
  const signedIn = async (userId: string, email: string, headers: Headers, caller: Caller) => {
    const member = await memberOfUser(db, userId);
    await activity.record({
      familyId: member.familyId,
      kind: 'sign-in',
      actorId: member.id,
      actorName: email,
      ipAddress: caller.ip,
      userAgent: headers.get('user-agent'),
    });
    return member;
  };
  const secondFactor = secondFactorService(auth, profiles, signedIn, bus);

  return {
    secondFactor,
    email: accountEmailService(auth),
    sessions: accountSessionsService(auth),

    /** Which sign-in methods this server offers (public: the sign-in page asks before anyone is signed in). */
    authConfig: () => auth.kit.features,

    async signUp(input: SignUpInput, headers: Headers, caller: Caller) {
      const timezone = input.timezone && isValidTimezone(input.timezone) ? input.timezone : undefined;
      // The parent's own name; a client that sends none names the account after the child, as before, and
      // the parent is asked for their name once they are in.
      const result = await createAccount(
        auth,
        { name: input.yourName ?? input.displayName, email: input.email, password: input.password },
        headers,
        caller,
        input.yourName !== undefined,
      );
      const userId = result.userId;
      await profiles.completeSignUp(userId, { timezone });
      // The family's first child: the name and age sign-up asks for.
      await students.createFirst(userId, { name: input.displayName, age: Number(input.childAge) });
      return {
        headers: result.headers,
        body: { userId, signedIn: result.signedIn },
      };
    },

    /**
     * A password sign-in. An account with a second factor gets no session yet: better-auth sets its signed
     * `two_factor` cookie and the answer says a code is needed (POST /api/account/sign-in/second-factor).
     */
    async signIn(
      input: SignInInput,
      headers: Headers,
      caller: Caller,
    ): Promise<{ headers: Headers; body: SignInResult }> {
      const masked = maskEmail(input.email);
      try {
        await limits.signIn(caller.ip, input.email);
        const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
        const response = result.response as typeof result.response | { twoFactorRedirect: true };
        if ('twoFactorRedirect' in response)
          return { headers: result.headers, body: { secondFactor: 'needed' } };
        const userId = response.user.id;
        const member = await signedIn(userId, response.user.email, headers, caller);
        const enrol = await secondFactor.mustEnrol(userId, member.familyId);
        return { headers: result.headers, body: { userId, ...(enrol ? { secondFactor: 'enrol' } : {}) } };
      } catch (err) {
        const code = err instanceof AppError ? err.code : codeOf(err);
        caller.log.warn({ email: masked, ip: caller.ip, reason: code ?? 'error' }, 'sign-in failed');
        if (code === 'INVALID_EMAIL_OR_PASSWORD')
          throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
        if (code === 'EMAIL_NOT_VERIFIED')
          throw new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
        throw err;
      }
    },

    /** Ends the adult's session, or a child's (`hs_child`: the row goes and every instance forgets it). */
    async signOut(headers: Headers) {
      const childFamily = await endChildSessionOfCookie(db, headers.get('cookie') ?? undefined);
      if (!childFamily) return (await auth.api.signOut({ headers, returnHeaders: true })).headers;
      await auth.kit.sessions.announce(childFamily);
      const out = new Headers();
      out.append('set-cookie', clearedChildSessionCookie(auth.kit.config.baseUrl.startsWith('https://')));
      return out;
    },

    /** The signed-in adult (`user`) or child (`childName`) with their family's settings and children. */
    async me(user: SessionUser | null, member: RequestMember, childName: string | null): Promise<Me> {
      const familyId = member.familyId;
      const memberView = { id: member.id, role: member.role, studentId: member.studentId };
      if (!user) {
        const [profile, family] = await Promise.all([profiles.get(familyId), students.list(familyId)]);
        return {
          user: {
            id: member.id,
            email: '',
            name: childName ?? '',
            emailVerified: true,
            provider: 'child',
            needsName: false,
          },
          member: memberView,
          profile,
          students: family.filter((s) => s.id === member.studentId),
        };
      }
      const [profile, provider, family, nameSetAt] = await Promise.all([
        profiles.get(familyId),
        repo.signUpProvider(db, user.id),
        students.list(familyId),
        repo.nameSetAt(db, user.id),
      ]);
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          provider,
          needsName: nameSetAt === null,
        },
        member: memberView,
        profile,
        students: family,
      };
    },

    /**
     * The signed-in adult's own name (issue 37): greetings, 'recorded by' and the evaluator page show it. Kept
     * as given (trimmed); every cached session of theirs answers with it at once.
     */
    async setName(userId: string, input: AdultNameInput): Promise<{ name: string }> {
      await repo.setName(db, userId, input.name, new Date().toISOString());
      await auth.kit.sessions.announce(userId);
      return { name: input.name };
    },

    /**
     * The first child's name and age after a provider sign-up (a family without children gets its first;
     * otherwise the first child is corrected). A first completion also takes the browser's timezone (and its
     * city and country, unless the parent has chosen a place already).
     */
    async completeProfile(userId: string, input: CompleteProfileInput): Promise<Student> {
      const before = await profiles.get(userId);
      const [first] = await students.list(userId);
      const timezone = !first && input.timezone && isValidTimezone(input.timezone) ? input.timezone : null;
      if (timezone) await profiles.update(userId, { settings: withTimezone(before.settings, timezone) });
      const fields = { name: input.displayName, age: Number(input.childAge) };
      return first ? students.update(userId, first.id, fields) : students.create(userId, fields);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
