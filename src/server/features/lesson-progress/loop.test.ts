import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mondayOf, todayIn } from '@shared/domain/dates';
import { XP_REWARDS } from '@shared/domain/xp';
import { confirmationMessages } from '@shared/messages/confirmations';
import { loopMessages } from '@shared/messages/loops';
import { pendingItemsSchema } from '@shared/schemas/confirmations';
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
/** The family's child ticks (or, with `user` another adult, that adult ticks) one of the family's items. */
const tickAs = (who: string | TestUser, family: TestUser, lessonId: string, date?: string) =>
  call(
    who,
    'POST',
    `/api/students/${family.studentId}/loop-items/${lessonId}/complete`,
    date ? { date } : {},
  );
const untickAs = (who: string | TestUser, family: TestUser, lessonId: string, date: string) =>
  call(who, 'DELETE', `/api/students/${family.studentId}/loop-items/${lessonId}/complete/${date}`);

async function dayOf(user: TestUser, date: string) {
  const body = await ok<Week>(user, 'GET', `/api/students/${user.studentId}/week?start=${mondayOf(date)}`);
  expect(weekSchema.safeParse(body).success).toBe(true);
  return body.children[0]!.days.find((d) => d.date === date)!;
}
/** A day's loop items: '✓' done, '…' done and waiting for a parent, '?' still to record there (a past day). */
const itemsOn = async (user: TestUser, date: string) =>
  (await dayOf(user, date)).lessons
    .filter((l) => l.loop)
    .map((l) => `${l.done ? '✓' : ''}${l.pending ? '…' : ''}${l.catchUp ? '?' : ''}${l.title}`);

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
    // The lesson plan page's list: each item's times done for the child, and the last day.
    const timesDone = async () => {
      const body = await ok(user, 'GET', `/api/classes/${classId}/lessons`);
      expect(lessonPlanSchema.safeParse(body).success).toBe(true);
      const rows = body.children[0].loopDone as { lessonId: string; count: number; lastDate: string }[];
      return Object.fromEntries(rows.map((d) => [title(d.lessonId), `${d.count} ${d.lastDate}`]));
    };
    expect(await timesDone()).toEqual({
      Psalm: `2 ${today}`,
      Poem: `1 ${d1}`,
      Plutarch: `1 ${d3}`,
      Shakespeare: `1 ${d3}`,
      'Nature study': `1 ${today}`,
      'Picture study': `1 ${today}`,
    });

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
    expect((await timesDone()).Psalm).toBe(`1 ${d1}`);
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

  it("a child's tick waits where completed work is confirmed: on its day, earning nothing until a parent confirms it", async () => {
    const { user, classId, items } = await loopFamily();
    await ok(user, 'PATCH', '/api/settings', { confirmCompletions: true });
    const child = await childSignedIn(t, user.id, user.studentId);
    const today = todayIn(TZ);
    const yesterday = addDaysIso(today, -1);
    const [psalm, poem, plutarch, shakespeare] = items as [string, string, string, string];
    const db = t.deps.db;
    // In the order recorded; two ticks in one millisecond in the loop's own order.
    const rows = async () =>
      (
        await db
          .selectFrom('loopCompletions')
          .select(['id', 'lessonId', 'date', 'pending', 'recordedBy', 'recordedAt'])
          .where('userId', '=', user.id)
          .execute()
      ).sort(
        (a, b) =>
          a.recordedAt.localeCompare(b.recordedAt) || items.indexOf(a.lessonId) - items.indexOf(b.lessonId),
      );
    const hours = () => db.selectFrom('hourEntries').selectAll().where('userId', '=', user.id).execute();
    const days = () =>
      db
        .selectFrom('attendance')
        .select(['date', 'present', 'recordedBy'])
        .where('userId', '=', user.id)
        .execute();
    /** The child's xp, as the family's children list gives it. */
    const xp = async () =>
      (await ok<{ id: string; xp: number }[]>(user, 'GET', '/api/students')).find(
        (c) => c.id === user.studentId,
      )!.xp;

    // The child ticks yesterday's two: kept on that day, waiting; no xp, no hours, no attendance.
    const first = await tickAs(child, user, psalm, yesterday);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      completed: true,
      pending: true,
      date: yesterday,
      xpChange: 0,
      attendanceMarked: false,
    });
    expect((await tickAs(child, user, poem, yesterday)).json()).toMatchObject({ pending: true });
    // Ticking again is idempotent: still one row, still waiting.
    expect((await tickAs(child, user, poem, yesterday)).json()).toMatchObject({
      completed: true,
      pending: true,
      xpChange: 0,
    });
    expect((await rows()).map((r) => [r.lessonId, r.date, Number(r.pending), r.recordedBy])).toEqual([
      [psalm, yesterday, 1, user.studentId],
      [poem, yesterday, 1, user.studentId],
    ]);
    expect(await hours()).toEqual([]);
    expect(await days()).toEqual([]);
    expect(await xp()).toBe(0);
    // The week shows them done and waiting; like a weekly lesson's waiting tick, they move the loop on.
    expect(await itemsOn(user, yesterday)).toEqual(['✓…Psalm', '✓…Poem']);
    expect(await itemsOn(user, today)).toEqual(['Plutarch', 'Shakespeare']);

    // The child takes one back (their own waiting tick), and ticks it again.
    expect((await untickAs(child, user, poem, yesterday)).json()).toMatchObject({
      completed: false,
      xpChange: 0,
    });
    expect((await rows()).map((r) => r.lessonId)).toEqual([psalm]);
    expect(await itemsOn(user, yesterday)).toEqual(['✓…Psalm', '?Poem']);
    await tickAs(child, user, poem, yesterday);

    // 'To confirm' lists them with the item, its class, the child and the day; a viewer sees the list too.
    const childName = (
      await db
        .selectFrom('students')
        .select('name')
        .where('id', '=', user.studentId)
        .executeTakeFirstOrThrow()
    ).name;
    const list = await ok(user, 'GET', '/api/confirmations');
    expect(pendingItemsSchema.strict().safeParse(list).success).toBe(true);
    const waiting = pendingItemsSchema.parse(list).items;
    expect(waiting.map((i) => [i.kind, i.title, i.classTitle, i.childName, i.date])).toEqual([
      ['loop', 'Psalm', 'Morning loop', childName, yesterday],
      ['loop', 'Poem', 'Morning loop', childName, yesterday],
    ]);
    const [psalmTick, poemTick] = waiting as [(typeof waiting)[0], (typeof waiting)[0]];
    const confirmPsalm = { items: [{ kind: 'loop', id: psalmTick.id }] };

    // Nobody else settles them: a viewer or the child (403), another family (404), signed out (401).
    const viewer = await signUpUser(t.app, { displayName: 'Viewer', timezone: TZ });
    await joinFamily(t, viewer, user.id, 'viewer');
    expect(pendingItemsSchema.parse(await ok(viewer, 'GET', '/api/confirmations')).items).toHaveLength(2);
    const other = await signUpUser(t.app, { displayName: 'Other', timezone: TZ });
    const before = await snapshotAccount(db, user.id);
    for (const url of ['/api/confirmations/confirm', '/api/confirmations/reject']) {
      expect((await call(viewer, 'POST', url, confirmPsalm)).statusCode).toBe(403);
      expect((await call(child, 'POST', url, confirmPsalm)).statusCode).toBe(403);
      expect((await call(null, 'POST', url, confirmPsalm)).statusCode).toBe(401);
      await refused(other, 'POST', url, confirmPsalm, 404, confirmationMessages.noLongerWaiting);
    }
    // A weekly lesson's kind does not reach a loop tick (nor the other way round).
    await refused(
      user,
      'POST',
      '/api/confirmations/confirm',
      { items: [{ kind: 'lesson', id: psalmTick.id }] },
      404,
    );
    expect(await snapshotAccount(db, user.id)).toBe(before);
    expect(pendingItemsSchema.parse(await ok(other, 'GET', '/api/confirmations')).items).toEqual([]);

    // The parent confirms Psalm: its xp, the day present (by the child) and its hours, all on its day.
    expect(await ok(user, 'POST', '/api/confirmations/confirm', confirmPsalm)).toEqual({
      confirmed: 1,
      xpChange: XP_REWARDS.lesson + XP_REWARDS.attendance,
    });
    expect(await xp()).toBe(XP_REWARDS.lesson + XP_REWARDS.attendance);
    const [entry, ...more] = await hours();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      date: yesterday,
      minutes: 20,
      source: 'lesson',
      loopCompletionId: psalmTick.id,
    });
    expect((await days()).map((d) => [d.date, Number(d.present), d.recordedBy])).toEqual([
      [yesterday, 1, user.studentId],
    ]);
    // Once: confirming it again is a 404 and earns nothing twice.
    await refused(
      user,
      'POST',
      '/api/confirmations/confirm',
      confirmPsalm,
      404,
      confirmationMessages.noLongerWaiting,
    );
    expect(await xp()).toBe(XP_REWARDS.lesson + XP_REWARDS.attendance);

    // 'Not yet' for Poem: it goes, nothing earned; the loop offers it on that day again.
    expect(
      await ok(user, 'POST', '/api/confirmations/reject', { items: [{ kind: 'loop', id: poemTick.id }] }),
    ).toEqual({ rejected: 1 });
    expect((await rows()).map((r) => [r.lessonId, Number(r.pending)])).toEqual([[psalm, 0]]);
    expect(await hours()).toHaveLength(1);
    expect(await itemsOn(user, yesterday)).toEqual(['✓Psalm', '?Poem']);
    expect(await ok(user, 'GET', '/api/confirmations')).toEqual({ items: [] });

    // A parent's tick of a waiting item confirms it: the child ticks today's, the parent ticks it too.
    await tickAs(child, user, poem);
    expect(await itemsOn(user, today)).toEqual(['✓…Poem', 'Plutarch']);
    const byParent = await tickAs(user, user, poem);
    expect(byParent.json()).toMatchObject({
      completed: true,
      pending: false,
      xpChange: XP_REWARDS.lesson + XP_REWARDS.attendance,
      attendanceMarked: true,
    });
    expect((await rows()).map((r) => [r.lessonId, Number(r.pending), r.recordedBy])).toEqual([
      [psalm, 0, user.studentId],
      [poem, 0, user.studentId],
    ]);
    expect(await hours()).toHaveLength(2);
    expect(await ok(user, 'GET', '/api/confirmations')).toEqual({ items: [] });
    // The lesson plan page counts the times done, waiting or not (as a weekly lesson's 'done' does).
    await tickAs(child, user, plutarch);
    const plan = await ok(user, 'GET', `/api/classes/${classId}/lessons`);
    expect(plan.children[0]).toMatchObject({ completedCount: 3 });
    // With the setting off again a child's tick counts at once.
    await ok(user, 'PATCH', '/api/settings', { confirmCompletions: false });
    expect((await tickAs(child, user, shakespeare)).json()).toMatchObject({
      pending: false,
      xpChange: XP_REWARDS.lesson,
    });
  });

  it('goes into the export and back with its hours; a waiting tick still waits', async () => {
    const { user, items } = await loopFamily();
    const today = todayIn(TZ);
    await tick(user, items[0]!, addDaysIso(today, -1));
    await ok(user, 'PATCH', '/api/settings', { confirmCompletions: true });
    const child = await childSignedIn(t, user.id, user.studentId);
    expect((await tickAs(child, user, items[1]!, addDaysIso(today, -1))).json()).toMatchObject({
      pending: true,
    });
    const file = await ok(user, 'GET', '/api/account/export');
    expect(file.tables.classes[0]).toMatchObject({ scheduleKind: 'loop', loopPerDay: 2 });
    type FileRow = { id: string; lessonId: string; pending: boolean };
    const fileRows = file.tables.loopCompletions as FileRow[];
    const done = fileRows.find((c) => c.lessonId === items[0])!;
    expect(Object.fromEntries(fileRows.map((c) => [c.lessonId, c.pending]))).toEqual({
      [items[0]!]: false,
      [items[1]!]: true,
    });
    expect(file.tables.hourEntries).toHaveLength(1);
    expect(file.tables.hourEntries[0].loopCompletionId).toBe(done.id);
    // A file from before migration 0028 has no `pending`: its loop completions are confirmed ones.
    const { pending: _dropped, ...older } = done;

    const copy = await signUpUser(t.app, { displayName: 'Copy', timezone: TZ });
    await ok(copy, 'POST', '/api/account/import', file);
    const rows = await t.deps.db
      .selectFrom('loopCompletions')
      .selectAll()
      .where('userId', '=', copy.id)
      .execute();
    expect(rows.map((r) => Number(r.pending)).sort()).toEqual([0, 1]);
    const [entry] = await t.deps.db
      .selectFrom('hourEntries')
      .selectAll()
      .where('userId', '=', copy.id)
      .execute();
    expect(entry!.loopCompletionId).toBe(rows.find((r) => Number(r.pending) === 0)!.id);
    expect((await ok(copy, 'GET', '/api/confirmations')).items).toEqual([
      expect.objectContaining({ kind: 'loop', title: READINGS[1], date: addDaysIso(today, -1) }),
    ]);

    // An older file (no `pending`) imports its loop completions as confirmed.
    const old = structuredClone(file);
    old.tables.loopCompletions = [older];
    old.tables.hourEntries = file.tables.hourEntries;
    const again = await signUpUser(t.app, { displayName: 'Older', timezone: TZ });
    await ok(again, 'POST', '/api/account/import', old);
    const imported = t.deps.db.selectFrom('loopCompletions').select('pending').where('userId', '=', again.id);
    expect((await imported.execute()).map((r) => Number(r.pending))).toEqual([0]);
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
