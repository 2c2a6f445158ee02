import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDaysIso, mondayOf, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * Past days (ADR 033): a day before today offers the next lessons to record there; a tick on it records the
 * completion, its hours and its present day on that day; "Mark this week as done as planned"; ticks stay where
 * they were put; the phone week shows one child at a time.
 *
 * The server has no clock to set, so the scenario takes its dates from the real today: the most recent
 * Tuesday and Wednesday before it — this week's from Thursday to Sunday (the Saturday among them),
 * last week's from Monday to Wednesday. Nothing test-only enters the server.
 */
const LOAD = { timeout: 30_000 };
const SHOTS = '/tmp/shots-week-past';
const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const SCHOOL_DAYS = [1, 2, 3, 4, 5];

test.describe.configure({ timeout: 150_000 });
mkdirSync(SHOTS, { recursive: true });

interface Child {
  id: string;
  name: string;
}

async function ok(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<unknown>;
}

/** A fresh account with Maya (and Leo, unless `oneChild`), and a class per title on school days for each. */
async function family(
  browser: Browser,
  viewport: { width: number; height: number },
  classes: string[],
  oneChild = false,
): Promise<{ page: Page; children: Child[] }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  const account = newAccount();
  const res = await page.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Maya Johnson',
      yourName: 'Rosa Johnson',
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: TZ,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (!oneChild) await ok(page.request, 'POST', '/api/students', { name: 'Leo Johnson', age: 7 });
  const me = (await ok(page.request, 'GET', '/api/me')) as { students: Child[] };
  for (const title of classes) {
    const cls = (await ok(page.request, 'POST', '/api/classes', {
      title,
      daysOfWeek: SCHOOL_DAYS,
      startTime: '09:00',
      endTime: '10:00',
      studentIds: me.students.map((s) => s.id),
    })) as { id: string };
    await ok(page.request, 'POST', `/api/classes/${cls.id}/lessons`, {
      lines: Array.from({ length: 20 }, (_, i) => `${title} ${i + 1}`).join('\n'),
      minutes: 30,
    });
  }
  return { page, children: me.students };
}

/** The most recent Tuesday before today (its Wednesday is before today too). */
function pastTuesday(): string {
  const t = today();
  const monday = mondayOf(t);
  return [4, 5, 6, 0].includes(weekdayOf(t)) ? addDaysIso(monday, 1) : addDaysIso(monday, -6);
}

async function openWeek(page: Page, start: string) {
  await page.goto(start === mondayOf(today()) ? '/week' : `/week?start=${start}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeVisible(LOAD);
  await expect(page.locator('[data-child]').first()).toBeVisible(LOAD);
}

const cell = (page: Page, studentId: string, date: string) =>
  page.locator(`[data-child="${studentId}"] li[data-date="${date}"]`);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** 'Tue, Nov 24' as the hours log writes a day. */
const logDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

test("records Tuesday's and Wednesday's work on those days: hours and attendance there; ticks stay; the week at once as planned", async ({
  browser,
}) => {
  const { page, children } = await family(browser, { width: 1280, height: 900 }, ['Reading']);
  const [maya, leo] = children as [Child, Child];
  const tuesday = pastTuesday();
  const wednesday = addDaysIso(tuesday, 1);
  const monday = addDaysIso(tuesday, -1);
  await openWeek(page, monday);

  // Nothing recorded yet: each past school day offers the queue's next lesson, in order.
  const mayaTue = cell(page, maya.id, tuesday);
  const mayaWed = cell(page, maya.id, wednesday);
  await expect(cell(page, maya.id, monday).getByRole('checkbox', { name: /^Reading 1\b/ })).toBeVisible();
  await expect(mayaTue.getByRole('checkbox', { name: /^Reading 2\b/ })).not.toBeChecked();
  await expect(mayaTue.getByRole('checkbox', { name: /^Reading 2\b/ })).toHaveAccessibleDescription(
    'Not recorded yet: tick if done that day',
  );
  await expect(
    page.locator(`[data-child="${maya.id}"]`).getByText('Dashed lessons are not recorded yet'),
  ).toBeVisible();
  const heading = page.locator(`[data-child="${maya.id}"] h2`);
  await expect(heading).toContainText(/0 of \d+ done/);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/past-week-1280.png`, fullPage: true });

  // Tick Tuesday's: it stays there, ticked; the count moves at once; the toast offers Undo.
  await mayaTue.getByRole('checkbox', { name: /^Reading 2\b/ }).click();
  await expect(mayaTue.getByRole('checkbox', { name: /^Reading 2\b/ })).toBeChecked();
  await expect(heading).toContainText(/1 of \d+ done/);
  await expect(toast(page, 'Lesson completed! 🎉')).toBeVisible();

  // Wednesday's, undone from the toast, then ticked again.
  await mayaWed.getByRole('checkbox', { name: /^Reading 3\b/ }).click();
  await expect(mayaWed.getByRole('checkbox', { name: /^Reading 3\b/ })).toBeChecked();
  // The toast in front is the newest (Wednesday's); older ones are stacked behind it.
  await toast(page, 'Lesson completed! 🎉')
    .and(page.locator('[data-front="true"]'))
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(mayaWed.getByRole('checkbox', { name: /^Reading 3\b/ })).not.toBeChecked();
  await expect(heading).toContainText(/1 of \d+ done/);
  await settled(page);
  await mayaWed.getByRole('checkbox', { name: /^Reading 3\b/ }).click();
  await expect(mayaWed.getByRole('checkbox', { name: /^Reading 3\b/ })).toBeChecked();
  await expect(heading).toContainText(/2 of \d+ done/);
  await settled(page);
  // After the refetch they are still there, done on their days.
  await page.reload();
  await expect(cell(page, maya.id, tuesday).getByRole('checkbox', { name: /^Reading 2\b/ })).toBeChecked(
    LOAD,
  );
  await expect(cell(page, maya.id, wednesday).getByRole('checkbox', { name: /^Reading 3\b/ })).toBeChecked();

  // The hours log: one entry on Tuesday, one on Wednesday, none today.
  await page.goto('/records');
  const log = page.getByTestId('hours-log');
  if (tuesday.slice(0, 7) !== today().slice(0, 7))
    await page.getByRole('button', { name: /previous month/i }).click();
  await expect(log).toBeVisible(LOAD);
  for (const day of [tuesday, wednesday])
    await expect(log.getByRole('listitem').filter({ hasText: logDay(day) })).toContainText(
      'From a completed lesson',
    );
  await expect(log.getByRole('listitem')).toHaveCount(2);
  if (tuesday.slice(0, 7) === today().slice(0, 7))
    await expect(log.getByRole('listitem').filter({ hasText: logDay(today()) })).toHaveCount(0);

  // Attendance: Tuesday and Wednesday present, today not marked.
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible(LOAD);
  if (tuesday.slice(0, 7) !== today().slice(0, 7))
    await page.getByRole('button', { name: /previous month/i }).click();
  await expect(page.locator(`button[data-date="${tuesday}"]`)).toHaveAttribute(
    'data-status',
    'present',
    LOAD,
  );
  await expect(page.locator(`button[data-date="${wednesday}"]`)).toHaveAttribute('data-status', 'present');
  if (tuesday.slice(0, 7) === today().slice(0, 7))
    await expect(page.locator(`button[data-date="${today()}"]`)).not.toHaveAttribute(
      'data-status',
      'present',
    );

  // The lesson plan: each lesson's day per child, from the same placement — done on Tuesday, planned ahead.
  await page.goto('/classes');
  await page.getByRole('link', { name: 'Lesson plan of Reading' }).click();
  const reading2 = page
    .locator('[data-lesson-id]')
    .filter({ has: page.locator('[data-lesson-title]', { hasText: /^Reading 2$/ }) });
  await expect(reading2.locator('[data-lesson-day="done"]')).toHaveText(/^Maya Johnson: done on Tue /, LOAD);
  await expect(reading2.locator('[data-lesson-day="planned"]')).toHaveText(/^Leo Johnson: planned \w{3} /);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/lesson-plan-1280.png`, fullPage: true });

  // Leo's week at once, as planned: every past school day of the week gets its lesson, in order.
  await openWeek(page, monday);
  const pastSchoolDays = Array.from({ length: 5 }, (_, i) => addDaysIso(monday, i)).filter(
    (d) => d < today(),
  );
  await page.getByRole('button', { name: `Mark this week as done as planned: ${leo.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${pastSchoolDays.length} lessons not recorded yet`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark this week as done as planned' }).click();
  await expect(toast(page, `${pastSchoolDays.length} lessons recorded on their days`)).toBeVisible();
  for (const [i, day] of pastSchoolDays.entries())
    await expect(
      cell(page, leo.id, day).getByRole('checkbox', { name: new RegExp(`^Reading ${i + 1}\\b`) }),
    ).toBeChecked();
  await expect(
    page.getByRole('button', { name: `Mark this week as done as planned: ${leo.name}` }),
  ).toHaveCount(0);
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/past-week-done-1280.png`, fullPage: true });
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/past-week-done-${width}.png`, fullPage: true });
  }
  await page.context().close();
});

test('a lesson ticked ahead on a day to come stays there ticked; the next one does not slide in', async ({
  browser,
}) => {
  const { page, children } = await family(browser, { width: 1280, height: 900 }, ['Reading'], true);
  const [maya] = children as [Child];
  const week = addDaysIso(mondayOf(today()), 7);
  await openWeek(page, week);
  const day = cell(page, maya.id, addDaysIso(week, 2));
  const box = day.getByRole('checkbox');
  const name = (await box.getAttribute('id'))!;
  const title = (await page.locator(`label[for="${name}"] span`).first().textContent())!;
  await box.click();
  await expect(box).toBeChecked();
  await settled(page);
  await page.reload();
  await expect(day.getByRole('checkbox', { name: new RegExp(`^${title}\\b`) })).toBeChecked(LOAD);
  await expect(day.getByRole('checkbox')).toHaveCount(1);
  await page.context().close();
});

test('the phone week: one child at a time, rare actions in a menu, no taller than one child’s week at 1280', async ({
  browser,
}) => {
  const classes = ['Reading', 'Math'];
  // Both pages' heights as the browser scrolls them, on screens of the same height.
  const wide = await family(browser, { width: 1280, height: 812 }, classes, true);
  await openWeek(wide.page, mondayOf(today()));
  const wideHeight = await wide.page.evaluate(() => document.documentElement.scrollHeight);
  await wide.page.screenshot({ path: `${SHOTS}/one-child-1280.png`, fullPage: true });
  await wide.page.context().close();

  const phone = await family(browser, { width: 375, height: 812 }, classes);
  const page = phone.page;
  const [maya, leo] = phone.children as [Child, Child];
  await openWeek(page, mondayOf(today()));
  await expect(page.locator(`[data-child="${maya.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-child="${leo.id}"]`)).toBeHidden();
  const phoneHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: `${SHOTS}/two-children-375.png`, fullPage: true });
  expect(
    phoneHeight,
    `375 px with two children: ${phoneHeight}; one child at 1280: ${wideHeight}`,
  ).toBeLessThanOrEqual(wideHeight);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The switcher shows Leo alone, then everyone.
  const switcher = page.getByRole('group', { name: 'Show' });
  await switcher.getByRole('button', { name: leo.name }).click();
  await expect(switcher.getByRole('button', { name: leo.name })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-child="${leo.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-child="${maya.id}"]`)).toBeHidden();

  // 'Skip this day' sits in the lesson's menu, by keyboard.
  const tomorrow = addDaysIso(today(), 1);
  if (tomorrow < addDaysIso(mondayOf(today()), 7) && SCHOOL_DAYS.includes(weekdayOf(tomorrow))) {
    const day = cell(page, leo.id, tomorrow);
    await day.getByRole('button', { name: /^More actions: Reading/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: /^Skip this day/ }).press('Enter');
    await expect(toast(page, 'Day skipped')).toBeVisible();
    await expect(day.getByText('📚 Reading: Skipped')).toBeVisible();
  }
  await switcher.getByRole('button', { name: 'All' }).click();
  await expect(page.locator(`[data-child="${maya.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-child="${leo.id}"]`)).toBeVisible();
  await page.context().close();
});
