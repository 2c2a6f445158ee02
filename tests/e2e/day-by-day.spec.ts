import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { childApi, expect, expectAccessible, test } from './fixtures';

async function createBlock(page: Page, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post('/api/day-by-day/blocks', { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function schedule(page: Page, blockId: string, startTime: number) {
  const res = await page.request.post(await childApi(page.request, 'day-by-day/schedule'), {
    data: { blockId, startTime },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A real mouse drag: press on `from`, move in steps so dnd-kit sees it, release over `to` at (dx, dy) from its top-left. */
async function pointerDrag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.move(to.x + 1, to.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** Scrolls a slot to the middle of the window (away from the edges, where dragging auto-scrolls). */
async function centerSlot(page: Page, minutes: number) {
  const slot = page.getByTestId(`slot-${minutes}`);
  await slot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(100);
  return slot;
}

async function slotCenter(page: Page, minutes: number) {
  const slot = await centerSlot(page, minutes);
  const box = (await slot.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Opens the planner and waits for its data (the CI box can be slow under load). */
async function openPlanner(page: Page) {
  await page.goto('/day-by-day');
  await expect(page.getByRole('heading', { name: "Today's Schedule" })).toBeVisible({ timeout: 20_000 });
}

/** axe with the mouse parked away from buttons, so a hover colour is not what gets measured. */
async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** dnd-kit's live region, where the drag announcements go. */
const announcer = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks up the focused draggable with Space. dnd-kit's keyboard sensor announces the pick-up at once but
 * adds its arrow-key listener in a setTimeout(0); waiting one page task lets that run first, or an arrow
 * pressed right after the announcement can be lost on a busy machine.
 */
async function pickUp(page: Page) {
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const entries = (page: Page) => page.getByTestId('schedule-entry');
const entry = (page: Page, name: string) => entries(page).filter({ hasText: name });
const savedBlock = (page: Page, name: string) => page.getByTestId('saved-block').filter({ hasText: name });

test.describe('day by day', () => {
  test.describe.configure({ timeout: 90_000 });

  test('create a block, drag it onto the timeline, move it, ignore an overlapping drop, export, reset', async ({
    page,
    account: _,
  }) => {
    await openPlanner(page);
    await expect(page.getByTestId('timeline-range')).toHaveText('8:00 AM – 2:00 PM');
    await expect(page.getByText('No blocks yet')).toBeVisible();
    await expect(page.getByText('Create your first block to get started')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await checkAccessible(page);

    // Create Block: name is required.
    await page.getByRole('button', { name: 'New Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Block' });
    await dialog.getByRole('button', { name: 'Create Block' }).click();
    await expect(dialog.getByText('Please enter a block name.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Math');
    await dialog.getByLabel('Purpose').fill('Fractions');
    await dialog.getByLabel('Default duration (minutes)').fill('45');
    await dialog.getByRole('radio', { name: 'Purple' }).check();
    await checkAccessible(page);
    await dialog.getByRole('button', { name: 'Create Block' }).click();
    await expect(page.getByText('Block created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(savedBlock(page, 'Math')).toContainText('45 min');
    await createBlock(page, { name: 'Reading', defaultDuration: 30, color: 'green' });
    await page.reload();
    await expect(savedBlock(page, 'Reading')).toBeVisible({ timeout: 20_000 });

    // Drag Math from the sidebar onto 9:00 AM with the mouse.
    await pointerDrag(
      page,
      savedBlock(page, 'Math').getByRole('button', { name: 'Drag Math onto the timeline' }),
      await slotCenter(page, 60),
    );
    await expect(entry(page, 'Math')).toContainText('9:00 AM – 9:45 AM');
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();

    // Move it to 10:30 AM by dragging the entry (it keeps its 45 minutes).
    await centerSlot(page, 150);
    const handle = entry(page, 'Math').getByRole('button', { name: /^Move Math/ });
    const entryBox = (await entry(page, 'Math').boundingBox())!;
    const handleBox = (await handle.boundingBox())!;
    const target = (await page.getByTestId('slot-150').boundingBox())!;
    await pointerDrag(page, handle, {
      x: handleBox.x + handleBox.width / 2,
      y: target.y + (handleBox.y - entryBox.y) + handleBox.height / 2 + 2,
    });
    await expect(entry(page, 'Math')).toContainText('10:30 AM – 11:15 AM');
    await expect(entry(page, 'Math')).toContainText('45 min');

    // Dropping Reading onto 11:00 AM would overlap Math (10:30–11:15): silently ignored.
    await pointerDrag(
      page,
      savedBlock(page, 'Reading').getByRole('button', { name: 'Drag Reading onto the timeline' }),
      await slotCenter(page, 180),
    );
    await page.waitForTimeout(500);
    await expect(entries(page)).toHaveCount(1);
    await expect(page.getByText('Failed to add block to schedule')).toHaveCount(0);

    // A free slot works: Reading at 8:00 AM.
    await pointerDrag(
      page,
      savedBlock(page, 'Reading').getByRole('button', { name: 'Drag Reading onto the timeline' }),
      await slotCenter(page, 0),
    );
    await expect(entry(page, 'Reading')).toContainText('8:00 AM – 8:30 AM');
    await expect(entries(page)).toHaveCount(2);
    await checkAccessible(page);

    // Export downloads schedule.txt in the spec's format, sorted by start.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('schedule.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(
      "Today's Schedule\n08:00 - Reading (30 min)\n10:30 - Math (45 min)\n",
    );

    // The schedule survives a reload (it is on the server).
    await page.reload();
    await expect(entries(page)).toHaveCount(2);

    // Reset Day asks first, then clears today's schedule.
    await page.getByRole('button', { name: 'Reset Day' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(entries(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Reset Day' }).click();
    await confirm.getByRole('button', { name: 'Reset Day' }).click();
    await expect(page.getByText('Day reset')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('saved-block')).toHaveCount(2);
    await expect(entries(page)).toHaveCount(0);
  });

  test('drags with the keyboard: place a block and move an entry', async ({ page, account: _ }) => {
    await createBlock(page, { name: 'Spelling', defaultDuration: 30, color: 'teal' });
    await openPlanner(page);

    const handle = page.getByRole('button', { name: 'Drag Spelling onto the timeline' });
    await handle.focus();
    await pickUp(page);
    await expect(announcer(page)).toContainText('Picked up Spelling.');
    await page.keyboard.press('ArrowLeft'); // onto the timeline, first slot
    await expect(announcer(page)).toHaveText('Spelling is over 8:00 AM.');
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toHaveText('Spelling is over 8:30 AM.');
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toHaveText('Spelling is over 9:00 AM.');
    await page.keyboard.press('Space');
    await expect(announcer(page)).toHaveText('Spelling was placed at 9:00 AM.');
    await expect(entry(page, 'Spelling')).toContainText('9:00 AM – 9:30 AM');

    const move = entry(page, 'Spelling').getByRole('button', { name: /^Move Spelling/ });
    await move.focus();
    await pickUp(page);
    await expect(announcer(page)).toHaveText('Spelling is over 9:00 AM.');
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toHaveText('Spelling is over 9:30 AM.');
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toHaveText('Spelling is over 10:00 AM.');
    await page.keyboard.press('Space');
    await expect(entry(page, 'Spelling')).toContainText('10:00 AM – 10:30 AM');

    // Escape cancels a keyboard drag.
    await entry(page, 'Spelling')
      .getByRole('button', { name: /^Move Spelling/ })
      .focus();
    await pickUp(page);
    await expect(announcer(page)).toHaveText('Spelling is over 10:00 AM.');
    await page.keyboard.press('ArrowUp');
    await expect(announcer(page)).toHaveText('Spelling is over 9:30 AM.');
    await page.keyboard.press('Escape');
    await expect(announcer(page)).toHaveText('Dragging Spelling was cancelled.');
    await expect(entry(page, 'Spelling')).toContainText('10:00 AM – 10:30 AM');
    await page.reload();
    await expect(entry(page, 'Spelling')).toContainText('10:00 AM – 10:30 AM');
  });

  test('adds a block to the first free slot without dragging, and removes an entry', async ({
    page,
    account: _,
  }) => {
    const art = await createBlock(page, { name: 'Art', defaultDuration: 60, color: 'pink' });
    const music = await createBlock(page, { name: 'Music', defaultDuration: 30 });
    await schedule(page, music.id, 0);
    await openPlanner(page);
    await page.getByRole('button', { name: 'Add Art to schedule' }).click();
    await expect(entry(page, 'Art')).toContainText('8:30 AM – 9:30 AM');
    await expect(page.getByText('Art added at 8:30 AM')).toBeVisible();
    expect(art.id).toBeTruthy();

    await entry(page, 'Music').getByRole('button', { name: 'Remove Music from the schedule' }).click();
    await expect(entries(page)).toHaveCount(1);
    await page.reload();
    await expect(entries(page)).toHaveCount(1);
    await expect(entry(page, 'Art')).toBeVisible();
  });

  test('edits a block and deletes it with its schedule entries after confirming', async ({
    page,
    account: _,
  }) => {
    const block = await createBlock(page, { name: 'History', defaultDuration: 30, color: 'orange' });
    await schedule(page, block.id, 90);
    await openPlanner(page);

    await page.getByRole('button', { name: 'Edit History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Block' });
    await expect(dialog.getByLabel('Name')).toHaveValue('History');
    await expect(dialog.getByRole('radio', { name: 'Orange' })).toBeChecked();
    await dialog.getByLabel('Default duration (minutes)').fill('500');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Default duration must be 5 to 480 minutes.')).toBeVisible();
    await dialog.getByLabel('Default duration (minutes)').fill('40');
    await dialog.getByLabel('Name').fill('World History');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Block updated')).toBeVisible();
    await expect(savedBlock(page, 'World History')).toContainText('40 min');
    await expect(entry(page, 'World History')).toContainText('9:30 AM – 10:00 AM');

    await page.getByRole('button', { name: 'Delete World History' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete "World History"? This will also remove it from today\'s schedule.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Block deleted')).toBeVisible();
    await expect(page.getByText('No blocks yet')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
  });

  test('changes the timeline settings', async ({ page, account: _ }) => {
    await openPlanner(page);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Timeline Settings' });
    await expect(dialog.getByText('How many hours to display (1-8)')).toBeVisible();
    await dialog.getByLabel('Day length (hours)').fill('9');
    await dialog.getByRole('combobox', { name: 'Grid size' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await dialog.getByLabel('Custom grid size (minutes)').fill('3');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog.getByText('Day length must be 1 to 8 hours.')).toBeVisible();
    await expect(dialog.getByText('Grid size must be 5 to 120 minutes.')).toBeVisible();
    await checkAccessible(page);

    await dialog.getByLabel('Day length (hours)').fill('4');
    await dialog.getByLabel('Custom grid size (minutes)').fill('20');
    await dialog.getByLabel('Start time').fill('09:30');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings updated')).toBeVisible();
    await expect(page.getByTestId('timeline-range')).toHaveText('9:30 AM – 1:30 PM');
    await expect(page.getByTestId('slot-220')).toBeVisible(); // 12 slots of 20 minutes
    await expect(page.getByTestId('slot-240')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('timeline-range')).toHaveText('9:30 AM – 1:30 PM');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Grid size' })).toHaveText('Custom');
    await expect(dialog.getByLabel('Custom grid size (minutes)')).toHaveValue('20');
  });

  test('shows the load error and every failure toast when the server fails', async ({ page, account: _ }) => {
    const block = await createBlock(page, { name: 'Math', defaultDuration: 30 });
    await schedule(page, block.id, 0);
    const fail = (route: import('@playwright/test').Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
        }),
      });
    const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

    await page.route('**/api/students/*/day-by-day', fail);
    await page.goto('/day-by-day');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load data' })).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute('**/api/students/*/day-by-day');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(entry(page, 'Math')).toBeVisible({ timeout: 20_000 });

    await page.route('**/api/day-by-day/**', fail);
    await page.route('**/api/students/*/day-by-day/**', fail);

    // Moving an entry that the server refuses puts it back.
    await entry(page, 'Math')
      .getByRole('button', { name: /^Move Math/ })
      .focus();
    await pickUp(page);
    await expect(announcer(page)).toHaveText('Math is over 8:00 AM.');
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toHaveText('Math is over 8:30 AM.');
    await page.keyboard.press('Space');
    await expect(toast('Failed to update block')).toBeVisible();
    await expect(entry(page, 'Math')).toContainText('8:00 AM – 8:30 AM');

    await entry(page, 'Math').getByRole('button', { name: 'Remove Math from the schedule' }).click();
    await expect(toast('Failed to remove block')).toBeVisible();
    await expect(entries(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Add Math to schedule' }).click();
    await expect(toast('Failed to add block to schedule')).toBeVisible();

    await page.getByRole('button', { name: 'Reset Day' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Day' }).click();
    await expect(toast('Failed to reset day')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Math' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast('Failed to delete block')).toBeVisible();

    await page.getByRole('button', { name: 'New Block' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Art');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Block' }).click();
    await expect(toast('Failed to create block')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(toast('Failed to update block')).toHaveCount(0, { timeout: 20_000 }); // the move's toast has gone
    await page.getByRole('button', { name: 'Edit Math' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Maths');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast('Failed to update block')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast('Failed to update settings')).toBeVisible();
  });

  test('resizes the split with the keyboard in 10 % steps and keeps the layout', async ({
    page,
    account: _,
  }) => {
    await openPlanner(page);
    const separator = page.getByRole('separator', { name: 'Resize Saved Blocks' });
    await expect(separator).toHaveAttribute('aria-valuenow', '75');
    await separator.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', '65');
    await page.keyboard.press('ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', '60'); // Saved Blocks max 40 %
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(separator).toHaveAttribute('aria-valuenow', '80'); // Saved Blocks min 20 %
    await page.keyboard.press('ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', '70');
    await page.waitForTimeout(300);
    await page.reload();
    await expect(page.getByRole('separator', { name: 'Resize Saved Blocks' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  });

  test('the Saved Blocks heading stays below the sticky header while the timeline scrolls', async ({
    page,
    account: _,
  }) => {
    await createBlock(page, { name: 'Math', defaultDuration: 30 });
    await openPlanner(page);
    const header = page.getByRole('banner');
    const heading = page.getByRole('heading', { name: 'Saved Blocks' });
    // 400 px down, then to the end of the timeline.
    for (const y of [400, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(400);
      const headerBox = (await header.boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y, `scrolled to ${y}`).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    }
  });

  test('stacks the timeline above the blocks on a phone', async ({ page, account: _ }) => {
    await createBlock(page, { name: 'Math', defaultDuration: 30 });
    await page.setViewportSize({ width: 375, height: 740 });
    await openPlanner(page);
    await expect(page.getByRole('separator', { name: 'Resize Saved Blocks' })).toHaveCount(0);
    const timeline = (await page.getByRole('heading', { name: "Today's Schedule" }).boundingBox())!;
    const blocks = (await page.getByRole('heading', { name: 'Saved Blocks' }).boundingBox())!;
    expect(blocks.y).toBeGreaterThan(timeline.y);
    await checkAccessible(page);
    await page.getByRole('button', { name: 'Add Math to schedule' }).click();
    await expect(entry(page, 'Math')).toContainText('8:00 AM – 8:30 AM');
  });
});
