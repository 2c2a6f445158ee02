import type { Kysely } from 'kysely';
import { LIST_LIMIT } from '../../../shared/schemas/list-items';
import { MAX_CLASSES } from '../../../shared/schemas/classes';
import { toAttendanceSummary } from '../../../shared/domain/attendance';
import type { IsoDate } from '../../../shared/domain/dates';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params } from '../../db/prepared';
import type { DB } from '../../db/types';
// The dashboard alone composes other features' queries (a documented exception in eslint.config.js): each
// feature keeps its query and its row mapping in its own repository; this file only puts them in one statement.
import { attendanceCountsQuery, toAttendanceCounts } from '../attendance/attendance.repository';
import { eventsInWindowQuery, toEvents } from '../calendar/calendar.repository';
import { classesQuery, toClassDto } from '../classes/classes.repository';
import { factsColumns, readFactsColumns, toUnlocked, unlockedQuery } from '../game/game.repository';
import { itemsQuery, LIST_TABLES, toItem } from '../list-items/list-items.repository';
import { profileQuery, toProfile } from '../profile/profile.repository';
import { claimedDayQuery } from '../tasks/tasks.repository';

export interface DashboardReadParams {
  userId: string;
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

/**
 * Everything on the dashboard in one statement: each feature's own query as a JSON array column (in the
 * query's own order), and the game's facts. One statement instead of eleven: on a page this size, running
 * a statement and mapping its rows costs more than the database's work (ADR 013).
 */
function prepareRead(dialect: Dialect) {
  return prepared((db: Kysely<DB>, p: Params<DashboardReadParams>) =>
    db.selectNoFrom([
      jsonRows(dialect, profileQuery(db, p.userId)).as('profile'),
      jsonRows(dialect, classesQuery(db, p.userId, MAX_CLASSES)).as('classes'),
      jsonRows(dialect, eventsInWindowQuery(db, p.userId, p.eventsFrom, p.eventsTo)).as('events'),
      jsonRows(dialect, claimedDayQuery(db, p.userId, p.today)).as('todayClaimed'),
      jsonRows(
        dialect,
        itemsQuery(db, TASKS, { byDate: true, byCompleted: false }, { userId: p.userId, createdDate: p.today, completed: 0, limit: LIST_LIMIT }),
      ).as('todayTasks'),
      jsonRows(dialect, attendanceCountsQuery(db, p.userId, p.weekFrom, p.weekTo)).as('attendance'),
      jsonRows(dialect, unlockedQuery(db, p.userId)).as('unlocked'),
      ...factsColumns(db, dialect, p.userId, p.recentFrom),
    ]),
  );
}

const reads = { sqlite: prepareRead('sqlite'), postgres: prepareRead('postgres') };

export async function readDashboard(db: Kysely<DB>, dialect: Dialect, params: DashboardReadParams) {
  const row = (await reads[dialect].executeTakeFirst(db, params))!;
  const [profile] = readJsonRows(row.profile);
  return {
    profile: profile ? toProfile(profile) : undefined,
    classes: readJsonRows(row.classes).map(toClassDto),
    events: toEvents(readJsonRows(row.events)),
    todayClaimed: readJsonRows(row.todayClaimed).length > 0,
    todayTasks: readJsonRows(row.todayTasks).map((r) => ({ ...toItem(r, TASKS), createdDate: r.createdDate! })),
    attendance: toAttendanceSummary(toAttendanceCounts(readJsonRows(row.attendance)[0])),
    unlocked: toUnlocked(readJsonRows(row.unlocked)),
    gameFacts: readFactsColumns(row),
  };
}
