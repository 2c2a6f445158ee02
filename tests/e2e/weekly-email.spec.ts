import { mkdirSync, readFileSync } from 'node:fs';
import { unsubscribeToken } from '../../src/server/features/notifications/unsubscribe-token';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The weekly e-mail (issue 41, ADR 045): an adult turns it on in Settings → Notifications, and the e-mail's
 * unsubscribe link turns it off without signing in. The e-mail itself is tested against a real SMTP server in
 * notifications.test.ts; here the link is made as the server makes it, with the E2E server's own secret.
 */
const SHOTS = '/tmp/shots-weekly-email';
mkdirSync(SHOTS, { recursive: true });

/** The E2E server's secret: DATA_DIR/auth-secret (playwright.config.ts: DATA_DIR is its log's path without '.log'). */
function serverSecret(): string {
  const log = (process.env.E2E_SERVER_LOGS ?? '').split(',')[0] ?? '';
  return readFileSync(`${log.replace(/\.log$/, '')}/auth-secret`, 'utf8').trim();
}

test('weekly e-mail: turned on in Settings, turned off from the link without signing in', async ({
  page,
  browser,
  account,
}) => {
  await page.goto('/settings');
  // The first load of a fresh account can take a while on a busy machine (as settings.spec.ts waits).
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  const weekly = card.getByRole('switch', { name: 'Weekly e-mail' });
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  await expect(weekly).not.toBeChecked();
  await expect(card).toContainText(`Sent to ${account.email}.`);
  await expect(card).not.toContainText('Coming Soon');
  await weekly.click();
  await expect(page.getByText('Weekly e-mail turned on')).toBeVisible();
  await expect(weekly).toBeChecked();
  // Saved on the server (the page's reload at the end shows it off again after the link).
  const saved = (await (await page.request.get('/api/notification-prefs')).json()) as {
    weeklyEmail: boolean;
  };
  expect(saved.weeklyEmail).toBe(true);
  await expectAccessible(page);
  await card.screenshot({ path: `${SHOTS}/settings-card-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/settings-375.png` });

  // The e-mail's link, opened signed out.
  const me = (await (await page.request.get('/api/me')).json()) as { member: { id: string } };
  const token = unsubscribeToken(serverSecret(), me.member.id);
  const visitor = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const link = await visitor.newPage();
  await link.goto(`/unsubscribe/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  await expect(link.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await link.goto(`/unsubscribe/${token}`);
  await expect(link.getByRole('heading', { name: 'Stop the weekly e-mail?' })).toBeVisible();
  await expectAccessible(link);
  await link.screenshot({ path: `${SHOTS}/unsubscribe-1280.png` });
  await link.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(link.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(link.getByRole('status')).toContainText('no more weekly e-mails');
  await link.setViewportSize({ width: 375, height: 700 });
  await link.screenshot({ path: `${SHOTS}/unsubscribed-375.png` });
  await visitor.close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('switch'),
  ).not.toBeChecked();
});
