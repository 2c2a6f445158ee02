import { format } from 'date-fns';
import { fromIsoDate } from '@shared/domain/dates';

/** 'Sep 7, 2026 – Dec 18, 2026': a school year's or a term's dates. */
export const yearDates = (year: { startDate: string; endDate: string }) =>
  `${format(fromIsoDate(year.startDate), 'MMM d, yyyy')} – ${format(fromIsoDate(year.endDate), 'MMM d, yyyy')}`;
