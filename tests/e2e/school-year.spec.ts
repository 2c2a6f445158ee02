import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { defaultYearName, presetTerms } from '../../src/shared/domain/school-year';
import { rangeLabel } from '../../src/shared/messages/school-years';
import { chooseOption, expect, expectAccessible, firstChild, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-years';
mkdirSync(SHOTS, { recursive: true });

/** Today in the account's timezone (the fixture signs up with America/New_York). */
const day = (n = 0) => addDaysIso(todayIn('America/New_York'), n);

/** The page at a laptop's width and a phone's, each as a full-page screenshot. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('school year', () => {
  test.slow();

  test('adds a year with semesters and a break for one child, sees both listed, and the dashboard counts the year', async ({
    page,
    account: _,
  }) => {
    const leo = await page.request.post('/api/students', { data: { name: 'Leo', age: 8 } });
    expect(leo.status(), await leo.text()).toBe(201);
    const first = await firstChild(page.request);

    await page.goto('/school-year');
    await expect(page.getByRole('heading', { name: 'School Year', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'No school year yet' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'empty');

    await page.getByRole('button', { name: 'Add School Year' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a school year' });
    const [start, end] = [day(-60), day(200)];
    await dialog.getByLabel('First day').fill(start);
    await dialog.getByLabel('Last day').fill(end);
    // The name follows the dates until one is typed.
    const name = defaultYearName(start, end);
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    // Monday to Friday is the default.
    for (const weekday of ['Monday', 'Friday'])
      await expect(dialog.getByRole('checkbox', { name: weekday })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Terms' }), 'Semesters');
    const semesters = presetTerms({ startDate: start, endDate: end, weekdays: [1, 2, 3, 4, 5] }, 'semesters');
    const preview = dialog.getByRole('list', { name: 'Terms' });
    await expect(preview.getByRole('listitem')).toHaveText(
      semesters.map((t) => `${t.name}${rangeLabel(t.startDate, t.endDate)}`),
    );
    await expectAccessible(page);
    await shoot(page, 'year-form');
    await dialog.getByRole('button', { name: 'Add School Year' }).click();
    await expect(page.getByText(`${name} added`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('school-year').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Current')).toBeVisible();
    await expect(card).toContainText(rangeLabel(start, end));
    await expect(card.getByText('Semester 1', { exact: true })).toBeVisible();
    await expect(card.getByText('Semester 2', { exact: true })).toBeVisible();
    await expect(card.getByText('No breaks yet.')).toBeVisible();

    // A break for Leo only.
    await card.getByRole('button', { name: 'Add break' }).click();
    const breakDialog = page.getByRole('dialog', { name: `Add a break to ${name}` });
    await breakDialog.getByLabel('Name').fill('Grandma visit');
    await breakDialog.getByLabel('From').fill(day(5));
    await breakDialog.getByLabel('To').fill(day(9));
    await breakDialog.getByRole('radio', { name: 'Chosen children' }).check();
    await breakDialog.getByRole('checkbox', { name: 'Leo' }).check();
    await expectAccessible(page);
    await shoot(page, 'break-form');
    await breakDialog.getByRole('button', { name: 'Add Break' }).click();
    await expect(page.getByText('Grandma visit added')).toBeVisible();
    await expect(breakDialog).toBeHidden();

    const row = card.getByTestId('break-row').filter({ hasText: 'Grandma visit' });
    await expect(row).toContainText(rangeLabel(day(5), day(9)));
    const onBreak = row.getByRole('list', { name: 'Children on this break' }).getByRole('listitem');
    await expect(onBreak).toHaveCount(1);
    await expect(onBreak).toContainText('Leo');
    await expect(row).not.toContainText('Whole family');
    await expect(row).not.toContainText(first.name);
    await expectAccessible(page);
    await shoot(page, 'year-listed');

    // The server has it as Leo's break.
    const years = (await (await page.request.get('/api/school-years')).json()) as {
      breaks: { label: string; studentIds: string[] | null }[];
    }[];
    expect(years[0]!.breaks).toMatchObject([{ label: 'Grandma visit', studentIds: [(await leo.json()).id] }]);

    // The dashboard's year progress is the school year's.
    await page.goto('/');
    await expect(page.getByTestId('year-progress')).toContainText(`${name} progress`, { timeout: 20_000 });
    await expect(page.getByTestId('year-progress')).toContainText(
      /Day \d+ of \d+ · \d+ school days remaining/,
    );
    await shoot(page, 'dashboard');
  });

  test('a class in the year refuses a day that is not a school day', async ({ page, account: _ }) => {
    const created = await page.request.post('/api/school-years', {
      data: { name: 'Our Year', startDate: day(-30), endDate: day(250), weekdays: [1, 2, 3, 4, 5] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const year = (await created.json()) as { id: string };

    await page.goto('/classes');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add Class' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Class' });
    await dialog.getByLabel('Class title').fill('Latin');
    // A new class belongs to the current school year.
    await expect(dialog.getByRole('combobox', { name: 'School year' })).toContainText('Our Year');
    await expect(dialog.getByText('School days: Mon, Tue, Wed, Thu, Fri')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
    await dialog.getByRole('button', { name: 'Add Class' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Saturday is not a school day in Our Year.');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'class-refused');

    // The server refuses it as well.
    const direct = await page.request.post('/api/classes', {
      data: { title: 'Latin', daysOfWeek: [6], startTime: '09:00', endTime: '10:00', schoolYearId: year.id },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error.message).toBe('Saturday is not a school day in Our Year.');

    await dialog.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await dialog.getByRole('button', { name: 'Add Class' }).click();
    await expect(page.getByText('Latin has been added to your classes')).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Classes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Latin' }) });
    await expect(card).toContainText('Our Year');
    await shoot(page, 'class-in-year');

    // The year now has the class: changing its days to drop Monday is refused, naming the class.
    await page.goto('/school-year');
    const yearCard = page
      .getByTestId('school-year')
      .filter({ has: page.getByRole('heading', { name: 'Our Year' }) });
    await expect(yearCard).toContainText('1 class', { timeout: 20_000 });
    await yearCard.getByRole('button', { name: 'Edit Our Year' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Our Year' });
    await edit.getByRole('checkbox', { name: 'Monday' }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(
        'Latin meets on Monday, which would not be a school day in Our Year: change the class first.',
      ),
    ).toBeVisible();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Deleting the year says the class stays, without a year.
    await yearCard.getByRole('button', { name: 'Delete Our Year' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Our Year?' });
    await expect(confirm).toContainText('Its 1 class stays, without a school year.');
    await shoot(page, 'delete-year');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Our Year deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No school year yet' })).toBeVisible();
    const classes = (await (await page.request.get('/api/classes')).json()) as {
      title: string;
      schoolYearId: string | null;
    }[];
    expect(classes).toMatchObject([{ title: 'Latin', schoolYearId: null }]);
  });
});
