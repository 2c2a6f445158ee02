import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@shared/schemas/activity';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { recordProviderSignIn } from '../../auth/provider-sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, ok } = apiRequests(() => t.app);

const activity = async (who: TestUser) =>
  (await ok<{ entries: ActivityEntry[] }>(who, 'GET', '/api/account/activity')).entries;

describe(`account activity: deletions of records and provider sign-ins (${dialect})`, () => {
  it('records deleted school years, classes, lessons, assignments, ESA purchases and ESA accounts; a refused one writes nothing', async () => {
    const parent = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
    const year = await ok<{ id: string }>(parent, 'POST', '/api/school-years', {
      name: '2026–27',
      startDate: '2026-08-17',
      endDate: '2027-06-04',
      terms: [{ name: 'Fall', startDate: '2026-08-17', endDate: '2026-12-18' }],
    });
    await ok(parent, 'DELETE', `/api/school-years/${year.id}`);
    const cls = await ok<{ id: string }>(parent, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [parent.studentId],
    });
    const { lessons } = await ok<{ lessons: { id: string }[] }>(
      parent,
      'POST',
      `/api/classes/${cls.id}/lessons`,
      { title: 'Fractions' },
    );
    await ok(parent, 'DELETE', `/api/lessons/${lessons[0]!.id}`);
    const assignment = await ok<{ id: string }>(
      parent,
      'POST',
      `/api/students/${parent.studentId}/assignments`,
      { classId: cls.id, assignmentName: 'Quiz', assignmentDate: '2026-03-02' },
    );
    await ok(parent, 'DELETE', `/api/students/${parent.studentId}/assignments/${assignment.id}`);
    await ok(parent, 'DELETE', `/api/classes/${cls.id}`);

    const account = await ok<{ id: string }>(parent, 'POST', '/api/esa/accounts', {
      studentId: parent.studentId,
      periodStart: '2026-07-01',
      periodEnd: '2027-06-30',
      programId: 'esa-template-utah-fits-all',
      awardCents: 600_000,
    });
    const { expenses } = await ok<{ expenses: { id: string }[] }>(parent, 'POST', '/api/esa/expenses', {
      accountIds: [account.id],
      date: '2026-09-01',
      vendor: 'Book Barn',
      status: 'bought',
      lines: [{ description: 'Saxon Math 8/7 kit', category: 'curriculum', amountCents: 12_999 }],
    });
    await ok(parent, 'DELETE', `/api/esa/expenses/${expenses[0]!.id}`);
    await ok(parent, 'DELETE', `/api/esa/accounts/${account.id}`);

    const deleted = (await activity(parent)).filter((e) => e.kind === 'records-deleted').map((e) => e.detail);
    expect(deleted).toEqual([
      'An ESA account with its purchases',
      'An ESA purchase',
      'A class with its lessons',
      'An assignment and its grade (Ada Lovelace)',
      'A lesson of a class plan',
      'A school year with its terms and breaks',
    ]);

    // Refused (unknown or another family's): nothing written.
    const stranger = await signUpUser(t.app);
    expect((await call(stranger, 'DELETE', `/api/classes/${cls.id}`)).statusCode).toBe(404);
    expect((await call(parent, 'DELETE', `/api/esa/expenses/${expenses[0]!.id}`)).statusCode).toBe(404);
    expect((await activity(parent)).filter((e) => e.kind === 'records-deleted')).toHaveLength(6);
    expect(await activity(stranger)).toEqual([]);
  });

  it("records a provider sign-in from the session its callback set, with the provider's name", async () => {
    const parent = await signUpUser(t.app);
    // The session a provider's callback sets is an ordinary better-auth session: a password sign-in's stands in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: parent.email, password: parent.password },
    });
    const cookies = signIn.headers['set-cookie'];
    const callback = new Response(null, { status: 302, headers: { location: '/' } });
    for (const c of Array.isArray(cookies) ? cookies : [cookies ?? ''])
      callback.headers.append('set-cookie', c);
    const before = (await activity(parent)).filter((e) => e.kind === 'sign-in').length;

    const caller = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };
    await recordProviderSignIn(t.auth, t.deps.activity, 'google', callback, caller);
    // A callback that set no session (refused, or cancelled at the provider) writes nothing.
    await recordProviderSignIn(t.auth, t.deps.activity, 'oidc', new Response(null, { status: 302 }), caller);
    const cleared = new Response(null, { status: 302 });
    cleared.headers.append('set-cookie', 'better-auth.session_token=; Max-Age=0; Path=/');
    await recordProviderSignIn(t.auth, t.deps.activity, 'oidc', cleared, caller);

    const signIns = (await activity(parent)).filter((e) => e.kind === 'sign-in');
    expect(signIns).toHaveLength(before + 1);
    expect(signIns[0]).toMatchObject({ detail: 'Google', ipAddress: '203.0.113.9' });
  });

  it('the provider callback route is wired to record (no provider set up here: 404, nothing written)', async () => {
    const parent = await signUpUser(t.app);
    const res = await call(null, 'GET', '/api/auth/callback/google?code=x&state=y');
    expect(res.statusCode).toBe(404);
    expect((await activity(parent)).filter((e) => e.kind === 'sign-in')).toHaveLength(0);
  });
});
