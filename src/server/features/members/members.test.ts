import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersMessages as m, rightsMessages } from '@shared/messages/members';
import {
  apiRequests,
  cookieFrom,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { openSse } from '@tests/setup/sse-client';

let t: TestApp;
let parent: TestUser;
beforeAll(async () => {
  t = await createTestApp({ realtimeHeartbeatMs: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  parent = await signUpUser(t.app, { displayName: 'Parent Pat' });
});
afterAll(async () => t.close());

const { call: as } = apiRequests(() => t.app);

const tokenOf = (url: string) => url.split('/invite/')[1]!;

async function invite(role: 'teacher' | 'viewer', owner = parent, email?: string) {
  const res = await as(owner.cookie, 'POST', '/api/invites', { role, ...(email ? { email } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { invite: { id: string; role: string }; url: string; mailed: boolean };
}

/** A fresh adult (their own family has no children: sign-up's child removed) who accepts an invite. */
async function adultAccepting(role: 'teacher' | 'viewer', owner = parent) {
  const { url } = await invite(role, owner);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invites/${tokenOf(url)}/sign-up`,
    payload: {
      name: `${role} Adult`,
      email: `${role}-${crypto.randomUUID()}@example.com`,
      password: 'a good password',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().joined).toBe(true);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().userId as string };
}

const inviteCount = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('invites')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`members and invites (${dialect})`, () => {
  it('makes a single-use link answered once; the list shows the invite without it', async () => {
    const made = await invite('viewer');
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(made.mailed).toBe(false);
    const stored = await t.handle.db
      .selectFrom('invites')
      .selectAll()
      .where('id', '=', made.invite.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(tokenOf(made.url));
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86400_000);
    const list = await as(parent.cookie, 'GET', '/api/members');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(tokenOf(made.url));
    expect(list.json().invites.map((i: { id: string }) => i.id)).toContain(made.invite.id);
    expect(list.json().members).toEqual([
      expect.objectContaining({ id: parent.id, role: 'parent', name: 'Parent Pat', email: parent.email }),
    ]);

    const summary = await as(undefined, 'GET', `/api/invites/${tokenOf(made.url)}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({ familyName: 'Parent Pat', role: 'viewer', status: 'open' });
    expect((await as(undefined, 'GET', `/api/invites/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message and writes nothing; signed out is 401', async () => {
    const before = await inviteCount();
    const bad = await as(parent.cookie, 'POST', '/api/invites', { role: 'parent' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.roleInvalid);
    const badEmail = await as(parent.cookie, 'POST', '/api/invites', { role: 'viewer', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(await inviteCount()).toBe(before);
    expect((await as(undefined, 'POST', '/api/invites', { role: 'viewer' })).statusCode).toBe(401);
    expect((await as(undefined, 'GET', '/api/members')).statusCode).toBe(401);
    expect((await as(undefined, 'POST', `/api/invites/${'x'.repeat(43)}/accept`)).statusCode).toBe(401);
  });

  it('accepts once: a second use, an expired and a revoked invite are refused', async () => {
    const made = await invite('teacher');
    const token = tokenOf(made.url);
    const first = await signUpUser(t.app);
    // A fresh account runs a family with its sign-up child: it may not join.
    const refused = await as(first.cookie, 'POST', `/api/invites/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.runsOwnFamily);

    const joiner = await signUpUser(t.app);
    await t.handle.db.deleteFrom('students').where('userId', '=', joiner.id).execute();
    const ok = await as(joiner.cookie, 'POST', `/api/invites/${token}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ familyId: parent.id, role: 'teacher' });
    const me = (await as(joiner.cookie, 'GET', '/api/me')).json();
    expect(me.member.role).toBe('teacher');
    expect(me.students.map((s: { id: string }) => s.id)).toEqual([parent.studentId]);

    const other = await signUpUser(t.app);
    await t.handle.db.deleteFrom('students').where('userId', '=', other.id).execute();
    const again = await as(other.cookie, 'POST', `/api/invites/${token}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.inviteUsed);
    expect((await as(undefined, 'GET', `/api/invites/${token}`)).json().status).toBe('used');

    const late = await invite('viewer');
    await t.handle.db
      .updateTable('invites')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', late.invite.id)
      .execute();
    const expired = await as(other.cookie, 'POST', `/api/invites/${tokenOf(late.url)}/accept`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(m.inviteExpired);
    expect((await as(undefined, 'GET', `/api/invites/${tokenOf(late.url)}`)).json().status).toBe('expired');

    const revoked = await invite('viewer');
    expect((await as(parent.cookie, 'DELETE', `/api/invites/${revoked.invite.id}`)).statusCode).toBe(204);
    expect((await as(other.cookie, 'POST', `/api/invites/${tokenOf(revoked.url)}/accept`)).statusCode).toBe(
      404,
    );
    expect((await as(parent.cookie, 'DELETE', `/api/invites/${revoked.invite.id}`)).statusCode).toBe(404);
    // Nothing of the refused: the other adult is still the parent of their own family.
    expect((await as(other.cookie, 'GET', '/api/me')).json().member.role).toBe('parent');
  });

  it('a teacher writes family data but cannot open members or delete the account', async () => {
    const teacher = await adultAccepting('teacher');
    const cls = await as(teacher.cookie, 'POST', '/api/classes', {
      title: 'Teacher class',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(cls.statusCode, cls.body).toBe(201);
    const parentClasses = (await as(parent.cookie, 'GET', '/api/classes')).json();
    expect(JSON.stringify(parentClasses)).toContain('Teacher class');
    const members = await as(teacher.cookie, 'GET', '/api/members');
    expect(members.statusCode).toBe(403);
    expect(members.json().error.message).toBe(rightsMessages.parentOnly);
    expect((await as(teacher.cookie, 'POST', '/api/invites', { role: 'viewer' })).statusCode).toBe(403);
    const deletion = await as(teacher.cookie, 'POST', '/api/account/delete', { password: 'a good password' });
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json().error.message).toBe(rightsMessages.parentOnly);
    expect((await as(parent.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('a viewer reads and cannot write (403 with the viewer message)', async () => {
    const viewer = await adultAccepting('viewer');
    const classes = await as(viewer.cookie, 'GET', '/api/classes');
    expect(classes.statusCode).toBe(200);
    const write = await as(viewer.cookie, 'POST', '/api/classes', {
      title: 'Viewer class',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe(rightsMessages.viewerReadOnly);
    expect(JSON.stringify((await as(parent.cookie, 'GET', '/api/classes')).json())).not.toContain(
      'Viewer class',
    );
  });

  it('changes a role at once; not the parent’s; another family’s ids are 404', async () => {
    const viewer = await adultAccepting('viewer');
    const list = (await as(parent.cookie, 'GET', '/api/members')).json();
    const row = list.members.find(
      (x: { name: string; role: string }) => x.role === 'viewer' && x.name === 'viewer Adult',
    );
    const before = (await as(viewer.cookie, 'GET', '/api/me')).json();
    expect(before.member.role).toBe('viewer');
    const changed = await as(parent.cookie, 'PATCH', `/api/members/${before.member.id}`, { role: 'teacher' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(row).toBeDefined();
    expect((await as(viewer.cookie, 'GET', '/api/me')).json().member.role).toBe('teacher');
    const bad = await as(parent.cookie, 'PATCH', `/api/members/${before.member.id}`, { role: 'parent' });
    expect(bad.statusCode).toBe(400);
    const own = await as(parent.cookie, 'PATCH', `/api/members/${parent.id}`, { role: 'viewer' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(m.cannotChangeParent);

    const stranger = await signUpUser(t.app);
    const foreign = await invite('viewer', stranger);
    expect(
      (await as(stranger.cookie, 'PATCH', `/api/members/${before.member.id}`, { role: 'viewer' })).statusCode,
    ).toBe(404);
    expect((await as(stranger.cookie, 'DELETE', `/api/members/${before.member.id}`)).statusCode).toBe(404);
    expect((await as(parent.cookie, 'DELETE', `/api/invites/${foreign.invite.id}`)).statusCode).toBe(404);
    expect((await as(viewer.cookie, 'GET', '/api/me')).json().member.role).toBe('teacher');
    expect((await as(stranger.cookie, 'GET', '/api/members')).json().invites).toHaveLength(1);
  });

  it('removal ends the adult’s sessions at once: the next request is 401 and the stream ends', async () => {
    const teacher = await adultAccepting('teacher');
    const me = (await as(teacher.cookie, 'GET', '/api/me')).json();
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openSse(`http://127.0.0.1:${port}/api/realtime`, teacher.cookie);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      expect((await as(teacher.cookie, 'GET', '/api/classes')).statusCode).toBe(200);
      expect((await as(parent.cookie, 'DELETE', `/api/members/${me.member.id}`)).statusCode).toBe(204);
      const next = await as(teacher.cookie, 'GET', '/api/classes');
      expect(next.statusCode).toBe(401);
      await stream.waitFor((e) => e.event === 'unauthorized', 2000);
    } finally {
      stream.close();
    }
    const list = (await as(parent.cookie, 'GET', '/api/members')).json();
    expect(list.members.map((x: { id: string }) => x.id)).not.toContain(me.member.id);
    const row = await t.handle.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', me.member.id)
      .executeTakeFirstOrThrow();
    expect(row.removedAt).not.toBeNull();
    expect(row.userId).toBeNull();
    expect((await as(parent.cookie, 'DELETE', `/api/members/${me.member.id}`)).statusCode).toBe(404);
  });

  it('signs up through an invite without a child; a bad password writes nothing', async () => {
    const made = await invite('viewer');
    const email = `new-${crypto.randomUUID()}@example.com`;
    const weak = await as(undefined, 'POST', `/api/invites/${tokenOf(made.url)}/sign-up`, {
      name: 'Gran',
      email,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(await t.handle.db.selectFrom('user').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
    const ok = await as(undefined, 'POST', `/api/invites/${tokenOf(made.url)}/sign-up`, {
      name: 'Gran',
      email,
      password: 'a good password',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const cookie = cookieFrom(ok.headers['set-cookie']);
    const me = (await as(cookie, 'GET', '/api/me')).json();
    expect(me.member.role).toBe('viewer');
    expect(me.user.name).toBe('Gran');
    expect(
      await t.handle.db.selectFrom('students').select('id').where('userId', '=', ok.json().userId).execute(),
    ).toEqual([]);
    const reuse = await as(undefined, 'POST', `/api/invites/${tokenOf(made.url)}/sign-up`, {
      name: 'Other',
      email: `o-${email}`,
      password: 'a good password',
    });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error.message).toBe(m.inviteUsed);
    expect(
      await t.handle.db.selectFrom('user').select('id').where('email', '=', `o-${email}`).execute(),
    ).toEqual([]);
  });
});
