import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-initial';
import * as m0002CalendarGenerated from './migrations/0002-calendar-generated-events';
import * as m0003AttendancePresentIndex from './migrations/0003-attendance-present-index';
import * as m0004ListOrderIndexes from './migrations/0004-list-order-indexes';
import * as m0005ExportOrderIndexes from './migrations/0005-export-order-indexes';
import * as m0006Families from './migrations/0006-families';
import * as m0007SchoolYear from './migrations/0007-school-year';
import * as m0008Records from './migrations/0008-records';
import * as m0009Hours from './migrations/0009-hours';
import * as m0010Grading from './migrations/0010-grading';
import * as m0011Members from './migrations/0011-members';
import * as m0012LeanTick from './migrations/0012-lean-tick';
import * as m0013WorkSamples from './migrations/0013-work-samples';
import * as m0014ChildHours from './migrations/0014-child-hours';
import * as m0015Esa from './migrations/0015-esa';
import * as m0016SecondFactor from './migrations/0016-second-factor-activity';
import * as m0018AdultNames from './migrations/0018-adult-names';
import * as m0021ImportRuns from './migrations/0021-import-runs';
import * as m0022LoopSchedules from './migrations/0022-loop-schedules';
import * as m0023TogetherAndPlace from './migrations/0023-together-and-place';
import * as m0024Reschedule from './migrations/0024-reschedule';
import * as m0025WeeklyDigest from './migrations/0025-weekly-digest';
import * as m0028LoopPending from './migrations/0028-loop-pending';
import * as m0029LessonPinsIndex from './migrations/0029-lesson-pins-index';

/** Static list so the bundled server needs no filesystem scan. Append new migrations here. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-calendar-generated-events': m0002CalendarGenerated,
  '0003-attendance-present-index': m0003AttendancePresentIndex,
  '0004-list-order-indexes': m0004ListOrderIndexes,
  '0005-export-order-indexes': m0005ExportOrderIndexes,
  '0006-families': m0006Families,
  '0007-school-year': m0007SchoolYear,
  '0008-records': m0008Records,
  '0009-hours': m0009Hours,
  '0010-grading': m0010Grading,
  '0011-members': m0011Members,
  '0012-lean-tick': m0012LeanTick,
  '0013-work-samples': m0013WorkSamples,
  '0014-child-hours': m0014ChildHours,
  '0015-esa': m0015Esa,
  '0016-second-factor-activity': m0016SecondFactor,
  '0018-adult-names': m0018AdultNames,
  '0021-import-runs': m0021ImportRuns,
  '0022-loop-schedules': m0022LoopSchedules,
  '0023-together-and-place': m0023TogetherAndPlace,
  '0024-reschedule': m0024Reschedule,
  '0025-weekly-digest': m0025WeeklyDigest,
  '0028-loop-pending': m0028LoopPending,
  '0029-lesson-pins-index': m0029LessonPinsIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function migrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider,
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
  });
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
