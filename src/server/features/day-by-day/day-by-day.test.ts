import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type Method,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import type { ChangeKind } from '../../realtime/bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);

/** The child's schedule URL (the first child's by default). */
const sched = (user: TestUser, studentId = user.studentId) =>
  `/api/students/${studentId}/day-by-day/schedule`;

const load = async (user: TestUser, studentId = user.studentId) => {
  const res = await call(user, 'GET', `/api/students/${studentId}/day-by-day`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function createBlock(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '/api/day-by-day/blocks', { name: 'Math', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addEntry(user: TestUser, body: Record<string, unknown>, studentId = user.studentId) {
  return call(user, 'POST', sched(user, studentId), body);
}

const addChild = async (user: TestUser, name = 'Second') => {
  const res = await call(user, 'POST', '/api/students', { name, age: 8 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

describe(`day by day (${dialect})`, () => {
  it('loads the page in one request: today in the account timezone, default settings, no blocks, empty schedule', async () => {
    const user = await signUpUser(t.app, { timezone: 'Pacific/Kiritimati' });
    expect(await load(user)).toEqual({
      date: todayIn('Pacific/Kiritimati'),
      settings: { dayLength: 6, blockSize: 30, startTime: '08:00' },
      blocks: [],
      schedule: [],
    });
  });

  it('creates blocks with defaults (30 min, blue), trims text, and lists them oldest first', async () => {
    const user = await signUpUser(t.app);
    const first = await createBlock(user, { name: '  Math  ', description: ' Fractions ', purpose: '' });
    expect(first).toMatchObject({
      name: 'Math',
      description: 'Fractions',
      purpose: null,
      defaultDuration: 30,
      color: 'blue',
    });
    const second = await createBlock(user, {
      name: 'Art',
      defaultDuration: 90,
      color: 'teal',
      purpose: 'Creativity',
    });
    expect(second).toMatchObject({ defaultDuration: 90, color: 'teal', purpose: 'Creativity' });
    const page = await load(user);
    expect(page.blocks.map((b: { id: string }) => b.id)).toEqual([first.id, second.id]);
  });

  it('refuses a bad block with 400 and the message, and writes nothing', async () => {
    const user = await signUpUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Please enter a block name.'],
      [{ name: 'A', defaultDuration: 4 }, 'Default duration must be 5 to 480 minutes.'],
      [{ name: 'A', defaultDuration: 481 }, 'Default duration must be 5 to 480 minutes.'],
      [{ name: 'A', defaultDuration: 30.5 }, 'Default duration must be 5 to 480 minutes.'],
      [{ name: 'A', color: 'magenta' }, 'Please choose a colour from the palette.'],
      [{ name: 'x'.repeat(101) }, 'The block name can be at most 100 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(user, 'POST', '/api/day-by-day/blocks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call(user, 'POST', '/api/day-by-day/blocks', {})).json().error.message).toBe(
      'Please enter a block name.',
    );
    expect((await load(user)).blocks).toEqual([]);
  });

  it('updates a block; another account gets 404 and changes nothing', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const block = await createBlock(user, { name: 'Reading', color: 'green' });
    const ok = await call(user, 'PATCH', `/api/day-by-day/blocks/${block.id}`, {
      name: 'Reading aloud',
      defaultDuration: 45,
      description: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: block.id,
      name: 'Reading aloud',
      defaultDuration: 45,
      color: 'green',
      description: null,
    });

    expect((await call(user, 'PATCH', `/api/day-by-day/blocks/${block.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(user, 'PATCH', `/api/day-by-day/blocks/${block.id}`, { color: 'gold' })).statusCode,
    ).toBe(400);
    const foreign = await call(other, 'PATCH', `/api/day-by-day/blocks/${block.id}`, { name: 'Hacked' });
    expect(foreign.statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/day-by-day/blocks/${block.id}`)).statusCode).toBe(404);
    expect((await load(user)).blocks[0]).toMatchObject({ name: 'Reading aloud' });
    expect((await load(other)).blocks).toEqual([]);
    expect((await call(user, 'PATCH', '/api/day-by-day/blocks/not-a-block', { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('schedules a block: snaps to the grid, clamps to fit, defaults the duration to the block', async () => {
    const user = await signUpUser(t.app);
    const block = await createBlock(user, { name: 'Science', defaultDuration: 45, color: 'purple' });
    const snapped = await addEntry(user, { blockId: block.id, startTime: 70 });
    expect(snapped.statusCode).toBe(201);
    expect(snapped.json()).toMatchObject({
      blockId: block.id,
      startTime: 60,
      duration: 45,
      block: { name: 'Science', color: 'purple' },
    });
    expect(snapped.json().scheduleDate).toBe(todayIn('America/New_York'));

    const clamped = await addEntry(user, { blockId: block.id, startTime: 350, duration: 60 });
    expect(clamped.statusCode).toBe(201);
    expect(clamped.json()).toMatchObject({ startTime: 300, duration: 60 });

    const early = await addEntry(user, { blockId: block.id, startTime: -45, duration: 30 });
    expect(early.json()).toMatchObject({ startTime: 0, duration: 30 });

    const page = await load(user);
    expect(page.schedule.map((e: { startTime: number }) => e.startTime)).toEqual([0, 60, 300]);
  });

  it('refuses an overlapping drop with 409 and a block longer than the day with 400, writing nothing', async () => {
    const user = await signUpUser(t.app);
    const block = await createBlock(user, { defaultDuration: 60 });
    expect((await addEntry(user, { blockId: block.id, startTime: 60 })).statusCode).toBe(201);
    const overlap = await addEntry(user, { blockId: block.id, startTime: 90 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe('That time overlaps another block on the schedule.');
    // Touching ends are fine.
    expect((await addEntry(user, { blockId: block.id, startTime: 0 })).statusCode).toBe(201);
    const tooLong = await addEntry(user, { blockId: block.id, startTime: 0, duration: 420 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      'This block is longer than the day. Shorten it or make the day longer.',
    );
    expect((await addEntry(user, { blockId: block.id, startTime: 0, duration: 4 })).statusCode).toBe(400);
    expect((await addEntry(user, { blockId: block.id, startTime: 'nine' })).statusCode).toBe(400);
    expect((await addEntry(user, { startTime: 0 })).statusCode).toBe(400);
    expect((await load(user)).schedule).toHaveLength(2);
  });

  it('lets only one of two racing overlapping drops through', async () => {
    const user = await signUpUser(t.app);
    const block = await createBlock(user, { defaultDuration: 60 });
    const results = await Promise.all([
      addEntry(user, { blockId: block.id, startTime: 0 }),
      addEntry(user, { blockId: block.id, startTime: 30 }),
      addEntry(user, { blockId: block.id, startTime: 30 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await load(user)).schedule).toHaveLength(1);
  });

  it('moves an entry keeping its duration; an overlapping move is refused with 409', async () => {
    const user = await signUpUser(t.app);
    const block = await createBlock(user, { defaultDuration: 30 });
    const a = (await addEntry(user, { blockId: block.id, startTime: 0, duration: 90 })).json();
    const b = (await addEntry(user, { blockId: block.id, startTime: 120 })).json();
    const moved = await call(user, 'PATCH', `${sched(user)}/${a.id}`, { startTime: 200 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: a.id, startTime: 210, duration: 90 });
    // Moving onto itself (overlapping its own old place) is fine; clamped at the end of the day.
    expect((await call(user, 'PATCH', `${sched(user)}/${a.id}`, { startTime: 400 })).json()).toMatchObject({
      startTime: 270,
    });
    const clash = await call(user, 'PATCH', `${sched(user)}/${b.id}`, { startTime: 300 });
    expect(clash.statusCode).toBe(409);
    expect(
      (await load(user)).schedule.map((e: { id: string; startTime: number; duration: number }) => [
        e.id,
        e.startTime,
        e.duration,
      ]),
    ).toEqual([
      [b.id, 120, 30],
      [a.id, 270, 90],
    ]);
  });

  it('removes one entry; another account cannot move, remove or schedule with foreign ids', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const block = await createBlock(user);
    const entry = (await addEntry(user, { blockId: block.id, startTime: 0 })).json();
    expect((await addEntry(other, { blockId: block.id, startTime: 0 })).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `${sched(other)}/${entry.id}`, { startTime: 60 })).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `${sched(other)}/${entry.id}`)).statusCode).toBe(404);
    expect((await load(user)).schedule).toMatchObject([{ id: entry.id, startTime: 0 }]);
    expect((await load(other)).schedule).toEqual([]);

    expect((await call(user, 'DELETE', `${sched(user)}/${entry.id}`)).statusCode).toBe(204);
    expect((await load(user)).schedule).toEqual([]);
    expect((await call(user, 'DELETE', `${sched(user)}/${entry.id}`)).statusCode).toBe(404);
  });

  it('deleting a block removes its schedule entries (every date) in one go and leaves other blocks alone', async () => {
    const user = await signUpUser(t.app);
    const math = await createBlock(user, { name: 'Math' });
    const art = await createBlock(user, { name: 'Art' });
    await addEntry(user, { blockId: math.id, startTime: 0 });
    await addEntry(user, { blockId: art.id, startTime: 60 });
    const yesterday = addDaysIso(todayIn('America/New_York'), -1);
    await t.deps.db
      .insertInto('daySchedule')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: user.studentId,
        blockId: math.id,
        scheduleDate: yesterday,
        startTime: 0,
        duration: 30,
        createdAt: new Date().toISOString(),
      })
      .execute();

    expect((await call(user, 'DELETE', `/api/day-by-day/blocks/${math.id}`)).statusCode).toBe(204);
    const page = await load(user);
    expect(page.blocks.map((b: { name: string }) => b.name)).toEqual(['Art']);
    expect(page.schedule.map((e: { block: { name: string } }) => e.block.name)).toEqual(['Art']);
    const left = await t.deps.db
      .selectFrom('daySchedule')
      .select('blockId')
      .where('userId', '=', user.id)
      .execute();
    expect(left.map((r) => r.blockId)).toEqual([art.id]);
  });

  it("Reset Day removes only today's entries of this account", async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const block = await createBlock(user);
    const otherBlock = await createBlock(other);
    await addEntry(user, { blockId: block.id, startTime: 0 });
    await addEntry(user, { blockId: block.id, startTime: 60 });
    await addEntry(other, { blockId: otherBlock.id, startTime: 0 });
    const yesterday = addDaysIso(todayIn('America/New_York'), -1);
    await t.deps.db
      .insertInto('daySchedule')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: user.studentId,
        blockId: block.id,
        scheduleDate: yesterday,
        startTime: 0,
        duration: 30,
        createdAt: new Date().toISOString(),
      })
      .execute();

    const res = await call(user, 'DELETE', sched(user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await load(user)).schedule).toEqual([]);
    expect((await load(user)).blocks).toHaveLength(1);
    expect((await load(other)).schedule).toHaveLength(1);
    const rest = await t.deps.db
      .selectFrom('daySchedule')
      .select('scheduleDate')
      .where('userId', '=', user.id)
      .execute();
    expect(rest).toEqual([{ scheduleDate: yesterday }]);
  });

  it('updates the timeline settings, merging only the dayByDay key; bad settings are refused and nothing changes', async () => {
    const user = await signUpUser(t.app, { timezone: 'Europe/Paris' });
    const ok = await call(user, 'PUT', '/api/day-by-day/settings', {
      dayLength: 4,
      blockSize: 15,
      startTime: '09:30',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ dayLength: 4, blockSize: 15, startTime: '09:30' });
    const me = (await call(user, 'GET', '/api/me')).json();
    expect(me.profile.settings).toMatchObject({
      timezone: 'Europe/Paris',
      timeFormat: '12h',
      dayByDay: { dayLength: 4, blockSize: 15, startTime: '09:30' },
    });

    const bad: [Record<string, unknown>, string][] = [
      [{ dayLength: 9, blockSize: 30, startTime: '08:00' }, 'Day length must be 1 to 8 hours.'],
      [{ dayLength: 0, blockSize: 30, startTime: '08:00' }, 'Day length must be 1 to 8 hours.'],
      [{ dayLength: 6, blockSize: 4, startTime: '08:00' }, 'Grid size must be 5 to 120 minutes.'],
      [{ dayLength: 6, blockSize: 121, startTime: '08:00' }, 'Grid size must be 5 to 120 minutes.'],
      [{ dayLength: 6, blockSize: 30, startTime: '' }, 'Please enter a start time.'],
      [{ dayLength: 6, blockSize: 30 }, 'Please enter a start time.'],
      [{ dayLength: 6, blockSize: 30, startTime: '8am' }, 'Please enter the start time as HH:MM (24-hour).'],
      [
        { dayLength: 6, blockSize: 30, startTime: '24:00' },
        'Please enter the start time as HH:MM (24-hour).',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await call(user, 'PUT', '/api/day-by-day/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await load(user)).settings).toEqual({ dayLength: 4, blockSize: 15, startTime: '09:30' });
  });

  it('uses the saved settings on the server: a shorter day clamps, a finer grid snaps finer', async () => {
    const user = await signUpUser(t.app);
    await call(user, 'PUT', '/api/day-by-day/settings', { dayLength: 1, blockSize: 10, startTime: '07:00' });
    const block = await createBlock(user, { defaultDuration: 30 });
    expect((await addEntry(user, { blockId: block.id, startTime: 14 })).json().startTime).toBe(10);
    expect((await addEntry(user, { blockId: block.id, startTime: 100, duration: 20 })).json().startTime).toBe(
      40,
    );
    expect((await addEntry(user, { blockId: block.id, startTime: 0, duration: 90 })).statusCode).toBe(400);
  });

  it('announces changes on the bus', async () => {
    const user = await signUpUser(t.app);
    const seen: ChangeKind[] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => seen.push(...e.kinds));
    const block = await createBlock(user);
    await addEntry(user, { blockId: block.id, startTime: 0 });
    await call(user, 'PUT', '/api/day-by-day/settings', { dayLength: 5, blockSize: 30, startTime: '08:00' });
    off();
    expect(seen).toEqual(['day-blocks', 'day-schedule', 'profile']);
  });

  it('answers every endpoint with 401 without a session', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/students/x/day-by-day'],
      ['POST', '/api/day-by-day/blocks'],
      ['PATCH', '/api/day-by-day/blocks/x'],
      ['DELETE', '/api/day-by-day/blocks/x'],
      ['POST', '/api/students/x/day-by-day/schedule'],
      ['PATCH', '/api/students/x/day-by-day/schedule/x'],
      ['DELETE', '/api/students/x/day-by-day/schedule/x'],
      ['DELETE', '/api/students/x/day-by-day/schedule'],
      ['PUT', '/api/day-by-day/settings'],
    ];
    for (const [method, url] of routes) {
      const res = await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
  it("keeps two children's schedules apart: the same slot for each, Reset Day clears only one, and the other child's entry under the wrong child is a 404", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user);
    const events: { kinds: string[]; studentId?: string }[] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => events.push(e));
    const block = await createBlock(user);
    const mine = (await addEntry(user, { blockId: block.id, startTime: 0 })).json();
    const theirsRes = await addEntry(user, { blockId: block.id, startTime: 0 }, second);
    expect(theirsRes.statusCode, theirsRes.body).toBe(201); // no overlap across children
    const theirs = theirsRes.json();
    await addEntry(user, { blockId: block.id, startTime: 60 }, second);
    expect(events.filter((e) => e.kinds.includes('day-schedule')).map((e) => e.studentId)).toEqual([
      user.studentId,
      second,
      second,
    ]);

    const first = await load(user);
    const other = await load(user, second);
    expect(first.schedule.map((e: { id: string }) => e.id)).toEqual([mine.id]);
    expect(other.schedule.map((e: { startTime: number }) => e.startTime)).toEqual([0, 60]);
    expect(other.blocks).toEqual(first.blocks); // the family's blocks
    expect(other.settings).toEqual(first.settings);

    // The first child's entry under the second child's path: 404, nothing changes.
    expect(
      (await call(user, 'PATCH', `${sched(user, second)}/${mine.id}`, { startTime: 120 })).statusCode,
    ).toBe(404);
    expect((await call(user, 'DELETE', `${sched(user, second)}/${mine.id}`)).statusCode).toBe(404);
    expect((await load(user)).schedule).toMatchObject([{ id: mine.id, startTime: 0 }]);

    const reset = await call(user, 'DELETE', sched(user, second));
    expect(reset.json()).toEqual({ deleted: 2 });
    expect((await load(user, second)).schedule).toEqual([]);
    expect((await load(user)).schedule).toMatchObject([{ id: mine.id }]);
    expect(theirs.id).not.toBe(mine.id);

    // Deleting the block removes every child's entries of it.
    await addEntry(user, { blockId: block.id, startTime: 0 }, second);
    expect((await call(user, 'DELETE', `/api/day-by-day/blocks/${block.id}`)).statusCode).toBe(204);
    expect(
      await t.deps.db.selectFrom('daySchedule').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    off();
  });

  it("answers 404 for another family's child and writes nothing", async () => {
    const owner = await signUpUser(t.app);
    const intruder = await signUpUser(t.app);
    const block = await createBlock(owner);
    const entry = (await addEntry(owner, { blockId: block.id, startTime: 0 })).json();
    const intruderBlock = await createBlock(intruder);
    const url = sched(intruder, owner.studentId);
    for (const [method, path, payload] of [
      ['GET', `/api/students/${owner.studentId}/day-by-day`, undefined],
      ['POST', url, { blockId: intruderBlock.id, startTime: 60 }],
      ['POST', url, { blockId: block.id, startTime: 60 }],
      ['PATCH', `${url}/${entry.id}`, { startTime: 120 }],
      ['DELETE', `${url}/${entry.id}`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const res = await call(intruder, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await load(owner)).schedule).toMatchObject([{ id: entry.id, startTime: 0 }]);
    expect(
      await t.deps.db.selectFrom('daySchedule').select('id').where('userId', '=', intruder.id).execute(),
    ).toEqual([]);
    expect(
      await t.deps.db.selectFrom('daySchedule').select('id').where('userId', '=', owner.id).execute(),
    ).toHaveLength(1);
  });
});
