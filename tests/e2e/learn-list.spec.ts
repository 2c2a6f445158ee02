import { childApi, expect, expectAccessible, test } from './fixtures';

/** The first render after a navigation waits for the session and the list; CI machines can be slow. */
const LOAD = { timeout: 30_000 };

test.describe('learn list', () => {
  test.describe.configure({ timeout: 120_000 });
  test('adds a topic, learns it, un-learns it and deletes it, with the section counts', async ({
    page,
    account: _,
  }) => {
    await page.goto('/learn-list');
    await expect(page.getByRole('heading', { name: 'The Learn List', level: 1 })).toBeVisible(LOAD);
    await expect(page.getByRole('heading', { name: 'Add New Learning Topic' })).toBeVisible();
    await expect(page.getByText('No learning topics yet. Add one above!')).toBeVisible();
    await expectAccessible(page);

    const box = page.getByLabel('New learning topic');
    for (const title of ['How volcanoes form', 'Ancient Egypt']) {
      await box.fill(title);
      await box.press('Enter');
      await expect(page.getByRole('checkbox', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Topics to Learn (2)' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Ancient Egypt' }).click();
    await expect(page.getByRole('heading', { name: 'Learned (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Topics to Learn (1)' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Learned (1)' }).getByRole('checkbox', { name: 'Ancient Egypt' }),
    ).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Ancient Egypt' }).click();
    await expect(page.getByRole('heading', { name: 'Topics to Learn (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Learned/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete "How volcanoes form"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('checkbox', { name: 'How volcanoes form' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Topics to Learn (1)' })).toBeVisible(LOAD);
    await expect(page.getByRole('checkbox', { name: 'How volcanoes form' })).toHaveCount(0);
  });

  test('sends the update first and changes the list only after the server has it', async ({
    page,
    account: _,
  }) => {
    await page.request.post(await childApi(page.request, 'learn-list'), {
      data: { title: 'Photosynthesis' },
    });
    await page.goto('/learn-list');
    const topic = page.getByRole('checkbox', { name: 'Photosynthesis' });
    await expect(topic).toBeVisible(LOAD);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/students/*/learn-list/*', async (route) => {
      await held;
      await route.fallback();
    });
    await topic.click();
    await expect(topic).toBeDisabled();
    await expect(topic).not.toBeChecked();
    release();
    await expect(
      page.getByRole('list', { name: 'Learned (1)' }).getByRole('checkbox', { name: 'Photosynthesis' }),
    ).toBeChecked();
  });

  test('a failed update is only logged: nothing changes and no message is shown', async ({
    page,
    account: _,
  }) => {
    await page.request.post(await childApi(page.request, 'learn-list'), { data: { title: 'Fractions' } });
    await page.goto('/learn-list');
    await expect(page.getByRole('checkbox', { name: 'Fractions' })).toBeVisible(LOAD);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.route('**/api/students/*/learn-list/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.getByRole('checkbox', { name: 'Fractions' }).click();
    await expect
      .poll(() => errors.some((e) => e.includes('Learn list: failed to update a topic')))
      .toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Fractions' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Fractions' })).toBeEnabled();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
