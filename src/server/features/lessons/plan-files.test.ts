import { deflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { multipartFile } from '@tests/setup/test-files';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import type { LessonPlan } from '@shared/schemas/lessons';
import type { PlanPreview } from '@shared/schemas/plan-files';
import { zipUnpackedSize } from './plan-file-reader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, ok } = apiRequests(() => t.app);
const TZ = 'America/New_York';

/** A family with a class (every weekday, an hour) in a school year around today, its child enrolled. */
async function family(title = 'Math') {
  const user = await signUpUser(t.app, { timezone: TZ });
  const today = todayIn(TZ);
  const year = await ok<{ id: string }>(user, 'POST', '/api/school-years', {
    name: 'This year',
    startDate: addDaysIso(today, -30),
    endDate: addDaysIso(today, 300),
  });
  const cls = await ok<{ id: string }>(user, 'POST', '/api/classes', {
    title,
    subject: 'Math',
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '10:00',
    schoolYearId: year.id,
    studentIds: [user.studentId],
  });
  return { user, classId: cls.id };
}

const plan = (user: TestUser, classId: string) =>
  ok<LessonPlan>(user, 'GET', `/api/classes/${classId}/lessons`);

async function upload(who: TestUser | string, classId: string, name: string, bytes: Buffer) {
  const body = multipartFile(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/lessons/preview-file`,
    payload: body.payload,
    headers: { ...body.headers, cookie: typeof who === 'string' ? who : who.cookie },
  });
}

async function previewOf(user: TestUser, classId: string, name: string, bytes: Buffer) {
  const res = await upload(user, classId, name, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PlanPreview;
}

const importOf = (p: Pick<PlanPreview, 'rows' | 'header' | 'mapping'>) => ({
  rows: p.rows,
  header: p.header,
  mapping: p.mapping,
});

/** 40 lessons in a spreadsheet's order: week, day, lesson, minutes, notes — written out of order. */
function fortyRowCsv(): string {
  const lines = ['Week,Day,Lesson,Minutes,Notes'];
  for (let week = 8; week >= 1; week--)
    for (let day = 1; day <= 5; day++)
      lines.push(
        `${week},${day},"Lesson ${(week - 1) * 5 + day}, part ${day}",${20 + day},Workbook p. ${week}`,
      );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe(`plan files (${dialect})`, () => {
  it('a 40-row CSV previews with its columns guessed, imports in week and day order, and places itself', async () => {
    const { user, classId } = await family();
    await ok(user, 'POST', `/api/classes/${classId}/lessons`, { title: 'Already there' });
    const preview = await previewOf(user, classId, 'math.csv', Buffer.from(fortyRowCsv()));
    expect(preview).toMatchObject({
      format: 'csv',
      header: true,
      mapping: ['week', 'day', 'title', 'minutes', 'notes'],
      room: 999,
      classMinutes: 60,
      errors: [],
      problem: null,
    });
    expect(preview.lessons).toHaveLength(40);
    expect(preview.lessons[0]).toEqual({
      row: 37,
      title: 'Lesson 1, part 1',
      notes: 'Workbook p. 1',
      minutes: 21,
      week: 1,
      day: 1,
    });

    const res = await call(user, 'POST', `/api/classes/${classId}/lessons/import`, importOf(preview));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ count: 40 });
    const p = await plan(user, classId);
    expect(p.lessons.map((l) => l.title)).toEqual([
      'Already there',
      ...Array.from({ length: 40 }, (_, i) => `Lesson ${i + 1}, part ${(i % 5) + 1}`),
    ]);
    expect(p.lessons[1]).toMatchObject({ minutes: 21, notes: 'Workbook p. 1' });
    // Placed: every lesson has a planned day for the child, in plan order.
    const days = p.children[0]!.lessons.map((l) => l.date);
    expect(days).toHaveLength(41);
    expect([...days].sort()).toEqual(days);
  });

  it('pasted TSV (from a spreadsheet) with a changed mapping imports; lessons without minutes take the class’s', async () => {
    const { user, classId } = await family();
    const text = 'Read chapter 1\t30\tcopy the map\nRead chapter 2\t\t\n';
    const preview = await ok<PlanPreview>(user, 'POST', `/api/classes/${classId}/lessons/preview-text`, {
      text,
    });
    expect(preview).toMatchObject({ format: 'tsv', header: false, mapping: ['title', 'ignore', 'notes'] });
    await ok(user, 'POST', `/api/classes/${classId}/lessons/import`, {
      ...importOf(preview),
      mapping: ['title', 'minutes', 'ignore'],
    });
    const p = await plan(user, classId);
    expect(p.lessons.map((l) => [l.title, l.minutes, l.notes])).toEqual([
      ['Read chapter 1', 30, null],
      ['Read chapter 2', 60, null],
    ]);
  });

  it('an XLSX workbook imports from its first sheet', async () => {
    const { user, classId } = await family();
    const bytes = await writeXlsxFile([
      ['Title', 'Minutes', 'Notes'],
      ['Fractions', 30, 'Workbook'],
      ['Decimals', 40, null],
      ['Percent', null, 'Quiz'],
    ]).toBuffer();
    const preview = await previewOf(user, classId, 'Scope & sequence.xlsx', bytes);
    expect(preview).toMatchObject({ format: 'xlsx', header: true, mapping: ['title', 'minutes', 'notes'] });
    await ok(user, 'POST', `/api/classes/${classId}/lessons/import`, importOf(preview));
    const p = await plan(user, classId);
    expect(p.lessons.map((l) => [l.title, l.minutes, l.notes])).toEqual([
      ['Fractions', 30, 'Workbook'],
      ['Decimals', 40, null],
      ['Percent', 60, 'Quiz'],
    ]);
  });

  it("a JSON export imported into another family's class reproduces the plan (and the CSV export too)", async () => {
    const a = await family('Łódź history');
    await ok(a.user, 'POST', `/api/classes/${a.classId}/lessons`, { pattern: 'Chapter {1-7}', minutes: 25 });
    const first = (await plan(a.user, a.classId)).lessons[0]!;
    await ok(a.user, 'PATCH', `/api/lessons/${first.id}`, { notes: 'Read aloud, "slowly"\nthen narrate' });
    const before = (await plan(a.user, a.classId)).lessons.map((l) => [l.title, l.notes, l.minutes]);

    const json = await call(a.user, 'GET', `/api/classes/${a.classId}/lessons/export?format=json`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="plan-lodz-history.json"; filename*=UTF-8''${encodeURIComponent('plan-łódź-history.json')}`,
    );
    const doc = json.json();
    expect(doc).toMatchObject({
      format: 'homeschool-plan',
      version: 1,
      class: { title: 'Łódź history', subject: 'Math', daysOfWeek: [1, 2, 3, 4, 5], minutes: 60 },
    });
    expect(doc.lessons[5]).toEqual({ title: 'Chapter 6', notes: null, minutes: 25, week: 2, day: 1 });

    const b = await family('Our history');
    const preview = await previewOf(b.user, b.classId, 'plan.json', Buffer.from(json.body));
    expect(preview).toMatchObject({ format: 'json', sourceTitle: 'Łódź history', errors: [] });
    await ok(b.user, 'POST', `/api/classes/${b.classId}/lessons/import`, importOf(preview));
    expect((await plan(b.user, b.classId)).lessons.map((l) => [l.title, l.notes, l.minutes])).toEqual(before);

    const csv = await call(a.user, 'GET', `/api/classes/${a.classId}/lessons/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFtitle,notes,minutes,week,day');
    const c = await family();
    const fromCsv = await previewOf(c.user, c.classId, 'plan.csv', Buffer.from(csv.body));
    await ok(c.user, 'POST', `/api/classes/${c.classId}/lessons/import`, importOf(fromCsv));
    expect((await plan(c.user, c.classId)).lessons.map((l) => [l.title, l.notes, l.minutes])).toEqual(before);
  });

  it('a bad row is a 400 naming its row and column, and nothing is written', async () => {
    const { user, classId } = await family();
    const rows = [['Title', 'Minutes'], ...Array.from({ length: 15 }, (_, i) => [`L${i + 1}`, '30'])];
    rows[11] = ['L11', 'an hour'];
    const snapshot = await snapshotAccount(t.deps.db, user.id);
    const res = await call(user, 'POST', `/api/classes/${classId}/lessons/import`, {
      rows,
      header: true,
      mapping: ['title', 'minutes'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Row 12, minutes: must be a whole number from 1 to 1440');
    const noTitle = await call(user, 'POST', `/api/classes/${classId}/lessons/import`, {
      rows,
      header: true,
      mapping: ['ignore', 'minutes'],
    });
    expect(noTitle.json().error.message).toBe('Choose which column is the lesson title.');
    // The preview shows the same error, by row and column.
    const preview = await ok<PlanPreview>(user, 'POST', `/api/classes/${classId}/lessons/preview-text`, {
      text: rows.map((r) => r.join(',')).join('\n'),
    });
    expect(preview.errors).toEqual([
      { row: 12, column: 'minutes', message: 'Row 12, minutes: must be a whole number from 1 to 1440' },
    ]);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);
  });

  it('refuses a file too large (413), an unknown kind, an old .xls, a broken or bomb-like .xlsx, and a full class', async () => {
    const { user, classId } = await family();
    const snapshot = await snapshotAccount(t.deps.db, user.id);
    const big = await upload(user, classId, 'big.csv', Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('This file is larger than 1 MB, the most a file may be.');
    const pasted = await call(user, 'POST', `/api/classes/${classId}/lessons/preview-text`, {
      text: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json().error.message).toBe('A pasted plan can be at most 1 MB of text.');

    const pdf = await upload(user, classId, 'plan.pdf', Buffer.from('%PDF-1.7'));
    expect([pdf.statusCode, pdf.json().error.message]).toEqual([
      400,
      'Please choose a .csv, .tsv, .txt, .xlsx or .json file.',
    ]);
    const xls = await upload(user, classId, 'plan.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]));
    expect(xls.json().error.message).toMatch(/old Excel file/);
    const broken = await upload(user, classId, 'plan.xlsx', Buffer.from('PK\x03\x04 not really a zip'));
    expect([broken.statusCode, broken.json().error.message]).toEqual([
      400,
      expect.stringMatching(/could not be read/),
    ]);

    // 100 MB of zeros in a few hundred KB, its headers claiming 100 bytes: refused before it is unpacked.
    const bomb = await upload(user, classId, 'plan.xlsx', zipOf(Buffer.alloc(100 * 1024 * 1024), 100));
    expect([bomb.statusCode, bomb.json().error.message]).toEqual([
      400,
      expect.stringMatching(/could not be read/),
    ]);

    const unquoted = await call(user, 'POST', `/api/classes/${classId}/lessons/preview-text`, {
      text: 'Title\n"Lesson 1\nLesson 2',
    });
    expect(unquoted.json().error.message).toBe('Row 2 opens a quote (") that never closes.');

    const tooMany = await call(user, 'POST', `/api/classes/${classId}/lessons/import`, {
      rows: Array.from({ length: 1001 }, (_, i) => [`L${i}`]),
      header: false,
      mapping: ['title'],
    });
    expect([tooMany.statusCode, tooMany.json().error.message]).toEqual([
      400,
      'That file has 1001 lessons; a class can have at most 1000.',
    ]);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);

    await ok(user, 'POST', `/api/classes/${classId}/lessons`, { pattern: 'L {1-500}' });
    await ok(user, 'POST', `/api/classes/${classId}/lessons`, { pattern: 'M {1-499}' });
    const full = await call(user, 'POST', `/api/classes/${classId}/lessons/import`, {
      rows: [['A'], ['B']],
      header: false,
      mapping: ['title'],
    });
    expect([full.statusCode, full.json().error.message]).toEqual([
      409,
      'A class can have at most 1000 lessons; this one has room for 1 more.',
    ]);
    expect((await plan(user, classId)).lessons).toHaveLength(999);
  });

  it("another family's class is a 404; a child or a viewer is refused; no session is a 401", async () => {
    const a = await family();
    const b = await family();
    const csv = Buffer.from('Title\nOne\n');
    const snapshot = await snapshotAccount(t.deps.db, a.user.id);
    expect((await upload(b.user, a.classId, 'p.csv', csv)).statusCode).toBe(404);
    for (const [method, path, body] of [
      ['POST', 'preview-text', { text: 'Title\nOne' }],
      ['POST', 'import', { rows: [['One']], header: false, mapping: ['title'] }],
      ['GET', 'export?format=csv', undefined],
    ] as const) {
      const url = `/api/classes/${a.classId}/lessons/${path}`;
      expect((await call(b.user, method, url, body)).statusCode, url).toBe(404);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
    const child = await childSignedIn(t, a.user.id, a.user.studentId);
    expect((await upload(child, a.classId, 'p.csv', csv)).statusCode).toBe(403);
    const viewer = await signUpUser(t.app);
    await joinFamily(t, viewer, a.user.id, 'viewer');
    const body = { rows: [['One']], header: false, mapping: ['title'] };
    expect((await call(viewer, 'POST', `/api/classes/${a.classId}/lessons/import`, body)).statusCode).toBe(
      403,
    );
    expect((await call(child, 'POST', `/api/classes/${a.classId}/lessons/import`, body)).statusCode).toBe(
      403,
    );
    expect(await snapshotAccount(t.deps.db, a.user.id)).toBe(snapshot);
    // Reading the plan as a file is reading it: a viewer may.
    expect((await call(viewer, 'GET', `/api/classes/${a.classId}/lessons/export`)).statusCode).toBe(200);
  });
});

/** A zip of one deflated entry whose headers claim it unpacks to `claimed` bytes. */
function zipOf(content: Buffer, claimed: number): Buffer {
  const data = deflateRawSync(content);
  const name = Buffer.from('xl/sharedStrings.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(name.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(data.length, 20);
  entry.writeUInt32LE(claimed, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE(0, 42);
  const central = Buffer.concat([entry, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, end]);
}

describe('zipUnpackedSize', () => {
  it('counts what the entries really inflate to, whatever the headers claim, and gives up past the limit', () => {
    const zip = zipOf(Buffer.alloc(10_000, 'a'), 5);
    expect(zipUnpackedSize(zip)).toBe(10_000);
    expect(zipUnpackedSize(zip, 9_999)).toBeNull();
    expect(zipUnpackedSize(Buffer.from('PK\x03\x04 nothing'))).toBeNull();
  });
});
