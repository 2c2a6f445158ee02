import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mondayOf, todayIn } from '@shared/domain/dates';
import { loopMessages } from '@shared/messages/loops';
import { dashboardSchema } from '@shared/schemas/dashboard';
import { lessonPlanSchema } from '@shared/schemas/lessons';
import { weekSchema, type Week } from '@shared/schemas/lesson-plan';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addLessons } from '@tests/setup/lesson-plans';
import { childSignedIn, joinFamily } from '@tests/setup/members';

/** Loop schedules (issue 41, ADR 041): a loop class's items each class day, ticked and kept on their day. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const { call, ok, refused } = apiRequests(() => t.app);
const READINGS = ['Psalm', 'Poem', 'Plutarch', 'Shakespeare', 'Nature study', 'Picture study'];

async function loopFamily() {
  const user = await signUpUser(t.app, { displayName: 'Ada Lovelace', timezone: TZ });
  const cls = await ok(user, 'POST', '/api/classes', {
    title: 'Morning loop',
    daysOfWeek: EVERY_DAY,
    startTime: '09:00',
    endTime: '10:00',
    scheduleKind: 'loop',
    loopPerDay: 2,
  });
  const items = await addLessons(t.deps.db, user, cls.id, READINGS, 20);
  return { user, classId: cls.id as string, items, title: (id: string) => READINGS[items.indexOf(id)]! };
}

const tick = (user: TestUser, lessonId: string, date?: string) =>
  call(user, 'POST', `/api/students/${user.studentId}/loop-items/${lessonId}/complete`, date ? { date } : {});

async function dayOf(user: TestUser, date: string) {
  const body = await ok<Week>(user, 'GET', `/api/students/${user.studentId}/week?start=${mondayOf(date)}`);
  expect(weekSchema.safeParse(body).success).toBe(true);
  return body.children[0]!.days.find((d) => d.date === date)!;
}
/** A day's loop items: '✓' done, '?' still to record there (a past day). */
const itemsOn = async (user: TestUser, date: string) =>
  (await dayOf(user, date)).lessons
    .filter((l) => l.loop)
    .map((l) => `${l.done ? '✓' : ''}${l.catchUp ? '?' : ''}${l.title}`);

describe(`loop schedules (${dialect})`, () => {
  it('creates a loop class; bad schedule input is a 400 with a message and nothing is written', async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada Lovelace', timezone: TZ });
    const base = { title: 'Loop', daysOfWeek: [1, 2], startTime: '09:00', endTime: '10:00' };
    const before = await snapshotAccount(t.deps.db, user.id);
    await refused(
      user,
      'POST',
      '/api/classes',
      { ...base, scheduleKind: 'monthly' },
      400,
      loopMessages.scheduleKindInvalid,
    );
    await refused(
      user,
      'POST',
      '/api/classes',
      { ...base, scheduleKind: 'loop', loopPerDay: 11 },
      400,
      loopMessages.perDayRange,
    );
    await refused(
      user,
      'POST',
      '/api/classes',
      { ...base, scheduleKind: 'loop', loopPerDay: 0 },
      400,
      loopMessages.perDayRange,
    );
    await refused(
      user,
      'POST',
      '/api/classes',
      { ...base, scheduleKind: 'loop', loopPerDay: 1.5 },
      400,
      loopMessages.perDayRange,
    );
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);

    const weekly = await ok(user, 'POST', '/api/classes', base);
    expect(weekly).toMatchObject({ scheduleKind: 'weekly', loopPerDay: 1 });
    const loop = await ok(user, 'POST', '/api/classes', { ...base, scheduleKind: 'loop', loopPerDay: 3 });
    expect(loop).toMatchObject({ scheduleKind: 'loop', loopPerDay: 3 });
    const changed = await snapshotAccount(t.deps.db, user.id);
    await refused(
      user,
      'PATCH',
      `/api/classes/${loop.id}`,
      { loopPerDay: 20 },
      400,
      loopMessages.perDayRange,
    );
    await refused(
      user,
      'PATCH',
      `/api/classes/${loop.id}`,
      { scheduleKind: 'daily' },
      400,
      loopMessages.scheduleKindInvalid,
    );
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(changed);
    // A patch of another field keeps the loop.
    expect(await ok(user, 'PATCH', `/api/classes/${loop.id}`, { title: 'Loop two' })).toMatchObject({
      scheduleKind: 'loop',
      loopPerDay: 3,
    });
    expect(await ok(user, 'PATCH', `/api/classes/${loop.id}`, { scheduleKind: 'weekly' })).toMatchObject({
      scheduleKind: 'weekly',
    });
  });

  it('six readings two a day, ticked over three school days with one skipped: the next items and the wrap-around', async () => {
    const { user, classId, items, title } = await loopFamily();
    const today = todayIn(TZ);
    const [d1, d2, d3] = [addDaysIso(today, -3), addDaysIso(today, -2), addDaysIso(today, -1)];
    const byTitle = (name: string) => items[READINGS.indexOf(name)]!;

    // Nothing done yet: every past day offers the first two, today has them.
    expect(await itemsOn(user, d1)).toEqual(['?Psalm', '?Poem']);
    expect(await itemsOn(user, today)).toEqual(['Psalm', 'Poem']);

    // Day 1: the first two.
    for (const name of ['Psalm', 'Poem']) expect((await tick(user, byTitle(name), d1)).statusCode).toBe(200);
    // Day 2 is skipped ('Skip this day'; written straight in: the route takes today or later).
    await t.deps.db
      .insertInto('lessonSkips')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: user.studentId,
        classId,
        date: d2,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await itemsOn(user, d2)).toEqual([]);
    // Day 3 offers the next two: the skipped day lost nothing.
    expect(await itemsOn(user, d3)).toEqual(['?Plutarch', '?Shakespeare']);
    for (const name of ['Plutarch', 'Shakespeare'])
      expect((await tick(user, byTitle(name), d3)).statusCode).toBe(200);

    expect(await itemsOn(user, d1)).toEqual(['✓Psalm', '✓Poem']);
    expect(await itemsOn(user, d3)).toEqual(['✓Plutarch', '✓Shakespeare']);
    expect(await itemsOn(user, today)).toEqual(['Nature study', 'Picture study']);
    // Today's ticks stay in place; tomorrow wraps round to the top.
    const res = await tick(user, byTitle('Nature study'));
    expect(res.json()).toMatchObject({
      completed: true,
      date: today,
      minutes: 20,
      xpChange: 20,
      attendanceMarked: true,
    });
    await tick(user, byTitle('Picture study'));
    expect(await itemsOn(user, today)).toEqual(['✓Nature study', '✓Picture study']);
    expect(await itemsOn(user, addDaysIso(today, 1))).toEqual(['Psalm', 'Poem']);
    expect(await itemsOn(user, addDaysIso(today, 2))).toEqual(['Plutarch', 'Shakespeare']);

    // Each done occurrence is kept on its day, with its hours and the day marked present.
    const done = await t.deps.db
      .selectFrom('loopCompletions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(done.map((d) => `${d.date} ${title(d.lessonId)}`).sort()).toEqual(
      [
        `${d1} Psalm`,
        `${d1} Poem`,
        `${d3} Plutarch`,
        `${d3} Shakespeare`,
        `${today} Nature study`,
        `${today} Picture study`,
      ].sort(),
    );
    const hours = await t.deps.db
      .selectFrom('hourEntries')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(hours.map((h) => `${h.date} ${h.minutes} ${h.source}`).sort()).toEqual(
      [d1, d1, d3, d3, today, today].map((d) => `${d} 20 lesson`).sort(),
    );
    expect(new Set(hours.map((h) => h.loopCompletionId))).toEqual(new Set(done.map((d) => d.id)));
    const present = await t.deps.db
      .selectFrom('attendance')
      .select(['date', 'present'])
      .where('userId', '=', user.id)
      .orderBy('date')
      .execute();
    expect(present.map((p) => `${p.date} ${Number(p.present)}`)).toEqual([
      `${d1} 1`,
      `${d3} 1`,
      `${today} 1`,
    ]);

    // The second time round an item is done again, kept beside the first.
    const tomorrowPsalm = await tick(user, byTitle('Psalm'));
    expect(tomorrowPsalm.statusCode).toBe(200);
    expect(
      (
        await t.deps.db
          .selectFrom('loopCompletions')
          .select('date')
          .where('lessonId', '=', byTitle('Psalm'))
          .execute()
      ).length,
    ).toBe(2);
    // Ticking the same item on the same day again changes nothing.
    expect((await tick(user, byTitle('Psalm'))).json()).toMatchObject({ completed: true, xpChange: 0 });

    // Un-ticking names the day: that occurrence, its hours and xp go; the other stays.
    const undo = await ok(
      user,
      'DELETE',
      `/api/students/${user.studentId}/loop-items/${byTitle('Psalm')}/complete/${today}`,
    );
    expect(undo).toMatchObject({ completed: false, xpChange: -15 });
    expect(
      await t.deps.db
        .selectFrom('loopCompletions')
        .select('date')
        .where('lessonId', '=', byTitle('Psalm'))
        .execute(),
    ).toEqual([{ date: d1 }]);
    expect(
      (await t.deps.db.selectFrom('hourEntries').select('id').where('userId', '=', user.id).execute()).length,
    ).toBe(6);

    // The dashboard's today and the lesson plan page see the loop too.
    const dash = await ok(user, 'GET', `/api/students/${user.studentId}/dashboard`);
    expect(dashboardSchema.safeParse(dash).success).toBe(true);
    expect(
      dash.lessons.filter((l: { loop?: boolean }) => l.loop).map((l: { title: string }) => l.title),
    ).toEqual(['Nature study', 'Picture study']);
    const plan = await ok(user, 'GET', `/api/classes/${classId}/lessons`);
    expect(lessonPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.class).toMatchObject({ scheduleKind: 'loop', loopPerDay: 2 });
    expect(plan.children[0]).toMatchObject({
      completedCount: 6,
      loopNext: [byTitle('Nature study'), byTitle('Picture study')],
    });
  });

  it('refuses a future day, a weekly lesson, another family and the rights the roles lack', async () => {
    const { user, items } = await loopFamily();
    const today = todayIn(TZ);
    const future = await tick(user, items[0]!, addDaysIso(today, 1));
    expect(future.statusCode).toBe(400);
    const weekly = await ok(user, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: EVERY_DAY,
      startTime: '09:00',
      endTime: '10:00',
    });
    const [lesson] = await addLessons(t.deps.db, user, weekly.id, ['Lesson 1']);
    expect((await tick(user, lesson!)).statusCode).toBe(409);
    // And the weekly tick refuses a loop's item: it would be done once for good.
    const before0 = await snapshotAccount(t.deps.db, user.id);
    const asLesson = await call(
      user,
      'POST',
      `/api/students/${user.studentId}/lessons/${items[0]}/complete`,
      {},
    );
    expect(asLesson.statusCode).toBe(409);
    expect(asLesson.json().error.message).toBe(loopMessages.loopItem);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before0);

    const other = await signUpUser(t.app, { displayName: 'Other', timezone: TZ });
    const before = await snapshotAccount(t.deps.db, user.id);
    expect(
      (await call(other, 'POST', `/api/students/${other.studentId}/loop-items/${items[0]}/complete`, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(other, 'POST', `/api/students/${user.studentId}/loop-items/${items[0]}/complete`, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(null, 'POST', `/api/students/${user.studentId}/loop-items/${items[0]}/complete`, {}))
        .statusCode,
    ).toBe(401);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);

    // A viewer cannot tick or change the class; the child can tick their own item.
    const viewer = await signUpUser(t.app, { displayName: 'Viewer', timezone: TZ });
    await joinFamily(t, viewer, user.id, 'viewer');
    expect(
      (await call(viewer, 'POST', `/api/students/${user.studentId}/loop-items/${items[0]}/complete`, {}))
        .statusCode,
    ).toBe(403);
    const classId = (
      await t.deps.db
        .selectFrom('lessons')
        .select('classId')
        .where('id', '=', items[0]!)
        .executeTakeFirstOrThrow()
    ).classId;
    expect((await call(viewer, 'PATCH', `/api/classes/${classId}`, { loopPerDay: 3 })).statusCode).toBe(403);
    const child = await childSignedIn(t, user.id, user.studentId);
    expect((await call(child, 'PATCH', `/api/classes/${classId}`, { loopPerDay: 3 })).statusCode).toBe(403);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);
    expect(
      (await call(child, 'POST', `/api/students/${user.studentId}/loop-items/${items[0]}/complete`, {}))
        .statusCode,
    ).toBe(200);
  });

  it('goes into the export and back with its hours', async () => {
    const { user, items } = await loopFamily();
    const today = todayIn(TZ);
    await tick(user, items[0]!, addDaysIso(today, -1));
    const file = await ok(user, 'GET', '/api/account/export');
    expect(file.tables.classes[0]).toMatchObject({ scheduleKind: 'loop', loopPerDay: 2 });
    expect(file.tables.loopCompletions).toHaveLength(1);
    expect(file.tables.hourEntries[0].loopCompletionId).toBe(file.tables.loopCompletions[0].id);

    const copy = await signUpUser(t.app, { displayName: 'Copy', timezone: TZ });
    await ok(copy, 'POST', '/api/account/import', file);
    const [row] = await t.deps.db
      .selectFrom('loopCompletions')
      .selectAll()
      .where('userId', '=', copy.id)
      .execute();
    expect(row).toBeDefined();
    const [entry] = await t.deps.db
      .selectFrom('hourEntries')
      .selectAll()
      .where('userId', '=', copy.id)
      .execute();
    expect(entry!.loopCompletionId).toBe(row!.id);
  });

  it("puts each class day's items in the calendar feed, an entry per item and day", async () => {
    const { user, items } = await loopFamily();
    const made = await ok(user, 'POST', '/api/calendar-feeds', {});
    const res = await t.app.inject({ method: 'GET', url: made.path });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/\r\n[ \t]/g, '');
    const uids = [...text.matchAll(/^UID:(loop-.*)$/gm)].map((m) => m[1]!.trim());
    expect(uids.length).toBeGreaterThan(6);
    expect(new Set(uids).size).toBe(uids.length);
    // Today the first two.
    const today = todayIn(TZ).replaceAll('-', '');
    const todays = text
      .split('BEGIN:VEVENT')
      .filter((e) => e.includes('UID:loop-') && new RegExp(`DTSTART[^\r\n]*:${today}T`).test(e));
    expect(
      todays.map((e) => (e.includes(items[0]!) ? 'Psalm' : e.includes(items[1]!) ? 'Poem' : 'other')).sort(),
    ).toEqual(['Poem', 'Psalm']);
  });
});
