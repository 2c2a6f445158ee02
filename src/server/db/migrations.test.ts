import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '../../../tests/setup/api';
import { NO_MIGRATIONS } from 'kysely';
import { migrations, migrator } from './migrate';

describe(`migrations (${dialect})`, () => {
  it('run up from empty, down to empty, and up again', async () => {
    const testDb = await createTestDb({ migrate: false });
    try {
      const m = migrator(testDb.handle.db);
      const up = await m.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(up.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      await sql`select 1 from profiles, classes, calendar_events, tasks, bucket_list_items, learn_list_items, attendance, assignments, day_blocks, day_schedule, xp_ledger, achievements where 1 = 0`.execute(
        testDb.handle.db,
      );
      const down = await m.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      await expect(sql`select 1 from profiles`.execute(testDb.handle.db)).rejects.toThrow();
      expect((await m.migrateToLatest()).error).toBeUndefined();
    } finally {
      await testDb.drop();
    }
  });

  it('enforces one attendance row per account and date, and the spec enums', async () => {
    const testDb = await createTestDb();
    const db = testDb.handle.db;
    try {
      const now = new Date();
      await db
        .insertInto('user')
        .values({ id: 'u1', name: 'A', email: 'a@example.com', emailVerified: dialect === 'postgres' ? true : 1, image: null, createdAt: dialect === 'postgres' ? now : now.toISOString(), updatedAt: dialect === 'postgres' ? now : now.toISOString() })
        .execute();
      const row = { userId: 'u1', date: '2026-01-05', present: 1, createdAt: 'x', updatedAt: 'x' };
      await db.insertInto('attendance').values({ id: 'a1', ...row }).execute();
      await expect(db.insertInto('attendance').values({ id: 'a2', ...row }).execute()).rejects.toThrow();
      await expect(
        db
          .insertInto('tasks')
          .values({ id: 't1', userId: 'u1', title: 'x', priority: 'urgent' as never, completed: 0, completedAt: null, createdDate: '2026-01-05', createdAt: 'x' })
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
