import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearMessages as m } from '@shared/messages/school-years';
import { schoolYearSchema, type Break, type SchoolYear } from '@shared/schemas/school-years';
import { countAllRows, snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call: req, ok } = apiRequests(() => t.app);

/** Monday Aug 17, 2026 to Friday Jun 4, 2027: 42 whole weeks, 210 weekdays. */
const YEAR = { name: '2026–27', startDate: '2026-08-17', endDate: '2027-06-04' };
const QUARTERS = [
  { name: 'Quarter 1', startDate: '2026-08-17', endDate: '2026-10-27' },
  { name: 'Quarter 2', startDate: '2026-10-28', endDate: '2027-01-10' },
  { name: 'Quarter 3', startDate: '2027-01-11', endDate: '2027-03-23' },
  { name: 'Quarter 4', startDate: '2027-03-24', endDate: '2027-06-04' },
];
const WINTER = { label: 'Winter break', startDate: '2026-12-21', endDate: '2027-01-01' };

const years = (user: TestUser) => ok<SchoolYear[]>(user, 'GET', '/api/school-years');
const createYear = (user: TestUser, body: object = YEAR) =>
  ok<SchoolYear>(user, 'POST', '/api/school-years', body);
const addBreak = (user: TestUser, yearId: string, body: object = WINTER) =>
  ok<Break>(user, 'POST', `/api/school-years/${yearId}/breaks`, body);
const addChild = async (user: TestUser, name: string) =>
  (await ok<{ id: string }>(user, 'POST', '/api/students', { name, age: 8 })).id;
const terms = (year: SchoolYear) => year.terms.map(({ id: _id, ...term }) => term);

/** Sends each body, expecting `status` and `message` every time, and that nothing of any account changed. */
async function refused(
  user: TestUser,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cases: [body: unknown, status: number, message: string][],
) {
  const before = await countAllRows(t.deps.db);
  const snapshot = await snapshotAccount(t.deps.db, user.id);
  for (const [body, status, message] of cases) {
    const res = await req(user, method, url, body);
    expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
    expect(res.json().error.message, JSON.stringify(body)).toBe(message);
  }
  expect(await countAllRows(t.deps.db)).toEqual(before);
  expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);
}

describe(`school years (${dialect})`, () => {
  it('answers 401 on every route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/school-years'],
      ['POST', '/api/school-years'],
      ['PATCH', '/api/school-years/x'],
      ['DELETE', '/api/school-years/x'],
      ['POST', '/api/school-years/x/breaks'],
      ['PATCH', '/api/breaks/x'],
      ['DELETE', '/api/breaks/x'],
    ] as const)
      expect(
        (await req(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : YEAR)).statusCode,
      ).toBe(401);
  });

  it('creates a year with quarters by default, Monday to Friday, and lists it with its terms', async () => {
    const user = await signUpUser(t.app);
    expect(await years(user)).toEqual([]);
    const res = await req(user, 'POST', '/api/school-years', { ...YEAR, name: '  2026–27 ' });
    expect(res.statusCode, res.body).toBe(201);
    const year = res.json() as SchoolYear;
    expect(schoolYearSchema.strict().parse(year)).toEqual(year);
    expect(year).toMatchObject({ ...YEAR, weekdays: [1, 2, 3, 4, 5], breaks: [], classCount: 0 });
    expect(terms(year)).toEqual(QUARTERS);
    expect(await years(user)).toEqual([year]);
  });

  it('creates semesters, a custom list of terms, and other school weekdays', async () => {
    const user = await signUpUser(t.app);
    const semesters = await createYear(user, { ...YEAR, terms: 'semesters', weekdays: [5, 1, 3, 3] });
    expect(semesters.weekdays).toEqual([1, 3, 5]);
    // 126 school days on Mon/Wed/Fri: the 64th is Monday Jan 11.
    expect(terms(semesters)).toEqual([
      { name: 'Semester 1', startDate: '2026-08-17', endDate: '2027-01-10' },
      { name: 'Semester 2', startDate: '2027-01-11', endDate: '2027-06-04' },
    ]);
    const custom = await createYear(user, {
      name: 'Summer 2027',
      startDate: '2027-06-07',
      endDate: '2027-08-13',
      weekdays: [2, 4],
      terms: [
        { name: ' June ', startDate: '2027-06-07', endDate: '2027-06-30' },
        { name: 'July and August', startDate: '2027-07-05', endDate: '2027-08-13' },
      ],
    });
    expect(terms(custom)).toEqual([
      { name: 'June', startDate: '2027-06-07', endDate: '2027-06-30' },
      { name: 'July and August', startDate: '2027-07-05', endDate: '2027-08-13' },
    ]);
    expect((await years(user)).map((y) => y.name)).toEqual(['2026–27', 'Summer 2027']);
  });

  it('refuses a bad year with 400 and its message, writing nothing', async () => {
    const user = await signUpUser(t.app);
    await refused(user, 'POST', '/api/school-years', [
      [{ ...YEAR, name: '  ' }, 400, m.nameRequired],
      [{ ...YEAR, name: 'x'.repeat(61) }, 400, m.nameTooLong(60)],
      [{ ...YEAR, startDate: '2026-02-30' }, 400, m.dateInvalid],
      [{ ...YEAR, endDate: '2026-08-16' }, 400, m.endBeforeStart],
      [{ ...YEAR, endDate: '2027-12-30' }, 400, m.tooLong(500)],
      [{ ...YEAR, weekdays: [] }, 400, m.weekdaysRequired],
      [{ ...YEAR, weekdays: [7] }, 400, m.weekdaysRequired],
      [{ ...YEAR, startDate: '2026-08-22', endDate: '2026-08-23' }, 400, m.noSchoolDay],
      [{ ...YEAR, terms: 'trimesters' }, 400, m.termsInvalid],
      [{ ...YEAR, terms: [] }, 400, m.termsRequired],
      [
        { ...YEAR, terms: [{ name: 'Fall', startDate: '2026-08-10', endDate: '2026-12-18' }] },
        400,
        m.termOutside('Fall'),
      ],
      [
        {
          ...YEAR,
          terms: [
            { name: 'Fall', startDate: '2026-08-17', endDate: '2026-12-18' },
            { name: 'Spring', startDate: '2026-12-01', endDate: '2027-06-04' },
          ],
        },
        400,
        m.termsOutOfOrder('Fall', 'Spring'),
      ],
    ]);
    const fields = (await req(user, 'POST', '/api/school-years', { ...YEAR, endDate: '2026-08-16' })).json()
      .error.fields;
    expect(fields).toEqual({ endDate: m.endBeforeStart });
  });

  it("refuses a year that overlaps another of the family's (409), and allows one that starts the day after", async () => {
    const user = await signUpUser(t.app);
    await createYear(user);
    await refused(user, 'POST', '/api/school-years', [
      [
        { name: 'Next', startDate: '2027-06-04', endDate: '2027-12-17' },
        409,
        m.overlaps('2026–27', YEAR.startDate, YEAR.endDate),
      ],
      [
        { name: 'Before', startDate: '2026-01-05', endDate: '2026-08-17' },
        409,
        m.overlaps('2026–27', YEAR.startDate, YEAR.endDate),
      ],
    ]);
    expect(m.overlaps('2026–27', YEAR.startDate, YEAR.endDate)).toBe(
      'This school year overlaps 2026–27 (Aug 17, 2026 – Jun 4, 2027).',
    );
    await createYear(user, { name: 'Next', startDate: '2027-06-05', endDate: '2027-12-17' });
    // Another family's years are theirs: the same dates are fine.
    await createYear(await signUpUser(t.app));
  });

  it('keeps a family to 20 years (409)', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 20; i++)
      await createYear(user, { name: `Y${i}`, startDate: `${2030 + i}-01-07`, endDate: `${2030 + i}-06-28` });
    await refused(user, 'POST', '/api/school-years', [
      [{ name: 'One more', startDate: '2060-01-07', endDate: '2060-06-28' }, 409, m.tooMany(20)],
    ]);
  });

  it('changes a year: its name, dates, weekdays and terms (a preset is split again)', async () => {
    const user = await signUpUser(t.app);
    const year = await createYear(user);
    await addBreak(user, year.id);
    const renamed = await ok<SchoolYear>(user, 'PATCH', `/api/school-years/${year.id}`, { name: 'Year 5' });
    expect(renamed).toMatchObject({ name: 'Year 5', startDate: YEAR.startDate, weekdays: [1, 2, 3, 4, 5] });
    expect(terms(renamed)).toEqual(QUARTERS);
    // Semesters count the school days outside the family's breaks: 90 before the winter break, 110 after.
    const split = await ok<SchoolYear>(user, 'PATCH', `/api/school-years/${year.id}`, { terms: 'semesters' });
    expect(terms(split)).toEqual([
      { name: 'Semester 1', startDate: '2026-08-17', endDate: '2027-01-17' },
      { name: 'Semester 2', startDate: '2027-01-18', endDate: '2027-06-04' },
    ]);
    // Without terms, the terms stay as they are.
    const longer = await ok<SchoolYear>(user, 'PATCH', `/api/school-years/${year.id}`, {
      endDate: '2027-06-11',
      weekdays: [1, 2, 3, 4, 5, 6],
    });
    expect(longer).toMatchObject({ endDate: '2027-06-11', weekdays: [1, 2, 3, 4, 5, 6] });
    expect(terms(longer)).toEqual(terms(split));
    expect(longer.breaks.map((b) => b.label)).toEqual(['Winter break']);
    expect(await years(user)).toEqual([longer]);
  });

  it("refuses a change that would strand the year's classes, breaks or terms (409), or breaks its rules (400)", async () => {
    const user = await signUpUser(t.app);
    const year = await createYear(user);
    await createYear(user, { name: 'Next', startDate: '2027-08-16', endDate: '2028-06-02' });
    await addBreak(user, year.id);
    const cls = await req(user, 'POST', '/api/classes', {
      title: 'Latin',
      daysOfWeek: [1, 5],
      startTime: '09:00',
      endTime: '10:00',
      schoolYearId: year.id,
    });
    expect(cls.statusCode, cls.body).toBe(201);
    await refused(user, 'PATCH', `/api/school-years/${year.id}`, [
      [{ weekdays: [1, 2, 3, 4] }, 409, m.classOnNonSchoolDay('Latin', [5], '2026–27')],
      [{ weekdays: [2, 3], name: 'Y' }, 409, m.classOnNonSchoolDay('Latin', [1, 5], 'Y')],
      [
        { endDate: '2026-12-24' },
        409,
        m.storedBreakOutside('Winter break', WINTER.startDate, WINTER.endDate),
      ],
      [{ startDate: '2026-09-01' }, 409, m.storedTermOutside('Quarter 1')],
      [{ endDate: '2027-08-16' }, 409, m.overlaps('Next', '2027-08-16', '2028-06-02')],
      [{ endDate: '2026-08-01' }, 400, m.endBeforeStart],
      [{ name: '' }, 400, m.nameRequired],
      [
        { terms: [{ name: 'All', startDate: '2026-08-17', endDate: '2027-06-05' }] },
        400,
        m.termOutside('All'),
      ],
    ]);
    expect(m.classOnNonSchoolDay('Latin', [5], '2026–27')).toBe(
      'Latin meets on Friday, which would not be a school day in 2026–27: change the class first.',
    );
    // With new terms, the year's start may move.
    const moved = await ok<SchoolYear>(user, 'PATCH', `/api/school-years/${year.id}`, {
      startDate: '2026-09-01',
      terms: 'quarters',
    });
    expect(moved.terms[0]!.startDate).toBe('2026-09-01');
  });

  it("answers 404 for another family's year and changes nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const year = await createYear(a);
    const before = await snapshotAccount(t.deps.db, a.id);
    expect((await req(b, 'PATCH', `/api/school-years/${year.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await req(b, 'DELETE', `/api/school-years/${year.id}`)).statusCode).toBe(404);
    expect((await req(b, 'POST', `/api/school-years/${year.id}/breaks`, WINTER)).statusCode).toBe(404);
    expect((await req(b, 'PATCH', '/api/school-years/nope', { name: 'Mine' })).json().error.message).toBe(
      m.notFound,
    );
    expect(await years(b)).toEqual([]);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
  });

  it('deletes a year with its terms and breaks; its classes stay, without a year', async () => {
    const user = await signUpUser(t.app);
    const year = await createYear(user);
    const other = await createYear(user, { name: 'Next', startDate: '2027-08-16', endDate: '2028-06-02' });
    await addBreak(user, year.id, { ...WINTER, studentIds: [user.studentId] });
    const cls = await ok(user, 'POST', '/api/classes', {
      title: 'Latin',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
      schoolYearId: year.id,
    });
    expect((await years(user))[0]!.classCount).toBe(1);
    const res = await req(user, 'DELETE', `/api/school-years/${year.id}`);
    expect(res.statusCode).toBe(204);
    expect((await years(user)).map((y) => y.id)).toEqual([other.id]);
    const classes = await ok<{ id: string; schoolYearId: string | null }[]>(user, 'GET', '/api/classes');
    expect(classes).toMatchObject([{ id: cls.id, schoolYearId: null }]);
    const left = JSON.parse(await snapshotAccount(t.deps.db, user.id)) as Record<string, string[]>;
    expect(left.terms).toHaveLength(4); // the other year's quarters
    expect(left.breaks).toEqual([]);
    expect(left.breakStudents).toEqual([]);
    expect((await req(user, 'DELETE', `/api/school-years/${year.id}`)).statusCode).toBe(404);
  });
});

describe(`breaks (${dialect})`, () => {
  it('adds breaks for the whole family or chosen children, listed in date order with the year', async () => {
    const user = await signUpUser(t.app);
    const leo = await addChild(user, 'Leo');
    const year = await createYear(user);
    const winter = await addBreak(user, year.id);
    expect(winter).toMatchObject({ ...WINTER, schoolYearId: year.id, studentIds: null });
    // Both children, named in any order: answered in the family's order.
    const trip = await addBreak(user, year.id, {
      label: 'Grandma visit',
      startDate: '2026-10-05',
      endDate: '2026-10-09',
      studentIds: [leo, user.studentId],
    });
    expect(trip.studentIds).toEqual([user.studentId, leo]);
    // The same days for another child are no clash.
    const camp = await addBreak(user, year.id, {
      label: 'Camp',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      studentIds: [leo],
    });
    const listed = (await years(user))[0]!;
    expect(listed.breaks).toEqual([camp, trip, winter]);
  });

  it('refuses a break outside its year, ending first, clashing for a same child, or for no child', async () => {
    const user = await signUpUser(t.app);
    const leo = await addChild(user, 'Leo');
    const year = await createYear(user);
    await addBreak(user, year.id);
    await addBreak(user, year.id, {
      label: 'Camp',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      studentIds: [leo],
    });
    const outside = m.breakOutside('2026–27', YEAR.startDate, YEAR.endDate);
    await refused(user, 'POST', `/api/school-years/${year.id}/breaks`, [
      [{ label: ' ', startDate: '2026-09-07', endDate: '2026-09-07' }, 400, m.breakLabelRequired],
      [{ label: 'Early', startDate: '2026-08-10', endDate: '2026-08-20' }, 400, outside],
      [{ label: 'Late', startDate: '2027-06-01', endDate: '2027-06-10' }, 400, outside],
      [{ label: 'Back', startDate: '2026-09-08', endDate: '2026-09-07' }, 400, m.breakEndBeforeStart],
      [
        { label: 'Nobody', startDate: '2026-09-07', endDate: '2026-09-07', studentIds: [] },
        400,
        m.breakChildrenRequired,
      ],
      [
        { label: 'Twice', startDate: '2026-09-07', endDate: '2026-09-07', studentIds: [leo, leo] },
        400,
        m.breakChildRepeated,
      ],
      [
        { label: 'New Year', startDate: '2027-01-01', endDate: '2027-01-04' },
        409,
        m.breakOverlaps('Winter break', WINTER.startDate, WINTER.endDate),
      ],
      [
        { label: 'Leo off', startDate: '2026-12-31', endDate: '2027-01-04', studentIds: [leo] },
        409,
        m.breakOverlaps('Winter break', WINTER.startDate, WINTER.endDate),
      ],
      [
        { label: 'All off', startDate: '2026-10-02', endDate: '2026-10-02' },
        409,
        m.breakOverlaps('Camp', '2026-10-01', '2026-10-02'),
      ],
    ]);
    // The first child's own break on Camp's days is fine.
    await addBreak(user, year.id, {
      label: 'Dentist',
      startDate: '2026-10-02',
      endDate: '2026-10-02',
      studentIds: [user.studentId],
    });
  });

  it("answers 404 for another family's child or break, and writes nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const year = await createYear(a);
    const winter = await addBreak(a, year.id);
    await refused(a, 'POST', `/api/school-years/${year.id}/breaks`, [
      [
        {
          ...WINTER,
          label: 'Theirs',
          startDate: '2026-09-07',
          endDate: '2026-09-07',
          studentIds: [b.studentId],
        },
        404,
        'Not found.',
      ],
    ]);
    const before = await snapshotAccount(t.deps.db, a.id);
    expect((await req(b, 'PATCH', `/api/breaks/${winter.id}`, { label: 'Mine' })).statusCode).toBe(404);
    expect((await req(b, 'DELETE', `/api/breaks/${winter.id}`)).statusCode).toBe(404);
    expect(
      (await req(a, 'PATCH', `/api/breaks/${winter.id}`, { studentIds: [b.studentId] })).statusCode,
    ).toBe(404);
    expect((await req(b, 'PATCH', '/api/breaks/nope', { label: 'x' })).json().error.message).toBe(
      m.breakNotFound,
    );
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
  });

  it('changes a break: its name, days and children (null: the whole family again); deletes it', async () => {
    const user = await signUpUser(t.app);
    const leo = await addChild(user, 'Leo');
    const year = await createYear(user);
    const winter = await addBreak(user, year.id);
    const camp = await addBreak(user, year.id, {
      label: 'Camp',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      studentIds: [leo],
    });
    const moved = await ok<Break>(user, 'PATCH', `/api/breaks/${winter.id}`, {
      label: 'Holidays',
      endDate: '2027-01-05',
      studentIds: [user.studentId],
    });
    expect(moved).toMatchObject({
      label: 'Holidays',
      startDate: WINTER.startDate,
      endDate: '2027-01-05',
      studentIds: [user.studentId],
    });
    // Only the label: the children stay.
    expect(
      (await ok<Break>(user, 'PATCH', `/api/breaks/${winter.id}`, { label: 'Winter' })).studentIds,
    ).toEqual([user.studentId]);
    await refused(user, 'PATCH', `/api/breaks/${winter.id}`, [
      [
        { startDate: '2026-10-02', studentIds: null },
        409,
        m.breakOverlaps('Camp', '2026-10-01', '2026-10-02'),
      ],
      [{ endDate: '2026-12-20' }, 400, m.breakEndBeforeStart],
      [{ endDate: '2027-07-01' }, 400, m.breakOutside('2026–27', YEAR.startDate, YEAR.endDate)],
      [{ studentIds: [] }, 400, m.breakChildrenRequired],
    ]);
    const family = await ok<Break>(user, 'PATCH', `/api/breaks/${winter.id}`, { studentIds: null });
    expect(family.studentIds).toBeNull();
    expect((await years(user))[0]!.breaks.map((b) => [b.label, b.studentIds])).toEqual([
      ['Camp', [leo]],
      ['Winter', null],
    ]);
    expect((await req(user, 'DELETE', `/api/breaks/${camp.id}`)).statusCode).toBe(204);
    expect((await years(user))[0]!.breaks.map((b) => b.label)).toEqual(['Winter']);
    expect((await req(user, 'DELETE', `/api/breaks/${camp.id}`)).statusCode).toBe(404);
    const left = JSON.parse(await snapshotAccount(t.deps.db, user.id)) as Record<string, string[]>;
    expect(left.breakStudents).toEqual([]);
  });
});

describe(`classes in a school year (${dialect})`, () => {
  const body = (schoolYearId: string, daysOfWeek: number[]) => ({
    title: 'Latin',
    daysOfWeek,
    startTime: '09:00',
    endTime: '10:00',
    schoolYearId,
  });

  it("belongs to one of the family's years, on its school days only", async () => {
    const user = await signUpUser(t.app);
    const year = await createYear(user);
    const cls = await ok(user, 'POST', '/api/classes', body(year.id, [1, 3]));
    expect(cls.schoolYearId).toBe(year.id);
    expect((await years(user))[0]!.classCount).toBe(1);
    await refused(user, 'POST', '/api/classes', [
      [body(year.id, [1, 6]), 400, 'Saturday is not a school day in 2026–27.'],
      [body(year.id, [0, 6]), 400, 'Saturday and Sunday are not school days in 2026–27.'],
      [body('nope', [1]), 404, m.notFound],
    ]);
    await refused(user, 'PATCH', `/api/classes/${cls.id}`, [
      [{ daysOfWeek: [6] }, 400, 'Saturday is not a school day in 2026–27.'],
    ]);
    const res = await req(user, 'POST', '/api/classes', body(year.id, [6]));
    expect(res.json().error.fields).toEqual({ daysOfWeek: 'Saturday is not a school day in 2026–27.' });
    // Leaving the year frees the class's days; joining it again checks them.
    const free = await ok(user, 'PATCH', `/api/classes/${cls.id}`, { schoolYearId: null, daysOfWeek: [6] });
    expect(free).toMatchObject({ schoolYearId: null, daysOfWeek: [6] });
    expect((await req(user, 'PATCH', `/api/classes/${cls.id}`, { schoolYearId: year.id })).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another family's year and writes nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const year = await createYear(a);
    await refused(b, 'POST', '/api/classes', [[body(year.id, [1]), 404, m.notFound]]);
    const own = await ok(b, 'POST', '/api/classes', { ...body(year.id, [1]), schoolYearId: null });
    await refused(b, 'PATCH', `/api/classes/${own.id}`, [[{ schoolYearId: year.id }, 404, m.notFound]]);
  });
});
