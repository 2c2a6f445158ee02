import type { Kysely } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import { parseDays, readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { LoopPlanInputs } from '@shared/domain/loop-placement';
import { loadLoopInputs } from './loop.repository';

type Db = Kysely<DB>;

/**
 * What lesson placement needs for a family, read in a few short statements: the classes with
 * lessons and their children, the lessons, the children's completions of them, and, from `from` on, the
 * skipped days, the absences, the school years and the breaks; with the lessons' pins and the children's shifts
 * (ADR 043). The dashboard, the week view, the class's
 * lesson plan and the calendar feed all place lessons from this (docs/architecture.md, Lesson placement).
 */
export interface PlanClass {
  id: string;
  title: string;
  emoji: string;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  startDate: string | null;
  endDate: string | null;
  schoolYearId: string | null;
  /** The children enrolled (only those asked for), in the family's order. */
  studentIds: string[];
  /** 'loop': placed by `placeLoop`, `loopPerDay` items a class day (ADR 041). */
  scheduleKind: string;
  loopPerDay: number;
}

export interface PlanLesson {
  id: string;
  classId: string;
  position: number;
  title: string;
  notes: string | null;
  minutes: number;
  /** The day the lesson is pinned to (ADR 043); null: placed with the rest. */
  pinnedDate: IsoDate | null;
}

/** A child's 'Push from here' (ADR 043): the lesson and every later one no earlier than `notBefore`. */
export interface PlanShift {
  studentId: string;
  classId: string;
  lessonId: string;
  days: number;
  notBefore: IsoDate;
}

export interface PlanCompletion {
  studentId: string;
  lessonId: string;
  classId: string;
  date: IsoDate;
  minutes: number;
}

export interface PlanYear {
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  weekdays: number[];
}

export interface PlanBreak {
  schoolYearId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** null: the whole family's. */
  studentIds: string[] | null;
}

export interface PlanInputs {
  classes: PlanClass[];
  lessons: PlanLesson[];
  completions: PlanCompletion[];
  skips: { studentId: string; classId: string; date: IsoDate }[];
  absences: { studentId: string; date: IsoDate }[];
  years: PlanYear[];
  breaks: PlanBreak[];
  shifts: PlanShift[];
  /** The loop classes' items and completions (ADR 041). */
  loops?: LoopPlanInputs;
}

export interface PlacementQuery {
  /** The children to plan for (each already resolved against the family). */
  studentIds: readonly string[];
  /** Only these classes; left out: every class with a lesson. */
  classIds?: readonly string[];
  /** Skips, absences and breaks before this day do not matter to placement (it starts today). */
  from: IsoDate;
}

export async function loadPlanInputs(db: Db, userId: string, scope: PlacementQuery): Promise<PlanInputs> {
  if (scope.studentIds.length === 0)
    return {
      classes: [],
      lessons: [],
      completions: [],
      skips: [],
      absences: [],
      years: [],
      breaks: [],
      shifts: [],
    };
  const students = [...scope.studentIds];
  const onlyClasses = (q: any, column: string) =>
    scope.classIds ? q.where(column, 'in', [...scope.classIds]) : q;

  const [classRows, enrolments, lessons, completions, skips, absences, years, breaks, breakStudents, shifts] =
    await Promise.all([
      onlyClasses(
        db
          .selectFrom('classes')
          .select([
            'id',
            'title',
            'emoji',
            'daysOfWeek',
            'startTime',
            'endTime',
            'startDate',
            'endDate',
            'schoolYearId',
            'scheduleKind',
            'loopPerDay',
          ])
          .where('userId', '=', userId)
          .where((eb) =>
            eb.exists(
              eb.selectFrom('lessons').select('lessons.id').whereRef('lessons.classId', '=', 'classes.id'),
            ),
          ),
        'id',
      )
        .orderBy('startTime')
        .orderBy('id')
        .execute() as Promise<
        {
          id: string;
          title: string;
          emoji: string;
          daysOfWeek: string;
          startTime: string;
          endTime: string;
          startDate: string | null;
          endDate: string | null;
          schoolYearId: string | null;
          scheduleKind: string;
          loopPerDay: number;
        }[]
      >,
      db
        .selectFrom('classStudents as cs')
        .innerJoin('students as s', 's.id', 'cs.studentId')
        .select(['cs.classId', 'cs.studentId'])
        .where('cs.userId', '=', userId)
        .where('cs.studentId', 'in', students)
        .orderBy('s.position')
        .orderBy('cs.studentId')
        .execute(),
      onlyClasses(
        db
          .selectFrom('lessons')
          .select(['id', 'classId', 'position', 'title', 'notes', 'minutes', 'pinnedDate'])
          .where('userId', '=', userId),
        'classId',
      )
        .orderBy('classId')
        .orderBy('position')
        .orderBy('id')
        .execute() as Promise<PlanLesson[]>,
      onlyClasses(
        db
          .selectFrom('lessonCompletions')
          .select(['studentId', 'lessonId', 'classId', 'date', 'minutes'])
          .where('userId', '=', userId)
          .where('studentId', 'in', students),
        'classId',
      ).execute() as Promise<PlanCompletion[]>,
      db
        .selectFrom('lessonSkips')
        .select(['studentId', 'classId', 'date'])
        .where('userId', '=', userId)
        .where('studentId', 'in', students)
        .where('date', '>=', scope.from)
        .execute(),
      db
        .selectFrom('attendance')
        .select(['studentId', 'date'])
        .where('userId', '=', userId)
        .where('studentId', 'in', students)
        .where('present', '=', 0)
        .where('date', '>=', scope.from)
        .execute(),
      db
        // Every year (a family has a few): a class whose year has ended places nothing more.
        .selectFrom('schoolYears')
        .select(['id', 'startDate', 'endDate', 'weekdays'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('breaks')
        .select(['id', 'schoolYearId', 'startDate', 'endDate', 'wholeFamily'])
        .where('userId', '=', userId)
        .where('endDate', '>=', scope.from)
        .execute(),
      db
        .selectFrom('breakStudents')
        .select(['breakId', 'studentId'])
        .where('userId', '=', userId)
        .where('studentId', 'in', students)
        .execute(),
      onlyClasses(
        db
          .selectFrom('lessonShifts')
          .select(['studentId', 'classId', 'lessonId', 'days', 'notBefore'])
          .where('userId', '=', userId)
          .where('studentId', 'in', students),
        'classId',
      ).execute() as Promise<PlanShift[]>,
    ]);

  // Loop classes (ADR 041): their items and completions, read only when there is one.
  const loops = classRows.some((c) => c.scheduleKind === 'loop')
    ? await loadLoopInputs(db, userId, { ...scope, to: '9999-12-31' })
    : undefined;
  const enrolled = new Map<string, string[]>();
  for (const e of enrolments) enrolled.set(e.classId, [...(enrolled.get(e.classId) ?? []), e.studentId]);
  const breakChildren = new Map<string, string[]>();
  for (const b of breakStudents)
    breakChildren.set(b.breakId, [...(breakChildren.get(b.breakId) ?? []), b.studentId]);

  return {
    classes: classRows.map((c) => ({
      ...c,
      daysOfWeek: parseDays(c.daysOfWeek),
      loopPerDay: Number(c.loopPerDay),
      studentIds: enrolled.get(c.id) ?? [],
    })),
    lessons: lessons.map((l) => ({ ...l, position: Number(l.position), minutes: Number(l.minutes) })),
    completions: completions.map((c) => ({ ...c, minutes: Number(c.minutes) })),
    skips,
    absences,
    years: years.map((y) => ({ ...y, weekdays: parseDays(y.weekdays) })),
    breaks: breaks.map((b) => ({
      schoolYearId: b.schoolYearId,
      startDate: b.startDate,
      endDate: b.endDate,
      studentIds: readFlag(b.wholeFamily) ? null : (breakChildren.get(b.id) ?? []),
    })),
    shifts: shifts.map((s) => ({ ...s, days: Number(s.days) })),
    loops,
  };
}
