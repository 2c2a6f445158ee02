import { todayIn, weekdayOf } from '../../src/shared/domain/dates';
import { childApi, expect, expectAccessible, test } from './fixtures';

test.describe('dashboard', () => {
  test("greets the child, shows the week's game plan and the stat cards", async ({ page, account: _ }) => {
    const today = todayIn('America/New_York');
    const res = await page.request.post('/api/classes', {
      data: { title: 'Math', daysOfWeek: [weekdayOf(today)], startTime: '09:00', endTime: '10:00' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
    const todayCell = page.locator('li[aria-current="date"]');
    await expect(todayCell).toContainText('Math');
    await expect(todayCell).toContainText('9:00 AM');
    await expect(page.getByText('Total Classes')).toBeVisible();
    await expect(page.getByText('Next 7 Days')).toBeVisible();
    await expect(page.getByText('No classes scheduled').first()).toBeVisible();
    await expect(page.getByText('100 XP to level 1')).toBeVisible();
    await expectAccessible(page);
  });

  test('completing a task on the card moves the xp bar and unlocks First Steps', async ({
    page,
    account: _,
  }) => {
    await page.request.post(await childApi(page.request, 'tasks'), {
      data: { title: 'Read a chapter', priority: 'high' },
    });
    await page.goto('/');
    await expect(page.getByText('0 of 1 completed')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Read a chapter' }).click();
    await expect(page.getByText('Task completed! 🎉')).toBeVisible();
    await expect(page.getByText('1 of 1 completed')).toBeVisible();
    await expect(page.getByText('90 XP to level 1')).toBeVisible();
    await expect(page.getByText('Achievement unlocked: First Steps')).toBeVisible();
  });

  test('an empty day says so', async ({ page, account: _ }) => {
    await page.goto('/');
    await expect(page.getByText('No tasks for today!')).toBeVisible();
  });
});
