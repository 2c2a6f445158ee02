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

test.describe('API documentation, every tag', () => {
  test('each tag opens with all its operations, and they render (every account-data one)', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const spec = (await (await request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const operations = new Map<string, number>();
    for (const item of Object.values(spec.paths))
      for (const op of Object.values(item))
        for (const tag of op.tags ?? []) operations.set(tag, (operations.get(tag) ?? 0) + 1);
    expect(operations.get('account-data')).toBeGreaterThan(0);

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Homeschool API/ })).toBeVisible({ timeout: 15_000 });
    for (const [tag, count] of [...operations].sort()) {
      const section = page.locator('.opblock-tag-section').filter({
        has: page.locator(`.opblock-tag[data-tag="${tag}"]`),
      });
      await section.locator('.opblock-tag').click();
      const blocks = section.locator('.opblock');
      await expect(blocks, tag).toHaveCount(count);
      // An operation that renders shows its responses (with the example built from its schema); one that
      // does not shows Swagger UI's 'Could not render' instead. Every account-data operation is opened (the
      // export file's schema is the largest), and the first of every other tag.
      const opened = tag === 'account-data' ? count : 1;
      for (let i = 0; i < opened; i++) await blocks.nth(i).locator('.opblock-summary').click();
      await expect(section.locator('.responses-wrapper'), tag).toHaveCount(opened);
      await expect(section.getByText(/Could not render/)).toHaveCount(0);
      await section.locator('.opblock-tag').click();
    }
    await expect(page.getByText(/Could not render/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
