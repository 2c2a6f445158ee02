import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload });

describe(`account (${dialect})`, () => {
  it('signs up, creates the profile with default settings and the first child and the browser timezone and its place, and signs in at once', async () => {
    const user = await signUpUser(t.app, {
      displayName: 'Ada Lovelace',
      childAge: '9',
      timezone: 'Europe/Paris',
    });
    expect(user.cookie).toMatch(/session_token=/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe(user.email);
    expect(body.user.emailVerified).toBe(true);
    expect(body.students).toMatchObject([{ name: 'Ada Lovelace', age: 9, xp: 0, level: 0 }]);
    expect(body.profile.settings).toMatchObject({
      timezone: 'Europe/Paris',
      country: 'France',
      city: 'Paris',
      startWeek: 'monday',
      timeFormat: '12h',
      dayByDay: { dayLength: 6, blockSize: 30, startTime: '08:00' },
    });
  });

  it('falls back to America/New_York (New York, United States) for a missing or unknown timezone', async () => {
    for (const timezone of ['Mars/Olympus_Mons', undefined]) {
      const user = await signUpUser(t.app, { timezone });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
      expect(me.json().profile.settings).toMatchObject({
        timezone: 'America/New_York',
        city: 'New York',
        country: 'United States',
      });
    }
  });

  it("fills city and country from the timezone, or the zone's own name where it knows no country", async () => {
    const places: [string, string, string][] = [
      ['Europe/London', 'London', 'United Kingdom'],
      ['Asia/Tokyo', 'Tokyo', 'Japan'],
      ['America/Argentina/Ushuaia', 'Ushuaia', 'Argentina'],
      ['America/Port_of_Spain', 'Port of Spain', 'Other'],
    ];
    for (const [timezone, city, country] of places) {
      const user = await signUpUser(t.app, { timezone });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
      expect(me.json().profile.settings, timezone).toMatchObject({ timezone, city, country });
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { cookie: user.cookie },
      });
      expect(settings.json(), timezone).toMatchObject({ timezone, city, country });
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await signUp({
      displayName: 'K',
      childAge: '7',
      email: `c-${Date.now()}@example.com`,
      password: 'long enough',
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it('rejects invalid sign-up input with 400, clear messages per field, and creates nothing', async () => {
    const email = `bad-${Date.now()}@example.com`;
    const res = await signUp({ displayName: '   ', childAge: '19', email, password: 'short' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      displayName: "Please enter the child's full name.",
      childAge: "Please choose the child's age (6 to 18).",
      password: 'The password must be at least 8 characters.',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'short' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('rejects a malformed email, missing fields and a non-JSON body with 400', async () => {
    expect(
      (
        await signUp({ displayName: 'A', childAge: '8', email: 'not-an-email', password: 'long enough' })
      ).json().error.fields.email,
    ).toBe('Please enter a valid email address.');
    expect((await signUp({})).statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBeTruthy();
  });

  it('refuses a common password with 400 and creates nothing', async () => {
    const email = `common-${Date.now()}@example.com`;
    const res = await signUp({ displayName: 'Kid', childAge: '9', email, password: 'Password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(
      'This password is too common. Please choose a less guessable one.',
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'Password123' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('answers a duplicate email with 409 and the spec message', async () => {
    const user = await signUpUser(t.app);
    const res = await signUp({
      displayName: 'Other',
      childAge: '12',
      email: user.email.toUpperCase(),
      password: 'another password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it('signs in with the right password and refuses a wrong one with the spec message', async () => {
    const user = await signUpUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeDefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password: 'wrong password' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe('Invalid email or password. Please check your credentials.');
  });

  it('signs out: the old session no longer reaches protected endpoints', async () => {
    const user = await signUpUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers protected endpoints with 401 and error JSON without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
