import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '@tests/setup/api';
import { NO_MIGRATIONS } from 'kysely';
import { migrations, migrator } from './migrate';

describe(`migrations (${dialect})`, () => {
  it('run up from empty; those before families go down to empty and up again; families cannot be undone', async () => {
    const testDb = await createTestDb({ migrate: false });
    try {
      const m = migrator(testDb.handle.db);
      expect((await m.migrateTo('0005-export-order-indexes')).error).toBeUndefined();
      const down = await m.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      await expect(sql`select 1 from profiles`.execute(testDb.handle.db)).rejects.toThrow();
      const up = await m.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(up.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      await sql`select 1 from profiles, students, class_students, classes, calendar_events, tasks, bucket_list_items, learn_list_items, attendance, assignments, day_blocks, day_schedule, xp_ledger, achievements where 1 = 0`.execute(
        testDb.handle.db,
      );
      const refused = await m.migrateTo('0005-export-order-indexes');
      expect(String(refused.error)).toMatch(/cannot be undone/);
    } finally {
      await testDb.drop();
    }
  });

  it("enforces one attendance row per child and date, the spec enums, and a row's child belonging to its account", async () => {
    const testDb = await createTestDb();
    const db = testDb.handle.db;
    try {
      const now = new Date();
      await db
        .insertInto('user')
        .values({
          id: 'u1',
          name: 'A',
          email: 'a@example.com',
          emailVerified: dialect === 'postgres' ? true : 1,
          image: null,
          createdAt: dialect === 'postgres' ? now : now.toISOString(),
          updatedAt: dialect === 'postgres' ? now : now.toISOString(),
        })
        .execute();
      await db
        .insertInto('user')
        .values({
          id: 'u2',
          name: 'B',
          email: 'b@example.com',
          emailVerified: dialect === 'postgres' ? true : 1,
          image: null,
          createdAt: dialect === 'postgres' ? now : now.toISOString(),
          updatedAt: dialect === 'postgres' ? now : now.toISOString(),
        })
        .execute();
      const child = {
        age: 9,
        gradeLevel: null,
        color: 'indigo',
        emoji: '🦊',
        position: 0,
        createdAt: 'x',
        updatedAt: 'x',
      };
      await db
        .insertInto('students')
        .values([
          { id: 's1', userId: 'u1', name: 'Ada', ...child },
          { id: 's2', userId: 'u2', name: 'Ben', ...child },
        ])
        .execute();
      const row = {
        userId: 'u1',
        studentId: 's1',
        date: '2026-01-05',
        present: 1,
        createdAt: 'x',
        updatedAt: 'x',
      };
      await db
        .insertInto('attendance')
        .values({ id: 'a1', ...row })
        .execute();
      await expect(
        db
          .insertInto('attendance')
          .values({ id: 'a2', ...row })
          .execute(),
      ).rejects.toThrow();
      // Another family's child on this account's row: refused by the composite foreign key.
      await expect(
        db
          .insertInto('attendance')
          .values({ id: 'a3', ...row, studentId: 's2', date: '2026-01-06' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('tasks')
          .values({
            id: 't1',
            userId: 'u1',
            studentId: 's1',
            title: 'x',
            priority: 'urgent' as never,
            completed: 0,
            completedAt: null,
            createdDate: '2026-01-05',
            createdAt: 'x',
          })
          .execute(),
      ).rejects.toThrow();
      // Deleting the account cascades to its rows.
      await db.deleteFrom('user').where('id', '=', 'u1').execute();
      expect(await db.selectFrom('attendance').selectAll().execute()).toHaveLength(0);
    } finally {
      await testDb.drop();
    }
  });
});
