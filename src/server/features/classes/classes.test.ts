import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@shared/domain/dates';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { parentScope } from '@tests/setup/scope';
import { classesService } from './classes.service';

let t: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpUser(t.app);
  b = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
});

// September of next year is always inside the 24-month calendar window.
const year = Number(todayIn('America/New_York').slice(0, 4)) + 1;
const sep = (day: number) => `${year}-09-${String(day).padStart(2, '0')}`;

/** September dates of `year` on the given weekdays (0 = Sunday), computed independently of the app. */
function septemberDates(weekdays: number[]): string[] {
  const out: string[] = [];
  for (let d = 1; d <= 30; d++)
    if (weekdays.includes(new Date(Date.UTC(year, 8, d)).getUTCDay())) out.push(sep(d));
  return out;
}

const { call: req } = apiRequests(() => t.app);

const listClasses = async (user: TestUser) => (await req(user, 'GET', '/api/classes')).json();
const septemberEvents = async (user: TestUser) =>
  (await req(user, 'GET', `/api/events?from=${sep(1)}&to=${sep(30)}`)).json();
const eventsOfClass = async (user: TestUser, classId: string) =>
  (await septemberEvents(user)).filter((e: { classId: string | null }) => e.classId === classId);

const addChild = async (user: TestUser, name = 'Second') => {
  const res = await req(user, 'POST', '/api/students', { name, age: 8 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

async function createClass(user: TestUser, body: Record<string, unknown>) {
  const res = await req(user, 'POST', '/api/classes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe(`classes (${dialect})`, () => {
  it('creates a class from the minimal body, with derived text, default emoji and no sync without dates', async () => {
    const user = await signUpUser(t.app);
    const res = await req(user, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(res.statusCode).toBe(201);
    const cls = res.json();
    expect(cls).toMatchObject({
      title: 'Math',
      description: null,
      emoji: '🧮',
      teacherPlatform: null,
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
      classTimes: '9:00 AM - 10:00 AM',
      hoursPerWeek: 3,
      startDate: null,
      endDate: null,
      studentIds: [user.studentId],
      synced: false,
      syncedEventCount: 0,
    });
    expect(cls.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cls.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const list = await listClasses(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: cls.id,
      classTimes: '9:00 AM - 10:00 AM',
      hoursPerWeek: 3,
      studentIds: [user.studentId],
    });
    expect(list[0]).not.toHaveProperty('synced');
    expect(await septemberEvents(user)).toEqual([]);
  });

  it('trims text, keeps a chosen emoji and teacher, and lists newest first', async () => {
    const user = await signUpUser(t.app);
    const art = await createClass(user, {
      title: '  Art  ',
      description: '   ',
      teacherPlatform: '  Outschool ',
      daysOfWeek: [0, 6, 6],
      startTime: '13:30',
      endTime: '15:00',
    });
    expect(art).toMatchObject({
      title: 'Art',
      description: null,
      teacherPlatform: 'Outschool',
      emoji: '🎨',
      daysOfWeek: [0, 6],
    });
    expect(art.hoursPerWeek).toBe(3);
    expect(art.classTimes).toBe('1:30 PM - 3:00 PM');
    await new Promise((r) => setTimeout(r, 5));
    const cooking = await createClass(user, {
      title: 'Cooking',
      emoji: '🍳',
      daysOfWeek: [2],
      startTime: '06:00',
      endTime: '22:30',
    });
    expect(cooking.emoji).toBe('🍳');
    expect((await listClasses(user)).map((c: { id: string }) => c.id)).toEqual([cooking.id, art.id]);
  });

  it('Mon/Wed/Fri from 1 to 30 September creates exactly those dated events', async () => {
    const cls = await createClass(a, {
      title: 'Science',
      description: 'Lab day',
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const expected = septemberDates([1, 3, 5]);
    expect(cls).toMatchObject({
      synced: true,
      syncedEventCount: expected.length,
      startDate: sep(1),
      endDate: sep(30),
    });
    const events = await eventsOfClass(a, cls.id);
    expect(events.map((e: { date: string }) => e.date)).toEqual(expected);
    for (const e of events) {
      expect(e).toMatchObject({
        title: 'Science',
        time: '09:00',
        description: 'Lab day',
        classId: cls.id,
        generated: true,
        class: { title: 'Science', emoji: '🔬', startTime: '09:00', endTime: '10:00' },
      });
    }
  });

  it('updating the days replaces the generated events (no duplicates, no orphans) and keeps hand-made linked events', async () => {
    const user = await signUpUser(t.app);
    const cls = await createClass(user, {
      title: 'History',
      daysOfWeek: [1, 3, 5],
      startTime: '10:00',
      endTime: '11:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const other = await createClass(user, {
      title: 'Music',
      daysOfWeek: [1],
      startTime: '14:00',
      endTime: '15:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const trip = await req(user, 'POST', '/api/events', {
      title: 'Museum trip',
      date: sep(17),
      classId: cls.id,
    });
    expect(trip.statusCode).toBe(201);

    const res = await req(user, 'PATCH', `/api/classes/${cls.id}`, {
      daysOfWeek: [2, 4],
      title: 'World History',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'World History',
      daysOfWeek: [2, 4],
      synced: true,
      syncedEventCount: septemberDates([2, 4]).length,
    });

    const events = await eventsOfClass(user, cls.id);
    const generated = events.filter((e: { generated: boolean }) => e.generated);
    expect(generated.map((e: { date: string }) => e.date)).toEqual(septemberDates([2, 4]));
    expect(generated.every((e: { title: string }) => e.title === 'World History')).toBe(true);
    expect(
      events.filter((e: { generated: boolean }) => !e.generated).map((e: { title: string }) => e.title),
    ).toEqual(['Museum trip']);
    expect(await eventsOfClass(user, other.id)).toHaveLength(septemberDates([1]).length);

    // Saving again is idempotent.
    await req(user, 'PATCH', `/api/classes/${cls.id}`, {});
    expect(
      (await eventsOfClass(user, cls.id)).filter((e: { generated: boolean }) => e.generated),
    ).toHaveLength(septemberDates([2, 4]).length);

    // Clearing the dates removes the generated events and reports no sync.
    const cleared = await req(user, 'PATCH', `/api/classes/${cls.id}`, { startDate: null, endDate: null });
    expect(cleared.json()).toMatchObject({
      synced: false,
      syncedEventCount: 0,
      startDate: null,
      endDate: null,
    });
    expect((await eventsOfClass(user, cls.id)).map((e: { title: string }) => e.title)).toEqual([
      'Museum trip',
    ]);
  });

  it('deleting a class removes it and all of its events in one go, leaving other classes alone', async () => {
    const user = await signUpUser(t.app);
    const cls = await createClass(user, {
      title: 'Spanish',
      daysOfWeek: [2],
      startTime: '08:00',
      endTime: '09:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const keep = await createClass(user, {
      title: 'Reading',
      daysOfWeek: [4],
      startTime: '08:00',
      endTime: '09:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    await req(user, 'POST', '/api/events', { title: 'Spanish quiz', date: sep(9), classId: cls.id });
    const res = await req(user, 'DELETE', `/api/classes/${cls.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: cls.id, deletedEventCount: septemberDates([2]).length + 1 });
    expect((await listClasses(user)).map((c: { id: string }) => c.id)).toEqual([keep.id]);
    const remaining = await septemberEvents(user);
    expect(remaining.every((e: { classId: string }) => e.classId === keep.id)).toBe(true);
    expect(remaining).toHaveLength(septemberDates([4]).length);
    expect((await req(user, 'DELETE', `/api/classes/${cls.id}`)).statusCode).toBe(404);
  });

  it('bounds generated events to the 24-month calendar window', async () => {
    const user = await signUpUser(t.app);
    const today = todayIn('America/New_York');
    const [y, m] = today.split('-').map(Number) as [number, number];
    const windowEnd = new Date(Date.UTC(y, m - 1 + 25, 0)).toISOString().slice(0, 10);
    const cls = await createClass(user, {
      title: 'PE',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '07:00',
      endTime: '07:30',
      startDate: `${y - 1}-01-01`,
      endDate: '2099-12-31',
    });
    const windowStart = `${today.slice(0, 7)}-01`;
    const expectedDays = Math.round((Date.parse(windowEnd) - Date.parse(windowStart)) / 86_400_000) + 1;
    expect(cls.syncedEventCount).toBe(expectedDays);
    const first = await req(user, 'GET', `/api/events?from=${windowStart}&to=${windowStart}`);
    expect(first.json()).toHaveLength(1);
    // Nothing beyond the window's last day.
    const beyond = new Date(Date.parse(windowEnd) + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = await req(user, 'GET', `/api/events?from=${windowEnd}&to=${beyond}`);
    expect(end.json().map((e: { date: string }) => e.date)).toEqual([windowEnd]);

    const far = await createClass(user, {
      title: 'Later',
      daysOfWeek: [1],
      startTime: '07:00',
      endTime: '08:00',
      startDate: '2099-01-01',
      endDate: '2099-12-31',
    });
    expect(far).toMatchObject({ synced: true, syncedEventCount: 0 });
  });

  it('a failure in the middle of the sync leaves neither the class change nor partial events', async () => {
    const user = await signUpUser(t.app);
    const cls = await createClass(user, {
      title: 'Biology',
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const before = await septemberEvents(user);
    const failing = classesService(t.deps, {
      chunkSize: 2,
      afterChunk: (inserted) => {
        if (inserted >= 4) throw new Error('disk full');
      },
    });

    await expect(
      failing.update(await parentScope(t.deps, user), cls.id, { title: 'Chemistry', daysOfWeek: [2, 4] }),
    ).rejects.toThrow('Failed to sync class to calendar');
    const [after] = await listClasses(user);
    expect(after).toMatchObject({ title: 'Biology', daysOfWeek: [1, 3, 5] });
    expect(await septemberEvents(user)).toEqual(before);

    await expect(
      failing.create(await parentScope(t.deps, user), {
        title: 'Art',
        description: null,
        emoji: null,
        teacherPlatform: null,
        subject: null,
        schoolYearId: null,
        daysOfWeek: [1, 2, 3],
        startTime: '09:00',
        endTime: '10:00',
        startDate: sep(1),
        endDate: sep(30),
      }),
    ).rejects.toThrow('Failed to sync class to calendar');
    expect(await listClasses(user)).toHaveLength(1);
    expect(await septemberEvents(user)).toEqual(before);
  });

  it('rejects bad input with 400 and the spec message, writing nothing', async () => {
    const user = await signUpUser(t.app);
    const base = { title: 'Math', daysOfWeek: [1], startTime: '09:00', endTime: '10:00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '   ' }, 'Please provide a class title.'],
      [{ daysOfWeek: [1], startTime: '09:00', endTime: '10:00' }, 'Please provide a class title.'],
      [{ ...base, daysOfWeek: [] }, 'Please select at least one day of the week.'],
      [
        { title: 'Math', startTime: '09:00', endTime: '10:00' },
        'Please select at least one day of the week.',
      ],
      [{ ...base, daysOfWeek: [7] }, ''],
      [{ ...base, endTime: '09:00' }, 'The end time must be after the start time.'],
      [{ ...base, startTime: '11:00' }, 'The end time must be after the start time.'],
      [
        { ...base, startTime: '09:15' },
        'Please choose a time between 6:00 AM and 10:30 PM, on the hour or half hour.',
      ],
      [
        { ...base, startTime: '05:30' },
        'Please choose a time between 6:00 AM and 10:30 PM, on the hour or half hour.',
      ],
      [
        { ...base, endTime: '23:00' },
        'Please choose a time between 6:00 AM and 10:30 PM, on the hour or half hour.',
      ],
      [{ ...base, startDate: sep(10), endDate: sep(9) }, 'The end date cannot be before the start date.'],
      [{ ...base, startDate: `${year}-02-30` }, 'Please choose a valid date.'],
      [{ ...base, title: 'x'.repeat(101) }, 'The class title can be at most 100 characters.'],
      [{ ...base, studentIds: [] }, 'Please choose at least one child.'],
      [{ ...base, studentIds: 'everyone' }, 'Please choose at least one child.'],
      [{ ...base, studentIds: [user.studentId, user.studentId] }, 'Each child may appear only once.'],
      [
        { ...base, studentIds: Array.from({ length: 13 }, (_, i) => `c${i}`) },
        'Please choose at most 12 children.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await req(user, 'POST', '/api/classes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(await listClasses(user)).toEqual([]);
    expect(await septemberEvents(user)).toEqual([]);
  });

  it('validates a PATCH against the stored class and changes nothing on failure', async () => {
    const user = await signUpUser(t.app);
    const cls = await createClass(user, {
      title: 'Math',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: '10:00' }, 'The end time must be after the start time.'],
      [{ endDate: `${year}-08-31` }, 'The end date cannot be before the start date.'],
      [{ title: '' }, 'Please provide a class title.'],
      [{ daysOfWeek: [] }, 'Please select at least one day of the week.'],
      [{ studentIds: [] }, 'Please choose at least one child.'],
      [{ studentIds: [user.studentId, user.studentId] }, 'Each child may appear only once.'],
    ];
    for (const [body, message] of cases) {
      const res = await req(user, 'PATCH', `/api/classes/${cls.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const [after] = await listClasses(user);
    expect(after).toMatchObject({
      title: 'Math',
      startTime: '09:00',
      endTime: '10:00',
      daysOfWeek: [1],
      endDate: sep(30),
      studentIds: [user.studentId],
    });
    expect(await eventsOfClass(user, cls.id)).toHaveLength(septemberDates([1]).length);
  });

  it('refuses a class beyond the per-account limit with 409', async () => {
    const user = await signUpUser(t.app);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: randomUUID(),
      userId: user.id,
      title: `Class ${i}`,
      description: null,
      emoji: '📖',
      teacherPlatform: null,
      daysOfWeek: '[1]',
      startTime: '09:00',
      endTime: '10:00',
      startDate: null,
      endDate: null,
      createdAt: now,
      updatedAt: now,
    }));
    await t.deps.db.insertInto('classes').values(rows).execute();
    const res = await req(user, 'POST', '/api/classes', {
      title: 'One more',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You can have at most 100 classes.');
    expect(await listClasses(user)).toHaveLength(100);
  });

  it('keeps accounts apart: another account cannot read, change or delete a class or its events', async () => {
    const cls = await createClass(a, {
      title: 'Latin',
      daysOfWeek: [2],
      startTime: '11:00',
      endTime: '12:00',
      startDate: sep(1),
      endDate: sep(30),
    });
    expect((await listClasses(b)).map((c: { id: string }) => c.id)).not.toContain(cls.id);
    expect(await eventsOfClass(b, cls.id)).toEqual([]);

    const patch = await req(b, 'PATCH', `/api/classes/${cls.id}`, {
      title: 'Hacked',
      startDate: null,
      endDate: null,
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Class not found.');
    expect((await req(b, 'DELETE', `/api/classes/${cls.id}`)).statusCode).toBe(404);
    // Linking an event to someone else's class is refused too.
    expect(
      (await req(b, 'POST', '/api/events', { title: 'Sneaky', date: sep(2), classId: cls.id })).statusCode,
    ).toBe(404);

    const mine = (await listClasses(a)).find((c: { id: string }) => c.id === cls.id);
    expect(mine).toMatchObject({ title: 'Latin', startDate: sep(1) });
    expect(await eventsOfClass(a, cls.id)).toHaveLength(septemberDates([2]).length);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    expect((await req(a, 'PATCH', `/api/classes/${randomUUID()}`, { title: 'X' })).statusCode).toBe(404);
    expect((await req(a, 'DELETE', '/api/classes/not-a-uuid')).statusCode).toBe(404);
    expect((await req(null, 'GET', '/api/classes')).statusCode).toBe(401);
    expect(
      (
        await req(null, 'POST', '/api/classes', {
          title: 'Math',
          daysOfWeek: [1],
          startTime: '09:00',
          endTime: '10:00',
        })
      ).statusCode,
    ).toBe(401);
    expect((await req(null, 'PATCH', `/api/classes/${randomUUID()}`, {})).statusCode).toBe(401);
    // The session is checked before the body, so a signed-out client learns nothing from validation.
    expect((await req(null, 'POST', '/api/classes', { title: '' })).statusCode).toBe(401);
    expect((await req(null, 'PATCH', `/api/classes/${randomUUID()}`)).statusCode).toBe(401);
    expect((await req(null, 'DELETE', `/api/classes/${randomUUID()}`)).statusCode).toBe(401);
  });
  it("enrols every child by default, a chosen set in the family's order, and a PATCH replaces the enrolment", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user, 'Second');
    const third = await addChild(user, 'Third');
    const base = { daysOfWeek: [1], startTime: '09:00', endTime: '10:00' };
    const all = await createClass(user, { ...base, title: 'Math' });
    expect(all.studentIds).toEqual([user.studentId, second, third]);
    const some = await createClass(user, { ...base, title: 'Art', studentIds: [third, user.studentId] });
    expect(some.studentIds).toEqual([user.studentId, third]);

    const patched = await req(user, 'PATCH', `/api/classes/${some.id}`, { studentIds: [second] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Art', studentIds: [second] });
    // A PATCH without studentIds keeps the enrolment.
    expect(
      (await req(user, 'PATCH', `/api/classes/${some.id}`, { title: 'Painting' })).json().studentIds,
    ).toEqual([second]);

    // The family's order, after reordering the children.
    expect(
      (await req(user, 'PUT', '/api/students/order', { ids: [third, second, user.studentId] })).statusCode,
    ).toBe(200);
    const listed = await listClasses(user);
    expect(listed.find((c: { id: string }) => c.id === all.id).studentIds).toEqual([
      third,
      second,
      user.studentId,
    ]);
    expect(listed.find((c: { id: string }) => c.id === some.id).studentIds).toEqual([second]);
  });

  it("refuses another family's child (404) and writes nothing", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user);
    const stranger = await signUpUser(t.app);
    const base = {
      title: 'Math',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
      startDate: sep(1),
      endDate: sep(30),
    };
    for (const studentIds of [
      [stranger.studentId],
      [user.studentId, stranger.studentId],
      ['no-such-child'],
    ]) {
      const res = await req(user, 'POST', '/api/classes', { ...base, studentIds });
      expect(res.statusCode, JSON.stringify(studentIds)).toBe(404);
    }
    expect(await listClasses(user)).toEqual([]);
    expect(await septemberEvents(user)).toEqual([]);
    expect(
      await t.deps.db.selectFrom('classStudents').select('classId').where('userId', '=', user.id).execute(),
    ).toEqual([]);

    const cls = await createClass(user, { ...base, studentIds: [second] });
    const res = await req(user, 'PATCH', `/api/classes/${cls.id}`, {
      title: 'Hacked',
      studentIds: [second, stranger.studentId],
    });
    expect(res.statusCode).toBe(404);
    const [after] = await listClasses(user);
    expect(after).toMatchObject({ title: 'Math', studentIds: [second] });
    expect(
      await t.deps.db
        .selectFrom('classStudents')
        .select('studentId')
        .where('studentId', '=', stranger.studentId)
        .execute(),
    ).toEqual([]);
  });

  it('removing a child removes its enrolments; a class left with no child stays, with its events', async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user);
    const base = {
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
      startDate: sep(1),
      endDate: sep(30),
    };
    const shared = await createClass(user, { ...base, title: 'Math' });
    const alone = await createClass(user, { ...base, title: 'Art', studentIds: [second] });
    expect((await req(user, 'DELETE', `/api/students/${second}`)).statusCode).toBe(204);

    const listed = await listClasses(user);
    expect(listed.find((c: { id: string }) => c.id === shared.id).studentIds).toEqual([user.studentId]);
    expect(listed.find((c: { id: string }) => c.id === alone.id).studentIds).toEqual([]);
    expect(await eventsOfClass(user, alone.id)).toHaveLength(septemberDates([1]).length);
    // The family can enrol a child in it again.
    expect(
      (await req(user, 'PATCH', `/api/classes/${alone.id}`, { studentIds: [user.studentId] })).json()
        .studentIds,
    ).toEqual([user.studentId]);
  });
});
