import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHILD_PIN,
  childWithSignIn,
  confirmedUser,
  createDoorApp,
  DOOR_LIMITS,
  everyRoute,
  freshAddress,
  freshEmail,
  GOOD_PASSWORD,
  mailsTo,
  PASSWORD_RULES,
  passwordHash,
  send,
  sendTo,
  sessionCount,
  signInCookie,
  startsChildSession,
  startsSession,
  userCount,
  type DoorApp,
  type DoorUser,
} from '@tests/setup/auth-doors';
import { dialect } from '@tests/setup/api';

/**
 * No second door: once a limit is used up (or a password breaks a rule), every route of the running app —
 * each method, a catch-all expanded into every endpoint better-auth has — is sent what a door would take,
 * and none of them signs in, creates an account, changes a password or sends a mail. A route that does is
 * a door, and auth-doors.test.ts then requires it to be declared and to obey the limits.
 */
let t: DoorApp;
beforeAll(async () => {
  t = await createDoorApp();
});
afterAll(async () => {
  await t?.close();
});

/** The shapes doors take: our own routes' and better-auth's field names. */
const credentials = (email: string, password: string) => ({
  email,
  password,
  rememberMe: true,
  callbackURL: '/',
});
const signUpFields = (email: string, password: string) => ({
  ...credentials(email, password),
  name: 'Door Child',
  displayName: 'Door Child',
  childAge: '9',
});
const newPasswordFields = (current: string, password: string, token?: string) => ({
  currentPassword: current,
  newPassword: password,
  password,
  revokeOtherSessions: false,
  ...(token ? { token } : {}),
});

async function sweep(
  body: () => Record<string, unknown>,
  opts: () => Promise<{ ip?: string; cookie?: string }>,
) {
  const probes = everyRoute(t);
  const answers = [];
  for (const probe of probes) {
    const res = await sendTo(t, probe, body(), await opts());
    if (res) answers.push({ probe, res });
  }
  expect(probes.length).toBeGreaterThan(60);
  return answers;
}

async function usedUpSignIn(user: DoorUser): Promise<{ perEmail: string; perAddress: string }> {
  const perEmail = freshAddress();
  for (let i = 0; i < DOOR_LIMITS.signInPerAccount; i++) {
    await send(t, {
      method: 'POST',
      url: '/api/account/sign-in',
      body: { email: user.email, password: 'wrong password' },
      ip: perEmail,
    });
  }
  const perAddress = freshAddress();
  for (let i = 0; i < DOOR_LIMITS.signInPerAddress; i++) {
    await send(t, {
      method: 'POST',
      url: '/api/account/sign-in',
      body: { email: freshEmail(), password: 'wrong password' },
      ip: perAddress,
    });
  }
  return { perEmail, perAddress };
}

describe(`no second door (${dialect})`, () => {
  it('past the sign-in limits (per email, per address) no route signs the account in', async () => {
    const user = await confirmedUser(t);
    const { perEmail, perAddress } = await usedUpSignIn(user);
    for (const ip of [perEmail, perAddress]) {
      const answers = await sweep(
        () => credentials(user.email, user.password),
        async () => ({ ip }),
      );
      const doors = answers
        .filter(({ res }) => startsSession(res))
        .map(({ probe }) => `${probe.method} ${probe.url}`);
      expect(doors).toEqual([]);
    }
    expect(await sessionCount(t, user.id)).toBe(0);
    // The credentials are right: from an address with attempts left the sign-in door lets the account in.
    expect(
      startsSession(
        await send(t, {
          method: 'POST',
          url: '/api/account/sign-in',
          body: { email: user.email, password: user.password },
        }),
      ),
    ).toBe(true);
  });

  it('past the child sign-in limits (per family code and name, per address) no route signs the child in', async () => {
    const child = await childWithSignIn(t);
    const pinFields = () => ({
      familyCode: child.familyCode,
      name: child.name,
      secret: CHILD_PIN,
      pin: CHILD_PIN,
    });
    for (let i = 0; i < DOOR_LIMITS.childSignInPerChild; i++) {
      await send(t, {
        method: 'POST',
        url: '/api/account/child-sign-in',
        body: { ...pinFields(), secret: '000000' },
        ip: freshAddress(),
      });
    }
    const answers = await sweep(pinFields, async () => ({ ip: freshAddress() }));
    expect(
      answers.filter(({ res }) => startsChildSession(res)).map(({ probe }) => `${probe.method} ${probe.url}`),
    ).toEqual([]);

    const other = await childWithSignIn(t);
    const crowded = freshAddress();
    for (let i = 0; i < DOOR_LIMITS.signInPerAddress; i++) {
      await send(t, {
        method: 'POST',
        url: '/api/account/child-sign-in',
        body: { familyCode: other.familyCode, name: `Guess ${i}`, secret: CHILD_PIN },
        ip: crowded,
      });
    }
    const otherFields = () => ({
      familyCode: other.familyCode,
      name: other.name,
      secret: CHILD_PIN,
      pin: CHILD_PIN,
    });
    const crowdedAnswers = await sweep(otherFields, async () => ({ ip: crowded }));
    expect(
      crowdedAnswers
        .filter(({ res }) => startsChildSession(res))
        .map(({ probe }) => `${probe.method} ${probe.url}`),
    ).toEqual([]);
    // The code, name and PIN are right: from an address with attempts left the door lets the child in.
    expect(
      startsChildSession(
        await send(t, { method: 'POST', url: '/api/account/child-sign-in', body: otherFields() }),
      ),
    ).toBe(true);
  });

  it('past the sign-up limit no route creates an account', async () => {
    const ip = freshAddress();
    for (let i = 0; i < DOOR_LIMITS.signUpPerAddress; i++) {
      await send(t, {
        method: 'POST',
        url: '/api/account/sign-up',
        body: signUpFields(freshEmail(), GOOD_PASSWORD),
        ip,
      });
    }
    const before = await userCount(t);
    await sweep(
      () => signUpFields(freshEmail(), GOOD_PASSWORD),
      async () => ({ ip }),
    );
    expect(await userCount(t)).toBe(before);
  });

  it('no route creates an account with a password that breaks a rule, or without the child', async () => {
    const before = await userCount(t);
    for (const { password } of PASSWORD_RULES) {
      await sweep(
        () => signUpFields(freshEmail(), password),
        async () => ({}),
      );
    }
    const { childAge: _omitted, ...withoutChild } = signUpFields('', GOOD_PASSWORD);
    await sweep(
      () => ({ ...withoutChild, email: freshEmail() }),
      async () => ({}),
    );
    expect(await userCount(t)).toBe(before);
  });

  it('no route lets a signed-in account change its password to one that breaks a rule', async () => {
    const user = await confirmedUser(t);
    const hash = await passwordHash(t, user.id);
    let cookie = await signInCookie(t, user);
    // A route may end the session (sign-out, sign out other devices): sign in again so every route is tried signed in.
    const signedIn = async () => {
      if ((await send(t, { method: 'GET', url: '/api/me', cookie })).statusCode === 401)
        cookie = await signInCookie(t, user);
      return { cookie };
    };
    for (const { password } of PASSWORD_RULES) {
      await sweep(() => newPasswordFields(user.password, password), signedIn);
    }
    expect(await passwordHash(t, user.id)).toBe(hash);
  });

  it('no route resets a password to one that breaks a rule, even with a genuine reset token', async () => {
    const user = await confirmedUser(t);
    const hash = await passwordHash(t, user.id);
    const after = t.smtp.messages.length;
    await send(t, { method: 'POST', url: '/api/account/forgot-password', body: { email: user.email } });
    const mail = await t.smtp.waitFor(user.email, { subject: /password/i, after });
    const token = decodeURIComponent(/reset-password\?token=([^\s"&]+)/.exec(mail.text ?? '')![1]!);
    for (const { password } of PASSWORD_RULES) {
      await sweep(
        () => newPasswordFields(user.password, password, token),
        async () => ({}),
      );
    }
    expect(await passwordHash(t, user.id)).toBe(hash);
    // The token was good all along: the reset door takes it with an acceptable password.
    const reset = await send(t, {
      method: 'POST',
      url: '/api/account/reset-password',
      body: { token, password: 'another good password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await passwordHash(t, user.id)).not.toBe(hash);
  });

  it('past the mail limit no route sends that address another mail', async () => {
    const user = await confirmedUser(t);
    for (let i = 0; i < DOOR_LIMITS.mailPerEmail; i++) {
      await send(t, { method: 'POST', url: '/api/account/forgot-password', body: { email: user.email } });
    }
    // Wait for what the doors legitimately sent before counting.
    const deadline = Date.now() + 5_000;
    while (mailsTo(t, user.email) < DOOR_LIMITS.mailPerEmail && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const before = mailsTo(t, user.email);
    expect(before).toBe(DOOR_LIMITS.mailPerEmail);
    let cookie = await signInCookie(t, user);
    const signedIn = async () => {
      if ((await send(t, { method: 'GET', url: '/api/me', cookie })).statusCode === 401)
        cookie = await signInCookie(t, user);
      return { cookie };
    };
    // A wrong password: the mail is what is being tried, and the delete route must not end the account.
    const mailFields = () => ({
      ...credentials(user.email, 'wrong password'),
      redirectTo: '/reset-password',
      newEmail: user.email,
    });
    await sweep(mailFields, async () => ({}));
    await sweep(mailFields, signedIn);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(t, user.email)).toBe(before);
  });
});
