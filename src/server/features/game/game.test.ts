import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-1', 50))).toBe(50);
    expect(await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-1', 50))).toBe(0);
    await db.transaction().execute((trx) => game.award(trx, user.id, 'bucket', 'goal-2', 50));
    await db.transaction().execute((trx) => game.award(trx, user.id, 'task', 'task-1', 10));
    expect(await profileOf(user.cookie)).toMatchObject({ xp: 110, level: 1 });
    expect(await db.transaction().execute((trx) => game.revoke(trx, user.id, 'bucket', 'goal-2'))).toBe(50);
    expect(await db.transaction().execute((trx) => game.revoke(trx, user.id, 'bucket', 'goal-2'))).toBe(0);
    expect(await profileOf(user.cookie)).toMatchObject({ xp: 60, level: 0 });
  });

  it('keeps one account\'s xp apart from another\'s', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await t.deps.db.transaction().execute((trx) => t.deps.game.award(trx, a.id, 'learn', 'same-id', 20));
    expect(await t.deps.db.transaction().execute((trx) => t.deps.game.award(trx, b.id, 'learn', 'same-id', 20))).toBe(20);
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
    const after = (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })).json();
    const first = after.achievements.find((a: { id: string }) => a.id === 'first-steps');
    expect(first.unlocked).toBe(true);
    expect(Date.parse(first.unlockedAt)).not.toBeNaN();
    expect(after).toMatchObject({ xp: 10, level: 0, xpToNextLevel: 90 });
    // Unlocks stay even when the xp is revoked.
    await t.deps.db.transaction().execute((trx) => t.deps.game.revoke(trx, user.id, 'task', 'task-1'));
    const later = (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })).json();
    expect(later.achievements.find((a: { id: string }) => a.id === 'first-steps').unlocked).toBe(true);
  });

  it('unlocks Scholar at level 10 and Study Streak after 7 present school days, for that account only', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const now = new Date().toISOString();
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10'];
    await t.deps.db
      .insertInto('attendance')
      .values(days.map((date) => ({ id: crypto.randomUUID(), userId: user.id, date, present: 1, createdAt: now, updatedAt: now })))
      .execute();
    await t.deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20; i++) await t.deps.game.award(trx, user.id, 'bucket', `goal-${i}`, 50);
    });
    const state = (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })).json();
    const unlocked = state.achievements.filter((a: { unlocked: boolean }) => a.unlocked).map((a: { id: string }) => a.id);
    expect(unlocked).toEqual(['study-streak', 'scholar']);
    expect(state.level).toBe(10);
    const otherState = (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: other.cookie } })).json();
    expect(otherState.achievements.some((a: { unlocked: boolean }) => a.unlocked)).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/game' })).statusCode).toBe(401);
  });
});
