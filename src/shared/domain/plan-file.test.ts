import { describe, expect, it } from 'vitest';
import {
  detectDelimiter,
  exportedLessons,
  guessMapping,
  MAX_PLAN_CELL,
  MAX_PLAN_ROWS,
  parseDelimited,
  parsePlanJson,
  parsePlanText,
  planCsv,
  planDocument,
  planLessons,
  type ColumnRole,
  type TableResult,
} from './plan-file';

const table = (r: TableResult) => {
  if (!r.ok) throw new Error(`expected a table, got: ${r.message}`);
  return r.rows;
};

describe('parseDelimited', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, and drops the BOM', () => {
    const text =
      '\uFEFFtitle,notes\r\n"Lesson 1, part A","Read ""Charlotte\'s Web""\r\nchapter 1"\r\nLesson 2,\r\n';
    expect(table(parseDelimited(text, ','))).toEqual([
      ['title', 'notes'],
      ['Lesson 1, part A', 'Read "Charlotte\'s Web"\r\nchapter 1'],
      ['Lesson 2'],
    ]);
  });

  it('reads LF and old-Mac CR line ends and leaves out trailing blank lines', () => {
    expect(table(parseDelimited('a\tb\nc\td\n\n\n', '\t'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(table(parseDelimited('a;b\rc;d', ';'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps a blank line inside the table, so the rows keep their numbers', () => {
    expect(table(parseDelimited('a\n\nb', ','))).toEqual([['a'], [], ['b']]);
  });

  it('refuses a quote that never closes, naming its row', () => {
    expect(parseDelimited('title\nok\n"never closed, at all\nmore', ',')).toEqual({
      ok: false,
      message: 'Row 3 opens a quote (") that never closes.',
    });
  });

  it('refuses too many rows, too many columns and a cell that is too long', () => {
    expect(parseDelimited('x\n'.repeat(MAX_PLAN_ROWS + 1), ',').ok).toBe(false);
    expect(parseDelimited('a,'.repeat(40), ',')).toMatchObject({ ok: false, message: /at most 30 columns/ });
    // Trailing empty cells, as a spreadsheet saves them, are no columns.
    expect(table(parseDelimited(`a${','.repeat(40)}\n,,,\n`, ','))).toEqual([['a']]);
    expect(parseDelimited(`a\n${'x'.repeat(MAX_PLAN_CELL + 1)}`, ',')).toMatchObject({
      ok: false,
      message: `Row 2 has a cell longer than ${MAX_PLAN_CELL} characters.`,
    });
  });
});

describe('detectDelimiter and parsePlanText', () => {
  it('tells TSV (pasted from a spreadsheet) from CSV and semicolon CSV, ignoring commas in quotes', () => {
    expect(detectDelimiter('Title\tNotes\tMinutes\nA, B\tx\t30')).toBe('\t');
    expect(detectDelimiter('"Title\twith tab",Notes')).toBe(',');
    expect(detectDelimiter('\n\nTitle;Notes;Minutes')).toBe(';');
    expect(detectDelimiter('"Lesson, one";2')).toBe(';');
    expect(parsePlanText('a\tb\n')).toMatchObject({ ok: true, format: 'tsv' });
    expect(parsePlanText('a,b\n')).toMatchObject({ ok: true, format: 'csv' });
    expect(parsePlanText('  \n ')).toMatchObject({ ok: false, message: /paste the plan/ });
  });
});

describe('guessMapping', () => {
  it('reads the header row, in any order and with the usual words', () => {
    expect(guessMapping([['Week', 'Day', 'Lesson', 'Time (minutes)', 'Teacher notes', 'Book']])).toEqual({
      header: true,
      mapping: ['week', 'day', 'title', 'minutes', 'ignore', 'ignore'],
    });
    expect(guessMapping([['title', 'notes', 'minutes', 'week', 'day']]).mapping).toEqual([
      'title',
      'notes',
      'minutes',
      'week',
      'day',
    ]);
  });

  it('gives each field to its first column only', () => {
    expect(guessMapping([['Title', 'Lesson', 'Notes', 'Description']]).mapping).toEqual([
      'title',
      'ignore',
      'notes',
      'ignore',
    ]);
  });

  it('without a header: the first column of words is the title, the next the notes, numbers left out', () => {
    expect(
      guessMapping([
        ['1', 'Fractions', '30', 'Workbook p. 4'],
        ['2', 'Decimals', '30', ''],
      ]),
    ).toEqual({ header: false, mapping: ['ignore', 'title', 'ignore', 'notes'] });
  });
});

describe('planLessons', () => {
  const mapping: ColumnRole[] = ['title', 'notes', 'minutes', 'week', 'day'];

  it('makes the lessons, ordered by week, then day, then row; blank rows left out', () => {
    const rows = [
      ['title', 'notes', 'minutes', 'week', 'day'],
      ['W2 D1', '', '30', '2', '1'],
      ['W1 D2', 'read', '45 min', '1', '2'],
      ['', '', '', '', ''],
      ['W1 D1 first', '', '', '1', '1'],
      ['W1 D1 second', '', '', '', ''],
    ];
    const result = planLessons(rows, mapping, true);
    expect(result.ok).toBe(true);
    expect(result.lessons.map((l) => [l.row, l.title, l.minutes, l.week, l.day])).toEqual([
      [5, 'W1 D1 first', null, 1, 1],
      [6, 'W1 D1 second', null, 1, 1],
      [3, 'W1 D2', 45, 1, 2],
      [2, 'W2 D1', 30, 2, 1],
    ]);
    expect(result.lessons.find((l) => l.row === 3)?.notes).toBe('read');
  });

  it('keeps row order when neither week nor day is mapped', () => {
    const rows = [['B'], ['A'], ['C']];
    const result = planLessons(rows, ['title'], false);
    expect(result.lessons.map((l) => l.title)).toEqual(['B', 'A', 'C']);
    expect(result.lessons.map((l) => l.row)).toEqual([1, 2, 3]);
  });

  it('names every bad cell by row and column with the lesson limits', () => {
    const rows = [
      ['Title', 'Minutes', 'Week'],
      ['Fine', '30', '1'],
      ['', '30', '1'],
      ['Too long', '2000', 'one'],
      ['x'.repeat(201), '0', ''],
      ['Half', '12.5', ''],
    ];
    const result = planLessons(rows, ['title', 'minutes', 'week'], true);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Row 3, title: a lesson needs a title',
      'Row 4, minutes: must be a whole number from 1 to 1440',
      'Row 4, week: must be a whole number from 1 to 100',
      'Row 5, title: can be at most 200 characters',
      'Row 5, minutes: must be a whole number from 1 to 1440',
      'Row 6, minutes: must be a whole number from 1 to 1440',
    ]);
    expect(result.errors[1]).toMatchObject({ row: 4, column: 'minutes' });
    expect(!result.ok && result.message).toBe('Row 3, title: a lesson needs a title (and 5 more problems)');
  });

  it('ignores the columns left out, and rows with nothing in a mapped column', () => {
    const rows = [
      ['Unit 1: Numbers', ''],
      ['', 'Counting'],
    ];
    expect(planLessons(rows, ['ignore', 'title'], false).lessons.map((l) => l.title)).toEqual(['Counting']);
  });

  it('refuses a mapping with no title, or a field twice, and a table with no lessons', () => {
    expect(planLessons([['a', 'b']], ['notes', 'ignore'], false)).toMatchObject({
      ok: false,
      message: 'Choose which column is the lesson title.',
    });
    expect(planLessons([['a', 'b']], ['title', 'title'], false)).toMatchObject({
      ok: false,
      message: 'Only one column can be the title.',
    });
    expect(planLessons([['Title']], ['title'], true)).toMatchObject({
      ok: false,
      message: 'There are no lessons to import.',
    });
  });

  it('refuses more lessons than a class holds', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`L${i}`]);
    expect(planLessons(rows, ['title'], false)).toMatchObject({
      ok: false,
      message: 'That file has 1001 lessons; a class can have at most 1000.',
    });
  });
});

describe('export and back', () => {
  const lessons = [
    { title: 'Lesson 1, "intro"', notes: 'Read\nslowly', minutes: 30 },
    { title: '=SUM(A1)', notes: null, minutes: 45 },
    { title: 'Lesson 3', notes: null, minutes: 30 },
  ];

  it('numbers weeks and days by the class days, five a week when the class has none', () => {
    expect(exportedLessons(2, lessons).map((l) => [l.week, l.day])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(exportedLessons(0, lessons).map((l) => l.day)).toEqual([1, 2, 3]);
  });

  it('writes a CSV that reads back to the same lessons (a formula-like title is quoted for spreadsheets)', () => {
    const csv = planCsv(exportedLessons(2, lessons));
    expect(csv.startsWith('\uFEFFtitle,notes,minutes,week,day\r\n')).toBe(true);
    expect(csv).toContain("'=SUM(A1)");
    const parsed = parsePlanText(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    const { header, mapping } = guessMapping(parsed.rows);
    const back = planLessons(parsed.rows, mapping, header);
    expect(back.lessons.map((l) => [l.title, l.notes, l.minutes])).toEqual(
      lessons.map((l) => [l.title, l.notes, l.minutes]),
    );
  });

  it('writes a JSON document that reads back, and refuses other JSON', () => {
    const doc = planDocument(
      { title: 'Math', subject: 'Math', description: null, daysOfWeek: [1, 3], minutes: 30 },
      lessons,
    );
    const parsed = parsePlanJson(JSON.stringify(doc));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.sourceTitle).toBe('Math');
    const back = planLessons(parsed.rows, ['title', 'notes', 'minutes', 'week', 'day'], false);
    expect(back.lessons.map((l) => l.title)).toEqual(lessons.map((l) => l.title));
    expect(parsePlanJson('{"format":"homeschool-plan","version":2,"lessons":[]}')).toMatchObject({
      ok: false,
      message: /version 2/,
    });
    expect(parsePlanJson('{"lessons":[]}')).toMatchObject({ ok: false, message: /not a plan/ });
    expect(parsePlanJson('{nope')).toMatchObject({ ok: false, message: /not valid JSON/ });
    expect(
      parsePlanJson('{"format":"homeschool-plan","version":1,"lessons":[{"title":{"x":1}}]}'),
    ).toMatchObject({ ok: false, message: 'Lesson 1 of that plan file is not an object with a title.' });
  });
});
