import type { Page } from '@playwright/test';
import { todayIn } from '../../src/shared/domain/dates';
import { chooseOption, expect, expectAccessible, test } from './fixtures';

// The fixture's first child is 'Maya Johnson' (sign-up); the family adds 'Ben Johnson' in Settings.
const MAYA = 'Maya Johnson';
const BEN = 'Ben Johnson';
const LOAD = { timeout: 30_000 };

const today = () => todayIn('America/New_York');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

interface Child {
  id: string;
  name: string;
}

async function children(page: Page): Promise<Child[]> {
  const me = await (await page.request.get('/api/me')).json();
  return me.students;
}

/** Chooses a child (or 'All children') in the sidebar's switcher; on a phone the sidebar is a sheet. */
async function switchTo(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Current child/ }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await expect(page.getByTestId('current-child-name')).toHaveText(name);
  if (phone) {
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    if (await sheet.isVisible()) await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
}

async function addTask(page: Page, title: string) {
  await page.goto('/todo');
  const box = page.getByLabel('New task');
  await expect(box).toBeVisible(LOAD);
  await box.fill(title);
  await box.press('Enter');
  await expect(toast(page, 'Task added successfully')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: title })).toBeVisible();
}

async function markToday(page: Page, button: 'Mark Present' | 'Mark Absent') {
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: 'Attendance actions' }).getByText('Loading…')).toHaveCount(
    0,
    LOAD,
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, 'Attendance updated')).toBeVisible();
}

async function attendanceOf(
  page: Page,
  child: Child,
  from: string,
  to: string,
): Promise<Record<string, boolean>> {
  const res = await page.request.get(`/api/students/${child.id}/attendance?from=${from}&to=${to}`);
  expect(res.status()).toBe(200);
  const records: { date: string; present: boolean }[] = await res.json();
  return Object.fromEntries(records.map((r) => [r.date, r.present]));
}

for (const width of [1280, 375] as const) {
  const phone = width < 1000;

  test.describe(`a family of two children at ${width} px`, () => {
    test.use({ viewport: { width, height: 820 } });
    // Many pages and round trips in one story; generous on a busy machine.
    test.describe.configure({ timeout: 150_000 });

    test('adds a child, keeps each child apart, shows every child at once and marks both together', async ({
      page,
      account: _,
    }) => {
      // Settings → Children: the sign-up's child is the only one and cannot be removed.
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Children' });
      const list = section.getByRole('list', { name: "The family's children" });
      await expect(list.getByRole('listitem')).toHaveCount(1, LOAD);
      await expect(list).toContainText(MAYA);
      await expect(section.getByRole('button', { name: `Remove ${MAYA}` })).toBeDisabled();
      await expect(section.getByText('The only child cannot be removed.')).toBeVisible();

      // Add Ben: name, age from the list, grade, colour and avatar (radio groups).
      await section.getByRole('button', { name: 'Add child' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a child' });
      await dialog.getByRole('button', { name: 'Add Child' }).click();
      await expect(dialog.getByText('Name cannot be empty')).toBeVisible();
      await dialog.getByLabel('Name', { exact: true }).fill(BEN);
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Age' }), '7');
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Grade level' }), 'Grade 2');
      await dialog.getByRole('radio', { name: 'Rose' }).click();
      await expect(dialog.getByRole('radio', { name: 'Rose' })).toBeChecked();
      // Keyboard: the arrow moves the avatar choice along the group.
      await dialog.getByRole('radio', { name: '🦊' }).click();
      // Held like a person's key press: Radix chooses the focused radio only while the arrow key is down
      // (it moves focus a tick after keydown; an instant press's keyup comes first).
      await page.keyboard.down('ArrowRight');
      await expect(dialog.getByRole('radio', { name: '🐻' })).toBeChecked();
      await page.keyboard.up('ArrowRight');
      await page.mouse.move(0, 0);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Add Child' }).click();
      await expect(toast(page, `${BEN} added.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').nth(1)).toContainText('Age 7 · Grade 2');
      await expect(section.getByRole('button', { name: `Remove ${MAYA}` })).toBeEnabled();

      // Reorder: Ben first, then back.
      await section.getByRole('button', { name: `Move ${BEN} up` }).click();
      await expect(list.getByRole('listitem').first()).toContainText(BEN);
      await section.getByRole('button', { name: `Move ${BEN} down` }).click();
      await expect(list.getByRole('listitem').first()).toContainText(MAYA);

      // A new child has no records yet.
      await section.getByRole('button', { name: `Remove ${BEN}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Remove ${BEN}?` });
      await expect(confirm).toContainText(`${BEN} has no records yet.`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();

      const [maya, ben] = (await children(page)) as [Child, Child];
      expect([maya.name, ben.name]).toEqual([MAYA, BEN]);

      // Maya (the first child) is current: her dashboard, a to-do and today present.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: "Maya's Homeschool Dashboard" })).toBeVisible(
        LOAD,
      );
      await addTask(page, 'Maya reads a chapter');
      await markToday(page, 'Mark Present');

      // Ben: his own dashboard, an empty list of his own, today absent.
      await switchTo(page, BEN, phone);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: "Ben's Homeschool Dashboard" })).toBeVisible(
        LOAD,
      );
      await page.goto('/todo');
      await expect(page.getByText('No tasks for today')).toBeVisible(LOAD);
      await addTask(page, 'Ben builds a bridge');
      await expect(page.getByRole('checkbox', { name: 'Maya reads a chapter' })).toHaveCount(0);
      await markToday(page, 'Mark Absent');
      await page.goto('/profile');
      await expect(page.getByTestId('profile-name')).toHaveText(BEN, LOAD);

      // The reload keeps the choice; Maya's pages still show only hers.
      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText(BEN, LOAD);
      await switchTo(page, MAYA, phone);
      await expect(page.getByTestId('profile-name')).toHaveText(MAYA, LOAD);
      await page.goto('/todo');
      await expect(page.getByRole('checkbox', { name: 'Maya reads a chapter' })).toBeVisible(LOAD);
      await expect(page.getByRole('checkbox', { name: 'Ben builds a bridge' })).toHaveCount(0);

      // The API agrees: each child's to-dos and today's attendance are their own.
      const tasksOf = async (c: Child) => {
        const body = await (await page.request.get(`/api/students/${c.id}/tasks/today`)).json();
        return JSON.stringify(body);
      };
      expect(await tasksOf(maya)).toContain('Maya reads a chapter');
      expect(await tasksOf(maya)).not.toContain('Ben builds a bridge');
      expect(await tasksOf(ben)).toContain('Ben builds a bridge');
      expect(await tasksOf(ben)).not.toContain('Maya reads a chapter');
      expect(await attendanceOf(page, maya, today(), today())).toEqual({ [today()]: true });
      expect(await attendanceOf(page, ben, today(), today())).toEqual({ [today()]: false });

      // 'All children': one card per child on the dashboard.
      await switchTo(page, 'All children', phone);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'All children' })).toBeVisible(LOAD);
      const cards = page.getByTestId('overview-card');
      await expect(cards).toHaveCount(2, LOAD);
      await expect(cards.nth(0)).toContainText(MAYA);
      await expect(cards.nth(1)).toContainText(BEN);
      await page.mouse.move(0, 0);
      await expectAccessible(page);

      // Both children marked present for two days of last month in one action; the toast counts days.
      await switchTo(page, MAYA, phone);
      await page.goto('/attendance');
      await expect(page.getByRole('heading', { level: 1, name: 'Attendance Tracking' })).toBeVisible(LOAD);
      await page.getByRole('button', { name: /previous month/i }).click();
      const [y, m] = today().split('-').map(Number) as [number, number];
      const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
      const dates = [`${month}-10`, `${month}-11`];
      for (const d of dates) await day(page, d).click();
      const markCard = page.getByTestId('mark-children');
      await expect(markCard.getByRole('checkbox', { name: MAYA })).toBeChecked();
      await expect(markCard.getByRole('checkbox', { name: BEN })).toBeChecked();
      await markCard.getByRole('button', { name: 'Mark Chosen Children Present' }).click();
      await expect(toast(page, 'Marked 2 day(s) as present')).toBeVisible();
      for (const c of [maya, ben]) {
        expect(await attendanceOf(page, c, dates[0]!, dates[1]!)).toEqual({
          [dates[0]!]: true,
          [dates[1]!]: true,
        });
      }

      // Removing Ben says what goes with him, then leaves Maya's records alone.
      await page.goto('/settings');
      await section.getByRole('button', { name: `Remove ${BEN}` }).click();
      await expect(confirm).toContainText('1 to-do');
      await expect(confirm).toContainText('3 attendance days');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page, `${BEN} removed.`)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(section.getByRole('button', { name: `Remove ${MAYA}` })).toBeDisabled();
      expect(await tasksOf(maya)).toContain('Maya reads a chapter');
      expect(Object.keys(await attendanceOf(page, maya, dates[0]!, today()))).toHaveLength(3);
    });
  });
}
