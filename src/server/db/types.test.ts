import { sql, type SelectType } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, dialect } from '@tests/setup/api';
import type { Dialect } from './client';
import type { DB } from './types';

/**
 * `types.ts` is written by hand; this test holds it to the migrated schema. `COLUMNS` lists every table and
 * column of `DB` with what it stores: the compiler holds the list to `types.ts` (a missing or extra table or
 * column, or a kind or nullability the TypeScript type does not allow, fails to compile), and the test holds
 * the list to the tables the migrations make on this dialect.
 */

/** Each kind of column as the migrations declare it on each dialect (`migrations/column-types.ts`). */
const DECLARED_TYPES = {
  text: { sqlite: 'text', postgres: 'text' },
  integer: { sqlite: 'integer', postgres: 'int4' },
  real: { sqlite: 'real', postgres: 'float8' },
  /** better-auth's booleans and timestamps: native on PostgreSQL. */
  authBool: { sqlite: 'integer', postgres: 'bool' },
  authTimestamp: { sqlite: 'date', postgres: 'timestamptz' },
} as const satisfies Record<string, Record<Dialect, string>>;
type Kind = keyof typeof DECLARED_TYPES;

/** The kinds a column's TypeScript type allows. */
type KindsOf<T> = [T] extends [string]
  ? 'text'
  : [T] extends [number]
    ? 'integer' | 'real'
    : [T] extends [Date | string]
      ? 'authTimestamp'
      : [T] extends [boolean | number]
        ? 'authBool'
        : never;
/** A column's kind, with '?' when its type allows null. */
type ColumnSpec<T> = null extends T ? `${KindsOf<NonNullable<T>>}?` : KindsOf<T>;
type Columns = { [T in keyof DB]: { [C in keyof DB[T]]-?: ColumnSpec<SelectType<DB[T][C]>> } };

const COLUMNS = {
  user: {
    id: 'text',
    name: 'text',
    email: 'text',
    emailVerified: 'authBool',
    image: 'text?',
    createdAt: 'authTimestamp',
    updatedAt: 'authTimestamp',
    nameSetAt: 'text?',
    twoFactorEnabled: 'authBool?',
  },
  accountActivity: {
    id: 'text',
    userId: 'text',
    at: 'text',
    kind: 'text',
    actorId: 'text?',
    actorName: 'text',
    detail: 'text?',
    ipAddress: 'text?',
    userAgent: 'text?',
    newDevice: 'integer',
  },
  profiles: { id: 'text', settings: 'text', signInCode: 'text?', createdAt: 'text', updatedAt: 'text' },
  students: {
    id: 'text',
    userId: 'text',
    name: 'text',
    age: 'integer',
    gradeLevel: 'text?',
    color: 'text',
    emoji: 'text',
    position: 'integer',
    xp: 'integer',
    level: 'integer',
    requirementProfileId: 'text?',
    signInHash: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  classStudents: { classId: 'text', studentId: 'text', userId: 'text' },
  classes: {
    id: 'text',
    userId: 'text',
    title: 'text',
    description: 'text?',
    emoji: 'text',
    teacherPlatform: 'text?',
    together: 'integer',
    place: 'text',
    teacherName: 'text?',
    daysOfWeek: 'text',
    startTime: 'text',
    endTime: 'text',
    startDate: 'text?',
    endDate: 'text?',
    schoolYearId: 'text?',
    subject: 'text?',
    core: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    scheduleKind: 'text',
    loopPerDay: 'integer',
  },
  calendarEvents: {
    id: 'text',
    userId: 'text',
    title: 'text',
    eventDate: 'text',
    eventTime: 'text?',
    description: 'text?',
    classId: 'text?',
    studentId: 'text?',
    generated: 'integer',
    createdAt: 'text',
  },
  tasks: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    title: 'text',
    priority: 'text',
    completed: 'integer',
    completedAt: 'text?',
    createdDate: 'text',
    completedBy: 'text?',
    pendingBy: 'text?',
    createdAt: 'text',
  },
  bucketListItems: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    title: 'text',
    priority: 'text',
    completed: 'integer',
    completedAt: 'text?',
    createdDate: 'text',
    createdAt: 'text',
  },
  learnListItems: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    title: 'text',
    priority: 'text',
    completed: 'integer',
    completedAt: 'text?',
    createdAt: 'text',
  },
  attendance: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    date: 'text',
    present: 'integer',
    recordedBy: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  assignments: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    classId: 'text',
    assignmentName: 'text',
    description: 'text?',
    assignmentDate: 'text',
    dueDate: 'text?',
    status: 'text',
    gradePercentage: 'real?',
    earnedPoints: 'real?',
    maxPoints: 'real?',
    category: 'text?',
    recordedBy: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  dayBlocks: {
    id: 'text',
    userId: 'text',
    name: 'text',
    description: 'text?',
    purpose: 'text?',
    defaultDuration: 'integer',
    color: 'text',
    createdAt: 'text',
  },
  daySchedule: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    blockId: 'text',
    scheduleDate: 'text',
    startTime: 'integer',
    duration: 'integer',
    createdAt: 'text',
  },
  xpLedger: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    sourceKind: 'text',
    sourceId: 'text',
    xp: 'integer',
    createdAt: 'text',
  },
  achievements: { userId: 'text', studentId: 'text', achievementId: 'text', unlockedAt: 'text' },
  taskCarryForward: { userId: 'text', studentId: 'text', day: 'text', carried: 'integer', createdAt: 'text' },
  schoolYears: {
    id: 'text',
    userId: 'text',
    name: 'text',
    startDate: 'text',
    endDate: 'text',
    weekdays: 'text',
    createdAt: 'text',
    updatedAt: 'text',
  },
  terms: {
    id: 'text',
    userId: 'text',
    schoolYearId: 'text',
    name: 'text',
    startDate: 'text',
    endDate: 'text',
    createdAt: 'text',
  },
  breaks: {
    id: 'text',
    userId: 'text',
    schoolYearId: 'text',
    label: 'text',
    startDate: 'text',
    endDate: 'text',
    wholeFamily: 'integer',
    createdAt: 'text',
  },
  breakStudents: { breakId: 'text', userId: 'text', studentId: 'text' },
  lessons: {
    id: 'text',
    userId: 'text',
    classId: 'text',
    position: 'integer',
    title: 'text',
    notes: 'text?',
    minutes: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    pinnedDate: 'text?',
  },
  lessonCompletions: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    lessonId: 'text',
    classId: 'text',
    date: 'text',
    minutes: 'integer',
    recordedAt: 'text',
    recordedBy: 'text',
    pending: 'integer',
    note: 'text?',
  },
  loopCompletions: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    lessonId: 'text',
    classId: 'text',
    date: 'text',
    minutes: 'integer',
    recordedAt: 'text',
    recordedBy: 'text',

    pending: 'integer',
  },
  lessonSkips: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    classId: 'text',
    date: 'text',
    createdAt: 'text',
  },
  lessonShifts: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    classId: 'text',
    lessonId: 'text',
    days: 'integer',
    notBefore: 'text',
    createdAt: 'text',
  },
  calendarFeeds: { id: 'text', userId: 'text', studentId: 'text?', tokenHash: 'text', createdAt: 'text' },
  requirementProfiles: {
    id: 'text',
    userId: 'text?',
    templateKey: 'text?',
    name: 'text',
    source: 'text?',
    checkedOn: 'text?',
    rule: 'text',
    targetDays: 'integer?',
    hoursByGrade: 'text?',
    coreHours: 'integer?',
    coreHomeHours: 'integer?',
    minMinutesPerDay: 'integer?',
    averageMinutesPerDay: 'integer?',
    ageLimit: 'integer?',
    reportPeriods: 'integer?',
    notes: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  hourEntries: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    date: 'text',
    classId: 'text?',
    subject: 'text',
    core: 'integer',
    minutes: 'integer',
    location: 'text',
    note: 'text?',
    source: 'text',
    lessonCompletionId: 'text?',
    loopCompletionId: 'text?',
    recordedAt: 'text',
    recordedBy: 'text',
    updatedAt: 'text',
    workSampleId: 'text?',
  },
  gradingScales: { userId: 'text', letter: 'text', minPercent: 'real', createdAt: 'text' },
  classGradeWeights: {
    userId: 'text',
    classId: 'text',
    category: 'text',
    weight: 'integer',
    createdAt: 'text',
  },
  recordsSettings: {
    userId: 'text',
    hoursPerCredit: 'integer',
    honorsBonus: 'real',
    apBonus: 'real',
    dualBonus: 'real',
    createdAt: 'text',
    updatedAt: 'text',
  },
  reportCardComments: {
    userId: 'text',
    studentId: 'text',
    termId: 'text',
    classId: 'text',
    comment: 'text',
    createdAt: 'text',
    updatedAt: 'text',
  },
  transcriptCourses: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    classId: 'text?',
    title: 'text',
    yearLabel: 'text',
    gradeLevel: 'integer',
    credits: 'real?',
    level: 'text',
    finalPercent: 'real?',
    passed: 'integer?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  readingLog: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    title: 'text',
    author: 'text?',
    isbn: 'text?',
    startedOn: 'text?',
    finishedOn: 'text?',
    minutes: 'integer?',
    pages: 'integer?',
    classId: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  evaluatorLinks: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    schoolYearId: 'text',
    label: 'text',
    tokenHash: 'text',
    expiresAt: 'text',
    revokedAt: 'text?',
    createdAt: 'text',
    includePortfolio: 'integer',
    createdBy: 'text?',
  },
  members: {
    id: 'text',
    familyId: 'text',
    userId: 'text?',
    studentId: 'text?',
    role: 'text',
    createdAt: 'text',
    removedAt: 'text?',
  },
  childSessions: {
    id: 'text',
    tokenHash: 'text',
    familyId: 'text',
    studentId: 'text',
    expiresAt: 'text',
    createdAt: 'text',
    userAgent: 'text?',
  },
  invites: {
    id: 'text',
    tokenHash: 'text',
    familyId: 'text',
    role: 'text',
    email: 'text?',
    createdBy: 'text',
    expiresAt: 'text',
    usedAt: 'text?',
    usedBy: 'text?',
    createdAt: 'text',
  },
  files: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    kind: 'text',
    contentType: 'text',
    size: 'integer',
    storedSize: 'integer',
    sha256: 'text',
    originalName: 'text',
    key: 'text',
    thumbKey: 'text?',
    webKey: 'text?',
    width: 'integer?',
    height: 'integer?',
    createdBy: 'text',
    createdAt: 'text',
  },
  esaPrograms: {
    id: 'text',
    userId: 'text?',
    templateKey: 'text?',
    name: 'text',
    jurisdiction: 'text',
    currency: 'text',
    sourceUrl: 'text?',
    checkedOn: 'text?',
    awardBands: 'text',
    familyCapCents: 'integer?',
    fundingSchedule: 'text',
    categories: 'text',
    forbidden: 'text',
    receiptFields: 'text',
    deadlines: 'text',
    rollover: 'text',
    curriculumTie: 'integer',
    notes: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  esaAccounts: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    programId: 'text',
    periodStart: 'text',
    periodEnd: 'text',
    awardCents: 'integer',
    carriedCents: 'integer',
    reference: 'text?',
    createdAt: 'text',
    updatedAt: 'text',
  },
  esaExpenses: {
    id: 'text',
    userId: 'text',
    accountId: 'text',
    date: 'text',
    vendor: 'text',
    paymentMethod: 'text?',
    status: 'text',
    deniedReason: 'text?',
    notes: 'text?',
    classId: 'text?',
    subject: 'text?',
    lessonId: 'text?',
    receiptShows: 'text',
    splitGroup: 'text?',
    createdBy: 'text',
    createdAt: 'text',
    updatedAt: 'text',
  },
  esaExpenseLines: {
    id: 'text',
    userId: 'text',
    expenseId: 'text',
    position: 'integer',
    description: 'text',
    category: 'text',
    quantity: 'integer',
    amountCents: 'integer',
  },
  esaExpenseFiles: { userId: 'text', expenseId: 'text', fileId: 'text', position: 'integer' },
  workSamples: {
    id: 'text',
    userId: 'text',
    studentId: 'text',
    date: 'text',
    title: 'text',
    classId: 'text?',
    subject: 'text?',
    lessonId: 'text?',
    assignmentId: 'text?',
    readingLogId: 'text?',
    caption: 'text?',
    linkUrl: 'text?',
    starred: 'integer',
    minutes: 'integer?',
    pendingBy: 'text?',
    createdBy: 'text',
    createdAt: 'text',
    updatedAt: 'text',
  },
  workSampleFiles: {
    userId: 'text',
    sampleId: 'text',
    fileId: 'text',
    position: 'integer',
  },
  importRuns: {
    id: 'text',
    userId: 'text',
    previousChildren: 'text',
    startedAt: 'text',
  },
  notificationPrefs: {
    memberId: 'text',
    userId: 'text',
    weeklyEmail: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
  },
  digestRuns: {
    userId: 'text',
    weekStart: 'text',
    claimedAt: 'text',
    leaseUntil: 'text',
    attempts: 'integer',
    sentTo: 'text',
    sentAt: 'text?',
    lastError: 'text?',
  },
} as const satisfies Columns;

/** better-auth's own tables: better-auth reads and writes them, so `types.ts` does not describe them. */
const UNTYPED_TABLES = ['account', 'rate_limit', 'session', 'two_factor', 'verification'];

/** The name in the database (CamelCasePlugin's mapping). */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface DbColumn {
  tableName: string;
  columnName: string;
  dataType: string;
  notNull: number | boolean;
}

/** Every column of the migrated database's tables (Kysely's migration bookkeeping left out). */
const columnsQuery = {
  // A primary key counts as NOT NULL: SQLite would allow NULL in a text primary key, but nothing writes one.
  sqlite: sql<DbColumn>`select m.name as table_name, p.name as column_name, lower(p.type) as data_type, (p."notnull" = 1 or p.pk > 0) as not_null
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\' and m.name not like 'kysely\\_%' escape '\\'`,
  postgres: sql<DbColumn>`select table_name, column_name, udt_name as data_type, is_nullable = 'NO' as not_null
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely\\_%'`,
};

/** Table → column → declared type, with '?' for a nullable column. */
type Described = Record<string, Record<string, string>>;

function expectedSchema(on: Dialect): Described {
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([table, columns]) => [
      snake(table),
      Object.fromEntries(
        Object.entries(columns).map(([column, spec]: [string, string]) => {
          const nullable = spec.endsWith('?');
          return [
            snake(column),
            `${DECLARED_TYPES[spec.replace('?', '') as Kind][on]}${nullable ? '?' : ''}`,
          ];
        }),
      ),
    ]),
  );
}

describe(`db/types.ts (${dialect})`, () => {
  it('describes every table the migrations make, with the same columns, types and nullability', async () => {
    const testDb = await createTestDb();
    try {
      const { rows } = await columnsQuery[dialect].execute(testDb.handle.db);
      const migrated: Described = {};
      for (const c of rows)
        (migrated[c.tableName] ??= {})[c.columnName] = `${c.dataType}${c.notNull ? '' : '?'}`;
      expect(
        Object.keys(migrated)
          .filter((t) => UNTYPED_TABLES.includes(t))
          .sort(),
      ).toEqual(UNTYPED_TABLES);
      for (const table of UNTYPED_TABLES) delete migrated[table];
      expect(migrated).toEqual(expectedSchema(dialect));
    } finally {
      await testDb.drop();
    }
  });
});
