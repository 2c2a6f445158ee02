import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { countSchoolDays } from '@shared/domain/school-days';
import { hoursMessages as m } from '@shared/messages/hours';
import type { HourEntry, Progress, RequirementProfile, RequirementProfiles } from '@shared/schemas/hours';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { apiRequests, createTestApp, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { addBreak, addLessons, addSchoolYear } from '@tests/setup/lesson-plans';
import { pdfText } from '@tests/setup/pdf-text';
import { closePdfWorker } from '../../pdf/render-pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePdfWorker();
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);

const { call, ok, refused } = apiRequests(() => t.app);

const family = (name = 'Ada Lovelace') => signUpUser(t.app, { displayName: name, timezone: TZ });
const hoursUrl = (user: TestUser, studentId = user.studentId) => `/api/students/${studentId}/hours`;
const window = () => `from=${addDaysIso(today(), -60)}&to=${addDaysIso(today(), 30)}`;
const entries = async (user: TestUser, studentId = user.studentId) =>
  (await ok<{ entries: HourEntry[] }>(user, 'GET', `${hoursUrl(user, studentId)}?${window()}`)).entries;
const logHours = (user: TestUser, body: object, studentId = user.studentId) =>
  ok<HourEntry>(user, 'POST', hoursUrl(user, studentId), body);
const addClass = async (user: TestUser, body: object) =>
  await ok<{ id: string; subject: string | null; core: boolean }>(user, 'POST', '/api/classes', {
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:00',
    ...body,
  });
const profiles = (user: TestUser) => ok<RequirementProfiles>(user, 'GET', '/api/requirement-profiles');
const pick = (user: TestUser, profileId: string | null, studentId = user.studentId) =>
  ok<{ profile: RequirementProfile | null }>(user, 'PUT', `/api/students/${studentId}/requirement-profile`, {
    profileId,
  });
const progress = (user: TestUser, query = '') =>
  ok<Progress>(user, 'GET', `/api/students/${user.studentId}/records/progress${query}`);

describe('classes: subject and core', () => {
  it('ticks core from the subject or the title unless told, and keeps both', async () => {
    const user = await family();
    const math = await addClass(user, { title: 'Saxon 7/6', subject: 'Math' });
    expect(math).toMatchObject({ subject: 'Math', core: true });
    const art = await addClass(user, { title: 'Earth Science' });
    expect(art).toMatchObject({ subject: null, core: true });
    const piano = await addClass(user, { title: 'Piano', subject: 'Music' });
    expect(piano.core).toBe(false);
    const told = await addClass(user, { title: 'Reading club', core: false });
    expect(told.core).toBe(false);
    const edited = await ok(user, 'PATCH', `/api/classes/${piano.id}`, {
      core: true,
      subject: 'Music theory',
    });
    expect(edited).toMatchObject({ subject: 'Music theory', core: true });
    await refused(
      user,
      'POST',
      '/api/classes',
      { title: 'X', subject: 'x'.repeat(101), daysOfWeek: [1], startTime: '09:00', endTime: '10:00' },
      400,
      'The subject can be at most 100 characters.',
    );
  });
});

describe('hour entries', () => {
  it('logs by hand: a free subject (core from its name) or a class (its subject and core), with when and by whom', async () => {
    const user = await family();
    const cls = await addClass(user, { title: 'Saxon 7/6', subject: 'Math' });
    const before = new Date().toISOString();
    const free = await logHours(user, {
      date: today(),
      subject: 'Science',
      minutes: 90,
      location: 'away',
      note: 'Museum',
    });
    expect(free).toMatchObject({
      classId: null,
      subject: 'Science',
      core: true,
      minutes: 90,
      location: 'away',
      note: 'Museum',
      source: 'manual',
      recordedBy: user.id,
    });
    expect(free.recordedAt >= before).toBe(true);
    const piano = await logHours(user, {
      date: addDaysIso(today(), -1),
      subject: 'Piano',
      minutes: 30,
      location: 'home',
    });
    expect(piano.core).toBe(false);
    const withCore = await logHours(user, {
      date: addDaysIso(today(), -1),
      subject: 'Latin',
      core: true,
      minutes: 45,
      location: 'home',
    });
    expect(withCore.core).toBe(true);
    const byClass = await logHours(user, {
      date: addDaysIso(today(), -2),
      classId: cls.id,
      minutes: 60,
      location: 'home',
    });
    expect(byClass).toMatchObject({ classId: cls.id, subject: 'Math', core: true });
    // Newest first, bounded by the window.
    expect(new Set((await entries(user)).map((e) => e.id))).toEqual(
      new Set([free.id, withCore.id, piano.id, byClass.id]),
    );
    const list = await entries(user);
    expect(list.map((e) => e.date)).toEqual([...list.map((e) => e.date)].sort().reverse());
    expect(list).toHaveLength(4);
    const outside = await ok<{ entries: HourEntry[] }>(
      user,
      'GET',
      `${hoursUrl(user)}?from=${addDaysIso(today(), 1)}&to=${addDaysIso(today(), 5)}`,
    );
    expect(outside.entries).toEqual([]);
  });

  it('edits and deletes an entry logged by hand', async () => {
    const user = await family();
    const cls = await addClass(user, { title: 'History', subject: 'Social Studies' });
    const e = await logHours(user, { date: today(), subject: 'Piano', minutes: 30, location: 'home' });
    const edited = await ok<HourEntry>(user, 'PATCH', `${hoursUrl(user)}/${e.id}`, {
      minutes: 45,
      note: 'Scales',
    });
    expect(edited).toMatchObject({ subject: 'Piano', minutes: 45, note: 'Scales', recordedAt: e.recordedAt });
    expect(edited.updatedAt >= e.updatedAt).toBe(true);
    const moved = await ok<HourEntry>(user, 'PATCH', `${hoursUrl(user)}/${e.id}`, { classId: cls.id });
    expect(moved).toMatchObject({ classId: cls.id, subject: 'Social Studies', core: true });
    const back = await ok<HourEntry>(user, 'PATCH', `${hoursUrl(user)}/${e.id}`, { subject: 'Art' });
    expect(back).toMatchObject({ classId: null, subject: 'Art', core: false });
    await refused(user, 'PATCH', `${hoursUrl(user)}/${e.id}`, { minutes: 50 }, 400, m.minutesStep);
    expect((await entries(user))[0]).toMatchObject({ subject: 'Art', minutes: 45 });
    expect(await ok(user, 'DELETE', `${hoursUrl(user)}/${e.id}`)).toEqual({ id: e.id });
    expect(await entries(user)).toEqual([]);
    await refused(user, 'DELETE', `${hoursUrl(user)}/${e.id}`, undefined, 404, m.entryNotFound);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const user = await family();
    const good = { date: today(), subject: 'Math', minutes: 60, location: 'home' };
    const snapshot = await snapshotAccount(t.deps.db, user.id);
    const cases: [object, string][] = [
      [{ ...good, minutes: 20 }, m.minutesStep],
      [{ ...good, minutes: 0 }, m.minutesStep],
      [{ ...good, minutes: 1455 }, m.minutesStep],
      [{ ...good, minutes: 'sixty' }, m.minutesStep],
      [{ ...good, subject: null }, m.classOrSubject],
      [{ ...good, classId: 'some-class' }, m.notBoth],
      [{ ...good, date: '2026-02-30' }, m.dateInvalid],
      [{ ...good, location: 'school' }, m.locationInvalid],
      [{ ...good, note: 'x'.repeat(501) }, m.noteTooLong],
      [{ ...good, subject: 'x'.repeat(101) }, m.subjectTooLong],
    ];
    for (const [body, message] of cases) await refused(user, 'POST', hoursUrl(user), body, 400, message);
    await refused(
      user,
      'GET',
      `${hoursUrl(user)}?from=${today()}&to=${addDaysIso(today(), 400)}`,
      undefined,
      400,
      m.rangeTooLong,
    );
    await refused(
      user,
      'GET',
      `${hoursUrl(user)}?from=${today()}&to=${addDaysIso(today(), -1)}`,
      undefined,
      400,
      m.rangeInvalid,
    );
    await refused(user, 'GET', hoursUrl(user), undefined, 400);
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);
    // 399 days apart is the most a window holds.
    await ok(user, 'GET', `${hoursUrl(user)}?from=${today()}&to=${addDaysIso(today(), 399)}`);
  });

  it("another family's child, entry or class answers 404 and changes nothing; signed out 401", async () => {
    const a = await family();
    const b = await family('Someone else');
    const entryA = await logHours(a, { date: today(), subject: 'Math', minutes: 60, location: 'home' });
    const classA = await addClass(a, { title: 'Math' });
    const snapA = await snapshotAccount(t.deps.db, a.id);
    const snapB = await snapshotAccount(t.deps.db, b.id);
    await refused(b, 'GET', `${hoursUrl(a)}?${window()}`, undefined, 404);
    await refused(
      b,
      'POST',
      hoursUrl(a),
      { date: today(), subject: 'Math', minutes: 60, location: 'home' },
      404,
    );
    await refused(b, 'PATCH', `${hoursUrl(a)}/${entryA.id}`, { minutes: 15 }, 404);
    await refused(b, 'PATCH', `${hoursUrl(b)}/${entryA.id}`, { minutes: 15 }, 404, m.entryNotFound);
    await refused(b, 'DELETE', `${hoursUrl(b)}/${entryA.id}`, undefined, 404, m.entryNotFound);
    await refused(
      b,
      'POST',
      hoursUrl(b),
      { date: today(), classId: classA.id, minutes: 60, location: 'home' },
      404,
      m.classNotFound,
    );
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(snapA);
    expect(await snapshotAccount(t.deps.db, b.id)).toBe(snapB);
    for (const [method, url] of [
      ['GET', `${hoursUrl(a)}?${window()}`],
      ['POST', hoursUrl(a)],
      ['PATCH', `${hoursUrl(a)}/${entryA.id}`],
      ['DELETE', `${hoursUrl(a)}/${entryA.id}`],
      ['GET', '/api/requirement-profiles'],
      ['PATCH', '/api/requirement-profiles/template-missouri'],
      ['PUT', `/api/students/${a.studentId}/requirement-profile`],
      ['GET', `/api/students/${a.studentId}/records/progress`],
      ['GET', `/api/students/${a.studentId}/records/hours.pdf`],
    ] as const)
      await refused(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, 401);
  });
});

describe('lesson completions log hours', () => {
  it("writes the class's subject, core and the minutes at home; un-completing removes it; it is not edited here", async () => {
    const user = await family();
    const cls = await addClass(user, { title: 'Saxon 7/6', subject: 'Math' });
    const [lesson, second] = await addLessons(t.deps.db, user, cls.id, ['Lesson 1', 'Lesson 2'], 45);
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${lesson}/complete`, { minutes: 50 });
    const [entry] = await entries(user);
    expect(entry).toMatchObject({
      classId: cls.id,
      subject: 'Math',
      core: true,
      minutes: 50,
      location: 'home',
      source: 'lesson',
      date: today(),
      recordedBy: user.id,
    });
    await refused(user, 'PATCH', `${hoursUrl(user)}/${entry!.id}`, { minutes: 15 }, 409, m.lessonEntry);
    await refused(user, 'DELETE', `${hoursUrl(user)}/${entry!.id}`, undefined, 409, m.lessonEntry);
    // Renaming the class later leaves the log as it was recorded.
    await ok(user, 'PATCH', `/api/classes/${cls.id}`, { subject: 'Arithmetic', core: false });
    expect((await entries(user))[0]).toMatchObject({ subject: 'Math', core: true });
    await ok(user, 'DELETE', `/api/students/${user.studentId}/lessons/${lesson}/complete`);
    expect(await entries(user)).toEqual([]);
    // A completion of no minutes logs no hours.
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${second}/complete`, { minutes: 0 });
    expect(await entries(user)).toEqual([]);
    // Deleting the lesson, or the class, keeps the hours its completion logged (then editable here).
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${lesson}/complete`, { minutes: 30 });
    await ok(user, 'DELETE', `/api/lessons/${lesson}`);
    const [kept] = await entries(user);
    expect(kept).toMatchObject({ subject: 'Arithmetic', minutes: 30, source: 'lesson', classId: cls.id });
    expect(
      (await ok<HourEntry>(user, 'PATCH', `${hoursUrl(user)}/${kept!.id}`, { minutes: 45 })).minutes,
    ).toBe(45);
    const third = (await addLessons(t.deps.db, user, cls.id, ['Lesson 3'], 45))[0]!;
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${third}/complete`, { minutes: 60 });
    await ok(user, 'DELETE', `/api/classes/${cls.id}`);
    expect((await entries(user)).map((e) => [e.minutes, e.classId])).toEqual(
      expect.arrayContaining([
        [45, null],
        [60, null],
      ]),
    );
    await ok(user, 'DELETE', `${hoursUrl(user)}/${kept!.id}`);
  });
});

describe('requirement profiles', () => {
  it('lists the seeded states with their source and date; picking one makes the family copy, shared by siblings', async () => {
    const user = await family();
    const list = await profiles(user);
    expect(list.templates.map((p) => p.name)).toEqual([
      'Colorado',
      'Georgia',
      'Missouri',
      'New York',
      'Ohio',
      'Pennsylvania',
      'Tennessee',
      'Washington',
      'Custom',
    ]);
    const missouri = list.templates.find((p) => p.templateKey === 'missouri')!;
    expect(missouri).toMatchObject({
      template: true,
      source: 'RSMo 167.031',
      checkedOn: '2026-11-23',
      rule: 'hours',
      hoursByGrade: [{ fromGrade: 0, toGrade: 12, hours: 1000 }],
      coreHours: 600,
      coreHomeHours: 400,
      ageLimit: 16,
    });
    expect(list.templates.find((p) => p.templateKey === 'pennsylvania')).toMatchObject({
      rule: 'days_or_hours',
      targetDays: 180,
    });
    expect(list.templates.find((p) => p.templateKey === 'new-york')).toMatchObject({ reportPeriods: 4 });
    expect(list.templates.find((p) => p.templateKey === 'ohio')).toMatchObject({ rule: 'none' });
    expect(list.own).toEqual([]);

    const picked = await pick(user, missouri.id);
    expect(picked.profile).toMatchObject({
      template: false,
      templateKey: 'missouri',
      name: 'Missouri',
      coreHours: 600,
    });
    expect(picked.profile!.id).not.toBe(missouri.id);
    const sibling = (await ok<{ id: string }>(user, 'POST', '/api/students', { name: 'Bo', age: 8 })).id;
    const again = await pick(user, missouri.id, sibling);
    expect(again.profile!.id).toBe(picked.profile!.id);
    const after = await profiles(user);
    expect(after.own).toHaveLength(1);
    expect(after.picks).toEqual([
      { studentId: user.studentId, profileId: picked.profile!.id },
      { studentId: sibling, profileId: picked.profile!.id },
    ]);
    expect((await pick(user, null, sibling)).profile).toBeNull();
  });

  it("edits the family's copy (its figures become the family's own), with clear messages; a template is not edited", async () => {
    const user = await family();
    const copy = (await pick(user, 'template-custom')).profile!;
    const body = {
      name: 'Our plan',
      rule: 'days_and_hours',
      targetDays: 170,
      hoursByGrade: [{ fromGrade: 0, toGrade: 12, hours: 900 }],
      coreHours: 500,
      coreHomeHours: 300,
      minHoursPerDay: 3.5,
    };
    const edited = await ok<RequirementProfile>(user, 'PATCH', `/api/requirement-profiles/${copy.id}`, body);
    expect(edited).toMatchObject({
      name: 'Our plan',
      rule: 'days_and_hours',
      targetDays: 170,
      coreHours: 500,
      coreHomeHours: 300,
      minMinutesPerDay: 210,
      source: null,
      checkedOn: null,
    });
    const snapshot = await snapshotAccount(t.deps.db, user.id);
    const cases: [object, string][] = [
      [{ ...body, coreHomeHours: 600 }, m.coreHomeAboveCore],
      [{ ...body, coreHours: 1000 }, m.coreAboveHours],
      [{ ...body, targetDays: null }, m.daysNeeded],
      [{ ...body, hoursByGrade: [] }, m.hoursNeeded],
      [{ ...body, targetDays: 400 }, m.daysRange],
      [{ ...body, minHoursPerDay: 3.3 }, m.minHoursRange],
      [{ ...body, name: ' ' }, m.nameRequired],
      [{ ...body, rule: 'weeks' }, m.ruleInvalid],
    ];
    for (const [b, message] of cases)
      await refused(user, 'PATCH', `/api/requirement-profiles/${copy.id}`, b, 400, message);
    await refused(
      user,
      'PATCH',
      '/api/requirement-profiles/template-missouri',
      body,
      409,
      m.templateNotEditable,
    );
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);

    const other = await family('Other');
    await refused(other, 'PATCH', `/api/requirement-profiles/${copy.id}`, body, 404, m.profileNotFound);
    await refused(
      other,
      'PUT',
      `/api/students/${other.studentId}/requirement-profile`,
      { profileId: copy.id },
      404,
      m.profileNotFound,
    );
    await refused(
      other,
      'PUT',
      `/api/students/${user.studentId}/requirement-profile`,
      { profileId: 'template-ohio' },
      404,
    );
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);
    expect((await profiles(other)).own).toEqual([]);
  });
});

describe('progress', () => {
  it('without a school year or a profile it says so', async () => {
    const user = await family();
    expect((await progress(user)).status).toBe('no_year');
    await addSchoolYear(t.deps.db, user, {
      startDate: addDaysIso(today(), -10),
      endDate: addDaysIso(today(), 100),
    });
    const p = await progress(user);
    expect(p).toMatchObject({ status: 'no_profile', profile: null, goals: [] });
    await refused(
      user,
      'GET',
      `/api/students/${user.studentId}/records/progress?schoolYearId=nope`,
      undefined,
      404,
      m.yearNotFound,
    );
  });

  it("Missouri: hours, core, core at home, the pace per remaining school day (breaks left out) and 'behind'", async () => {
    const user = await family();
    const year = {
      startDate: addDaysIso(today(), -28),
      endDate: addDaysIso(today(), 150),
      weekdays: [1, 2, 3, 4, 5],
    };
    const yearId = await addSchoolYear(t.deps.db, user, year);
    const breakDays = { startDate: addDaysIso(today(), 20), endDate: addDaysIso(today(), 33) };
    await addBreak(t.deps.db, user, yearId, { label: 'Winter', ...breakDays });
    await pick(user, 'template-missouri');
    await logHours(user, { date: addDaysIso(today(), -3), subject: 'Math', minutes: 120, location: 'home' });
    await logHours(user, {
      date: addDaysIso(today(), -3),
      subject: 'Science',
      minutes: 60,
      location: 'away',
    });
    await logHours(user, { date: addDaysIso(today(), -2), subject: 'Piano', minutes: 45, location: 'home' });
    await logHours(user, { date: addDaysIso(today(), -40), subject: 'Math', minutes: 600, location: 'home' }); // before the year
    const p = await progress(user);
    const total = countSchoolDays(year, [breakDays]);
    const remaining = countSchoolDays(year, [breakDays], today());
    expect(p.status).toBe('tracking');
    expect(p.schoolYear?.id).toBe(yearId);
    expect(p.totals).toEqual({
      minutes: 225,
      coreMinutes: 180,
      coreHomeMinutes: 120,
      awayMinutes: 60,
      daysLogged: 2,
      daysCounted: 2,
    });
    expect(p.schoolDays).toEqual({ total, elapsed: total - remaining, remaining });
    const [hours, core, coreHome] = p.goals;
    expect(hours).toMatchObject({ key: 'hours', target: 60000, done: 225, remaining: 59775 });
    expect(hours!.perDay).toBeCloseTo(59775 / remaining);
    expect(core).toMatchObject({ key: 'coreHours', target: 36000, done: 180 });
    expect(coreHome).toMatchObject({ key: 'coreHomeHours', target: 24000, done: 120 });
    // Four weeks in with under four hours logged: behind, and said so now rather than at the end.
    expect(p.behind).toBe(true);
    expect(p.profile).toMatchObject({ name: 'Missouri', source: 'RSMo 167.031' });
    // The same year asked for by id.
    expect((await progress(user, `?schoolYearId=${yearId}`)).totals.minutes).toBe(225);
    const other = await family('Other');
    await refused(
      other,
      'GET',
      `/api/students/${other.studentId}/records/progress?schoolYearId=${yearId}`,
      undefined,
      404,
    );
    await refused(other, 'GET', `/api/students/${user.studentId}/records/progress`, undefined, 404);
  });
});

describe('hours log PDF', () => {
  it('downloads the year’s log with its totals, progress and recorded times; another family 404; no year 404', async () => {
    const user = await family('Ada Lovelace');
    const yearId = await addSchoolYear(t.deps.db, user, {
      name: '2026–27',
      startDate: addDaysIso(today(), -28),
      endDate: addDaysIso(today(), 150),
    });
    await pick(user, 'template-missouri');
    await logHours(user, {
      date: addDaysIso(today(), -3),
      subject: 'Math',
      minutes: 120,
      location: 'home',
      note: 'Fractions',
    });
    await logHours(user, { date: addDaysIso(today(), -2), subject: 'Math', minutes: 30, location: 'home' });
    await logHours(user, {
      date: addDaysIso(today(), -2),
      subject: 'Science',
      minutes: 60,
      location: 'away',
    });
    await logHours(user, { date: addDaysIso(today(), -1), subject: 'Piano', minutes: 45, location: 'home' });
    const res = await call(
      user,
      'GET',
      `/api/students/${user.studentId}/records/hours.pdf?schoolYearId=${yearId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hours-log-ada-lovelace-2026-27\.pdf"; filename\*=UTF-8''hours-log-ada-lovelace-2026-27\.pdf$/,
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Hours log — Ada Lovelace');
    expect(text).toContain('Requirement: Missouri (Hours)');
    expect(text).toContain("Figures as of 23 Nov 2026 from RSMo 167.031 — check your state's current law.");
    // Totals by subject: Math 2.5 h core at home, Science 1 h away, Piano 0.8 h; all 4.3 h.
    expect(text).toMatch(/Math Core 2\.5 h 0 h 2\.5 h/);
    expect(text).toMatch(/Science Core 0 h 1 h 1 h/);
    expect(text).toMatch(/Piano 0\.8 h 0 h 0\.8 h/);
    expect(text).toMatch(/All subjects 3\.3 h 1 h 4\.3 h/);
    expect(text).toContain('Core: 3.5 h · Core at home: 2.5 h · Total: 4.3 h');
    // Progress in the pages' plain sentences (issue 37): done of the target, what is left, and the pace.
    expect(text).toMatch(/Hours 4\.3 of 1,000 hours 995\.8 hours to go At this pace Ada reaches /);
    expect(text).toMatch(
      /At this pace Ada reaches \d+ of 1,000 hours by \d{1,2} [A-Z][a-z]+ — [\d,]+ short; [\d.]+ more hours a school day would close it\./,
    );
    expect(text).toMatch(/Core hours 3\.5 of 600 hours 596\.5 hours to go/);
    expect(text).toMatch(
      /School days in the year: \d+ \(\d+ before \d{1,2} [A-Z][a-z]+ \d{4}, \d+ from then on\)/,
    );
    for (const old of ['Behind', 'On pace', 'need ', '1 days', 'Remaining']) expect(text).not.toContain(old);
    expect(text).toContain('Fractions');
    expect(text).toContain('Entered');
    // The current year by default.
    expect((await call(user, 'GET', `/api/students/${user.studentId}/records/hours.pdf`)).statusCode).toBe(
      200,
    );

    const other = await family('Other');
    await refused(other, 'GET', `/api/students/${user.studentId}/records/hours.pdf`, undefined, 404);
    await refused(
      other,
      'GET',
      `/api/students/${other.studentId}/records/hours.pdf?schoolYearId=${yearId}`,
      undefined,
      404,
    );
    await refused(
      other,
      'GET',
      `/api/students/${other.studentId}/records/hours.pdf`,
      undefined,
      404,
      m.yearNotFound,
    );
  });
});
