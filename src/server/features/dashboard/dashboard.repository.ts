import type { Kysely } from 'kysely';
import type { IsoDate } from '../../../shared/domain/dates';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows, type ReadPart } from '../../db/json-rows';
import { prepared, type Params } from '../../db/prepared';
import type { DB } from '../../db/types';
import { attendanceSummaryPart } from '../attendance/attendance.service';
import { eventsPart } from '../calendar/calendar.service';
import { classListPart } from '../classes/classes.service';
import { unlockedPart } from '../game/game.service';
import { todayTasksParts } from '../tasks/tasks.service';

export interface DashboardReadParams {
  userId: string;
  today: IsoDate;
  /** The events' window. */
  eventsFrom: IsoDate;
  eventsTo: IsoDate;
  /** The attendance week. */
  weekFrom: IsoDate;
  weekTo: IsoDate;
}

/**
 * Every part of the dashboard but the profile and the game's facts, in one statement: each feature's own
 * query (its read part) as a JSON array column. One statement instead of seven: on a page this size,
 * running a statement and mapping its rows costs more than the database's work (ADR 006).
 */
function prepareRead(dialect: Dialect) {
  return prepared((db: Kysely<DB>, p: Params<DashboardReadParams>) =>
    db.selectNoFrom([
      jsonRows(dialect, classListPart.query(db, p.userId)).as('classes'),
      jsonRows(dialect, eventsPart.query(db, p.userId, p.eventsFrom, p.eventsTo)).as('events'),
      jsonRows(dialect, todayTasksParts.claimed.query(db, p.userId, p.today)).as('todayClaimed'),
      jsonRows(dialect, todayTasksParts.tasks.query(db, p.userId, p.today)).as('todayTasks'),
      jsonRows(dialect, attendanceSummaryPart.query(db, p.userId, p.weekFrom, p.weekTo)).as('attendance'),
      jsonRows(dialect, unlockedPart.query(db, p.userId)).as('unlocked'),
    ]),
  );
}

const reads = { sqlite: prepareRead('sqlite'), postgres: prepareRead('postgres') };

const readPart = <Row, Out>(part: ReadPart<any[], Row, Out>, column: Row[] | string): Out => part.read(readJsonRows(column));

export async function readDashboard(db: Kysely<DB>, dialect: Dialect, params: DashboardReadParams) {
  const row = (await reads[dialect].executeTakeFirst(db, params))!;
  return {
    classes: readPart(classListPart, row.classes),
    events: readPart(eventsPart, row.events),
    todayClaimed: readPart(todayTasksParts.claimed, row.todayClaimed),
    todayTasks: readPart(todayTasksParts.tasks, row.todayTasks),
    attendance: readPart(attendanceSummaryPart, row.attendance),
    unlocked: readPart(unlockedPart, row.unlocked),
  };
}
