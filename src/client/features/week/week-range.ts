import { addDaysIso, fromIsoDate } from '@shared/domain/dates';
import { monthDay, monthDayYear } from '../../lib/date-labels';

/** 'Nov 23 – Nov 29, 2026' for the week starting `start`. */
export const weekRange = (start: string) =>
  `${monthDay(fromIsoDate(start))} – ${monthDayYear(fromIsoDate(addDaysIso(start, 6)))}`;
