import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '../../../../tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rename = (user: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
const me = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();

describe(`profile (${dialect})`, () => {
  it('reads the profile', async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      displayName: 'Lena Park',
      childAge: '10',
      xp: 0,
      level: 0,
    });
  });

  it('renames with the trimmed name, keeps settings, and announces the change', async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      payload: { city: 'Austin' },
      headers: { cookie: user.cookie },
    });
    const events: string[][] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => events.push(e.kinds));
    const res = await rename(user, { displayName: '  Lena Grace Park  ' });
    off();
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe('Lena Grace Park');
    expect(events).toEqual([['profile']]);
    const body = await me(user);
    expect(body.profile.displayName).toBe('Lena Grace Park');
    expect(body.profile.settings.city).toBe('Austin');
  });

  it("refuses an empty, missing or too long name with 400 and 'Name cannot be empty', writing nothing", async () => {
    const user = await signUpUser(t.app, { displayName: 'Lena Park' });
    for (const payload of [{ displayName: '   ' }, { displayName: '' }, {}]) {
      const res = await rename(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name cannot be empty' });
    }
    const long = await rename(user, { displayName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Name must be at most 100 characters.');
    expect((await rename(user, { displayName: 'Ok', xp: 500 })).statusCode).toBe(400);
    const body = await me(user);
    expect(body.profile).toMatchObject({ displayName: 'Lena Park', xp: 0 });
  });

  it("renames only the caller's own profile", async () => {
    const a = await signUpUser(t.app, { displayName: 'Amy' });
    const b = await signUpUser(t.app, { displayName: 'Ben' });
    await rename(b, { displayName: 'Benjamin' });
    expect((await me(a)).profile.displayName).toBe('Amy');
    expect((await me(b)).profile.displayName).toBe('Benjamin');
  });

  it('answers 401 without a session', async () => {
    expect((await rename(null, { displayName: 'Anyone' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
