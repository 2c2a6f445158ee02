import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHILD_NAME_LENGTH } from '@shared/domain/students';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

/** The profile page's edits since a family has several children (ADR 017): the child's name through PATCH /api/students/:studentId; the family's settings stay on the profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);
const rename = (user: TestUser | null, studentId: string, payload: unknown) =>
  call(user, 'PATCH', `/api/students/${studentId}`, payload);
const me = async (user: TestUser) => (await call(user, 'GET', '/api/me')).json();

describe(`profile: the child's name and the family's settings (${dialect})`, () => {
  it('reads the child from /api/me and the settings from the profile', async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    const body = await me(user);
    expect(body.profile).toEqual({
      id: user.id,
      settings: expect.objectContaining({ timezone: expect.any(String) }),
    });
    expect(body.students).toMatchObject([{ id: user.studentId, name: 'Lena Park', xp: 0, level: 0 }]);
  });

  it('renames the child with the trimmed name, keeps the settings, and announces the change', async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      payload: { city: 'Austin' },
      headers: { cookie: user.cookie },
    });
    const events: string[][] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => events.push(e.kinds));
    const res = await rename(user, user.studentId, { name: '  Lena Grace Park  ' });
    off();
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Lena Grace Park');
    expect(events).toEqual([['students']]);
    const body = await me(user);
    expect(body.students[0].name).toBe('Lena Grace Park');
    expect(body.profile.settings.city).toBe('Austin');
  });

  it("refuses an empty or too long name with 400 and 'Name cannot be empty', writing nothing", async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    for (const payload of [{ name: '   ' }, { name: '' }]) {
      const res = await rename(user, user.studentId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name cannot be empty' });
    }
    const long = await rename(user, user.studentId, { name: 'x'.repeat(MAX_CHILD_NAME_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(`Name must be at most ${MAX_CHILD_NAME_LENGTH} characters.`);
    expect((await rename(user, user.studentId, { name: 'Ok', xp: 500 })).statusCode).toBe(400);
    expect((await me(user)).students[0]).toMatchObject({ name: 'Lena Park', xp: 0 });
  });

  it("renames only this family's child: another family's child is a 404", async () => {
    const a = await signUpUser(t.app, { displayName: 'Amy' });
    const b = await signUpUser(t.app, { displayName: 'Ben' });
    expect((await rename(b, a.studentId, { name: 'Taken' })).statusCode).toBe(404);
    await rename(b, b.studentId, { name: 'Benjamin' });
    expect((await me(a)).students[0].name).toBe('Amy');
    expect((await me(b)).students[0].name).toBe('Benjamin');
  });

  it('answers 401 without a session, and /api/profile is gone', async () => {
    const user = await signUpUser(t.app);
    expect((await rename(null, user.studentId, { name: 'Anyone' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(404);
  });
});
