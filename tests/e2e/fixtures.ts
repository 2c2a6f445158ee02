import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return { email: `e2e-${randomUUID()}@example.com`, password: 'a good password', displayName: 'Maya Johnson', ...overrides };
}

/** Creates an account through the API; the page's context gets its session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const res = await page.request.post('/api/account/sign-up', {
    data: { displayName: account.displayName, childAge: '9', email: account.email, password: account.password, timezone: 'America/New_York' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** No serious or critical axe-core violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});
export { expect };
