import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/messages/auth';
import type { HourEntry } from '@shared/schemas/hours';
import type { Me } from '@shared/schemas/profile';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { childSignedIn } from '@tests/setup/members';
import { apiRequests, cookieFrom, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { call, ok, refused } = apiRequests(() => t.app);
const me = (cookie: string) => ok<Me>(cookie, 'GET', '/api/me');
const today = () => todayIn('UTC');
const storedName = async (id: string) =>
  await t.handle.db
    .selectFrom('user')
    .select(['name', 'nameSetAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** An invited adult who signs up through the invite with their own name. */
async function invitedAdult(parentCookie: string, role: 'teacher' | 'viewer', name: string) {
  const { url } = await ok<{ url: string }>(parentCookie, 'POST', '/api/invites', { role });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invites/${url.split('/invite/')[1]}/sign-up`,
    payload: { name, email: `${role}-${crypto.randomUUID()}@example.com`, password: 'a good password' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: cookieFrom(res.headers['set-cookie']), id: res.json().userId as string };
}

describe(`an adult's own name (${dialect})`, () => {
  it('sign-up keeps the parent’s name apart from the child’s', async () => {
    const parent = await signUpUser(t.app, { yourName: 'Rosa Barnes', displayName: 'Ada Barnes' });
    const mine = await me(parent.cookie);
    expect(mine.user).toMatchObject({ name: 'Rosa Barnes', needsName: false });
    expect(mine.students.map((s) => s.name)).toEqual(['Ada Barnes']);
  });

  it('an account made without one (an older client) is asked once; saving answers it', async () => {
    const parent = await signUpUser(t.app, { displayName: 'Cleo Barnes' });
    expect((await me(parent.cookie)).user).toMatchObject({ name: 'Cleo Barnes', needsName: true });
    expect(await ok(parent.cookie, 'PUT', '/api/account/name', { name: '  Maria Barnes ' })).toEqual({
      name: 'Maria Barnes',
    });
    expect((await me(parent.cookie)).user).toMatchObject({ name: 'Maria Barnes', needsName: false });
    expect((await me(parent.cookie)).students[0]!.name).toBe('Cleo Barnes');
  });

  it('refuses a missing, blank or too long name at sign-up and on edit, writing nothing', async () => {
    const email = `blank-${crypto.randomUUID()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { yourName: '  ', displayName: 'Ada', childAge: '9', email, password: 'a good password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(authMessages.yourNameRequired);
    expect(
      await t.handle.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBe(undefined);

    const parent = await signUpUser(t.app, { yourName: 'Rosa Barnes' });
    await refused(
      parent.cookie,
      'PUT',
      '/api/account/name',
      { name: '' },
      400,
      authMessages.yourNameRequired,
    );
    await refused(parent.cookie, 'PUT', '/api/account/name', {}, 400, authMessages.yourNameRequired);
    await refused(
      parent.cookie,
      'PUT',
      '/api/account/name',
      { name: 'x'.repeat(101) },
      400,
      authMessages.nameTooLong,
    );
    await refused(parent.cookie, 'PUT', '/api/account/name', { name: 'Ok', extra: 1 }, 400);
    expect((await storedName(parent.id)).name).toBe('Rosa Barnes');
  });

  it('needs a signed-in adult: 401 signed out, a child is refused and keeps their own name', async () => {
    await refused(null, 'PUT', '/api/account/name', { name: 'Nobody' }, 401);
    const parent = await signUpUser(t.app, { yourName: 'Rosa Barnes', displayName: 'Ada Barnes' });
    const child = await childSignedIn(t, parent.id, parent.studentId);
    expect((await me(child)).user).toMatchObject({ name: 'Ada Barnes', needsName: false });
    expect((await call(child, 'PUT', '/api/account/name', { name: 'Boss' })).statusCode).toBe(403);
    expect((await storedName(parent.id)).name).toBe('Rosa Barnes');
  });

  it('an invited adult’s own name, and each adult’s name on the hours they record', async () => {
    const parent = await signUpUser(t.app, { yourName: 'Rosa Barnes', displayName: 'Cleo Barnes' });
    const teacher = await invitedAdult(parent.cookie, 'teacher', 'Tom Tutor');
    expect((await me(teacher.cookie)).user).toMatchObject({ name: 'Tom Tutor', needsName: false });
    const url = `/api/students/${parent.studentId}/hours`;
    const body = { date: today(), subject: 'Math', minutes: 30, location: 'home' };
    expect((await ok<HourEntry>(parent.cookie, 'POST', url, body)).recordedByName).toBe('Rosa Barnes');
    expect((await ok<HourEntry>(teacher.cookie, 'POST', url, body)).recordedByName).toBe('Tom Tutor');
    await ok(teacher.cookie, 'PUT', '/api/account/name', { name: 'Tomas Tutor' });
    const window = `from=${addDaysIso(today(), -2)}&to=${addDaysIso(today(), 2)}`;
    const { entries } = await ok<{ entries: HourEntry[] }>(parent.cookie, 'GET', `${url}?${window}`);
    expect(entries.map((e) => e.recordedByName).sort()).toEqual(['Rosa Barnes', 'Tomas Tutor']);
  });
});
