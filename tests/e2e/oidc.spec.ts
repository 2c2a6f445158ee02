import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { appLinkIn, waitForMail } from '../setup/e2e-auth-services';
import { chooseOption, expect, expectAccessible, newAccount, signUpViaApi, test } from './fixtures';

/** On the provider's login page (oidc-provider's development form): any login and password are accepted. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/localhost:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('sign-in through an OpenID Connect provider', () => {
  // Whole journeys across the app, a mail server and a provider: longer than the default 30 s budget.
  test.describe.configure({ timeout: 90_000 });

  test('signs up through the provider, completes the profile, reaches the dashboard; the next sign-in goes straight to /', async ({
    page,
  }) => {
    const login = `oidc-${randomUUID().slice(0, 8)}`;
    await page.goto('/sign-up');
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await expect(button).toBeEnabled({ timeout: 20_000 });
    await button.click();
    await signInAtProvider(page, login);

    await expect(page).toHaveURL(/\/sign-up\/google\/complete$/);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByText("Please enter the child's full name.")).toBeVisible();
    await expect(page.getByText("Please choose the child's age.")).toBeVisible();

    await page.getByLabel("Child's full name").fill('Robin Carter');
    await chooseOption(page, page.getByLabel("Child's age"), '11');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByText('Account setup completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ email: `${login}@example.com`, provider: 'oidc', emailVerified: true });
    expect(me.students).toMatchObject([{ name: 'Robin Carter', age: 11 }]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The provider remembers its own session, or asks again; either way the app lands on its root.
    if (/\/interaction\//.test(page.url()) || (await page.locator('input[name="login"]').count()) > 0)
      await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an incomplete provider sign-up is sent to the completion page only once per browser session', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, `once-${randomUUID().slice(0, 8)}`);
    await expect(page).toHaveURL(/\/sign-up\/google\/complete$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('cancelling at the provider comes back to sign-in with the failure toast', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page.getByText('Failed to sign in with Google')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the completion page sends visitors without a session to /sign-up', async ({ page }) => {
    await page.goto('/sign-up/google/complete');
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('an email account with a complete profile never sees the completion page', async ({ page }) => {
    const account = await signUpViaApi(page, newAccount());
    const mail = await waitForMail(account.email, /Confirm your email/);
    await page.goto(appLinkIn(mail, '/api/account/verify-email'));
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-up/google/complete');
    await expect(page).toHaveURL(/\/$/);
  });
});
