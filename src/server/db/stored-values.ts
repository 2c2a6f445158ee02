import type { Selectable } from 'kysely';

/** How values the dialects cannot store natively are stored and read back (ADR 001): one reading per kind of value. */

/**
 * A table's row as the code reads it: without its account column, and with the columns named in `Read`
 * read into their values (flags as booleans, JSON text as arrays). Each feature's `*.rows.ts` maps its
 * tables' rows to these values and back; the feature's repository and the account export/import use them.
 */
export type StoredValues<Table, Read extends { [K in keyof Selectable<Table>]?: unknown } = object> = {
  [K in Exclude<keyof Selectable<Table>, 'userId' | keyof Read>]: Selectable<Table>[K];
} & { [K in keyof Read]: Read[K] };

/** Stored JSON text → weekday numbers (0 = Sunday … 6); a broken value reads as no days rather than failing. */
export function parseDays(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6)
      : [];
  } catch {
    return [];
  }
}

/** Weekday numbers → the stored JSON text. */
export const storedDays = (days: readonly number[]): string => JSON.stringify(days);

/** A stored 0/1 flag → boolean (a JSON column or a driver may hand it back as text or a boolean). */
export const readFlag = (value: number | string | boolean): boolean => Number(value) === 1;

/** boolean → the stored 0/1 flag. */
export const storedFlag = (value: boolean): number => (value ? 1 : 0);

/** A stored number (a driver or a JSON column may hand it back as text) → number. */
export const readNumber = (value: number | string): number => Number(value);

/** A stored nullable number → number or null. */
export const readNullableNumber = (value: number | string | null): number | null =>
  value == null ? null : Number(value);
