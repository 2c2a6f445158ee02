import { sql, type Kysely, type Selectable } from 'kysely';
import { prepared, type Params } from '../../db/prepared';
import type { DB, LessonCompletionsTable } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { xpAwardsCtes } from '../game/game.service';
import { lessonForChildQuery } from './completions.repository';

/**
 * A lesson's tick and un-tick on PostgreSQL, each in ONE statement (data-modifying CTEs; one round trip, atomic
 * without BEGIN/COMMIT; ADR 058, after ADR 049's to-do). SQLite runs the same rules statement by statement in
 * its transaction (lesson-progress.service.ts).
 */

const lessonToTick = prepared(
  (db: Kysely<DB>, p: Params<{ familyId: string; studentId: string; lessonId: string }>) =>
    lessonForChildQuery(db, p, p.lessonId).select(['c.title', 'c.subject', 'c.core', 'c.place']),
);

/**
 * The lesson to tick (`findLessonForChild`), with what its class's hour entry takes (title, subject, core flag,
 * place): the one read before the tick's statement.
 */
export function findLessonToTick(db: Kysely<DB>, child: StudentKey, lessonId: string) {
  return lessonToTick.executeTakeFirst(db, {
    familyId: child.familyId,
    studentId: child.studentId,
    lessonId,
  });
}

/** The values of a tick's statement. */
export interface LessonTickParams {
  userId: string;
  studentId: string;
  lessonId: string;
  classId: string;
  completionId: string;
  date: string;
  minutes: number;
  recordedAt: string;
  recordedBy: string;
  /** 1: a child's tick that waits for a parent (ADR 024): the completion only, nothing earned yet. */
  pending: number;
  attendanceId: string;
  lessonLedgerId: string;
  lessonXp: number;
  dayLedgerId: string;
  dayXp: number;
  hourEntryId: string;
  /** The hour entry's minutes (at most a day's); under 1: no entry. */
  hourMinutes: number;
  subject: string;
  core: number;
  location: string;
  /** The relay's channel (null: no NOTIFY) and the change event's payloads, picked as `TickRow` says. */
  announceChannel: string | null;
  announcePayloads: string[];
}

/**
 * What a tick's statement returns when it recorded the completion (no row: the child has completed the lesson
 * already). Counts and sums may come back as text (bigint).
 */
export type TickRow = Omit<Selectable<LessonCompletionsTable>, 'userId'> & {
  /** The xp the lesson's ledger row and the day's (when the tick marked the day present) added. */
  lessonXp: number | string;
  dayXp: number | string;
  /** The day was not marked and is now marked present. */
  dayMarked: boolean;
  hoursWritten: boolean;
  /** The child's level after the xp moved (null: no xp moved). */
  xpLevel: number | null;
  /**
   * Whether the statement sent the change event (1): payload 1 for a waiting tick, else 2 + (hour entry written:
   * 1) + (xp moved: 2) + (day marked: 4).
   */
  announced: number | string;
};

/**
 * A tick in one statement: the completion (once per child and lesson: `on conflict do nothing`, as
 * `insertCompletion`); unless it waits, the day marked present unless it is marked (`insertDateUnlessMarked`),
 * the lesson's xp and the day's once per source with the child's xp and level (`xpAwardsCtes`), and the hour entry
 * (`recordLessonHours`: the class's subject, core flag and place as read, the completion's minutes); and the
 * NOTIFY of its change event to the other instances, which PostgreSQL sends at the commit (ADR 049).
 */
const tick = prepared((db: Kysely<DB>, p: Params<LessonTickParams>) => {
  const earned = sql`select ${p.lessonLedgerId} as id, 'lesson' as source_kind, lesson_id as source_id,
      cast(${p.lessonXp} as integer) as xp from settled
    union all
    select ${p.dayLedgerId}, 'attendance', date, cast(${p.dayXp} as integer) from day`;
  const statement = sql<TickRow>`with changed as (insert into lesson_completions
        (id, user_id, student_id, lesson_id, class_id, date, minutes, recorded_at, recorded_by, pending)
      values (${p.completionId}, ${p.userId}, ${p.studentId}, ${p.lessonId}, ${p.classId}, ${p.date},
        cast(${p.minutes} as integer), ${p.recordedAt}, ${p.recordedBy}, cast(${p.pending} as integer))
      on conflict (user_id, student_id, lesson_id) do nothing
      returning id, student_id, lesson_id, class_id, date, minutes, recorded_at, recorded_by, note, pending),
    settled as (select * from changed where pending = 0),
    day as (
      insert into attendance (id, user_id, student_id, date, present, recorded_by, created_at, updated_at)
      select ${p.attendanceId}, ${p.userId}, ${p.studentId}, date, 1, recorded_by, ${p.recordedAt}, ${p.recordedAt}
      from settled
      on conflict (user_id, student_id, date) do nothing
      returning date),
    ${xpAwardsCtes({ userId: p.userId, studentId: p.studentId, createdAt: p.recordedAt }, earned)},
    hours as (
      insert into hour_entries (id, user_id, student_id, date, class_id, subject, core, minutes, location, note,
        source, lesson_completion_id, recorded_at, recorded_by, updated_at, work_sample_id)
      select ${p.hourEntryId}, ${p.userId}, ${p.studentId}, date, class_id, ${p.subject},
        cast(${p.core} as integer), cast(${p.hourMinutes} as integer), ${p.location}, note, 'lesson', id,
        recorded_at, recorded_by, recorded_at, null
      from settled where cast(${p.hourMinutes} as integer) >= 1
      returning id),
    moved as (
      select coalesce((select sum(xp) from ledger where source_kind = 'lesson'), 0) as lesson_xp,
        coalesce((select sum(xp) from ledger where source_kind = 'attendance'), 0) as day_xp,
        exists (select 1 from day) as day_marked,
        exists (select 1 from hours) as hours_written,
        (select level from total) as xp_level),
    announced as (
      select pg_notify(cast(${p.announceChannel} as text), (cast(${p.announcePayloads} as text[]))[
        case when changed.pending = 1 then 1 else 2
          + case when moved.hours_written then 1 else 0 end
          + case when moved.lesson_xp + moved.day_xp <> 0 then 2 else 0 end
          + case when moved.day_marked then 4 else 0 end end])
      from changed, moved where cast(${p.announceChannel} as text) is not null)
    select changed.*, moved.*, (select count(*) from announced) as announced from changed, moved`;
  return { compile: () => statement.compile(db) };
});

/** Ticks the lesson in one statement (`tick`); undefined when the child has completed it already. */
export function tickLesson(db: Kysely<DB>, values: LessonTickParams): Promise<TickRow | undefined> {
  return tick.executeTakeFirst(db, values);
}

/** The values of an un-tick's change. */
export interface UntickParams {
  userId: string;
  studentId: string;
  lessonId: string;
}

/**
 * An un-tick's change, for `xpMoveStatement(…, 'revoke')`: the child's completion of the lesson removed when the
 * lesson is one `findLessonForChild` finds (the family's, its class the child's), returning the lesson's id as the
 * xp's source and its class. Its hour entry goes with it (the foreign key cascades).
 */
export const untickChange = (db: Kysely<DB>, p: Params<UntickParams>) =>
  db
    .deleteFrom('lessonCompletions as lc')
    .using(['lessons as l', 'classes as c', 'classStudents as cs'])
    .where('lc.userId', '=', p.userId)
    .where('lc.studentId', '=', p.studentId)
    .where('lc.lessonId', '=', p.lessonId)
    .where('l.userId', '=', p.userId)
    .where('l.id', '=', p.lessonId)
    .where('c.userId', '=', p.userId)
    .whereRef('c.id', '=', 'l.classId')
    .where('cs.userId', '=', p.userId)
    .where('cs.studentId', '=', p.studentId)
    .whereRef('cs.classId', '=', 'l.classId')
    .returning(['lc.lessonId as id', 'l.classId']);
