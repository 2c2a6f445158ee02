import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDaysIso, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { expect, expectAccessible, test } from './fixtures';

/** Where the screenshots go (looked at by hand: 1280 and 375 px). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-reschedule';
mkdirSync(SHOTS, { recursive: true });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (iso: string) =>
  `${WEEKDAYS[weekdayOf(iso)]} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

/** The class days (Mon–Fri) from today in the account's timezone, leaving out `except`. */
function classDays(n: number, except: string): string[] {
  const out: string[] = [];
  for (let d = todayIn('America/New_York'); out.length < n; d = addDaysIso(d, 1))
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5 && d !== except) out.push(d);
  return out;
}

const row = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').filter({ hasText: title });

test('a pinned Friday test stays on Friday while the rest move after a push; Undo puts them back', async ({
  page,
  account: _,
}) => {
  test.setTimeout(45_000);
  // The class and its plan through the API: nine lessons and the unit test last.
  const created = await page.request.post('/api/classes', {
    data: { title: 'Math', daysOfWeek: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '10:00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const lines = [...Array.from({ length: 9 }, (_, i) => `Lesson ${i + 1}`), 'Unit test'].join('\n');
  const added = await page.request.post(`/api/classes/${classId}/lessons`, { data: { lines } });
  expect(added.status(), await added.text()).toBe(201);

  let friday = addDaysIso(todayIn('America/New_York'), 7);
  while (weekdayOf(friday) !== 5) friday = addDaysIso(friday, 1);
  const days = classDays(12, friday);

  await page.goto(`/classes/${classId}/lessons`);
  await expect(page.getByRole('heading', { name: 'Lesson plan: Math', level: 1 })).toBeVisible({
    timeout: 20_000,
  });

  // Pin the unit test to Friday.
  await page.getByRole('button', { name: 'Reschedule Unit test' }).click();
  await expect(page.getByRole('button', { name: 'Push from here…' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/menu-1280.png` });
  await page.getByRole('button', { name: 'Pin to a date…' }).click();
  const pin = page.getByRole('dialog', { name: 'Pin to a date' });
  await pin.getByLabel('Date').fill(friday);
  await pin.getByRole('button', { name: 'Pin' }).click();
  await expect(pin).toBeHidden();
  await expect(page.getByText(`Pinned to ${label(friday)}.`)).toBeVisible();
  await expect(row(page, 'Unit test')).toContainText(`Pinned to ${label(friday)}`);
  await expect(row(page, 'Unit test')).toContainText(`planned ${label(friday)}`);
  await expect(row(page, 'Lesson 2')).toContainText(`planned ${label(days[1]!)}`);

  // Push from Lesson 2 by two class days, by keyboard.
  await page.getByRole('button', { name: 'Reschedule Lesson 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Push from here…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const push = page.getByRole('dialog', { name: 'Push from here' });
  await push.getByLabel('Class days').fill('61');
  await push.getByRole('button', { name: 'Push' }).click();
  await expect(push.getByText('Push by a whole number of class days from 1 to 60.')).toBeVisible();
  await push.getByLabel('Class days').fill('2');
  await push.getByRole('button', { name: 'Push' }).click();
  await expect(push).toBeHidden();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Pushed 2 class days from here.' });
  await expect(toast).toBeVisible();

  // The test stays on Friday; Lesson 2 on moves two class days (around the Friday), Lesson 1 stays.
  await expect(row(page, 'Unit test')).toContainText(`planned ${label(friday)}`);
  await expect(row(page, 'Lesson 1')).toContainText(`planned ${label(days[0]!)}`);
  await expect(row(page, 'Lesson 2')).toContainText(`planned ${label(days[3]!)}`);
  await expect(row(page, 'Lesson 2')).toContainText('Pushed 2 class days');
  await expect(row(page, 'Lesson 9')).toContainText(`planned ${label(days[10]!)}`);

  // Undo in the toast: the push goes; the pin stays.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(row(page, 'Lesson 2')).toContainText(`planned ${label(days[1]!)}`);
  await expect(row(page, 'Lesson 2')).not.toContainText('Pushed');
  await expect(row(page, 'Unit test')).toContainText(`planned ${label(friday)}`);

  // Pushed again (through the API), the page shows the push and the pin: checked and looked at.
  const lesson2 = await row(page, 'Lesson 2').getAttribute('data-lesson-id');
  const again = await page.request.put(`/api/lessons/${lesson2}/shift`, { data: { days: 2 } });
  expect(again.status(), await again.text()).toBe(200);
  await expect(row(page, 'Lesson 2')).toContainText('Pushed 2 class days');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/reschedule-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/reschedule-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Unpin from the menu: the test goes back to the end of the plan.
  await page.getByRole('button', { name: 'Reschedule Unit test' }).click();
  await page.getByRole('button', { name: 'Unpin', exact: true }).click();
  await expect(row(page, 'Unit test')).not.toContainText('Pinned');
  await expect(row(page, 'Unit test')).toContainText(`planned ${label(classDays(12, '')[11]!)}`);
});
