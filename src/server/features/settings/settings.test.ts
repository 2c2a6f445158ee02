import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);
const patch = (user: TestUser | null, payload: unknown) => call(user, 'PATCH', '/api/settings', payload);
const read = async (user: TestUser) => (await call(user, 'GET', '/api/settings')).json();

describe(`settings (${dialect})`, () => {
  it('reads the defaults of a new account, its place from the sign-up timezone', async () => {
    const user = await signUpUser(t.app, { timezone: 'Europe/Paris' });
    expect(await read(user)).toEqual({
      timezone: 'Europe/Paris',
      country: 'France',
      city: 'Paris',
      customMessages: [''],
      notifications: true,
      requireSecondFactor: false,
      theme: 'blue',
      startWeek: 'monday',
      timeFormat: '12h',
      dayByDay: { dayLength: 6, blockSize: 30, startTime: '08:00' },
      confirmCompletions: false,
    });
  });

  it('merges each write into the stored settings: one key never drops another', async () => {
    const user = await signUpUser(t.app);
    expect((await patch(user, { customMessages: ['Keep going!', ''] })).statusCode).toBe(200);
    expect((await patch(user, { city: '  Austin ', country: 'United States' })).statusCode).toBe(200);
    expect((await patch(user, { dayByDay: { dayLength: 4 } })).statusCode).toBe(200);
    const res = await patch(user, { timezone: 'Asia/Tokyo', startWeek: 'sunday', timeFormat: '24h' });
    expect(res.statusCode).toBe(200);
    const expected = {
      timezone: 'Asia/Tokyo',
      country: 'United States',
      city: 'Austin',
      customMessages: ['Keep going!', ''],
      notifications: true,
      requireSecondFactor: false,
      theme: 'blue',
      startWeek: 'sunday',
      timeFormat: '24h',
      dayByDay: { dayLength: 4, blockSize: 30, startTime: '08:00' },
      confirmCompletions: false,
    };
    expect(res.json()).toEqual(expected);
    expect(await read(user)).toEqual(expected);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().profile.settings).toEqual(expected);
  });

  it('keeps both keys when two writes race', async () => {
    const user = await signUpUser(t.app);
    const results = await Promise.all([
      patch(user, { city: 'Denver' }),
      patch(user, { timezone: 'America/Denver' }),
      patch(user, { dayByDay: { startTime: '09:30' } }),
      patch(user, { customMessages: ['One', 'Two'] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await read(user)).toMatchObject({
      city: 'Denver',
      timezone: 'America/Denver',
      customMessages: ['One', 'Two'],
      dayByDay: { dayLength: 6, blockSize: 30, startTime: '09:30' },
    });
  });

  it('strips markup and quotes and escapes ampersands in custom messages; blank rows stay rows', async () => {
    const user = await signUpUser(t.app);
    const res = await patch(user, {
      customMessages: ['<script>alert("x")</script>', "Mom's <b>best</b> & brightest", '   '],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customMessages).toEqual(['scriptalert(x)/script', 'Moms bbest/b &amp; brightest', '']);
    expect((await read(user)).customMessages).toEqual([
      'scriptalert(x)/script',
      'Moms bbest/b &amp; brightest',
      '',
    ]);
    // Saving the stored text again does not escape it twice.
    const again = await patch(user, { customMessages: ['Moms bbest/b &amp; brightest'] });
    expect(again.json().customMessages).toEqual(['Moms bbest/b &amp; brightest']);
  });

  it('accepts 10 messages of 200 characters, with ampersands counted as one character', async () => {
    const user = await signUpUser(t.app);
    const long = '&'.repeat(200);
    const res = await patch(user, { customMessages: Array.from({ length: 10 }, () => long) });
    expect(res.statusCode).toBe(200);
    expect((await read(user)).customMessages).toHaveLength(10);
    expect((await read(user)).customMessages[0]).toBe('&amp;'.repeat(200));
  });

  it('refuses a 201-character message, an 11th message and an empty list with 400, writing nothing', async () => {
    const user = await signUpUser(t.app);
    await patch(user, { customMessages: ['Stay curious'] });

    const tooLong = await patch(user, { customMessages: ['x'.repeat(201)], city: 'Boston' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Each message can be at most 200 characters.',
    });

    const eleven = await patch(user, {
      customMessages: Array.from({ length: 11 }, (_, i) => `Message ${i + 1}`),
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error.message).toBe('You can have at most 10 messages.');

    const none = await patch(user, { customMessages: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Keep at least one message row.');

    const settings = await read(user);
    expect(settings.customMessages).toEqual(['Stay curious']);
    expect(settings.city).toBe('New York');
  });

  it('refuses bad values and unknown keys with 400', async () => {
    const user = await signUpUser(t.app);
    const cases: [unknown, string][] = [
      [{ timezone: 'Mars/Olympus_Mons' }, 'Please choose a valid timezone.'],
      [{ startWeek: 'friday' }, 'The week starts on sunday or monday.'],
      [{ timeFormat: '36h' }, 'The time format is 12h or 24h.'],
      [{ country: '  ' }, 'Please choose a country.'],
      [{ city: 'x'.repeat(101) }, 'City must be at most 100 characters.'],
      [{ dayByDay: { dayLength: 9 } }, 'Day length must be 1 to 8 hours.'],
      [{ dayByDay: { startTime: '7:00' } }, 'Start time must be HH:MM'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await patch(user, { xp: 1000 })).statusCode).toBe(400);
    expect((await patch(user, ['not', 'an', 'object'])).statusCode).toBe(400);
    const settings = await read(user);
    expect(settings).toMatchObject({
      timezone: 'America/New_York',
      startWeek: 'monday',
      city: 'New York',
      dayByDay: { dayLength: 6 },
    });
  });

  it("changes only the caller's own settings and announces the change", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const events: string[][] = [];
    const off = t.deps.bus.subscribe(b.id, (e) => events.push(e.kinds));
    await patch(b, { city: 'Seattle' });
    off();
    expect(events).toEqual([['profile']]);
    expect((await read(a)).city).toBe('New York');
    expect((await read(b)).city).toBe('Seattle');
  });

  it('answers 401 without a session', async () => {
    expect((await patch(null, { city: 'Nowhere' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});
