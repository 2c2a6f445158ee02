import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appLinkIn, mailCount, waitForMail } from '../setup/e2e-auth-services';
import { expect, expectAccessible, newAccount, signUpViaApi, submitEmailSignUp, test } from './fixtures';

/** The first E2E server: no SMTP, no identity provider. */
const plainServer = `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}`;

/**
 * axe-core on the page without the toasts: sonner's rich error colours belong to the shared toaster, and a
 * toast that is sliding in has no stable contrast to measure.
 */
async function expectPageAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('email confirmation and password reset (SMTP on)', () => {
  // Whole journeys across the app, a mail server and a provider: longer than the default 30 s budget.
  test.describe.configure({ timeout: 90_000 });

  test('signs up by email, is asked to confirm, resends the link, follows it and lands on / signed in', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto('/sign-up/email');
    await submitEmailSignUp(page, account);
    await expect(
      page.getByText('Account created! Please check your email for a confirmation link.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);

    const first = await waitForMail(account.email, /Confirm your email for Homeschool/);
    expect(first.contentType).toMatch(/^multipart\/alternative/);
    expect(first.html).toContain('Confirm email');

    await signIn(page, account.email, account.password);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Please verify your email! Check your inbox and click the confirmation link.' });
    await expect(alert).toBeVisible();
    await expectPageAccessible(page);
    await alert.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(
      page.getByText(
        'If that account is waiting for confirmation, a new link is on its way. Check your inbox.',
      ),
    ).toBeVisible();
    const resent = await waitForMail(account.email, /Confirm your email/, { skip: 1 });

    await page.goto(appLinkIn(resent, '/api/account/verify-email'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto(appLinkIn(first, '/api/account/verify-email'));
    await expect(page).toHaveURL(/\/sign-in\?confirmation=used$/);
    await expect(page.getByText('Your email is already confirmed. Please sign in.')).toBeVisible();
    await signIn(page, account.email, account.password);
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('resets a forgotten password by email, and the link works only once', async ({ page }) => {
    const account = await signUpViaApi(page, newAccount());
    await page.goto(
      appLinkIn(await waitForMail(account.email, /Confirm your email/), '/api/account/verify-email'),
    );
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account uses this email, a link to choose a new password is on its way.'),
    ).toBeVisible();

    const mail = await waitForMail(account.email, /Reset your Homeschool password/);
    const link = appLinkIn(mail, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('my new password');
    await page.getByLabel('Repeat new password').fill('my new passwort');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat new password').fill('my new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);

    await signIn(page, account.email, account.password);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password. Please check your credentials.' }),
    ).toBeVisible();
    await signIn(page, account.email, 'my new password');
    await expect(page).toHaveURL(/\/$/);

    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a third password');
    await page.getByLabel('Repeat new password').fill('a third password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used.' }),
    ).toBeVisible();
    expect(await mailCount(account.email)).toBe(2);
  });
});

test.describe('without SMTP or a provider', () => {
  test('forgot password explains the administrator reset, and the Google button says it is not set up', async ({
    page,
  }) => {
    await page.goto(`${plainServer}/sign-in`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByText('Google sign-in is not set up on this server.')).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Password reset by email is not set up on this server.')).toBeVisible();
    await expect(page.getByText('npm run reset-password -- you@example.com')).toBeVisible();
    await expectAccessible(page);
  });
});
