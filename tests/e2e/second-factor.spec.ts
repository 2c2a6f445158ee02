import { totpCode } from '../setup/totp';
import { expect, expectAccessible, test, type Account } from './fixtures';

/**
 * The second factor end to end (issue 39): enrol with a code computed here (RFC 6238, node:crypto), sign out,
 * sign in with the password and a code, then with a recovery code once; its second use is refused.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function signInWithPassword(page: import('@playwright/test').Page, account: Account) {
  await page.goto('/sign-in?as=parent');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: import('@playwright/test').Page) {
  const res = await page.request.post('/api/account/sign-out');
  expect(res.status()).toBe(204);
  await page.context().clearCookies();
}

test('enrol, sign in with a code, a recovery code works once', async ({ page, account }) => {
  test.setTimeout(120_000);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: /Second factor/ });
  await expect(card.getByText('Off — your password alone signs you in.')).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Turn on' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on a second factor' });
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const key = dialog.getByTestId('second-factor-key');
  await expect(key).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  const secret = (await key.textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await expectAccessible(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/enrol-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A wrong code is refused in the dialog.
  await dialog.getByLabel('Code').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(/That code is not right/)).toBeVisible();

  await dialog.getByLabel('Code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codeItems = codesDialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = (await codeItems.allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'I have kept them' }).click();
  await expect(card.getByText(/10 recovery codes left/)).toBeVisible();

  // Signed out, the password alone does not sign in: the code does.
  await signOut(page);
  await signInWithPassword(page, account);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/sign-in-code-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // The account activity shows the second factor turned on and the sign-in with the code.
  await page.goto('/settings');
  const activity = page.getByRole('list', { name: 'Account activity' });
  await expect(activity.getByText('Turned on a second factor')).toBeVisible({ timeout: 20_000 });
  await expect(activity.getByText('Signed in').first()).toBeVisible();
  await activity.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await activity.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/activity-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A recovery code signs in once.
  await signOut(page);
  await signInWithPassword(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Its second use is refused, and nobody is signed in.
  await signOut(page);
  await signInWithPassword(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That recovery code is not right or was already used.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await expect(page).toHaveURL(/\/sign-in/);
});
