import { addDaysIso, fromIsoDate, isIsoDate, mondayOf } from '../../../shared/domain/dates';
import { monthDay, monthDayYear } from '../../lib/date-labels';

/** The Monday a `?start=` names, when it is one. */
export function startFromParam(value: string | null): string | null {
  return value && isIsoDate(value) && mondayOf(value) === value ? value : null;
}

/** 'Nov 23 – Nov 29, 2026' for the week starting `start`. */
export const weekRange = (start: string) =>
  `${monthDay(fromIsoDate(start))} – ${monthDayYear(fromIsoDate(addDaysIso(start, 6)))}`;
