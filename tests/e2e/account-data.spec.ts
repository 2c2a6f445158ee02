import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { archiveEntries } from '../setup/archive';
import { childApi, expect, firstChild, newAccount, signUpViaApi, test } from './fixtures';

mkdirSync('/tmp/shots-account', { recursive: true });

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e07a5f' } })
    .jpeg()
    .toBuffer();

test.describe('your data', () => {
  test.describe.configure({ timeout: 90_000 });

  test('downloads every record and file as one archive, imports it into a new empty account, and deletes an account after the password', async ({
    page,
    account,
  }) => {
    await page.request.post(await childApi(page.request, 'tasks'), {
      data: { title: 'Bake bread', priority: 'high' },
    });
    await page.request.post(await childApi(page.request, 'learn-list'), {
      data: { title: 'Photosynthesis' },
    });
    const child = await firstChild(page.request);
    const bytes = await photo();
    const uploaded = await page.request.post(`/api/students/${child.id}/files`, {
      multipart: { file: { name: 'volcano.jpg', mimeType: 'image/jpeg', buffer: bytes } },
    });
    expect(uploaded.status()).toBe(201);
    const sample = await page.request.post(await childApi(page.request, 'work-samples'), {
      data: {
        title: 'The volcano',
        date: '2026-03-02',
        subject: 'Science',
        fileIds: [(await uploaded.json()).id],
      },
    });
    expect(sample.status()).toBe(201);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-account/your-data-1280.png' });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const entries = await archiveEntries(readFileSync(file));
    const exported = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(exported.tables.tasks.map((t: { title: string }) => t.title)).toEqual(['Bake bread']);
    const [kept] = exported.tables.files as { sha256: string }[];
    expect(entries.get(`files/${kept!.sha256}`)!.length).toBeGreaterThan(1000);

    // A brand-new account imports the file.
    await page.context().clearCookies();
    await signUpViaApi(page, newAccount({ displayName: 'Maya Again' }));
    await page.goto('/settings');
    await page.getByLabel('Choose an export file').setInputFiles(file);
    await expect(page.getByText('1 to-dos, 1 learn list topics')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('1 portfolio files, 1 work samples')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-account/import-preview-1280.png' });
    await page.getByRole('button', { name: 'Import these records' }).click();
    await expect(page.getByText('Your data was imported.')).toBeVisible();
    await page.goto('/learn-list');
    await expect(page.getByText('Photosynthesis')).toBeVisible({ timeout: 20_000 });
    // The photo came back with the records: its thumbnail shows in the portfolio.
    await page.goto('/records/portfolio');
    const thumb = page.getByTestId('sample-card').filter({ hasText: 'The volcano' }).locator('img');
    await expect(thumb).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shots-account/imported-portfolio-1280.png' });

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
