import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { planDay } from '../../src/client/features/lessons/plan-day';
import { addDaysIso, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { expect, expectAccessible, firstChild, test } from './fixtures';

/** Where the screenshots go (looked at by hand: 1280 and 375 px). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-plan-import';
mkdirSync(SHOTS, { recursive: true });

const label = (iso: string) => planDay(iso, todayIn('America/New_York'));

/** The school days (Mon–Fri) from today in the account's timezone (the fixture signs up in America/New_York). */
function weekdaysFromToday(n: number): string[] {
  const out: string[] = [];
  for (let d = todayIn('America/New_York'); out.length < n; d = addDaysIso(d, 1))
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) out.push(d);
  return out;
}

/** A co-op's 40-lesson scope and sequence, as a spreadsheet saves it: week and day first, weeks out of order. */
function fortyLessons(): Buffer {
  const lines = ['Week,Day,Lesson,Minutes,Notes'];
  for (const week of [3, 1, 2, 4, 5, 6, 7, 8])
    for (let day = 1; day <= 5; day++)
      lines.push(
        `${week},${day},"Science ${(week - 1) * 5 + day}",${day === 5 ? 50 : 30},"Notebook, page ${week}"`,
      );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const lessonItems = (page: Page) => page.getByRole('list', { name: 'Lessons' }).getByRole('listitem');

test('a 40-lesson CSV imports into a class through the dialog and places itself; the plan exports', async ({
  page,
  account: _,
}) => {
  test.setTimeout(90_000);
  const child = await firstChild(page.request);
  const res = await page.request.post('/api/classes', {
    data: {
      title: 'Science',
      daysOfWeek: [1, 2, 3, 4, 5],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [child.id],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const classId = ((await res.json()) as { id: string }).id;

  await page.goto(`/classes/${classId}/lessons`);
  await expect(page.getByRole('heading', { name: 'No lessons yet' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import plan…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a plan' });
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'science.csv',
    mimeType: 'text/csv',
    buffer: fortyLessons(),
  });

  // The preview: the columns guessed from the header row, the lessons in week and day order.
  await expect(dialog.getByLabel('Column C (Lesson)')).toHaveValue('title');
  await expect(dialog.getByLabel('Column A (Week)')).toHaveValue('week');
  await expect(dialog.getByLabel('Column D (Minutes)')).toHaveValue('minutes');
  const table = dialog.getByRole('region', { name: 'Lessons to import' });
  await expect(table.getByRole('row')).toHaveCount(41);
  await expect(table.getByRole('row').nth(1)).toContainText('Science 1');
  await expect(dialog.getByRole('button', { name: 'Import 40 lessons' })).toBeEnabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/preview-1280.png` });

  // A wrong mapping shows the problems by row and column, and the import waits.
  await dialog.getByLabel('Column E (Notes)').selectOption('minutes');
  await expect(dialog.getByLabel('Column D (Minutes)')).toHaveValue('ignore');
  await expect(dialog.getByText('40 problems to fix')).toBeVisible();
  await expect(dialog.getByText('Row 2, minutes: must be a whole number from 1 to 1440')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 lessons' })).toBeDisabled();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/preview-errors-375.png` });
  await dialog.getByLabel('Column D (Minutes)').selectOption('minutes');
  await dialog.getByLabel('Column E (Notes)').selectOption('notes');
  await expect(dialog.getByText('40 problems to fix')).toBeHidden();
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/preview-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import 40 lessons' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('40 lessons imported')).toBeVisible();

  // In the plan, in week order, each with its planned day: the 40 school days from today.
  const days = weekdaysFromToday(40);
  await expect(lessonItems(page)).toHaveCount(40);
  await expect(lessonItems(page).first()).toContainText('Science 1');
  await expect(lessonItems(page).first()).toContainText(`planned ${label(days[0]!)}`);
  await expect(lessonItems(page).nth(4)).toContainText('50 min');
  await expect(page.getByRole('list', { name: 'Progress' })).toContainText(
    `0 of 40 done · next ${label(days[0]!)} · ends ${label(days[39]!)}`,
  );
  await page.screenshot({ path: `${SHOTS}/plan-1280.png` });

  // Export: the CSV and the JSON plan, to share.
  await page.getByRole('button', { name: 'Export plan' }).click();
  const exporting = page.getByRole('dialog', { name: 'Export the plan' });
  const csvLink = exporting.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/classes/${classId}/lessons/export?format=csv`);
  const download = page.waitForEvent('download');
  await csvLink.click();
  expect((await download).suggestedFilename()).toBe('plan-science.csv');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/export-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await exporting.getByRole('button', { name: 'Close' }).first().click();
  await expect(exporting).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/plan-375.png` });
});
