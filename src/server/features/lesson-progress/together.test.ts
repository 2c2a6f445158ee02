import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { classMessages } from '@shared/messages/classes';
import { togetherMessages as tm } from '@shared/messages/together';
import type { ReportCard } from '@shared/schemas/report-card';
import type { TogetherResult } from '@shared/schemas/together';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { apiRequests, createTestApp, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { addLessons, addSchoolYear } from '@tests/setup/lesson-plans';
import { childSignedIn, joinFamily } from '@tests/setup/members';

/** Lessons taught together, and classes taught at a co-op or by a tutor (issue 41, ADR 042). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const { call, ok, refused } = apiRequests(() => t.app);

const togetherUrl = (classId: string, lessonId: string) =>
  `/api/classes/${classId}/lessons/${lessonId}/together`;

async function addClass(user: TestUser, fields: object) {
  return (
    await ok(user, 'POST', '/api/classes', {
      daysOfWeek: EVERY_DAY,
      startTime: '09:00',
      endTime: '10:00',
      ...fields,
    })
  ).id as string;
}

/** A family of three children (Ada, Ben, Cy) and a read-aloud taught together to all three, in a school year. */
async function family() {
  const user = await signUpUser(t.app, { displayName: 'Ada', timezone: TZ });
  const ben = (await ok(user, 'POST', '/api/students', { name: 'Ben', age: 8 })).id as string;
  const cy = (await ok(user, 'POST', '/api/students', { name: 'Cy', age: 6 })).id as string;
  const kids = [user.studentId, ben, cy];
  const classId = await addClass(user, { title: 'Read-aloud', together: true, studentIds: kids });
  const lessons = await addLessons(t.deps.db, user, classId, ['Chapter 1', 'Chapter 2', 'Chapter 3'], 40);
  await addSchoolYear(
    t.deps.db,
    user,
    { startDate: addDaysIso(today(), -30), endDate: addDaysIso(today(), 150), weekdays: EVERY_DAY },
    [classId],
  );
  return { user, ben, cy, kids, classId, lessons };
}

const completions = (user: TestUser) =>
  t.deps.db
    .selectFrom('lessonCompletions')
    .select(['studentId', 'lessonId', 'date', 'minutes', 'note'])
    .where('userId', '=', user.id)
    .execute();
const hourEntries = (user: TestUser) =>
  t.deps.db
    .selectFrom('hourEntries')
    .select(['studentId', 'date', 'minutes', 'location', 'note', 'source'])
    .where('userId', '=', user.id)
    .execute();
const presentOn = async (user: TestUser, date: string) =>
  (
    await t.deps.db
      .selectFrom('attendance')
      .select(['studentId', 'present'])
      .where('userId', '=', user.id)
      .where('date', '=', date)
      .execute()
  )
    .map((r) => `${r.studentId}:${Number(r.present)}`)
    .sort();
const xpOf = async (user: TestUser, studentId: string) =>
  ((await ok(user, 'GET', '/api/me')).students as { id: string; xp: number }[]).find(
    (s) => s.id === studentId,
  )!.xp;
const markAbsent = (user: TestUser, studentId: string, date: string) =>
  ok(user, 'PUT', '/api/attendance', { studentIds: [studentId], dates: [date], status: 'absent' });

describe('a lesson taught together', () => {
  it('one tick completes it for each child present that day, with hours, attendance, xp and notes; not for the absent one', async () => {
    const { user, ben, cy, classId, lessons } = await family();
    const day = addDaysIso(today(), -1); // a past day (ADR 033's done_on)
    await markAbsent(user, cy, day);
    const cyXp = await xpOf(user, cy);

    const result = await ok<TogetherResult>(user, 'POST', togetherUrl(classId, lessons[0]!), {
      date: day,
      notes: [{ studentId: ben, note: 'Narrated the whole chapter' }],
    });
    expect(result).toMatchObject({ date: day, studentIds: [user.studentId, ben], absent: [cy], already: [] });
    expect(result.xpChange).toBeGreaterThanOrEqual(30);

    const rows = await completions(user);
    expect(rows.map((r) => r.studentId).sort()).toEqual([user.studentId, ben].sort());
    expect(rows.every((r) => r.date === day && r.lessonId === lessons[0] && Number(r.minutes) === 40)).toBe(
      true,
    );
    expect(rows.find((r) => r.studentId === ben)!.note).toBe('Narrated the whole chapter');
    expect(rows.find((r) => r.studentId === user.studentId)!.note).toBeNull();

    const hours = await hourEntries(user);
    expect(hours).toHaveLength(2);
    expect(hours.every((h) => h.date === day && h.source === 'lesson' && h.location === 'home')).toBe(true);
    expect(hours.find((h) => h.studentId === ben)!.note).toBe('Narrated the whole chapter');
    // Present for the two, Cy's absence stands, and Cy earned nothing.
    expect(await presentOn(user, day)).toEqual([`${user.studentId}:1`, `${ben}:1`, `${cy}:0`].sort());
    expect(await xpOf(user, cy)).toBe(cyXp);

    // Cy keeps the lesson queued: their week still offers Chapter 1 from today on.
    const week = await ok(user, 'GET', `/api/students/${cy}/week`);
    const cyLessons = (
      week.children[0].days as { date: string; lessons: { lessonId: string; done: boolean }[] }[]
    )
      .filter((d) => d.date >= today())
      .flatMap((d) => d.lessons);
    expect(cyLessons[0]).toMatchObject({ lessonId: lessons[0], done: false });

    // Ticked again: nothing new (each first record stands).
    const again = await ok<TogetherResult>(user, 'POST', togetherUrl(classId, lessons[0]!), { date: day });
    expect(again).toMatchObject({
      studentIds: [],
      absent: [cy],
      already: [user.studentId, ben],
      xpChange: 0,
    });
    expect(await completions(user)).toHaveLength(2);

    // Undo takes it back for all of them, with their hours.
    const undone = await ok<TogetherResult>(
      user,
      'DELETE',
      `${togetherUrl(classId, lessons[0]!)}?date=${day}`,
    );
    expect(undone.studentIds.sort()).toEqual([user.studentId, ben].sort());
    expect(undone.xpChange).toBe(-30);
    expect(await completions(user)).toHaveLength(0);
    expect(await hourEntries(user)).toHaveLength(0);
  });

  it('only the children named, when named', async () => {
    const { user, ben, classId, lessons } = await family();
    const result = await ok<TogetherResult>(user, 'POST', togetherUrl(classId, lessons[0]!), {
      studentIds: [ben],
    });
    expect(result).toMatchObject({ date: today(), studentIds: [ben] });
    expect((await completions(user)).map((r) => r.studentId)).toEqual([ben]);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const { user, classId, lessons } = await family();
    const outsider = (await ok(user, 'POST', '/api/students', { name: 'Dee', age: 9 })).id as string;
    const before = await snapshotAccount(t.deps.db, user.id);
    const url = togetherUrl(classId, lessons[0]!);
    await refused(user, 'POST', url, { studentIds: [outsider] }, 400, tm.notEnrolled);
    await refused(user, 'POST', url, { notes: [{ studentId: outsider, note: 'x' }] }, 400, tm.notEnrolled);
    await refused(user, 'POST', url, { notes: [{ studentId: user.studentId, note: 'x'.repeat(501) }] }, 400);
    await refused(user, 'POST', url, { date: addDaysIso(today(), 1) }, 400);
    await refused(user, 'POST', url, { date: 'soon' }, 400);
    await refused(user, 'POST', url, { everyone: true }, 400);
    await refused(user, 'POST', togetherUrl(classId, 'no-such-lesson'), {}, 404, tm.lessonNotFound);
    // A class not taught together takes one tick per child.
    const solo = await addClass(user, { title: 'Spelling', studentIds: [user.studentId] });
    const [soloLesson] = await addLessons(t.deps.db, user, solo, ['Words 1']);
    const soloBefore = await snapshotAccount(t.deps.db, user.id);
    await refused(user, 'POST', togetherUrl(solo, soloLesson!), {}, 409, tm.notTogether);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(soloBefore);
    // A lesson of another class of the family, through this class: not found.
    await refused(user, 'POST', togetherUrl(classId, soloLesson!), {}, 404);
    expect(before).not.toBe(soloBefore); // the class added in between
    expect(await completions(user)).toHaveLength(0);
  });

  it("another family's class is not found, signed out is 401, a viewer or a child may not tick for others", async () => {
    const { user, ben, classId, lessons } = await family();
    const other = await signUpUser(t.app, { timezone: TZ });
    const url = togetherUrl(classId, lessons[0]!);
    const before = await snapshotAccount(t.deps.db, user.id);
    await refused(other, 'POST', url, {}, 404);
    await refused(other, 'DELETE', url, undefined, 404);
    await refused(null, 'POST', url, {}, 401);

    const viewer = await signUpUser(t.app, { timezone: TZ });
    await joinFamily(t, viewer, user.id, 'viewer');
    await refused(viewer, 'POST', url, {}, 403);
    const child = await childSignedIn(t, user.id, ben);
    await refused(child, 'POST', url, {}, 403);
    await refused(child, 'DELETE', url, undefined, 403);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);

    // A teacher may.
    const teacher = await signUpUser(t.app, { timezone: TZ });
    await joinFamily(t, teacher, user.id, 'teacher');
    expect((await ok<TogetherResult>(teacher, 'POST', url, {})).studentIds).toHaveLength(3);
  });
});

describe('place and teacher', () => {
  it('stores place and teacher, refuses an unknown place or a long teacher name, and exports them', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const id = await addClass(user, { title: 'Biology lab', place: 'co-op', teacherName: 'Mrs. Okafor' });
    const [cls] = (await ok(user, 'GET', '/api/classes')) as {
      place: string;
      teacherName: string;
      together: boolean;
    }[];
    expect(cls).toMatchObject({ place: 'co-op', teacherName: 'Mrs. Okafor', together: false });

    const before = await snapshotAccount(t.deps.db, user.id);
    await refused(
      user,
      'POST',
      '/api/classes',
      { title: 'X', daysOfWeek: [1], startTime: '09:00', endTime: '10:00', place: 'moon' },
      400,
      classMessages.placeInvalid,
    );
    await refused(user, 'PATCH', `/api/classes/${id}`, { place: 'moon' }, 400, classMessages.placeInvalid);
    await refused(
      user,
      'PATCH',
      `/api/classes/${id}`,
      { teacherName: 'x'.repeat(101) },
      400,
      'The teacher can be at most 100 characters.',
    );
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);

    const patched = await ok(user, 'PATCH', `/api/classes/${id}`, {
      place: 'tutor',
      teacherName: '',
      together: true,
    });
    expect(patched).toMatchObject({ place: 'tutor', teacherName: null, together: true });
    // Left out of a PATCH, they stay.
    expect(await ok(user, 'PATCH', `/api/classes/${id}`, { title: 'Biology' })).toMatchObject({
      place: 'tutor',
      together: true,
    });

    const exported = await call(user, 'GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(exported.body);
    expect(data.tables.classes[0]).toMatchObject({ place: 'tutor', teacherName: null, together: true });
  });

  it("a co-op class's hours count as away for Missouri", async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const coop = await addClass(user, {
      title: 'Math',
      place: 'co-op',
      teacherName: 'Mr. Reyes',
      studentIds: [user.studentId],
    });
    const home = await addClass(user, { title: 'Science', studentIds: [user.studentId] });
    const [coopLesson] = await addLessons(t.deps.db, user, coop, ['Fractions'], 90);
    const [homeLesson] = await addLessons(t.deps.db, user, home, ['Plants'], 60);
    await addSchoolYear(
      t.deps.db,
      user,
      { startDate: addDaysIso(today(), -30), endDate: addDaysIso(today(), 150), weekdays: EVERY_DAY },
      [coop, home],
    );
    await ok(user, 'PUT', `/api/students/${user.studentId}/requirement-profile`, {
      profileId: 'template-missouri',
    });
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${coopLesson}/complete`, {});
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${homeLesson}/complete`, {});
    const entries = await hourEntries(user);
    expect(entries.map((e) => `${e.minutes}:${e.location}`).sort()).toEqual(['60:home', '90:away']);

    const progress = await ok(user, 'GET', `/api/students/${user.studentId}/records/progress`);
    expect(progress.totals).toMatchObject({
      minutes: 150,
      coreMinutes: 150,
      coreHomeMinutes: 60,
      awayMinutes: 90,
    });

    // A class taught online from now on: the hours already kept stay where they were logged (a record is kept as
    // recorded); its next lesson's hours are away.
    await ok(user, 'PATCH', `/api/classes/${home}`, { place: 'online' });
    const after = await ok(user, 'GET', `/api/students/${user.studentId}/records/progress`);
    expect(after.totals).toMatchObject({ coreHomeMinutes: 60, awayMinutes: 90 });
    const [nextLesson] = await addLessons(t.deps.db, user, home, ['Seeds'], 30);
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${nextLesson}/complete`, {});
    const later = await ok(user, 'GET', `/api/students/${user.studentId}/records/progress`);
    expect(later.totals).toMatchObject({ coreHomeMinutes: 60, awayMinutes: 120 });
  });

  it('the report card names the teacher', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const cls = await addClass(user, {
      title: 'Spanish',
      place: 'tutor',
      teacherName: 'Señora Díaz',
      studentIds: [user.studentId],
    });
    const plain = await addClass(user, { title: 'Art', studentIds: [user.studentId] });
    const [lesson] = await addLessons(t.deps.db, user, cls, ['Unit 1'], 30);
    const [artLesson] = await addLessons(t.deps.db, user, plain, ['Clay'], 30);
    const yearId = await addSchoolYear(
      t.deps.db,
      user,
      { startDate: addDaysIso(today(), -30), endDate: addDaysIso(today(), 150), weekdays: EVERY_DAY },
      [cls, plain],
    );
    const termId = crypto.randomUUID();
    await t.deps.db
      .insertInto('terms')
      .values({
        id: termId,
        userId: user.id,
        schoolYearId: yearId,
        name: 'Fall',
        startDate: addDaysIso(today(), -30),
        endDate: addDaysIso(today(), 30),
        createdAt: new Date().toISOString(),
      })
      .execute();
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${lesson}/complete`, {});
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${artLesson}/complete`, {});
    const card = await ok<ReportCard>(
      user,
      'GET',
      `/api/students/${user.studentId}/report-card?termId=${termId}`,
    );
    expect(card.classes.map((c) => [c.title, c.teacherName])).toEqual([
      ['Art', null],
      ['Spanish', 'Señora Díaz'],
    ]);
  });
});
