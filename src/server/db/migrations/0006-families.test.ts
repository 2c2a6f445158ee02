import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '@tests/setup/api';
import { createDb } from '../client';
import { migrator } from '../migrate';
import { PER_CHILD_TABLES } from './0006-families';

/**
 * Migration 0006 on a database with data: every account's rows survive unchanged apart from the child
 * they now name, and each account that had a child's name, age or rows gets exactly one child from its
 * profile, enrolled in every class.
 */

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const PER_CHILD = PER_CHILD_TABLES.map((t) => camel(t.name));
const FAMILY = ['profiles', 'classes', 'calendarEvents', 'dayBlocks'];

/** A row with its keys sorted and numbers as numbers (a rebuilt table lists its columns in another order). */
const canonical = (row: Record<string, unknown>, drop: string[] = []) =>
  JSON.stringify(
    Object.keys(row)
      .filter((k) => !drop.includes(k))
      .sort()
      .map((k) => [
        k,
        typeof row[k] === 'string' && /^-?\d+(\.\d+)?$/.test(row[k] as string) ? Number(row[k]) : row[k],
      ]),
  );

async function rowsOf(
  db: Kysely<any>,
  table: string,
  userId: string,
  drop: string[] = [],
): Promise<string[]> {
  const rows = (await db
    .selectFrom(table)
    .selectAll()
    .where(table === 'profiles' ? 'id' : 'userId', '=', userId)
    .execute()) as Record<string, unknown>[];
  return rows.map((r) => canonical(r, drop)).sort();
}

async function countOf(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accounts as 0005 stored them: a full one, one with rows but no name, one with only a name, one with nothing. */
async function seedPrevious(db: Kysely<any>) {
  const now = new Date();
  const at = (i: number) => new Date(Date.UTC(2025, 2, 1, 8, 0, i)).toISOString();
  const users = [
    {
      id: 'full',
      name: 'Ada Parent',
      profile: { displayName: 'Ada', childAge: '9', xp: 120, level: 2 },
      rows: 2,
    },
    {
      id: 'unnamed',
      name: 'Bea Parent',
      profile: { displayName: null, childAge: null, xp: 35, level: 0 },
      rows: 1,
    },
    {
      id: 'name-only',
      name: 'Cal Parent',
      profile: { displayName: ' Cal ', childAge: '30', xp: 0, level: 0 },
      rows: 0,
    },
    {
      id: 'empty',
      name: 'Dee Parent',
      profile: { displayName: null, childAge: null, xp: 0, level: 0 },
      rows: 0,
    },
  ];
  for (const u of users) {
    const stamp = dialect === 'postgres' ? now : now.toISOString();
    await db
      .insertInto('user')
      .values({
        id: u.id,
        name: u.name,
        email: `${u.id}@example.com`,
        emailVerified: dialect === 'postgres' ? true : 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({ id: u.id, ...u.profile, settings: '{"city":"Here"}', createdAt: at(0), updatedAt: at(1) })
      .execute();
    const userId = u.id;
    for (let i = 0; i < u.rows; i++) {
      const id = (kind: string) => `${u.id}-${kind}-${i}`;
      const list = {
        userId,
        priority: i ? 'low' : 'high',
        completed: i % 2,
        completedAt: i % 2 ? at(i) : null,
        createdAt: at(10 + i),
      };
      await db
        .insertInto('classes')
        .values({
          id: id('class'),
          userId,
          title: `Class ${i}`,
          description: null,
          emoji: '📚',
          teacherPlatform: null,
          daysOfWeek: '[1,3]',
          startTime: '09:00',
          endTime: '10:00',
          startDate: null,
          endDate: null,
          createdAt: at(i),
          updatedAt: at(i),
        })
        .execute();
      await db
        .insertInto('calendarEvents')
        .values({
          id: id('event'),
          userId,
          title: `Event ${i}`,
          eventDate: '2025-03-02',
          eventTime: null,
          description: null,
          classId: id('class'),
          generated: i % 2,
          createdAt: at(i),
        })
        .execute();
      await db
        .insertInto('tasks')
        .values({ ...list, id: id('task'), title: `Task ${i}`, createdDate: '2025-03-01' })
        .execute();
      await db
        .insertInto('bucketListItems')
        .values({ ...list, id: id('goal'), title: `Goal ${i}`, createdDate: '2025-03-01' })
        .execute();
      await db
        .insertInto('learnListItems')
        .values({ ...list, id: id('topic'), title: `Topic ${i}` })
        .execute();
      await db
        .insertInto('attendance')
        .values({
          id: id('day'),
          userId,
          date: `2025-03-0${i + 1}`,
          present: 1 - (i % 2),
          createdAt: at(i),
          updatedAt: at(i),
        })
        .execute();
      await db
        .insertInto('assignments')
        .values({
          id: id('work'),
          userId,
          classId: id('class'),
          assignmentName: `Work ${i}`,
          description: null,
          assignmentDate: '2025-03-01',
          dueDate: null,
          status: 'completed',
          gradePercentage: 87.5,
          earnedPoints: null,
          maxPoints: null,
          createdAt: at(i),
          updatedAt: at(i),
        })
        .execute();
      await db
        .insertInto('dayBlocks')
        .values({
          id: id('block'),
          userId,
          name: `Block ${i}`,
          description: null,
          purpose: null,
          defaultDuration: 30,
          color: 'teal',
          createdAt: at(i),
        })
        .execute();
      await db
        .insertInto('daySchedule')
        .values({
          id: id('slot'),
          userId,
          blockId: id('block'),
          scheduleDate: '2025-03-01',
          startTime: 60 * i,
          duration: 30,
          createdAt: at(i),
        })
        .execute();
      await db
        .insertInto('xpLedger')
        .values({ id: id('xp'), userId, sourceKind: 'task', sourceId: id('task'), xp: 10, createdAt: at(i) })
        .execute();
      await db
        .insertInto('achievements')
        .values({ userId, achievementId: i ? 'scholar' : 'first-steps', unlockedAt: at(i) })
        .execute();
      await db
        .insertInto('taskCarryForward')
        .values({ userId, day: `2025-03-0${i + 1}`, carried: i, createdAt: at(i) })
        .execute();
    }
  }
  return users;
}

describe(`migration 0006 families on existing data (${dialect})`, () => {
  it("gives every account with a child one child from its profile and keeps every row, now that child's", async () => {
    const testDb = await createTestDb({ migrate: false });
    let db = testDb.handle.db as Kysely<any>;
    // Reads after the migration on a new connection, as a restarted server would (PostgreSQL's cached
    // plans of the same query text would otherwise still describe the tables before their rebuild).
    let after: ReturnType<typeof createDb> | undefined;
    try {
      const m = migrator(db);
      expect((await m.migrateTo('0005-export-order-indexes')).error).toBeUndefined();
      const users = await seedPrevious(db);
      const tables = [...FAMILY, ...PER_CHILD];
      const counts = Object.fromEntries(
        await Promise.all(tables.map(async (t) => [t, await countOf(db, t)] as const)),
      );
      for (const t of tables) expect(counts[t], t).toBeGreaterThan(0);
      const before: Record<string, Record<string, string[]>> = {};
      for (const u of users) {
        before[u.id] = {};
        for (const t of PER_CHILD) before[u.id]![t] = await rowsOf(db, t, u.id);
        for (const t of ['classes', 'calendarEvents', 'dayBlocks'])
          before[u.id]![t] = await rowsOf(db, t, u.id);
        before[u.id]!.profiles = await rowsOf(db, 'profiles', u.id, [
          'displayName',
          'childAge',
          'xp',
          'level',
        ]);
      }

      expect((await m.migrateTo('0006-families')).error).toBeUndefined();
      after = createDb(testDb.url);
      db = after.db as Kysely<any>;

      for (const t of tables) expect(await countOf(db, t), t).toBe(counts[t]);
      const children = await db.selectFrom('students').selectAll().orderBy('userId').execute();
      // The account with neither a child's name, age nor rows has no child; every other one has exactly one.
      expect(children.map((c) => c.userId).sort()).toEqual(['full', 'name-only', 'unnamed']);
      const childOf = (userId: string) => children.find((c) => c.userId === userId)!;
      expect(childOf('full')).toMatchObject({ name: 'Ada', age: 9, position: 0 });
      expect([Number(childOf('full').xp), Number(childOf('full').level)]).toEqual([120, 2]);
      expect(childOf('unnamed')).toMatchObject({ name: 'Bea Parent', age: 10 });
      expect(Number(childOf('unnamed').xp)).toBe(35);
      expect(childOf('name-only')).toMatchObject({ name: 'Cal', age: 10 });

      for (const u of users) {
        const child = children.find((c) => c.userId === u.id);
        for (const t of PER_CHILD) {
          const after = (await db.selectFrom(t).selectAll().where('userId', '=', u.id).execute()) as Record<
            string,
            unknown
          >[];
          for (const row of after) expect(row.studentId, t).toBe(child!.id);
          expect(after.map((r) => canonical(r, ['studentId'])).sort(), `${u.id} ${t}`).toEqual(
            before[u.id]![t],
          );
        }
        for (const t of ['classes', 'calendarEvents', 'dayBlocks']) {
          expect(await rowsOf(db, t, u.id, ['studentId']), `${u.id} ${t}`).toEqual(before[u.id]![t]);
        }
        expect(await rowsOf(db, 'profiles', u.id), u.id).toEqual(before[u.id]!.profiles);
        const events = await db
          .selectFrom('calendarEvents')
          .select('studentId')
          .where('userId', '=', u.id)
          .execute();
        expect(events.every((e) => e.studentId === null)).toBe(true);
        const classes = await db.selectFrom('classes').select('id').where('userId', '=', u.id).execute();
        const enrolled = await db
          .selectFrom('classStudents')
          .selectAll()
          .where('userId', '=', u.id)
          .execute();
        expect(enrolled.map((e) => e.classId).sort()).toEqual(classes.map((c) => c.id).sort());
        for (const e of enrolled) expect(e.studentId).toBe(child!.id);
      }
    } finally {
      await after?.close();
      await testDb.drop();
    }
  });
});
