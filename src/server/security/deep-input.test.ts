import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../http/json-body';
import { createDoorApp, everyRoute, type DoorApp } from '@tests/setup/auth-doors';
import { dialect, signUpUser, type TestUser } from '@tests/setup/api';

/**
 * A body nested thousands of levels deep once overflowed the stack where the auth bridge serialised it
 * (500). Every route of the running app, signed in and not, now answers such a body with a 4xx.
 */
let t: DoorApp;
let user: TestUser;
beforeAll(async () => {
  t = await createDoorApp();
  user = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const LEVELS = 5_000;
const deepBodies = {
  array: '['.repeat(LEVELS) + ']'.repeat(LEVELS),
  object: '{"a":'.repeat(LEVELS) + 'null' + '}'.repeat(LEVELS),
  'object in a field': `{"email":"x@example.com","password":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
};

describe(`deeply nested bodies (${dialect})`, () => {
  it('every route answers a deeply nested JSON body with a 4xx and a message, never a 5xx', async () => {
    const writes = everyRoute(t).filter((p) => p.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    for (const probe of writes) {
      for (const [shape, payload] of Object.entries(deepBodies)) {
        for (const cookie of [undefined, user.cookie]) {
          const res = await t.app.inject({
            method: probe.method as 'POST',
            url: probe.url,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            payload,
          });
          const what = `${probe.method} ${probe.url} (${shape}, ${cookie ? 'signed in' : 'signed out'}): ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.json().error.message, what).toBeTruthy();
        }
      }
    }
  }, 120_000);

  it('says why: the body nests too deeply', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: deepBodies.object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_FAILED', message: TOO_DEEP_MESSAGE });
  });
});
