import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An account as a provider sign-up leaves it: a profile and no child yet. */
async function providerLikeUser(): Promise<TestUser> {
  const user = await signUpUser(t.app);
  await t.deps.db.deleteFrom('students').where('userId', '=', user.id).execute();
  return user;
}
const complete = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/complete-profile',
    payload,
    headers: cookie ? { cookie } : {},
  });
const meOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();
const profileOf = async (user: TestUser) => (await meOf(user)).profile;
const childrenOf = async (user: TestUser) => (await meOf(user)).students as { name: string; age: number }[];

describe(`profile completion (${dialect})`, () => {
  it('makes the first child from the name and age, and takes the browser timezone on first completion', async () => {
    const user = await providerLikeUser();
    const res = await complete(user.cookie, {
      displayName: '  Leo Park ',
      childAge: '12',
      timezone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Leo Park', age: 12 });
    expect(await childrenOf(user)).toMatchObject([{ name: 'Leo Park', age: 12 }]);
    const profile = await profileOf(user);
    expect(profile.settings).toMatchObject({ timezone: 'Europe/Berlin', city: 'Berlin', country: 'Germany' });
  });

  it('keeps a city and country the parent chose before completing', async () => {
    const user = await providerLikeUser();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      payload: { city: 'Springfield', country: 'Canada' },
      headers: { cookie: user.cookie },
    });
    expect(patch.statusCode).toBe(200);
    expect(
      (await complete(user.cookie, { displayName: 'Leo Park', childAge: '12', timezone: 'Europe/Berlin' }))
        .statusCode,
    ).toBe(200);
    expect((await profileOf(user)).settings).toMatchObject({
      timezone: 'Europe/Berlin',
      city: 'Springfield',
      country: 'Canada',
    });
  });

  it('accepts ages 6 and 18 and refuses 5, 19 and non-numbers with 400, writing nothing', async () => {
    const user = await providerLikeUser();
    for (const childAge of ['5', '19', 'ten', '', '6.5']) {
      const res = await complete(user.cookie, { displayName: 'Leo Park', childAge });
      expect(res.statusCode, childAge).toBe(400);
      expect(res.json().error.fields.childAge).toMatch(/Please choose the child's age/);
    }
    expect(await childrenOf(user)).toEqual([]);
    expect((await complete(user.cookie, { displayName: 'Leo Park', childAge: '6' })).statusCode).toBe(200);
    expect((await complete(user.cookie, { displayName: 'Leo Park', childAge: '18' })).statusCode).toBe(200);
    // A second completion corrects the first child; it never adds another.
    expect(await childrenOf(user)).toMatchObject([{ name: 'Leo Park', age: 18 }]);
  });

  it('refuses a blank name with the field message', async () => {
    const user = await providerLikeUser();
    const res = await complete(user.cookie, { displayName: '   ', childAge: '9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.displayName).toBe("Please enter the child's full name.");
    expect(await childrenOf(user)).toEqual([]);
  });

  it('keeps the timezone a completed profile already has', async () => {
    const user = await signUpUser(t.app, { timezone: 'Asia/Tokyo' });
    expect(
      (await complete(user.cookie, { displayName: 'New Name', childAge: '11', timezone: 'Europe/Paris' }))
        .statusCode,
    ).toBe(200);
    expect((await profileOf(user)).settings).toMatchObject({
      timezone: 'Asia/Tokyo',
      city: 'Tokyo',
      country: 'Japan',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await complete(undefined, { displayName: 'Leo', childAge: '9' })).statusCode).toBe(401);
  });

  it('reports how the account signed up in GET /api/me', async () => {
    const user = await signUpUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json().user
        .provider,
    ).toBe('email');
  });
});
