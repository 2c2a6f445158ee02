import { fromIsoDate } from '@shared/domain/dates';
import { monthDayYear } from '@client/lib/date-labels';

/** 'Sep 7, 2026 – Dec 18, 2026': a school year's or a term's dates. */
export const yearDates = (year: { startDate: string; endDate: string }) =>
  `${monthDayYear(fromIsoDate(year.startDate))} – ${monthDayYear(fromIsoDate(year.endDate))}`;
