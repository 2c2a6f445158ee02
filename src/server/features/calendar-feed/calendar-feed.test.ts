import { TZDate } from '@date-fns/tz';
import { createHash, randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekdayOf, type IsoDate } from '@shared/domain/dates';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { countAllRows } from '@tests/setup/account-snapshot';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call: req, ok } = apiRequests(() => t.app);

interface Created {
  entry: { studentId: string | null; name: string; feed: { id: string; createdAt: string } };
  url: string;
  path: string;
}
const createFeed = async (user: TestUser, studentId?: string | null): Promise<Created> => {
  const res = await req(user, 'POST', '/api/calendar-feeds', studentId === undefined ? {} : { studentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const listFeeds = async (user: TestUser) =>
  (await ok(user, 'GET', '/api/calendar-feeds')).feeds as Created['entry'][] | { feed: null }[];
const fetchFeed = (path: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: path, ...(remoteAddress ? { remoteAddress } : {}) });

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  allDay: boolean;
  /** 'yyyy-MM-dd' */
  date: IsoDate;
  /** 'HH:MM' local, null for all-day. */
  time: string | null;
  tzid: string | null;
  /** The instant, from the feed's own VTIMEZONE. */
  instant: number;
  end: string | null;
}

/** The feed read by Mozilla's parser (ical.js), with its VTIMEZONE registered so local times have instants. */
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const p2 = (n: number) => String(n).padStart(2, '0');
    const dtstart = component.getFirstProperty('dtstart');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      allDay: start.isDate,
      date: `${start.year}-${p2(start.month)}-${p2(start.day)}`,
      time: start.isDate ? null : `${p2(start.hour)}:${p2(start.minute)}`,
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      instant: start.toJSDate().getTime(),
      end:
        component.hasProperty('dtend') && !start.isDate
          ? `${p2(event.endDate.hour)}:${p2(event.endDate.minute)}`
          : null,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

const TOKEN_PATH = /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

describe(`calendar feed links (${dialect})`, () => {
  it('lists the family and each child as not created, then makes a link once, keeping only its hash', async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada' });
    const ben = (await ok(user, 'POST', '/api/students', { name: 'Ben', age: 8 })).id as string;
    expect(await listFeeds(user)).toEqual([
      { studentId: null, name: 'Family', feed: null },
      { studentId: user.studentId, name: 'Ada', feed: null },
      { studentId: ben, name: 'Ben', feed: null },
    ]);

    const made = await createFeed(user);
    expect(made.path).toMatch(TOKEN_PATH);
    expect(made.url).toBe(`http://localhost:3000${made.path}`);
    expect(made.entry).toEqual({
      studentId: null,
      name: 'Family',
      feed: { id: expect.any(String), createdAt: expect.any(String) },
    });
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(made.path)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const listed = await req(user, 'GET', '/api/calendar-feeds');
    expect(listed.json().feeds[0]).toEqual(made.entry);
    expect(listed.body).not.toContain(token);
    const rows = await t.deps.db
      .selectFrom('calendarFeeds')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('serves the feed without a session, and regenerating revokes the old link at once', async () => {
    const user = await signUpUser(t.app, { timezone: 'Asia/Tokyo' });
    await ok(user, 'POST', '/api/events', {
      title: 'Tomorrow',
      date: addDaysIso(todayIn('Asia/Tokyo'), 1),
      time: '10:00',
    });
    const first = await createFeed(user);
    const res = await fetchFeed(first.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // DTSTAMP is UTC (RFC 5545), whatever the account's timezone.
    expect(res.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(res.body).not.toContain(user.email);

    const second = await createFeed(user, null);
    expect(second.path).not.toBe(first.path);
    expect(second.entry.feed.id).not.toBe(first.entry.feed.id);
    const old = await fetchFeed(first.path);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe('Calendar feed not found.');
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
    const feeds = await listFeeds(user);
    expect(feeds.filter((f) => f.feed !== null)).toEqual([second.entry]);
  });

  it('turns a link off: it answers 404 and the list says not created', async () => {
    const user = await signUpUser(t.app);
    const made = await createFeed(user, user.studentId);
    expect((await req(user, 'DELETE', `/api/calendar-feeds/${made.entry.feed.id}`)).statusCode).toBe(204);
    expect((await fetchFeed(made.path)).statusCode).toBe(404);
    expect((await listFeeds(user)).every((f) => f.feed === null)).toBe(true);
    const again = await req(user, 'DELETE', `/api/calendar-feeds/${made.entry.feed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Calendar feed not found.');
  });

  it("refuses bad input with 400 and a message, and another family's child or feed with 404, writing nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const aFeed = await createFeed(a, a.studentId);
    const before = await countAllRows(t.deps.db);
    for (const body of [
      { studentId: 5 },
      { studentId: ['x'] },
      { studentId: 'x'.repeat(101) },
      { other: true },
      [1],
    ]) {
      const res = await req(b, 'POST', '/api/calendar-feeds', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const foreignChild = await req(b, 'POST', '/api/calendar-feeds', { studentId: a.studentId });
    expect(foreignChild.statusCode).toBe(404);
    expect(foreignChild.json().error.message).toBe('Child not found.');
    expect((await req(b, 'POST', '/api/calendar-feeds', { studentId: randomUUID() })).statusCode).toBe(404);
    expect((await req(b, 'DELETE', `/api/calendar-feeds/${aFeed.entry.feed.id}`)).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    // A's link still works, and B's list shows none of A's.
    expect((await fetchFeed(aFeed.path)).statusCode).toBe(200);
    const bList = await req(b, 'GET', '/api/calendar-feeds');
    expect(bList.body).not.toContain(aFeed.entry.feed.id);
    expect(bList.body).not.toContain(a.studentId);
  });

  it('answers 401 without a session', async () => {
    expect((await req(null, 'GET', '/api/calendar-feeds')).statusCode).toBe(401);
    expect((await req(null, 'POST', '/api/calendar-feeds', {})).statusCode).toBe(401);
    expect((await req(null, 'DELETE', `/api/calendar-feeds/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('answers the same 404 for an unknown, a malformed and a revoked token', async () => {
    const user = await signUpUser(t.app);
    const revoked = await createFeed(user);
    await createFeed(user);
    const unknown = `/api/calendar/${Buffer.alloc(32, 7).toString('base64url')}.ics`;
    const answers = await Promise.all(
      [unknown, '/api/calendar/short.ics', `/api/calendar/${'%27'.repeat(20)}.ics`, revoked.path].map((p) =>
        fetchFeed(p),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Calendar feed not found.' } });
    }
  });

  it("removing a child removes that child's link", async () => {
    const user = await signUpUser(t.app);
    const ben = (await ok(user, 'POST', '/api/students', { name: 'Ben', age: 8 })).id as string;
    const made = await createFeed(user, ben);
    expect((await fetchFeed(made.path)).statusCode).toBe(200);
    await ok(user, 'DELETE', `/api/students/${ben}`);
    expect((await fetchFeed(made.path)).statusCode).toBe(404);
  });
});

describe(`calendar feed contents (${dialect})`, () => {
  const tz = 'Europe/Berlin';
  let user: TestUser;
  let ada: string;
  let ben: string;
  let today: IsoDate;
  let math: { id: string };
  let art: { id: string };
  let lessonIds: string[];
  const from = () => addDaysIso(today, -30);
  const to = () => addDaysIso(today, 180);
  /** The days of [start, end] on the weekdays given. */
  const days = (weekdays: number[], start: IsoDate, end: IsoDate) => {
    const out: IsoDate[] = [];
    for (let d = start; d <= end; d = addDaysIso(d, 1)) if (weekdays.includes(weekdayOf(d))) out.push(d);
    return out;
  };
  const instant = (date: IsoDate, time: string) =>
    new TZDate(
      Number(date.slice(0, 4)),
      Number(date.slice(5, 7)) - 1,
      Number(date.slice(8, 10)),
      Number(time.slice(0, 2)),
      Number(time.slice(3, 5)),
      0,
      tz,
    ).getTime();

  beforeAll(async () => {
    user = await signUpUser(t.app, { displayName: 'Ada', timezone: tz });
    ada = user.studentId;
    ben = (await ok(user, 'POST', '/api/students', { name: 'Ben', age: 8 })).id;
    today = todayIn(tz);
    // Math: Ada, Mon/Wed/Fri 9–10, with dates (so the app also generated calendar events for it).
    math = await ok(user, 'POST', '/api/classes', {
      title: 'Math',
      daysOfWeek: [1, 3, 5],
      startTime: '09:00',
      endTime: '10:00',
      startDate: addDaysIso(today, -10),
      endDate: addDaysIso(today, 60),
      studentIds: [ada],
    });
    // Art: Ben, Tue/Thu 13:00–14:00, no dates (every week).
    art = await ok(user, 'POST', '/api/classes', {
      title: 'Art',
      daysOfWeek: [2, 4],
      startTime: '13:00',
      endTime: '14:00',
      studentIds: [ben],
    });
    const now = new Date().toISOString();
    lessonIds = [randomUUID(), randomUUID(), randomUUID()];
    await t.deps.db
      .insertInto('lessons')
      .values(
        lessonIds.map((id, i) => ({
          id,
          userId: user.id,
          classId: math.id,
          position: i,
          title: `Lesson ${i + 1}`,
          notes: i === 0 ? 'Bring the ruler' : null,
          minutes: 45,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await ok(user, 'POST', '/api/events', { title: 'Library day', date: addDaysIso(today, 3) });
    await ok(user, 'POST', '/api/events', {
      title: 'Piano',
      date: addDaysIso(today, 4),
      time: '15:30',
      studentId: ben,
    });
    await ok(user, 'POST', '/api/events', {
      title: 'Dentist',
      date: addDaysIso(today, 5),
      time: '11:00',
      studentId: ada,
    });
    await ok(user, 'POST', '/api/events', { title: 'Long ago', date: addDaysIso(today, -40) });
    await ok(user, 'POST', `/api/students/${ada}/assignments`, {
      classId: math.id,
      assignmentName: 'Essay',
      assignmentDate: today,
      dueDate: addDaysIso(today, 7),
      status: 'upcoming',
    });
    await ok(user, 'POST', `/api/students/${ben}/assignments`, {
      classId: art.id,
      assignmentName: 'Collage',
      assignmentDate: today,
      dueDate: addDaysIso(today, 8),
      status: 'upcoming',
    });
  });

  const feedOf = async (studentId: string | null) => {
    const res = await fetchFeed((await createFeed(user, studentId)).path);
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body);
  };

  it("the family's feed has every class session in the window, once, at the class time in the account's timezone", async () => {
    const feed = await feedOf(null);
    expect(feed.name).toBe('Homeschool: Family');
    const mathSessions = feed.events.filter((e) => e.summary === 'Math');
    const mathStart = addDaysIso(today, -10) > from() ? addDaysIso(today, -10) : from();
    expect(mathSessions.map((e) => e.date)).toEqual(days([1, 3, 5], mathStart, addDaysIso(today, 60)));
    for (const e of mathSessions) {
      expect(e).toMatchObject({
        allDay: false,
        time: '09:00',
        end: '10:00',
        tzid: tz,
        description: 'For Ada',
      });
      expect(e.instant).toBe(instant(e.date, '09:00'));
    }
    const artSessions = feed.events.filter((e) => e.summary === 'Art');
    expect(artSessions.map((e) => e.date)).toEqual(days([2, 4], from(), to()));
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
    // Contents come from the database on each request: a second fetch has the same entries, same UIDs.
    const again = await feedOf(null);
    expect(again.events.map((e) => e.uid).sort()).toEqual(feed.events.map((e) => e.uid).sort());
  });

  it("has each child's lessons as placed today, named for the child, and events and due dates", async () => {
    const feed = await feedOf(null);
    const mathDays = days([1, 3, 5], today, addDaysIso(today, 60));
    const lessons = feed.events.filter((e) => e.summary.startsWith('Math: '));
    expect(lessons.map((e) => [e.summary, e.date, e.time, e.end])).toEqual([
      ['Math: Lesson 1 · Ada', mathDays[0], '09:00', '10:00'],
      ['Math: Lesson 2 · Ada', mathDays[1], '09:00', '10:00'],
      ['Math: Lesson 3 · Ada', mathDays[2], '09:00', '10:00'],
    ]);
    expect(lessons[0]!.description).toBe('Bring the ruler\n45 min');
    expect(lessons[0]!.instant).toBe(instant(mathDays[0]!, '09:00'));

    const byTitle = (s: string) => feed.events.find((e) => e.summary === s);
    expect(byTitle('Library day')).toMatchObject({ allDay: true, date: addDaysIso(today, 3), time: null });
    expect(byTitle('Piano · Ben')).toMatchObject({
      allDay: false,
      date: addDaysIso(today, 4),
      time: '15:30',
      tzid: tz,
    });
    expect(byTitle('Piano · Ben')!.instant).toBe(instant(addDaysIso(today, 4), '15:30'));
    expect(byTitle('Dentist · Ada')).toMatchObject({ date: addDaysIso(today, 5), time: '11:00' });
    expect(byTitle('Due: Essay (Math) · Ada')).toMatchObject({ allDay: true, date: addDaysIso(today, 7) });
    expect(byTitle('Due: Collage (Art) · Ben')).toMatchObject({ allDay: true, date: addDaysIso(today, 8) });
    // Outside the window: not in the feed.
    expect(byTitle('Long ago')).toBeUndefined();
  });

  it("a child's feed has only that child's classes, lessons, events and due dates (and the family's events)", async () => {
    const feed = await feedOf(ben);
    expect(feed.name).toBe('Homeschool: Ben');
    const titles = new Set(feed.events.map((e) => e.summary));
    expect([...titles].sort()).toEqual(['Art', 'Due: Collage (Art)', 'Library day', 'Piano']);
    const adas = await feedOf(ada);
    expect([...new Set(adas.events.map((e) => e.summary))].sort()).toEqual([
      'Dentist',
      'Due: Essay (Math)',
      'Library day',
      'Math',
      'Math: Lesson 1',
      'Math: Lesson 2',
      'Math: Lesson 3',
    ]);
    // The same entry in the family's feed and a child's has a different UID (both may be subscribed in one app).
    const family = await feedOf(null);
    const uids = new Set(family.events.map((e) => e.uid));
    expect(adas.events.some((e) => uids.has(e.uid))).toBe(false);
  });

  it('follows the plan: a completed lesson leaves, the next keeps its UID and moves; a break of the child cancels its sessions', async () => {
    const before = (await feedOf(ada)).events.filter((e) => e.summary.startsWith('Math: '));
    const mathDays = days([1, 3, 5], today, addDaysIso(today, 60));
    // Lesson 1 done on the first class day (as if ticked off then): that day is taken, the rest roll on.
    await t.deps.db
      .insertInto('lessonCompletions')
      .values({
        id: randomUUID(),
        userId: user.id,
        studentId: ada,
        lessonId: lessonIds[0]!,
        classId: math.id,
        date: mathDays[0]!,
        minutes: 45,
        recordedAt: new Date().toISOString(),
        recordedBy: user.id,
      })
      .execute();
    const after = (await feedOf(ada)).events.filter((e) => e.summary.startsWith('Math: '));
    expect(after.map((e) => [e.summary, e.date])).toEqual([
      ['Math: Lesson 2', mathDays[1]],
      ['Math: Lesson 3', mathDays[2]],
    ]);
    expect(after[0]!.uid).toBe(before[1]!.uid);

    // A school year with a break for Ben only: Art (Ben's) has no sessions in it; Math (Ada's) keeps its own.
    const now = new Date().toISOString();
    const yearId = randomUUID();
    const breakId = randomUUID();
    await t.deps.db
      .insertInto('schoolYears')
      .values({
        id: yearId,
        userId: user.id,
        name: 'Year',
        startDate: addDaysIso(today, -60),
        endDate: addDaysIso(today, 200),
        weekdays: '[1,2,3,4,5]',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await t.deps.db
      .insertInto('breaks')
      .values({
        id: breakId,
        userId: user.id,
        schoolYearId: yearId,
        label: 'Trip',
        startDate: addDaysIso(today, 14),
        endDate: addDaysIso(today, 27),
        wholeFamily: 0,
        createdAt: now,
      })
      .execute();
    await t.deps.db
      .insertInto('breakStudents')
      .values({ breakId, userId: user.id, studentId: ben })
      .execute();
    const inBreak = (e: ParsedEvent) => e.date >= addDaysIso(today, 14) && e.date <= addDaysIso(today, 27);
    const bens = (await feedOf(ben)).events.filter((e) => e.summary === 'Art');
    expect(bens.filter(inBreak)).toEqual([]);
    expect(bens.map((e) => e.date)).toEqual(
      days([2, 4], from(), to()).filter((d) => d < addDaysIso(today, 14) || d > addDaysIso(today, 27)),
    );
    const family = (await feedOf(null)).events;
    expect(family.filter((e) => e.summary === 'Art' && inBreak(e))).toEqual([]);
    expect(family.filter((e) => e.summary === 'Math' && inBreak(e)).length).toBeGreaterThan(0);
  });
});

describe(`calendar feed rate limits (${dialect})`, () => {
  it('limits requests per address (unknown tokens too) and per feed', async () => {
    const limited = await createTestApp({ calendarFeedRateLimit: { perAddress: 3, perFeed: 2 } });
    try {
      const user = await signUpUser(limited.app);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/calendar-feeds',
        payload: {},
        headers: { cookie: user.cookie },
      });
      const { path } = res.json() as Created;
      const get = (url: string, remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const unknown = `/api/calendar/${Buffer.alloc(32, 1).toString('base64url')}.ics`;
      expect([
        (await get(unknown, '10.0.0.1')).statusCode,
        (await get(unknown, '10.0.0.1')).statusCode,
        (await get(unknown, '10.0.0.1')).statusCode,
      ]).toEqual([404, 404, 404]);
      const blocked = await get(path, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      // Per feed: two fetches from two fresh addresses, then the third is refused wherever it comes from.
      expect((await get(path, '10.0.0.2')).statusCode).toBe(200);
      expect((await get(path, '10.0.0.3')).statusCode).toBe(200);
      expect((await get(path, '10.0.0.4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
