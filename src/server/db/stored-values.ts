/** How values the dialects cannot store natively are read back (ADR 001): one reading per kind of value. */

/** Stored JSON text → weekday numbers (0 = Sunday … 6); a broken value reads as no days rather than failing. */
export function parseDays(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6) : [];
  } catch {
    return [];
  }
}
