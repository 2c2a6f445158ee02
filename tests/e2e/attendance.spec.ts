import type { Page } from '@playwright/test';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { childApi, expect, expectAccessible, firstChild, test } from './fixtures';

// The fixture's accounts live in America/New_York; the page's "today" is that zone's date.
const today = () => todayIn('America/New_York');
const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const stat = (page: Page, label: string) =>
  page
    .getByRole('definition')
    .filter({ has: page.locator('xpath=preceding-sibling::dt[1]', { hasText: label }) });

/** Opens the page and waits until the calendar has loaded its month. */
async function openAttendance(page: Page) {
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Attendance actions' }).getByText('Loading…')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
}

/**
 * axe runs with no toast on screen and the pointer parked: sonner's rich-colour toasts and the shared
 * buttons' hover shade are the app shell's, checked where they are defined.
 */
async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0); // a hovered toast would never time out
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

/** Shows the previous month and returns its 'yyyy-MM'. */
async function previousMonth(page: Page): Promise<string> {
  await page.getByRole('button', { name: /previous month/i }).click();
  const [y, m] = today().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

test.describe('attendance', () => {
  // Multi-step flows with several round trips each; generous on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('marks today present and shows the day in green with its status', async ({ page, account: _ }) => {
    await openAttendance(page);
    await expect(page.getByRole('heading', { name: "Today's Attendance" })).toBeVisible();
    await expect(page.getByRole('button', { name: "Clear Today's Attendance" })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Mark Present' }).click();
    await expect(toast(page, 'Attendance updated')).toBeVisible();
    const todayButton = day(page, today());
    await expect(todayButton).toHaveAttribute('data-status', 'present');
    await expect(todayButton).toHaveAccessibleName(/^Today, .*, Present$/);
    const green = await page
      .getByRole('list', { name: 'Legend' })
      .getByRole('listitem')
      .filter({ hasText: 'Present' })
      .locator('span')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(todayButton).toHaveCSS('background-color', green);
    await expect(
      page.getByRole('region', { name: 'Attendance actions' }).getByText('Present', { exact: true }),
    ).toBeVisible();
    await todayButton.hover();
    await expect(page.getByRole('tooltip', { name: 'Present' })).toBeVisible();

    // The mark survives a reload and the day's xp reached the profile.
    await page.reload();
    await expect(day(page, today())).toHaveAttribute('data-status', 'present');
    expect((await firstChild(page.request)).xp).toBe(5);
  });

  test("marks today absent, then clears today's attendance after confirming", async ({
    page,
    account: _,
  }) => {
    await openAttendance(page);
    await page.getByRole('button', { name: 'Mark Absent' }).click();
    await expect(toast(page, 'Attendance updated')).toBeVisible();
    await expect(day(page, today())).toHaveAttribute('data-status', 'absent');

    await checkAccessible(page);
    await page.getByRole('button', { name: "Clear Today's Attendance" }).click();
    await expect(page.getByRole('alertdialog', { name: "Clear today's attendance?" })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(toast(page, 'Attendance record deleted')).toBeVisible();
    await expect(day(page, today())).toHaveAttribute('data-status', 'none');
  });

  test('selects three days, marks them absent, shows the summary, then clears them', async ({
    page,
    account: _,
  }) => {
    await openAttendance(page);
    const month = await previousMonth(page);
    const dates = [`${month}-10`, `${month}-11`, `${month}-12`];
    await day(page, dates[0]!).click();
    await expect(page.getByRole('heading', { name: /, \d{4}$/ })).toBeVisible(); // one date: its own card
    await day(page, dates[1]!).click();
    // Keyboard: arrow to the next day and toggle it with Enter.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Selection Summary' })).toBeVisible();
    await expect(stat(page, 'Total selected')).toHaveText('3');
    await expect(stat(page, 'With attendance')).toHaveText('0');
    await page.mouse.move(0, 0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Mark All Absent' }).click();
    await expect(toast(page, 'Marked 3 day(s) as absent')).toBeVisible();
    for (const d of dates) await expect(day(page, d)).toHaveAttribute('data-status', 'absent');
    await expect(stat(page, 'With attendance')).toHaveText('3');
    await expect(stat(page, 'Absent')).toHaveText('3');
    await expect(stat(page, 'Present')).toHaveText('0');
    await checkAccessible(page);

    await page.getByRole('button', { name: 'Clear All Attendance' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Clear attendance for 3 days?' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(toast(page, 'Cleared attendance for 3 day(s)')).toBeVisible();
    for (const d of dates) await expect(day(page, d)).toHaveAttribute('data-status', 'none');
    await expect(stat(page, 'With attendance')).toHaveText('0');

    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(page.getByRole('heading', { name: "Today's Attendance" })).toBeVisible();
    const left = await (
      await page.request.get(await childApi(page.request, `attendance?from=${month}-01&to=${month}-28`))
    ).json();
    expect(left).toEqual([]);
  });

  test('marks several days present in bulk and one chosen date on its own', async ({ page, account: _ }) => {
    await openAttendance(page);
    const month = await previousMonth(page);
    for (const n of ['03', '04', '05', '06']) await day(page, `${month}-${n}`).click();
    await page.getByRole('button', { name: 'Mark All Present' }).click();
    await expect(toast(page, 'Marked 4 day(s) as present')).toBeVisible();
    await expect(stat(page, 'Present')).toHaveText('4');

    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await day(page, `${month}-05`).click();
    await expect(page.getByText('Status:')).toBeVisible();
    await page.getByRole('button', { name: 'Absent', exact: true }).click();
    await expect(toast(page, 'Attendance updated')).toBeVisible();
    await expect(day(page, `${month}-05`)).toHaveAttribute('data-status', 'absent');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(toast(page, 'Attendance record deleted')).toBeVisible();
    await expect(day(page, `${month}-05`)).toHaveAttribute('data-status', 'none');
    expect((await firstChild(page.request)).xp).toBe(15);
  });

  test('disables the days after tomorrow', async ({ page, account: _ }) => {
    await openAttendance(page);
    const tomorrow = addDaysIso(today(), 1);
    const later = addDaysIso(today(), 2);
    if (tomorrow.slice(0, 7) !== today().slice(0, 7))
      await page.getByRole('button', { name: /next month/i }).click();
    await expect(day(page, tomorrow)).toBeEnabled();
    if (later.slice(0, 7) === tomorrow.slice(0, 7)) await expect(day(page, later)).toBeDisabled();
    await expect(page.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  test('shows the failure toasts when loading or marking fails', async ({ page, account: _ }) => {
    await page.route(/\/api\/students\/[^/]+\/attendance\?/, (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/attendance');
    await expect(toast(page, 'Failed to load attendance records')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load attendance records' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Attendance actions' }).getByText('Unavailable'),
    ).toBeVisible();
    await page.unroute(/\/api\/students\/[^/]+\/attendance\?/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load attendance records' }),
    ).toBeHidden();

    await page.route('**/api/attendance', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Mark Present' }).click();
    await expect(toast(page, 'Failed to mark attendance')).toBeVisible();
    await expect(day(page, today())).toHaveAttribute('data-status', 'none');
  });
});
