import { planFileMessages as msg } from '../messages/plan-files';
import {
  MAX_LESSON_MINUTES,
  MAX_LESSON_NOTES,
  MAX_LESSON_TITLE,
  MAX_LESSONS_PER_CLASS,
} from './lesson-pattern';

/**
 * Plan files (docs/plan-files.md): a class's lessons as a table of text cells — CSV or TSV (quotes, a BOM,
 * CRLF), a spreadsheet's first sheet (read on the server), or the JSON plan document — a column mapping guessed
 * from the header row, and the lessons the table makes under a mapping, with each bad cell named by row and
 * column. The same functions check the preview in the browser and the import on the server.
 */

/** The fields a column can fill. */
export const PLAN_FIELDS = ['title', 'notes', 'minutes', 'week', 'day'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
/** What a column is: one of the fields, or left out. */
export const COLUMN_ROLES = [...PLAN_FIELDS, 'ignore'] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];
export type PlanFormat = 'csv' | 'tsv' | 'xlsx' | 'json';

/** A plan file's size, at most (an upload or a paste). */
export const MAX_PLAN_FILE_BYTES = 1024 * 1024;
/** Rows of a table, at most: the lessons a class holds, with room for a header and blank lines. */
export const MAX_PLAN_ROWS = 2 * MAX_LESSONS_PER_CLASS;
export const MAX_PLAN_COLUMNS = 30;
/** A cell, at most: the longest lesson field (the notes). */
export const MAX_PLAN_CELL = MAX_LESSON_NOTES;
export const MAX_WEEK = 100;
export const MAX_DAY = MAX_LESSONS_PER_CLASS;

/** A table read from a file: its rows of cells, as text. */
export type TableResult = { ok: true; rows: string[][] } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * A read table tidied and checked: trailing empty cells of each row and trailing blank rows left out (a
 * spreadsheet's saved file often has them), then its limits: rows, columns, cell lengths.
 */
export function tidyTable(read: readonly (readonly string[])[]): TableResult {
  const rows = read.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1]!.trim() === '') end--;
    return row.slice(0, end);
  });
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  const problem = checkTable(rows);
  return problem ? fail(problem) : { ok: true, rows };
}

/** A table's limits: rows, columns, cell lengths. */
function checkTable(rows: readonly (readonly string[])[]): string | null {
  if (rows.length > MAX_PLAN_ROWS) return msg.tooManyRows(MAX_PLAN_ROWS);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length > MAX_PLAN_COLUMNS) return msg.tooManyColumns(MAX_PLAN_COLUMNS);
    if (row.some((cell) => cell.length > MAX_PLAN_CELL)) return msg.cellTooLong(r + 1, MAX_PLAN_CELL);
  }
  return null;
}

/** The delimiter of pasted or uploaded text: a tab, a comma or a semicolon, whichever the first line has most of. */
export function detectDelimiter(text: string): '\t' | ',' | ';' {
  const line = firstLine(text);
  const count = (c: string) => line.split(c).length - 1;
  const tabs = count('\t');
  const commas = count(',');
  const semicolons = count(';');
  if (tabs > 0 && tabs >= commas && tabs >= semicolons) return '\t';
  return semicolons > commas ? ';' : ',';
}

/** The first non-blank line, quoted parts left out (a comma inside quotes is no delimiter). */
function firstLine(text: string): string {
  let line = '';
  let quoted = false;
  for (const c of text.replace(/^\uFEFF/, '').slice(0, 10_000)) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (line.trim()) return line;
      line = '';
    } else if (!quoted) line += c;
  }
  return line;
}

/**
 * Delimited text as rows of cells (RFC 4180): a field in double quotes may hold the delimiter, line breaks and
 * doubled quotes; lines end in LF, CRLF or CR; a leading BOM is dropped. Trailing blank lines are left out.
 */
export function parseDelimited(text: string, delimiter: string): TableResult {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteRow = 0;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteRow = rows.length + 1;
      cell = '';
    } else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
      if (rows.length > MAX_PLAN_ROWS) return fail(msg.tooManyRows(MAX_PLAN_ROWS));
    } else cell += c;
  }
  if (quoted) return fail(msg.unclosedQuote(quoteRow));
  if (cell !== '' || row.length > 0) endRow();
  return tidyTable(rows);
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Pasted or uploaded text: a JSON plan document, or CSV/TSV (detected). */
export function parsePlanText(
  text: string,
): (TableResult & { format: PlanFormat; sourceTitle?: string | null }) | { ok: false; message: string } {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return fail(msg.noText);
  if (body.trimStart().startsWith('{')) return { ...parsePlanJson(body), format: 'json' };
  const delimiter = detectDelimiter(body);
  return { ...parseDelimited(body, delimiter), format: delimiter === '\t' ? 'tsv' : 'csv' };
}

// ── The JSON plan document ────────────────────────────────────────────────────────────────────────────────

export const PLAN_DOCUMENT_FORMAT = 'homeschool-plan';
export const PLAN_DOCUMENT_VERSION = 1;

/** One lesson of a plan document (docs/plan-files.md). */
export interface PlanDocumentLesson {
  title: string;
  notes: string | null;
  minutes: number | null;
  week: number | null;
  day: number | null;
}

/** The JSON plan document, version 1 (docs/plan-files.md). */
export interface PlanDocument {
  format: typeof PLAN_DOCUMENT_FORMAT;
  version: typeof PLAN_DOCUMENT_VERSION;
  class: {
    title: string;
    subject: string | null;
    description: string | null;
    daysOfWeek: number[];
    minutes: number;
  };
  lessons: PlanDocumentLesson[];
}

/** The JSON document's columns, in the table it becomes (no header row: row N is lesson N). */
export const JSON_COLUMNS: readonly PlanField[] = PLAN_FIELDS;

const cellText = (value: unknown): string | null =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : null;

/** A plan document as a table: one row per lesson, the columns title, notes, minutes, week, day. */
export function parsePlanJson(text: string): TableResult & { sourceTitle?: string | null } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail(msg.badJson);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail(msg.notAPlan);
  const d = doc as Record<string, unknown>;
  if (d.format !== PLAN_DOCUMENT_FORMAT) return fail(msg.notAPlan);
  if (d.version !== PLAN_DOCUMENT_VERSION) return fail(msg.newerVersion(d.version));
  if (!Array.isArray(d.lessons)) return fail(msg.badLessons);
  if (d.lessons.length > MAX_LESSONS_PER_CLASS)
    return fail(msg.tooManyLessons(d.lessons.length, MAX_LESSONS_PER_CLASS));
  const rows: string[][] = [];
  for (const [i, lesson] of d.lessons.entries()) {
    if (typeof lesson !== 'object' || lesson === null) return fail(msg.badLesson(i + 1));
    const l = lesson as Record<string, unknown>;
    const cells = JSON_COLUMNS.map((field) => cellText(l[field]));
    if (cells.some((c) => c === null)) return fail(msg.badLesson(i + 1));
    rows.push(cells as string[]);
  }
  const cls = d.class as Record<string, unknown> | undefined;
  const sourceTitle = typeof cls?.title === 'string' ? cls.title : null;
  const problem = checkTable(rows);
  return problem ? fail(problem) : { ok: true, rows, sourceTitle };
}

/** A class's lessons as the plan document: week and day count the class days in plan order. */
export function planDocument(cls: PlanDocument['class'], lessons: readonly PlanLessonOut[]): PlanDocument {
  return {
    format: PLAN_DOCUMENT_FORMAT,
    version: PLAN_DOCUMENT_VERSION,
    class: cls,
    lessons: exportedLessons(cls.daysOfWeek.length, lessons),
  };
}

/** A stored lesson as it leaves in a file. */
export interface PlanLessonOut {
  title: string;
  notes: string | null;
  minutes: number;
}

/**
 * The lessons with their week and day: the class's N days a week, lesson 1 on week 1 day 1, lesson N+1 on
 * week 2 day 1 (five days a week when the class has no days), so importing the file keeps the order.
 */
export function exportedLessons(
  daysPerWeek: number,
  lessons: readonly PlanLessonOut[],
): PlanDocumentLesson[] {
  const perWeek = daysPerWeek > 0 ? daysPerWeek : 5;
  return lessons.map((l, i) => ({
    title: l.title,
    notes: l.notes,
    minutes: l.minutes,
    week: Math.floor(i / perWeek) + 1,
    day: (i % perWeek) + 1,
  }));
}

/** A spreadsheet would run a cell that starts so as a formula: such a cell is written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV file: a BOM (so spreadsheets read UTF-8), a header row, CRLF line ends, quotes where needed. */
export function planCsv(lessons: readonly PlanDocumentLesson[]): string {
  const field = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [PLAN_FIELDS.join(','), ...lessons.map((l) => PLAN_FIELDS.map((f) => field(l[f])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ── Header guessing and mapping ──────────────────────────────────────────────────────────────────────────

/** Header words for each field (lower case, letters and digits only). */
const HEADER_WORDS: Record<PlanField, readonly string[]> = {
  title: [
    'title',
    'lesson',
    'lessontitle',
    'lessonname',
    'name',
    'topic',
    'assignment',
    'activity',
    'reading',
  ],
  notes: ['notes', 'note', 'description', 'details', 'instructions', 'comments', 'comment', 'materials'],
  minutes: ['minutes', 'mins', 'min', 'duration', 'time', 'length', 'durationminutes', 'timeminutes'],
  week: ['week', 'wk', 'weeknumber', 'weekno'],
  day: ['day', 'dayofweek', 'daynumber', 'dayno', 'lessonday'],
};

const headerWord = (cell: string) => cell.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The field a header cell names, or null. */
function headerField(cell: string): PlanField | null {
  const word = headerWord(cell);
  if (!word) return null;
  for (const field of PLAN_FIELDS) if (HEADER_WORDS[field].includes(word)) return field;
  for (const field of PLAN_FIELDS)
    if (HEADER_WORDS[field].some((w) => w.length >= 4 && word.startsWith(w))) return field;
  return null;
}

/** How many columns the table has (its widest row). */
export const columnCount = (rows: readonly (readonly string[])[]): number =>
  rows.reduce((n, row) => Math.max(n, row.length), 0);

/**
 * The mapping guessed from the first non-blank row: a row whose cells name fields (title, notes, minutes, week,
 * day, or their usual words) is a header; each field goes to its first column. Without a header, the first
 * column of words is the title and the next one the notes.
 */
export function guessMapping(rows: readonly (readonly string[])[]): {
  header: boolean;
  mapping: ColumnRole[];
} {
  const width = columnCount(rows);
  const mapping: ColumnRole[] = Array.from({ length: width }, () => 'ignore');
  const first = rows.find((r) => !isBlank(r)) ?? [];
  const named = first.map(headerField);
  if (named.includes('title')) {
    named.forEach((field, i) => {
      if (field && !mapping.includes(field)) mapping[i] = field;
    });
    return { header: true, mapping };
  }
  const wordy = (col: number) =>
    rows.some((r) => {
      const cell = (r[col] ?? '').trim();
      return cell !== '' && !/^\d+([.,]\d+)?$/.test(cell);
    });
  const textColumns = Array.from({ length: width }, (_, i) => i).filter(wordy);
  if (textColumns[0] !== undefined) mapping[textColumns[0]] = 'title';
  if (textColumns[1] !== undefined) mapping[textColumns[1]] = 'notes';
  return { header: false, mapping };
}

/** A mapping's own problem (no title column, a field twice, the wrong length), or null. */
export function mappingProblem(mapping: readonly ColumnRole[], width: number): string | null {
  if (mapping.length < width) return msg.mappingLength;
  for (const field of PLAN_FIELDS)
    if (mapping.filter((m) => m === field).length > 1) return msg.twice(msg.roles[field].toLowerCase());
  if (!mapping.includes('title')) return msg.noTitleColumn;
  return null;
}

// ── The lessons a table makes ────────────────────────────────────────────────────────────────────────────

/** A lesson as the import writes it, with the row it came from (1 = the table's first row). */
export interface PlanLesson {
  row: number;
  title: string;
  notes: string | null;
  /** null: the class's minutes. */
  minutes: number | null;
  week: number | null;
  day: number | null;
}

export interface PlanError {
  row: number;
  column: PlanField;
  message: string;
}

export type PlanResult =
  | { ok: true; lessons: PlanLesson[]; errors: PlanError[] }
  | { ok: false; message: string; lessons: PlanLesson[]; errors: PlanError[] };

/** A spreadsheet's ' before a formula-like text (as the export writes it) is not part of the text. */
const unquoteFormula = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

/** A whole number from min to max, with an optional unit word after it ('45 min'); undefined if not. */
function wholeNumber(text: string, min: number, max: number, unit?: RegExp): number | undefined {
  const match = /^(\d{1,9})(?:\.0+)?(?:\s*(\p{L}+)\.?)?$/u.exec(text);
  if (!match) return undefined;
  if (match[2] && !unit?.test(match[2])) return undefined;
  const n = Number(match[1]);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The lessons the table makes under the mapping, in the order the import appends them: by week, then day, then
 * row when those columns are mapped (a blank week or day takes the row above's, as in a spreadsheet whose week
 * is written once), else in row order. Blank rows, and rows with nothing in a mapped column, are left out. Every
 * bad cell is an error naming its row and column ('Row 12, minutes: must be a whole number from 1 to 1440').
 */
export function planLessons(
  rows: readonly (readonly string[])[],
  mapping: readonly ColumnRole[],
  header: boolean,
): PlanResult {
  const problem = mappingProblem(mapping, columnCount(rows));
  if (problem) return { ok: false, message: problem, lessons: [], errors: [] };
  const column = (field: PlanField) => mapping.indexOf(field);
  const cols = Object.fromEntries(PLAN_FIELDS.map((f) => [f, column(f)])) as Record<PlanField, number>;
  const lessons: PlanLesson[] = [];
  const errors: PlanError[] = [];
  let week: number | null = null;
  let day: number | null = null;
  const firstData = header ? rows.findIndex((r) => !isBlank(r)) + 1 : 0;
  for (let r = firstData; r < rows.length; r++) {
    const row = rows[r]!;
    const cell = (field: PlanField) =>
      cols[field] < 0 ? '' : unquoteFormula((row[cols[field]] ?? '').trim());
    if (PLAN_FIELDS.every((f) => cell(f) === '')) continue;
    const n = r + 1;
    const error = (field: PlanField, text: string) =>
      errors.push({ row: n, column: field, message: msg.rowProblem(n, field, text) });

    const title = cell('title');
    if (!title) error('title', msg.titleRequired);
    else if (title.length > MAX_LESSON_TITLE) error('title', msg.tooLong(MAX_LESSON_TITLE));
    const notes = cell('notes');
    if (notes.length > MAX_LESSON_NOTES) error('notes', msg.tooLong(MAX_LESSON_NOTES));
    const number = (field: PlanField, max: number, unit?: RegExp) => {
      const text = cell(field);
      if (text === '') return null;
      const value = wholeNumber(text, 1, max, unit);
      if (value === undefined) error(field, msg.wholeNumber(1, max));
      return value ?? null;
    };
    const minutes = number('minutes', MAX_LESSON_MINUTES, /^(m|mins?|minutes?)$/i);
    const rowWeek = number('week', MAX_WEEK);
    const rowDay = number('day', MAX_DAY);
    if (rowWeek !== null && rowWeek !== week) {
      week = rowWeek;
      day = null;
    }
    if (rowDay !== null) day = rowDay;
    lessons.push({ row: n, title, notes: notes || null, minutes, week, day });
  }
  const ordered = cols.week >= 0 || cols.day >= 0;
  if (ordered)
    lessons.sort((a, b) => (a.week ?? 0) - (b.week ?? 0) || (a.day ?? 0) - (b.day ?? 0) || a.row - b.row);
  if (lessons.length > MAX_LESSONS_PER_CLASS)
    return {
      ok: false,
      message: msg.tooManyLessons(lessons.length, MAX_LESSONS_PER_CLASS),
      lessons,
      errors,
    };
  if (errors.length > 0)
    return { ok: false, message: msg.moreProblems(errors[0]!.message, errors.length - 1), lessons, errors };
  if (lessons.length === 0) return { ok: false, message: msg.nothingToImport, lessons, errors };
  return { ok: true, lessons, errors };
}
