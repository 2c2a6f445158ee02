import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { summarizeAttendance } from '@shared/domain/attendance';
import { attendanceMessages } from '@shared/messages/attendance';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import type { ChangeEvent } from '../../realtime/bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
/** `n` consecutive dates ending `endOffset` days from today. */
const datesEnding = (n: number, endOffset = -1) =>
  Array.from({ length: n }, (_, i) => addDaysIso(today(), endOffset - (n - 1) + i));

const { call } = apiRequests(() => t.app);

/** Marks the user's first child unless the payload names the children. */
const mark = (user: TestUser | null, payload: unknown) =>
  call(
    user,
    'PUT',
    '/api/attendance',
    user && payload && typeof payload === 'object' && !('studentIds' in payload)
      ? { studentIds: [user.studentId], ...payload }
      : payload,
  );
const list = (user: TestUser | null, from = '', to = '', studentId = user?.studentId ?? 'none') =>
  call(user, 'GET', `/api/students/${studentId}/attendance?from=${from}&to=${to}`);
const summary = (user: TestUser, studentId = user.studentId) =>
  call(user, 'GET', `/api/students/${studentId}/attendance/summary`);

const rowsOf = (userId: string, studentId?: string) => {
  let q = t.deps.db.selectFrom('attendance').select(['date', 'present']).where('userId', '=', userId);
  if (studentId) q = q.where('studentId', '=', studentId);
  return q.orderBy('date').execute();
};
const ledgerOf = (userId: string, studentId?: string) => {
  let q = t.deps.db
    .selectFrom('xpLedger')
    .select(['sourceId', 'xp'])
    .where('userId', '=', userId)
    .where('sourceKind', '=', 'attendance');
  if (studentId) q = q.where('studentId', '=', studentId);
  return q.execute();
};
/** The child's xp (the first child's by default). */
const xpOf = async (user: TestUser, studentId = user.studentId) =>
  (
    await t.deps.db
      .selectFrom('students')
      .select('xp')
      .where('userId', '=', user.id)
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow()
  ).xp;
const addChild = async (user: TestUser, name = 'Second') => {
  const res = await call(user, 'POST', '/api/students', { name, age: 8 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

describe(`attendance (${dialect})`, () => {
  it('needs a session for every endpoint, before looking at the input', async () => {
    const read = await list(null, '2026-01-01', '2026-01-31');
    expect(read.statusCode).toBe(401);
    expect(read.json().error.message).toBe('You must be logged in to view attendance');
    const write = await mark(null, { studentIds: ['x'], dates: ['nope'], status: 'present' });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.message).toBe('You must be logged in to mark attendance');
    const sum = await t.app.inject({ method: 'GET', url: '/api/students/x/attendance/summary' });
    expect(sum.statusCode).toBe(401);
    expect(sum.json().error.message).toBe('You must be logged in to view attendance');
  });

  it('bulk-marks 30 dates as 30 rows, re-marks them as updates, and awards xp once per date', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const events: ChangeEvent[] = [];
    const unsubscribe = t.deps.bus.subscribe(user.id, (e) => events.push(e));
    const dates = datesEnding(30);

    const first = await mark(user, { dates, status: 'present' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'present', count: 30, xpChange: 150 });
    expect(first.json().records.map((r: { date: string }) => r.date)).toEqual(dates);
    expect(await rowsOf(user.id)).toHaveLength(30);
    expect(await xpOf(user)).toBe(150);
    expect(events.at(-1)).toMatchObject({ kinds: ['attendance', 'xp'], studentId: user.studentId });

    const again = await mark(user, { dates, status: 'present' });
    expect(again.json()).toMatchObject({ count: 30, xpChange: 0 });
    expect(await xpOf(user)).toBe(150);
    expect(await ledgerOf(user.id)).toHaveLength(30);

    const absent = await mark(user, { dates: dates.slice(0, 10), status: 'absent' });
    expect(absent.json()).toMatchObject({ status: 'absent', count: 10, xpChange: -50 });
    const ids = new Map(first.json().records.map((r: { id: string; date: string }) => [r.date, r.id]));
    for (const r of absent.json().records)
      expect(r).toEqual({ id: ids.get(r.date), studentId: user.studentId, date: r.date, present: false });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.present === 0).map((r) => r.date)).toEqual(dates.slice(0, 10));
    expect(await xpOf(user)).toBe(100);
    expect((await ledgerOf(user.id)).map((l) => l.sourceId).sort()).toEqual(dates.slice(10));

    const back = await mark(user, { dates: dates.slice(0, 10), status: 'present' });
    expect(back.json().xpChange).toBe(50);
    expect(await xpOf(user)).toBe(150);

    const listed = await list(user, dates[0], dates[29]);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(30);
    expect(listed.json()[0].date).toBe(dates[29]); // newest first
    unsubscribe();
  });

  it('never duplicates under concurrent requests for the same dates, and keeps xp in step with the rows', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const dates = datesEnding(20);
    const statuses = ['present', 'absent', 'present', 'present', 'absent', 'present', 'absent', 'present'];
    const results = await Promise.all(
      statuses.map((status, i) => mark(user, { dates: i % 2 ? [...dates].reverse() : dates, status })),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.date)).size).toBe(20);
    const present = rows.filter((r) => r.present === 1).length;
    expect([0, 20]).toContain(present); // one request won for all 20 dates
    expect(await ledgerOf(user.id)).toHaveLength(present);
    expect(await xpOf(user)).toBe(present * 5);
  });

  it('handles concurrent overlapping bulk marks without losing or doubling a row', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const dates = datesEnding(40);
    const chunks = [dates.slice(0, 25), dates.slice(15, 40), dates.slice(5, 35), dates.slice(0, 40)];
    const results = await Promise.all(chunks.map((chunk) => mark(user, { dates: chunk, status: 'present' })));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(results.reduce((sum, r) => sum + r.json().xpChange, 0)).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(40);
    expect(await ledgerOf(user.id)).toHaveLength(40);
    expect(await xpOf(user)).toBe(200);
  });

  it("clears dates by deleting their rows and takes back a present day's xp", async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const dates = datesEnding(5);
    await mark(user, { dates: dates.slice(0, 3), status: 'present' });
    await mark(user, { dates: dates.slice(3), status: 'absent' });
    expect(await xpOf(user)).toBe(15);

    const cleared = await mark(user, { dates: [dates[0], dates[3]], status: 'none' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ status: 'none', records: [], count: 2, xpChange: -5 });
    expect((await rowsOf(user.id)).map((r) => r.date)).toEqual([dates[1], dates[2], dates[4]]);
    expect(await xpOf(user)).toBe(10);

    const nothing = await mark(user, { dates: [dates[0]], status: 'none' });
    expect(nothing.json()).toMatchObject({ count: 0, xpChange: 0 });
    const all = await mark(user, { dates, status: 'none' });
    expect(all.json().count).toBe(3);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await ledgerOf(user.id)).toHaveLength(0);
    expect(await xpOf(user)).toBe(0);
  });

  it('accepts today and tomorrow but refuses any date after tomorrow, writing nothing', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const tomorrow = addDaysIso(today(), 1);
    const ok = await mark(user, { dates: [today(), tomorrow], status: 'present' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().count).toBe(2);

    const late = await mark(user, {
      dates: [addDaysIso(today(), -3), addDaysIso(today(), 2)],
      status: 'present',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: attendanceMessages.afterTomorrow,
    });
    const clearLate = await mark(user, { dates: [addDaysIso(today(), 30)], status: 'none' });
    expect(clearLate.statusCode).toBe(400);
    expect((await rowsOf(user.id)).map((r) => r.date)).toEqual([today(), tomorrow]);
    expect(await xpOf(user)).toBe(10);
  });

  it("judges 'tomorrow' in the account's own timezone", async () => {
    const east = await signUpUser(t.app, { timezone: 'Pacific/Kiritimati' }); // UTC+14
    const west = await signUpUser(t.app, { timezone: 'Pacific/Pago_Pago' }); // UTC-11
    const eastTomorrow = addDaysIso(todayIn('Pacific/Kiritimati'), 1);
    expect((await mark(east, { dates: [eastTomorrow], status: 'present' })).statusCode).toBe(200);
    const refused = await mark(west, { dates: [eastTomorrow], status: 'present' });
    expect(refused.statusCode).toBe(400);
    expect(await rowsOf(west.id)).toHaveLength(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const tooMany = Array.from({ length: 367 }, (_, i) => addDaysIso(today(), -400 + i));
    const cases: [unknown, string][] = [
      [{ dates: ['2026-02-30'], status: 'present' }, 'Please choose valid dates (yyyy-MM-dd).'],
      [
        { dates: [addDaysIso(today(), -1), 'yesterday'], status: 'present' },
        'Please choose valid dates (yyyy-MM-dd).',
      ],
      [{ dates: tooMany, status: 'present' }, 'Please choose at most 366 dates at a time.'],
      [{ dates: [], status: 'absent' }, 'Please choose at least one date.'],
      [
        { dates: [addDaysIso(today(), -1), addDaysIso(today(), -1)], status: 'present' },
        'Each date may appear only once.',
      ],
      [{ dates: [addDaysIso(today(), -1)], status: 'late' }, "Status must be 'present', 'absent' or 'none'."],
      [{ status: 'present' }, 'Please choose at least one date.'],
      [
        { studentIds: [], dates: [addDaysIso(today(), -1)], status: 'present' },
        'Please choose at least one child.',
      ],
      [
        { studentIds: user.studentId, dates: [addDaysIso(today(), -1)], status: 'present' },
        'Please choose at least one child.',
      ],
      [
        { studentIds: [user.studentId, user.studentId], dates: [addDaysIso(today(), -1)], status: 'present' },
        'Each child may appear only once.',
      ],
      [
        {
          studentIds: Array.from({ length: 13 }, (_, i) => `c${i}`),
          dates: [addDaysIso(today(), -1)],
          status: 'present',
        },
        'Please choose at most 12 children at a time.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await mark(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await xpOf(user)).toBe(0);

    const ok366 = await mark(user, { dates: tooMany.slice(0, 366), status: 'absent' });
    expect(ok366.statusCode).toBe(200);
    expect(ok366.json().count).toBe(366);
  });

  it('bounds the range query and validates its dates', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const bad: [string, string][] = [
      ['', 'Please provide a valid start date (yyyy-MM-dd).'],
      ['?from=2026-01-01', 'Please provide a valid end date (yyyy-MM-dd).'],
      ['?from=2026-02-30&to=2026-03-31', 'Please provide a valid start date (yyyy-MM-dd).'],
      ['?from=2026-03-31&to=2026-03-01', 'The start date must not be after the end date.'],
      ['?from=2026-01-01&to=2027-01-02', 'Please request at most 366 days at a time.'],
    ];
    for (const [query, message] of bad) {
      const url = `/api/students/${user.studentId}/attendance${query}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
    const full = await list(user, '2026-01-01', '2027-01-01');
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual([]);
  });

  it("keeps each account's attendance apart", async () => {
    const a = await signUpUser(t.app, { timezone: TZ });
    const b = await signUpUser(t.app, { timezone: TZ });
    const dates = datesEnding(3);
    await mark(a, { dates, status: 'present' });

    expect((await list(b, dates[0], dates[2])).json()).toEqual([]);
    const cleared = await mark(b, { dates, status: 'none' });
    expect(cleared.json().count).toBe(0);
    expect(await rowsOf(a.id)).toHaveLength(3);
    expect((await summary(b)).json()).toMatchObject({ overallRecorded: 0, ratePercent: 0 });

    const bMarks = await mark(b, { dates: [dates[0]], status: 'absent' });
    expect(bMarks.json().count).toBe(1);
    expect((await list(a, dates[0], dates[2])).json().every((r: { present: boolean }) => r.present)).toBe(
      true,
    );
    expect(await xpOf(a)).toBe(15);
    expect(await xpOf(b)).toBe(0);
  });

  it('summarises this week (Monday start) and the overall rate', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    await mark(user, {
      dates: [today(), addDaysIso(today(), -20), addDaysIso(today(), -40)],
      status: 'present',
    });
    await mark(user, { dates: [addDaysIso(today(), -10)], status: 'absent' });
    const res = await summary(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      weekPresent: 1,
      weekRecorded: 1,
      overallPresent: 3,
      overallRecorded: 4,
      ratePercent: 75,
    });

    const records = (await list(user, addDaysIso(today(), -364), addDaysIso(today(), 1))).json();
    expect(res.json()).toEqual(summarizeAttendance(records, today()));
  });
  it("keeps two children's attendance, summaries and xp apart", async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const second = await addChild(user);
    const dates = datesEnding(4);
    expect((await mark(user, { dates: dates.slice(0, 3), status: 'present' })).json()).toMatchObject({
      count: 3,
      xpChange: 15,
    });
    expect(
      (await mark(user, { studentIds: [second], dates: dates.slice(2), status: 'absent' })).json(),
    ).toMatchObject({ count: 2, xpChange: 0 });

    expect((await list(user, dates[0], dates[3])).json().map((r: { date: string }) => r.date)).toEqual(
      dates.slice(0, 3).reverse(),
    );
    const secondList = (await list(user, dates[0], dates[3], second)).json();
    expect(
      secondList.map((r: { date: string; studentId: string; present: boolean }) => [
        r.date,
        r.studentId,
        r.present,
      ]),
    ).toEqual([
      [dates[3], second, false],
      [dates[2], second, false],
    ]);
    expect((await summary(user)).json()).toMatchObject({ overallPresent: 3, overallRecorded: 3 });
    expect((await summary(user, second)).json()).toMatchObject({
      overallPresent: 0,
      overallRecorded: 2,
      ratePercent: 0,
    });
    expect(await xpOf(user)).toBe(15);
    expect(await xpOf(user, second)).toBe(0);

    // Clearing one child leaves the other's day (and xp) alone.
    expect(
      (await mark(user, { studentIds: [second], dates: [dates[2]], status: 'none' })).json(),
    ).toMatchObject({ count: 1, xpChange: 0 });
    expect((await rowsOf(user.id, user.studentId)).map((r) => r.date)).toEqual(dates.slice(0, 3));
    expect((await rowsOf(user.id, second)).map((r) => r.date)).toEqual([dates[3]]);
    expect(await ledgerOf(user.id, user.studentId)).toHaveLength(3);
    expect(await ledgerOf(user.id, second)).toHaveLength(0);
  });

  it('marks several children in one request, counting days, with xp and a change event per child', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const second = await addChild(user, 'Second');
    const third = await addChild(user, 'Third');
    const events: ChangeEvent[] = [];
    const unsubscribe = t.deps.bus.subscribe(user.id, (e) => events.push(e));
    const dates = datesEnding(4);

    const res = await mark(user, { studentIds: [user.studentId, second], dates, status: 'present' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'present', count: 4, xpChange: 40 });
    const records = res.json().records as { studentId: string; date: string; present: boolean }[];
    expect(records).toHaveLength(8);
    expect(new Set(records.map((r) => r.studentId))).toEqual(new Set([user.studentId, second]));
    expect(await xpOf(user)).toBe(20);
    expect(await xpOf(user, second)).toBe(20);
    expect(await xpOf(user, third)).toBe(0);
    expect(await rowsOf(user.id, third)).toHaveLength(0);
    expect(events.map((e) => e.studentId).sort()).toEqual([user.studentId, second].sort());
    for (const e of events) expect(e.kinds).toEqual(['attendance', 'xp']);

    // Third child: only the last two days. Clearing three days over all three children counts three days.
    await mark(user, { studentIds: [third], dates: dates.slice(2), status: 'absent' });
    events.length = 0;
    const cleared = await mark(user, {
      studentIds: [third, second, user.studentId],
      dates: dates.slice(1),
      status: 'none',
    });
    expect(cleared.json()).toEqual({ status: 'none', records: [], count: 3, xpChange: -30 });
    expect(await xpOf(user)).toBe(5);
    expect(await xpOf(user, second)).toBe(5);
    expect(await rowsOf(user.id, third)).toHaveLength(0);
    expect(events.map((e) => [e.studentId, e.kinds])).toEqual(
      expect.arrayContaining([
        [user.studentId, ['attendance', 'xp']],
        [second, ['attendance', 'xp']],
        [third, ['attendance']],
      ]),
    );
    expect(events).toHaveLength(3);

    // Nothing to clear: no day counted, no event.
    events.length = 0;
    expect(
      (await mark(user, { studentIds: [third], dates: [dates[0]], status: 'none' })).json(),
    ).toMatchObject({ count: 0, xpChange: 0 });
    expect(events).toHaveLength(0);
    unsubscribe();
  });

  it("answers 404 for another family's child, in the path or among the children marked, and writes nothing", async () => {
    const a = await signUpUser(t.app, { timezone: TZ });
    const b = await signUpUser(t.app, { timezone: TZ });
    const dates = datesEnding(2);
    await mark(a, { dates, status: 'present' });

    for (const status of ['present', 'absent', 'none']) {
      const res = await mark(b, { studentIds: [b.studentId, a.studentId], dates, status });
      expect(res.statusCode, status).toBe(404);
      const unknown = await mark(b, { studentIds: ['no-such-child'], dates, status });
      expect(unknown.statusCode, status).toBe(404);
    }
    expect(await rowsOf(b.id)).toHaveLength(0);
    expect((await rowsOf(a.id)).map((r) => r.present)).toEqual([1, 1]);
    expect(await xpOf(a)).toBe(10);
    expect(await xpOf(b)).toBe(0);

    expect((await list(b, dates[0], dates[1], a.studentId)).statusCode).toBe(404);
    expect((await summary(b, a.studentId)).statusCode).toBe(404);
  });
});
