import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PLANS_EMAIL,
  passwordHashFor,
  seedFamilies,
} from '@scripts/bench/seed-lib';
import { cookieFrom, createTestDb, dialect, testConfig, type TestDb } from '@tests/setup/api';
import { buildApp, type BuiltApp } from '../app';
import { createDb, type DbHandle } from '../db/client';
import { addDaysIso, mondayOf, todayIn } from '../../shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../shared/schemas/settings';

/**
 * Every query the pages' API calls run, against a seeded database of several families, must find its rows
 * through an index: EXPLAIN QUERY PLAN (SQLite) / EXPLAIN with seq scans disabled (PostgreSQL) may not
 * show a full scan of a user table.
 */
const USER_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'profiles',
  'students',
  'class_students',
  'classes',
  'calendar_events',
  'tasks',
  'bucket_list_items',
  'learn_list_items',
  'attendance',
  'assignments',
  'day_blocks',
  'day_schedule',
  'xp_ledger',
  'achievements',
  'task_carry_forward',
  'school_years',
  'terms',
  'breaks',
  'break_students',
  'lessons',
  'lesson_completions',
  'lesson_skips',
];

const today = todayIn(DEFAULT_TIMEZONE);
/** The GETs the pages make, for the family and for one child (`{child}`). */
const PAGE_CALLS = [
  '/api/me',
  '/api/students',
  '/api/family/overview',
  '/api/students/{child}/dashboard',
  '/api/classes',
  '/api/school-years',
  `/api/events?from=${addDaysIso(today, -7)}&to=${addDaysIso(today, 35)}`,
  '/api/students/{child}/tasks/today',
  '/api/students/{child}/bucket-list',
  '/api/students/{child}/learn-list',
  `/api/students/{child}/attendance?from=${addDaysIso(today, -30)}&to=${today}`,
  '/api/students/{child}/attendance/summary',
  '/api/students/{child}/assignments/overview',
  '/api/students/{child}/day-by-day',
  '/api/students/{child}/game',
  '/api/students/{child}/removal',
  '/api/week',
  `/api/week?start=${addDaysIso(mondayOf(today), 7)}`,
  `/api/students/{child}/week?start=${addDaysIso(mondayOf(today), -7)}`,
];

let testDb: TestDb;
let appHandle: DbHandle;
let built: BuiltApp;
const captured = new Map<string, { sql: string; params: readonly unknown[]; route: string }>();
let currentRoute = '';
let currentAccount = '';

beforeAll(async () => {
  testDb = await createTestDb();
  const passwordHash = await passwordHashFor(DEMO_PASSWORD);
  await seedFamilies(testDb.handle.db, testDb.handle.dialect, {
    families: 40,
    years: 0.5,
    passwordHash,
    planFamily: true,
  });
  appHandle = createDb(testDb.url, {
    onSql: (sql, params) => {
      if (!/^\s*(select|update|delete|with)\b/i.test(sql)) return;
      // Per account: the same statement can take another plan for a family with far more rows.
      const key = `${currentAccount}\n${sql}`;
      if (!captured.has(key)) captured.set(key, { sql, params, route: currentRoute });
    },
  });
  built = await buildApp(testConfig({ databaseUrl: testDb.url }), { handle: appHandle, logger: false });
  await built.app.ready();
}, 120_000);

afterAll(async () => {
  await built?.app.close();
  await appHandle?.close();
  await testDb?.drop();
});

async function explain(sqlText: string, params: readonly unknown[]): Promise<string[]> {
  if (testDb.handle.dialect === 'postgres') {
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    try {
      await client.query('set enable_seqscan = off');
      const res = await client.query(`explain ${sqlText}`, params as unknown[]);
      return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    } finally {
      await client.end();
    }
  }
  const sqlite = new Database(testDb.url.replace(/^sqlite:/, ''), { readonly: true });
  try {
    const bound = params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
    return (sqlite.prepare(`explain query plan ${sqlText}`).all(...bound) as { detail: string }[]).map(
      (r) => r.detail,
    );
  } finally {
    sqlite.close();
  }
}

function fullScans(plan: string[]): string[] {
  return plan.filter((line) =>
    USER_TABLES.some((t) =>
      dialect === 'postgres'
        ? new RegExp(`Seq Scan on "?${t}"?\\b`).test(line)
        : new RegExp(`^SCAN "?${t}"?(\\s|$)`).test(line.trim()),
    ),
  );
}

describe(`EXPLAIN of every page query (${dialect})`, () => {
  it('recognises a full scan when it sees one (the check itself works)', async () => {
    const [p1, p2] = dialect === 'postgres' ? ['$1', '$2'] : ['?', '?'];
    expect(fullScans(await explain(`select id from tasks where title = ${p1}`, ['x']))).toHaveLength(1);
    expect(
      fullScans(
        await explain(`select id from tasks where user_id = ${p1} and created_date = ${p2}`, ['u', today]),
      ),
    ).toEqual([]);
  });

  it('finds every row through an index for a seeded account', async () => {
    captured.clear();
    // The demo family, and the lesson-plan family (4 children, each in 8 classes of 180 lessons).
    for (const email of [DEMO_EMAIL, PLANS_EMAIL]) {
      currentAccount = email;
      const signIn = await built.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = cookieFrom(signIn.headers['set-cookie']);
      const children = (
        await built.app.inject({ method: 'GET', url: '/api/students', headers: { cookie } })
      ).json() as { id: string }[];
      // The family's last child: with several, its rows sit among its siblings' in every index.
      const child = children.at(-1)!.id;
      for (const url of PAGE_CALLS.map((u) => u.replace('{child}', child))) {
        currentRoute = url;
        // Twice: the first load of a day takes a different path (carry-forward) than later loads.
        for (let i = 0; i < 2; i++) {
          const res = await built.app.inject({ method: 'GET', url, headers: { cookie } });
          expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
        }
      }
    }
    expect(captured.size).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const q of captured.values()) {
      const scans = fullScans(await explain(q.sql, q.params));
      if (scans.length) problems.push(`${q.route}\n  ${q.sql}\n  → ${scans.join(' | ')}`);
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
