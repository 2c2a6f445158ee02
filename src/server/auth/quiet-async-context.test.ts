import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../../tests/setup/api';
import { betterAuthStorages } from './quiet-async-context';

/** Node before 24 keeps an AsyncLocalStorage's on/off state in `enabled` (async-hooks based storage). */
const HOOK_BASED = Number(process.versions.node.split('.')[0]) < 24;
const enabled = () => betterAuthStorages().map((s) => (s as unknown as { enabled: boolean }).enabled);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });

describe.skipIf(!HOOK_BASED)('better-auth’s request context is off between its calls (ADR 025)', () => {
  it('turns the storages off once no call runs, and on again for the next one', async () => {
    const user = await signUpUser(t.app);
    // Sign-up ran inside better-auth: its storages exist, and none is left on to hook every promise.
    expect(betterAuthStorages().length).toBeGreaterThanOrEqual(2);
    expect(enabled()).not.toContain(true);

    // While a sign-in runs (hashing the password takes a while), its storage is on…
    const pending = signIn(user.email, user.password);
    let seenOn = false;
    while (!seenOn) {
      await new Promise((resolve) => setImmediate(resolve));
      seenOn = enabled().includes(true);
    }
    const res = await pending;
    expect(res.statusCode).toBe(200);
    // …and off again once it has answered.
    expect(enabled()).not.toContain(true);
  });

  it('keeps them on while any call still runs: concurrent sign-ins, a sign-up and wrong passwords all answer right', async () => {
    const users = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const results = await Promise.all([
      signIn(users[0]!.email, users[0]!.password),
      signIn(users[1]!.email, 'not the password'),
      signUpUser(t.app).then(() => ({ statusCode: 201 })),
      signIn(users[1]!.email, users[1]!.password),
      signIn(users[0]!.email, 'not the password either'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 401, 201, 200, 401]);
    expect(enabled()).not.toContain(true);
    // The signed-in sessions work on requests that never enter better-auth.
    for (const r of [results[0], results[3]] as { headers: Record<string, unknown> }[]) {
      const cookie = String(([] as string[]).concat(r.headers['set-cookie'] as string[])[0]).split(';')[0]!;
      expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    }
  });
});
