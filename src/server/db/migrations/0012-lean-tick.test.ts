import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '@tests/setup/api';
import { insertAccountWithChild } from '@tests/setup/migration-rows';
import { migrator } from '../migrate';

const ledgerRow = (sourceId: string, xp: number) => ({
  id: `x-${sourceId}`,
  userId: 'u1',
  studentId: 's1',
  sourceKind: 'task',
  sourceId,
  xp,
  createdAt: `2026-11-0${xp % 9}T10:00:00.000Z`,
});

describe(`migration 0012 lean tick (${dialect})`, () => {
  it('keys the xp ledger by its source, keeps every row through up and down, and indexes only waiting ticks', async () => {
    const testDb = await createTestDb({ migrate: false });
    const db = testDb.handle.db;
    try {
      const m = migrator(db);
      expect((await m.migrateTo('0011-members')).error).toBeUndefined();
      await insertAccountWithChild(db);
      await db
        .insertInto('xpLedger')
        .values([ledgerRow('t1', 10), ledgerRow('t2', 5)])
        .execute();

      expect((await m.migrateToLatest()).error).toBeUndefined();
      const rows = () => db.selectFrom('xpLedger').selectAll().orderBy('sourceId').execute();
      expect(await rows()).toEqual([ledgerRow('t1', 10), ledgerRow('t2', 5)]);
      // The natural key is the key: a second row for the same source is refused.
      await expect(
        db
          .insertInto('xpLedger')
          .values({ ...ledgerRow('t1', 10), id: 'other' })
          .execute(),
      ).rejects.toThrow();

      if (dialect === 'sqlite') {
        const table = await sql<{
          sql: string;
        }>`select sql from sqlite_master where name = 'xp_ledger'`.execute(db);
        expect(table.rows[0]!.sql).toMatch(/without rowid/i);
        const ledgerIndexes = await sql<{
          name: string;
        }>`select name from pragma_index_list('xp_ledger')`.execute(db);
        expect(ledgerIndexes.rows.map((r) => r.name).sort()).toEqual([
          'sqlite_autoindex_xp_ledger_1',
          'xp_ledger_student_created_id_idx',
        ]);
        const pending = await sql<{
          sql: string;
        }>`select sql from sqlite_master where name = 'tasks_pending_idx'`.execute(db);
        expect(pending.rows[0]!.sql).toMatch(/where\s+"?pending_by"? is not null/i);
      } else {
        const pending = await sql<{
          def: string;
        }>`select indexdef as def from pg_indexes where indexname = 'tasks_pending_idx'`.execute(db);
        expect(pending.rows[0]!.def).toMatch(/WHERE \(pending_by IS NOT NULL\)/);
        const key = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint
          where conrelid = 'xp_ledger'::regclass and contype = 'p'`.execute(db);
        expect(key.rows[0]!.def).toBe('PRIMARY KEY (user_id, student_id, source_kind, source_id)');
      }

      expect((await m.migrateTo('0011-members')).error).toBeUndefined();
      expect(await rows()).toEqual([ledgerRow('t1', 10), ledgerRow('t2', 5)]);
      expect((await m.migrateToLatest()).error).toBeUndefined();
      expect(await rows()).toEqual([ledgerRow('t1', 10), ledgerRow('t2', 5)]);
    } finally {
      await testDb.drop();
    }
  });
});
