import type { APIRequestContext, Locator } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { phonePhoto } from '../setup/test-files';
import {
  childSignsIn,
  chooseOption,
  expect,
  expectAccessible,
  firstChild,
  newAccount,
  setParentConfirms,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * A child's "I learned this" (issue 36): the child, signed in by PIN on a tablet, adds a photo, what they
 * learned, the subject and the minutes; with 'Parent confirms completed work' on it waits in 'To confirm'; the
 * parent confirms it; its minutes show in Records › Hours as the child's log and the sample in the portfolio.
 */
const PIN = '318406';
const LOAD = { timeout: 30_000 };
const SHOTS = '.tmp/shots';
test.describe.configure({ timeout: 180_000 });

async function ok(request: APIRequestContext, method: 'GET' | 'PUT', url: string, data?: object) {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as unknown;
}

/** In the open dialog: a photo, what was learned, a subject ('Something else') or the class shown, and the minutes. */
async function learned(
  dialog: Locator,
  { photo, title, subject, minutes }: { photo: string; title: string; subject?: string; minutes: string },
) {
  await dialog.getByLabel('Take or choose photos').setInputFiles({
    name: 'work.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(photo),
  });
  await expect(dialog.getByTestId('upload-percent')).toHaveText('100 %', LOAD);
  await dialog.getByLabel('What did you learn?').fill(title);
  if (subject) {
    await chooseOption(dialog.page(), dialog.getByLabel('Class or subject'), 'Something else');
    await dialog.getByLabel('Subject', { exact: true }).fill(subject);
  }
  await dialog.getByText(minutes, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: minutes })).toBeChecked();
}

test('a child adds “I learned this” on the tablet, a parent confirms it, its minutes show in the hours', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const baseURL = test.info().project.use.baseURL;
  const parentContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const parent = await parentContext.newPage();
  await signUpViaApi(parent, newAccount({ displayName: 'Ada Lovel' }));
  const studentId = (await firstChild(parent.request)).id;
  const pottery = await parent.request.post('/api/classes', {
    data: {
      title: 'Pottery',
      subject: 'Art',
      daysOfWeek: [1, 3],
      startTime: '13:00',
      endTime: '14:00',
      studentIds: [studentId],
    },
  });
  expect(pottery.status(), await pottery.text()).toBe(201);
  const { familyCode } = (await ok(parent.request, 'PUT', `/api/students/${studentId}/sign-in`, {
    kind: 'pin',
    pin: PIN,
  })) as { familyCode: string };

  // The parent turns 'Parent confirms completed work' on.
  await setParentConfirms(parent, true);

  // The child on a tablet: "I learned this" with a photo, a subject and the minutes.
  const tablet = await browser.newContext({
    baseURL,
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  const child = await tablet.newPage();
  await childSignsIn(child, { familyCode, name: 'Ada Lovel', pin: PIN });
  await expect(child.getByRole('heading', { name: "Ada's Homeschool Dashboard" })).toBeVisible(LOAD);
  await child.getByRole('button', { name: 'I learned this' }).click();
  await expect(child.getByRole('dialog', { name: 'I learned this' })).toBeVisible(LOAD);
  // Its title says what happened once it is sent.
  const dialog = child.getByRole('dialog');
  // Sent with nothing: what is missing is said.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Add a file or a link.')).toBeVisible();
  await expect(dialog.getByText('Choose how long it took.')).toBeVisible();

  // The child's class comes first; this is about something else.
  await expect(dialog.getByLabel('Class or subject').locator('option:checked')).toContainText('Pottery');
  await learned(dialog, {
    photo: '#c0533a',
    title: 'How volcanoes erupt',
    subject: 'Science',
    minutes: '45 min',
  });
  await expectAccessible(child);
  await dialog.screenshot({ path: `${SHOTS}/learned-dialog-768.png` });
  await child.setViewportSize({ width: 375, height: 812 });
  await child.screenshot({ path: `${SHOTS}/learned-dialog-375.png` });
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await child.screenshot({ path: `${SHOTS}/learned-dialog-375-end.png` });
  await child.setViewportSize({ width: 768, height: 1024 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sent to your parent to confirm' })).toBeVisible(LOAD);
  await dialog.screenshot({ path: `${SHOTS}/learned-sent-768.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await child.screenshot({ path: `${SHOTS}/learned-child-home-768.png` });

  // Nothing is logged while it waits.
  const today = todayIn('America/New_York');
  const hoursUrl = `/api/students/${studentId}/hours?from=${addDaysIso(today, -7)}&to=${addDaysIso(today, 7)}`;
  expect(((await ok(parent.request, 'GET', hoursUrl)) as { entries: unknown[] }).entries).toEqual([]);

  // The parent confirms it in 'To confirm': the photo, the subject and the minutes are shown.
  await parent.goto('/');
  const card = parent.getByTestId('confirm-card');
  await expect(card).toBeVisible(LOAD);
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'To confirm' })).toBeVisible(LOAD);
  const row = parent.getByTestId('confirm-list').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('How volcanoes erupt');
  await expect(row).toContainText('I learned this: Science');
  await expect(row).toContainText('45 min');
  const thumb = row.getByRole('img', { name: 'Photo of How volcanoes erupt' });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth), LOAD)
    .toBeGreaterThan(0);
  await expectAccessible(parent);
  await row.screenshot({ path: `${SHOTS}/confirm-row-1280.png` });
  await parent.setViewportSize({ width: 375, height: 812 });
  await parent.screenshot({ path: `${SHOTS}/confirm-list-375.png`, fullPage: true });
  await parent.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: /^Confirm: How volcanoes erupt/ }).click();
  await expect(parent.getByTestId('confirm-empty')).toBeVisible(LOAD);

  // Records › Hours: the 45 minutes, from the child's log.
  await parent.goto('/records');
  await expect(parent.getByRole('heading', { name: 'Hours', exact: true })).toBeVisible(LOAD);
  const log = parent.getByTestId('hours-log');
  await expect(log).toContainText('Science', LOAD);
  await expect(log).toContainText('45 min');
  await expect(log).toContainText('From the child’s log');
  await expect(log).toContainText('by Ada Lovel');
  await log.screenshot({ path: `${SHOTS}/hours-child-log-1280.png` });

  // Records › Portfolio: the sample, kept.
  await parent.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: /^Portfolio/ })).toBeVisible(LOAD);
  const sample = parent.getByTestId('sample-card').filter({ hasText: 'How volcanoes erupt' });
  await expect(sample).toBeVisible(LOAD);
  await parent.screenshot({ path: `${SHOTS}/portfolio-after-1280.png` });

  // Without confirmation, the child's next one is kept at once with the usual words.
  await setParentConfirms(parent, false);
  await child.reload();
  await child.getByRole('button', { name: 'I learned this' }).click();
  await expect(dialog).toBeVisible(LOAD);
  // For the child's class this time: the class's subject.
  await learned(dialog, { photo: '#3a9d4f', title: 'A clay bowl', minutes: '30 min' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('heading', { name: 'Work sample added' })).toBeVisible(LOAD);
  const entries = (await ok(parent.request, 'GET', hoursUrl)) as {
    entries: { minutes: number; subject: string; source: string }[];
  };
  expect(entries.entries.map((e) => [e.subject, e.minutes, e.source]).sort()).toEqual([
    ['Art', 30, 'child'],
    ['Science', 45, 'child'],
  ]);

  await parentContext.close();
  await tablet.close();
});
