import { expect, test } from '@playwright/test';

test.describe('API documentation', () => {
  test('Swagger UI renders and runs a request under its Content-Security-Policy, with no violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });

    const res = await page.goto('/api/docs');
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.getByRole('heading', { name: /Homeschool API/ })).toBeVisible({ timeout: 15_000 });

    // The tags start closed (130 operations); open 'system' and try the health check: the UI fetches from this
    // origin and shows the answer.
    await page.locator('.opblock-tag', { hasText: /^system/ }).click();
    const health = page.locator('.opblock', { hasText: '/api/health' }).first();
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect(health.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(
      '200',
    );

    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    expect(violations).toEqual([]);
  });
});
