import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Today in the account's timezone (the fixture signs up with America/New_York). */
function todayNY(): { y: number; m: number; d: number } {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('/')
    .map(Number) as [number, number, number];
  return { y, m, d };
}

/** The month after the current one: its 'yyyy-MM-dd' first and last days and every date in it. */
function nextMonth() {
  const { y, m } = todayNY();
  const first = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(y, m + 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const dates: Date[] = [];
  for (let d = first; d <= last; d = new Date(d.getTime() + 86_400_000)) dates.push(d);
  return { first: iso(first), last: iso(last), dates };
}

const longLabel = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(d);

async function openAddClass(page: Page) {
  await page.getByRole('button', { name: 'Add Class' }).first().click();
  return page.getByRole('dialog', { name: 'Add Class' });
}

test.describe('classes', () => {
  // Each test drives several dialogs and requests; allow for a busy CI machine.
  test.slow();

  test('adds a class with dates, sees its events on the calendar, then deletes both', async ({
    page,
    account: _,
  }) => {
    const month = nextMonth();
    await page.goto('/classes');
    // The first page of a fresh server can be slow on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Manage your homeschool curriculum and class schedule')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
    await expectAccessible(page);

    const dialog = await openAddClass(page);
    await dialog.getByLabel('Class title').fill('  Math  ');
    await expect(dialog.getByRole('combobox', { name: 'Emoji' })).toContainText('🧮');
    await dialog.getByLabel('Description (optional)').fill('Fractions and decimals');
    await dialog.getByLabel('Teacher / platform (optional)').fill('Khan Academy');
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await dialog.getByRole('checkbox', { name: day }).check();
    await dialog.getByLabel('Start date (optional)').fill(month.first);
    await expect(dialog.getByLabel('End date (optional)')).toHaveAttribute('min', month.first);
    await dialog.getByLabel('End date (optional)').fill(month.last);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Class' }).click();

    await expect(
      page.getByText('Math has been added to your classes and automatically synced to your calendar'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page
      .getByRole('list', { name: 'Classes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Math' }) });
    await expect(card).toContainText('Fractions and decimals');
    await expect(card).toContainText('Mon, Wed, Fri');
    await expect(card).toContainText('9:00 AM - 10:00 AM');
    await expect(card).toContainText('3 hours per week');
    await expect(card).toContainText('Khan Academy');
    await expect(card).toHaveClass(/class-color-\d+/);

    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    for (const date of month.dates) {
      const hasClass = [1, 3, 5].includes(date.getUTCDay());
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^${longLabel(date)}, ${hasClass ? '1 event' : 'no events'}$`),
        }),
      ).toBeVisible();
    }
    const firstMonday = month.dates.find((d) => d.getUTCDay() === 1) as Date;
    await page.getByRole('button', { name: new RegExp(`^${longLabel(firstMonday)}`) }).click();
    await expect(page.getByRole('heading', { name: `Events for ${longLabel(firstMonday)}` })).toBeVisible();
    const panel = page.getByRole('list', { name: 'Events' });
    await expect(panel).toContainText('Math');
    await expect(panel).toContainText('9:00 AM - 10:00 AM');
    await expect(panel).toContainText('Fractions and decimals');
    await expectAccessible(page);

    await page.goto('/classes');
    await page.getByRole('button', { name: 'Delete Math' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete Math? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Math has been removed from your classes')).toBeVisible();
    await expect(page.getByText('Class and associated events deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();

    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${longLabel(firstMonday)}, no events$`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /, 1 event$/ })).toHaveCount(0);
  });

  test('shows the validation messages and keeps the dialog open', async ({ page, account: _ }) => {
    await page.goto('/classes');
    const dialog = await openAddClass(page);
    await dialog.getByRole('button', { name: 'Add Class' }).click();
    await expect(dialog.getByText('Please provide a class title.')).toBeVisible();
    await expect(dialog.getByText('Please select at least one day of the week.')).toBeVisible();
    await dialog.getByLabel('Class title').fill('Art');
    await dialog.getByRole('checkbox', { name: 'Sunday' }).check();
    await dialog.getByLabel('Start date (optional)').fill('2030-05-10');
    await dialog.getByLabel('End date (optional)').fill('2030-05-01');
    await dialog.getByRole('button', { name: 'Add Class' }).click();
    await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
    await dialog.getByLabel('End date (optional)').fill('');
    await dialog.getByLabel('Start date (optional)').fill('');
    await dialog.getByRole('button', { name: 'Add Class' }).click();
    await expect(page.getByText('Art has been added to your classes', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Classes' }).getByRole('listitem').filter({ hasText: 'Art' }),
    ).toContainText('Sun');
  });

  test('edits a class: new times, end time after start, and the schedule re-synced', async ({
    page,
    account: _,
  }) => {
    const month = nextMonth();
    const res = await page.request.post('/api/classes', {
      data: {
        title: 'Science',
        daysOfWeek: [2],
        startTime: '09:00',
        endTime: '10:00',
        startDate: month.first,
        endDate: month.last,
      },
    });
    expect(res.status()).toBe(201);
    await page.goto('/classes');
    await page.getByRole('button', { name: 'Edit Science' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Class' });
    await expect(dialog.getByLabel('Class title')).toHaveValue('Science');
    await expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await dialog.getByRole('combobox', { name: 'Start time' }).click();
    await page.getByRole('option', { name: '10:30 AM' }).click();
    // The end moved after the new start, and earlier end times are not offered.
    await expect(dialog.getByRole('combobox', { name: 'End time' })).toContainText('11:30 AM');
    await dialog.getByRole('combobox', { name: 'End time' }).click();
    await expect(page.getByRole('option', { name: '10:30 AM' })).toHaveCount(0);
    await page.getByRole('option', { name: '12:00 PM' }).click();
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Class schedule synced to calendar')).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Classes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Science' }) });
    await expect(card).toContainText('10:30 AM - 12:00 PM');
    await expect(card).toContainText('Tue, Thu');
    await expect(card).toContainText('3 hours per week');

    const events = await page.request.get(`/api/events?from=${month.first}&to=${month.last}`);
    const dates = (await events.json()).map((e: { date: string }) => e.date);
    expect(dates).toEqual(
      month.dates.filter((d) => [2, 4].includes(d.getUTCDay())).map((d) => d.toISOString().slice(0, 10)),
    );
  });
});
