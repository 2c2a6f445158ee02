import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { confirmationMessages } from '@shared/messages/confirmations';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { PendingItem } from '@shared/schemas/confirmations';
import type { HourEntry } from '@shared/schemas/hours';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addSchoolYear } from '@tests/setup/lesson-plans';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { pdfText } from '@tests/setup/pdf-text';
import { multipartFile, phonePhoto } from '@tests/setup/test-files';

/**
 * A child's "I learned this" (issue 36): a work sample with minutes that, once kept — at once, or when a parent
 * confirms it under 'Parent confirms completed work' — logs the minutes as the child's hours (source 'child').
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const { call, ok, refused } = apiRequests(() => t.app);

interface Family {
  parent: TestUser;
  child: string;
  studentId: string;
}

async function family(confirm: boolean): Promise<Family> {
  const parent = await signUpUser(t.app, { timezone: TZ });
  if (confirm) await ok(parent.cookie, 'PATCH', '/api/settings', { confirmCompletions: true });
  const child = await childSignedIn(t, parent.id, parent.studentId);
  return { parent, child, studentId: parent.studentId };
}

const samplesUrl = (f: Family) => `/api/students/${f.studentId}/work-samples`;

async function upload(f: Family, who: string, name = 'volcano.jpg'): Promise<StoredFile> {
  const { payload, headers } = multipartFile(name, await phonePhoto('#c63'));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/students/${f.studentId}/files`,
    payload,
    headers: { ...headers, cookie: who },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StoredFile;
}

/** The child adds "I learned this" with one photo. */
async function learned(f: Family, fields: Record<string, unknown> = {}): Promise<WorkSample> {
  const photo = await upload(f, f.child);
  return ok<WorkSample>(f.child, 'POST', samplesUrl(f), {
    title: 'How volcanoes erupt',
    date: today(),
    subject: 'Science',
    minutes: 30,
    fileIds: [photo.id],
    ...fields,
  });
}

async function hours(f: Family): Promise<HourEntry[]> {
  const { entries } = await ok<{ entries: HourEntry[] }>(
    f.parent.cookie,
    'GET',
    `/api/students/${f.studentId}/hours?from=${today().slice(0, 4)}-01-01&to=${today()}`,
  );
  return entries;
}

const pending = async (f: Family) =>
  (await ok<{ items: PendingItem[] }>(f.parent.cookie, 'GET', '/api/confirmations')).items;

const storedObjects = async () => {
  const keys: string[] = [];
  for await (const object of t.deps.files.list('')) keys.push(object.key);
  return keys;
};

const sampleCount = async (familyId: string) =>
  (await t.deps.db.selectFrom('workSamples').select('id').where('userId', '=', familyId).execute()).length;

describe(`a child's "I learned this" (${dialect})`, () => {
  it('waits for a parent with no hours; confirmed, it joins the portfolio and its minutes become the child’s hours', async () => {
    const f = await family(true);
    const sample = await learned(f);
    expect(sample).toMatchObject({ pending: true, minutes: 30, subject: 'Science' });
    expect(await hours(f)).toEqual([]);

    const [item] = await pending(f);
    expect(item).toMatchObject({
      kind: 'sample',
      id: sample.id,
      studentId: f.studentId,
      title: 'How volcanoes erupt',
      classTitle: null,
      subject: 'Science',
      minutes: 30,
      date: today(),
      tickedAt: sample.createdAt,
      photoFileId: sample.files[0]!.id,
    });
    // The thumbnail the list shows is served to the parent.
    const thumb = await call(
      f.parent.cookie,
      'GET',
      `/api/students/${f.studentId}/files/${item!.photoFileId}/thumb`,
    );
    expect(thumb.statusCode).toBe(200);

    expect(
      await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
        items: [{ kind: 'sample', id: sample.id }],
      }),
    ).toEqual({ confirmed: 1, xpChange: 0 });
    expect(await pending(f)).toEqual([]);
    const kept = await ok<WorkSample>(f.parent.cookie, 'GET', `${samplesUrl(f)}/${sample.id}`);
    expect(kept.pending).toBe(false);
    const [entry, ...more] = await hours(f);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      date: today(),
      classId: null,
      subject: 'Science',
      core: true,
      minutes: 30,
      location: 'home',
      source: 'child',
      recordedBy: f.studentId,
      recordedAt: sample.createdAt,
    });
    expect(entry!.recordedByName).toBeTruthy();
    // The hours log PDF names where it came from.
    const yearId = await addSchoolYear(t.deps.db, f.parent, {
      startDate: addDaysIso(today(), -30),
      endDate: addDaysIso(today(), 30),
    });
    const pdf = await call(
      f.parent.cookie,
      'GET',
      `/api/students/${f.studentId}/records/hours.pdf?schoolYearId=${yearId}`,
    );
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toMatch(
      /Science \(core\) 30 Home Child’s log/,
    );

    // Confirmed once: a second confirm is a 404 and writes no second entry.
    await refused(
      f.parent.cookie,
      'POST',
      '/api/confirmations/confirm',
      { items: [{ kind: 'sample', id: sample.id }] },
      404,
      confirmationMessages.noLongerWaiting,
    );
    // Deleting the kept sample later leaves its hours in the log (a record).
    await ok(f.parent.cookie, 'DELETE', `${samplesUrl(f)}/${sample.id}`);
    expect(await hours(f)).toEqual([entry]);
    // The parent edits it like an entry made by hand.
    const edited = await ok<HourEntry>(
      f.parent.cookie,
      'PATCH',
      `/api/students/${f.studentId}/hours/${entry!.id}`,
      {
        minutes: 45,
      },
    );
    expect(edited).toMatchObject({ minutes: 45, source: 'child' });
  });

  it("logs a class's sample under the class's subject and core flag", async () => {
    const f = await family(true);
    const cls = await ok<{ id: string }>(f.parent.cookie, 'POST', '/api/classes', {
      title: 'Pottery',
      subject: 'Art',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '09:30',
    });
    const sample = await learned(f, { subject: null, classId: cls.id, minutes: 20 });
    expect(sample).toMatchObject({ classId: cls.id, subject: 'Art', pending: true });
    expect((await pending(f))[0]).toMatchObject({ classTitle: 'Pottery', subject: 'Art', minutes: 20 });
    await ok(f.parent.cookie, 'POST', '/api/confirmations/confirm', {
      items: [{ kind: 'sample', id: sample.id }],
    });
    expect(await hours(f)).toMatchObject([
      { classId: cls.id, subject: 'Art', core: false, minutes: 20, source: 'child' },
    ]);
  });

  it("'Not yet' deletes the sample and its files, and removes their stored objects; nothing is logged", async () => {
    const f = await family(true);
    const objectsBefore = new Set(await storedObjects());
    const sample = await learned(f);
    const added = (await storedObjects()).filter((k) => !objectsBefore.has(k));
    expect(added.length).toBeGreaterThan(0);
    expect(
      await ok(f.parent.cookie, 'POST', '/api/confirmations/reject', {
        items: [{ kind: 'sample', id: sample.id }],
      }),
    ).toEqual({ rejected: 1 });
    expect((await call(f.parent.cookie, 'GET', `${samplesUrl(f)}/${sample.id}`)).statusCode).toBe(404);
    expect(
      await t.deps.db.selectFrom('files').select('id').where('userId', '=', f.parent.id).execute(),
    ).toEqual([]);
    const left = new Set(await storedObjects());
    expect(added.filter((k) => left.has(k))).toEqual([]);
    expect(await hours(f)).toEqual([]);
    expect(await pending(f)).toEqual([]);
  });

  it('with confirmation off, logs the hours at once; an adult’s sample or one without minutes logs none', async () => {
    const f = await family(false);
    const sample = await learned(f, { minutes: 25 });
    expect(sample.pending).toBe(false);
    expect(await hours(f)).toMatchObject([{ minutes: 25, subject: 'Science', source: 'child' }]);
    expect(await pending(f)).toEqual([]);

    await learned(f, { minutes: null });
    const photo = await upload(f, f.parent.cookie);
    await ok(f.parent.cookie, 'POST', samplesUrl(f), {
      title: 'Map',
      date: today(),
      subject: 'Geography',
      minutes: 40,
      fileIds: [photo.id],
    });
    expect(await hours(f)).toHaveLength(1);
  });

  it('deleting a waiting sample logs nothing and takes it off the list', async () => {
    const f = await family(true);
    const sample = await learned(f);
    await ok(f.parent.cookie, 'DELETE', `${samplesUrl(f)}/${sample.id}`);
    expect(await pending(f)).toEqual([]);
    expect(await hours(f)).toEqual([]);
  });

  it('refuses minutes without a class or subject, and minutes out of range, writing nothing', async () => {
    const f = await family(true);
    const photo = await upload(f, f.child);
    const base = { title: 'Fractions', date: today(), fileIds: [photo.id] };
    const res = await refused(
      f.child,
      'POST',
      samplesUrl(f),
      { ...base, minutes: 30 },
      400,
      m.subjectForMinutes,
    );
    expect(res.json().error.fields).toMatchObject({ subject: m.subjectForMinutes });
    for (const minutes of [0, 2000, 12.5])
      await refused(
        f.child,
        'POST',
        samplesUrl(f),
        { ...base, subject: 'Math', minutes },
        400,
        m.minutesInvalid,
      );
    expect(await sampleCount(f.parent.id)).toBe(0);
    expect(await pending(f)).toEqual([]);
    // The photo is still free: the same upload saves once the input is right.
    await ok(f.child, 'POST', samplesUrl(f), { ...base, subject: 'Math', minutes: 30 });
  });

  it('another family’s sample is a 404 with nothing changed; a viewer or a child cannot settle; signed out 401', async () => {
    const f = await family(true);
    const other = await family(true);
    const mine = await learned(f);
    const theirs = await learned(other);
    const set = {
      items: [
        { kind: 'sample', id: mine.id },
        { kind: 'sample', id: theirs.id },
      ],
    };
    for (const action of ['confirm', 'reject'])
      await refused(
        f.parent.cookie,
        'POST',
        `/api/confirmations/${action}`,
        set,
        404,
        confirmationMessages.noLongerWaiting,
      );
    expect((await pending(f)).map((i) => i.id)).toEqual([mine.id]);
    expect((await pending(other)).map((i) => i.id)).toEqual([theirs.id]);
    expect(await hours(f)).toEqual([]);
    expect(await hours(other)).toEqual([]);

    const viewer = await signUpUser(t.app);
    await joinFamily(t, viewer, f.parent.id, 'viewer');
    const own = { items: [{ kind: 'sample', id: mine.id }] };
    expect((await pending({ ...f, parent: viewer })).map((i) => i.id)).toEqual([mine.id]);
    await refused(viewer.cookie, 'POST', '/api/confirmations/confirm', own, 403);
    await refused(viewer.cookie, 'POST', '/api/confirmations/reject', own, 403);
    await refused(f.child, 'POST', '/api/confirmations/confirm', own, 403);
    await refused(f.child, 'POST', '/api/confirmations/reject', own, 403);
    await refused(null, 'GET', '/api/confirmations', undefined, 401);
    await refused(null, 'POST', '/api/confirmations/confirm', own, 401);
    expect(await pending(f)).toMatchObject([{ id: mine.id }]);
    expect(await sampleCount(f.parent.id)).toBe(1);
  });
});
