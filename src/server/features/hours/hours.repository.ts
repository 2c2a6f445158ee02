import type { Kysely, Selectable } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import type { HourLog } from '@shared/domain/requirement-progress';
import type { HourEntry, RequirementProfile } from '@shared/schemas/hours';
import { breakAppliesTo } from '../../db/child-breaks';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import { parseDays, readFlag, readNumber } from '../../db/stored-values';
import type { DB, HourEntriesTable } from '../../db/types';
import { recordedByName } from '../../db/recorded-by-name';
import type { StudentKey } from '../../scope/scope';
import {
  fromHourEntryRow,
  fromRequirementProfileRow,
  toHourEntryRow,
  toRequirementProfileRow,
  type RequirementProfileRow,
  type StoredHourEntry,
  type StoredRequirementProfile,
} from './hours.rows';

type Db = Kysely<DB>;

/** Every query of the hours and the requirement profiles; each is scoped by the account (and the child). */

// ---- Hour entries ----

/** An entry with the name of who recorded it (joined in the read's own statement). */
export type NamedHourEntry = StoredHourEntry & { recordedByName: string | null };

export const toHourEntryDto = (e: NamedHourEntry): HourEntry => {
  const { studentId: _s, lessonCompletionId: _l, workSampleId: _w, ...dto } = e;
  return dto;
};

const withName = ({
  recordedByName,
  ...row
}: Selectable<HourEntriesTable> & { recordedByName: string | null }) => ({
  ...fromHourEntryRow(row),
  recordedByName,
});

const byName = recordedByName('hourEntries.recordedBy', 'hourEntries.userId').as('recordedByName');

/** The child's entries in [from, to], newest first (the window is at most 400 days). */
export async function listEntries(
  db: Db,
  child: StudentKey,
  from: string,
  to: string,
): Promise<NamedHourEntry[]> {
  const rows = await db
    .selectFrom('hourEntries')
    .selectAll()
    .select(byName)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(withName);
}

export async function findEntry(db: Db, child: StudentKey, id: string): Promise<NamedHourEntry | undefined> {
  const row = await db
    .selectFrom('hourEntries')
    .selectAll()
    .select(byName)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? withName(row) : undefined;
}

export async function insertEntry(db: Db, userId: string, entry: StoredHourEntry): Promise<void> {
  await db.insertInto('hourEntries').values(toHourEntryRow(userId, entry)).execute();
}

export async function updateEntry(db: Db, child: StudentKey, entry: StoredHourEntry): Promise<void> {
  const {
    id,
    userId: _u,
    studentId: _s,
    recordedAt: _r,
    recordedBy: _b,
    ...values
  } = toHourEntryRow(child.familyId, entry);
  await db
    .updateTable('hourEntries')
    .set(values)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .execute();
}

export async function deleteEntry(db: Db, child: StudentKey, id: string): Promise<void> {
  await db
    .deleteFrom('hourEntries')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .execute();
}

/**
 * Keeps the hours of completions about to be deleted with their lesson or class: the entries stay in the log
 * (a log kept at the time of instruction), no longer tied to a completion.
 */
export async function detachLessonEntries(
  db: Db,
  userId: string,
  of: { lessonId: string } | { classId: string },
) {
  const completions = db
    .selectFrom('lessonCompletions')
    .select('id')
    .where('userId', '=', userId)
    .where('lessonId' in of ? 'lessonId' : 'classId', '=', 'lessonId' in of ? of.lessonId : of.classId);
  await db
    .updateTable('hourEntries')
    .set({ lessonCompletionId: null })
    .where('userId', '=', userId)
    .where('lessonCompletionId', 'in', completions)
    .execute();
  // A loop's completions (ADR 041) keep their hours the same way.
  const loopCompletions = db
    .selectFrom('loopCompletions')
    .select('id')
    .where('userId', '=', userId)
    .where('lessonId' in of ? 'lessonId' : 'classId', '=', 'lessonId' in of ? of.lessonId : of.classId);
  await db
    .updateTable('hourEntries')
    .set({ loopCompletionId: null })
    .where('userId', '=', userId)
    .where('loopCompletionId', 'in', loopCompletions)
    .execute();
}

/** The family's class with what its hours count under. */
export function findClass(db: Db, userId: string, classId: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'title', 'subject', 'core', 'place'])
    .where('userId', '=', userId)
    .where('id', '=', classId)
    .executeTakeFirst();
}

// ---- Requirement profiles ----

const toProfileDto = (row: RequirementProfileRow): RequirementProfile => {
  const { createdAt: _c, updatedAt: _u, ...p } = fromRequirementProfileRow(row);
  return { ...p, template: row.userId === null };
};
export { toProfileDto };

/** The seeded templates (in name order, Custom last) and the family's copies (oldest first). */
export async function listProfiles(
  db: Db,
  userId: string,
): Promise<{ templates: RequirementProfile[]; own: RequirementProfile[] }> {
  const [templates, own] = await Promise.all([
    db
      .selectFrom('requirementProfiles')
      .selectAll()
      .where('userId', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('requirementProfiles')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(200)
      .execute(),
  ]);
  const sorted = [
    ...templates.filter((t) => t.templateKey !== 'custom'),
    ...templates.filter((t) => t.templateKey === 'custom'),
  ];
  return { templates: sorted.map(toProfileDto), own: own.map(toProfileDto) };
}

/** A template, or one of the family's copies. */
export function findProfile(db: Db, userId: string, id: string): Promise<RequirementProfileRow | undefined> {
  return db
    .selectFrom('requirementProfiles')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('userId', '=', userId), eb('userId', 'is', null)]))
    .executeTakeFirst();
}

/** The family's copy of a template, if it made one. */
export function findCopyOf(
  db: Db,
  userId: string,
  templateKey: string,
): Promise<RequirementProfileRow | undefined> {
  return db
    .selectFrom('requirementProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .where('templateKey', '=', templateKey)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertProfile(
  db: Db,
  userId: string,
  value: StoredRequirementProfile,
): Promise<RequirementProfileRow> {
  const row = toRequirementProfileRow(userId, value);
  await db.insertInto('requirementProfiles').values(row).execute();
  return row;
}

export async function updateProfile(db: Db, userId: string, value: StoredRequirementProfile): Promise<void> {
  const { id, userId: _u, createdAt: _c, ...values } = toRequirementProfileRow(userId, value);
  await db
    .updateTable('requirementProfiles')
    .set(values)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Each child's pick (the family's copy or null), in the family's order. */
export async function picks(db: Db, userId: string) {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'requirementProfileId'])
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ studentId: r.id, profileId: r.requirementProfileId }));
}

export async function setPick(db: Db, child: StudentKey, profileId: string | null): Promise<void> {
  await db
    .updateTable('students')
    .set({ requirementProfileId: profileId })
    .where('userId', '=', child.familyId)
    .where('id', '=', child.studentId)
    .execute();
}

// ---- What the progress reads ----

/** The child's grade, age and picked profile (the family's copy). */
export async function childWithProfile(db: Db, child: StudentKey) {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('requirementProfiles as p', (j) =>
      j.onRef('p.id', '=', 's.requirementProfileId').onRef('p.userId', '=', 's.userId'),
    )
    .select(['s.name', 's.age', 's.gradeLevel', 'p.id as profileId'])
    .where('s.userId', '=', child.familyId)
    .where('s.id', '=', child.studentId)
    .executeTakeFirstOrThrow();
  const profile = row.profileId ? await findProfile(db, child.familyId, row.profileId) : undefined;
  return { name: row.name, age: readNumber(row.age), gradeLevel: row.gradeLevel, profile: profile ?? null };
}

export interface YearForChild {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  weekdays: number[];
  /** The year's breaks that apply to the child. */
  breaks: { startDate: string; endDate: string }[];
}

/** The family's year by id, or the one today falls in (null: none), with the child's breaks of it. */
export async function yearForChild(
  db: Db,
  child: StudentKey,
  pick: { id: string } | { today: string },
): Promise<YearForChild | null> {
  let query = db
    .selectFrom('schoolYears')
    .select(['id', 'name', 'startDate', 'endDate', 'weekdays'])
    .where('userId', '=', child.familyId);
  query =
    'id' in pick
      ? query.where('id', '=', pick.id)
      : query.where('startDate', '<=', pick.today).where('endDate', '>=', pick.today).orderBy('startDate');
  const year = await query.executeTakeFirst();
  if (!year) return null;
  const [breaks, mine] = await Promise.all([
    db
      .selectFrom('breaks')
      .select(['id', 'startDate', 'endDate', 'wholeFamily'])
      .where('userId', '=', child.familyId)
      .where('schoolYearId', '=', year.id)
      .orderBy('startDate')
      .execute(),
    db
      .selectFrom('breakStudents')
      .select('breakId')
      .where('userId', '=', child.familyId)
      .where('studentId', '=', child.studentId)
      .execute(),
  ]);
  const own = new Set(mine.map((b) => b.breakId));
  return {
    id: year.id,
    name: year.name,
    startDate: year.startDate,
    endDate: year.endDate,
    weekdays: parseDays(year.weekdays),
    breaks: breaks
      .filter((b) => readFlag(b.wholeFamily) || own.has(b.id))
      .map((b) => ({ startDate: b.startDate, endDate: b.endDate })),
  };
}

// ---- The progress in one statement (ADR 051) ----

export interface ProgressReadParams {
  familyId: string;
  studentId: string;
  /** The year asked for by id (`byId`), else the one today falls in. */
  schoolYearId: string;
  today: IsoDate;
}

/** The id of the year asked for: by id, or the first (by start) that today falls in. */
const yearIdQuery = (db: Db, p: Params<ProgressReadParams>, byId: boolean) => {
  const years = db
    .selectFrom('schoolYears')
    .select('schoolYears.id')
    .where('schoolYears.userId', '=', p.familyId);
  return byId
    ? years.where('schoolYears.id', '=', p.schoolYearId)
    : years
        .where('schoolYears.startDate', '<=', p.today)
        .where('schoolYears.endDate', '>=', p.today)
        .orderBy('schoolYears.startDate')
        .orderBy('schoolYears.id')
        .limit(1);
};

const profileColumns = [
  'id',
  'userId',
  'templateKey',
  'name',
  'source',
  'checkedOn',
  'rule',
  'targetDays',
  'hoursByGrade',
  'coreHours',
  'coreHomeHours',
  'minMinutesPerDay',
  'averageMinutesPerDay',
  'ageLimit',
  'reportPeriods',
  'notes',
  'createdAt',
  'updatedAt',
] as const;

/** The child's grade and age, and the id of the requirement they follow. */
const childQuery = (db: Db, userId: Value<string>, studentId: Value<string>) =>
  db
    .selectFrom('students')
    .select(['name', 'age', 'gradeLevel', 'requirementProfileId'])
    .where('userId', '=', userId)
    .where('id', '=', studentId);

/**
 * The year's minutes per day, core flag and place (what `hourTotals` adds up: each sum is exact, minutes are whole
 * numbers), instead of every entry of the year.
 */
const dayMinutesQuery = (db: Db, p: Params<ProgressReadParams>, byId: boolean) =>
  db
    .selectFrom('hourEntries as h')
    .innerJoin('schoolYears as y', (j) =>
      j
        .on('y.id', '=', yearIdQuery(db, p, byId))
        .onRef('h.date', '>=', 'y.startDate')
        .onRef('h.date', '<=', 'y.endDate'),
    )
    .select((eb) => ['h.date', 'h.core', 'h.location', eb.fn.sum<number | string>('h.minutes').as('minutes')])
    .where('h.userId', '=', p.familyId)
    .where('h.studentId', '=', p.studentId)
    .groupBy(['h.date', 'h.core', 'h.location'])
    .orderBy('h.date')
    .orderBy('h.core')
    .orderBy('h.location');

/**
 * What a child's progress reads, in one statement: the child with their picked requirement (the family's copy),
 * the year (by id or today's) with the breaks that apply to the child, and the year's minutes per day. Seven
 * statements before; on a page this size running a statement costs more than the database's work (ADR 013).
 */
function prepareProgressRead(dialect: Dialect, byId: boolean) {
  return prepared((db: Db, p: Params<ProgressReadParams>) =>
    db.selectNoFrom([
      jsonRows(dialect, childQuery(db, p.familyId, p.studentId)).as('child'),
      jsonRows(
        dialect,
        db
          .selectFrom('requirementProfiles')
          .select(profileColumns)
          .where('userId', '=', p.familyId)
          .where(
            'id',
            '=',
            childQuery(db, p.familyId, p.studentId).clearSelect().select('requirementProfileId'),
          ),
      ).as('profile'),
      jsonRows(
        dialect,
        db
          .selectFrom('schoolYears')
          .select(['id', 'name', 'startDate', 'endDate', 'weekdays'])
          .where('userId', '=', p.familyId)
          .where('id', '=', yearIdQuery(db, p, byId)),
      ).as('year'),
      jsonRows(
        dialect,
        db
          .selectFrom('breaks')
          .select(['id', 'startDate', 'endDate'])
          .where('userId', '=', p.familyId)
          .where('schoolYearId', '=', yearIdQuery(db, p, byId))
          .where(breakAppliesTo(p.familyId, p.studentId))
          .orderBy('startDate')
          .orderBy('id'),
      ).as('breaks'),
      jsonRows(dialect, dayMinutesQuery(db, p, byId)).as('days'),
    ]),
  );
}

const progressReads = {
  sqlite: { byId: prepareProgressRead('sqlite', true), byToday: prepareProgressRead('sqlite', false) },
  postgres: { byId: prepareProgressRead('postgres', true), byToday: prepareProgressRead('postgres', false) },
};

export interface ProgressRead {
  /** Undefined: not the family's child. */
  child:
    | { name: string; age: number; gradeLevel: string | null; profile: RequirementProfileRow | null }
    | undefined;
  year: YearForChild | null;
  /** The year's minutes per date, core flag and place (oldest first). */
  logs: HourLog[];
}

/** A child's progress inputs: the year by id (`schoolYearId`) or the one `today` falls in. */
export async function readProgress(
  db: Db,
  dialect: Dialect,
  child: StudentKey,
  pick: { schoolYearId?: string; today: IsoDate },
): Promise<ProgressRead> {
  const read = progressReads[dialect][pick.schoolYearId ? 'byId' : 'byToday'];
  const row = (await read.executeTakeFirst(db, {
    familyId: child.familyId,
    studentId: child.studentId,
    schoolYearId: pick.schoolYearId ?? '',
    today: pick.today,
  }))!;
  const [who] = readJsonRows(row.child);
  const [profile] = readJsonRows(row.profile);
  const [year] = readJsonRows(row.year);
  return {
    child: who && {
      name: who.name,
      age: readNumber(who.age),
      gradeLevel: who.gradeLevel,
      profile: profile ?? null,
    },
    year: year
      ? {
          id: year.id,
          name: year.name,
          startDate: year.startDate,
          endDate: year.endDate,
          weekdays: parseDays(year.weekdays),
          breaks: readJsonRows(row.breaks).map((b) => ({ startDate: b.startDate, endDate: b.endDate })),
        }
      : null,
    logs: readJsonRows(row.days).map((d) => ({
      date: d.date,
      minutes: readNumber(d.minutes),
      core: readFlag(d.core),
      location: d.location,
    })),
  };
}
