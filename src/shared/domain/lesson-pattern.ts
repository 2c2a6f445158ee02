import { lessonMessages as msg } from '../messages/lessons';

/**
 * Many lessons at once: a pattern with one range, or a pasted list.
 *
 * - 'Lesson {1-36}' → 'Lesson 1' … 'Lesson 36'.
 * - 'Read pp. {1-120/10}' → 'Read pp. 1-10', 'Read pp. 11-20' … 'Read pp. 111-120': with a step, each lesson
 *   covers one chunk of the range (start–end), the last chunk ending at the range's end ('121' alone when a
 *   chunk is one number).
 * - A leading zero keeps the numbers' width: '{01-12}' → '01' … '12'.
 * - A text with no range is one lesson.
 * - Pasting: one lesson per non-empty line.
 */

/** At most this many lessons from one pattern. */
export const MAX_PATTERN_LESSONS = 500;
/** A lesson's title, at most. */
export const MAX_LESSON_TITLE = 200;
/** A class holds at most this many lessons (and so a paste, at most). */
export const MAX_LESSONS_PER_CLASS = 1000;
/** A lesson's notes, at most. */
export const MAX_LESSON_NOTES = 2000;
/** A lesson's minutes: a whole number from 1 to this. */
export const MAX_LESSON_MINUTES = 1440;

export type Expansion = { ok: true; titles: string[] } | { ok: false; message: string };

const RANGE_TOKEN = /\{([^{}]*)\}/g;
const RANGE = /^\s*(\d{1,9})\s*-\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/;

const fail = (message: string): Expansion => ({ ok: false, message });

/** The lessons a pattern makes, or why it makes none. */
export function expandPattern(pattern: string): Expansion {
  const text = pattern.trim();
  if (!text) return fail(msg.patternRequired);
  const tokens = [...text.matchAll(RANGE_TOKEN)];
  if (tokens.length === 0) return titlesWithin([text]);
  if (tokens.length > 1) return fail(msg.patternOneRange);

  const token = tokens[0]!;
  const range = RANGE.exec(token[1]!);
  if (!range) return fail(msg.patternBadRange(token[0]));
  const [, startText, endText, stepText] = range as unknown as [string, string, string, string | undefined];
  const start = Number(startText);
  const end = Number(endText);
  const step = stepText === undefined ? 1 : Number(stepText);
  if (end < start) return fail(msg.patternEndBeforeStart(token[0]));
  if (step < 1) return fail(msg.patternStepZero);
  const count = Math.ceil((end - start + 1) / step);
  if (count > MAX_PATTERN_LESSONS) return fail(msg.patternTooMany(count, MAX_PATTERN_LESSONS));

  const width = startText.length > 1 && startText.startsWith('0') ? startText.length : 0;
  const number = (n: number) => String(n).padStart(width, '0');
  const before = text.slice(0, token.index);
  const after = text.slice(token.index! + token[0].length);
  const titles: string[] = [];
  for (let first = start; first <= end; first += step) {
    const last = Math.min(first + step - 1, end);
    titles.push(`${before}${last === first ? number(first) : `${number(first)}-${number(last)}`}${after}`);
  }
  return titlesWithin(titles);
}

/** A pasted list: one lesson per non-empty line (each trimmed). */
export function pastedLessons(text: string): Expansion {
  const lines = text.split(/\r\n|\r|\n/);
  const titles: string[] = [];
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.length > MAX_LESSON_TITLE) return fail(msg.lineTooLong(i + 1, MAX_LESSON_TITLE));
    titles.push(line);
  }
  if (titles.length === 0) return fail(msg.linesRequired);
  if (titles.length > MAX_LESSONS_PER_CLASS)
    return fail(msg.tooManyLines(titles.length, MAX_LESSONS_PER_CLASS));
  return { ok: true, titles };
}

function titlesWithin(titles: string[]): Expansion {
  return titles.some((t) => t.length > MAX_LESSON_TITLE)
    ? fail(msg.titleTooLong(MAX_LESSON_TITLE))
    : { ok: true, titles };
}
