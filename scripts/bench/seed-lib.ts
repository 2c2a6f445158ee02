/**
 * Bulk generator of realistic Homeschool accounts, straight through Kysely with the app's schema. Used by
 * `npm run seed`, the bench and the EXPLAIN test. Rows are built in memory per batch of families and
 * written with multi-row INSERTs (chunked under both dialects' bound-parameter limits) in one transaction
 * per batch, so thousands of rows go per statement.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { createDb, type Dialect } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/types';
import { todayIn } from '../../src/shared/domain/dates';
import { presetTerms } from '../../src/shared/domain/school-year';
import { STUDENT_COLORS, STUDENT_EMOJIS } from '../../src/shared/domain/students';
import { levelForXp, XP_REWARDS } from '../../src/shared/domain/xp';
import { defaultSettings, DEFAULT_TIMEZONE } from '../../src/shared/schemas/settings';

export const DEMO_EMAIL = 'demo@homeschool.local';
export const DEMO_PASSWORD = 'homeschool-demo-2024';
/** The lesson-plan family (`planFamily`): 4 children, each in 8 classes of 180 lessons, half a year done. */
export const PLANS_EMAIL = 'plans@homeschool.local';
/** Email of lesson-plan family i (`planFamilies`); the first is PLANS_EMAIL. */
export const planEmailOf = (i: number): string => (i === 0 ? PLANS_EMAIL : `plans${i}@seed.homeschool.local`);

export interface SeedOptions {
  families: number;
  /** School history per family in years (fractions allowed: 0.1 ≈ five weeks). */
  years: number;
  /** The password every seeded account signs in with (one hash, computed once). */
  passwordHash: string;
  /** Email of family i; family 0 is the demo account. */
  emailOf?: (i: number) => string;
  /** Families per transaction. */
  batch?: number;
  /** Also the lesson-plan family (PLANS_EMAIL, same password): the week view's and lesson plans' load. */
  planFamily?: boolean;
  /** Lesson-plan families in all (the first is PLANS_EMAIL, then planEmailOf(i)); implies planFamily. */
  planFamilies?: number;
  log?: (msg: string) => void;
}

export interface SeedResult {
  families: number;
  rows: number;
  ms: number;
  firstUserId: string;
}

/** Signs one template user up through the real app and returns its better-auth password hash. */
export async function passwordHashFor(password: string): Promise<string> {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp',
    databaseUrl: ':memory:',
    baseUrl: 'http://localhost:3000',
    authSecret: 'seed-template-secret-that-is-long-enough-0123456789',
    smtp: null,
    google: null,
    oidc: null,
    clientDir: null,
    logLevel: 'silent',
    bodyLimit: 256 * 1024,
  };
  const { app } = await buildApp(config, { handle, logger: false });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { displayName: 'Template', childAge: '10', email: 'template@homeschool.local', password },
    });
    if (res.statusCode !== 201) throw new Error(`template sign-up failed: ${res.statusCode} ${res.body}`);
    const row = await handle.db
      .selectFrom('account' as any)
      .select('password' as any)
      .where('providerId' as any, '=', 'credential')
      .executeTakeFirstOrThrow();
    return (row as { password: string }).password;
  } finally {
    await app.close();
    await handle.close();
  }
}

// Plain UTC date arithmetic, cached: the date helpers are too slow for millions of rows.
const dayCache = new Map<string, { date: string; weekday: number }>();
function dayInfo(date: string, offset: number): { date: string; weekday: number } {
  const key = `${date}|${offset}`;
  let hit = dayCache.get(key);
  if (!hit) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    hit = { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
    dayCache.set(key, hit);
  }
  return hit;
}
const addDaysIso = (date: string, n: number) => dayInfo(date, n).date;
const weekdayOf = (date: string) => dayInfo(date, 0).weekday;

// Deterministic PRNG so runs are comparable.
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const CLASS_TEMPLATES = [
  { title: 'Math', emoji: '🔢' },
  { title: 'Reading', emoji: '📚' },
  { title: 'Science', emoji: '🔬' },
  { title: 'History', emoji: '🏛️' },
  { title: 'Art', emoji: '🎨' },
  { title: 'Music', emoji: '🎵' },
];
const TASKS = [
  'Read chapter',
  'Practice fractions',
  'Spelling list',
  'Science journal',
  'Piano practice',
  'Tidy desk',
  'Write a letter',
];
const PRIORITIES = ['low', 'medium', 'high'] as const;
const BLOCK_COLORS = ['blue', 'green', 'purple', 'orange', 'pink'];

type Rows = { [K in keyof DB]?: Record<string, unknown>[] };

const CHILD_NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];

/** Children of family i: 1–4 by its index; family 0 (the demo account the bench signs in to) has four. */
export const childrenOf = (i: number): number => (i === 0 ? 4 : 1 + (i % 4));

/** Builds one family's rows. `today` is the family's today (account timezone). */
function familyRows(
  i: number,
  email: string,
  passwordHash: string,
  years: number,
  today: string,
  rows: Rows,
): string {
  const r = rng(i * 7919 + 17);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const userId = randomUUID();
  const nowIso = new Date().toISOString();
  const push = (t: keyof DB, row: Record<string, unknown>) => (rows[t] ??= []).push(row);
  const childName = CHILD_NAMES[i % 8]!;

  push('user', {
    id: userId,
    name: `${childName}'s parent`,
    email,
    emailVerified: 1,
    image: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  (rows as any).account ??= [];
  (rows as any).account.push({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
    createdAt: nowIso,
    updatedAt: nowIso,
  });

  const days = Math.max(7, Math.round(years * 365));
  const start = addDaysIso(today, -days);
  const isSchoolDay = (d: string) => {
    const w = weekdayOf(d);
    return w >= 1 && w <= 5;
  };

  // The school year today is in (Monday to Friday, in quarters) with the family's winter break, and a trip
  // that is only the first child's (added with the child below). Every other class belongs to the year.
  const yearId = randomUUID();
  const year = {
    startDate: addDaysIso(today, -120),
    endDate: addDaysIso(today, 180),
    weekdays: [1, 2, 3, 4, 5],
  };
  push('schoolYears', {
    id: yearId,
    userId,
    name: 'This school year',
    startDate: year.startDate,
    endDate: year.endDate,
    weekdays: JSON.stringify(year.weekdays),
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  for (const term of presetTerms(year, 'quarters'))
    push('terms', { id: randomUUID(), userId, schoolYearId: yearId, ...term, createdAt: nowIso });
  const tripId = randomUUID();
  for (const [id, label, from, to, wholeFamily] of [
    [randomUUID(), 'Winter break', -40, -33, 1],
    [tripId, 'Trip', 20, 24, 0],
  ] as const) {
    push('breaks', {
      id,
      userId,
      schoolYearId: yearId,
      label,
      startDate: addDaysIso(today, from),
      endDate: addDaysIso(today, to),
      wholeFamily,
      createdAt: nowIso,
    });
  }

  // Classes with schedules, and the events a sync generates (current month .. 8 weeks ahead).
  const classIds: string[] = [];
  const nClasses = 3 + (i % 2);
  const monthStart = `${today.slice(0, 7)}-01`;
  const eventsTo = addDaysIso(today, 56);
  for (let c = 0; c < nClasses; c++) {
    const t = CLASS_TEMPLATES[(i + c) % CLASS_TEMPLATES.length]!;
    const id = randomUUID();
    classIds.push(id);
    const daysOfWeek = c % 2 === 0 ? [1, 3, 5] : [2, 4];
    const hour = 8 + c;
    const startTime = `${String(hour).padStart(2, '0')}:00`;
    const endTime = `${String(hour).padStart(2, '0')}:45`;
    const endDate = addDaysIso(today, 120);
    push('classes', {
      id,
      userId,
      title: t.title,
      description: `${t.title} with ${childName}`,
      emoji: t.emoji,
      teacherPlatform: c === 0 ? 'Khan Academy' : null,
      daysOfWeek: JSON.stringify(daysOfWeek),
      startTime,
      endTime,
      startDate: start,
      endDate,
      schoolYearId: c % 2 === 0 ? yearId : null,
      createdAt: `${start}T12:00:0${c}.000Z`,
      updatedAt: nowIso,
    });
    for (let d = monthStart; d <= eventsTo; d = addDaysIso(d, 1)) {
      if (!daysOfWeek.includes(weekdayOf(d))) continue;
      push('calendarEvents', {
        id: randomUUID(),
        userId,
        title: t.title,
        eventDate: d,
        eventTime: startTime,
        description: null,
        classId: id,
        generated: 1,
        createdAt: nowIso,
      });
    }
  }
  // A few one-off events.
  for (let e = 0; e < 3; e++) {
    push('calendarEvents', {
      id: randomUUID(),
      userId,
      title: ['Field trip', 'Library day', 'Co-op meetup'][e]!,
      eventDate: addDaysIso(today, e * 3 - 2),
      eventTime: null,
      description: null,
      classId: null,
      generated: 0,
      createdAt: nowIso,
    });
  }

  // Day blocks and today's schedule.
  const blockIds: string[] = [];
  for (let b = 0; b < 5; b++) {
    const id = randomUUID();
    blockIds.push(id);
    push('dayBlocks', {
      id,
      userId,
      name: ['Math', 'Reading', 'Recess', 'Science', 'Lunch'][b],
      description: null,
      purpose: null,
      defaultDuration: 30 + b * 15,
      color: BLOCK_COLORS[b],
      createdAt: `${start}T09:00:0${b}.000Z`,
    });
  }
  // Each child: their to-dos, attendance, grades, lists, today's schedule and xp; enrolled in every class.
  for (let child = 0; child < childrenOf(i); child++) {
    const studentId = randomUUID();
    let xp = 0;
    const ledger = (sourceKind: string, sourceId: string, amount: number, at: string) => {
      xp += amount;
      push('xpLedger', {
        id: randomUUID(),
        userId,
        studentId,
        sourceKind,
        sourceId,
        xp: amount,
        createdAt: at,
      });
    };
    for (const classId of classIds) push('classStudents', { classId, studentId, userId });
    if (child === 0) push('breakStudents', { breakId: tripId, userId, studentId });
    // Daily tasks, attendance and carry-forward guards on school days; graded assignments weekly.
    for (let d = start; d <= today; d = addDaysIso(d, 1)) {
      const isToday = d === today;
      // Today always has a to-do list (even on a weekend), past days only on school days.
      if (!isToday && !isSchoolDay(d)) continue;
      const nTasks = isToday ? 6 : 3;
      for (let k = 0; k < nTasks; k++) {
        const id = randomUUID();
        const done = isToday ? k < 2 : r() < 0.85;
        const at = `${d}T${String(13 + k).padStart(2, '0')}:00:00.000Z`;
        push('tasks', {
          id,
          userId,
          studentId,
          title: pick(TASKS),
          priority: pick(PRIORITIES),
          completed: done ? 1 : 0,
          completedAt: done ? at : null,
          createdDate: d,
          createdAt: at,
        });
        if (done) ledger('task', id, XP_REWARDS.task, at);
      }
      if (!isToday) {
        push('taskCarryForward', { userId, studentId, day: d, carried: 0, createdAt: `${d}T12:00:00.000Z` });
        const present = r() < 0.93;
        push('attendance', {
          id: randomUUID(),
          userId,
          studentId,
          date: d,
          present: present ? 1 : 0,
          createdAt: `${d}T12:00:00.000Z`,
          updatedAt: `${d}T12:00:00.000Z`,
        });
        if (present) ledger('attendance', d, XP_REWARDS.attendance, `${d}T12:00:00.000Z`);
      }
      if (isSchoolDay(d) && weekdayOf(d) === 5) {
        for (const classId of classIds) {
          const grade = Math.round(60 + r() * 40);
          push('assignments', {
            id: randomUUID(),
            userId,
            studentId,
            classId,
            assignmentName: `Weekly quiz ${d}`,
            description: null,
            assignmentDate: d,
            dueDate: d,
            status: 'completed',
            gradePercentage: grade,
            earnedPoints: grade,
            maxPoints: 100,
            createdAt: `${d}T15:00:00.000Z`,
            updatedAt: `${d}T15:00:00.000Z`,
          });
        }
      }
    }
    for (const classId of classIds.slice(0, 2)) {
      push('assignments', {
        id: randomUUID(),
        userId,
        studentId,
        classId,
        assignmentName: 'Project',
        description: 'Due next week',
        assignmentDate: today,
        dueDate: addDaysIso(today, 7),
        status: 'upcoming',
        gradePercentage: null,
        earnedPoints: null,
        maxPoints: 100,
        createdAt: nowIso,
        updatedAt: nowIso,
      });
    }

    // Bucket and learn lists.
    for (let k = 0; k < 8; k++) {
      const done = k < 2;
      const id = randomUUID();
      const at = `${addDaysIso(start, k)}T10:00:00.000Z`;
      push('bucketListItems', {
        id,
        userId,
        studentId,
        title: `Adventure ${k + 1}`,
        priority: pick(PRIORITIES),
        completed: done ? 1 : 0,
        completedAt: done ? at : null,
        createdDate: addDaysIso(start, k),
        createdAt: at,
      });
      if (done) ledger('bucket', id, XP_REWARDS.bucket, at);
      const lid = randomUUID();
      const ldone = k < 3;
      push('learnListItems', {
        id: lid,
        userId,
        studentId,
        title: `Topic ${k + 1}`,
        priority: pick(PRIORITIES),
        completed: ldone ? 1 : 0,
        completedAt: ldone ? at : null,
        createdAt: at,
      });
      if (ldone) ledger('learn', lid, XP_REWARDS.learn, at);
    }

    blockIds.forEach((blockId, b) =>
      push('daySchedule', {
        id: randomUUID(),
        userId,
        studentId,
        blockId,
        scheduleDate: today,
        startTime: 480 + b * 60 + child * 15,
        duration: 45,
        createdAt: nowIso,
      }),
    );
    push('students', {
      id: studentId,
      userId,
      name: CHILD_NAMES[(i + child) % 8]!,
      age: 6 + ((i + child * 3) % 10),
      gradeLevel: null,
      color: STUDENT_COLORS[child]!,
      emoji: STUDENT_EMOJIS[child]!,
      position: child,
      xp,
      level: levelForXp(xp),
      createdAt: nowIso,
      updatedAt: nowIso,
    });
  }

  push('profiles', {
    id: userId,
    settings: JSON.stringify(defaultSettings(DEFAULT_TIMEZONE)),
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  return userId;
}

/** Classes, lessons and days of the lesson-plan family. */
const PLAN_CHILDREN = 4;
const PLAN_CLASSES_PER_CHILD = 8;
const PLAN_LESSONS_PER_CLASS = 180;
const PLAN_SUBJECTS = ['Math', 'Reading', 'Writing', 'Science', 'History', 'Latin', 'Art', 'Music'];
const PLAN_WEEKDAYS = [
  [1, 2, 3, 4, 5],
  [1, 3, 5],
  [2, 4],
  [1, 2, 3, 4, 5],
  [1, 3, 5],
  [2, 4],
  [1, 2, 4, 5],
  [3],
];

/**
 * The lesson-plan family: 4 children, each in 8 classes of 180 lessons in a school year (Mon–Fri, from
 * 13 weeks ago to 26 weeks ahead, a whole-family break in 3 weeks); on each past class day the child was
 * present (95 %) the next lesson was done, a few lessons were done ahead, one class day ahead is skipped.
 */
function planFamilyRows(email: string, passwordHash: string, today: string, rows: Rows): string {
  const r = rng(4242);
  const userId = randomUUID();
  const nowIso = new Date().toISOString();
  const push = (t: keyof DB, row: Record<string, unknown>) => (rows[t] ??= []).push(row);
  push('user', {
    id: userId,
    name: 'The Planners',
    email,
    emailVerified: 1,
    image: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  (rows as any).account ??= [];
  (rows as any).account.push({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  push('profiles', {
    id: userId,
    settings: JSON.stringify(defaultSettings(DEFAULT_TIMEZONE)),
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  const yearStart = addDaysIso(today, -91);
  const yearEnd = addDaysIso(today, 182);
  const yearId = randomUUID();
  push('schoolYears', {
    id: yearId,
    userId,
    name: 'This school year',
    startDate: yearStart,
    endDate: yearEnd,
    weekdays: '[1,2,3,4,5]',
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  push('breaks', {
    id: randomUUID(),
    userId,
    schoolYearId: yearId,
    label: 'Winter break',
    startDate: addDaysIso(today, 21),
    endDate: addDaysIso(today, 27),
    wholeFamily: 1,
    createdAt: nowIso,
  });
  for (let child = 0; child < PLAN_CHILDREN; child++) {
    const studentId = randomUUID();
    let xp = 0;
    const ledger = (sourceKind: string, sourceId: string, amount: number, at: string) => {
      xp += amount;
      push('xpLedger', {
        id: randomUUID(),
        userId,
        studentId,
        sourceKind,
        sourceId,
        xp: amount,
        createdAt: at,
      });
    };
    const present = new Set<string>();
    for (let d = yearStart; d < today; d = addDaysIso(d, 1)) {
      const w = weekdayOf(d);
      if (w === 0 || w === 6) continue;
      const here = r() < 0.95;
      if (here) present.add(d);
      const at = `${d}T12:00:00.000Z`;
      push('attendance', {
        id: randomUUID(),
        userId,
        studentId,
        date: d,
        present: here ? 1 : 0,
        createdAt: at,
        updatedAt: at,
      });
      if (here) ledger('attendance', d, XP_REWARDS.attendance, at);
    }
    for (let c = 0; c < PLAN_CLASSES_PER_CHILD; c++) {
      const classId = randomUUID();
      const days = PLAN_WEEKDAYS[c]!;
      const hour = String(8 + c).padStart(2, '0');
      push('classes', {
        id: classId,
        userId,
        title: `${PLAN_SUBJECTS[c]} ${child + 1}`,
        description: null,
        emoji: '',
        teacherPlatform: null,
        daysOfWeek: JSON.stringify(days),
        startTime: `${hour}:00`,
        endTime: `${hour}:30`,
        startDate: null,
        endDate: null,
        schoolYearId: yearId,
        createdAt: `${yearStart}T08:00:0${c}.000Z`,
        updatedAt: nowIso,
      });
      push('classStudents', { classId, studentId, userId });
      const lessonIds: string[] = [];
      for (let k = 0; k < PLAN_LESSONS_PER_CLASS; k++) {
        const id = randomUUID();
        lessonIds.push(id);
        push('lessons', {
          id,
          userId,
          classId,
          position: k,
          title: `${PLAN_SUBJECTS[c]} lesson ${k + 1}`,
          notes: k % 10 === 0 ? 'Review the week before.' : null,
          minutes: 30,
          createdAt: `${yearStart}T09:00:00.000Z`,
          updatedAt: `${yearStart}T09:00:00.000Z`,
        });
      }
      const done = (lessonId: string, date: string) => {
        const at = `${date}T15:00:00.000Z`;
        push('lessonCompletions', {
          id: randomUUID(),
          userId,
          studentId,
          lessonId,
          classId,
          date,
          minutes: 30,
          recordedAt: at,
          recordedBy: userId,
        });
        ledger('lesson', lessonId, XP_REWARDS.lesson, at);
      };
      let next = 0;
      const ahead = new Set([next + 95, next + 120]);
      for (let d = yearStart; d < today; d = addDaysIso(d, 1)) {
        if (!days.includes(weekdayOf(d)) || !present.has(d)) continue;
        while (ahead.has(next)) next += 1;
        if (next < PLAN_LESSONS_PER_CLASS) done(lessonIds[next++]!, d);
      }
      for (const k of ahead)
        if (k >= next && k < PLAN_LESSONS_PER_CLASS) done(lessonIds[k]!, addDaysIso(today, -1));
      if (c === 0) {
        let skip = addDaysIso(today, 1);
        while (!days.includes(weekdayOf(skip))) skip = addDaysIso(skip, 1);
        push('lessonSkips', { id: randomUUID(), userId, studentId, classId, date: skip, createdAt: nowIso });
      }
    }
    push('students', {
      id: studentId,
      userId,
      name: CHILD_NAMES[child]!,
      age: 7 + child * 2,
      gradeLevel: null,
      color: STUDENT_COLORS[child]!,
      emoji: STUDENT_EMOJIS[child]!,
      position: child,
      xp,
      level: levelForXp(xp),
      createdAt: nowIso,
      updatedAt: nowIso,
    });
  }
  return userId;
}

/** Parent tables first (foreign keys). */
const ORDER = [
  'user',
  'account',
  'profiles',
  'students',
  'schoolYears',
  'terms',
  'breaks',
  'breakStudents',
  'classes',
  'classStudents',
  'lessons',
  'lessonCompletions',
  'lessonSkips',
  'calendarEvents',
  'tasks',
  'bucketListItems',
  'learnListItems',
  'attendance',
  'assignments',
  'dayBlocks',
  'daySchedule',
  'xpLedger',
  'taskCarryForward',
] as const;

const MAX_PARAMS = 30_000;
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function writeRows(db: Kysely<DB>, rows: Rows, dialect: Dialect): Promise<number> {
  let n = 0;
  for (const table of ORDER) {
    const list = (rows as Record<string, Record<string, unknown>[]>)[table];
    if (!list?.length) continue;
    const keys = Object.keys(list[0]!);
    const snake = keys.map(toSnake);
    const chunk = Math.max(1, Math.floor(MAX_PARAMS / keys.length));
    // Without the CamelCasePlugin: its per-node transform dominates the cost of huge INSERTs.
    const raw = db.withoutPlugins();
    for (let i = 0; i < list.length; i += chunk) {
      const part = list.slice(i, i + chunk).map((row) => {
        const out: Record<string, unknown> = {};
        keys.forEach(
          (k, j) =>
            (out[snake[j]!] = dialect === 'postgres' && k === 'emailVerified' ? Boolean(row[k]) : row[k]),
        );
        return out;
      });
      await raw
        .insertInto(toSnake(table) as any)
        .values(part as any)
        .execute();
    }
    n += list.length;
  }
  return n;
}

/** Inserts `families` accounts (family 0 = the demo account) with `years` of history each. */
export async function seedFamilies(db: Kysely<DB>, dialect: Dialect, opts: SeedOptions): Promise<SeedResult> {
  const t0 = Date.now();
  const today = todayIn(DEFAULT_TIMEZONE);
  const emailOf =
    opts.emailOf ?? ((i: number) => (i === 0 ? DEMO_EMAIL : `family${i}@seed.homeschool.local`));
  const batch =
    opts.batch ?? Math.max(1, Math.min(500, Math.floor(40_000 / Math.max(50, opts.years * 1500))));
  let total = 0;
  let firstUserId = '';
  for (let from = 0; from < opts.families; from += batch) {
    const rows: Rows = {};
    for (let i = from; i < Math.min(opts.families, from + batch); i++) {
      const id = familyRows(i, emailOf(i), opts.passwordHash, opts.years, today, rows);
      if (i === 0) firstUserId = id;
    }
    total += await db.transaction().execute((trx) => writeRows(trx, rows, dialect));
    if (opts.log && (from / batch) % 10 === 0)
      opts.log(`  ${Math.min(opts.families, from + batch)}/${opts.families} families, ${total} rows`);
  }
  const plans = opts.planFamilies ?? (opts.planFamily ? 1 : 0);
  for (let from = 0; from < plans; from += 10) {
    const rows: Rows = {};
    for (let i = from; i < Math.min(plans, from + 10); i++)
      planFamilyRows(planEmailOf(i), opts.passwordHash, today, rows);
    total += await db.transaction().execute((trx) => writeRows(trx, rows, dialect));
  }
  if (dialect === 'postgres') {
    const { sql } = await import('kysely');
    await sql`analyze`.execute(db);
  }
  return { families: opts.families, rows: total, ms: Date.now() - t0, firstUserId };
}
