import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';

/** Every table that holds an account's rows, with the column that names the account. */
export const ACCOUNT_TABLES = [
  ['profiles', 'id'],
  ['students', 'userId'],
  ['classStudents', 'userId'],
  ['classes', 'userId'],
  ['lessons', 'userId'],
  ['calendarEvents', 'userId'],
  ['tasks', 'userId'],
  ['bucketListItems', 'userId'],
  ['learnListItems', 'userId'],
  ['attendance', 'userId'],
  ['assignments', 'userId'],
  ['dayBlocks', 'userId'],
  ['daySchedule', 'userId'],
  ['xpLedger', 'userId'],
  ['achievements', 'userId'],
  ['taskCarryForward', 'userId'],
  ['calendarFeeds', 'userId'],
  ['schoolYears', 'userId'],
  ['terms', 'userId'],
  ['breaks', 'userId'],
  ['breakStudents', 'userId'],
  ['lessons', 'userId'],
  ['lessonCompletions', 'userId'],
  ['lessonSkips', 'userId'],
  ['lessonShifts', 'userId'],
  ['loopCompletions', 'userId'],
  ['evaluatorLinks', 'userId'],
  ['transcriptCourses', 'userId'],
  ['recordsSettings', 'userId'],
  ['readingLog', 'userId'],
  ['gradingScales', 'userId'],
  ['classGradeWeights', 'userId'],
  ['reportCardComments', 'userId'],
  ['hourEntries', 'userId'],
  ['requirementProfiles', 'userId'],
  ['files', 'userId'],
  ['workSamples', 'userId'],
  ['workSampleFiles', 'userId'],
  ['accountActivity', 'userId'],
  ['esaPrograms', 'userId'],
  ['esaAccounts', 'userId'],
  ['esaExpenses', 'userId'],
  ['esaExpenseLines', 'userId'],
  ['esaExpenseFiles', 'userId'],
] as const;

/** All of an account's rows as one JSON string, for byte-for-byte before/after comparisons. */
export async function snapshotAccount(db: Kysely<DB>, userId: string): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const [table, column] of ACCOUNT_TABLES) {
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().where(column, '=', userId).execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Row counts of every account table, in one round trip (for "a rejected request writes nothing"). */
export async function countAllRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const columns = ACCOUNT_TABLES.map(
    ([table]) => sql`(select count(*) from ${sql.table(snake(table))}) as ${sql.ref(table)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(db);
  return Object.fromEntries(
    ACCOUNT_TABLES.map(([table]) => [table, Number(rows[0]?.[table] ?? rows[0]?.[snake(table)] ?? 0)]),
  );
}
