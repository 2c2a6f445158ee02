import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHILDREN } from '@shared/domain/students';
import { studentMessages } from '@shared/messages/students';
import { countAllRows, snapshotAccount } from '@tests/setup/account-snapshot';
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
const listOf = async (user: TestUser) =>
  (await call(user, 'GET', '/api/students')).json() as {
    id: string;
    name: string;
    position: number;
    color: string;
    emoji: string;
  }[];
const add = async (user: TestUser, name: string, extra: object = {}) => {
  const res = await call(user, 'POST', '/api/students', { name, age: 8, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; color: string; emoji: string; position: number };
};

/** Rows of every per-child kind for one child, written straight to the tables (the features' own tests cover their routes). */
async function seedRows(user: TestUser, studentId: string, tag: string) {
  const db = t.deps.db;
  const at = new Date().toISOString();
  const base = { userId: user.id, studentId };
  await db
    .insertInto('tasks')
    .values({
      ...base,
      id: `${tag}-t`,
      title: tag,
      priority: 'low',
      completed: 0,
      completedAt: null,
      createdDate: '2026-11-02',
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('bucketListItems')
    .values({
      ...base,
      id: `${tag}-b`,
      title: tag,
      priority: 'low',
      completed: 0,
      completedAt: null,
      createdDate: '2026-11-02',
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('learnListItems')
    .values({
      ...base,
      id: `${tag}-l`,
      title: tag,
      priority: 'low',
      completed: 0,
      completedAt: null,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('attendance')
    .values({ ...base, id: `${tag}-a1`, date: '2026-11-02', present: 1, createdAt: at, updatedAt: at })
    .execute();
  await db
    .insertInto('attendance')
    .values({ ...base, id: `${tag}-a2`, date: '2026-11-03', present: 0, createdAt: at, updatedAt: at })
    .execute();
  await db
    .insertInto('xpLedger')
    .values({
      ...base,
      id: `${tag}-x`,
      sourceKind: 'attendance',
      sourceId: '2026-11-02',
      xp: 5,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('achievements')
    .values({ ...base, achievementId: 'first-task', unlockedAt: at })
    .execute();
  await db.updateTable('students').set({ xp: 5 }).where('id', '=', studentId).execute();
}

describe(`students (${dialect})`, () => {
  it("sign-up's child name and age make the family's first child", async () => {
    const user = await signUpUser(t.app, { displayName: 'Maya Lopez', childAge: '9' });
    const [first, ...rest] = await listOf(user);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      id: user.studentId,
      name: 'Maya Lopez',
      age: 9,
      gradeLevel: null,
      position: 0,
      xp: 0,
      level: 0,
    });
    const me = (await call(user, 'GET', '/api/me')).json();
    expect(me.students).toEqual(await listOf(user));
  });

  it('adds children with a trimmed name, an age from 4 to 18, an optional grade, and a colour and avatar of their own', async () => {
    const user = await signUpUser(t.app);
    const second = await add(user, '  Theo  ', { age: 4, gradeLevel: 'K' });
    expect(second).toMatchObject({ name: 'Theo', age: 4, gradeLevel: 'K', position: 1 });
    const third = await add(user, 'Iris', { age: 18, color: 'rose', emoji: '🦊' });
    expect(third).toMatchObject({ color: 'rose', emoji: '🦊', position: 2 });
    const [first] = await listOf(user);
    expect(new Set([first!.color, second.color, third.color]).size).toBe(3);
    expect(new Set([first!.emoji, second.emoji]).size).toBe(2);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const user = await signUpUser(t.app);
    const before = await countAllRows(t.deps.db);
    const cases: [object, string][] = [
      [{ name: '   ', age: 8 }, studentMessages.nameRequired],
      [{ name: 'x'.repeat(101), age: 8 }, studentMessages.nameTooLong(100)],
      [{ name: 'A', age: 3 }, studentMessages.ageInvalid],
      [{ name: 'A', age: 19 }, studentMessages.ageInvalid],
      [{ name: 'A', age: '8' }, studentMessages.ageInvalid],
      [{ name: 'A', age: 8, gradeLevel: '13' }, studentMessages.gradeInvalid],
      [{ name: 'A', age: 8, color: 'plaid' }, studentMessages.colorInvalid],
      [{ name: 'A', age: 8, emoji: 'x' }, studentMessages.emojiInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call(user, 'POST', '/api/students', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await call(user, 'PATCH', `/api/students/${user.studentId}`, { name: '' })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it(`keeps a family to at most ${MAX_CHILDREN} children`, async () => {
    const user = await signUpUser(t.app);
    for (let i = 2; i <= MAX_CHILDREN; i++) await add(user, `Child ${i}`);
    const res = await call(user, 'POST', '/api/students', { name: 'One too many', age: 8 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A family can have at most 12 children.');
    expect(await listOf(user)).toHaveLength(MAX_CHILDREN);
  });

  it('renames and reorders; a wrong order is a 400, a foreign child a 404', async () => {
    const user = await signUpUser(t.app);
    const b = await add(user, 'Bea');
    const c = await add(user, 'Cal');
    const renamed = await call(user, 'PATCH', `/api/students/${b.id}`, {
      name: ' Beatrix ',
      gradeLevel: '3',
    });
    expect(renamed.json()).toMatchObject({ name: 'Beatrix', gradeLevel: '3' });
    const order = await call(user, 'PUT', '/api/students/order', { ids: [c.id, user.studentId, b.id] });
    expect(order.statusCode).toBe(200);
    expect((await listOf(user)).map((s) => s.id)).toEqual([c.id, user.studentId, b.id]);
    expect((await call(user, 'PUT', '/api/students/order', { ids: [c.id, b.id] })).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/api/students/order', { ids: [c.id, c.id, b.id] })).statusCode).toBe(
      400,
    );
    const other = await signUpUser(t.app);
    expect(
      (await call(user, 'PUT', '/api/students/order', { ids: [c.id, other.studentId, b.id] })).statusCode,
    ).toBe(404);
    expect((await listOf(user)).map((s) => s.id)).toEqual([c.id, user.studentId, b.id]);
  });

  it("says what removing a child deletes, and removes exactly that child's rows", async () => {
    const user = await signUpUser(t.app);
    const second = await add(user, 'Second');
    await seedRows(user, user.studentId, 'first');
    await seedRows(user, second.id, 'second');
    const counts = await call(user, 'GET', `/api/students/${second.id}/removal`);
    expect(counts.json()).toEqual({
      tasks: 1,
      bucketList: 1,
      learnList: 1,
      attendance: 2,
      assignments: 0,
      schedule: 0,
      achievements: 1,
      xp: 5,
    });
    const firstBefore = await snapshotAccount(t.deps.db, user.id);
    expect((await call(user, 'DELETE', `/api/students/${second.id}`)).statusCode).toBe(204);
    expect((await listOf(user)).map((s) => s.id)).toEqual([user.studentId]);
    const after = JSON.parse(await snapshotAccount(t.deps.db, user.id)) as Record<string, string[]>;
    const before = JSON.parse(firstBefore) as Record<string, string[]>;
    for (const [table, rows] of Object.entries(before)) {
      const kept = rows.filter((r) => !r.includes(second.id));
      if (table === 'students') expect(after[table]).toHaveLength(1);
      // The account's activity log gains the deletion itself (ADR 032).
      else if (table === 'accountActivity')
        expect(after[table]!.map((r) => (JSON.parse(r) as { kind: string }).kind)).toEqual(['child-deleted']);
      else expect(after[table], table).toEqual(kept);
    }
    expect(after.tasks!.join()).toContain('first-t');
  });

  it("keeps the last child, and answers 404 for another family's child on every students route", async () => {
    const user = await signUpUser(t.app);
    const last = await call(user, 'DELETE', `/api/students/${user.studentId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(studentMessages.lastChild);
    const other = await signUpUser(t.app, { displayName: 'Other Family Child' });
    const before = await snapshotAccount(t.deps.db, other.id);
    expect(
      (await call(user, 'PATCH', `/api/students/${other.studentId}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call(user, 'GET', `/api/students/${other.studentId}/removal`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/students/${other.studentId}`)).statusCode).toBe(404);
    expect(await snapshotAccount(t.deps.db, other.id)).toBe(before);
    expect(JSON.stringify(await listOf(user))).not.toContain('Other Family Child');
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/students')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/students', { name: 'A', age: 8 })).statusCode).toBe(401);
  });
});
