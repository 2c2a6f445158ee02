/** Dates and names as the record PDFs print them (server side; the PDFs have no locale but the family's words). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-08-17' → 'Aug 17, 2026'. */
export function dateLabel(iso: string): string {
  const month = MONTHS[Number(iso.slice(5, 7)) - 1]!.slice(0, 3);
  return `${month} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** '2026-09' → 'September 2026'. */
export const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** 'Aug 17, 2026 – Jun 4, 2027'. */
export const rangeLabel = (range: { startDate: string; endDate: string }): string =>
  `${dateLabel(range.startDate)} – ${dateLabel(range.endDate)}`;
