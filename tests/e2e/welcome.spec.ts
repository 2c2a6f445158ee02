import { expect, expectAccessible, test } from './fixtures';

test.describe('landing page', () => {
  test('shows the product, its claims and the core features', async ({ page }) => {
    const shellRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('signed-in-shell')) shellRequests.push(r.url());
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('homeschool');
    const hero = page.getByRole('region', { name: /homeschool/i }).first();
    await expect(hero.getByText('No credit card required')).toBeVisible();
    await expect(hero.getByText('Set up in under 2 minutes')).toBeVisible();
    await expect(hero.getByText('10+ Core Features').first()).toBeVisible();
    const features = page
      .getByRole('region', { name: 'Everything your homeschool runs on' })
      .getByRole('listitem');
    expect(await features.count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
    await expectAccessible(page);
    // The signed-in shell is not downloaded for the landing page; being prerendered, it loads no script.
    expect(shellRequests).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test("'Get Started Free' leads to sign-up", async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test("'Sign In' leads to sign-in", async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('fits the screen and keeps both buttons', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
