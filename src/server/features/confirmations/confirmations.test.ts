import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@shared/domain/dates';
import { XP_REWARDS } from '@shared/domain/xp';
import { confirmationMessages as m } from '@shared/messages/confirmations';
import { pendingItemsSchema } from '@shared/schemas/confirmations';
import { hourEntriesSchema } from '@shared/schemas/hours';
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

/**
 * 'Parent confirms completed work' and who recorded what (ADR 024): a child's own tick waits
 * and earns nothing until a parent confirms it; confirming earns the ledger's amount once; every record names
 * the member who made it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);

/** Requests as a cookie (an adult's session or a child's `hs_child`), or signed out (null). */
const { call, ok } = apiRequests(() => t.app);

interface Family {
  parent: TestUser;
  child: string;
  studentId: string;
  classId: string;
  lessons: string[];
}

/** A family with one child (signed in on their own), a class every day with lessons, and the setting as given. */
async function family(confirm: boolean): Promise<Family> {
  const parent = await signUpUser(t.app, { timezone: TZ });
  if (confirm) await ok(parent.cookie, 'PATCH', '/api/settings', { confirmCompletions: true });
  const classId = (
    await ok(parent.cookie, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '09:30',
    })
  ).id as string;
  const lessons = await addLessons(t.deps.db, parent, classId, ['Fractions', 'Decimals', 'Percent']);
  const child = await childSignedIn(t, parent.id, parent.studentId);
  return { parent, child, studentId: parent.studentId, classId, lessons };
}

/** A loop class (ADR 041) in the family with two items; the child's tick of one on today (ADR 052). */
async function loopTick(f: Family): Promise<{ id: string; items: string[] }> {
  const loop = await ok(f.parent.cookie, 'POST', '/api/classes', {
    title: 'Morning loop',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '08:00',
    endTime: '08:30',
    scheduleKind: 'loop',
  });
  const items = await addLessons(t.deps.db, f.parent, loop.id, ['Psalm', 'Poem'], 20);
  const res = await call(f.child, 'POST', `/api/students/${f.studentId}/loop-items/${items[0]}/complete`, {});
  expect(res.json()).toMatchObject({ pending: true });
  const [row] = await t.deps.db
    .selectFrom('loopCompletions')
    .select('id')
    .where('lessonId', '=', items[0]!)
    .execute();
  return { id: row!.id, items };
}

const taskUrl = (f: Family, id = '') => `/api/students/${f.studentId}/tasks${id ? `/${id}` : ''}`;
const lessonUrl = (f: Family, lessonId: string) =>
  `/api/students/${f.studentId}/lessons/${lessonId}/complete`;

async function addTask(f: Family, title = 'Read a chapter'): Promise<string> {
  return (await ok(f.parent.cookie, 'POST', taskUrl(f), { title })).id as string;
}
const tick = (f: Family, cookie: string, id: string, completed = true) =>
  call(cookie, 'PATCH', taskUrl(f, id), { completed });

const xpOf = async (f: Family) =>
  Number(
    (
      await t.deps.db
        .selectFrom('students')
        .select('xp')
        .where('id', '=', f.studentId)
        .executeTakeFirstOrThrow()
    ).xp,
  );
const ledger = (f: Family, kind: string) =>
  t.deps.db
    .selectFrom('xpLedger')
    .select(['sourceId', 'xp'])
    .where('studentId', '=', f.studentId)
    .where('sourceKind', '=', kind)
    .execute();
const taskRow = (id: string) =>
  t.deps.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const completionRows = (f: Family) =>
  t.deps.db.selectFrom('lessonCompletions').selectAll().where('studentId', '=', f.studentId).execute();
const hourRows = (f: Family) =>
  t.deps.db.selectFrom('hourEntries').selectAll().where('studentId', '=', f.studentId).execute();
const attendanceRows = (f: Family) =>
  t.deps.db.selectFrom('attendance').selectAll().where('studentId', '=', f.studentId).execute();
const pending = async (cookie: string) => {
  const body = await ok(cookie, 'GET', '/api/confirmations');
  expect(pendingItemsSchema.strict().safeParse(body).success).toBe(true);
  return pendingItemsSchema.parse(body).items;
};
const nameOf = async (table: 'user' | 'students', id: string) =>
  (await t.deps.db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

describe(`parent confirms completed work (${dialect})`, () => {
  it('is off by default: a child’s tick completes at once, earns its xp and names the child', async () => {
    const f = await family(false);
    expect((await ok(f.parent.cookie, 'GET', '/api/settings')).confirmCompletions).toBe(false);
    const id = await addTask(f);
    const res = await tick(f, f.child, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completed: true, pending: false });
    expect(await xpOf(f)).toBe(XP_REWARDS.task);
    expect(await taskRow(id)).toMatchObject({ completedBy: f.studentId, pendingBy: null });
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('a child’s to-do tick waits and earns nothing; ticking and un-ticking many times earns nothing; confirming earns the ledger’s amount once', async () => {
    const f = await family(true);
    const id = await addTask(f);
    for (let i = 0; i < 4; i++) {
      const on = await tick(f, f.child, id, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ id, completed: false, pending: true });
      const again = await tick(f, f.child, id, true);
      expect(again.json()).toMatchObject({ completed: false, pending: true });
      if (i < 3) {
        const off = await tick(f, f.child, id, false);
        expect(off.json()).toMatchObject({ completed: false, pending: false });
      }
    }
    expect(await xpOf(f)).toBe(0);
    expect(await ledger(f, 'task')).toEqual([]);
    expect(await taskRow(id)).toMatchObject({ completed: 0, pendingBy: f.studentId, completedBy: null });

    // The child's own list shows it waiting; it does not count as done.
    const list = await ok(f.child, 'GET', `${taskUrl(f)}/today`);
    expect(list.tasks).toEqual([expect.objectContaining({ id, completed: false, pending: true })]);
    const dash = await ok(f.parent.cookie, 'GET', `/api/students/${f.studentId}/dashboard`);
    expect(dash.tasks.tasks).toEqual([expect.objectContaining({ id, pending: true, completed: false })]);

    const items = await pending(f.parent.cookie);
    expect(items).toEqual([
      {
        kind: 'task',
        id,
        studentId: f.studentId,
        childName: await nameOf('students', f.studentId),
        title: 'Read a chapter',
        classTitle: null,
        date: today(),
        tickedAt: null,
        subject: null,
        minutes: null,
        photoFileId: null,
      },
    ]);

    const confirmed = await call(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: [{ kind: 'task', id }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: 1, xpChange: XP_REWARDS.task });
    expect(await xpOf(f)).toBe(XP_REWARDS.task);
    expect(await ledger(f, 'task')).toEqual([{ sourceId: id, xp: XP_REWARDS.task }]);
    expect(await taskRow(id)).toMatchObject({ completed: 1, pendingBy: null, completedBy: f.studentId });

    // Confirming again: no longer waiting (404), nothing earned twice.
    const twice = await call(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: [{ kind: 'task', id }],
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(m.noLongerWaiting);
    expect(await xpOf(f)).toBe(XP_REWARDS.task);
    // The child ticking it again changes nothing.
    expect((await tick(f, f.child, id, true)).json()).toMatchObject({ completed: true, pending: false });
    expect(await xpOf(f)).toBe(XP_REWARDS.task);
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('a child can never raise their xp past the rule: un-ticking a confirmed to-do takes its xp, re-ticking waits again', async () => {
    const f = await family(true);
    const id = await addTask(f);
    await tick(f, f.child, id);
    await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', { items: [{ kind: 'task', id }] });
    for (let i = 0; i < 3; i++) {
      expect((await tick(f, f.child, id, false)).json()).toMatchObject({ completed: false, pending: false });
      expect(await xpOf(f)).toBe(0);
      expect((await tick(f, f.child, id, true)).json()).toMatchObject({ completed: false, pending: true });
      expect(await xpOf(f)).toBe(0);
    }
    await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', { items: [{ kind: 'task', id }] });
    expect(await xpOf(f)).toBe(XP_REWARDS.task);
    expect(await ledger(f, 'task')).toHaveLength(1);
  });

  it('’Not yet’ sends a to-do back open: nothing earned', async () => {
    const f = await family(true);
    const id = await addTask(f);
    await tick(f, f.child, id);
    const res = await call(f.parent.cookie, 'POST', '/api/confirmations/reject', {
      items: [{ kind: 'task', id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rejected: 1 });
    expect(await taskRow(id)).toMatchObject({ completed: 0, pendingBy: null, completedBy: null });
    expect(await xpOf(f)).toBe(0);
    expect(await ledger(f, 'task')).toEqual([]);
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('a child’s lesson tick waits: no xp, no hour entry, no attendance; un-ticking removes it; confirming earns what a completion earns, once', async () => {
    const f = await family(true);
    const [first, second] = f.lessons as [string, string];
    const res = await call(f.child, 'POST', lessonUrl(f, first), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      completed: true,
      pending: true,
      xpChange: 0,
      attendanceMarked: false,
    });
    expect(await completionRows(f)).toEqual([
      expect.objectContaining({ lessonId: first, pending: 1, recordedBy: f.studentId }),
    ]);
    expect(await hourRows(f)).toEqual([]);
    expect(await attendanceRows(f)).toEqual([]);
    expect(await xpOf(f)).toBe(0);

    // Withdrawn and ticked again.
    expect((await call(f.child, 'DELETE', lessonUrl(f, first))).json()).toMatchObject({ xpChange: 0 });
    expect(await completionRows(f)).toEqual([]);
    await call(f.child, 'POST', lessonUrl(f, first), {});
    // Waiting ticks are listed in the order they were recorded, to the millisecond (then by id).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await call(f.child, 'POST', lessonUrl(f, second), {});
    expect(await xpOf(f)).toBe(0);

    const items = await pending(f.parent.cookie);
    expect(items.map((i) => [i.kind, i.title, i.classTitle, i.date])).toEqual([
      ['lesson', 'Fractions', 'Math', today()],
      ['lesson', 'Decimals', 'Math', today()],
    ]);
    const [one, two] = [items[0]!, items[1]!];
    // The week and the child's dashboard show both done and waiting (the parent's and the child's views).
    const waitingIn = (lessons: { lessonId: string; done: boolean; pending: boolean }[]) =>
      lessons.filter((l) => l.done && l.pending).map((l) => l.lessonId);
    const week = (await ok(f.parent.cookie, 'GET', `/api/week?studentId=${f.studentId}`)) as {
      children: {
        days: { date: string; lessons: { lessonId: string; done: boolean; pending: boolean }[] }[];
      }[];
    };
    const todayInWeek = week.children[0]!.days.find((d) => d.date === today())!;
    expect(waitingIn(todayInWeek.lessons)).toEqual([first, second]);
    const dash = (await ok(f.child, 'GET', `/api/students/${f.studentId}/dashboard`)) as {
      lessons: { lessonId: string; done: boolean; pending: boolean }[];
    };
    expect(waitingIn(dash.lessons)).toEqual([first, second]);

    const confirmed = await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: [{ kind: 'lesson', id: one.id }],
    });
    expect(confirmed).toEqual({ confirmed: 1, xpChange: XP_REWARDS.lesson + XP_REWARDS.attendance });
    expect(await xpOf(f)).toBe(XP_REWARDS.lesson + XP_REWARDS.attendance);
    const hours = await hourRows(f);
    expect(hours).toEqual([
      expect.objectContaining({ source: 'lesson', minutes: 45, recordedBy: f.studentId }),
    ]);
    expect(await attendanceRows(f)).toEqual([
      expect.objectContaining({ date: today(), present: 1, recordedBy: f.studentId }),
    ]);
    const again = await call(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: [{ kind: 'lesson', id: one.id }],
    });
    expect(again.statusCode).toBe(404);
    expect(await xpOf(f)).toBe(XP_REWARDS.lesson + XP_REWARDS.attendance);

    // 'Not yet' for the second: it goes, nothing earned.
    expect(
      await ok(f.parent.cookie, 'POST', '/api/confirmations/reject', {
        items: [{ kind: 'lesson', id: two.id }],
      }),
    ).toEqual({ rejected: 1 });
    expect((await completionRows(f)).map((r) => [r.lessonId, Number(r.pending)])).toEqual([[first, 0]]);
    expect(await ledger(f, 'lesson')).toEqual([{ sourceId: first, xp: XP_REWARDS.lesson }]);
    expect(await hourRows(f)).toHaveLength(1);
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('’Confirm all’ settles waiting lessons, loop items and to-dos in one request: each earns once, the day counted once', async () => {
    const f = await family(true);
    const [first] = f.lessons as [string];
    await call(f.child, 'POST', lessonUrl(f, first), {});
    const loop = await loopTick(f);
    const id = await addTask(f);
    await tick(f, f.child, id);
    const items = await pending(f.parent.cookie);
    expect(items.map((i) => [i.kind, i.title, i.classTitle]).sort()).toEqual(
      [
        ['lesson', 'Fractions', 'Math'],
        ['loop', 'Psalm', 'Morning loop'],
        ['task', 'Read a chapter', null],
      ].sort(),
    );
    const res = await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: items.map((i) => ({ kind: i.kind, id: i.id })),
    });
    expect(res).toEqual({
      confirmed: 3,
      xpChange: 2 * XP_REWARDS.lesson + XP_REWARDS.attendance + XP_REWARDS.task,
    });
    expect(await xpOf(f)).toBe(2 * XP_REWARDS.lesson + XP_REWARDS.attendance + XP_REWARDS.task);
    expect((await hourRows(f)).map((h) => [h.minutes, h.loopCompletionId]).sort()).toEqual(
      [
        [45, null],
        [20, loop.id],
      ].sort(),
    );
    expect(await attendanceRows(f)).toHaveLength(1);
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('a parent’s or a teacher’s tick never waits; an adult ticking a waiting lesson confirms it', async () => {
    const f = await family(true);
    const teacher = await signUpUser(t.app);
    const teacherId = await joinFamily(t, teacher, f.parent.id, 'teacher');
    const id = await addTask(f);
    expect((await tick(f, teacher.cookie, id)).json()).toMatchObject({ completed: true, pending: false });
    expect(await taskRow(id)).toMatchObject({ completedBy: teacherId });
    expect(await xpOf(f)).toBe(XP_REWARDS.task);

    const [first] = f.lessons as [string];
    await call(f.child, 'POST', lessonUrl(f, first), {});
    const res = await call(f.parent.cookie, 'POST', lessonUrl(f, first), {});
    expect(res.json()).toMatchObject({ pending: false, xpChange: XP_REWARDS.lesson + XP_REWARDS.attendance });
    expect((await completionRows(f))[0]).toMatchObject({ pending: 0, recordedBy: f.studentId });
    expect(await pending(f.parent.cookie)).toEqual([]);
  });

  it('refuses what it must: a viewer or a child cannot confirm (403), another family’s ids are a 404 with nothing changed, bad input 400, signed out 401', async () => {
    const f = await family(true);
    const id = await addTask(f);
    await tick(f, f.child, id);
    const [first] = f.lessons as [string];
    await call(f.child, 'POST', lessonUrl(f, first), {});
    const lessonTick = (await pending(f.parent.cookie)).find((i) => i.kind === 'lesson')!;
    const loop = await loopTick(f);
    const set = {
      items: [
        { kind: 'task', id },
        { kind: 'lesson', id: lessonTick.id },
        { kind: 'loop', id: loop.id },
      ],
    };

    const viewer = await signUpUser(t.app);
    await joinFamily(t, viewer, f.parent.id, 'viewer');
    expect(await pending(viewer.cookie)).toHaveLength(3);
    expect((await call(viewer.cookie, 'POST', '/api/confirmations/confirm', set)).statusCode).toBe(403);
    expect((await call(viewer.cookie, 'POST', '/api/confirmations/reject', set)).statusCode).toBe(403);
    expect((await call(f.child, 'POST', '/api/confirmations/confirm', set)).statusCode).toBe(403);
    expect((await call(f.child, 'GET', '/api/confirmations')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/confirmations')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/confirmations/confirm', set)).statusCode).toBe(401);

    const before = await snapshotAccount(t.deps.db, f.parent.id);
    const other = await signUpUser(t.app);
    for (const url of ['/api/confirmations/confirm', '/api/confirmations/reject']) {
      const res = await call(other.cookie, 'POST', url, set);
      expect(res.statusCode, res.body).toBe(404);
      // One of the family's own with one of another's: the whole set is refused.
      const otherTask = (
        await ok(other.cookie, 'POST', `/api/students/${other.studentId}/tasks`, { title: 'x' })
      ).id;
      const mixed = await call(f.parent.cookie, 'POST', url, {
        items: [
          { kind: 'task', id },
          { kind: 'task', id: otherTask },
        ],
      });
      expect(mixed.statusCode).toBe(404);
      // Another family's waiting loop tick, alone.
      const loopOnly = await call(other.cookie, 'POST', url, { items: [{ kind: 'loop', id: loop.id }] });
      expect(loopOnly.statusCode).toBe(404);
    }
    expect(await pending(other.cookie)).toEqual([]);
    for (const [body, message] of [
      [{ items: [] }, m.itemsRequired],
      [{}, m.itemsRequired],
      [{ items: [{ kind: 'grade', id }] }, undefined],
    ] as const) {
      const res = await call(f.parent.cookie, 'POST', '/api/confirmations/confirm', body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(await snapshotAccount(t.deps.db, f.parent.id)).toBe(before);
    expect(await xpOf(f)).toBe(0);
  });
});

describe(`who recorded what (${dialect})`, () => {
  it('names the parent, a teacher and the child on hours, grades, attendance and to-dos', async () => {
    const f = await family(false);
    const teacher = await signUpUser(t.app);
    const teacherId = await joinFamily(t, teacher, f.parent.id, 'teacher');
    const parentName = await nameOf('user', f.parent.id);
    const teacherName = await nameOf('user', teacher.id);
    const childName = await nameOf('students', f.studentId);
    const hoursUrl = `/api/students/${f.studentId}/hours`;

    // Hours: by hand (parent, teacher), and a lesson the child completed.
    const byParent = await ok(f.parent.cookie, 'POST', hoursUrl, {
      date: today(),
      subject: 'Art',
      minutes: 30,
      location: 'home',
    });
    expect(byParent).toMatchObject({ recordedBy: f.parent.id, recordedByName: parentName });
    await ok(teacher.cookie, 'POST', hoursUrl, {
      date: today(),
      subject: 'Music',
      minutes: 15,
      location: 'home',
    });
    await call(f.child, 'POST', lessonUrl(f, f.lessons[0]!), {});
    const list = hourEntriesSchema.parse(
      await ok(f.parent.cookie, 'GET', `${hoursUrl}?from=${today()}&to=${today()}`),
    );
    expect(list.entries.map((e) => [e.subject, e.recordedBy, e.recordedByName]).sort()).toEqual(
      [
        ['Art', f.parent.id, parentName],
        ['Math', f.studentId, childName],
        ['Music', teacherId, teacherName],
      ].sort(),
    );
    // An edit keeps who recorded it.
    const edited = await ok(teacher.cookie, 'PATCH', `${hoursUrl}/${byParent.id}`, { minutes: 45 });
    expect(edited).toMatchObject({ recordedBy: f.parent.id, recordedByName: parentName });

    // Grades: set by the teacher; an edit that leaves the grade keeps who graded it; a new grade by the parent.
    const assignmentsUrl = `/api/students/${f.studentId}/assignments`;
    const a = await ok(teacher.cookie, 'POST', assignmentsUrl, {
      classId: f.classId,
      assignmentName: 'Quiz',
      assignmentDate: today(),
      gradePercentage: 88,
    });
    const gradedBy = async () =>
      (await ok(f.parent.cookie, 'GET', `${assignmentsUrl}/overview`)).classes[0].assignments[0].gradedByName;
    expect(await gradedBy()).toBe(teacherName);
    await ok(f.parent.cookie, 'PATCH', `${assignmentsUrl}/${a.id}`, { assignmentName: 'Quiz 1' });
    expect(await gradedBy()).toBe(teacherName);
    await ok(f.parent.cookie, 'PATCH', `${assignmentsUrl}/${a.id}`, { gradePercentage: 92 });
    expect(await gradedBy()).toBe(parentName);

    // Attendance: the day the child's lesson marked names the child; a teacher marking names the teacher.
    expect((await attendanceRows(f))[0]).toMatchObject({ recordedBy: f.studentId });
    await ok(teacher.cookie, 'PUT', '/api/attendance', {
      studentIds: [f.studentId],
      dates: [today()],
      status: 'absent',
    });
    expect((await attendanceRows(f))[0]).toMatchObject({ present: 0, recordedBy: teacherId });
    const days = await ok(
      f.parent.cookie,
      'GET',
      `/api/students/${f.studentId}/attendance?from=${today()}&to=${today()}`,
    );
    expect(days).toEqual([
      expect.objectContaining({ date: today(), present: false, recordedByName: teacherName }),
    ]);

    // To-dos: completed_by is who ticked it, cleared when re-opened.
    const id = await addTask(f);
    await tick(f, teacher.cookie, id);
    expect(await taskRow(id)).toMatchObject({ completedBy: teacherId });
    await tick(f, f.parent.cookie, id, false);
    expect(await taskRow(id)).toMatchObject({ completedBy: null });
    await tick(f, f.child, id);
    expect(await taskRow(id)).toMatchObject({ completedBy: f.studentId });
  });
});
