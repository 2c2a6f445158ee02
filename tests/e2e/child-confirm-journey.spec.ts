import type { APIRequestContext, Page } from '@playwright/test';
import { childSignsIn, expect, newAccount, setParentConfirms, test } from './fixtures';

/**
 * 'Parent confirms completed work' end to end (ADR 024): the child ticks a lesson and a to-do on their tablet;
 * the ticks wait for a parent and earn nothing; the parent confirms them from the dashboard's 'To confirm'
 * card; then the child's xp rises.
 */
const PIN = '604219';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

async function ok(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  data?: object,
) {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

const xpOf = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^\d+ XP$/)
        .first()
        .innerText()
    ).replace(' XP', ''),
  );

test('a child’s ticks wait for the parent, earn nothing, and earn their xp once confirmed', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const parentContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const parent = await parentContext.newPage();
  const account = newAccount();
  const signUp = await parent.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Ada Lovel',
      childAge: '10',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const me = (await ok(parent.request, 'GET', '/api/me')) as { students: { id: string }[] };
  const studentId = me.students[0]!.id;
  const cls = (await ok(parent.request, 'POST', '/api/classes', {
    title: 'Science',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '10:00',
    endTime: '11:00',
    studentIds: [studentId],
  })) as { id: string };
  await ok(parent.request, 'POST', `/api/classes/${cls.id}/lessons`, { lines: 'Magnets', minutes: 30 });
  await ok(parent.request, 'POST', `/api/students/${studentId}/tasks`, {
    title: 'Water the plants',
    priority: 'low',
  });
  const signIn = (await ok(parent.request, 'PUT', `/api/students/${studentId}/sign-in`, {
    kind: 'pin',
    pin: PIN,
  })) as {
    familyCode: string;
  };

  // The parent turns the confirmation on in Settings.
  await setParentConfirms(parent, true);

  // The child on a tablet: ticks wait, xp stays.
  const tablet = await browser.newContext({
    baseURL,
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  const child = await tablet.newPage();
  await childSignsIn(child, { familyCode: signIn.familyCode, name: 'Ada Lovel', pin: PIN });
  await expect(child.getByRole('heading', { name: "Ada's Homeschool Dashboard" })).toBeVisible(LOAD);
  const xp0 = await xpOf(child);
  const lessonTick = child.getByTestId('todays-lessons').getByRole('checkbox', { name: /Magnets/ });
  await lessonTick.click();
  await expect(lessonTick).toBeChecked(LOAD);
  await expect(child.getByTestId('todays-lessons').getByText('Waiting for a parent')).toBeVisible(LOAD);
  await child.getByTestId('todays-lessons').screenshot({ path: '/tmp/shots-confirm-journey-child-768.png' });
  await child.goto('/todo');
  const todoTick = child.getByRole('checkbox', { name: 'Water the plants' });
  await todoTick.click();
  await expect(child.getByText('Waiting for a parent')).toBeVisible(LOAD);
  await child.goto('/');
  await expect(child.getByRole('heading', { name: "Ada's Homeschool Dashboard" })).toBeVisible(LOAD);
  expect(await xpOf(child)).toBe(xp0);
  const game = (await ok(child.request, 'GET', `/api/students/${studentId}/game`)) as { xp: number };
  expect(game.xp).toBe(xp0);

  // The parent's week shows the lesson ticked and waiting; then the parent confirms both from the dashboard's card.
  await parent.goto('/week');
  await expect(parent.getByText('Waiting for a parent')).toBeVisible(LOAD);
  await parent.goto('/');
  const card = parent.getByTestId('confirm-card');
  await expect(card).toBeVisible(LOAD);
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'To confirm' })).toBeVisible(LOAD);
  await expect(parent.getByTestId('confirm-list').getByRole('listitem')).toHaveCount(2);
  await parent.screenshot({ path: '/tmp/shots-confirm-journey-1280.png' });
  await parent.getByRole('button', { name: 'Confirm all' }).click();
  await expect(parent.getByTestId('confirm-empty')).toBeVisible(LOAD);

  // The child's xp rises (live update, or the next load).
  await child.reload();
  await expect.poll(() => xpOf(child), LOAD).toBeGreaterThan(xp0);
  await expect(child.getByTestId('todays-lessons').getByText('Waiting for a parent')).toHaveCount(0);
  await child.goto('/todo');
  await expect(child.getByRole('checkbox', { name: 'Water the plants' })).toBeChecked(LOAD);
  await expect(child.getByText('Waiting for a parent')).toHaveCount(0);
  await parentContext.close();
  await tablet.close();
});
