import { sql, type Kysely } from 'kysely';
import { LIST_LIMIT } from '@shared/schemas/list-items';
import { MAX_CLASSES } from '@shared/schemas/classes';
import { toAttendanceSummary } from '@shared/domain/attendance';
import type { IsoDate } from '@shared/domain/dates';
import { nextMeeting } from '@shared/domain/weekly-plan';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
// The dashboard alone composes other features' queries (a documented exception in eslint.config.js): each
// feature keeps its query and its row mapping in its own repository; this file only puts them in one statement.
import { attendanceCountsQuery, toAttendanceCounts } from '../attendance/attendance.repository';
import { eventsInWindowQuery, toEvents } from '../calendar/calendar.repository';
import { anyAccountQuery } from '../esa/esa.repository';
import { classesQuery, enrolmentsQuery, toClassDtos } from '../classes/classes.repository';
import { factsColumns, readFactsColumns, toUnlocked, unlockedQuery } from '../game/game.repository';
import { planColumns, readPlanColumns } from '../lesson-progress/week.repository';
import { itemsQuery, LIST_TABLES, toItem } from '../list-items/list-items.repository';
import {
  childBreaksQuery,
  currentYearQuery,
  toCurrentSchoolYear,
} from '../school-years/school-years.repository';
import { studentQuery, studentsQuery, toStudentDto } from '../students/students.repository';
import { claimedDayQuery } from '../tasks/tasks.repository';

type Db = Kysely<DB>;

export interface DashboardReadParams {
  familyId: string;
  studentId: string;
  today: IsoDate;
  /** The events' window. */
  eventsFrom: IsoDate;
  eventsTo: IsoDate;
  /** The attendance week. */
  weekFrom: IsoDate;
  weekTo: IsoDate;
  /** Where the game's recent present dates start (`recentFrom(today)`). */
  recentFrom: IsoDate;
}

const TASKS = LIST_TABLES.tasks;

/** The ids of the classes the child is enrolled in. */
const enrolledClassIds = (db: Db, userId: Value<string>, studentId: Value<string>) =>
  db
    .selectFrom('classStudents')
    .select('classStudents.classId')
    .where('classStudents.userId', '=', userId)
    .where('classStudents.studentId', '=', studentId);

/**
 * A child's dashboard in one statement: each feature's own query as a JSON array column (in the query's
 * own order), narrowed to the child, and the child's game facts (the family's timezone, which decides the
 * dates, comes from the request's child check). One statement instead of twelve: on a page this size,
 * running a statement and mapping its rows costs more than the database's work (ADR 013).
 */
function prepareRead(dialect: Dialect) {
  return prepared(
    (db: Db, p: Params<DashboardReadParams>) =>
      db.selectNoFrom([
        jsonRows(dialect, studentQuery(db, p.familyId, p.studentId)).as('student'),
        // The classes the child is enrolled in.
        jsonRows(
          dialect,
          classesQuery(db, p.familyId, MAX_CLASSES).where(
            'id',
            'in',
            enrolledClassIds(db, p.familyId, p.studentId),
          ),
        ).as('classes'),
        jsonRows(dialect, enrolmentsQuery(db, p.familyId)).as('enrolments'),
        // The family's events (classes' generated events among them) and the child's own.
        jsonRows(
          dialect,
          eventsInWindowQuery(db, p.familyId, p.eventsFrom, p.eventsTo).where((eb) =>
            eb.or([eb('e.studentId', 'is', null), eb('e.studentId', '=', p.studentId)]),
          ),
        ).as('events'),
        jsonRows(dialect, claimedDayQuery(db, p.familyId, p.studentId, p.today)).as('todayClaimed'),
        jsonRows(
          dialect,
          itemsQuery(
            db,
            TASKS,
            { byDate: true, byCompleted: false },
            {
              userId: p.familyId,
              studentId: p.studentId,
              createdDate: p.today,
              completed: 0,
              limit: LIST_LIMIT,
            },
          ),
        ).as('todayTasks'),
        jsonRows(
          dialect,
          attendanceCountsQuery(db, p.familyId, p.weekFrom, p.weekTo).where('studentId', '=', p.studentId),
        ).as('attendance'),
        jsonRows(dialect, unlockedQuery(db, p)).as('unlocked'),
        // The school year today is in, and its breaks that apply to the child (the year progress).
        jsonRows(dialect, currentYearQuery(db, p.familyId, p.today)).as('schoolYear'),
        jsonRows(dialect, childBreaksQuery(db, p.familyId, p.studentId, p.today)).as('schoolYearBreaks'),
        ...factsColumns(db, dialect, p, p.recentFrom),
        // Whether the child has an ESA account (the dashboard's ESA card loads on its own only then).
        jsonRows(dialect, anyAccountQuery(db, p.familyId, p.studentId)).as('esa'),
        // Today's lessons: what placing today needs (each class's next lesson, today's completions, skips,
        // absence and breaks).
        ...planColumns(
          db,
          dialect,
          { userId: p.familyId, studentId: p.studentId },
          { from: p.today, to: p.today, limit: 1 },
        ),
      ]),
    // PostgreSQL planned a custom plan on every run (≈ 4 ms, more than running it); ADR 060.
    { plan: 'generic' },
  );
}

const reads = { sqlite: prepareRead('sqlite'), postgres: prepareRead('postgres') };

export async function readDashboard(db: Db, dialect: Dialect, params: DashboardReadParams) {
  const row = (await reads[dialect].executeTakeFirst(db, params))!;
  const [student] = readJsonRows(row.student);
  return {
    student: student ? toStudentDto(student) : undefined,
    classes: toClassDtos(readJsonRows(row.classes), readJsonRows(row.enrolments)),
    events: toEvents(readJsonRows(row.events)),
    todayClaimed: readJsonRows(row.todayClaimed).length > 0,
    todayTasks: readJsonRows(row.todayTasks).map((r) => {
      const { studentId: _studentId, ...item } = toItem(r, TASKS);
      return { ...item, createdDate: r.createdDate!, pending: item.pending ?? false };
    }),
    attendance: toAttendanceSummary(toAttendanceCounts(readJsonRows(row.attendance)[0])),
    unlocked: toUnlocked(readJsonRows(row.unlocked)),
    schoolYear: toCurrentSchoolYear(readJsonRows(row.schoolYear), readJsonRows(row.schoolYearBreaks)),
    gameFacts: readFactsColumns(row),
    lessonPlan: readPlanColumns(row),
    esa: readJsonRows(row.esa).length > 0,
  };
}

export interface OverviewReadParams {
  familyId: string;
  today: IsoDate;
  /** The attendance week. */
  weekFrom: IsoDate;
  weekTo: IsoDate;
  /** Now's 'HH:mm' in the family's timezone: today's classes from then on are still to come. */
  nowTime: string;
  /** The last day a next class is looked for. */
  classesTo: IsoDate;
}

/**
 * The family's children's ids, for a per-child table's `student_id in (…)`: each child's rows are then read through
 * that child's range of the table's (user_id, student_id, date) index, not every row of the family checked for
 * the date (a year of to-dos, carry-forwards and attendance; ADR 055). Every row's child is the family's (the
 * per-child tables' foreign key, migration 0006), so the rows are the same.
 */
const familyStudentIds = (db: Db, userId: Value<string>) =>
  db.selectFrom('students').select('students.id').where('students.userId', '=', userId);

/** Today's tasks and how many are done, per child. */
const taskCountsQuery = (db: Db, userId: Value<string>, today: Value<IsoDate>) =>
  db
    .selectFrom('tasks')
    .select([
      'studentId',
      sql<number>`cast(count(*) as integer)`.as('total'),
      sql<number>`cast(coalesce(sum(completed), 0) as integer)`.as('done'),
    ])
    .where('userId', '=', userId)
    .where('studentId', 'in', familyStudentIds(db, userId))
    .where('createdDate', '=', today)
    .groupBy('studentId');

/** The children whose carry-forward of the day is claimed. */
const claimedChildrenQuery = (db: Db, userId: Value<string>, today: Value<IsoDate>) =>
  db
    .selectFrom('taskCarryForward')
    .select('studentId')
    .where('userId', '=', userId)
    .where('studentId', 'in', familyStudentIds(db, userId))
    .where('day', '=', today);

function prepareOverview(dialect: Dialect) {
  return prepared((db: Db, p: Params<OverviewReadParams>) =>
    db.selectNoFrom([
      jsonRows(dialect, studentsQuery(db, p.familyId)).as('students'),
      jsonRows(dialect, taskCountsQuery(db, p.familyId, p.today)).as('tasks'),
      jsonRows(dialect, claimedChildrenQuery(db, p.familyId, p.today)).as('claimed'),
      jsonRows(
        dialect,
        // Only the week's counts are used: the week's rows are all it reads.
        attendanceCountsQuery(db, p.familyId, p.weekFrom, p.weekTo)
          .select('studentId')
          .where('studentId', 'in', familyStudentIds(db, p.familyId))
          // Always true (a flag, not null): lets the (user_id, student_id, present, date) index seek the week's
          // dates for each value instead of reading all of a child's days.
          .where('present', 'in', [0, 1])
          .where('date', '>=', p.weekFrom)
          .where('date', '<=', p.weekTo)
          .groupBy('studentId')
          .orderBy('studentId'),
      ).as('attendance'),
      jsonRows(dialect, classesQuery(db, p.familyId, MAX_CLASSES)).as('classes'),
      jsonRows(dialect, enrolmentsQuery(db, p.familyId)).as('enrolments'),
      jsonRows(dialect, anyAccountQuery(db, p.familyId)).as('esa'),
    ]),
  );
}

const overviews = { sqlite: prepareOverview('sqlite'), postgres: prepareOverview('postgres') };

/** Every child of the family with its day in one statement (GET /api/family/overview). */
export async function readFamilyOverview(db: Db, dialect: Dialect, params: OverviewReadParams) {
  const row = (await overviews[dialect].executeTakeFirst(db, params))!;
  const tasks = new Map(
    readJsonRows(row.tasks).map((r) => [r.studentId, { total: Number(r.total), done: Number(r.done) }]),
  );
  const attendance = new Map(readJsonRows(row.attendance).map((r) => [r.studentId, toAttendanceCounts(r)]));
  const claimed = new Set(readJsonRows(row.claimed).map((r) => r.studentId));
  const classes = toClassDtos(readJsonRows(row.classes), readJsonRows(row.enrolments));
  // A child's next class: the first meeting of its classes' weekly schedules still to come.
  const nextClassOf = (studentId: string) => {
    const next = nextMeeting(
      classes.filter((c) => c.studentIds.includes(studentId)),
      params.today,
      params.nowTime,
      params.classesTo,
    );
    return next
      ? {
          classId: next.cls.id,
          title: next.cls.title,
          emoji: next.cls.emoji,
          date: next.date,
          startTime: next.cls.startTime,
        }
      : null;
  };
  return {
    esa: readJsonRows(row.esa).length > 0,
    children: readJsonRows(row.students).map((r) => {
      const student = toStudentDto(r);
      const week = attendance.get(student.id);
      return {
        student,
        tasksToday: tasks.get(student.id)?.total ?? 0,
        tasksDoneToday: tasks.get(student.id)?.done ?? 0,
        attendanceWeek: { present: week?.weekPresent ?? 0, recorded: week?.weekRecorded ?? 0 },
        nextClass: nextClassOf(student.id),
        todayClaimed: claimed.has(student.id),
      };
    }),
  };
}
