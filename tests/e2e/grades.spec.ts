import type { Page } from '@playwright/test';
import { chooseOption, expect, expectAccessible, test } from './fixtures';

async function addClass(page: Page, title: string): Promise<void> {
  const res = await page.request.post('/api/classes', {
    data: { title, daysOfWeek: [1, 3, 5], startTime: '09:00', endTime: '10:00' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A date `days` from today in the account's timezone (the fixture signs up in America/New_York). */
function isoInNewYork(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Opens /grades and waits until the overview has loaded (generous: the suite may run on a busy machine). */
async function openGrades(page: Page): Promise<void> {
  await page.goto('/grades');
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments & Grades' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Loading assignments...')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('assignments and grades', () => {
  test('with no classes it says so and links to /classes', async ({ page, account: _ }) => {
    await openGrades(page);
    await expect(page.getByRole('heading', { name: 'No Classes Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Classes' }).click();
    await expect(page).toHaveURL(/\/classes$/);
  });

  test('adds graded assignments, shows the average badge, and disables grades for work in progress', async ({
    page,
    account: _,
  }) => {
    test.slow(); // two dialogs, an edit and three axe scans
    await addClass(page, 'Math');
    await openGrades(page);
    const card = page.getByRole('region', { name: 'Math' });
    await expect(card.getByText('No grades yet')).toBeVisible();
    await expectAccessible(page);

    // First assignment: a percentage.
    await card.getByRole('button', { name: 'Add First Assignment' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add First Assignment' });
    await dialog.getByLabel('Assignment Name').fill('Fractions quiz');
    await dialog.getByLabel('Description').fill('Chapter 3');
    await expect(dialog.getByLabel('Status').locator('option:checked')).toHaveText('Completed');
    await expect(dialog.getByLabel('Due Date')).toBeDisabled();
    await dialog.getByLabel('Percentage').fill('92');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add First Assignment' }).click();
    await expect(page.getByText('Assignment added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Average: 92%')).toHaveClass(/bg-primary/);

    // Second: points, the percentage is computed (45 / 50 = 90 %).
    await card.getByRole('button', { name: 'Add Assignment' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Assignment' });
    await dialog.getByLabel('Assignment Name').fill('Geometry test');
    await dialog.getByLabel('Points Earned').fill('34');
    await dialog.getByLabel('Max Points').fill('50');
    await expect(dialog.getByLabel('Percentage')).toHaveValue('68');
    await expect(dialog.getByLabel('Percentage')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add Assignment' }).click();
    await expect(dialog).toBeHidden();

    // (92 + 68) / 2 = 80 → secondary; the rows show their own grade badges.
    const average = card.getByText('Average: 80%');
    await expect(average).toBeVisible();
    await expect(average).toHaveClass(/bg-secondary/);
    await expect(card.getByText('Grade: 92%')).toHaveClass(/bg-primary/);
    await expect(card.getByText('Grade: 68%')).toHaveClass(/bg-destructive/);
    await expect(card.getByText('34 / 50 points')).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(['Geometry test', 'Fractions quiz']);

    // Edit the second to work in progress: grade inputs disabled and blurred, a due date gives a due badge.
    await card.getByRole('button', { name: 'Edit Geometry test' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
    await expect(dialog.getByLabel('Points Earned')).toHaveValue('34');
    await chooseOption(page, dialog.getByLabel('Status'), 'Work in Progress');
    for (const label of ['Percentage', 'Points Earned', 'Max Points']) {
      await expect(dialog.getByLabel(label)).toBeDisabled();
    }
    await expect(dialog.getByTestId('grade-inputs')).toHaveClass(/blur-\[1px\] opacity-60/);
    await expect(dialog.getByLabel('Due Date')).toBeEnabled();
    await dialog.getByLabel('Due Date').fill(isoInNewYork(1));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Assignment updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(card.getByText('Due Tomorrow!')).toBeVisible();
    await expect(card.getByText('Work in Progress')).toBeVisible();
    await expect(card.getByText('Grade: 68%')).toHaveCount(0);
    // Only the completed, graded assignment counts now.
    await expect(card.getByText('Average: 92%')).toHaveClass(/bg-primary/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 }); // scan the page, not a toast mid-animation
    await expectAccessible(page);
  });

  test('a blank name does nothing, a bad grade is explained, delete asks first', async ({
    page,
    account: _,
  }) => {
    await addClass(page, 'Science');
    await openGrades(page);
    const card = page.getByRole('region', { name: 'Science' });

    await card.getByRole('button', { name: 'Add First Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add First Assignment' });
    await dialog.getByRole('button', { name: 'Add First Assignment' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByLabel('Assignment Name').fill('Volcano report');
    await dialog.getByLabel('Points Earned').fill('12');
    await dialog.getByLabel('Max Points').fill('10');
    await dialog.getByRole('button', { name: 'Add First Assignment' }).click();
    await expect(dialog.getByText('Points earned cannot be more than max points.')).toBeVisible();
    await dialog.getByLabel('Points Earned').fill('9.5');
    await dialog.getByRole('button', { name: 'Add First Assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Grade: 95%')).toBeVisible();

    await card.getByRole('button', { name: 'Delete Volcano report' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete "Volcano report"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Volcano report')).toBeVisible();

    await card.getByRole('button', { name: 'Delete Volcano report' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Assignment deleted successfully')).toBeVisible();
    await expect(card.getByText('Volcano report')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add First Assignment' })).toBeVisible();
  });

  test('a failed save shows the spec error toast', async ({ page, account: _ }) => {
    await addClass(page, 'History');
    await openGrades(page);
    const card = page.getByRole('region', { name: 'History' });
    await page.route('**/api/students/*/assignments', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } }),
      }),
    );
    await card.getByRole('button', { name: 'Add First Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add First Assignment' });
    await dialog.getByLabel('Assignment Name').fill('Timeline');
    await dialog.getByRole('button', { name: 'Add First Assignment' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to add assignment' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(dialog).toBeVisible();
  });

  test('a failed load shows the spec error and can retry', async ({ page, account: _ }) => {
    let fail = true;
    await page.route('**/api/students/*/assignments/overview', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : route.continue(),
    );
    await page.goto('/grades');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch assignments' }),
    ).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'No Classes Found' })).toBeVisible();
  });
});
