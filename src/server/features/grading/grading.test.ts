import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCALE } from '@shared/domain/grading';
import { gradingMessages as m } from '@shared/messages/grading';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { ok, refused } = apiRequests(() => t.app);

const newClass = (user: TestUser, title = 'Algebra') =>
  ok(user, 'POST', '/api/classes', {
    title,
    daysOfWeek: [1, 3],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [user.studentId],
  });

const WEIGHTS = [
  { category: 'Tests', weight: 50 },
  { category: 'Homework', weight: 30 },
  { category: 'Projects', weight: 20 },
];

describe(`grading scale (${dialect})`, () => {
  it('is the default until the family stores one, then theirs, and back to the default on reset', async () => {
    const u = await signUpUser(t.app);
    expect(await ok(u, 'GET', '/api/grading-scale')).toEqual({
      rows: DEFAULT_GRADING_SCALE,
      isDefault: true,
    });
    const rows = [
      { letter: 'F', minPercent: 0 },
      { letter: 'P', minPercent: 69.5 },
      { letter: ' H ', minPercent: 90 },
    ];
    const saved = await ok(u, 'PUT', '/api/grading-scale', { rows });
    const expected = {
      rows: [
        { letter: 'H', minPercent: 90 },
        { letter: 'P', minPercent: 69.5 },
        { letter: 'F', minPercent: 0 },
      ],
      isDefault: false,
    };
    expect(saved).toEqual(expected);
    expect(await ok(u, 'GET', '/api/grading-scale')).toEqual(expected);
    expect(await ok(u, 'DELETE', '/api/grading-scale')).toEqual({
      rows: DEFAULT_GRADING_SCALE,
      isDefault: true,
    });
    expect(await ok(u, 'GET', '/api/grading-scale')).toEqual({
      rows: DEFAULT_GRADING_SCALE,
      isDefault: true,
    });
  });

  it('refuses a bad scale with its message and stores nothing', async () => {
    const u = await signUpUser(t.app);
    await ok(u, 'PUT', '/api/grading-scale', {
      rows: [
        { letter: 'P', minPercent: 60 },
        { letter: 'F', minPercent: 0 },
      ],
    });
    const before = await snapshotAccount(t.deps.db, u.id);
    const bad: [unknown, string][] = [
      [
        {
          rows: [
            { letter: 'A', minPercent: 90 },
            { letter: 'a', minPercent: 0 },
          ],
        },
        m.scaleDuplicateLetter('a'),
      ],
      [
        {
          rows: [
            { letter: 'A', minPercent: 50 },
            { letter: 'B', minPercent: 50 },
            { letter: 'F', minPercent: 0 },
          ],
        },
        m.scaleDuplicateMinimum(50),
      ],
      [
        {
          rows: [
            { letter: 'A', minPercent: 90 },
            { letter: 'B', minPercent: 10 },
          ],
        },
        m.scaleNeedsZero,
      ],
      [
        {
          rows: [
            { letter: 'A', minPercent: 120 },
            { letter: 'F', minPercent: 0 },
          ],
        },
        m.minimumInvalid,
      ],
      [
        {
          rows: [
            { letter: 'ABCDE', minPercent: 90 },
            { letter: 'F', minPercent: 0 },
          ],
        },
        m.letterTooLong,
      ],
      [
        {
          rows: [
            { letter: '', minPercent: 90 },
            { letter: 'F', minPercent: 0 },
          ],
        },
        m.letterRequired,
      ],
      [{ rows: [{ letter: 'F', minPercent: 0 }] }, m.scaleTooFew],
    ];
    for (const [body, message] of bad) await refused(u, 'PUT', '/api/grading-scale', body, 400, message);
    expect(await snapshotAccount(t.deps.db, u.id)).toBe(before);
  });

  it('answers 401 without a session', async () => {
    await refused(null, 'GET', '/api/grading-scale', undefined, 401);
    await refused(null, 'PUT', '/api/grading-scale', { rows: DEFAULT_GRADING_SCALE }, 401);
    await refused(null, 'DELETE', '/api/grading-scale', undefined, 401);
  });
});

describe(`class grading categories (${dialect})`, () => {
  it('stores the categories, weights the grades page average, and clears a removed category from assignments', async () => {
    const u = await signUpUser(t.app);
    const cls = await newClass(u);
    expect(await ok(u, 'GET', `/api/classes/${cls.id}/grade-weights`)).toEqual({
      classId: cls.id,
      weights: [],
    });
    expect(await ok(u, 'PUT', `/api/classes/${cls.id}/grade-weights`, { weights: WEIGHTS })).toEqual({
      classId: cls.id,
      weights: WEIGHTS,
    });
    expect((await ok(u, 'GET', `/api/classes/${cls.id}/grade-weights`)).weights).toEqual(WEIGHTS);

    const child = `/api/students/${u.studentId}`;
    const add = (name: string, grade: number, category?: string | null) =>
      ok(u, 'POST', `${child}/assignments`, {
        classId: cls.id,
        assignmentName: name,
        assignmentDate: '2026-09-01',
        gradePercentage: grade,
        ...(category !== undefined ? { category } : {}),
      });
    const test1 = await add('Test 1', 70, 'Tests');
    expect(test1.category).toBe('Tests');
    await add('Test 2', 90, 'Tests');
    await add('HW 1', 100, 'Homework');
    const project = await add('Project', 90, 'Projects');
    const loose = await add('Loose', 10, '');
    expect(loose.category).toBeNull();

    // Tests 80 · 50 % + Homework 100 · 30 % + Projects 90 · 20 % = 88; the uncategorised 10 % is left out.
    const overview = await ok(u, 'GET', `${child}/assignments/overview`);
    const card = overview.classes.find((c: { id: string }) => c.id === cls.id);
    expect(card.average).toBe(88);
    expect(card.uncounted).toBe(1);
    expect(card.weights).toEqual(WEIGHTS);

    // A category the class does not have is refused on create and on edit, and nothing changes.
    const before = await snapshotAccount(t.deps.db, u.id);
    await refused(
      u,
      'POST',
      `${child}/assignments`,
      { classId: cls.id, assignmentName: 'X', assignmentDate: '2026-09-01', category: 'Quizzes' },
      400,
      m.categoryNotOfClass,
    );
    await refused(
      u,
      'PATCH',
      `${child}/assignments/${loose.id}`,
      { category: 'Quizzes' },
      400,
      m.categoryNotOfClass,
    );
    expect(await snapshotAccount(t.deps.db, u.id)).toBe(before);
    expect(
      (await ok(u, 'PATCH', `${child}/assignments/${loose.id}`, { category: 'Homework' })).category,
    ).toBe('Homework');

    // Dropping Projects: its assignment loses the category; the average renormalises over Tests and Homework.
    await ok(u, 'PUT', `/api/classes/${cls.id}/grade-weights`, {
      weights: [
        { category: 'Tests', weight: 60 },
        { category: 'Homework', weight: 40 },
      ],
    });
    const after = await ok(u, 'GET', `${child}/assignments/overview`);
    const moved = after.classes.find((c: { id: string }) => c.id === cls.id);
    expect(moved.assignments.find((a: { id: string }) => a.id === project.id).category).toBeNull();
    // Tests 80 · 60 % + Homework (100 + 10) / 2 = 55 · 40 % = 70.
    expect(moved.average).toBe(70);
    expect(moved.uncounted).toBe(1);

    // No categories: the spec's plain rounded mean of every graded assignment: (70+90+100+90+10)/5 = 72.
    await ok(u, 'PUT', `/api/classes/${cls.id}/grade-weights`, { weights: [] });
    const plain = (await ok(u, 'GET', `${child}/assignments/overview`)).classes.find(
      (c: { id: string }) => c.id === cls.id,
    );
    expect(plain.average).toBe(72);
    expect(plain.weights).toEqual([]);
    expect(plain.assignments.every((a: { category: string | null }) => a.category === null)).toBe(true);
  });

  it('refuses bad weights with their message and changes nothing', async () => {
    const u = await signUpUser(t.app);
    const cls = await newClass(u);
    await ok(u, 'PUT', `/api/classes/${cls.id}/grade-weights`, { weights: WEIGHTS });
    const before = await snapshotAccount(t.deps.db, u.id);
    const url = `/api/classes/${cls.id}/grade-weights`;
    await refused(u, 'PUT', url, { weights: [{ category: 'Tests', weight: 50 }] }, 400, m.weightsSum(50));
    await refused(
      u,
      'PUT',
      url,
      {
        weights: [
          { category: 'Tests', weight: 50 },
          { category: 'tests', weight: 50 },
        ],
      },
      400,
      m.weightsDuplicate('tests'),
    );
    await refused(
      u,
      'PUT',
      url,
      { weights: [{ category: 'x'.repeat(41), weight: 100 }] },
      400,
      m.categoryTooLong,
    );
    await refused(u, 'PUT', url, { weights: [{ category: 'Tests', weight: 100.5 }] }, 400, m.weightInvalid);
    await refused(
      u,
      'PUT',
      url,
      { weights: Array.from({ length: 11 }, (_, i) => ({ category: `C${i}`, weight: i === 0 ? 90 : 1 })) },
      400,
      m.weightsTooMany,
    );
    expect(await snapshotAccount(t.deps.db, u.id)).toBe(before);
  });

  it("answers 404 for another family's class and leaves its categories alone; 401 signed out", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const cls = await newClass(a);
    await ok(a, 'PUT', `/api/classes/${cls.id}/grade-weights`, { weights: WEIGHTS });
    const before = await snapshotAccount(t.deps.db, a.id);
    await refused(b, 'GET', `/api/classes/${cls.id}/grade-weights`, undefined, 404, m.weightsClassNotFound);
    await refused(
      b,
      'PUT',
      `/api/classes/${cls.id}/grade-weights`,
      { weights: [] },
      404,
      m.weightsClassNotFound,
    );
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    await refused(null, 'GET', `/api/classes/${cls.id}/grade-weights`, undefined, 401);
    await refused(null, 'PUT', `/api/classes/${cls.id}/grade-weights`, { weights: [] }, 401);
  });
});
