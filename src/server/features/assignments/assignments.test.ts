import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages, gradingMessages } from '@shared/messages/assignments';
import type { ChangeEvent } from '../../realtime/bus';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let clock = Date.parse('2026-01-01T00:00:00Z');
/** Distinct, increasing timestamps so "newest first" is deterministic. */
const nextTimestamp = () => new Date((clock += 1000)).toISOString();

/** A class of the family, with these children enrolled (the first child by default). */
/** Newest first is by the time of creation: two creations in one millisecond would tie (and fall to their ids). */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() === now) await new Promise((r) => setTimeout(r, 1));
}

async function insertClass(
  user: TestUser,
  title = 'Math',
  emoji = '🧮',
  studentIds = [user.studentId],
): Promise<string> {
  const id = crypto.randomUUID();
  const ts = nextTimestamp();
  await t.deps.db
    .insertInto('classes')
    .values({
      id,
      userId: user.id,
      title,
      emoji,
      daysOfWeek: '[1]',
      startTime: '09:00',
      endTime: '10:00',
      createdAt: ts,
      updatedAt: ts,
    })
    .execute();
  if (studentIds.length) {
    await t.deps.db
      .insertInto('classStudents')
      .values(studentIds.map((studentId) => ({ classId: id, studentId, userId: user.id })))
      .execute();
  }
  return id;
}

const as = (user: TestUser) => ({ cookie: user.cookie });
const base = (user: TestUser, studentId = user.studentId) => `/api/students/${studentId}/assignments`;

const create = (user: TestUser, payload: Record<string, unknown>, studentId?: string) =>
  t.app.inject({ method: 'POST', url: base(user, studentId), headers: as(user), payload });
const patch = (user: TestUser, id: string, payload: Record<string, unknown>, studentId?: string) =>
  t.app.inject({ method: 'PATCH', url: `${base(user, studentId)}/${id}`, headers: as(user), payload });
const remove = (user: TestUser, id: string, studentId?: string) =>
  t.app.inject({ method: 'DELETE', url: `${base(user, studentId)}/${id}`, headers: as(user) });
const overview = async (user: TestUser, studentId?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${base(user, studentId)}/overview`,
    headers: as(user),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    classes: { id: string; title: string; emoji: string; average: number | null; assignments: any[] }[];
  };
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
const countRows = async (userId: string, studentId?: string) => {
  let q = t.deps.db.selectFrom('assignments').select('id').where('userId', '=', userId);
  if (studentId) q = q.where('studentId', '=', studentId);
  return (await q.execute()).length;
};
const addChild = async (user: TestUser, name = 'Second') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: as(user),
    payload: { name, age: 8 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

async function setup() {
  const user = await signUpUser(t.app);
  const classId = await insertClass(user);
  return { user, classId };
}

describe(`assignments API (${dialect})`, () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/students/x/assignments/overview'],
      ['POST', '/api/students/x/assignments'],
      ['PATCH', '/api/students/x/assignments/x'],
      ['DELETE', '/api/students/x/assignments/x'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an assignment, trimmed, completed by default, with the percentage computed from points', async () => {
    const { user, classId } = await setup();
    const res = await create(user, {
      classId,
      assignmentName: '  Fractions quiz  ',
      description: '  Chapter 3 ',
      assignmentDate: '2026-03-02',
      earnedPoints: 17.5,
      maxPoints: 20,
      gradePercentage: 40,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      classId,
      assignmentName: 'Fractions quiz',
      description: 'Chapter 3',
      assignmentDate: '2026-03-02',
      dueDate: null,
      status: 'completed',
      gradePercentage: 87.5,
      earnedPoints: 17.5,
      maxPoints: 20,
    });
    expect(res.json().id).toEqual(expect.any(String));
    expect(res.json().createdAt).toEqual(expect.any(String));
  });

  it('lists every class newest first with its assignments newest first and the rounded average of graded completed ones', async () => {
    const user = await signUpUser(t.app);
    const math = await insertClass(user, 'Math', '🧮');
    const art = await insertClass(user, 'Art', '🎨');
    const empty = await insertClass(user, 'Music', '🎵');
    const first = (
      await create(user, {
        classId: math,
        assignmentName: 'A',
        assignmentDate: '2026-03-02',
        gradePercentage: 92,
      })
    ).json();
    await nextMillisecond();
    const second = (
      await create(user, {
        classId: math,
        assignmentName: 'B',
        assignmentDate: '2026-03-03',
        gradePercentage: 85,
      })
    ).json();
    await nextMillisecond();
    await create(user, { classId: math, assignmentName: 'Ungraded', assignmentDate: '2026-03-04' });
    await nextMillisecond();
    await create(user, {
      classId: math,
      assignmentName: 'Next',
      assignmentDate: '2026-03-04',
      status: 'upcoming',
      dueDate: '2026-03-20',
    });
    await create(user, {
      classId: art,
      assignmentName: 'Sketch',
      assignmentDate: '2026-03-02',
      gradePercentage: 70,
    });

    const { classes } = await overview(user);
    expect(classes.map((c) => c.title)).toEqual(['Music', 'Art', 'Math']);
    expect(classes.find((c) => c.id === empty)).toMatchObject({
      emoji: '🎵',
      average: null,
      assignments: [],
    });
    expect(classes.find((c) => c.id === art)?.average).toBe(70);
    const mathCard = classes.find((c) => c.id === math)!;
    expect(mathCard.average).toBe(89); // (92 + 85) / 2 = 88.5
    expect(mathCard.assignments.map((a) => a.assignmentName)).toEqual(['Next', 'Ungraded', 'B', 'A']);
    expect(mathCard.assignments.map((a) => a.id).slice(2)).toEqual([second.id, first.id]);
  });

  it.each([
    [{ assignmentName: '   ' }, 'assignmentName', assignmentMessages.nameRequired],
    [{ assignmentDate: undefined }, 'assignmentDate', assignmentMessages.startDateRequired],
    [{ assignmentDate: '2026-02-30' }, 'assignmentDate', assignmentMessages.startDateRequired],
    [{ gradePercentage: 101 }, 'gradePercentage', assignmentMessages.percentage],
    [{ gradePercentage: -1 }, 'gradePercentage', assignmentMessages.percentage],
    [{ gradePercentage: 92.55 }, 'gradePercentage', assignmentMessages.percentageStep],
    [{ earnedPoints: -1, maxPoints: 10 }, 'earnedPoints', assignmentMessages.points],
    [{ earnedPoints: 1.25, maxPoints: 10 }, 'earnedPoints', assignmentMessages.pointsStep],
    [{ earnedPoints: 11, maxPoints: 10 }, 'earnedPoints', gradingMessages.earnedAboveMax],
    [{ earnedPoints: 0, maxPoints: 0 }, 'maxPoints', gradingMessages.maxPointsZero],
    [{ earnedPoints: 8 }, 'maxPoints', gradingMessages.bothPoints],
    [{ status: 'upcoming', gradePercentage: 95 }, 'gradePercentage', gradingMessages.gradeNotApplicable],
    [
      { status: 'work_in_progress', earnedPoints: 5, maxPoints: 10 },
      'earnedPoints',
      gradingMessages.gradeNotApplicable,
    ],
    [{ status: 'completed', dueDate: '2026-03-09' }, 'dueDate', gradingMessages.dueDateNotApplicable],
    [{ status: 'upcoming', dueDate: '2026-03-01' }, 'dueDate', gradingMessages.dueBeforeStart],
    [{ status: 'upcoming', dueDate: 'tomorrow' }, 'dueDate', assignmentMessages.dueDateInvalid],
    [{ status: 'done' }, 'status', assignmentMessages.status],
  ])('refuses %j with a clear 400 and writes nothing', async (override, field, message) => {
    const { user, classId } = await setup();
    const res = await create(user, {
      classId,
      assignmentName: 'Quiz',
      assignmentDate: '2026-03-02',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.json().error.fields[field]).toBe(message);
    expect(await countRows(user.id)).toBe(0);
    expect(await xpOf(user)).toBe(0);
  });

  it('updates only the changed fields and applies the status rules', async () => {
    const { user, classId } = await setup();
    const created = (
      await create(user, {
        classId,
        assignmentName: 'Essay',
        description: 'Draft',
        assignmentDate: '2026-03-02',
        earnedPoints: 45,
        maxPoints: 50,
      })
    ).json();

    let res = await patch(user, created.id, { assignmentName: ' Essay v2 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignmentName: 'Essay v2',
      description: 'Draft',
      gradePercentage: 90,
      earnedPoints: 45,
      maxPoints: 50,
    });

    // Back to work in progress: the stored grade no longer applies and is cleared; a due date may be set.
    res = await patch(user, created.id, { status: 'work_in_progress', dueDate: '2026-03-09' });
    expect(res.json()).toMatchObject({
      status: 'work_in_progress',
      dueDate: '2026-03-09',
      gradePercentage: null,
      earnedPoints: null,
      maxPoints: null,
    });

    // A grade while not completed is refused, and the row stays as it was.
    res = await patch(user, created.id, { gradePercentage: 80 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(gradingMessages.gradeNotApplicable);

    // Completing clears the due date.
    res = await patch(user, created.id, { status: 'completed', gradePercentage: 78.5 });
    expect(res.json()).toMatchObject({ status: 'completed', dueDate: null, gradePercentage: 78.5 });

    // Points replace a percentage; the server computes it.
    res = await patch(user, created.id, { earnedPoints: 9, maxPoints: 12 });
    expect(res.json()).toMatchObject({ gradePercentage: 75, earnedPoints: 9, maxPoints: 12 });

    res = await patch(user, created.id, { description: '   ' });
    expect(res.json().description).toBeNull();

    const stored = (await overview(user)).classes[0]!.assignments[0];
    expect(stored).toMatchObject({
      assignmentName: 'Essay v2',
      status: 'completed',
      gradePercentage: 75,
      description: null,
    });
  });

  it("moves an assignment to another of the child's classes, never to someone else's", async () => {
    const { user, classId } = await setup();
    const other = await insertClass(user, 'Science', '🔬');
    const stranger = await signUpUser(t.app);
    const strangersClass = await insertClass(stranger);
    const created = (
      await create(user, { classId, assignmentName: 'Lab', assignmentDate: '2026-03-02' })
    ).json();

    expect((await patch(user, created.id, { classId: other })).json().classId).toBe(other);
    const res = await patch(user, created.id, { classId: strangersClass });
    expect(res.statusCode).toBe(404);
    expect((await overview(user)).classes.find((c) => c.id === other)?.assignments).toHaveLength(1);
  });

  it("keeps accounts apart: another account's class or assignment answers 404 and nothing changes", async () => {
    const { user: owner, classId } = await setup();
    const intruder = await signUpUser(t.app);
    const created = (
      await create(owner, {
        classId,
        assignmentName: 'Map work',
        assignmentDate: '2026-03-02',
        gradePercentage: 88,
      })
    ).json();

    const attach = await create(intruder, {
      classId,
      assignmentName: 'Sneaky',
      assignmentDate: '2026-03-02',
    });
    expect(attach.statusCode).toBe(404);
    expect(await countRows(intruder.id)).toBe(0);

    expect((await patch(intruder, created.id, { assignmentName: 'Hacked' })).statusCode).toBe(404);
    expect((await remove(intruder, created.id)).statusCode).toBe(404);
    expect((await overview(intruder)).classes).toEqual([]);

    const card = (await overview(owner)).classes[0]!;
    expect(card.assignments).toHaveLength(1);
    expect(card.assignments[0]).toMatchObject({ assignmentName: 'Map work', gradePercentage: 88 });
  });

  it('answers 404 for an unknown class or assignment', async () => {
    const { user } = await setup();
    expect(
      (await create(user, { classId: 'no-such-class', assignmentName: 'X', assignmentDate: '2026-03-02' }))
        .statusCode,
    ).toBe(404);
    expect((await patch(user, 'no-such-id', { assignmentName: 'X' })).statusCode).toBe(404);
    expect((await remove(user, 'no-such-id')).statusCode).toBe(404);
  });

  it('deletes an assignment', async () => {
    const { user, classId } = await setup();
    const created = (
      await create(user, { classId, assignmentName: 'Old', assignmentDate: '2026-03-02' })
    ).json();
    const res = await remove(user, created.id);
    expect(res.statusCode).toBe(204);
    expect((await overview(user)).classes[0]!.assignments).toEqual([]);
    expect((await remove(user, created.id)).statusCode).toBe(404);
  });

  it('awards xp for completion and a grade of 90 % or more, revokes it when that stops being true, keeps it on delete', async () => {
    const { user, classId } = await setup();
    const upcoming = (
      await create(user, {
        classId,
        assignmentName: 'Poem',
        assignmentDate: '2026-03-02',
        status: 'upcoming',
      })
    ).json();
    expect(await xpOf(user)).toBe(0);

    await patch(user, upcoming.id, { status: 'completed', gradePercentage: 95 });
    expect(await xpOf(user)).toBe(25);
    await patch(user, upcoming.id, { gradePercentage: 96 }); // no farming
    expect(await xpOf(user)).toBe(25);
    await patch(user, upcoming.id, { gradePercentage: 85 });
    expect(await xpOf(user)).toBe(15);
    await patch(user, upcoming.id, { earnedPoints: 9, maxPoints: 10 });
    expect(await xpOf(user)).toBe(25);
    await patch(user, upcoming.id, { status: 'work_in_progress' });
    expect(await xpOf(user)).toBe(0);

    const done = (
      await create(user, {
        classId,
        assignmentName: 'Test',
        assignmentDate: '2026-03-02',
        gradePercentage: 90,
      })
    ).json();
    expect(await xpOf(user)).toBe(25);
    await remove(user, done.id);
    expect(await xpOf(user)).toBe(25);
  });

  it('announces assignment changes, and xp when it moved', async () => {
    const { user, classId } = await setup();
    const events: ChangeEvent[] = [];
    const stop = t.deps.bus.subscribe(user.id, (e) => events.push(e));
    const created = (
      await create(user, {
        classId,
        assignmentName: 'Quiz',
        assignmentDate: '2026-03-02',
        status: 'upcoming',
      })
    ).json();
    await patch(user, created.id, { status: 'completed' });
    await remove(user, created.id);
    await create(user, { classId, assignmentName: '   ', assignmentDate: '2026-03-02' });
    stop();
    expect(events.map((e) => e.kinds)).toEqual([['assignments'], ['assignments', 'xp'], ['assignments']]);
    for (const e of events) expect(e.studentId).toBe(user.studentId);
  });
  it("keeps two children's grades apart: overview, xp, and the other child's assignment under the wrong child is a 404", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user);
    const shared = await insertClass(user, 'Math', '🧮', [user.studentId, second]);
    const firstOnly = await insertClass(user, 'Art', '🎨', [user.studentId]);
    const mine = (
      await create(user, {
        classId: shared,
        assignmentName: 'Fractions',
        assignmentDate: '2026-03-02',
        gradePercentage: 95,
      })
    ).json();
    const theirs = (
      await create(
        user,
        { classId: shared, assignmentName: 'Decimals', assignmentDate: '2026-03-02', status: 'upcoming' },
        second,
      )
    ).json();

    const firstView = await overview(user);
    expect(firstView.classes.map((c) => c.id)).toEqual([firstOnly, shared]);
    expect(firstView.classes.find((c) => c.id === shared)!.assignments.map((a) => a.id)).toEqual([mine.id]);
    expect(firstView.classes.find((c) => c.id === shared)!.average).toBe(95);
    const secondView = await overview(user, second);
    expect(secondView.classes.map((c) => c.id)).toEqual([shared]);
    expect(secondView.classes[0]!.assignments.map((a) => a.id)).toEqual([theirs.id]);
    expect(secondView.classes[0]!.average).toBeNull();
    expect(await xpOf(user)).toBe(25);
    expect(await xpOf(user, second)).toBe(0);

    // The first child's assignment under the second child's path: 404, nothing changes.
    expect(
      (await patch(user, mine.id, { assignmentName: 'Moved', status: 'upcoming' }, second)).statusCode,
    ).toBe(404);
    expect((await remove(user, mine.id, second)).statusCode).toBe(404);
    const still = (await overview(user)).classes.find((c) => c.id === shared)!.assignments[0];
    expect(still).toMatchObject({ id: mine.id, assignmentName: 'Fractions', status: 'completed' });
    expect(await xpOf(user)).toBe(25);
    expect(await countRows(user.id, user.studentId)).toBe(1);
    expect(await countRows(user.id, second)).toBe(1);
  });

  it('refuses a class the child is not enrolled in (404, nothing written), on create and on move', async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user);
    const firstOnly = await insertClass(user, 'Art', '🎨', [user.studentId]);
    const secondsClass = await insertClass(user, 'Music', '🎵', [second]);
    const refused = await create(
      user,
      { classId: firstOnly, assignmentName: 'Drawing', assignmentDate: '2026-03-02' },
      second,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(assignmentMessages.classNotFound);
    expect(await countRows(user.id)).toBe(0);
    expect(await xpOf(user, second)).toBe(0);

    const created = (
      await create(
        user,
        { classId: secondsClass, assignmentName: 'Scales', assignmentDate: '2026-03-02' },
        second,
      )
    ).json();
    expect((await patch(user, created.id, { classId: firstOnly }, second)).statusCode).toBe(404);
    expect((await overview(user, second)).classes[0]!.assignments[0]).toMatchObject({
      id: created.id,
      classId: secondsClass,
    });
  });

  it("answers 404 for another family's child, and writes nothing", async () => {
    const { user: owner, classId } = await setup();
    const intruder = await signUpUser(t.app);
    const created = (
      await create(owner, { classId, assignmentName: 'Essay', assignmentDate: '2026-03-02' })
    ).json();
    const url = `/api/students/${owner.studentId}/assignments`;
    for (const [method, path, payload] of [
      ['GET', `${url}/overview`, undefined],
      ['POST', url, { classId, assignmentName: 'Sneaky', assignmentDate: '2026-03-02' }],
      ['PATCH', `${url}/${created.id}`, { assignmentName: 'Hacked' }],
      ['DELETE', `${url}/${created.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: as(intruder),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await countRows(owner.id)).toBe(1);
    expect(await countRows(intruder.id)).toBe(0);
    expect((await overview(owner)).classes[0]!.assignments[0]).toMatchObject({ assignmentName: 'Essay' });
  });
});
