import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDb } from '../db/client';
import { createTestApp, dialect, signUpUser, testConfig, type TestApp } from '@tests/setup/api';
import { openSse } from '@tests/setup/sse-client';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
});

const isChange = (kind: string) => (e: { event: string; data: string }) =>
  e.event === 'change' && (JSON.parse(e.data) as { kinds: string[] }).kinds.includes(kind);

describe(`realtime (${dialect})`, () => {
  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}/api/realtime`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it("delivers the account's own changes within 1 s and never another account's", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const streamA = await openSse(`${base}/api/realtime`, a.cookie);
    try {
      expect(streamA.status).toBe(200);
      await streamA.waitFor((e) => e.event === 'ready');
      t.deps.bus.publish(b.id, 'tasks');
      // A real change through the API: the profile name (settings/profile routes) or the bus directly.
      t.deps.bus.publish(a.id, 'tasks');
      const got = await streamA.waitFor(isChange('tasks'), 1000);
      expect(JSON.parse(got.data)).toEqual({ kinds: ['tasks'] });
      await new Promise((r) => setTimeout(r, 150));
      expect(streamA.events.filter((e) => e.event === 'change')).toHaveLength(1);
    } finally {
      streamA.close();
    }
  });

  it("names the child in a per-child change's data, and no child in a family change's", async () => {
    const a = await signUpUser(t.app);
    const stream = await openSse(`${base}/api/realtime`, a.cookie);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      t.deps.bus.publishChild({ familyId: a.id, studentId: a.studentId }, 'tasks', 'xp');
      const child = await stream.waitFor(isChange('tasks'), 1000);
      expect(JSON.parse(child.data)).toEqual({ kinds: ['tasks', 'xp'], studentId: a.studentId });
      t.deps.bus.publish(a.id, 'classes');
      const family = await stream.waitFor(isChange('classes'), 1000);
      expect(JSON.parse(family.data)).toEqual({ kinds: ['classes'] });
      // A real family-wide change through the API: adding a child.
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: { cookie: a.cookie },
        payload: { name: 'Grace', age: 8 },
      });
      expect(added.statusCode, added.body).toBe(201);
      const students = await stream.waitFor(isChange('students'), 1000);
      expect(JSON.parse(students.data)).not.toHaveProperty('studentId');
    } finally {
      stream.close();
    }
  });

  it('ends an open stream once the session is signed out, and refuses a new one with 401', async () => {
    const quick = await createTestApp({ realtimeHeartbeatMs: 100 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = quick.app.server.address();
      const quickBase = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const user = await signUpUser(quick.app);
      const stream = await openSse(`${quickBase}/api/realtime`, user.cookie);
      await stream.waitFor((e) => e.event === 'ready');
      await quick.app.inject({
        method: 'POST',
        url: '/api/account/sign-out',
        headers: { cookie: user.cookie },
      });
      await stream.waitFor((e) => e.event === 'unauthorized', 2000);
      stream.close();
      expect((await fetch(`${quickBase}/api/realtime`, { headers: { cookie: user.cookie } })).status).toBe(
        401,
      );
    } finally {
      await quick.close();
    }
  });

  it.runIf(dialect === 'postgres')(
    'relays a change written through one instance to a client of another (LISTEN/NOTIFY)',
    async () => {
      const user = await signUpUser(t.app);
      const handle2 = createDb(t.deps.config.databaseUrl);
      const second = await buildApp(testConfig({ databaseUrl: t.deps.config.databaseUrl }), {
        handle: handle2,
        logger: false,
      });
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = second.app.server.address();
      const base2 = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const stream = await openSse(`${base2}/api/realtime`, user.cookie);
      try {
        await stream.waitFor((e) => e.event === 'ready');
        // The change is made through instance 1; the subscriber is connected to instance 2.
        t.deps.bus.publish(user.id, 'tasks');
        expect(JSON.parse((await stream.waitFor(isChange('tasks'), 1000)).data)).toEqual({
          kinds: ['tasks'],
        });
        // The relay carries the event through JSON: a per-child change keeps its child.
        t.deps.bus.publishChild({ familyId: user.id, studentId: user.studentId }, 'attendance');
        expect(JSON.parse((await stream.waitFor(isChange('attendance'), 1000)).data)).toEqual({
          kinds: ['attendance'],
          studentId: user.studentId,
        });
      } finally {
        stream.close();
        await second.app.close();
        await handle2.close();
      }
    },
  );
});
