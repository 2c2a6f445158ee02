import { childApi, expect, test } from './fixtures';

test.describe('live updates', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a task completed in one tab shows completed in the other without a reload', async ({
    page,
    account: _,
  }) => {
    const res = await page.request.post(await childApi(page.request, 'tasks'), {
      data: { title: 'Feed the fish' },
    });
    expect(res.status()).toBe(201);
    const other = await page.context().newPage();
    await page.goto('/todo');
    await other.goto('/todo');
    await expect(other.getByRole('checkbox', { name: 'Feed the fish' })).not.toBeChecked({ timeout: 20_000 });
    await expect(other.locator('html')).toHaveAttribute('data-realtime', 'connected');

    await page.getByRole('checkbox', { name: 'Feed the fish' }).click();
    const completed = other.getByRole('list', { name: 'Completed Tasks' });
    await expect(completed.getByRole('checkbox', { name: 'Feed the fish' })).toBeChecked({ timeout: 10_000 });
  });

  test('a banner message changed in one tab appears in the other', async ({ page, account: _ }) => {
    const other = await page.context().newPage();
    await page.goto('/');
    await other.goto('/');
    await expect(other.getByTestId('banner-message')).toHaveText(/^Welcome to your homeschool!/, {
      timeout: 20_000,
    });
    await expect(other.locator('html')).toHaveAttribute('data-realtime', 'connected');

    await page.getByRole('button', { name: 'Edit motivational message' }).click();
    await page.getByPlaceholder('Enter your motivational message...').fill('Curiosity first!');
    await page.getByPlaceholder('Enter your motivational message...').press('Enter');
    await expect(other.getByTestId('banner-message')).toHaveText('Curiosity first!', { timeout: 10_000 });
  });
});
