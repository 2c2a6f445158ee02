import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDaysIso, mondayOf, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { expect, expectAccessible, newAccount, test } from './fixtures';
import { fit, UNBROKEN } from './long-text';

/**
 * The week view: lessons on their classes' weekdays, the plan rolling past an absence and a
 * skipped day, ticking lessons for two children, the dashboard's card, the printed checklist.
 */
const LOAD = { timeout: 30_000 };
const SHOTS = '/tmp/shots-week';
const today = () => todayIn('America/New_York');
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

test.describe.configure({ timeout: 120_000 });
mkdirSync(SHOTS, { recursive: true });

interface Child {
  id: string;
  name: string;
}

interface Family {
  page: Page;
  userId: string;
  children: Child[];
  addClass(title: string, daysOfWeek: number[], studentIds: string[], lessons: number): Promise<string>;
  addLessons(classId: string, titles: readonly string[]): Promise<void>;
}

/** A fresh account with two children (Maya and Leo). */
async function family(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Family> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  const account = newAccount();
  const res = await page.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Maya Johnson',
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  await ok(page.request, 'POST', '/api/students', { name: 'Leo Johnson', age: 7 });
  const me = (await ok(page.request, 'GET', '/api/me')) as { students: { id: string; name: string }[] };
  const addLessons = async (classId: string, titles: readonly string[]) => {
    if (titles.length > 0)
      await ok(page.request, 'POST', `/api/classes/${classId}/lessons`, {
        lines: titles.join('\n'),
        minutes: 30,
      });
  };
  return {
    page,
    userId,
    children: me.students,
    addLessons,
    async addClass(title, daysOfWeek, studentIds, lessons) {
      const cls = (await ok(page.request, 'POST', '/api/classes', {
        title,
        daysOfWeek,
        startTime: '09:00',
        endTime: '10:00',
        studentIds,
      })) as { id: string };
      await addLessons(
        cls.id,
        Array.from({ length: lessons }, (_, i) => `${title} ${i + 1}`),
      );
      return cls.id;
    },
  };
}

async function ok(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<unknown> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** Opens the week holding `date` (unless it shows already) and waits for it. */
async function openWeekOf(page: Page, date: string) {
  const start = mondayOf(date);
  const url = start === mondayOf(today()) ? '/week' : `/week?start=${start}`;
  if (!page.url().endsWith(url)) await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeVisible(LOAD);
  await expect(page.locator('[data-child]').first()).toBeVisible(LOAD);
}

/** A child's cell of a day (the week holding it opened first). */
async function cell(page: Page, studentId: string, date: string) {
  await openWeekOf(page, date);
  return page.locator(`[data-child="${studentId}"] li[data-date="${date}"]`);
}

const lesson = (scope: ReturnType<Page['locator']>, title: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${title}\\b`) });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function xpOf(page: Page): Promise<number[]> {
  const me = (await ok(page.request, 'GET', '/api/me')) as { students: { xp: number }[] };
  return me.students.map((s) => s.xp);
}

async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

test("places lessons on their classes' weekdays; an absence marked on the attendance page rolls the plan", async ({
  browser,
}) => {
  const f = await family(browser);
  const [maya, leo] = f.children as [Child, Child];
  await f.addClass('Math', [1, 3, 5], [maya.id, leo.id], 30);
  await f.addClass('Reading', EVERY_DAY, [maya.id], 30);
  const page = f.page;

  // Next week: Math on Monday, Wednesday and Friday only, one lesson each, in order.
  const nextMonday = addDaysIso(mondayOf(today()), 7);
  let before = 0;
  for (let d = today(); d < nextMonday; d = addDaysIso(d, 1))
    if ([1, 3, 5].includes(weekdayOf(d))) before += 1;
  for (let i = 0; i < 7; i++) {
    const date = addDaysIso(nextMonday, i);
    const leoDay = await cell(page, leo.id, date);
    const math = leoDay.getByRole('checkbox', { name: /^Math \d+/ });
    if ([0, 2, 4].includes(i))
      await expect(math).toHaveAccessibleName(new RegExp(`^Math ${before + [0, 2, 4].indexOf(i) + 1}\\b`));
    else await expect(leoDay.getByText('No lessons')).toBeVisible();
  }
  await expect((await cell(page, maya.id, nextMonday)).getByRole('checkbox')).toHaveCount(2);
  await expectAccessible(page);

  // This week: Maya's Reading 1 today, Reading 2 tomorrow.
  const tomorrow = addDaysIso(today(), 1);
  await expect(lesson(await cell(page, maya.id, today()), 'Reading 1')).toBeVisible();
  await expect(lesson(await cell(page, maya.id, tomorrow), 'Reading 2')).toBeVisible();

  // Maya is absent today (the attendance page marks the current child, the first).
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Mark Absent' }).click();
  await expect(toast(page, 'Attendance updated')).toBeVisible();

  const todayCell = await cell(page, maya.id, today());
  await expect(todayCell.getByText('Absent', { exact: true })).toBeVisible();
  await expect(todayCell.getByRole('checkbox')).toHaveCount(0);
  await expect(lesson(await cell(page, maya.id, tomorrow), 'Reading 1')).toBeVisible();
  await expect(lesson(await cell(page, maya.id, addDaysIso(today(), 2)), 'Reading 2')).toBeVisible();
  await page.context().close();
});

test('skips a day for a class and child: the plan rolls a day later; undoing it moves it back', async ({
  browser,
}) => {
  const f = await family(browser);
  const [maya, leo] = f.children as [Child, Child];
  await f.addClass('Reading', EVERY_DAY, [maya.id, leo.id], 30);
  const page = f.page;
  const tomorrow = addDaysIso(today(), 1);
  const after = addDaysIso(today(), 2);

  const day = await cell(page, leo.id, tomorrow);
  await expect(lesson(day, 'Reading 2')).toBeVisible();
  // 'Skip this day' is in the lesson's menu.
  await day.getByRole('button', { name: /^More actions: Reading 2/ }).click();
  await page.getByRole('menuitem', { name: /^Skip this day: Reading/ }).click();
  await expect(toast(page, 'Day skipped')).toBeVisible();
  await expect(day.getByText('📚 Reading: Skipped')).toBeVisible();
  await expect(day.getByRole('checkbox')).toHaveCount(0);
  await expect(lesson(await cell(page, leo.id, after), 'Reading 2')).toBeVisible();
  // Maya's plan is hers.
  await expect(lesson(await cell(page, maya.id, tomorrow), 'Reading 2')).toBeVisible();

  const skipped = await cell(page, leo.id, tomorrow);
  await skipped.getByRole('button', { name: /^Undo skip: Reading/ }).click();
  await expect(toast(page, 'Skip undone')).toBeVisible();
  await expect(lesson(skipped, 'Reading 2')).toBeVisible();
  await expect(lesson(await cell(page, leo.id, after), 'Reading 3')).toBeVisible();
  await page.context().close();
});

test("completes lessons for two children from the week view, xp rises; the dashboard's card; the printed week", async ({
  browser,
}) => {
  const f = await family(browser);
  const [maya, leo] = f.children as [Child, Child];
  await f.addClass('Reading', EVERY_DAY, [maya.id, leo.id], 30);
  await f.addClass('Math', [1, 2, 3, 4, 5], [maya.id, leo.id], 30);
  const page = f.page;
  expect(await xpOf(page)).toEqual([0, 0]);

  const mayaToday = await cell(page, maya.id, today());
  await lesson(mayaToday, 'Reading 1').click();
  await expect(toast(page, 'Lesson completed! 🎉')).toBeVisible();
  await expect(lesson(mayaToday, 'Reading 1')).toBeChecked();
  const leoToday = page.locator(`[data-child="${leo.id}"] li[data-date="${today()}"]`);
  await lesson(leoToday, 'Reading 1').click();
  await expect(lesson(leoToday, 'Reading 1')).toBeChecked();
  // +15 for the lesson, +5 for the day marked present.
  await expect.poll(() => xpOf(page)).toEqual([20, 20]);
  await expect(page.locator('[data-child]').first().getByRole('heading', { level: 2 })).toContainText('1 of');
  // The next lesson moves on: Reading 2 is tomorrow's.
  await expect(lesson(await cell(page, leo.id, addDaysIso(today(), 1)), 'Reading 2')).toBeVisible();
  await openWeekOf(page, today());
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/week-1280.png`, fullPage: true });

  // The printed week: a checklist per child, one child per page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('week-print')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/week-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'Letter' });
  writeFileSync(`${SHOTS}/week.pdf`, pdf);
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  await page.emulateMedia({ media: 'screen' });

  // The dashboard (Maya is the current child): her lessons today, Reading 1 done; tick Math too.
  await page.goto('/');
  const card = page.getByTestId('todays-lessons');
  await expect(card.getByRole('heading', { name: "Today's lessons" })).toBeVisible(LOAD);
  await expect(card.getByRole('checkbox', { name: /^Reading 1\b/ })).toBeChecked();
  const math = card.getByRole('checkbox', { name: /^Math 1\b/ });
  if (weekdayOf(today()) >= 1 && weekdayOf(today()) <= 5) {
    await math.click();
    await expect(toast(page, 'Lesson completed! 🎉')).toBeVisible();
    await expect(math).toBeChecked();
    await expect.poll(() => xpOf(page)).toEqual([35, 20]);
    await expect(page.getByText('65 XP to level 1')).toBeVisible();
    // Un-ticking takes the lesson's xp back (not the day's).
    await math.click();
    await expect(math).not.toBeChecked();
    await expect.poll(() => xpOf(page)).toEqual([20, 20]);
  }
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await page.context().close();
});

test('looks right on a phone: the days stack, long titles wrap, nothing reaches sideways', async ({
  browser,
}) => {
  const f = await family(browser, { width: 375, height: 812 });
  const [maya, leo] = f.children as [Child, Child];
  await f.addClass('Reading', EVERY_DAY, [maya.id, leo.id], 30);
  const long = await f.addClass(UNBROKEN.slice(0, 100), [1, 3, 5], [maya.id], 0);
  await f.addLessons(long, [fit(200), fit(200)]);
  const page = f.page;
  await openWeekOf(page, today());
  const days = page.locator(`[data-child="${maya.id}"] li[data-date]`);
  await expect(days).toHaveCount(7);
  const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/week-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(
    page.getByTestId('todays-lessons').getByRole('checkbox', { name: /^Reading 1\b/ }),
  ).toBeVisible(LOAD);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
  await page.context().close();
});
