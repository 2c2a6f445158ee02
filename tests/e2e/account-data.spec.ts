import { readFileSync } from 'node:fs';
import { childApi, expect, newAccount, signUpViaApi, test } from './fixtures';

test.describe('your data', () => {
  test.describe.configure({ timeout: 90_000 });

  test('downloads every record, imports them into a new empty account, and deletes an account after the password', async ({
    page,
    account,
  }) => {
    await page.request.post(await childApi(page.request, 'tasks'), {
      data: { title: 'Bake bread', priority: 'high' },
    });
    await page.request.post(await childApi(page.request, 'learn-list'), {
      data: { title: 'Photosynthesis' },
    });
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.tables.tasks.map((t: { title: string }) => t.title)).toEqual(['Bake bread']);

    // A brand-new account imports the file.
    await page.context().clearCookies();
    await signUpViaApi(page, newAccount({ displayName: 'Maya Again' }));
    await page.goto('/settings');
    await page.getByLabel('Choose an export file').setInputFiles(file);
    await expect(page.getByText('1 to-dos, 1 learn list topics')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import these records' }).click();
    await expect(page.getByText('Your data was imported.')).toBeVisible();
    await page.goto('/learn-list');
    await expect(page.getByText('Photosynthesis')).toBeVisible({ timeout: 20_000 });

    // Importing again into the now non-empty account is refused with the server's message.
    await page.goto('/settings');
    await page.getByLabel('Choose an export file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import these records' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Import only works into an empty account.' }),
    ).toBeVisible();

    // Deleting needs the right password.
    await page.getByRole('button', { name: 'Delete account...' }).click();
    await page.getByLabel('Your password').fill('not the password');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page.getByText('The password is not correct. Nothing was deleted.')).toBeVisible();
    await page.getByLabel('Your password').fill(account.password);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});
