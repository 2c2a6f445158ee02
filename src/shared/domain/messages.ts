import type { IsoDate } from './dates';

/** Custom motivational messages (spec §5, §9): up to 10 rows of up to 200 characters, at least one row kept. */
export const MAX_CUSTOM_MESSAGES = 10;
export const MAX_MESSAGE_LENGTH = 200;

/** Shown in the banner when there is no non-blank custom message. */
export const DEFAULT_BANNER_MESSAGE =
  'Welcome to your homeschool! Every day is a fresh chance to learn, wonder and grow together.';

/**
 * The spec's sanitising: angle brackets and quotes are stripped, ampersands escaped, the text trimmed.
 * Idempotent: an ampersand that already starts `&amp;` is left alone, so saving a stored message again
 * does not escape it twice.
 */
export function sanitizeMessage(text: string): string {
  return text
    .replace(/[<>"']/g, '')
    .replace(/&(?!amp;)/g, '&amp;')
    .trim();
}

/** A stored (escaped) message as the person sees and edits it. */
export function decodeMessage(stored: string): string {
  return stored.replace(/&amp;/g, '&');
}

/** Length as the person sees it (an escaped ampersand counts as one character). */
export function messageLength(stored: string): number {
  return decodeMessage(stored).length;
}

export function isBlankMessage(text: string): boolean {
  return text.trim() === '';
}

/** 1 for January 1st; counted on the calendar date itself, so no timezone is involved. */
export function dayOfYear(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}

export interface MessageOfTheDay {
  /** Row in the stored list, so the banner can edit that very row. */
  index: number;
  text: string;
}

/** The banner's message: rotates by day of year among the non-blank rows; null when every row is blank. */
export function messageOfTheDay(messages: readonly string[], date: IsoDate): MessageOfTheDay | null {
  const candidates = messages.map((text, index) => ({ index, text })).filter((m) => !isBlankMessage(m.text));
  if (candidates.length === 0) return null;
  return candidates[dayOfYear(date) % candidates.length]!;
}

/**
 * The rows after editing the banner inline: today's shown row is replaced; when the banner showed the
 * default message (every row blank) the text goes into the first row. Rows are returned as the person
 * sees them (decoded); the server sanitises them again.
 */
export function withBannerMessage(
  messages: readonly string[],
  shownIndex: number | null,
  text: string,
): string[] {
  const rows = messages.length > 0 ? messages.map(decodeMessage) : [''];
  rows[shownIndex ?? 0] = text.trim();
  return rows;
}
