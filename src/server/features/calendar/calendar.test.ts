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

const year = Number(todayIn('America/New_York').slice(0, 4)) + 1;
const oct = (day: number) => `${year}-10-${String(day).padStart(2, '0')}`;

const { call: req } = apiRequests(() => t.app);
const october = async (user: TestUser) =>
  (await req(user, 'GET', `/api/events?from=${oct(1)}&to=${oct(31)}`)).json();

async function addEvent(user: TestUser, body: Record<string, unknown>) {
  const res = await req(user, 'POST', '/api/events', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe(`calendar events (${dialect})`, () => {
  it('adds a one-off event and lists it in its window only', async () => {
    const user = await signUpUser(t.app);
    const event = await addEvent(user, {
      title: '  Field trip ',
      date: oct(14),
      time: '10:30',
      description: ' Zoo ',
    });
    expect(event).toMatchObject({
      title: 'Field trip',
      date: oct(14),
      time: '10:30',
      description: 'Zoo',
      classId: null,
      studentId: null,
      class: null,
      generated: false,
    });
    expect(await october(user)).toEqual([event]);
    const november = await req(user, 'GET', `/api/events?from=${year}-11-01&to=${year}-11-30`);
    expect(november.json()).toEqual([]);
    const day = await req(user, 'GET', `/api/events?from=${oct(14)}&to=${oct(14)}`);
    expect(day.json()).toHaveLength(1);
  });

  it('orders by date, all-day events first, then by time', async () => {
    const user = await signUpUser(t.app);
    await addEvent(user, { title: 'Piano', date: oct(3), time: '15:00' });
    await addEvent(user, { title: 'Co-op', date: oct(3), time: '09:00' });
    await addEvent(user, { title: 'Library day', date: oct(3) });
    await addEvent(user, { title: 'Park', date: oct(2), time: '16:00' });
    expect((await october(user)).map((e: { title: string }) => e.title)).toEqual([
      'Park',
      'Library day',
      'Co-op',
      'Piano',
    ]);
  });

  it('rejects bad events with 400 and the spec message, writing nothing', async () => {
    const user = await signUpUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: oct(1) }, 'Please provide a title and date for the event.'],
      [{ title: '   ', date: oct(1) }, 'Please provide a title and date for the event.'],
      [{ title: 'Zoo' }, 'Please provide a title and date for the event.'],
      [{ title: 'Zoo', date: '' }, 'Please provide a title and date for the event.'],
      [{ title: 'Zoo', date: `${year}-02-30` }, 'Please choose a valid date.'],
      [{ title: 'Zoo', date: oct(1), time: '25:00' }, 'Please choose a valid time.'],
    ];
    for (const [body, message] of cases) {
      const res = await req(user, 'POST', '/api/events', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await october(user)).toEqual([]);
  });

  it('bounds the list window and validates it', async () => {
    expect((await req(a, 'GET', '/api/events')).statusCode).toBe(400);
    expect((await req(a, 'GET', `/api/events?from=${oct(5)}&to=${oct(4)}`)).statusCode).toBe(400);
    expect((await req(a, 'GET', `/api/events?from=${oct(5)}&to=nope`)).statusCode).toBe(400);
    // 62 days inclusive is the most one request may ask for.
    expect((await req(a, 'GET', `/api/events?from=${oct(1)}&to=${year}-12-01`)).statusCode).toBe(200);
    const tooLong = await req(a, 'GET', `/api/events?from=${oct(1)}&to=${year}-12-02`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('The date range can span at most 62 days.');
  });

  it('edits an event, links it to a class and clears optional fields', async () => {
    const user = await signUpUser(t.app);
    const cls = (
      await req(user, 'POST', '/api/classes', {
        title: 'Art',
        daysOfWeek: [1],
        startTime: '13:00',
        endTime: '14:00',
      })
    ).json();
    const event = await addEvent(user, {
      title: 'Gallery',
      date: oct(8),
      time: '11:00',
      description: 'Bring sketchbook',
    });
    const res = await req(user, 'PATCH', `/api/events/${event.id}`, {
      title: 'Gallery visit',
      date: oct(9),
      classId: cls.id,
      time: null,
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: event.id,
      title: 'Gallery visit',
      date: oct(9),
      time: null,
      description: null,
      classId: cls.id,
      class: { title: 'Art', emoji: '🎨', startTime: '13:00', endTime: '14:00' },
    });
    const bad = await req(user, 'PATCH', `/api/events/${event.id}`, { title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please provide a title and date for the event.');
    const unlinked = await req(user, 'PATCH', `/api/events/${event.id}`, { classId: null });
    expect(unlinked.json()).toMatchObject({ classId: null, class: null, title: 'Gallery visit' });
    expect(await october(user)).toHaveLength(1);
  });

  it('deletes an event once', async () => {
    const user = await signUpUser(t.app);
    const event = await addEvent(user, { title: 'Dentist', date: oct(20) });
    expect((await req(user, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(204);
    expect(await october(user)).toEqual([]);
    const again = await req(user, 'DELETE', `/api/events/${event.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Event not found.');
  });

  it('keeps accounts apart: another account cannot read, change or delete an event', async () => {
    const event = await addEvent(a, { title: 'Recital', date: oct(25), time: '18:00' });
    expect((await october(b)).map((e: { id: string }) => e.id)).not.toContain(event.id);
    const patch = await req(b, 'PATCH', `/api/events/${event.id}`, { title: 'Changed' });
    expect(patch.statusCode).toBe(404);
    expect((await req(b, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(404);
    // Nor can the owner link an event to another account's class.
    const bClass = (
      await req(b, 'POST', '/api/classes', {
        title: 'Math',
        daysOfWeek: [1],
        startTime: '09:00',
        endTime: '10:00',
      })
    ).json();
    const link = await req(a, 'PATCH', `/api/events/${event.id}`, { classId: bClass.id });
    expect(link.statusCode).toBe(404);
    expect(link.json().error.message).toBe('Class not found.');
    const mine = (await october(a)).find((e: { id: string }) => e.id === event.id);
    expect(mine).toMatchObject({ title: 'Recital', classId: null });
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    expect((await req(a, 'PATCH', `/api/events/${randomUUID()}`, { title: 'X' })).statusCode).toBe(404);
    expect((await req(null, 'GET', `/api/events?from=${oct(1)}&to=${oct(2)}`)).statusCode).toBe(401);
    expect((await req(null, 'POST', '/api/events', { title: 'X', date: oct(1) })).statusCode).toBe(401);
    expect((await req(null, 'PATCH', `/api/events/${randomUUID()}`, { title: 'X' })).statusCode).toBe(401);
    expect((await req(null, 'DELETE', `/api/events/${randomUUID()}`)).statusCode).toBe(401);
    // The session is checked before the input.
    expect((await req(null, 'GET', '/api/events')).statusCode).toBe(401);
    expect((await req(null, 'PATCH', `/api/events/${randomUUID()}`)).statusCode).toBe(401);
  });
  it("marks an event for one of the family's children, lists every child's events, and clears the child", async () => {
    const user = await signUpUser(t.app);
    const second = (await req(user, 'POST', '/api/students', { name: 'Second', age: 8 })).json().id as string;
    const family = await addEvent(user, { title: 'Co-op', date: oct(5) });
    const mine = await addEvent(user, { title: 'Dentist', date: oct(6), studentId: user.studentId });
    const theirs = await addEvent(user, { title: 'Piano recital', date: oct(7), studentId: second });
    expect([family.studentId, mine.studentId, theirs.studentId]).toEqual([null, user.studentId, second]);
    expect((await october(user)).map((e: { id: string }) => e.id)).toEqual([family.id, mine.id, theirs.id]);

    const moved = await req(user, 'PATCH', `/api/events/${mine.id}`, { studentId: second });
    expect(moved.json()).toMatchObject({ id: mine.id, title: 'Dentist', studentId: second });
    expect(
      (await req(user, 'PATCH', `/api/events/${mine.id}`, { title: 'Dentist visit' })).json().studentId,
    ).toBe(second);
    expect(
      (await req(user, 'PATCH', `/api/events/${mine.id}`, { studentId: null })).json().studentId,
    ).toBeNull();

    // A class's generated events stay the family's.
    const cls = await req(user, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
      startDate: oct(1),
      endDate: oct(31),
    });
    const generated = (await october(user)).filter(
      (e: { classId: string | null }) => e.classId === cls.json().id,
    );
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.every((e: { studentId: string | null }) => e.studentId === null)).toBe(true);
  });

  it("refuses another family's child (404) and writes nothing", async () => {
    const user = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    for (const studentId of [stranger.studentId, 'no-such-child']) {
      const res = await req(user, 'POST', '/api/events', { title: 'Sneaky', date: oct(9), studentId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Child not found.');
    }
    expect(await october(user)).toEqual([]);
    const event = await addEvent(user, { title: 'Library', date: oct(9), studentId: user.studentId });
    const res = await req(user, 'PATCH', `/api/events/${event.id}`, {
      title: 'Hacked',
      studentId: stranger.studentId,
    });
    expect(res.statusCode).toBe(404);
    expect(await october(user)).toEqual([event]);
    expect(await october(stranger)).toEqual([]);
  });
});
