import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const SHOTS = '/tmp/shots-feed';
mkdirSync(SHOTS, { recursive: true });

const LINK = /^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

async function openFeeds(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByRole('list', { name: 'Calendar feed' })).toBeVisible();
  return section;
}

/** A class every day of the week, so the feed has sessions whatever today is, and an event next week. */
async function seedPlan(page: Page) {
  const me = (await (await page.request.get('/api/me')).json()) as { students: { id: string }[] };
  const cls = await page.request.post('/api/classes', {
    data: {
      title: 'Nature Study',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [me.students[0]!.id],
    },
  });
  expect(cls.status(), await cls.text()).toBe(201);
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const event = await page.request.post('/api/events', { data: { title: 'Museum trip', date: soon } });
  expect(event.status(), await event.text()).toBe(201);
}

test.describe('calendar feed', () => {
  // Many round trips each (the page, the feed itself, confirmations) on a machine the suites share.
  test.slow();

  test('creates the family link, copies it, and the link serves the calendar; regenerate and turn off revoke it', async ({
    page,
    context,
    request,
    account: _,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedPlan(page);
    const section = await openFeeds(page);
    const family = section.getByRole('listitem').filter({ hasText: 'Family' });
    await expect(family).toContainText('Not created');

    await family.getByRole('button', { name: 'Create link: Family' }).click();
    await expect(page.getByText('Calendar link created')).toBeVisible();
    const input = family.getByRole('textbox', { name: 'Calendar link for Family' });
    await expect(input).toHaveValue(LINK);
    const url = await input.inputValue();
    await expect(
      family.getByText(
        'Copy this link now; it is shown once. Regenerate to get a new one (the old link stops working).',
      ),
    ).toBeVisible();

    await family.getByRole('button', { name: 'Copy: Family' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text).toContain('SUMMARY:Nature Study');
    expect(text).toContain('SUMMARY:Museum trip');
    expect(text).toContain('TZID:America/New_York');
    // What a calendar app does: fetch the link without any session (this request context has no cookies).
    const anonymous = await request.get(url);
    expect(anonymous.status()).toBe(200);
    expect(await anonymous.text()).toContain('SUMMARY:Nature Study');
    expect((await request.get('/api/calendar-feeds')).status()).toBe(401);

    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/feed-1280.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/feed-section-1280.png` });

    // Regenerate: asked first; then a new link, and the old one is gone at once.
    await family.getByRole('button', { name: 'Regenerate: Family' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('The old link will stop working.');
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText('Calendar link regenerated: the old link no longer works')).toBeVisible();
    await expect(input).not.toHaveValue(url);
    const newUrl = await input.inputValue();
    expect(newUrl).toMatch(LINK);
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(newUrl)).status()).toBe(200);

    // Turn off: asked first; the link answers 404 and the row says so.
    await family.getByRole('button', { name: 'Turn off: Family' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Calendar feed turned off')).toBeVisible();
    await expect(family).toContainText('Not created');
    await expect(input).toHaveCount(0);
    expect((await page.request.get(newUrl)).status()).toBe(404);
  });

  test("a child's link is shown once: after a reload the page says so and offers to regenerate", async ({
    page,
    account,
  }) => {
    const section = await openFeeds(page);
    const child = section.getByRole('listitem').filter({ hasText: account.displayName });
    await child.getByRole('button', { name: `Create link: ${account.displayName}` }).click();
    const input = child.getByRole('textbox', { name: `Calendar link for ${account.displayName}` });
    await expect(input).toHaveValue(LINK);
    const url = await input.inputValue();
    expect((await page.request.get(url)).status()).toBe(200);

    await page.reload();
    const again = page
      .getByRole('region', { name: 'Calendar feed' })
      .getByRole('listitem')
      .filter({ hasText: account.displayName });
    await expect(again).toContainText('Link created');
    await expect(again.getByText('The link was shown once when it was made.')).toBeVisible();
    await expect(again.getByRole('textbox')).toHaveCount(0);
    await expect(again.getByRole('button', { name: `Regenerate: ${account.displayName}` })).toBeVisible();
    // Cancel leaves the link working.
    await again.getByRole('button', { name: `Regenerate: ${account.displayName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await page.request.get(url)).status()).toBe(200);
  });

  test('without a clipboard the link is selected for copying by hand; works at 375 px', async ({
    page,
    account: _,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    const section = await openFeeds(page);
    const family = section.getByRole('listitem').filter({ hasText: 'Family' });
    await family.getByRole('button', { name: 'Create link: Family' }).click();
    const input = family.getByRole('textbox', { name: 'Calendar link for Family' });
    await expect(input).toHaveValue(LINK);
    await family.getByRole('button', { name: 'Copy: Family' }).click();
    await expect(page.getByText('The link is selected: press Ctrl+C (or ⌘C) to copy it.')).toBeVisible();
    await expect(input).toBeFocused();
    const selected = await input.evaluate((el: HTMLInputElement) =>
      el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
    );
    expect(selected).toBe(await input.inputValue());

    // Nothing spills sideways at phone width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/feed-375.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/feed-section-375.png` });
  });
});
