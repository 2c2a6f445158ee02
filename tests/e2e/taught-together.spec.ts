import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { todayIn } from '../../src/shared/domain/dates';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * Taught together (issue 41, ADR 042): a class taught to two children at once shows its lesson once on the family
 * week, with both names; one tick records it for both (both children's rows tick, both counts move). The class
 * card names where it is taught and by whom.
 */
const LOAD = { timeout: 30_000 };
const SHOTS = '/tmp/shots-together';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ timeout: 90_000 });

async function ok(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

const doneCount = async (page: Page, studentId: string) => {
  const text = await page.locator(`#week-child-${studentId}`).innerText();
  const [, done, of] = /(\d+) of (\d+) done/.exec(text) ?? [];
  return [Number(done), Number(of)];
};

test('one tick of a lesson taught together completes it for both children', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const account = newAccount();
  const res = await page.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Maya Johnson',
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await ok(page.request, 'POST', '/api/students', { name: 'Leo Johnson', age: 7 });
  const { students } = (await ok(page.request, 'GET', '/api/me')) as {
    students: { id: string; name: string }[];
  };
  const maya = students[0]!;
  const leo = students[1]!;
  const today = todayIn('America/New_York');
  // From today, so no past day of this week offers a catch-up lesson.
  const cls = (await ok(page.request, 'POST', '/api/classes', {
    title: 'Morning time',
    daysOfWeek: EVERY_DAY,
    startTime: '08:30',
    endTime: '09:00',
    startDate: today,
    studentIds: [maya.id, leo.id],
    together: true,
    place: 'co-op',
    teacherName: 'Mrs. Okafor',
  })) as { id: string };
  await ok(page.request, 'POST', `/api/classes/${cls.id}/lessons`, {
    lines: ['Poem: The Owl', 'Hymn study', 'Picture study'].join('\n'),
    minutes: 20,
  });

  await page.goto('/week');
  await expect(page.getByRole('heading', { level: 1, name: 'Week' })).toBeVisible(LOAD);
  const shared = page.getByRole('region', { name: 'Taught together' });
  await expect(shared).toBeVisible(LOAD);
  const tick = shared.getByRole('checkbox', {
    name: /^Poem: The Owl, taught together: Maya Johnson, Leo Johnson/,
  });
  await expect(tick).not.toBeChecked();
  const rowOf = (studentId: string) =>
    page
      .locator(`[data-child="${studentId}"] li[data-date="${today}"]`)
      .getByRole('checkbox', { name: /^Poem: The Owl/ });
  await expect(rowOf(maya.id)).not.toBeChecked();
  await expect(rowOf(leo.id)).not.toBeChecked();
  const [mayaBefore] = await doneCount(page, maya.id);
  const [leoBefore] = await doneCount(page, leo.id);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/week-1280-before.png`, fullPage: true });

  await tick.click();
  await expect(tick).toBeChecked();
  await expect(rowOf(maya.id)).toBeChecked();
  await expect(rowOf(leo.id)).toBeChecked();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Recorded for 2 children' }),
  ).toBeVisible();
  await expect.poll(async () => (await doneCount(page, maya.id))[0]).toBe(mayaBefore! + 1);
  await expect.poll(async () => (await doneCount(page, leo.id))[0]).toBe(leoBefore! + 1);
  // The server recorded a completion and an hour entry for each child (away: a co-op class).
  for (const child of [maya.id, leo.id]) {
    const hours = (await ok(
      page.request,
      'GET',
      `/api/students/${child}/hours?from=${today}&to=${today}`,
    )) as {
      entries: { minutes: number; location: string }[];
    };
    expect(hours.entries).toEqual([expect.objectContaining({ minutes: 20, location: 'away' })]);
  }
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/week-1280-after.png`, fullPage: true });

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(shared).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/week-768.png`, fullPage: true });

  // A phone: the shared lesson above the one child shown.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(shared).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/week-375.png`, fullPage: true });

  // The class card names the place and the teacher; the form has the fields.
  await page.goto('/classes');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Morning time' }) });
  await expect(card).toContainText('Co-op · Teacher: Mrs. Okafor', LOAD);
  await expect(card).toContainText('Taught together');
  await page.screenshot({ path: `${SHOTS}/classes-375.png`, fullPage: true });
  await card.getByRole('button', { name: 'Edit Morning time' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Teacher (optional)')).toHaveValue('Mrs. Okafor');
  await expect(dialog.getByRole('checkbox', { name: 'Taught together' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/class-form-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/class-form-1280.png` });
  await context.close();
});
