import { expect, expectAccessible, test } from './fixtures';

const fmt = (opts: Intl.DateTimeFormatOptions, d = new Date()) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...opts }).format(d);

/** Today in the account's timezone as 'yyyy-MM-dd' and its long label. */
function today() {
  const [m, d, y] = fmt({ year: 'numeric', month: '2-digit', day: '2-digit' }).split('/');
  return {
    iso: `${y}-${m}-${d}`,
    label: fmt({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    year: Number(y),
    month: Number(m),
  };
}

const monthTitle = (year: number, month1: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month1 - 1, 1)),
  );

test.describe('calendar', () => {
  // Each test drives several dialogs and requests; allow for a busy CI machine.
  test.slow();

  test('adds a one-off event on a day, sees it in the panel and on the grid, then deletes it', async ({
    page,
    account: _,
  }) => {
    const t = today();
    await page.goto('/calendar');
    // The first page of a fresh server can be slow on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Homeschool Calendar', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Events for Today' })).toBeVisible();
    await expect(page.getByText('No events scheduled for this date')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog.getByLabel('Date')).toHaveValue(t.iso);
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByText('Please provide a title and date for the event.')).toBeVisible();
    await dialog.getByLabel('Title').fill('Museum field trip');
    await dialog.getByLabel('Time (optional)').fill('13:30');
    await dialog.getByLabel('Description (optional)').fill('Bring lunch');
    await page.mouse.move(0, 0); // no hover state on the button axe measures
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Event' }).click();

    await expect(page.getByText('Event Added')).toBeVisible();
    await expect(page.getByText('Museum field trip has been added to your calendar')).toBeVisible();
    const panel = page.getByRole('list', { name: 'Events' });
    await expect(panel).toContainText('Museum field trip');
    await expect(panel).toContainText('1:30 PM');
    await expect(panel).toContainText('Bring lunch');
    await expect(page.getByRole('button', { name: `${t.label}, today, 1 event` })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Museum field trip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Title').fill('Science museum trip');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(panel).toContainText('Science museum trip');

    await page.getByRole('button', { name: 'Delete Science museum trip' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete Science museum trip? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page.getByText('No events scheduled for this date')).toBeVisible();
    await expect(page.getByRole('button', { name: `${t.label}, today, no events` })).toBeVisible();
  });

  test('clicking a day fills the side panel with that date', async ({ page, account: _ }) => {
    const t = today();
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    const fifteenth = new Date(Date.UTC(t.year, t.month, 15));
    const label = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(fifteenth);
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await expect(page.getByRole('heading', { name: `Events for ${label}` })).toBeVisible();
    await expect(page.getByText('No events scheduled for this date')).toBeVisible();
    // Arrow keys move between days.
    await page.keyboard.press('ArrowRight');
    const sixteenth = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(fifteenth.getTime() + 86_400_000));
    await expect(page.getByRole('heading', { name: `Events for ${sixteenth}` })).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('heading', { name: 'Events for Today' })).toBeVisible();
  });

  test('month navigation stops at the current month and 24 months ahead; weeks start on Monday by default', async ({
    page,
    account: _,
  }) => {
    const t = today();
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Homeschool Calendar', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Monday');
    const prev = page.getByRole('button', { name: 'Previous month' });
    const next = page.getByRole('button', { name: 'Next month' });
    await expect(page.getByRole('heading', { name: monthTitle(t.year, t.month) })).toBeVisible();
    await expect(prev).toBeDisabled();
    for (let i = 1; i <= 24; i++) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page.getByRole('heading', { name: monthTitle(t.year, t.month + i) })).toBeVisible();
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect(page.getByRole('heading', { name: monthTitle(t.year, t.month + 23) })).toBeVisible();
    await expect(next).toBeEnabled();
  });

  test('links an event to a class and shows it in the class colour', async ({ page, account: _ }) => {
    const res = await page.request.post('/api/classes', {
      data: { title: 'Music', daysOfWeek: [1, 3, 5], startTime: '09:00', endTime: '10:00' },
    });
    expect(res.status()).toBe(201);
    const t = today();
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByLabel('Title').fill('Recital');
    await dialog.getByRole('combobox', { name: 'Class (optional)' }).click();
    await page.getByRole('option', { name: 'Music' }).click();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Recital has been added to your calendar')).toBeVisible();
    const item = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
    await expect(item).toContainText('Class: Music');
    await expect(item).toContainText('All day');
    await expect(item).toHaveClass(/class-color-\d+/);
    await expect(
      page.getByRole('button', { name: `${t.label}, today, 1 event` }).getByTestId('event-dot'),
    ).toHaveClass(/class-color-\d+/);
  });
});
