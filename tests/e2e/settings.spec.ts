import type { Page } from '@playwright/test';
import { chooseOption, expect, expectAccessible, test } from './fixtures';

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
    await expect(page.getByText('Coming Soon')).toHaveCount(2);
    await expect(page.getByRole('switch', { name: 'Daily reminders' })).toBeDisabled();
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
    await expect(page.getByLabel('Timezone')).toHaveText('Japan (Tokyo)');
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
});
