import type { APIRequestContext, Page } from '@playwright/test';
import { childApi, expect, newAccount, test, type Account } from './fixtures';

/**
 * The first achievement is announced in a browser that has never seen the account: after a plain
 * sign-in, and when a page other than the dashboard is opened with a session. Unlocks from before the
 * browser first saw the account are not announced again.
 */

const LOAD = { timeout: 20_000 };

/** Signs up through the API outside the browser, with a task for today; the browser has seen nothing. */
async function accountWithTask(
  request: APIRequestContext,
  title: string,
): Promise<Account & { taskId: string }> {
  const account = newAccount();
  const res = await request.post('/api/account/sign-up', {
    data: {
      displayName: account.displayName,
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const task = await request.post(await childApi(request, 'tasks'), { data: { title } });
  expect(task.status(), await task.text()).toBe(201);
  return { ...account, taskId: ((await task.json()) as { id: string }).id };
}

/** Ticks the task on the current page: it is completed, and First Steps is announced. */
async function tickFirstTask(page: Page, title: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: title });
  await expect(box).toBeVisible(LOAD);
  await box.click();
  await expect(page.getByText('Task completed! 🎉')).toBeVisible();
  await expect(page.getByText('Achievement unlocked: First Steps')).toBeVisible();
}

test.describe('the first achievement in a new browser', () => {
  test('is announced after a plain sign-in through /sign-in', async ({ page, request }) => {
    const account = await accountWithTask(request, 'Read a chapter');
    await page.goto('/sign-in');
    // As on a slow link: the dashboard's code (lazy chunks) arrives after its data, which the route loader
    // asks for at once, so the data is cached before the signed-in layout mounts.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ response });
    });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('0 of 1 completed')).toBeVisible(LOAD);
    await page.unrouteAll({ behavior: 'wait' });

    // Later, the to-do list is opened from a bookmark and its first task ticked.
    await page.goto('/todo');
    await tickFirstTask(page, 'Read a chapter');
  });

  test('is announced on the to-do page opened with an existing session', async ({ page }) => {
    // The session cookie is the page's; nothing of the app has run in this browser yet.
    await accountWithTask(page.request, 'Practise spelling');
    await page.goto('/todo');
    await tickFirstTask(page, 'Practise spelling');
  });

  test('an unlock from before the browser first saw the account is not announced', async ({ page }) => {
    const { taskId } = await accountWithTask(page.request, 'Read a chapter');
    expect(
      (
        await page.request.patch(await childApi(page.request, `tasks/${taskId}`), {
          data: { completed: true },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post(await childApi(page.request, 'tasks'), {
          data: { title: 'Practise spelling' },
        })
      ).status(),
    ).toBe(201);

    await page.goto('/todo');
    const box = page.getByRole('checkbox', { name: 'Practise spelling' });
    await expect(box).toBeVisible(LOAD);
    // The browser reads the game state the second task leads to (20 xp), with First Steps in it...
    const gameAfter = page.waitForResponse(
      async (r) =>
        /\/api\/students\/[^/]+\/game$/.test(r.url()) && ((await r.json()) as { xp: number }).xp === 20,
    );
    await box.click();
    await expect(page.getByText('Task completed! 🎉')).toBeVisible();
    await gameAfter;
    await page.waitForTimeout(500);
    // ...and does not announce it: it was earned before this browser first saw the account.
    await expect(page.getByText(/Achievement unlocked/)).toHaveCount(0);
  });
});
