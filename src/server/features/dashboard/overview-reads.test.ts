import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceWeek } from '@shared/domain/attendance';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import type { FamilyOverview } from '@shared/schemas/family';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { readFamilyOverview } from './dashboard.repository';

/**
 * The family overview's counts read per child (ADR 055): today's to-dos, the day's carry-forward and the week's
 * attendance come through each child's range of the (user_id, student_id, date) indexes, and must be exactly what
 * the family's rows give, counted here one by one — with another family's rows on the same days.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const { call, ok } = apiRequests(() => t.app);

async function childOf(user: TestUser, name: string) {
  const res = await call(user, 'POST', '/api/students', { name, age: 9 });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** To-dos on 30 days up to today (a few done), attendance on 30 days (most present), the day's carry-forward for some. */
async function seed(user: TestUser, studentIds: string[], salt: number) {
  const today = todayIn(TZ);
  const at = new Date().toISOString();
  const tasks = [];
  const attendance = [];
  for (const [i, studentId] of studentIds.entries())
    for (let d = -29; d <= 0; d++) {
      const date = addDaysIso(today, d);
      for (let k = 0; k < (i + d + salt + 30) % 4; k++)
        tasks.push({
          id: randomUUID(),
          userId: user.id,
          studentId,
          title: `To-do ${k}`,
          priority: 'medium' as const,
          completed: (k + i + salt) % 3 === 0 ? 1 : 0,
          completedAt: null,
          createdAt: at,
          createdDate: date,
        });
      if ((d + i + salt) % 5 !== 0)
        attendance.push({
          id: randomUUID(),
          userId: user.id,
          studentId,
          date,
          present: (d + i + salt) % 7 === 0 ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        });
    }
  await t.deps.db.insertInto('tasks').values(tasks).execute();
  await t.deps.db.insertInto('attendance').values(attendance).execute();
  const claimed = studentIds.filter((_, i) => (i + salt) % 2 === 0);
  for (const [n, studentId] of claimed.entries())
    await t.deps.db
      .insertInto('taskCarryForward')
      .values([
        { userId: user.id, studentId, day: today, carried: n, createdAt: at },
        { userId: user.id, studentId, day: addDaysIso(today, -1), carried: 0, createdAt: at },
      ])
      .execute();
  return claimed;
}

/** Each child's counts, from the family's rows one by one. */
async function counted(user: TestUser, studentIds: string[]) {
  const today = todayIn(TZ);
  const week = attendanceWeek(today);
  const tasks = await t.deps.db.selectFrom('tasks').selectAll().where('userId', '=', user.id).execute();
  const days = await t.deps.db.selectFrom('attendance').selectAll().where('userId', '=', user.id).execute();
  const claims = await t.deps.db
    .selectFrom('taskCarryForward')
    .selectAll()
    .where('userId', '=', user.id)
    .execute();
  return studentIds.map((id) => {
    const todays = tasks.filter((r) => r.studentId === id && r.createdDate === today);
    const inWeek = days.filter((r) => r.studentId === id && r.date >= week.from && r.date <= week.to);
    return {
      id,
      tasksToday: todays.length,
      tasksDoneToday: todays.filter((r) => Number(r.completed) === 1).length,
      attendanceWeek: {
        present: inWeek.filter((r) => Number(r.present) === 1).length,
        recorded: inWeek.length,
      },
      todayClaimed: claims.some((c) => c.studentId === id && c.day === today),
    };
  });
}

describe(`the family overview's counts (${dialect})`, () => {
  it("counts each child's to-dos, carry-forward and week exactly as the family's rows give, not another family's", async () => {
    const a = await signUpUser(t.app, { displayName: 'Ada Lovelace', timezone: TZ });
    const b = await signUpUser(t.app, { displayName: 'Grace Hopper', timezone: TZ });
    const kidsA = [a.studentId, await childOf(a, 'Bea'), await childOf(a, 'Cal')];
    const kidsB = [b.studentId, await childOf(b, 'Dot')];
    await seed(a, kidsA, 0);
    await seed(b, kidsB, 1);
    const today = todayIn(TZ);
    const week = attendanceWeek(today);
    for (const [user, kids] of [
      [a, kidsA],
      [b, kidsB],
    ] as const) {
      const read = await readFamilyOverview(t.deps.db, t.deps.dialect, {
        familyId: user.id,
        today,
        weekFrom: week.from,
        weekTo: week.to,
        nowTime: '00:00',
        classesTo: addDaysIso(today, 7),
      });
      const expected = await counted(user, kids);
      expect(
        read.children.map((c) => ({
          id: c.student.id,
          tasksToday: c.tasksToday,
          tasksDoneToday: c.tasksDoneToday,
          attendanceWeek: c.attendanceWeek,
          todayClaimed: c.todayClaimed,
        })),
      ).toEqual(expected);
      // Something to count: the test can fail.
      expect(expected.some((c) => c.tasksToday > 0 && c.attendanceWeek.recorded > 0)).toBe(true);
      expect(expected.some((c) => c.todayClaimed) && expected.some((c) => !c.todayClaimed)).toBe(true);
    }
    // Over the route: the same counts once every child's day is claimed (nothing to carry: all of today's).
    const body = await ok<FamilyOverview>(a, 'GET', '/api/family/overview');
    const after = await counted(a, kidsA);
    expect(
      body.children.map((c) => [c.student.id, c.tasksToday, c.tasksDoneToday, c.attendanceWeek]),
    ).toEqual(after.map((c) => [c.id, c.tasksToday, c.tasksDoneToday, c.attendanceWeek]));
  });
});
