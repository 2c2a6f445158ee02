import { addDaysIso, type IsoDate } from './dates';

/**
 * Carry-forward (spec §4): on the first load of a day, if yesterday has incomplete tasks and
 * today has none, yesterday's incomplete tasks are copied to today as new incomplete tasks (title and
 * priority). It runs at most once per account and day: `firstLoadToday` is true only for the request that
 * claimed the day's guard row. The guard and the race: docs/data-model.md, Carry-forward.
 */
export interface CarryForwardInput<T> {
  firstLoadToday: boolean;
  todayTaskCount: number;
  yesterdayIncomplete: readonly T[];
}

export function tasksToCarryForward<T extends { title: string; priority: string }>(
  input: CarryForwardInput<T>,
): Pick<T, 'title' | 'priority'>[] {
  if (!input.firstLoadToday || input.todayTaskCount > 0) return [];
  return input.yesterdayIncomplete.map(({ title, priority }) => ({ title, priority }));
}

/** The day whose incomplete tasks may be carried into `today`. */
export function carryForwardSourceDay(today: IsoDate): IsoDate {
  return addDaysIso(today, -1);
}
