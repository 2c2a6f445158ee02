import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekdayOf } from '../../../shared/domain/dates';
import { createTestApp, dialect, signUpUser, type TestApp } from '../../../../tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().profile;

describe(`xp ledger (${dialect})`, () => {
  it('awards once per source, revokes what was awarded, and derives the level', async () => {
    const user = await signUpUser(t.app);
    const { db, game } = t.deps;
    expect(await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-1', 50))).toBe(
      50,
    );
    expect(await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-1', 50))).toBe(0);
    await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-2', 50));
    await db.transaction().execute((trx) => game.award(trx, user.id, 'task', 'task-1', 10));
    expect(await profileOf(user.cookie)).toMatchObject({ xp: 110, level: 1 });
    expect(await db.transaction().execute((trx) => game.revoke(trx, user.id, 'bucket', 'goal-2'))).toBe(50);
    expect(await db.transaction().execute((trx) => game.revoke(trx, user.id, 'bucket', 'goal-2'))).toBe(0);
    expect(await profileOf(user.cookie)).toMatchObject({ xp: 60, level: 0 });
  });

  it("keeps one account's xp apart from another's", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await t.deps.db.transaction().execute((trx) => t.deps.game.award(trx, a.id, 'learn', 'same-id', 20));
    expect(
      await t.deps.db.transaction().execute((trx) => t.deps.game.award(trx, b.id, 'learn', 'same-id', 20)),
    ).toBe(20);
    expect((await profileOf(a.cookie)).xp).toBe(20);
    expect((await profileOf(b.cookie)).xp).toBe(20);
  });

  it('unlocks First Steps with the first completed to-do and reports it with its date', async () => {
    const user = await signUpUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } });
    expect(before.statusCode).toBe(200);
    expect(before.json().achievements.every((a: { unlocked: boolean }) => !a.unlocked)).toBe(true);
    expect(before.json()).toMatchObject({ xp: 0, level: 0, xpToNextLevel: 100 });
    await t.deps.db.transaction().execute((trx) => t.deps.game.award(trx, user.id, 'task', 'task-1', 10));
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })
    ).json();
    const first = after.achievements.find((a: { id: string }) => a.id === 'first-steps');
    expect(first.unlocked).toBe(true);
    expect(Date.parse(first.unlockedAt)).not.toBeNaN();
    expect(after).toMatchObject({ xp: 10, level: 0, xpToNextLevel: 90 });
    // Unlocks stay even when the xp is revoked.
    await t.deps.db.transaction().execute((trx) => t.deps.game.revoke(trx, user.id, 'task', 'task-1'));
    const later = (
      await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })
    ).json();
    expect(later.achievements.find((a: { id: string }) => a.id === 'first-steps').unlocked).toBe(true);
  });

  it('unlocks Scholar at level 10 and Study Streak after 7 present school days, for that account only', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const now = new Date().toISOString();
    const days = [
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
    ];
    await t.deps.db
      .insertInto('attendance')
      .values(
        days.map((date) => ({
          id: crypto.randomUUID(),
          userId: user.id,
          date,
          present: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await t.deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20; i++) await t.deps.game.award(trx, user.id, 'bucket', `goal-${i}`, 50);
    });
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })
    ).json();
    const unlocked = state.achievements
      .filter((a: { unlocked: boolean }) => a.unlocked)
      .map((a: { id: string }) => a.id);
    expect(unlocked).toEqual(['study-streak', 'scholar']);
    expect(state.level).toBe(10);
    const otherState = (
      await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: other.cookie } })
    ).json();
    expect(otherState.achievements.some((a: { unlocked: boolean }) => a.unlocked)).toBe(false);
  });

  const markPresent = async (userId: string, dates: string[]) => {
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('attendance')
      .values(
        dates.map((date) => ({
          id: crypto.randomUUID(),
          userId,
          date,
          present: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  };
  const isSchoolDay = (d: string) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5;
  const gameOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie } })).json();
  const achievement = (state: { achievements: { id: string }[] }, id: string) =>
    state.achievements.find((a) => a.id === id) as any;

  it('unlocks Perfect Month once a month with every school day present has ended, not for a month one day short', async () => {
    const today = todayIn('America/New_York');
    const lastMonth = addDaysIso(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const monthDays: string[] = [];
    for (let d = `${lastMonth}-01`; d.startsWith(lastMonth); d = addDaysIso(d, 1)) monthDays.push(d);
    const schoolDays = monthDays.filter(isSchoolDay);

    // One school day short, made up in count by a weekend day: a candidate by count, but not perfect.
    const short = await signUpUser(t.app);
    await markPresent(short.id, [...schoolDays.slice(1), monthDays.find((d) => !isSchoolDay(d))!]);
    expect(achievement(await gameOf(short.cookie), 'perfect-month')).toMatchObject({
      unlocked: false,
      progress: { current: 0, target: 1 },
    });

    const perfect = await signUpUser(t.app);
    await markPresent(perfect.id, schoolDays);
    const state = await gameOf(perfect.cookie);
    expect(achievement(state, 'perfect-month')).toMatchObject({
      unlocked: true,
      progress: { current: 1, target: 1 },
    });
  });

  it('shows the longest run as progress while Study Streak is locked, and full progress once unlocked', async () => {
    const user = await signUpUser(t.app);
    await markPresent(user.id, ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']); // Mon–Fri
    expect(achievement(await gameOf(user.cookie), 'study-streak')).toMatchObject({
      unlocked: false,
      progress: { current: 5, target: 7 },
    });
    await markPresent(user.id, ['2025-03-10', '2025-03-11']);
    expect(achievement(await gameOf(user.cookie), 'study-streak')).toMatchObject({
      unlocked: true,
      progress: { current: 7, target: 7 },
    });
  });

  it('counts a current streak longer than the recent window exactly', async () => {
    const user = await signUpUser(t.app);
    const today = todayIn('America/New_York');
    const days: string[] = [];
    for (let d = addDaysIso(today, -300); d < today; d = addDaysIso(d, 1)) if (isSchoolDay(d)) days.push(d);
    await markPresent(user.id, days);
    const state = await gameOf(user.cookie);
    expect(days.length).toBeGreaterThan(200);
    expect(state.currentStreak).toBe(days.length);
    expect(achievement(state, 'study-streak').unlocked).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/game' })).statusCode).toBe(401);
  });
});
