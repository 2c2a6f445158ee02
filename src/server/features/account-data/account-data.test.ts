import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { accountDataMessages } from '@shared/messages/account-data';
import { levelForXp } from '@shared/domain/xp';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExport } from '@shared/schemas/account-data';
import type { Student } from '@shared/schemas/students';
import { countAllRows, snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

let t: TestApp;
const today = todayIn('America/New_York');

const { call, ok } = apiRequests(() => t.app);

/**
 * A family with two children and rows in every table, written straight to the database (the per-child
 * routes are the features' own; this suite is about the file): linked events, one for a child, completed
 * and deleted items with their xp, grades, a day plan, a class each child takes and one only the first does.
 */
async function fillAccount(user: TestUser) {
  const db = t.deps.db;
  const userId = user.id;
  const first = user.studentId;
  const second = (await ok(user, 'POST', '/api/students', { name: 'Grace', age: 8 })).id as string;
  await db.updateTable('students').set({ name: 'Ada' }).where('id', '=', first).execute();
  // The family's copy of Missouri's requirement, picked for the first child (records).
  const picked = await ok(user, 'PUT', `/api/students/${first}/requirement-profile`, {
    profileId: 'template-missouri',
  });
  expect(picked.profile.template).toBe(false);
  // An education savings account per child, with a purchase split between them (the family's copy of Utah's pack).
  const esa = await Promise.all(
    [first, second].map((studentId) =>
      ok(user, 'POST', '/api/esa/accounts', {
        studentId,
        programId: 'esa-template-utah-fits-all',
        periodStart: '2026-07-01',
        periodEnd: '2027-06-30',
        awardCents: 400_000,
      }),
    ),
  );
  await ok(user, 'POST', '/api/esa/expenses', {
    accountIds: esa.map((a) => a.id),
    date: '2026-09-01',
    vendor: 'Book Barn',
    status: 'bought',
    receiptShows: ['merchant', 'total'],
    lines: [{ description: 'Shared science kit', category: 'supplies', amountCents: 10_001 }],
  });
  const row = await db
    .selectFrom('profiles')
    .select('settings')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const settings = {
    ...JSON.parse(row.settings),
    city: 'Boston',
    timeFormat: '24h',
    customMessages: ['Read & think', 'Be kind'],
  };
  await db
    .updateTable('profiles')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', userId)
    .execute();
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 8, 0, i)).toISOString();
  const id = () => crypto.randomUUID();
  const [science, art, block, year, winter, camp, fall] = [id(), id(), id(), id(), id(), id(), id()];
  // A school year with its terms, a break of the whole family and one of the second child's.
  await db
    .insertInto('schoolYears')
    .values({
      id: year,
      userId,
      name: '2026–27',
      startDate: '2026-08-17',
      endDate: '2027-06-04',
      weekdays: '[1,2,3,4,5]',
      createdAt: at(0),
      updatedAt: at(0),
    })
    .execute();
  await db
    .insertInto('terms')
    .values([
      {
        id: fall,
        userId,
        schoolYearId: year,
        name: 'Fall',
        startDate: '2026-08-17',
        endDate: '2026-12-18',
        createdAt: at(0),
      },
      {
        id: id(),
        userId,
        schoolYearId: year,
        name: 'Spring',
        startDate: '2027-01-04',
        endDate: '2027-06-04',
        createdAt: at(1),
      },
    ])
    .execute();
  await db
    .insertInto('breaks')
    .values([
      {
        id: winter,
        userId,
        schoolYearId: year,
        label: 'Winter break',
        startDate: '2026-12-21',
        endDate: '2027-01-01',
        wholeFamily: 1,
        createdAt: at(0),
      },
      {
        id: camp,
        userId,
        schoolYearId: year,
        label: 'Camp',
        startDate: '2026-10-05',
        endDate: '2026-10-09',
        wholeFamily: 0,
        createdAt: at(1),
      },
    ])
    .execute();
  await db.insertInto('breakStudents').values({ breakId: camp, userId, studentId: second }).execute();
  await db
    .insertInto('classes')
    .values([
      {
        id: science,
        userId,
        title: 'Science',
        description: 'Labs',
        emoji: '🔬',
        teacherPlatform: null,
        daysOfWeek: '[1,2,3,4,5]',
        startTime: '09:00',
        endTime: '10:00',
        startDate: addDaysIso(today, -10),
        endDate: addDaysIso(today, 10),
        schoolYearId: year,
        createdAt: at(1),
        updatedAt: at(1),
      },
      {
        id: art,
        userId,
        title: 'Art',
        description: null,
        emoji: '🎨',
        teacherPlatform: 'Zoom',
        daysOfWeek: '[2]',
        startTime: '13:00',
        endTime: '14:30',
        startDate: null,
        endDate: null,
        createdAt: at(2),
        updatedAt: at(2),
      },
    ])
    .execute();
  await db
    .insertInto('classStudents')
    .values([
      { classId: science, studentId: first, userId },
      { classId: science, studentId: second, userId },
      { classId: art, studentId: first, userId },
    ])
    .execute();
  await db
    .insertInto('calendarEvents')
    .values([
      {
        id: id(),
        userId,
        studentId: null,
        title: 'Field trip',
        eventDate: today,
        eventTime: '08:15',
        description: 'Museum',
        classId: science,
        generated: 0,
        createdAt: at(3),
      },
      {
        id: id(),
        userId,
        studentId: second,
        title: 'Dentist',
        eventDate: addDaysIso(today, 3),
        eventTime: null,
        description: null,
        classId: null,
        generated: 0,
        createdAt: at(4),
      },
      {
        id: id(),
        userId,
        studentId: null,
        title: 'Science',
        eventDate: today,
        eventTime: '09:00',
        description: null,
        classId: science,
        generated: 1,
        createdAt: at(5),
      },
    ])
    .execute();
  const lesson = { userId, notes: null, minutes: 60, createdAt: at(5), updatedAt: at(5) };
  await db
    .insertInto('lessons')
    .values([
      { ...lesson, id: id(), classId: science, position: 0, title: 'Seeds', notes: 'Bring soil' },
      { ...lesson, id: id(), classId: science, position: 1, title: 'Roots', minutes: 45 },
      { ...lesson, id: id(), classId: art, position: 0, title: 'Colour wheel' },
    ])
    .execute();
  await db
    .insertInto('dayBlocks')
    .values({
      id: block,
      userId,
      name: 'Math',
      description: 'Workbook',
      purpose: 'Practice',
      defaultDuration: 45,
      color: 'green',
      createdAt: at(6),
    })
    .execute();
  const [fractions, sketching, roots] = [id(), id(), id()];
  await db
    .insertInto('lessons')
    .values([
      {
        id: fractions,
        userId,
        classId: science,
        position: 0,
        title: 'Seeds',
        notes: 'Soak "overnight" & plant',
        minutes: 45,
        createdAt: at(7),
        updatedAt: at(7),
      },
      {
        id: roots,
        userId,
        classId: science,
        position: 1,
        title: 'Roots',
        notes: null,
        minutes: 45,
        createdAt: at(8),
        updatedAt: at(8),
      },
      {
        id: sketching,
        userId,
        classId: art,
        position: 0,
        title: 'Shading',
        notes: null,
        minutes: 90,
        createdAt: at(9),
        updatedAt: at(9),
      },
    ])
    .execute();
  for (const [n, studentId] of [first, second].entries()) {
    const child = { userId, studentId };
    const [task, deletedTask, goal, topic, work, deletedWork] = [id(), id(), id(), id(), id(), id()];
    const done = { completed: 1, completedAt: at(20 + n) };
    const open = { completed: 0, completedAt: null };
    await db
      .insertInto('tasks')
      .values([
        {
          ...child,
          id: task,
          title: `Read chapter ${n + 3}`,
          priority: 'high',
          ...done,
          createdDate: today,
          createdAt: at(10 + n),
        },
        {
          ...child,
          id: id(),
          title: 'Tidy desk',
          priority: 'low',
          ...open,
          // Ticked by the child, waiting for a parent: after an import it still waits.
          pendingBy: id(),
          createdDate: today,
          createdAt: at(12 + n),
        },
      ])
      .execute();
    await db
      .insertInto('bucketListItems')
      .values([
        {
          ...child,
          id: goal,
          title: 'See the ocean',
          priority: 'medium',
          ...done,
          createdDate: today,
          createdAt: at(14 + n),
        },
        {
          ...child,
          id: id(),
          title: 'Climb a hill',
          priority: 'low',
          ...open,
          createdDate: today,
          createdAt: at(16 + n),
        },
      ])
      .execute();
    await db
      .insertInto('learnListItems')
      .values([
        { ...child, id: topic, title: 'Fractions', priority: 'medium', ...done, createdAt: at(18 + n) },
        { ...child, id: id(), title: `Volcanoes ${n}`, priority: 'medium', ...open, createdAt: at(20 + n) },
      ])
      .execute();
    await db
      .insertInto('attendance')
      .values([
        { ...child, id: id(), date: addDaysIso(today, -2), present: 1, createdAt: at(22), updatedAt: at(22) },
        {
          ...child,
          id: id(),
          date: addDaysIso(today, -3 - n),
          present: 0,
          createdAt: at(23),
          updatedAt: at(23),
        },
      ])
      .execute();
    const assignment = {
      description: null,
      category: null,
      assignmentDate: today,
      dueDate: null,
      earnedPoints: null,
      maxPoints: null,
      createdAt: at(24 + n),
      updatedAt: at(24 + n),
    };
    await db
      .insertInto('assignments')
      .values([
        {
          ...child,
          ...assignment,
          id: work,
          classId: science,
          assignmentName: 'Lab report',
          description: 'Plants',
          category: 'Labs',
          status: 'completed',
          gradePercentage: 98 - n,
        },
        {
          ...child,
          ...assignment,
          id: id(),
          classId: art,
          assignmentName: 'Sketch',
          status: 'upcoming',
          gradePercentage: null,
        },
      ])
      .execute();
    await db
      .insertInto('daySchedule')
      .values([
        {
          ...child,
          id: id(),
          blockId: block,
          scheduleDate: today,
          startTime: 60 + n * 30,
          duration: 45,
          createdAt: at(26),
        },
      ])
      .execute();
    const completionId = id();
    await db
      .insertInto('lessonCompletions')
      .values({
        ...child,
        id: completionId,
        lessonId: fractions,
        classId: science,
        date: addDaysIso(today, -1 - n),
        minutes: 40 + n,
        recordedAt: at(27 + n),
        recordedBy: userId,
      })
      .execute();
    // A child's tick of another lesson waiting for a parent: no hour entry, no xp; after an import it still waits.
    await db
      .insertInto('lessonCompletions')
      .values({
        ...child,
        id: id(),
        lessonId: roots,
        classId: science,
        date: addDaysIso(today, -1 - n),
        minutes: 45,
        recordedAt: at(28 + n),
        recordedBy: child.studentId,
        pending: 1,
      })
      .execute();
    // Records: the completion's hour entry and one logged by hand.
    const hour = {
      ...child,
      recordedBy: userId,
      updatedAt: at(29 + n),
      location: 'home' as const,
      note: null,
    };
    await db
      .insertInto('hourEntries')
      .values([
        {
          ...hour,
          id: id(),
          date: addDaysIso(today, -1 - n),
          classId: science,
          subject: 'Science',
          core: 1,
          minutes: 40 + n,
          source: 'lesson',
          lessonCompletionId: completionId,
          recordedAt: at(27 + n),
        },
        {
          ...hour,
          id: id(),
          date: today,
          classId: null,
          subject: 'Piano',
          core: 0,
          minutes: 30,
          location: 'away',
          note: 'Recital',
          source: 'manual',
          lessonCompletionId: null,
          recordedAt: at(28 + n),
        },
      ])
      .execute();
    // The child's log: a kept "I learned this" sample's minutes (a link, so the JSON file carries it whole).
    const sampleId = id();
    await db
      .insertInto('workSamples')
      .values({
        ...child,
        id: sampleId,
        date: today,
        title: 'Volcano model',
        classId: null,
        subject: 'Science',
        lessonId: null,
        assignmentId: null,
        readingLogId: null,
        caption: null,
        linkUrl: 'https://example.com/volcano',
        starred: 0,
        minutes: 35,
        pendingBy: null,
        createdBy: child.studentId,
        createdAt: at(28 + n),
        updatedAt: at(28 + n),
      })
      .execute();
    await db
      .insertInto('hourEntries')
      .values({
        ...hour,
        id: id(),
        date: today,
        classId: null,
        subject: 'Science',
        core: 1,
        minutes: 35,
        source: 'child',
        lessonCompletionId: null,
        recordedAt: at(28 + n),
        recordedBy: child.studentId,
        workSampleId: sampleId,
      })
      .execute();
    await db
      .insertInto('lessonSkips')
      .values({ ...child, id: id(), classId: science, date: addDaysIso(today, 1 + n), createdAt: at(28 + n) })
      .execute();
    // Reschedule from here (migration 0024): a push of the child's, and a pinned lesson.
    await db
      .insertInto('lessonShifts')
      .values({
        ...child,
        id: id(),
        classId: science,
        lessonId: fractions,
        days: 2 + n,
        notBefore: addDaysIso(today, 3 + n),
        createdAt: at(28 + n),
      })
      .execute();
    await db
      .updateTable('lessons')
      .set({ pinnedDate: addDaysIso(today, 9) })
      .where('id', '=', sketching)
      .execute();
    // A loop item done on a day (loop schedules, migration 0022), with its hour entry.
    const loopId = id();
    await db
      .insertInto('loopCompletions')
      .values({
        ...child,
        id: loopId,
        lessonId: fractions,
        classId: science,
        date: addDaysIso(today, -3 - n),
        minutes: 20,
        recordedAt: at(28 + n),
        recordedBy: userId,
      })
      .execute();
    // A child's tick of it waiting for a parent (migration 0028, ADR 052): no hour entry, no xp; it still waits.
    await db
      .insertInto('loopCompletions')
      .values({
        ...child,
        id: id(),
        lessonId: fractions,
        classId: science,
        date: addDaysIso(today, -2 - n),
        minutes: 20,
        recordedAt: at(29 + n),
        recordedBy: child.studentId,
        pending: 1,
      })
      .execute();
    await db
      .insertInto('hourEntries')
      .values({
        ...child,
        id: id(),
        date: addDaysIso(today, -3 - n),
        classId: science,
        subject: 'Science',
        core: 1,
        minutes: 20,
        location: 'home',
        note: null,
        source: 'lesson',
        lessonCompletionId: null,
        loopCompletionId: loopId,
        recordedAt: at(28 + n),
        recordedBy: userId,
        updatedAt: at(28 + n),
        workSampleId: null,
      })
      .execute();
    const ledger = [
      ['lesson', fractions, 15],
      ['task', task, 10],
      ['task', deletedTask, 10],
      ['bucket', goal, 50],
      ['learn', topic, 25],
      ['attendance', addDaysIso(today, -2), 15],
      ['assignment', work, 20],
      ['assignment-grade', work, 10],
      ['assignment', deletedWork, 20],
    ] as const;
    await db
      .insertInto('xpLedger')
      .values(
        ledger.slice(0, ledger.length - n).map(([sourceKind, sourceId, xp], i) => ({
          ...child,
          id: id(),
          sourceKind,
          sourceId,
          xp,
          createdAt: at(30 + i),
        })),
      )
      .execute();
    const xp = ledger.slice(0, ledger.length - n).reduce((sum, [, , x]) => sum + x, 0);
    await db
      .updateTable('students')
      .set({ xp, level: levelForXp(xp) })
      .where('id', '=', studentId)
      .execute();
    await db
      .insertInto('achievements')
      .values({ ...child, achievementId: 'first-steps', unlockedAt: at(40 + n) })
      .execute();
    await db
      .insertInto('taskCarryForward')
      .values({ ...child, day: today, carried: n, createdAt: at(41) })
      .execute();
  }
  // The records: the family's transcript settings, a course per child (one linked to a class), a book.
  await db
    .insertInto('recordsSettings')
    .values({
      userId,
      hoursPerCredit: 150,
      honorsBonus: 0.75,
      apBonus: 1,
      dualBonus: 1,
      createdAt: at(50),
      updatedAt: at(50),
    })
    .execute();
  await db
    .insertInto('transcriptCourses')
    .values([
      {
        id: id(),
        userId,
        studentId: first,
        classId: science,
        title: 'Biology',
        yearLabel: '2026–27',
        gradeLevel: 9,
        credits: null,
        level: 'honors',
        finalPercent: 93.5,
        passed: null,
        createdAt: at(51),
        updatedAt: at(51),
      },
      {
        id: id(),
        userId,
        studentId: second,
        classId: null,
        title: 'PE',
        yearLabel: '2026–27',
        gradeLevel: 10,
        credits: 0.5,
        level: 'pass_fail',
        finalPercent: null,
        passed: 1,
        createdAt: at(52),
        updatedAt: at(52),
      },
    ])
    .execute();
  await db
    .insertInto('readingLog')
    .values({
      id: id(),
      userId,
      studentId: second,
      title: 'Holes',
      author: 'Louis Sachar',
      isbn: '9780306406157',
      startedOn: '2026-09-01',
      finishedOn: '2026-09-20',
      minutes: 300,
      pages: 233,
      classId: art,
      createdAt: at(53),
      updatedAt: at(53),
    })
    .execute();
  // Grading: the family's scale, Science's categories, a report card comment per child.
  await db
    .insertInto('gradingScales')
    .values([
      { userId, letter: 'P', minPercent: 69.5, createdAt: at(40) },
      { userId, letter: 'F', minPercent: 0, createdAt: at(41) },
    ])
    .execute();
  await db
    .insertInto('classGradeWeights')
    .values([
      { userId, classId: science, category: 'Labs', weight: 60, createdAt: at(42) },
      { userId, classId: science, category: 'Quizzes', weight: 40, createdAt: at(43) },
    ])
    .execute();
  await db
    .insertInto('reportCardComments')
    .values(
      [first, second].map((studentId, n) => ({
        userId,
        studentId,
        termId: fall,
        classId: science,
        comment: `Good lab work ${n}`,
        createdAt: at(44 + n),
        updatedAt: at(44 + n),
      })),
    )
    .execute();
  return { first, second };
}

async function exportOf(user: TestUser): Promise<AccountExport> {
  const res = await call(user, 'GET', '/api/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountExport;
}

/**
 * An export with ids replaced by the content of the row they name (rows compared as sorted multisets), so two
 * exports of the same data in different accounts compare equal and any changed field shows up.
 */
function normalise(file: AccountExport) {
  const t = file.tables;
  const sig = new Map<string, string>();
  const strip = (row: Record<string, unknown>, drop: string[]) => {
    const copy = { ...row };
    for (const k of drop) delete copy[k];
    return copy;
  };
  const signAll = (prefix: string, rows: { id: string }[], body: (r: never) => unknown) => {
    for (const r of rows) sig.set(r.id, `${prefix}:${JSON.stringify(body(r as never))}`);
  };
  signAll('profile', t.requirementProfiles, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('child', t.students, (r: { requirementProfileId: string | null } & Record<string, unknown>) => ({
    ...strip(r, ['id', 'requirementProfileId']),
    profile: r.requirementProfileId ? sig.get(r.requirementProfileId) : null,
  }));
  const child = (id: string | null) => (id === null ? null : sig.get(id));
  const own = (r: { studentId: string } & Record<string, unknown>, drop: string[] = []) => ({
    ...strip(r, ['studentId', ...drop]),
    child: child(r.studentId),
  });
  signAll('year', t.schoolYears, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('break', t.breaks, (r: { schoolYearId: string } & Record<string, unknown>) => ({
    ...strip(r, ['id', 'schoolYearId']),
    year: sig.get(r.schoolYearId),
  }));
  signAll('class', t.classes, (r: { schoolYearId: string | null } & Record<string, unknown>) => ({
    ...strip(r, ['id', 'schoolYearId']),
    year: r.schoolYearId ? sig.get(r.schoolYearId) : null,
  }));
  signAll('term', t.terms, (r: { schoolYearId: string } & Record<string, unknown>) => ({
    ...strip(r, ['id', 'schoolYearId']),
    year: sig.get(r.schoolYearId),
  }));
  signAll('block', t.dayBlocks, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('lesson', t.lessons, (r: { classId: string } & Record<string, unknown>) => ({
    ...strip(r, ['id', 'classId']),
    class: sig.get(r.classId),
  }));
  signAll('task', t.tasks, (r: { studentId: string } & Record<string, unknown>) => own(r, ['id']));
  signAll('bucket', t.bucketListItems, (r: { studentId: string } & Record<string, unknown>) =>
    own(r, ['id']),
  );
  signAll('learn', t.learnListItems, (r: { studentId: string } & Record<string, unknown>) => own(r, ['id']));
  signAll(
    'assignment',
    t.assignments,
    (r: { classId: string; studentId: string } & Record<string, unknown>) => ({
      ...own(r, ['id', 'classId']),
      class: sig.get(r.classId),
    }),
  );
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  const orphan = (id: string) => sig.get(id) ?? 'deleted-row';
  return {
    profile: file.profile,
    // Children in their order (updatedAt is when the import wrote them).
    students: t.students.map((r) => ({
      ...strip(r, ['id', 'updatedAt', 'requirementProfileId']),
      profile: r.requirementProfileId ? sig.get(r.requirementProfileId) : null,
    })),
    requirementProfiles: sorted(t.requirementProfiles.map((r) => strip(r, ['id']))),
    hourEntries: sorted(
      t.hourEntries.map((r) => ({
        // The work samples are not in the file yet: an imported entry has none (the round trip checks it).
        ...own(r, ['id', 'classId', 'lessonCompletionId', 'loopCompletionId', 'recordedBy', 'workSampleId']),
        class: r.classId ? sig.get(r.classId) : null,
        completion: r.lessonCompletionId
          ? t.lessonCompletions.filter((c) => c.id === r.lessonCompletionId).map((c) => [c.date, c.minutes])
          : null,
        loop: r.loopCompletionId
          ? t.loopCompletions.filter((c) => c.id === r.loopCompletionId).map((c) => [c.date, c.minutes])
          : null,
      })),
    ),
    schoolYears: sorted(t.schoolYears.map((r) => strip(r, ['id']))),
    terms: sorted(
      t.terms.map((r) => ({ ...strip(r, ['id', 'schoolYearId']), year: sig.get(r.schoolYearId) })),
    ),
    breaks: sorted(t.breaks.map((r) => sig.get(r.id))),
    breakStudents: sorted(
      t.breakStudents.map((r) => ({ break: sig.get(r.breakId), child: child(r.studentId) })),
    ),
    classes: sorted(t.classes.map((r) => sig.get(r.id))),
    classStudents: sorted(
      t.classStudents.map((r) => ({ class: sig.get(r.classId), child: child(r.studentId) })),
    ),
    lessons: sorted(t.lessons.map((r) => ({ ...strip(r, ['id', 'classId']), class: sig.get(r.classId) }))),
    calendarEvents: sorted(
      t.calendarEvents.map((r) => ({
        ...strip(r, ['id', 'classId', 'studentId']),
        class: r.classId ? sig.get(r.classId) : null,
        child: child(r.studentId),
      })),
    ),
    tasks: sorted(t.tasks.map((r) => own(r, ['id']))),
    bucketListItems: sorted(t.bucketListItems.map((r) => own(r, ['id']))),
    learnListItems: sorted(t.learnListItems.map((r) => own(r, ['id']))),
    attendance: sorted(t.attendance.map((r) => own(r, ['id']))),
    assignments: sorted(
      t.assignments.map((r) => ({ ...own(r, ['id', 'classId']), class: sig.get(r.classId) })),
    ),
    dayBlocks: sorted(t.dayBlocks.map((r) => strip(r, ['id']))),
    daySchedule: sorted(
      t.daySchedule.map((r) => ({ ...own(r, ['id', 'blockId']), block: sig.get(r.blockId) })),
    ),
    xpLedger: sorted(
      t.xpLedger.map((r) => ({
        ...own(r, ['id', 'sourceId']),
        source: r.sourceKind === 'attendance' ? r.sourceId : orphan(r.sourceId),
      })),
    ),
    achievements: sorted(t.achievements.map((r) => own(r))),
    taskCarryForward: sorted(t.taskCarryForward.map((r) => own(r))),
    lessonCompletions: sorted(
      t.lessonCompletions.map((r) => ({
        ...own(r, ['id', 'lessonId', 'classId', 'recordedBy']),
        lesson: sig.get(r.lessonId),
        class: sig.get(r.classId),
      })),
    ),
    lessonSkips: sorted(
      t.lessonSkips.map((r) => ({ ...own(r, ['id', 'classId']), class: sig.get(r.classId) })),
    ),
    lessonShifts: sorted(
      t.lessonShifts.map((r) => ({
        ...own(r, ['id', 'classId', 'lessonId']),
        lesson: sig.get(r.lessonId),
        class: sig.get(r.classId),
      })),
    ),
    loopCompletions: sorted(
      t.loopCompletions.map((r) => ({
        ...own(r, ['id', 'lessonId', 'classId', 'recordedBy']),
        lesson: sig.get(r.lessonId),
        class: sig.get(r.classId),
      })),
    ),
    recordsSettings: t.recordsSettings,
    transcriptCourses: sorted(
      t.transcriptCourses.map((r) => ({
        ...own(r, ['id', 'classId']),
        class: r.classId ? sig.get(r.classId) : null,
      })),
    ),
    readingLog: sorted(
      t.readingLog.map((r) => ({
        ...own(r, ['id', 'classId']),
        class: r.classId ? sig.get(r.classId) : null,
      })),
    ),
    gradingScales: sorted(t.gradingScales),
    classGradeWeights: sorted(
      t.classGradeWeights.map((r) => ({ ...strip(r, ['classId']), class: sig.get(r.classId) })),
    ),
    reportCardComments: sorted(
      t.reportCardComments.map((r) => ({
        ...own(r, ['termId', 'classId']),
        term: sig.get(r.termId),
        class: sig.get(r.classId),
      })),
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`account data (${dialect})`, () => {
  it("exports every row of the family, each child's rows naming the child, as one JSON file", async () => {
    const a = await signUpUser(t.app, { displayName: 'Ada' });
    const { first, second } = await fillAccount(a);
    const res = await call(a, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="(homeschool-export-\d{4}-\d{2}-\d{2}\.json)"; filename\*=UTF-8''\1$/,
    );
    const file = res.json() as AccountExport;
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.version).toBe(EXPORT_VERSION);
    expect(Object.keys(file.profile)).toEqual(['settings', 'createdAt']);
    expect(file.profile.settings.city).toBe('Boston');
    expect(file.tables.students.map((s) => [s.id, s.name])).toEqual([
      [first, 'Ada'],
      [second, 'Grace'],
    ]);
    // Every table of the account is in the file with exactly the rows the database holds.
    const snapshot = JSON.parse(await snapshotAccount(t.deps.db, a.id)) as Record<string, string[]>;
    // The portfolio's tables come with their files, in the archive (account-archive.test.ts).
    const portfolio = ['files', 'workSamples', 'workSampleFiles', 'esaExpenseFiles'];
    for (const [table, rows] of Object.entries(file.tables)) {
      // The activity gains this export's own entry as it answers (after the file's rows were read).
      if (table === 'accountActivity') continue;
      expect(rows.length, table).toBe(snapshot[table]!.length);
      if (!portfolio.includes(table)) expect(rows.length, `${table} has rows`).toBeGreaterThan(0);
    }
    const dbIds = new Set(
      Object.values(snapshot)
        .flat()
        .map((r) => (JSON.parse(r) as { id?: string }).id),
    );
    for (const row of [
      ...file.tables.classes,
      ...file.tables.tasks,
      ...file.tables.calendarEvents,
      ...file.tables.xpLedger,
    ]) {
      expect(dbIds.has(row.id)).toBe(true);
    }
    for (const child of file.tables.students) {
      const ledgerXp = file.tables.xpLedger
        .filter((x) => x.studentId === child.id)
        .reduce((s, x) => s + x.xp, 0);
      expect(child.xp).toBe(ledgerXp);
      expect(file.tables.tasks.filter((r) => r.studentId === child.id)).toHaveLength(2);
    }
    // Each per-child table is in the child's order (the index order the paged read follows).
    const perChild = [
      file.tables.tasks,
      file.tables.attendance,
      file.tables.xpLedger,
      file.tables.achievements,
      file.tables.taskCarryForward,
    ];
    for (const rows of perChild)
      expect(rows.map((r) => r.studentId)).toEqual([...rows.map((r) => r.studentId)].sort());
    expect(file.tables.classStudents).toHaveLength(3);
    expect(file.tables.calendarEvents.filter((e) => e.studentId === second)).toHaveLength(1);
    expect(file.tables.calendarEvents.some((e) => e.generated)).toBe(true);
    expect(file.tables.calendarEvents.some((e) => !e.generated && e.classId)).toBe(true);
  });

  it('round-trips a two-child family: A exported, imported into a fresh B, B exported equals A apart from ids', async () => {
    const a = await signUpUser(t.app, { displayName: 'Ada' });
    await fillAccount(a);
    const fileA = await exportOf(a);
    const b = await signUpUser(t.app, { displayName: 'Someone else', childAge: '7' });
    // A carry-forward marker alone does not make an account "used".
    await t.deps.db
      .insertInto('taskCarryForward')
      .values({
        userId: b.id,
        studentId: b.studentId,
        day: today,
        carried: 0,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const imported = await call(b, 'POST', '/api/account/import', fileA);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported.tasks).toBe(fileA.tables.tasks.length);
    const fileB = await exportOf(b);
    expect(normalise(fileB)).toEqual(normalise(fileA));
    // Each child's waiting lesson tick still waits in B: not done, with no hour entry of its own.
    const waiting = await t.deps.db
      .selectFrom('lessonCompletions')
      .select(['id', 'pending'])
      .where('userId', '=', b.id)
      .where('pending', '=', 1)
      .execute();
    expect(waiting).toHaveLength(2);
    const waitingTodos = await t.deps.db
      .selectFrom('tasks')
      .select('title')
      .where('userId', '=', b.id)
      .where('pendingBy', 'is not', null)
      .where('completed', '=', 0)
      .execute();
    expect(waitingTodos.map((r) => r.title)).toEqual(['Tidy desk', 'Tidy desk']);
    expect(
      fileB.tables.hourEntries.filter((e) => waiting.some((w) => w.id === e.lessonCompletionId)),
    ).toEqual([]);
    // The child's log comes through as the child's log, naming its imported sample.
    const childLog = (file: AccountExport) =>
      file.tables.hourEntries
        .filter((e) => e.source === 'child')
        .map((e) => [e.minutes, file.tables.workSamples.find((w) => w.id === e.workSampleId)?.title]);
    expect(childLog(fileA)).toEqual([
      [35, 'Volcano model'],
      [35, 'Volcano model'],
    ]);
    expect(childLog(fileB)).toEqual(childLog(fileA));
    // The file's children replaced B's sign-up child; their xp and level are each child's own.
    const children = (imported.json() as { students: Student[] }).students;
    expect(children.map((c) => [c.name, c.xp, c.level])).toEqual(
      fileA.tables.students.map((c) => [c.name, c.xp, c.level]),
    );
    expect(children[0]!.xp).not.toBe(children[1]!.xp);
    const me = await ok(b, 'GET', '/api/me');
    expect((me.students as Student[]).map((c) => c.id)).toEqual(children.map((c) => c.id));
    expect(children.map((c) => c.id)).not.toContain(b.studentId);
    // Fresh ids: nothing of A's id space reused, A unchanged and still separate.
    const idsA = new Set(
      [
        ...fileA.tables.students,
        ...fileA.tables.classes,
        ...fileA.tables.tasks,
        ...fileA.tables.calendarEvents,
        ...fileA.tables.dayBlocks,
      ].map((r) => r.id),
    );
    for (const row of [
      ...fileB.tables.students,
      ...fileB.tables.classes,
      ...fileB.tables.tasks,
      ...fileB.tables.calendarEvents,
      ...fileB.tables.dayBlocks,
    ]) {
      expect(idsA.has(row.id)).toBe(false);
    }
    expect(normalise(await exportOf(a))).toEqual(normalise(fileA));
  });

  it("imports a version 1 file as one child: the profile's name, age and xp, every row theirs, in every class", async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const v2 = await exportOf(a);
    const only = v2.tables.students[0]!.id;
    const strip = <T extends { studentId?: unknown }>(rows: T[]) =>
      rows.map(({ studentId: _, ...rest }) => rest);
    const mine = <T extends { studentId: string }>(rows: T[]) =>
      strip(rows.filter((r) => r.studentId === only));
    const t2 = v2.tables;
    const v1 = {
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: v2.exportedAt,
      profile: {
        displayName: 'Old Name',
        childAge: '12',
        xp: 0,
        level: 0,
        settings: v2.profile.settings,
        createdAt: v2.profile.createdAt,
      },
      tables: {
        // Version 1 had no school years.
        classes: t2.classes.map(({ schoolYearId: _year, ...c }) => c),
        calendarEvents: strip(t2.calendarEvents),
        // Version 1 had no waiting ticks.
        tasks: mine(t2.tasks).map(({ pendingBy: _pending, ...task }) => task),
        bucketListItems: mine(t2.bucketListItems),
        learnListItems: mine(t2.learnListItems),
        attendance: mine(t2.attendance),
        // Version 1 had no grading categories.
        assignments: mine(t2.assignments).map(({ category: _category, ...a }) => a),
        dayBlocks: t2.dayBlocks,
        daySchedule: mine(t2.daySchedule),
        xpLedger: mine(t2.xpLedger),
        achievements: mine(t2.achievements),
        taskCarryForward: mine(t2.taskCarryForward),
      },
    };
    const b = await signUpUser(t.app);
    const res = await call(b, 'POST', '/api/account/import', v1);
    expect(res.statusCode, res.body).toBe(200);
    const [child, ...more] = (res.json() as { students: Student[] }).students;
    expect(more).toEqual([]);
    const xp = v1.tables.xpLedger.reduce((sum, x) => sum + x.xp, 0);
    expect(child).toMatchObject({ name: 'Old Name', age: 12, xp, level: levelForXp(xp), position: 0 });
    const fileB = await exportOf(b);
    expect(fileB.tables.classStudents.map((e) => e.studentId)).toEqual(t2.classes.map(() => child!.id));
    expect(new Set(fileB.tables.classStudents.map((e) => e.classId))).toEqual(
      new Set(fileB.tables.classes.map((c) => c.id)),
    );
    expect(fileB.tables.calendarEvents.every((e) => e.studentId === null)).toBe(true);
    for (const name of [
      'tasks',
      'attendance',
      'assignments',
      'daySchedule',
      'xpLedger',
      'achievements',
      'taskCarryForward',
    ] as const) {
      expect(fileB.tables[name].length, name).toBe(v1.tables[name].length);
      expect(
        fileB.tables[name].every((r) => r.studentId === child!.id),
        name,
      ).toBe(true);
    }
    // A version 1 file without a name or a usable age: migration 0006's rule (the account's name, age 10).
    const c = await signUpUser(t.app);
    const bare = {
      ...v1,
      profile: { ...v1.profile, displayName: null, childAge: 'ten' },
      tables: { ...v1.tables, classes: [], calendarEvents: [], assignments: [] },
    };
    const res2 = await call(c, 'POST', '/api/account/import', bare);
    expect(res2.statusCode, res2.body).toBe(200);
    const user = await ok(c, 'GET', '/api/me');
    expect(res2.json().students).toMatchObject([{ name: user.user.name, age: 10 }]);
  });

  it('imports a file made before school years (no school year tables, classes without a year)', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const {
      schoolYears: _y,
      terms: _t,
      breaks: _b,
      breakStudents: _s,
      reportCardComments: _c,
      ...older
    } = (await exportOf(a)).tables;
    const file = {
      ...(await exportOf(a)),
      tables: { ...older, classes: older.classes.map(({ schoolYearId: _year, ...c }) => c) },
    };
    const b = await signUpUser(t.app);
    const res = await call(b, 'POST', '/api/account/import', file);
    expect(res.statusCode, res.body).toBe(200);
    const fileB = await exportOf(b);
    expect(fileB.tables.schoolYears).toEqual([]);
    expect(fileB.tables.breakStudents).toEqual([]);
    expect(fileB.tables.classes.map((c) => c.schoolYearId)).toEqual([null, null]);
    expect(fileB.tables.tasks).toHaveLength(older.tasks.length);
  });

  it('refuses to import into an account that has data (409) and writes nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const file = await exportOf(a);
    const before = await snapshotAccount(t.deps.db, a.id);
    const res = await call(a, 'POST', '/api/account/import', file);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(accountDataMessages.notEmpty);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
  });

  it('rejects malformed files with 400 and a message, writing nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const good = await exportOf(a);
    const b = await signUpUser(t.app);
    const bad: [string, unknown][] = [
      ['not an export', { hello: 'world' }],
      ['newer version', { ...good, version: 99 }],
      [
        'bad enum',
        { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], priority: 'urgent' }] } },
      ],
      [
        'bad date',
        {
          ...good,
          tables: { ...good.tables, attendance: [{ ...good.tables.attendance[0], date: '2026-02-30' }] },
        },
      ],
      [
        'unknown field',
        { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], userId: 'someone' }] } },
      ],
      [
        'dangling class',
        {
          ...good,
          tables: { ...good.tables, assignments: [{ ...good.tables.assignments[0], classId: 'nope' }] },
        },
      ],
      [
        'lesson of a class not in the file',
        { ...good, tables: { ...good.tables, lessons: [{ ...good.tables.lessons[0], classId: 'nope' }] } },
      ],
      [
        'lesson without a title',
        { ...good, tables: { ...good.tables, lessons: [{ ...good.tables.lessons[0], title: '' }] } },
      ],
      [
        'dangling block',
        {
          ...good,
          tables: { ...good.tables, daySchedule: [{ ...good.tables.daySchedule[0], blockId: 'nope' }] },
        },
      ],
      [
        'unknown child',
        { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], studentId: 'nope' }] } },
      ],
      [
        'unknown child of an event',
        {
          ...good,
          tables: {
            ...good.tables,
            calendarEvents: [{ ...good.tables.calendarEvents[0], studentId: 'nope' }],
          },
        },
      ],
      [
        'enrolment of an unknown child',
        {
          ...good,
          tables: {
            ...good.tables,
            classStudents: [{ classId: good.tables.classes[0]!.id, studentId: 'nope' }],
          },
        },
      ],
      [
        'class of an unknown school year',
        {
          ...good,
          tables: { ...good.tables, classes: [{ ...good.tables.classes[0], schoolYearId: 'nope' }] },
        },
      ],
      [
        'break of an unknown school year',
        { ...good, tables: { ...good.tables, breaks: [{ ...good.tables.breaks[0], schoolYearId: 'nope' }] } },
      ],
      [
        'term ending before it starts',
        { ...good, tables: { ...good.tables, terms: [{ ...good.tables.terms[0], endDate: '2026-08-01' }] } },
      ],
      [
        'unknown child of a break',
        {
          ...good,
          tables: {
            ...good.tables,
            breakStudents: [{ breakId: good.tables.breaks[0]!.id, studentId: 'nope' }],
          },
        },
      ],
      [
        'duplicate child',
        { ...good, tables: { ...good.tables, students: [good.tables.students[0], good.tables.students[0]] } },
      ],
      [
        'too many children',
        {
          ...good,
          tables: {
            ...good.tables,
            students: Array.from({ length: 13 }, (_, i) => ({ ...good.tables.students[0], id: `kid-${i}` })),
          },
        },
      ],
      [
        'child without a name',
        { ...good, tables: { ...good.tables, students: [{ ...good.tables.students[0], name: ' ' }] } },
      ],
      [
        'per-child row without its child',
        { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], studentId: undefined }] } },
      ],
      [
        'version 1 row naming a child',
        {
          ...good,
          version: 1,
          profile: { displayName: 'A', childAge: '9', xp: 0, level: 0, ...good.profile },
        },
      ],
      [
        'duplicate id',
        { ...good, tables: { ...good.tables, tasks: [good.tables.tasks[0], good.tables.tasks[0]] } },
      ],
      [
        'duplicate day',
        {
          ...good,
          tables: { ...good.tables, attendance: [good.tables.attendance[0], good.tables.attendance[0]] },
        },
      ],
      [
        'class ends first',
        { ...good, tables: { ...good.tables, classes: [{ ...good.tables.classes[0], endTime: '08:00' }] } },
      ],
      [
        'negative xp',
        { ...good, tables: { ...good.tables, xpLedger: [{ ...good.tables.xpLedger[0], xp: -5 }] } },
      ],
      ['array', []],
    ];
    const before = await countAllRows(t.deps.db);
    for (const [what, payload] of bad) {
      const res = await call(b, 'POST', '/api/account/import', payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.message.length, what).toBeGreaterThan(0);
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
    const version = await call(b, 'POST', '/api/account/import', { ...good, version: 99 });
    expect(version.json().error.message).toBe(accountDataMessages.badVersion(EXPORT_VERSION));
    const tooMany = await call(
      b,
      'POST',
      '/api/account/import',
      bad.find(([what]) => what === 'too many children')![1],
    );
    expect(tooMany.json().error.message).toBe(accountDataMessages.tooManyChildren(12));
  });

  it('imports a file from before lesson plans (no lessons table): the family has no lessons', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const exported = await exportOf(a);
    // A file of before: no lesson tables, and no lesson xp (nor the hours, which came later).
    const {
      lessons: _l,
      lessonCompletions: _c,
      lessonSkips: _s,
      lessonShifts: _sh,
      loopCompletions: _lc,
      hourEntries: _h,
      ...older
    } = exported.tables;
    const b = await signUpUser(t.app);
    const file = {
      ...exported,
      tables: { ...older, xpLedger: older.xpLedger.filter((x) => x.sourceKind !== 'lesson') },
    };
    const res = await call(b, 'POST', '/api/account/import', file);
    expect(res.statusCode, res.body).toBe(200);
    const fileB = await exportOf(b);
    expect(fileB.tables.lessons).toEqual([]);
    expect(fileB.tables.lessonCompletions).toEqual([]);
    expect(fileB.tables.classes).toHaveLength(2);
  });

  it('accepts a large file (above the global body limit) on the import route only', async () => {
    const a = await signUpUser(t.app);
    const base = await exportOf(a);
    const studentId = base.tables.students[0]!.id;
    const tasks = Array.from({ length: 3000 }, (_, i) => ({
      id: `task-${i}`,
      studentId,
      title: `Task number ${i} with a reasonably long title to make the file bigger`,
      priority: 'medium' as const,
      completed: false,
      completedAt: null,
      createdDate: today,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
    }));
    const file = { ...base, tables: { ...base.tables, tasks } };
    expect(JSON.stringify(file).length).toBeGreaterThan(256 * 1024);
    const res = await call(a, 'POST', '/api/account/import', file);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported.tasks).toBe(3000);
  });

  it('deletes the account and every row of it after the password; the session ends', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const other = await signUpUser(t.app);
    await fillAccount(other);
    const otherBefore = await snapshotAccount(t.deps.db, other.id);
    const res = await call(a, 'POST', '/api/account/delete', { password: a.password });
    expect(res.statusCode, res.body).toBe(200);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    const empty = JSON.parse(await snapshotAccount(t.deps.db, a.id)) as Record<string, unknown[]>;
    for (const [table, rows] of Object.entries(empty)) expect(rows, table).toEqual([]);
    expect(
      await t.deps.db.selectFrom('user').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeUndefined();
    const sessions = await (t.deps.db as never as import('kysely').Kysely<{ session: { userId: string } }>)
      .selectFrom('session')
      .select('userId')
      .where('userId', '=', a.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: a.email, password: a.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await snapshotAccount(t.deps.db, other.id)).toBe(otherBefore);
  });

  it('refuses a wrong or missing password with a clear message and deletes nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const before = await snapshotAccount(t.deps.db, a.id);
    const wrong = await call(a, 'POST', '/api/account/delete', { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(accountDataMessages.wrongPassword);
    const missing = await call(a, 'POST', '/api/account/delete', { confirm: 'DELETE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(accountDataMessages.passwordRequired);
    const junk = await call(a, 'POST', '/api/account/delete', { password: 42 });
    expect(junk.statusCode).toBe(400);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('limits password attempts on delete (429 after 10 in 15 minutes)', async () => {
    const a = await signUpUser(t.app);
    for (let i = 0; i < 10; i++)
      expect((await call(a, 'POST', '/api/account/delete', { password: `guess ${i}` })).statusCode).toBe(403);
    const limited = await call(a, 'POST', '/api/account/delete', { password: a.password });
    expect(limited.statusCode).toBe(429);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('an account without a password (provider sign-in) confirms by typing DELETE', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    // Make it look like a Google account: no credential row.
    await (t.deps.db as never as import('kysely').Kysely<{ account: { userId: string; providerId: string } }>)
      .updateTable('account')
      .set({ providerId: 'google' })
      .where('userId', '=', a.id)
      .execute();
    const before = await snapshotAccount(t.deps.db, a.id);
    const noWord = await call(a, 'POST', '/api/account/delete', { password: a.password, confirm: 'delete' });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().error.message).toBe(accountDataMessages.confirmRequired);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    const res = await call(a, 'POST', '/api/account/delete', { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.deps.db.selectFrom('profiles').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/account/export')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/account/import', {})).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/account/delete', { password: 'x' })).statusCode).toBe(401);
  });
});
