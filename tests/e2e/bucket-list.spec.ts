import type { Page } from '@playwright/test';
import { childApi, chooseOption, expect, expectAccessible, test } from './fixtures';

/** The first render after a navigation waits for the session and the list; CI machines can be slow. */
const LOAD = { timeout: 30_000 };

test.describe('bucket list', () => {
  test.describe.configure({ timeout: 120_000 });
  test('adds a goal, achieves it, un-achieves it and deletes it', async ({ page, account: _ }) => {
    await page.goto('/bucket-list');
    await expect(page.getByRole('heading', { name: 'Add New Goal' })).toBeVisible(LOAD);
    await expect(page.getByText('No goals yet')).toBeVisible();
    await expectAccessible(page);

    const box = page.getByLabel('New goal');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByText('No goals yet')).toBeVisible();

    await box.fill('See the northern lights');
    await chooseOption(page, page.getByRole('combobox', { name: 'Priority' }), 'Low');
    await box.press('Enter');
    await expect(page.getByText('Bucket list item added!')).toBeVisible();
    const toAchieve = page.getByRole('list', { name: 'Dreams to Achieve' });
    await expect(toAchieve.getByRole('listitem')).toHaveCount(1);
    await expect(toAchieve.getByRole('listitem').first()).toContainText('Low');

    await page.getByRole('checkbox', { name: 'See the northern lights' }).click();
    await expect(page.getByText('🎉 Bucket list item completed!')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Dreams Achieved' })
        .getByRole('checkbox', { name: 'See the northern lights' }),
    ).toBeChecked();
    await expect(page.getByRole('list', { name: 'Dreams to Achieve' })).toHaveCount(0);
    await toastsSettled(page);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'See the northern lights' }).click();
    await expect(toAchieve.getByRole('checkbox', { name: 'See the northern lights' })).not.toBeChecked();
    await page.reload();
    await expect(toAchieve.getByRole('checkbox', { name: 'See the northern lights' })).not.toBeChecked(LOAD);

    await page.getByRole('button', { name: 'Delete "See the northern lights"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Bucket list item deleted')).toBeVisible();
    await expect(page.getByText('No goals yet')).toBeVisible();
  });

  test('shows the failure messages and rolls a failed toggle back', async ({ page, account: _ }) => {
    await page.request.post(await childApi(page.request, 'bucket-list'), {
      data: { title: 'Run a marathon' },
    });
    await page.goto('/bucket-list');
    await expect(page.getByRole('checkbox', { name: 'Run a marathon' })).toBeVisible(LOAD);
    const fail = { status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } };

    await page.route('**/api/students/*/bucket-list/*', (route) => route.fulfill(fail));
    await page.getByRole('checkbox', { name: 'Run a marathon' }).click();
    await expect(page.getByText('Failed to update bucket list item')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Run a marathon' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Delete "Run a marathon"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete bucket list item')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Run a marathon' })).toBeVisible();

    await page.route('**/api/students/*/bucket-list', (route) =>
      route.request().method() === 'POST' ? route.fulfill(fail) : route.fallback(),
    );
    await page.getByLabel('New goal').fill('Climb a mountain');
    await page.getByLabel('New goal').press('Enter');
    await expect(page.getByText('Failed to add bucket list item')).toBeVisible();

    await page.route('**/api/students/*/bucket-list', (route) => route.abort());
    await page.reload();
    await expect(page.getByText('Failed to load bucket list items').first()).toBeVisible(LOAD);
  });
});

/** Axe would measure a toast's half-transparent text mid-fade; let the toasts run their course first. */
async function toastsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
