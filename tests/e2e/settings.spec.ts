import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { chooseOption, expect, expectAccessible, firstChild, test } from './fixtures';

const SHOTS = '.tmp/shots';

/** The clock's caption for a zone, for the minute around now (the test may straddle a minute). */
function clockTimesIn(timezone: string): string[] {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return [-60_000, 0, 60_000].map((d) => fmt.format(new Date(Date.now() + d)));
}

/** Opens the settings page; the first load of a fresh account can take a while on a busy machine. */
async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function saveAndWaitForReload(page: Page) {
  const reloaded = page.waitForEvent('load');
  // The toast lives one second before the reload: `waitFor` watches for it in the page from the click on,
  // where `expect().toBeVisible()` polls at growing intervals and can miss it on a busy machine.
  const toast = page
    .getByText('Settings saved successfully! Refreshing app...')
    .waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast;
  await reloaded;
}

test.describe('settings', () => {
  test('shows its sections, with nothing to save at first', async ({ page, account: _ }) => {
    await openSettings(page);
    for (const section of ['Custom Daily Messages', 'Calendar & Time', 'Notifications', 'Appearance']) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    // Notifications is the weekly e-mail now (issue 41); Appearance is still to come.
    await expect(page.getByText('Coming Soon')).toHaveCount(1);
    await expect(page.getByRole('switch', { name: 'Weekly e-mail' })).not.toBeChecked();
    await expect(page.getByLabel('Theme')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'No Changes' })).toBeDisabled();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('City').fill('Austin');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    await page.getByLabel('City').fill('New York');
    await expect(page.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  test('a new timezone moves the clock and survives the reload', async ({ page, account: _ }) => {
    await openSettings(page);
    const clock = page.getByTestId('sidebar-clock');
    await expect(clock).toHaveAttribute('data-timezone', 'America/New_York');
    await expect
      .poll(async () =>
        clockTimesIn('America/New_York').includes((await clock.locator('time').textContent()) ?? ''),
      )
      .toBe(true);

    await chooseOption(page, page.getByLabel('Timezone'), 'Japan (Tokyo)');
    await chooseOption(page, page.getByLabel('Country'), 'Japan');
    await page.getByLabel('City').fill('Tokyo');
    await saveAndWaitForReload(page);

    await expect(clock).toHaveAttribute('data-timezone', 'Asia/Tokyo');
    await expect(page.getByRole('img', { name: /^Current time in Tokyo, Japan: / })).toBeVisible();
    await expect
      .poll(async () =>
        clockTimesIn('Asia/Tokyo').includes((await clock.locator('time').textContent()) ?? ''),
      )
      .toBe(true);
    await expect(page.getByLabel('Timezone').locator('option:checked')).toHaveText('Japan (Tokyo)');
    await expect(page.getByRole('button', { name: 'No Changes' })).toBeDisabled();

    await page.reload();
    await expect(clock).toHaveAttribute('data-timezone', 'Asia/Tokyo');
  });

  test('blank message rows are kept but the banner ignores them', async ({ page, account: _ }) => {
    await openSettings(page);
    await page.getByRole('button', { name: 'Add Message' }).click();
    await page.getByRole('button', { name: 'Add Message' }).click();
    await page.getByLabel('Message 2', { exact: true }).fill('Keep going, you are doing great!');
    await expect(page.getByText('32/200')).toBeVisible();
    await saveAndWaitForReload(page);

    await expect(page.getByTestId('banner-message')).toHaveText('Keep going, you are doing great!');
    await expect(page.getByLabel('Message 1', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message 2', { exact: true })).toHaveValue(
      'Keep going, you are doing great!',
    );
    await expect(page.getByLabel('Message 3', { exact: true })).toHaveValue('');
  });

  test('at most 10 rows of 200 characters, and at least one row', async ({ page, account: _ }) => {
    await openSettings(page);
    await expect(page.getByRole('button', { name: 'Remove message 1' })).toBeDisabled();
    const add = page.getByRole('button', { name: 'Add Message' });
    for (let i = 0; i < 9; i += 1) await add.click();
    await expect(page.getByLabel(/^Message \d+$/)).toHaveCount(10);
    await expect(add).toBeDisabled();
    await expect(page.getByText('10 of 10 messages')).toBeVisible();
    await page.getByLabel('Message 10', { exact: true }).fill('x'.repeat(250));
    await expect(page.getByLabel('Message 10', { exact: true })).toHaveValue('x'.repeat(200));
    await expect(page.getByText('200/200')).toBeVisible();
    await page.getByRole('button', { name: 'Remove message 10' }).click();
    await expect(page.getByLabel(/^Message \d+$/)).toHaveCount(9);
    await expect(add).toBeEnabled();
  });

  test("shows the family's storage, per child, once a photo is uploaded", async ({ page, account: _ }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const child = await firstChild(page.request);
    const second = await page.request.post('/api/students', { data: { name: 'Leo', age: 7 } });
    expect(second.status(), await second.text()).toBe(201);
    await openSettings(page);
    const card = page.getByTestId('storage-card');
    await expect(card.getByRole('heading', { name: 'Storage', level: 3 })).toBeVisible();
    await expect(card.getByTestId('storage-used')).toHaveText(/^0 KB of 5 GB used$/);
    await expect(card.getByRole('listitem')).toHaveText([/Nothing yet$/, /Nothing yet$/]);

    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a9d8f' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await page.request.post(`/api/students/${child.id}/files`, {
      multipart: { file: { name: 'map.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(res.status(), await res.text()).toBe(201);

    await openSettings(page);
    await expect(card.getByTestId('storage-used')).not.toHaveText(/^0 KB/);
    await expect(card.getByTestId('storage-used')).toHaveText(/^[\d.]+ KB of 5 GB used$/);
    await expect(card.getByRole('progressbar', { name: 'Storage' })).toBeVisible();
    const rows = card.getByRole('listitem');
    await expect(rows.filter({ hasText: child.name })).toHaveText(/[\d.]+ KB$/);
    await expect(rows.filter({ hasText: 'Leo' })).toHaveText(/Nothing yet$/);
    await expect(card).toContainText(/A file may be up to .*, a video up to .*\./);
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/settings-storage-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    }

    // A child's row opens that child's portfolio.
    await rows.filter({ hasText: 'Leo' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/records\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio · Leo' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
