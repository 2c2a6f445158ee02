import {
  chooseOption,
  expect,
  expectAccessible,
  newAccount,
  signUpViaApi,
  submitEmailSignUp,
  test,
} from './fixtures';

test.describe('auth', () => {
  test('signs up with email and lands on the dashboard', async ({ page }) => {
    const account = newAccount();
    await page.goto('/sign-up');
    await page.getByRole('link', { name: 'Sign up with email' }).click();
    await expect(page).toHaveURL(/\/sign-up\/email$/);
    await submitEmailSignUp(page, account);
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('email sign-up shows the field messages for missing input and stays put', async ({ page }) => {
    await page.goto('/sign-up/email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText("Please enter the child's full name.")).toBeVisible();
    await expect(page.getByText("Please choose the child's age.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up\/email$/);
  });

  test('a taken email shows the spec message', async ({ page, request }) => {
    const account = newAccount();
    const first = await request.post('/api/account/sign-up', {
      data: { displayName: 'First', childAge: '10', email: account.email, password: account.password },
    });
    expect(first.status(), await first.text()).toBe(201);
    await page.context().clearCookies();
    await page.goto('/sign-up/email');
    await page.getByLabel('Your name').fill('Second Parent');
    await page.getByLabel("Child's full name").fill('Second Child');
    await chooseOption(page, page.getByLabel("Child's age"), '12');
    await page.getByLabel("Parent's email").fill(account.email);
    await page.getByLabel('Password').fill('another password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // A sign-up hashes the password first; on a loaded 2-core CI machine that alone can take seconds.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An account with this email already exists. Please sign in instead.' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/sign-up\/email$/);
  });

  test('signs out to /sign-in and signs back in', async ({ page, account }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/classes');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the spec message', async ({ page, account }) => {
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password. Please check your credentials.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a protected route while signed out goes to /sign-in', async ({ page }) => {
    await page.goto('/attendance');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an auth page while signed in goes to /', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-up/email');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
