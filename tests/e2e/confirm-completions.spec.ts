import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { todayIn } from '../../src/shared/domain/dates';
import { expect, expectAccessible, firstChild, test } from './fixtures';

/**
 * 'Parent confirms completed work' and who recorded what (ADR 024), as far as a parent reaches: the setting,
 * the 'To confirm' page and card, and 'by …' on the records. The child's side (a tick that waits) is covered by
 * the API tests (confirmations.test.ts); a journey from a signed-in child to the parent's confirmation uses
 * `confirmAllPending` below once children can sign in.
 */
const SHOTS = '/tmp/shots-confirm';
mkdirSync(SHOTS, { recursive: true });
const today = () => todayIn('America/New_York');

/** The signed-in adult's own name (what records say 'by …'). */
async function myName(page: Page): Promise<string> {
  const me = await page.request.get('/api/me');
  expect(me.status(), await me.text()).toBe(200);
  return ((await me.json()) as { user: { name: string } }).user.name;
}

/** Turns 'Parent confirms completed work' on or off from Settings; the switch saves at once. */
export async function setConfirmCompletions(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Parent confirms completed work' });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    await toggle.click();
    await expect(page.getByText('Settings updated')).toBeVisible();
  }
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

/**
 * The parent confirms every waiting tick from the dashboard's 'To confirm' card: opens the list and
 * presses 'Confirm all'; returns how many there were. For the child → parent journey.
 */
export async function confirmAllPending(page: Page): Promise<number> {
  await page.goto('/');
  const card = page.getByTestId('confirm-card');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'To confirm' })).toBeVisible();
  const count = await page.getByTestId('confirm-list').getByRole('listitem').count();
  await page.getByRole('button', { name: 'Confirm all' }).click();
  await expect(page.getByTestId('confirm-empty')).toBeVisible();
  return count;
}

test('the setting persists; with nothing waiting there is no To confirm card and the list is empty', async ({
  page,
  account: _account,
}) => {
  test.setTimeout(60_000);
  await setConfirmCompletions(page, true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Parent confirms completed work' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('xp comes then')).toBeVisible();
  const settings = await page.request.get('/api/settings');
  expect((await settings.json()).confirmCompletions).toBe(true);

  // The dashboard asks for the list (the setting is on) and shows no card: nothing waits.
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/confirmations'));
  await page.goto('/');
  expect((await asked).status()).toBe(200);
  await expect(page.getByText('Today', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('confirm-card')).toHaveCount(0);

  await page.goto('/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'To confirm' })).toBeVisible();
  await expect(page.getByTestId('confirm-empty')).toHaveText('Nothing waits to be confirmed.');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/confirm-empty-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/confirm-empty-375.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await setConfirmCompletions(page, false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Parent confirms completed work' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('records say who recorded them: hours logged and a completed lesson, and a grade', async ({
  page,
  account: _account,
}) => {
  test.setTimeout(90_000);
  const name = await myName(page);
  const child = await firstChild(page.request);
  const cls = await page.request.post('/api/classes', {
    data: {
      title: 'Saxon 7/6',
      subject: 'Math',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '10:00',
    },
  });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).id as string;
  const lessons = await page.request.post(`/api/classes/${classId}/lessons`, {
    data: { title: 'Lesson 1', minutes: 45 },
  });
  const lessonId = (await lessons.json()).lessons[0].id as string;
  const done = await page.request.post(`/api/students/${child.id}/lessons/${lessonId}/complete`, {
    data: {},
  });
  expect(done.status(), await done.text()).toBe(200);
  const graded = await page.request.post(`/api/students/${child.id}/assignments`, {
    data: { classId, assignmentName: 'Chapter quiz', assignmentDate: today(), gradePercentage: 91 },
  });
  expect(graded.status(), await graded.text()).toBe(201);

  await page.goto('/records');
  const log = page.getByTestId('hours-log');
  await expect(log).toContainText('From a completed lesson', { timeout: 20_000 });
  await expect(log).toContainText(`by ${name}`);

  // Hours logged by hand.
  await page.getByRole('button', { name: 'Log hours' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject', { exact: true }).fill('Science');
  await dialog.getByLabel('Minutes', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Log hours' }).click();
  await expect(dialog).toHaveCount(0);
  const science = log.getByRole('listitem').filter({ hasText: 'Science' });
  await expect(science).toContainText(`by ${name}`);
  await expect(log.getByText(`by ${name}`)).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/hours-by-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/hours-by-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The lesson marked today present: the day says who (the parent who completed it).
  await page.goto('/attendance');
  await expect(page.getByText(`by ${name}`)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/attendance-by-1280.png` });

  await page.goto('/grades');
  await expect(page.getByText('Chapter quiz')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`graded by ${name}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/grades-by-1280.png`, fullPage: true });
});
