import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsMessages as m } from '@shared/messages/notifications';
import type { NotificationPrefs } from '@shared/schemas/notifications';
import { apiRequests, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { addLessons } from '@tests/setup/lesson-plans';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '@tests/setup/smtp-server';
import { createDb } from '../../db/client';
import { createMailer, type Mailer } from '../../mail/mailer';
import { digestRunOf } from './digest-runs.repository';
import { DIGEST_RETRY_MS, runWeeklyDigests } from './digest.job';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * The weekly e-mail (issue 41, ADR 045): each adult's own choice (Settings → Notifications), the e-mail itself
 * through a real SMTP server (its text, at each family's own Sunday 18:00, once per week across two instances),
 * a failed send retried without sending anyone twice, and the one-click unsubscribe by a signed token.
 */
let t: TestApp;
let smtp: SmtpCapture;
let mailer: Mailer;
const quiet = { info: () => {}, error: () => {} };
beforeAll(async () => {
  smtp = await startSmtpCapture();
  mailer = createMailer({ url: smtp.url, from: 'Homeschool <no-reply@example.com>' }, quiet);
  // Sign-up without SMTP signs in at once; the e-mail goes through the SMTP mailer handed to the job.
  t = await createTestApp({ unsubscribeRateLimit: { perAddress: 40, perLink: 12 } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
const { call, ok, refused } = apiRequests(() => t.app);

const PREFS = '/api/notification-prefs';
/** Sunday 29 Nov 2026, 18:00 in London (UTC in winter) and in Los Angeles (02:00 UTC on Monday). */
const LONDON_SUNDAY_6PM = new Date('2026-11-29T18:00:00Z');
const LA_SUNDAY_6PM = new Date('2026-11-30T02:00:00Z');
const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
const tick = (now: Date, using: Mailer = mailer, deps = t.deps) => runWeeklyDigests(deps, using, quiet, now);
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));

/** A family in `timezone` whose child (`childName`) has a Math class on weekdays with lessons, opted in. */
async function family(timezone: string, childName = 'Ada') {
  const user = await signUpUser(t.app, { displayName: childName, timezone });
  const classId = (
    await ok<{ id: string }>(user, 'POST', '/api/classes', {
      title: 'Math & <Logic>',
      daysOfWeek: [1, 2, 3, 4, 5],
      startTime: '09:00',
      endTime: '10:00',
    })
  ).id;
  await addLessons(
    t.deps.db,
    user,
    classId,
    Array.from({ length: 30 }, (_, i) => `Lesson ${i + 1}`),
    30,
  );
  await ok(user, 'PUT', PREFS, { weeklyEmail: true });
  return user;
}

const tokenIn = (mail: CapturedMail) =>
  /\/unsubscribe\/([A-Za-z0-9_-]+~[A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;

describe(`weekly e-mail preferences (${dialect})`, () => {
  it("is each adult's own, off until turned on; bad input is a 400 and writes nothing", async () => {
    const parent = await signUpUser(t.app);
    expect(await ok<NotificationPrefs>(parent, 'GET', PREFS)).toEqual({
      weeklyEmail: false,
      email: parent.email,
      mailEnabled: false,
    });
    for (const body of [{}, { weeklyEmail: 'yes' }, { weeklyEmail: null }]) {
      const res = await refused(parent, 'PUT', PREFS, body, 400);
      expect(res.json().error.message).toContain(m.weeklyEmailRequired);
    }
    await refused(parent, 'PUT', PREFS, { weeklyEmail: true, extra: 1 }, 400);
    expect((await ok<NotificationPrefs>(parent, 'GET', PREFS)).weeklyEmail).toBe(false);
    expect(
      await t.deps.db.selectFrom('notificationPrefs').selectAll().where('userId', '=', parent.id).execute(),
    ).toEqual([]);

    expect((await ok<NotificationPrefs>(parent, 'PUT', PREFS, { weeklyEmail: true })).weeklyEmail).toBe(true);

    // A teacher and a viewer choose for themselves; the parent's choice is not theirs, nor theirs the parent's.
    const teacher = await signUpUser(t.app);
    const viewer = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    await joinFamily(t, viewer, parent.id, 'viewer');
    expect(await ok<NotificationPrefs>(teacher, 'GET', PREFS)).toMatchObject({
      weeklyEmail: false,
      email: teacher.email,
    });
    expect((await ok<NotificationPrefs>(viewer, 'PUT', PREFS, { weeklyEmail: true })).weeklyEmail).toBe(true);
    expect((await ok<NotificationPrefs>(teacher, 'PUT', PREFS, { weeklyEmail: false })).weeklyEmail).toBe(
      false,
    );
    expect((await ok<NotificationPrefs>(parent, 'GET', PREFS)).weeklyEmail).toBe(true);

    // Another family sees and changes only its own.
    const other = await signUpUser(t.app);
    expect((await ok<NotificationPrefs>(other, 'GET', PREFS)).weeklyEmail).toBe(false);
    await ok(other, 'PUT', PREFS, { weeklyEmail: false });
    expect((await ok<NotificationPrefs>(parent, 'GET', PREFS)).weeklyEmail).toBe(true);

    // Signed out: 401; a child (no e-mail of their own): 403.
    await refused(null, 'GET', PREFS, undefined, 401);
    await refused(null, 'PUT', PREFS, { weeklyEmail: true }, 401);
    const child = await childSignedIn(t, parent.id, parent.studentId);
    await refused(child, 'GET', PREFS, undefined, 403);
    await refused(child, 'PUT', PREFS, { weeklyEmail: true }, 403);
  });
});

describe(`the weekly e-mail through SMTP (${dialect})`, () => {
  it('reaches each family at its own Sunday 18:00 with the coming week, the lessons behind and the pace, once', async () => {
    const london = await family('Europe/London', 'Ada <b>&</b>');
    const la = await family('America/Los_Angeles', 'Bo');
    // Missouri's hours for Bo, with a school year: the pace line.
    const missouri = (
      await ok<{ templates: { id: string; templateKey: string }[] }>(la, 'GET', '/api/requirement-profiles')
    ).templates.find((p) => p.templateKey === 'missouri')!;
    await ok(la, 'PUT', `/api/students/${la.studentId}/requirement-profile`, { profileId: missouri.id });
    await ok(la, 'PATCH', `/api/students/${la.studentId}`, { gradeLevel: '3' });
    await ok(la, 'POST', '/api/school-years', {
      name: '2026–27',
      startDate: '2026-08-17',
      endDate: '2027-05-28',
      weekdays: [1, 2, 3, 4, 5],
    });

    // 17:59 in London: nothing yet. 18:00: London's, not Los Angeles' (10:00 there).
    await tick(minutesAfter(LONDON_SUNDAY_6PM, -1));
    expect(mailsTo(london.email)).toHaveLength(0);
    await tick(LONDON_SUNDAY_6PM);
    expect(mailsTo(london.email)).toHaveLength(1);
    expect(mailsTo(la.email)).toHaveLength(0);
    await tick(minutesAfter(LA_SUNDAY_6PM, -1));
    expect(mailsTo(la.email)).toHaveLength(0);
    await tick(LA_SUNDAY_6PM);
    expect(mailsTo(la.email)).toHaveLength(1);
    // Later ticks that week send nothing more.
    await tick(minutesAfter(LA_SUNDAY_6PM, 30));
    await tick(minutesAfter(LA_SUNDAY_6PM, 18 * 60));
    expect(mailsTo(london.email)).toHaveLength(1);
    expect(mailsTo(la.email)).toHaveLength(1);

    const mail = mailsTo(london.email)[0]!;
    expect(mail.subject).toBe('This week at school: 30 Nov – 4 Dec');
    expect(mail.contentType).toMatch(/multipart\/alternative/);
    const text = mail.text!.replace(/\r\n/g, '\n');
    expect(text).toContain('Ada <b>&</b>');
    // Last week's five class days had nothing recorded: behind by five, and the plan rolls them into this week.
    expect(text).toContain('5 lessons behind from last week.');
    expect(text).toContain('Mon 30 Nov: 1 lesson (30 min)\n  - Math & <Logic>: Lesson 1 (30 min)\n');
    // One lesson a class day, each the next in the plan (the week view's placement), not the same one again.
    expect(text).toContain('Tue 1 Dec: 1 lesson (30 min)\n  - Math & <Logic>: Lesson 2 (30 min)\n');
    expect(text).toContain('Fri 4 Dec: 1 lesson (30 min)\n  - Math & <Logic>: Lesson 5 (30 min)\n');
    expect(text).not.toContain('Sat 5 Dec');
    expect(text).toContain(`http://localhost:3000/week?start=2026-11-30`);
    // The HTML escapes what the family typed.
    expect(mail.html).toContain('Ada &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).toContain('Math &amp; &lt;Logic&gt;');
    expect(mail.html).not.toContain('<b>&</b>');
    // RFC 8058 one-click unsubscribe.
    const token = tokenIn(mail);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000/api/unsubscribe/${token}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const bo = mailsTo(la.email)[0]!;
    expect(bo.text).toMatch(/[\d,.]+ hours? behind Missouri's pace\. At this pace Bo reaches/);
    const run = await digestRunOf(t.deps.db, london.id, '2026-11-30');
    expect(run).toMatchObject({ attempts: 1, sentTo: [london.id], lastError: null });
    expect(run!.sentAt).not.toBeNull();
  });

  it('goes out once per week when two instances run the same tick against one database', async () => {
    const user = await family('Europe/London');
    const teacher = await signUpUser(t.app);
    await joinFamily(t, teacher, user.id, 'teacher');
    await ok(teacher, 'PUT', PREFS, { weeklyEmail: true });
    // A second instance: its own connection pool to the same PostgreSQL database (several instances run on
    // PostgreSQL only; on SQLite, the one instance's concurrent ticks share its connection).
    const second = dialect === 'postgres' ? createDb(t.deps.config.databaseUrl) : null;
    try {
      const other = second ? { ...t.deps, db: second.db } : t.deps;
      const now = new Date('2026-12-06T18:02:00Z');
      const results = await Promise.all([
        tick(now),
        tick(now, mailer, other),
        tick(now),
        tick(now, mailer, other),
      ]);
      expect(results.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThanOrEqual(1);
      expect(mailsTo(user.email).filter((x) => x.subject.includes('7 Dec'))).toHaveLength(1);
      expect(mailsTo(teacher.email).filter((x) => x.subject.includes('7 Dec'))).toHaveLength(1);
      expect(mailsTo(teacher.email)[0]!.text).toContain('Fri 11 Dec');
    } finally {
      await second?.close();
    }
  });

  it('retries a failed send on a later tick, sending only the adults not yet sent', async () => {
    const user = await family('Europe/London');
    const teacher = await signUpUser(t.app);
    const teacherMember = await joinFamily(t, teacher, user.id, 'teacher');
    await ok(teacher, 'PUT', PREFS, { weeklyEmail: true });
    // The mail server takes the first message and then refuses one.
    let sends = 0;
    let refusedOnce = false;
    const flaky: Mailer = {
      enabled: true,
      async send(message) {
        if (message.to === user.email || message.to === teacher.email) sends += 1;
        if (message.to === teacher.email && !refusedOnce) {
          refusedOnce = true;
          throw new Error('421 try again later');
        }
        await mailer.send(message);
      },
    };
    const now = new Date('2026-12-13T18:00:00Z');
    const first = await tick(now, flaky);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    // The parent's went (the parent is sent first), the teacher's did not.
    const sentFirst = [user.email, teacher.email].filter((e) =>
      mailsTo(e).some((x) => x.subject.includes('14 Dec')),
    );
    expect(sentFirst).toEqual([user.email]);
    const run = (await digestRunOf(t.deps.db, user.id, '2026-12-14'))!;
    expect(run.sentAt).toBeNull();
    expect(run.lastError).toContain('421');
    // Before the retry time: nothing; after it: the rest, and nobody twice.
    const before = sends;
    await tick(minutesAfter(now, 1), flaky);
    expect(sends).toBe(before);
    await tick(new Date(now.getTime() + DIGEST_RETRY_MS), flaky);
    for (const email of [user.email, teacher.email])
      expect(
        mailsTo(email).filter((x) => x.subject.includes('14 Dec')),
        email,
      ).toHaveLength(1);
    const done = (await digestRunOf(t.deps.db, user.id, '2026-12-14'))!;
    expect(done.sentAt).not.toBeNull();
    expect(done.attempts).toBe(2);
    expect([...done.sentTo].sort()).toEqual([user.id, teacherMember].sort());
  });
});

describe(`one-click unsubscribe (${dialect})`, () => {
  it('turns the e-mail off with the signed link only; altered or forged links are refused; next week nothing comes', async () => {
    const user = await family('Europe/London');
    await tick(new Date('2026-12-20T18:00:00Z'));
    const mail = mailsTo(user.email).find((x) => x.subject.includes('21 Dec'))!;
    const token = tokenIn(mail);
    expect(token).toBe(unsubscribeToken(t.deps.config.authSecret, user.id));
    const url = `/api/unsubscribe/${token}`;

    // Altered (a character of the id or of the signature), forged with another secret, for another member,
    // or not a token at all: 404 (too long: 400), and nothing changes.
    const [id, mac] = token.split('~') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const other = await signUpUser(t.app);
    for (const bad of [
      `${flip(id, 0)}~${mac}`,
      `${id}~${flip(mac, 3)}`,
      `${id}~${mac}x`,
      unsubscribeToken('another-secret', user.id),
      `${Buffer.from(other.id).toString('base64url')}~${mac}`,
      `${id}.${mac}`,
      'nonsense',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(null, method, `/api/unsubscribe/${bad}`, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${bad}`).toBe(404);
        expect(res.body).not.toContain(bad);
      }
    }
    expect((await call(null, 'GET', `/api/unsubscribe/${'a'.repeat(101)}`)).statusCode).toBe(414);
    expect((await ok<NotificationPrefs>(user, 'GET', PREFS)).weeklyEmail).toBe(true);

    // The page asks first (GET changes nothing); the mail provider's one-click POST (a form body) turns it off.
    expect(await ok(null, 'GET', url)).toEqual({ subscribed: true });
    expect((await ok<NotificationPrefs>(user, 'GET', PREFS)).weeklyEmail).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscribed: false });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await ok<NotificationPrefs>(user, 'GET', PREFS)).weeklyEmail).toBe(false);
    // Again (the page's button after the provider's click): still off.
    expect(await ok(null, 'POST', url, {})).toEqual({ subscribed: false });
    expect(await ok(null, 'GET', url)).toEqual({ subscribed: false });

    await tick(new Date('2026-12-27T18:00:00Z'));
    expect(mailsTo(user.email).filter((x) => x.subject.includes('28 Dec'))).toHaveLength(0);
  });

  it("the e-mail's link opens the server's page: it asks, its form turns the e-mail off, a bad link says so", async () => {
    const user = await signUpUser(t.app);
    await ok(user, 'PUT', PREFS, { weeklyEmail: true });
    const token = unsubscribeToken(t.deps.config.authSecret, user.id);
    const page = `/unsubscribe/${token}`;
    const asked = await call(null, 'GET', page);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.body).toContain(`<h1>${m.unsubscribeTitle}</h1>`);
    expect(asked.body).toContain(`<form method="post" action="${page}">`);
    expect((await ok<NotificationPrefs>(user, 'GET', PREFS)).weeklyEmail).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(m.unsubscribed);
    expect((await ok<NotificationPrefs>(user, 'GET', PREFS)).weeklyEmail).toBe(false);
    expect((await call(null, 'GET', page)).body).toContain(m.alreadyOff);

    const [id, mac] = token.split('~') as [string, string];
    for (const method of ['GET', 'POST'] as const) {
      const bad = await call(
        null,
        method,
        `/unsubscribe/${id}~${mac.slice(0, 3)}${mac[3] === 'A' ? 'B' : 'A'}${mac.slice(4)}`,
        method === 'POST' ? {} : undefined,
      );
      expect(bad.statusCode).toBe(404);
      expect(bad.body).toContain(m.badLink);
      expect(bad.body).not.toContain(mac.slice(4));
    }
  });

  it('counts the link per address and per link', async () => {
    const user = await signUpUser(t.app);
    const url = `/api/unsubscribe/${unsubscribeToken(t.deps.config.authSecret, user.id)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push(
        (await call(null, 'GET', url, undefined, { remoteAddress: `10.9.0.${i + 1}` })).statusCode,
      );
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const crowded = '10.9.1.1';
    const forged: number[] = [];
    for (let i = 0; i < 42; i++)
      forged.push(
        (await call(null, 'GET', `/api/unsubscribe/x${i}~y`, undefined, { remoteAddress: crowded }))
          .statusCode,
      );
    expect(forged.slice(0, 40).every((s) => s === 404)).toBe(true);
    expect(forged.slice(40)).toEqual([429, 429]);
  });
});
