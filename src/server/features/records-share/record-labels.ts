/** Dates and names as the record PDFs print them (server side; the PDFs have no locale but the family's words). */
import { MONTH_NAMES } from '@shared/domain/dates';
import { dateLabel } from '@shared/messages/school-years';

/** '2026-08-17' → 'Aug 17, 2026'. */
export { dateLabel };

/** '2026-09' → 'September 2026'. */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** 'Aug 17, 2026 – Jun 4, 2027'. */
export const rangeLabel = (range: { startDate: string; endDate: string }): string =>
  `${dateLabel(range.startDate)} – ${dateLabel(range.endDate)}`;
