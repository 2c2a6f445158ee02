import type { Kysely } from 'kysely';
import type { IsoDate } from '../../../shared/domain/dates';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows, type ReadPart } from '../../db/json-rows';
import { prepared, type Params } from '../../db/prepared';
import type { DB } from '../../db/types';
import { attendanceSummaryPart } from '../attendance/attendance.service';
import { eventsPart } from '../calendar/calendar.service';
import { classListPart } from '../classes/classes.service';
import { gameFactsColumns, unlockedPart } from '../game/game.service';
import { profilePart } from '../profile/profile.service';
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
  /** Where the game's recent present dates start (`recentFrom(today)`). */
  recentFrom: IsoDate;
}

/**
 * Everything on the dashboard in one statement: each feature's own query (its read part) as a JSON array
 * column, and the game's facts. One statement instead of eleven: on a page this size, running a statement
 * and mapping its rows costs more than the database's work (ADR 006). The dates come from the account's
 * timezone, which the caller must check against the profile read here.
 */
function prepareRead(dialect: Dialect) {
  return prepared((db: Kysely<DB>, p: Params<DashboardReadParams>) =>
    db.selectNoFrom([
      jsonRows(dialect, profilePart.query(db, p.userId)).as('profile'),
      jsonRows(dialect, classListPart.query(db, p.userId)).as('classes'),
      jsonRows(dialect, eventsPart.query(db, p.userId, p.eventsFrom, p.eventsTo)).as('events'),
      jsonRows(dialect, todayTasksParts.claimed.query(db, p.userId, p.today)).as('todayClaimed'),
      jsonRows(dialect, todayTasksParts.tasks.query(db, p.userId, p.today)).as('todayTasks'),
      jsonRows(dialect, attendanceSummaryPart.query(db, p.userId, p.weekFrom, p.weekTo)).as('attendance'),
      jsonRows(dialect, unlockedPart.query(db, p.userId)).as('unlocked'),
      ...gameFactsColumns.columns(db, dialect, p.userId, p.recentFrom),
    ]),
  );
}

const reads = { sqlite: prepareRead('sqlite'), postgres: prepareRead('postgres') };

const readPart = <Row, Out>(part: ReadPart<any[], Row, Out>, column: Row[] | string): Out => part.read(readJsonRows(column));

export async function readDashboard(db: Kysely<DB>, dialect: Dialect, params: DashboardReadParams) {
  const row = (await reads[dialect].executeTakeFirst(db, params))!;
  return {
    profile: readPart(profilePart, row.profile),
    classes: readPart(classListPart, row.classes),
    events: readPart(eventsPart, row.events),
    todayClaimed: readPart(todayTasksParts.claimed, row.todayClaimed),
    todayTasks: readPart(todayTasksParts.tasks, row.todayTasks),
    attendance: readPart(attendanceSummaryPart, row.attendance),
    unlocked: readPart(unlockedPart, row.unlocked),
    gameFacts: gameFactsColumns.read(row),
  };
}
