import { addDaysIso, todayIn, weekdayOf } from '../../src/shared/domain/dates';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, firstChild, newAccount, submitEmailSignUp, test } from './fixtures';

/** Opens a signed-in page; the first load of a fresh account can take a while on a busy machine. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
}

const MAIN = [
  'Dashboard',
  'Classes',
  'Calendar',
  'Week',
  'School Year',
  'Day By Day',
  'Attendance',
  'Assignments & Grades',
  'Records',
  'Education Savings',
  'To-Do',
  'Bucket List',
  'Learn List',
];
const SECONDARY = ['Settings', 'Help', 'Profile'];

test.describe('signed-in shell', () => {
  test("sidebar lists the spec's entries in order and highlights the current page", async ({
    page,
    account: _,
  }) => {
    await open(page, '/', 'Homeschool Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...MAIN, ...SECONDARY]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Current time in New York, United States: / })).toBeVisible();
    await expectAccessible(page);
  });

  test('the sidebar collapses to icons, stays collapsed after a reload, and Ctrl+B toggles it', async ({
    page,
    account: _,
  }) => {
    await open(page, '/', 'Homeschool Dashboard');
    const sidebar = page.getByTestId('app-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await sidebar.boundingBox())!.width).toBe(256);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Collapsed entries are icons with their names as tooltips.
    await page.getByRole('link', { name: 'Calendar' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Calendar' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('a collapsed entry names itself on keyboard focus, and Escape hides the name', async ({
    page,
    account: _,
  }) => {
    await open(page, '/', 'Homeschool Dashboard');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const calendar = page.getByRole('link', { name: 'Calendar' });
    await page.getByRole('link', { name: 'Classes' }).focus();
    await page.keyboard.press('Tab');
    await expect(calendar).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Calendar' })).toBeVisible();
    await expect(calendar).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip', { name: 'Week' })).toBeVisible();
  });

  test('the banner message is edited inline: Enter saves, Escape cancels', async ({ page, account: _ }) => {
    await open(page, '/', 'Homeschool Dashboard');
    const banner = page.getByTestId('banner-message');
    await expect(banner).toHaveText(/^Welcome to your homeschool!/);

    await page.getByRole('button', { name: 'Edit motivational message' }).click();
    const input = page.getByPlaceholder('Enter your motivational message...');
    await expect(input).toBeFocused();
    await input.fill('This text is thrown away');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(banner).toHaveText(/^Welcome to your homeschool!/);
    expect((await (await page.request.get('/api/settings')).json()).customMessages).toEqual(['']);

    await page.getByRole('button', { name: 'Edit motivational message' }).click();
    await input.fill('We can do hard things & have fun!');
    await input.press('Enter');
    await expect(banner).toHaveText('We can do hard things & have fun!');
    await expect(page.getByText('Settings updated')).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/settings')).json()).customMessages)
      .toEqual(['We can do hard things &amp; have fun!']);
    await page.reload();
    await expect(banner).toHaveText('We can do hard things & have fun!');
  });

  test("'Refresh all data' re-fetches and confirms", async ({ page, account: _ }) => {
    await open(page, '/', 'Homeschool Dashboard');
    const meRequest = page.waitForRequest((r) => r.url().endsWith('/api/me'));
    await page.getByRole('button', { name: 'Refresh all data' }).click();
    await meRequest;
    await expect(page.getByText('All data refreshed successfully!')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu button opens the sidebar as a sheet, and following a link closes it', async ({
      page,
      account: _,
    }) => {
      await open(page, '/', 'Homeschool Dashboard');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Navigation' });
      await expect(sheet).toBeVisible();
      // 18rem wide once its slide-in animation has finished (mid-animation it measures 287.99…).
      await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
      await expect(sheet.getByRole('img', { name: /^Current time in/ })).toBeVisible();
      await expectAccessible(page);
      await sheet.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    });
  });
});

test.describe('a parent in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test("signs up and the clock names London, United Kingdom (the browser's timezone), not New York", async ({
    page,
  }) => {
    await page.goto('/sign-up/email');
    await submitEmailSignUp(page, newAccount());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /^Current time in London, United Kingdom: / })).toBeVisible();
    await expect(page.getByTestId('sidebar-clock')).toHaveAttribute('data-timezone', 'Europe/London');
  });
});

test.describe('profile name', () => {
  test("shows the level and XP; an empty name shows 'Name cannot be empty' and Escape cancels", async ({
    page,
    account,
  }) => {
    await open(page, '/profile', 'Profile');
    const name = page.getByTestId('profile-name');
    await expect(name).toHaveText(account.displayName);
    await expect(page.getByText('Level 0 Student')).toBeVisible();
    await expect(page.getByText('100 XP to level 1')).toBeVisible();
    await expect(page.getByText('Locked', { exact: true })).toHaveCount(6);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit name' }).click();
    const input = page.getByLabel('Display name');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByText('Name cannot be empty')).toBeVisible();
    await expect(input).toBeVisible();

    await input.fill('Somebody Else');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(name).toHaveText(account.displayName);
    expect((await firstChild(page.request)).name).toBe(account.displayName);
  });

  test('shows earned XP and unlocked achievements with their date', async ({ page, account: _ }) => {
    const child = await firstChild(page.request);
    const created = await page.request.post(`/api/students/${child.id}/tasks`, {
      data: { title: 'Read a chapter' },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const { id } = await created.json();
    const done = await page.request.patch(`/api/students/${child.id}/tasks/${id}`, {
      data: { completed: true },
    });
    expect(done.status(), await done.text()).toBe(200);

    // The three most recent school days up to today, marked present: a current streak of 3.
    const schoolDays: string[] = [];
    for (let day = todayIn('America/New_York'); schoolDays.length < 3; day = addDaysIso(day, -1)) {
      if (weekdayOf(day) >= 1 && weekdayOf(day) <= 5) schoolDays.push(day);
    }
    expect(
      (
        await page.request.put('/api/attendance', {
          data: { studentIds: [child.id], dates: schoolDays, status: 'present' },
        })
      ).status(),
    ).toBe(200);

    await open(page, '/profile', 'Profile');
    await expect(page.getByTestId('profile-streak')).toContainText(
      'Current study streak: 3 school days in a row',
    );
    await expect(page.getByTestId('profile-xp')).toHaveText('25');
    await expect(page.getByText('75 XP to level 1')).toBeVisible();
    await expect(page.getByText('1 of 6 unlocked')).toBeVisible();
    const firstSteps = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'First Steps' }) });
    await expect(firstSteps.getByText('Unlocked', { exact: true })).toBeVisible();
    await expect(firstSteps.getByText(/^Unlocked on /)).toBeVisible();
    await expect(page.getByText('Locked', { exact: true })).toHaveCount(5);
  });

  test('Enter saves the trimmed name', async ({ page, account: _ }) => {
    await open(page, '/profile', 'Profile');
    await page.getByRole('button', { name: 'Edit name' }).click();
    const input = page.getByLabel('Display name');
    await input.fill('  Maya Grace Johnson ');
    await input.press('Enter');
    await expect(page.getByText('Name updated successfully!')).toBeVisible({ timeout: 15_000 });
    const name = page.getByTestId('profile-name');
    await expect(name).toHaveText('Maya Grace Johnson');
    // The header greets the parent by their own name, never the child's (issue 37).
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Rosa');
    await page.reload();
    await expect(name).toHaveText('Maya Grace Johnson', { timeout: 20_000 });
  });
});
