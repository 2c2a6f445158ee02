import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDaysIso, mondayOf, todayIn } from '../../src/shared/domain/dates';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * Loop schedules (issue 41, ADR 041): a loop class of six readings, two a day, ticked over three days with one
 * missed, shows the right items each day — the missed day loses nothing, a skipped day neither, and the loop
 * wraps round. The server has no clock to set: the days are the three before the real today (the class meets
 * every day, so any three will do), today, and the two after it.
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

test('a loop of six readings, two a day: the next items each day, a missed or skipped day loses nothing, and it wraps round', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
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
