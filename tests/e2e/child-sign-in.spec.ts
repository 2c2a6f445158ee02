import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * A child signs in on their own (ADR 024): the parent turns on the child's sign-in with a PIN and reads the
 * family code; on a tablet the child signs in with code, name and PIN, sees only their own pages, ticks a
 * lesson and a to-do and watches their xp rise; the grown-ups' pages say 'Ask a parent'; a wrong PIN says so.
 */
const SHOTS = '/tmp/shots-child';
const PIN = '482913';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });
mkdirSync(SHOTS, { recursive: true });

async function ok(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<unknown> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
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

test('the parent turns on a child’s sign-in; the child signs in on a tablet and does their day', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  // The parent: a family with a class that has a lesson today and a to-do for today.
  const parentContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const parent = await parentContext.newPage();
  const account = newAccount();
  const signUp = await parent.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Maya Johnson',
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const me = (await ok(parent.request, 'GET', '/api/me')) as { students: { id: string }[] };
  const studentId = me.students[0]!.id;
  const cls = (await ok(parent.request, 'POST', '/api/classes', {
    title: 'Math',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [studentId],
  })) as { id: string };
  await ok(parent.request, 'POST', `/api/classes/${cls.id}/lessons`, { lines: 'Fractions', minutes: 30 });
  await ok(parent.request, 'POST', `/api/students/${studentId}/tasks`, {
    title: 'Read a chapter',
    priority: 'medium',
  });

  // Settings → the child's Sign-in: PIN 482913, then the family code.
  await parent.goto('/settings');
  await parent.getByRole('button', { name: 'Sign-in for Maya Johnson' }).click(LOAD);
  const dialog = parent.getByRole('dialog');
  await expect(dialog.getByLabel('PIN', { exact: true })).toBeVisible(LOAD);
  await dialog.getByLabel('PIN', { exact: true }).fill('1234');
  await dialog.getByRole('button', { name: 'Let this child sign in' }).click();
  await expect(dialog.getByText('The PIN must be exactly 6 digits.')).toBeVisible();
  await dialog.getByLabel('PIN', { exact: true }).fill(PIN);
  await dialog.getByRole('button', { name: 'Let this child sign in' }).click();
  const codeLine = dialog.getByTestId('family-code');
  await expect(codeLine).toHaveText(/^Family code: [A-Z2-9]{6}$/, LOAD);
  const familyCode = (await codeLine.innerText()).replace('Family code: ', '');
  await expect(dialog.getByTestId('child-devices')).toHaveText('Signed in on 0 devices');
  await expectAccessible(parent);
  await parent.screenshot({ path: `${SHOTS}/parent-sign-in-section-1280.png` });

  // The child, on a tablet: a browser of their own.
  const tablet = await browser.newContext({
    baseURL,
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  const child = await tablet.newPage();
  await child.goto('/sign-in');
  await child.getByRole('link', { name: 'I’m a student' }).click();
  await expect(child.getByLabel('Family code')).toBeVisible(LOAD);
  const pinBox = child.getByLabel('PIN', { exact: true });
  await expect(pinBox).toHaveAttribute('inputmode', 'numeric');
  await expect(pinBox).toHaveAttribute('autocomplete', 'off');
  expect((await pinBox.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await child.getByLabel('Family code').fill(familyCode.toLowerCase());
  await child.getByLabel('Your name').fill('maya johnson');
  await pinBox.fill('000000');
  await child.getByRole('button', { name: 'Sign in' }).click();
  await expect(child.getByRole('alert')).toHaveText('That family code, name and PIN don’t match.', LOAD);
  await expectAccessible(child);
  await child.screenshot({ path: `${SHOTS}/student-sign-in-768.png` });

  // The child's own pages ask the server only for what a child may read: no request is refused.
  const refused: string[] = [];
  child.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() === 403)
      refused.push(`${res.request().method()} ${res.url()}`);
  });
  await pinBox.fill(PIN);
  await child.getByRole('button', { name: 'Sign in' }).click();
  await expect(child.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible(LOAD);

  // Only the child's own pages in the nav (the tablet's nav is the sheet behind the menu button).
  const nav = child.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible()))
    await child
      .getByRole('button', { name: /menu|sidebar/i })
      .first()
      .click();
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    "Today's To-Dos",
    'Week',
    'Bucket List',
    'Learn List',
    'Profile & Achievements',
  ]);
  await child.keyboard.press('Escape');

  // The lesson and the to-do, ticked with big targets; the xp rises each time.
  const xp0 = await xpOf(child);
  const lessons = child.getByTestId('todays-lessons');
  const lessonTick = lessons.getByRole('checkbox', { name: /Fractions/ });
  await expect(lessonTick).toBeVisible(LOAD);
  const box = (await lessonTick.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(48);
  expect(box.height).toBeGreaterThanOrEqual(48);
  await lessonTick.click();
  await expect(lessonTick).toBeChecked(LOAD);
  await expect.poll(() => xpOf(child), LOAD).toBeGreaterThan(xp0);
  const xp1 = await xpOf(child);
  const todoTick = child.getByRole('checkbox', { name: 'Read a chapter' });
  await todoTick.click();
  await expect(todoTick).toBeChecked(LOAD);
  await expect.poll(() => xpOf(child), LOAD).toBeGreaterThan(xp1);
  await expect(child.getByText('Required hours')).toHaveCount(0);
  await expectAccessible(child);
  await child.screenshot({ path: `${SHOTS}/child-dashboard-768.png`, fullPage: true });
  await child.setViewportSize({ width: 375, height: 812 });
  await expect(child.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible();
  await child.screenshot({ path: `${SHOTS}/child-dashboard-375.png`, fullPage: true });
  await child.setViewportSize({ width: 768, height: 1024 });

  // The child's lists: no add box on the to-dos (the parent sets them), no delete; the bucket list takes new items.
  await child.goto('/todo');
  await expect(child.getByRole('checkbox', { name: 'Read a chapter' })).toBeChecked(LOAD);
  await expect(child.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(child.getByRole('textbox')).toHaveCount(0);
  await child.goto('/bucket-list');
  const bucketBox = child.getByRole('textbox').first();
  await expect(bucketBox).toBeVisible(LOAD);
  await bucketBox.fill('See the ocean');
  await bucketBox.press('Enter');
  await expect(child.getByRole('checkbox', { name: 'See the ocean' })).toBeVisible(LOAD);

  // The week: the child's own lessons, no skipping.
  await child.goto('/week');
  await expect(child.getByText('your lessons')).toBeVisible(LOAD);
  await expect(child.getByRole('checkbox', { name: /Fractions/ }).first()).toBeChecked(LOAD);
  await expect(child.getByRole('button', { name: /Skip this day/ })).toHaveCount(0);

  expect(refused).toEqual([]);

  // The grown-ups' pages: a friendly word, and nothing of theirs.
  for (const path of ['/settings', '/records', '/classes']) {
    await child.goto(path);
    await expect(child.getByRole('heading', { name: 'Ask a parent to open this page.' })).toBeVisible(LOAD);
  }
  await child.screenshot({ path: `${SHOTS}/child-ask-parent-768.png` });

  // The parent sees the device, and signs the child out everywhere: the tablet is signed out at once.
  await parent.reload();
  await parent.getByRole('button', { name: 'Sign-in for Maya Johnson' }).click(LOAD);
  await expect(parent.getByTestId('child-devices')).toHaveText('Signed in on 1 device', LOAD);
  await parent.screenshot({ path: `${SHOTS}/parent-sign-in-section-signed-in-1280.png` });
  await parent.setViewportSize({ width: 375, height: 812 });
  await parent.screenshot({ path: `${SHOTS}/parent-sign-in-section-375.png` });
  await parent.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(parent.getByTestId('child-devices')).toHaveText('Signed in on 0 devices', LOAD);
  const me401 = await child.request.get('/api/me');
  expect(me401.status()).toBe(401);
  await parentContext.close();
  await tablet.close();
});

test('a child signing in on the parent’s browser signs the parent out there; sign-out ends the child’s session', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  const account = newAccount();
  const res = await page.request.post('/api/account/sign-up', {
    data: {
      displayName: 'Leo Park',
      childAge: '8',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(res.status()).toBe(201);
  const me = (await ok(page.request, 'GET', '/api/me')) as { students: { id: string }[] };
  const status = (await (
    await page.request.put(`/api/students/${me.students[0]!.id}/sign-in`, { data: { kind: 'pin', pin: PIN } })
  ).json()) as { familyCode: string };
  // The child signs in on the parent's browser: the parent's session there ends first, so the child never acts
  // as the parent.
  await ok(page.request, 'POST', '/api/account/child-sign-in', {
    familyCode: status.familyCode,
    name: 'Leo Park',
    secret: PIN,
  });
  expect(((await ok(page.request, 'GET', '/api/me')) as { member: { role: string } }).member.role).toBe(
    'child',
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Leo's Homeschool Dashboard" })).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(LOAD);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // Once a child has signed in here with the form, this device opens on the student sign-in, sign-out too.
  await page.getByRole('link', { name: 'I’m a student' }).click();
  await page.getByLabel('Family code').fill(status.familyCode);
  await page.getByLabel('Your name').fill('Leo Park');
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: "Leo's Homeschool Dashboard" })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Family code')).toBeVisible(LOAD);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await context.close();
});
