import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mondayOf, todayIn } from '@shared/domain/dates';
import { weekSchema, type Week } from '@shared/schemas/lesson-plan';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addLessons } from '@tests/setup/lesson-plans';
import type { DB } from '../../db/types';
import { loopItemsQuery } from './loop.repository';
import { nextLessonsQuery, pinsInRangeQuery } from './week.repository';

/**
 * The week's and the dashboard's plan reads after ADR 055: the loop items read from the family's loop classes (not
 * from every lesson of the family), and the pinned lessons found through `lessons_class_pinned_idx` (migration 0029).
 * The answers are the ones the reads gave before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const { ok } = apiRequests(() => t.app);

/** The loop items' query as it was before ADR 055 (every lesson of the family, joined to its class). */
const loopItemsBefore = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('lessons as l')
    .innerJoin('classes as c', 'c.id', 'l.classId')
    .select(['l.id', 'l.classId', 'l.title', 'l.minutes', 'l.position'])
    .where('l.userId', '=', userId)
    .where('c.userId', '=', userId)
    .where('c.scheduleKind', '=', 'loop')
    .orderBy('l.classId')
    .orderBy('l.position')
    .orderBy('l.id');

async function classWith(user: TestUser, title: string, kind: 'weekly' | 'loop', lessons: string[]) {
  const cls = await ok(user, 'POST', '/api/classes', {
    title,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:00',
    ...(kind === 'loop' ? { scheduleKind: 'loop', loopPerDay: 2 } : {}),
  });
  const ids = await addLessons(t.deps.db, user, cls.id, lessons, 20);
  return { id: cls.id as string, lessons: ids };
}

/** A family with two loop classes, two weekly ones (one lesson pinned to a day this week, one to next week). */
async function planFamily(name: string) {
  const user = await signUpUser(t.app, { displayName: name, timezone: TZ });
  const loopA = await classWith(user, 'Morning loop', 'loop', ['Psalm', 'Poem', 'Plutarch']);
  const loopB = await classWith(user, 'Afternoon loop', 'loop', ['Nature study', 'Picture study']);
  const math = await classWith(user, 'Math', 'weekly', ['Lesson 1', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
  const reading = await classWith(user, 'Reading', 'weekly', ['Chapter 1', 'Chapter 2', 'Chapter 3']);
  // Positions out of insertion order, and a tie broken by id.
  await t.deps.db.updateTable('lessons').set({ position: 0 }).where('id', '=', loopA.lessons[2]!).execute();
  const today = todayIn(TZ);
  const sunday = addDaysIso(mondayOf(today), 6);
  await t.deps.db
    .updateTable('lessons')
    .set({ pinnedDate: sunday })
    .where('id', '=', math.lessons[2]!)
    .execute();
  await t.deps.db
    .updateTable('lessons')
    .set({ pinnedDate: addDaysIso(sunday, 3) })
    .where('id', '=', reading.lessons[1]!)
    .execute();
  return { user, loopA, loopB, math, reading, sunday };
}

describe(`the plan's reads (${dialect})`, () => {
  it("reads the same loop items as before: the family's loop classes' lessons, in the loop's order", async () => {
    const a = await planFamily('Ada Lovelace');
    const b = await planFamily('Grace Hopper');
    for (const f of [a, b]) {
      const before = await loopItemsBefore(t.deps.db, f.user.id).execute();
      const after = await loopItemsQuery(t.deps.db, { userId: f.user.id }).execute();
      expect(after).toEqual(before);
      expect(after.map((r) => r.id).sort()).toEqual([...f.loopA.lessons, ...f.loopB.lessons].sort());
    }
    // The other family's items are not read.
    const ofA = await loopItemsQuery(t.deps.db, { userId: a.user.id }).execute();
    expect(ofA.some((r) => [...b.loopA.lessons, ...b.loopB.lessons].includes(r.id))).toBe(false);
  });

  it("places the week's loop items and a pinned lesson on its day, the next week's pin not before it", async () => {
    const f = await planFamily('Ada Lovelace');
    const week = await ok<Week>(f.user, 'GET', '/api/week');
    expect(weekSchema.safeParse(week).success).toBe(true);
    const days = week.children[0]!.days;
    const sunday = days.find((d) => d.date === f.sunday)!;
    expect(sunday.lessons.some((l) => l.title === 'Lesson 3')).toBe(true);
    // Pinned to next week: out of this week's queue.
    expect(days.flatMap((d) => d.lessons).some((l) => l.title === 'Chapter 2')).toBe(false);
    const today = days.find((d) => d.date === week.today)!;
    expect(today.lessons.filter((l) => l.loop).length).toBe(4);
  });

  it('finds the pinned lessons through their own index, and the loop items through each class', async () => {
    if (dialect !== 'sqlite') return;
    const f = await planFamily('Ada Lovelace');
    const plan = async (q: { compile(): CompiledQuery }) => {
      const c = q.compile();
      const rows = await t.deps.db.executeQuery(
        CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
      );
      return (rows.rows as { detail: string }[]).map((r) => r.detail).join('\n');
    };
    const items = await plan(loopItemsQuery(t.deps.db, { userId: f.user.id }));
    expect(items).toMatch(/SEARCH l USING INDEX lessons_class_position_idx/);
    expect(items).not.toMatch(/lessons_user_created_id_idx/);
    const pins = await plan(pinsInRangeQuery(t.deps.db, { userId: f.user.id }, mondayOf(f.sunday), f.sunday));
    expect(pins).toMatch(/lessons_class_pinned_idx/);
  });

  it("tests each next lesson against the child's completions by a probe on PostgreSQL, not an anti join", async () => {
    if (dialect !== 'postgres') return;
    const f = await planFamily('Grace Hopper');
    const c = nextLessonsQuery(t.deps.db, 'postgres', { userId: f.user.id }, 7, mondayOf(f.sunday)).compile();
    const rows = await t.deps.db.executeQuery(CompiledQuery.raw(`explain ${c.sql}`, [...c.parameters]));
    const plan = (rows.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    // ADR 060: as an anti join PostgreSQL held the child's every completion and compared each lesson with them all.
    expect(plan).not.toMatch(/Anti Join/);
    expect(plan).toMatch(/NOT EXISTS\(SubPlan/);
    expect(plan).toMatch(/lesson_completions/);
  });
});
