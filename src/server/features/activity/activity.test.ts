import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityMessages } from '@shared/messages/activity';
import type { ActivityEntry } from '@shared/schemas/activity';
import {
  apiRequests,
  cookieFrom,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { confirmedUser, createDoorApp, type DoorApp } from '@tests/setup/auth-doors';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { totpCode } from '@tests/setup/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, ok } = apiRequests(() => t.app);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36';

const activity = async (who: TestUser | string) =>
  (await ok<{ entries: ActivityEntry[] }>(who, 'GET', '/api/account/activity')).entries;
const kinds = async (who: TestUser) => (await activity(who)).map((e) => e.kind);

async function signIn(user: TestUser, userAgent: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res.headers['set-cookie']);
}

describe(`account activity (${dialect})`, () => {
  it('records sign-ins with the device, address and time, and says when the device is new', async () => {
    const user = await signUpUser(t.app);
    await signIn(user, PHONE, '203.0.113.7');
    await signIn(user, PHONE, '203.0.113.8');
    await signIn(user, LAPTOP);
    const entries = (await activity(user)).filter((e) => e.kind === 'sign-in');
    expect(entries).toHaveLength(3);
    // Newest first.
    expect(entries.map((e) => [e.userAgent, e.newDevice])).toEqual([
      [LAPTOP, true],
      [PHONE, false],
      [PHONE, true],
    ]);
    expect(entries[2]).toMatchObject({ ipAddress: '203.0.113.7', actorName: user.email, detail: null });
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
    expect(JSON.stringify(entries)).not.toMatch(/actorId|token/);
  });

  it('records exports, imports, deletions, share links, feeds, members and second-factor changes', async () => {
    const parent = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
    // Exports and an import (into a fresh account: imports need an empty one).
    await ok(parent, 'GET', '/api/account/export');
    expect((await call(parent, 'GET', '/api/account/archive')).statusCode).toBe(200);
    const empty = await signUpUser(t.app);
    const file = await ok(parent, 'GET', '/api/account/export');
    const imported = await call(empty, 'POST', '/api/account/import', file);
    expect(imported.statusCode, imported.body).toBe(200);
    // The import is recorded, after the history the file brought along (the parent's two exports so far).
    expect(await kinds(empty)).toEqual(['import', 'export', 'export']);

    // A child and a record deleted.
    const ben = await ok<{ id: string }>(parent, 'POST', '/api/students', { name: 'Ben Lovelace', age: 7 });
    const book = await ok<{ id: string }>(parent, 'POST', `/api/students/${ben.id}/reading-log`, {
      title: 'Matilda',
    });
    await ok(parent, 'DELETE', `/api/students/${ben.id}/reading-log/${book.id}`);
    await ok(parent, 'DELETE', `/api/students/${ben.id}`);

    // An evaluator link and a calendar feed, made and revoked.
    const year = await ok<{ id: string }>(parent, 'POST', '/api/school-years', {
      name: 'Fall 2026',
      startDate: '2026-09-07',
      endDate: '2026-09-30',
    });
    const link = await ok<{ link: { id: string } }>(
      parent,
      'POST',
      `/api/students/${parent.studentId}/evaluator-links`,
      { schoolYearId: year.id, label: 'Mrs. Smith' },
    );
    await ok(parent, 'DELETE', `/api/students/${parent.studentId}/evaluator-links/${link.link.id}`);
    const feed = await ok<{ entry: { feed: { id: string } } }>(parent, 'POST', '/api/calendar-feeds', {
      studentId: parent.studentId,
    });
    await ok(parent, 'DELETE', `/api/calendar-feeds/${feed.entry.feed.id}`);

    // Members: invited, an invite withdrawn, one re-roled and removed.
    const invite = await ok<{ invite: { id: string } }>(parent, 'POST', '/api/invites', { role: 'viewer' });
    await ok(parent, 'DELETE', `/api/invites/${invite.invite.id}`);
    const teacher = await signUpUser(t.app);
    const memberId = await joinFamily(t, teacher, parent.id, 'teacher');
    await ok(parent, 'PATCH', `/api/members/${memberId}`, { role: 'viewer' });
    await ok(parent, 'DELETE', `/api/members/${memberId}`);

    // The second factor: on, new codes, the family rule, off.
    const started = await ok(parent, 'POST', '/api/account/second-factor/enrol', {
      password: parent.password,
    });
    const on = await call(parent, 'POST', '/api/account/second-factor/confirm', {
      code: totpCode(started.secret),
    });
    const cookie = cookieFrom(on.headers['set-cookie']);
    await ok(cookie, 'POST', '/api/account/second-factor/recovery-codes', { password: parent.password });
    await ok(cookie, 'PUT', '/api/account/second-factor/family-rule', { required: true });
    await ok(cookie, 'PUT', '/api/account/second-factor/family-rule', { required: false });
    const off = await call(cookie, 'POST', '/api/account/second-factor/remove', {
      password: parent.password,
    });
    expect(off.statusCode, off.body).toBe(200);
    // Turning the factor on and off replaced the session: the parent goes on with the new one.
    parent.cookie = cookieFrom(off.headers['set-cookie']);

    const entries = await activity(parent);
    const byKind = (kind: string) => entries.filter((e) => e.kind === kind);
    expect(byKind('export')).toHaveLength(3);
    expect(byKind('export').map((e) => e.detail)).toContain('Archive with files');
    expect(byKind('child-deleted').map((e) => e.detail)).toEqual(['Ben Lovelace']);
    expect(byKind('records-deleted').map((e) => e.detail)).toEqual([
      'A book of the reading log (Ben Lovelace)',
    ]);
    expect(byKind('share-link-created').map((e) => e.detail)).toEqual(['Ada Lovelace']);
    expect(byKind('share-link-revoked')).toHaveLength(1);
    expect(byKind('feed-created')).toHaveLength(1);
    expect(byKind('feed-revoked')).toHaveLength(1);
    expect(byKind('member-invited').map((e) => e.detail)).toEqual(['viewer']);
    expect(byKind('invite-revoked')).toHaveLength(1);
    expect(byKind('member-role-changed').map((e) => e.detail)).toEqual(['viewer']);
    expect(byKind('member-removed')).toHaveLength(1);
    expect(byKind('second-factor-on')).toHaveLength(1);
    expect(byKind('recovery-codes-new')).toHaveLength(1);
    expect(byKind('family-rule-changed').map((e) => e.detail)).toEqual(['Not required', 'Required']);
    expect(byKind('second-factor-off')).toHaveLength(1);
    for (const e of entries) expect(activityMessages.kinds[e.kind]).toBeTruthy();

    // A refused request writes nothing.
    const before = entries.length;
    expect((await call(parent, 'DELETE', `/api/calendar-feeds/${feed.entry.feed.id}`)).statusCode).toBe(404);
    expect((await call(parent, 'POST', '/api/invites', { role: 'boss' })).statusCode).toBe(400);
    expect(await activity(parent)).toHaveLength(before);

    // The export carries the activity; another family sees none of it.
    const exported = await ok<{ tables: { accountActivity: ActivityEntry[] } }>(
      parent,
      'GET',
      '/api/account/export',
    );
    expect(exported.tables.accountActivity.length).toBeGreaterThanOrEqual(before);
    expect(exported.tables.accountActivity.map((e) => e.kind)).toContain('share-link-created');
    const stranger = await signUpUser(t.app);
    expect(await activity(stranger)).toEqual([]);
  });

  it('a member who is not the parent records into the family, and only the parent sees the list', async () => {
    const parent = await signUpUser(t.app);
    const teacher = await signUpUser(t.app);
    const viewer = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    await joinFamily(t, viewer, parent.id, 'viewer');
    const feed = await ok<{ entry: { feed: { id: string } } }>(teacher, 'POST', '/api/calendar-feeds', {
      studentId: parent.studentId,
    });
    expect(feed.entry.feed.id).toBeTruthy();
    const entry = (await activity(parent)).find((e) => e.kind === 'feed-created');
    expect(entry?.actorName).toBe(teacher.email);
    for (const who of [teacher, viewer, await childSignedIn(t, parent.id, parent.studentId)])
      expect((await call(who, 'GET', '/api/account/activity')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/account/activity')).statusCode).toBe(401);
  });

  it('keeps 400 days: older entries are pruned', async () => {
    const user = await signUpUser(t.app);
    const day = 24 * 60 * 60 * 1000;
    const row = (id: string, daysAgo: number) => ({
      id,
      userId: user.id,
      at: new Date(Date.now() - daysAgo * day).toISOString(),
      kind: 'export',
      actorId: user.id,
      actorName: user.email,
      detail: null,
      ipAddress: null,
      userAgent: null,
      newDevice: 0,
    });
    const old = crypto.randomUUID();
    const kept = crypto.randomUUID();
    await t.handle.db
      .insertInto('accountActivity')
      .values([row(old, 401), row(kept, 399)])
      .execute();
    const ids = (await activity(user)).map((e) => e.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(old);
    const stored = await t.handle.db
      .selectFrom('accountActivity')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(stored.map((r) => r.id)).not.toContain(old);
  });

  it('goes with the account when it is deleted', async () => {
    const user = await signUpUser(t.app);
    await signIn(user, PHONE);
    expect((await activity(user)).length).toBeGreaterThan(0);
    const res = await call(user, 'POST', '/api/account/delete', { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.handle.db
      .selectFrom('accountActivity')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe(`export alerts by mail (${dialect})`, () => {
  let d: DoorApp;
  beforeAll(async () => {
    d = await createDoorApp();
  });
  afterAll(async () => {
    await d?.close();
  });

  async function signedIn(userAgent: string) {
    const user = await confirmedUser(d);
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, cookie: cookieFrom(res.headers['set-cookie']) };
  }
  const exportAs = (cookie: string, userAgent: string) =>
    d.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie, 'user-agent': userAgent } });
  const alerts = (email: string) =>
    d.smtp.messages.filter((m) => m.to.includes(email) && /was exported/.test(m.subject ?? '')).length;

  it('mails the parent on the third export in an hour, not before', async () => {
    const user = await signedIn(LAPTOP);
    for (let i = 0; i < 2; i++) expect((await exportAs(user.cookie, LAPTOP)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(alerts(user.email)).toBe(0);
    expect((await exportAs(user.cookie, LAPTOP)).statusCode).toBe(200);
    const mail = await d.smtp.waitFor(user.email, { subject: /was exported/ });
    expect(mail.text).toMatch(/3 times in the last hour/);
    expect(mail.text).toContain('http://localhost:3000/settings');
  });

  it('mails the parent when the export comes from a device never seen before', async () => {
    const user = await signedIn(LAPTOP);
    expect((await exportAs(user.cookie, PHONE)).statusCode).toBe(200);
    const mail = await d.smtp.waitFor(user.email, { subject: /was exported/ });
    expect(mail.text).toMatch(/had not been exported or signed in from before/);
    expect(mail.text).toContain('iPhone');
  });
});
