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
});
