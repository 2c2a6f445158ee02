import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDaysIso, mondayOf, todayIn } from '../../src/shared/domain/dates';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * Loop schedules (issue 41, ADR 041): a loop class of six readings, two a day, ticked over three days with one
 * missed, shows the right items each day — the missed day loses nothing, a skipped day neither, and the loop
 * wraps round. The server has no clock to set: the days are the three before the real today (the class meets
 * every day, so any three will do), today, and the two after it. And with 'Parent confirms completed work' on, a
 * child's tick of an item on the family tablet waits until the parent confirms it on /confirm (ADR 052).
 */
const LOAD = { timeout: 30_000 };
const SHOTS = '/tmp/shots-loop';
const TZ = 'America/New_York';
const READINGS = ['Psalm', 'Poem', 'Plutarch', 'Shakespeare', 'Nature study', 'Picture study'];

test.describe.configure({ timeout: 90_000 });
mkdirSync(SHOTS, { recursive: true });

async function openWeekOf(page: Page, date: string) {
  const start = mondayOf(date);
  await page.goto(start === mondayOf(todayIn(TZ)) ? '/week' : `/week?start=${start}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeVisible(LOAD);
  await expect(page.locator('[data-child]').first()).toBeVisible(LOAD);
}
const cell = (page: Page, date: string) => page.locator(`[data-child] li[data-date="${date}"]`);
const item = (page: Page, date: string, title: string) =>
  cell(page, date).getByRole('checkbox', { name: new RegExp(`^${title}\\b`) });

/** The readings a day shows, in order (with ✓ when ticked). */
async function shown(page: Page, date: string) {
  const boxes = cell(page, date).getByRole('checkbox');
  const out: string[] = [];
  for (const box of await boxes.all()) {
    const id = await box.evaluate((el) => el.id);
    const label = await page.locator(`label[for="${id}"]`).first().innerText();
    const title = READINGS.find((r) => label.startsWith(r)) ?? label;
    out.push(`${(await box.getAttribute('data-state')) === 'checked' ? '✓' : ''}${title}`);
  }
  return out;
}

async function tickOn(page: Page, date: string, title: string) {
  const done = page.waitForResponse(
    (r) => r.url().includes('/loop-items/') && r.request().method() === 'POST',
  );
  await item(page, date, title).click();
  expect((await done).status()).toBe(200);
  await expect(item(page, date, title)).toBeChecked();
}

/** A new family (signed in on `page`) with the loop class 'Morning time': the six readings, two a day. */
async function loopFamily(page: Page) {
  const account = newAccount();
  const signUp = await page.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Maya Johnson',
      yourName: 'Rosa Johnson',
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: TZ,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const me = (await (await page.request.get('/api/me')).json()) as { students: { id: string }[] };
  const studentId = me.students[0]!.id;
  const cls = await page.request.post('/api/classes', {
    data: {
      title: 'Morning time',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '08:00',
      endTime: '09:00',
      scheduleKind: 'loop',
      loopPerDay: 2,
    },
  });
  expect(cls.status()).toBe(201);
  const classId = ((await cls.json()) as { id: string }).id;
  const lessons = await page.request.post(`/api/classes/${classId}/lessons`, {
    data: { lines: READINGS.join('\n'), minutes: 15 },
  });
  expect(lessons.status()).toBeLessThan(300);
  return { studentId, classId };
}

test('a loop of six readings, two a day: the next items each day, a missed or skipped day loses nothing, and it wraps round', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { studentId, classId } = await loopFamily(page);

  const today = todayIn(TZ);
  const [d1, d2, d3] = [addDaysIso(today, -3), addDaysIso(today, -2), addDaysIso(today, -1)];
  const [t1, t2] = [addDaysIso(today, 1), addDaysIso(today, 2)];

  // Day 1: the first two readings, ticked on their day.
  await openWeekOf(page, d1);
  expect(await shown(page, d1)).toEqual(['Psalm', 'Poem']);
  await expect(cell(page, d1).getByText('Loop').first()).toBeVisible();
  await tickOn(page, d1, 'Psalm');
  await tickOn(page, d1, 'Poem');

  // Day 2 is missed; day 3 offers the next two (nothing lost), and they are ticked there.
  await openWeekOf(page, d3);
  expect(await shown(page, d3)).toEqual(['Plutarch', 'Shakespeare']);
  await tickOn(page, d3, 'Plutarch');
  await tickOn(page, d3, 'Shakespeare');

  // Reloaded: each past day keeps what was done on it; today has the last two; the missed day still offers its two.
  await openWeekOf(page, d1);
  expect(await shown(page, d1)).toEqual(['✓Psalm', '✓Poem']);
  await openWeekOf(page, d2);
  expect(await shown(page, d2)).toEqual(['Plutarch', 'Shakespeare']);
  await openWeekOf(page, today);
  expect(await shown(page, d3)).toEqual(['✓Plutarch', '✓Shakespeare']);
  expect(await shown(page, today)).toEqual(['Nature study', 'Picture study']);

  // Tomorrow is skipped ('Skip this day'): the day after wraps round to the top.
  const skip = await page.request.put(`/api/students/${studentId}/classes/${classId}/skips/${t1}`);
  expect(skip.status()).toBe(200);
  await openWeekOf(page, t2);
  expect(await shown(page, t1)).toEqual([]);
  expect(await shown(page, t2)).toEqual(['Psalm', 'Poem']);

  await openWeekOf(page, today);
  await expectAccessible(page);
  await cell(page, today).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/week-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await openWeekOf(page, today);
  await cell(page, today).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/week-375.png`, fullPage: true });

  // The lesson plan page says it is a loop and what comes next.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/classes/${classId}/lessons`);
  await expect(page.getByText(/This class is a loop/)).toBeVisible(LOAD);
  await expect(page.getByTestId('loop-next')).toContainText('Next: Nature study, Picture study');
  // Its list says how often each reading was done and when last.
  const psalmRow = page.locator('[data-lesson-id]').filter({ hasText: 'Psalm' });
  await expect(psalmRow.locator('[data-lesson-day="done"]')).toHaveText(
    /^done once, on \w{3} \w{3} \d{1,2}$/,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/plan-1280.png`, fullPage: true });

  // The class form shows the schedule it was given: a loop, two items a day.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Edit Morning time' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Schedule' })).toHaveText('Loop', LOAD);
  await expect(dialog.getByRole('combobox', { name: 'Items per day' })).toHaveText('2');
  await dialog.getByRole('combobox', { name: 'Schedule' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/form-375.png` });
  await context.close();
});

test("a child's tick of a loop item waits where completed work is confirmed; the parent confirms it on /confirm", async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { studentId } = await loopFamily(page);
  const today = todayIn(TZ);
  // The parent turns 'Parent confirms completed work' on and lets the child sign in with a PIN.
  const PIN = '604219';
  expect((await page.request.patch('/api/settings', { data: { confirmCompletions: true } })).status()).toBe(
    200,
  );
  const signIn = await page.request.put(`/api/students/${studentId}/sign-in`, {
    data: { kind: 'pin', pin: PIN },
  });
  expect(signIn.status(), await signIn.text()).toBeLessThan(300);
  const { familyCode } = (await signIn.json()) as { familyCode: string };

  // The child, signed in on the family tablet, ticks today's first reading: it waits for a parent (no error).
  const tablet = await browser.newContext({
    baseURL,
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  const child = await tablet.newPage();
  const childIn = await child.request.post('/api/account/child-sign-in', {
    data: { familyCode, name: 'Maya Johnson', secret: PIN },
  });
  expect(childIn.status(), await childIn.text()).toBe(200);
  await child.goto('/');
  const todays = child.getByTestId('todays-lessons');
  const reading = todays.getByRole('checkbox', { name: /^Psalm/ });
  await expect(reading).toBeVisible(LOAD);
  const ticked = child.waitForResponse(
    (r) => r.url().includes('/loop-items/') && r.request().method() === 'POST',
  );
  await reading.click();
  expect((await ticked).status()).toBe(200);
  await expect(reading).toBeChecked();
  await expect(todays.getByText('Waiting for a parent')).toBeVisible(LOAD);
  await tablet.close();

  // The parent's 'To confirm': the reading, its loop class, the child and the day; confirmed, it counts on its day.
  await page.goto('/confirm');
  const row = page.getByTestId('confirm-list').getByRole('listitem');
  await expect(row).toHaveCount(1, LOAD);
  await expect(row).toContainText('Psalm');
  await expect(row).toContainText('Maya Johnson · Loop item: Morning time');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/confirm-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/confirm-375.png`, fullPage: true });
  await row.getByRole('button', { name: 'Confirm: Psalm (Maya Johnson)' }).click();
  await expect(page.getByTestId('confirm-empty')).toBeVisible(LOAD);
  const hours = await page.request.get(`/api/students/${studentId}/hours?from=${today}&to=${today}`);
  expect(((await hours.json()) as { entries: { minutes: number }[] }).entries.map((e) => e.minutes)).toEqual([
    15,
  ]);
  const week = (await (await page.request.get(`/api/students/${studentId}/week`)).json()) as {
    children: { days: { date: string; lessons: { title: string; done: boolean; pending: boolean }[] }[] }[];
  };
  const psalm = week.children[0]!.days.find((d) => d.date === today)!.lessons.find(
    (l) => l.title === 'Psalm',
  );
  expect(psalm).toMatchObject({ done: true, pending: false });
  await context.close();
});
