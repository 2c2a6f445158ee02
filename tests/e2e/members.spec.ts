import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { chooseOption, expect, expectAccessible, test } from './fixtures';

const SHOTS = '/tmp/shots-members';
mkdirSync(SHOTS, { recursive: true });

/** Settings › Members › Invite an adult as `role`: the shown-once link. */
async function inviteAdult(page: Page, role: 'Teacher' | 'Viewer'): Promise<string> {
  await page.getByRole('button', { name: 'Invite an adult' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an adult' });
  await chooseOption(page, dialog.getByLabel('Role'), role);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByLabel('Invite link');
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return url;
}

/** A second browser opens the invite link and creates an account through it. */
async function joinWithNewAccount(browser: Browser, url: string, name: string, shot?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /Join Rosa Johnson’s homeschool as/ })).toBeVisible({
    timeout: 20_000,
  });
  if (shot) {
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
  }
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(`e2e-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Create an account' }).last().click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  return page;
}

test('the parent invites a viewer and a teacher; the viewer only looks, the teacher adds a class, removal signs out', async ({
  page,
  browser,
  account,
}) => {
  test.setTimeout(120_000);
  expect(account.displayName).toBe('Maya Johnson');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible({ timeout: 20_000 });
  const viewerUrl = await inviteAdult(page, 'Viewer');
  const teacherUrl = await inviteAdult(page, 'Teacher');
  const pending = page.getByRole('list', { name: 'Pending invites' }).getByRole('listitem');
  await expect(pending).toHaveCount(2);

  // The viewer: the family's dashboard and classes, 'View only', no add buttons; a direct write is refused.
  const viewer = await joinWithNewAccount(browser, viewerUrl, 'Grandma Rose', 'invite-page-1280.png');
  await expect(viewer.getByText('View only')).toBeVisible({ timeout: 20_000 });
  await viewer.screenshot({ path: `${SHOTS}/viewer-dashboard-1280.png`, fullPage: true });
  await viewer.goto('/classes');
  await expect(viewer.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole('button', { name: /Add/ })).toHaveCount(0);
  const refused = await viewer.evaluate(async () => {
    const res = await fetch('/api/classes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sneaky', daysOfWeek: [1], startTime: '09:00', endTime: '10:00' }),
    });
    return { status: res.status, body: (await res.json()) as { error: { message: string } } };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(
    'You can look at this family’s school, but only a parent or teacher can change it.',
  );
  await viewer.setViewportSize({ width: 375, height: 800 });
  await viewer.goto('/');
  await expect(viewer.getByText('View only')).toBeVisible({ timeout: 20_000 });
  await viewer.screenshot({ path: `${SHOTS}/viewer-dashboard-375.png`, fullPage: true });

  // The teacher adds a class.
  const teacher = await joinWithNewAccount(browser, teacherUrl, 'Mr Brown');
  await expect(teacher.getByText('View only')).toHaveCount(0);
  await teacher.goto('/classes');
  await teacher.getByRole('button', { name: 'Add Class' }).first().click();
  const dialog = teacher.getByRole('dialog', { name: 'Add Class' });
  await dialog.getByLabel('Class title').fill('Chemistry');
  await dialog.getByRole('checkbox', { name: 'Tuesday' }).check();
  await dialog.getByRole('button', { name: 'Add Class' }).click();
  await expect(teacher.getByRole('heading', { name: 'Chemistry' })).toBeVisible({ timeout: 20_000 });

  // The parent sees both members, then removes the teacher: the teacher's next navigation lands on sign-in.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(members).toHaveCount(3, { timeout: 20_000 });
  await expect(pending).toHaveCount(0);
  await expectAccessible(page);
  const card = page.locator('[aria-labelledby="members-heading"]');
  await card.screenshot({ path: `${SHOTS}/members-card-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await card.screenshot({ path: `${SHOTS}/members-card-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Remove Mr Brown' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Remove Mr Brown? They will be signed out at once.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(members).toHaveCount(2);

  await teacher.goto('/classes');
  await expect(teacher).toHaveURL(/\/sign-in/, { timeout: 20_000 });
});
