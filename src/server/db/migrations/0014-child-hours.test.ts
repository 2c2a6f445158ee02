import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '@tests/setup/api';
import { insertAccountWithChild } from '@tests/setup/migration-rows';
import { migrator } from '../migrate';

const entry = (id: string, source: 'lesson' | 'manual', minutes: number) => ({
  id,
  userId: 'u1',
  studentId: 's1',
  date: '2026-11-02',
  classId: null,
  subject: 'Art',
  core: 0,
  minutes,
  location: 'home' as const,
  note: source === 'manual' ? 'Clay' : null,
  source,
  lessonCompletionId: null,
  recordedAt: `2026-11-02T10:0${minutes % 9}:00.000Z`,
  recordedBy: 'u1',
  updatedAt: '2026-11-02T11:00:00.000Z',
});

const sample = (id: string) => ({
  id,
  userId: 'u1',
  studentId: 's1',
  date: '2026-11-02',
  title: 'Volcano',
  classId: null,
  subject: 'Science',
  lessonId: null,
  assignmentId: null,
  readingLogId: null,
  caption: null,
  linkUrl: null,
  starred: 0,
  minutes: 30,
  pendingBy: null,
  createdBy: 's1',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

describe(`migration 0014 child hours (${dialect})`, () => {
  it("keeps every hour entry, allows the child's log with its sample (set null when the sample goes), and back", async () => {
    const testDb = await createTestDb({ migrate: false });
    const db = testDb.handle.db;
    try {
      const m = migrator(db);
      expect((await m.migrateTo('0013-work-samples')).error).toBeUndefined();
      await insertAccountWithChild(db);
      const before = [entry('h1', 'lesson', 40), entry('h2', 'manual', 45)];
      await db
        .insertInto('hourEntries')
        .values(before as never)
        .execute();
      const rows = () =>
        db.selectFrom('hourEntries').selectAll().where('userId', '=', 'u1').orderBy('id').execute();

      expect((await m.migrateTo('0014-child-hours')).error).toBeUndefined();
      expect(await rows()).toEqual(before.map((e) => ({ ...e, workSampleId: null })));

      await db.insertInto('workSamples').values(sample('w1')).execute();
      const child = { ...entry('h3', 'manual', 30), source: 'child' as const, workSampleId: 'w1' };
      await db.insertInto('hourEntries').values(child).execute();
      // One entry per sample; a source the check does not know is refused.
      await expect(
        db
          .insertInto('hourEntries')
          .values({ ...child, id: 'h4' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('hourEntries')
          .values({ ...child, id: 'h5', workSampleId: null, source: 'other' as never })
          .execute(),
      ).rejects.toThrow();
      // The sample deleted: the hours stay, no longer tied to it.
      await db.deleteFrom('workSamples').where('id', '=', 'w1').execute();
      expect((await rows()).find((r) => r.id === 'h3')).toMatchObject({
        source: 'child',
        workSampleId: null,
      });

      if (dialect === 'sqlite') {
        const indexes = await sql<{
          name: string;
        }>`select name from pragma_index_list('hour_entries')`.execute(db);
        expect(indexes.rows.map((r) => r.name).sort()).toEqual([
          'hour_entries_class_idx',
          'hour_entries_student_date_idx',
          'hour_entries_user_created_id_idx',
          'sqlite_autoindex_hour_entries_1',
          'sqlite_autoindex_hour_entries_2',
          'sqlite_autoindex_hour_entries_3',
        ]);
        const keys = await sql<{
          table: string;
        }>`select "table" from pragma_foreign_key_list('hour_entries')`.execute(db);
        expect(new Set(keys.rows.map((r) => r.table))).toEqual(
          new Set(['user', 'classes', 'lesson_completions', 'work_samples', 'students']),
        );
      }

      // Down: the child's log entries stay, as entered by hand.
      expect((await m.migrateTo('0013-work-samples')).error).toBeUndefined();
      const down = await sql<{
        id: string;
        source: string;
      }>`select id, source from hour_entries order by id`.execute(db);
      expect(down.rows).toEqual([
        { id: 'h1', source: 'lesson' },
        { id: 'h2', source: 'manual' },
        { id: 'h3', source: 'manual' },
      ]);
      expect((await m.migrateTo('0014-child-hours')).error).toBeUndefined();
      expect((await rows()).map((r) => r.id)).toEqual(['h1', 'h2', 'h3']);
    } finally {
      await testDb.drop();
    }
  });
});
