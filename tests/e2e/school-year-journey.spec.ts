import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDaysIso, mondayOf, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Lesson plans end to end, through the pages a parent uses: a school year with a break, a class of 'Lesson {1-20}'
 * that places itself on its weekdays and around the break, a missed day and a skipped day that roll the plan,
 * lessons ticked from the week view for two children, and the calendar link copied.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-journey';
mkdirSync(SHOTS, { recursive: true });
const LOAD = { timeout: 30_000 };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (iso: string) =>
  `${WEEKDAYS[weekdayOf(iso)]} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

/** Today in the account's timezone (the fixture signs up in America/New_York). */
const today = todayIn('America/New_York');
/** The class meets today, two days on and four days on, whatever today is; the year has every day a school day. */
const classDays = [0, 2, 4].map((n) => weekdayOf(addDaysIso(today, n)));
const nextMonday = addDaysIso(mondayOf(today), 7);
/** The break: the class's second day of next week, so the week view shows a class day without a lesson. */
const breakDay = Array.from({ length: 7 }, (_, i) => addDaysIso(nextMonday, i)).filter((d) =>
  classDays.includes(weekdayOf(d)),
)[1]!;
/** Where the 20 lessons fall: the class days from today on, the break left out. */
function placement(from: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  for (let d = from; out.length < 20; d = addDaysIso(d, 1))
    if (classDays.includes(weekdayOf(d)) && d !== breakDay && !skip.includes(d)) out.push(d);
  return out;
}

async function openWeekOf(page: Page, date: string) {
  const start = mondayOf(date);
  const url = start === mondayOf(today) ? '/week' : `/week?start=${start}`;
  if (!page.url().endsWith(url)) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeVisible(LOAD);
  }
  await expect(page.locator('[data-child]').first()).toBeVisible(LOAD);
}

async function cell(page: Page, studentId: string, date: string) {
  await openWeekOf(page, date);
  return page.locator(`[data-child="${studentId}"] li[data-date="${date}"]`);
}

const lesson = (scope: ReturnType<Page['locator']>, n: number) =>
  scope.getByRole('checkbox', { name: new RegExp(`^Lesson ${n}\\b`) });

async function xpOf(page: Page): Promise<number[]> {
  const me = (await (await page.request.get('/api/me')).json()) as { students: { xp: number }[] };
  return me.students.map((s) => s.xp);
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a year with a break, a class of Lesson {1-20} that places itself, a missed and a skipped day, ticks for two children, the calendar link', async ({
  page,
  context,
  account: _,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const added = await page.request.post('/api/students', { data: { name: 'Leo', age: 7 } });
  expect(added.status(), await added.text()).toBe(201);
  const me = (await (await page.request.get('/api/me')).json()) as {
    students: { id: string; name: string }[];
  };
  const [maya, leo] = me.students as [{ id: string; name: string }, { id: string; name: string }];

  // The school year: every day a school day, and a break of one day next week for the whole family.
  await page.goto('/school-year');
  await expect(page.getByRole('heading', { name: 'School Year', level: 1 })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Add School Year' }).click();
  const yearForm = page.getByRole('dialog', { name: 'Add a school year' });
  await yearForm.getByLabel('First day').fill(addDaysIso(today, -14));
  await yearForm.getByLabel('Last day').fill(addDaysIso(today, 200));
  await yearForm.getByLabel('Name').fill('Our Year');
  for (const weekday of ['Saturday', 'Sunday'])
    await yearForm.getByRole('checkbox', { name: weekday }).check();
  await yearForm.getByRole('button', { name: 'Add School Year' }).click();
  await expect(page.getByText('Our Year added')).toBeVisible();
  const yearCard = page
    .getByTestId('school-year')
    .filter({ has: page.getByRole('heading', { name: 'Our Year' }) });
  await yearCard.getByRole('button', { name: 'Add break' }).click();
  const breakForm = page.getByRole('dialog', { name: 'Add a break to Our Year' });
  await breakForm.getByLabel('Name').fill('Field trip');
  await breakForm.getByLabel('From').fill(breakDay);
  await breakForm.getByLabel('To').fill(breakDay);
  await breakForm.getByRole('button', { name: 'Add Break' }).click();
  await expect(page.getByText('Field trip added')).toBeVisible();
  await expect(yearCard.getByTestId('break-row').filter({ hasText: 'Field trip' })).toContainText(
    'Whole family',
  );
  await shoot(page, 'year');

  // A class in that year on three weekdays, for both children (a new class enrols every child).
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Add Class' }).first().click();
  const classForm = page.getByRole('dialog', { name: 'Add Class' });
  await classForm.getByLabel('Class title').fill('Science');
  await expect(classForm.getByRole('combobox', { name: 'School year' })).toContainText('Our Year');
  for (const day of classDays) await classForm.getByRole('checkbox', { name: DAY_NAMES[day]! }).check();
  await classForm.getByRole('button', { name: 'Add Class' }).click();
  await expect(page.getByText('Science has been added to your classes')).toBeVisible();

  // Its lesson plan: 'Lesson {1-20}', each child's next and last lesson projected around the break.
  await page.getByRole('link', { name: 'Lesson plan of Science' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson plan: Science', level: 1 })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Add many' }).click();
  const many = page.getByRole('dialog', { name: 'Add many lessons' });
  await many.getByLabel('Pattern').fill('Lesson {1-20}');
  await many.getByRole('button', { name: 'Add 20 lessons' }).click();
  await expect(page.getByText('20 lessons added')).toBeVisible();
  const planned = placement(today);
  const progress = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(progress).toHaveCount(2);
  for (const row of [progress.nth(0), progress.nth(1)])
    await expect(row).toContainText(
      `0 of 20 done · next ${label(planned[0]!)} · ends ${label(planned[19]!)}`,
    );
  await expectAccessible(page);
  await shoot(page, 'lesson-plan');

  // The week view: lessons only on the class's weekdays, none on the break.
  for (let i = 0; i < 14; i++) {
    const date = addDaysIso(mondayOf(today), i);
    const day = await cell(page, leo.id, date);
    const n = planned.indexOf(date);
    // A past day offers catch-up lessons to record there (ADR 033; tests/e2e/week-past-days.spec.ts).
    if (date < today)
      await expect(day.locator('[data-catch-up]')).toHaveCount(await day.getByRole('checkbox').count());
    else if (n >= 0)
      await expect(day.getByRole('checkbox')).toHaveAccessibleName(new RegExp(`^Lesson ${n + 1}\\b`));
    else await expect(day.getByRole('checkbox')).toHaveCount(0);
  }
  const onBreak = await cell(page, leo.id, breakDay);
  await expect(onBreak.getByText('Break: Field trip')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'week-next');

  // Maya misses today (marked absent on the attendance page): her plan rolls one class day; Leo's does not.
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Mark Absent' }).click();
  await expect(page.getByText('Attendance updated')).toBeVisible();
  const mayaToday = await cell(page, maya.id, today);
  await expect(mayaToday.getByText('Absent', { exact: true })).toBeVisible();
  await expect(mayaToday.getByRole('checkbox')).toHaveCount(0);
  await expect(lesson(await cell(page, maya.id, planned[1]!), 1)).toBeVisible();
  await expect(lesson(await cell(page, leo.id, today), 1)).toBeVisible();

  // Leo skips his next class day: Lesson 2 moves to the class day after it.
  const leoNext = await cell(page, leo.id, planned[1]!);
  await leoNext.getByRole('button', { name: /^More actions: .*, Leo,/ }).click();
  await page.getByRole('menuitem', { name: /^Skip this day: Science, Leo,/ }).click();
  await expect(page.getByText('Day skipped')).toBeVisible();
  await expect(leoNext.getByText(/Science: Skipped$/)).toBeVisible();
  await expect(lesson(await cell(page, leo.id, planned[2]!), 2)).toBeVisible();

  // Ticks from the week view for both children: Leo's Lesson 1 today (+15, and the day marked present +5);
  // Maya's Lesson 1, placed on a later day, done today (+15; her day stays absent).
  await lesson(await cell(page, leo.id, today), 1).click();
  await expect(lesson(await cell(page, leo.id, today), 1)).toBeChecked();
  await lesson(await cell(page, maya.id, planned[1]!), 1).click();
  await expect.poll(() => xpOf(page)).toEqual([15, 20]);
  await expect((await cell(page, maya.id, today)).getByText('Absent', { exact: true })).toBeVisible();
  // Done today, ticked ahead: Lesson 1 stays on its day, ticked, and Lesson 2 keeps its own (ADR 033).
  await expect(lesson(await cell(page, maya.id, planned[1]!), 1)).toBeChecked();
  await expect(lesson(await cell(page, maya.id, planned[2]!), 2)).toBeVisible();
  await openWeekOf(page, today);
  await expectAccessible(page);
  await shoot(page, 'week-now');

  // The plan page counts what was done, and shows each child's new end.
  await page.goto('/classes');
  await page.getByRole('link', { name: 'Lesson plan of Science' }).click();
  const rows = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(rows.filter({ hasText: maya.name })).toContainText('1 of 20 done', LOAD);
  await expect(rows.filter({ hasText: 'Leo' })).toContainText(
    `1 of 20 done · next ${label(placement(addDaysIso(today, 1), [planned[1]!])[0]!)}`,
  );

  // The calendar link: created, copied, and serving the lessons as placed.
  await page.goto('/settings');
  const feeds = page.getByRole('region', { name: 'Calendar feed' });
  const family = feeds.getByRole('listitem').filter({ hasText: 'Family' });
  await family.getByRole('button', { name: 'Create link: Family' }).click();
  await expect(page.getByText('Calendar link created')).toBeVisible();
  await family.getByRole('button', { name: 'Copy: Family' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('Lesson 2');
  await shoot(page, 'settings-feed');
});
