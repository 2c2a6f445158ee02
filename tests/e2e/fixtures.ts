import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Account {
  email: string;
  password: string;
  displayName: string;
  /** The parent's own name (issue 37). */
  yourName: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'a good password',
    displayName: 'Maya Johnson',
    yourName: 'Rosa Johnson',
    ...overrides,
  };
}

/** Creates an account through the API; the page's context gets its session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const res = await page.request.post('/api/account/sign-up', {
    data: {
      yourName: account.yourName,
      displayName: account.displayName,
      childAge: '9',
      email: account.email,
      password: account.password,
      timezone: 'America/New_York',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** The family's first child (sign-up makes it), for the per-child API paths. */
export async function firstChild(
  request: APIRequestContext,
): Promise<{ id: string; name: string; xp: number; level: number }> {
  const res = await request.get('/api/me');
  expect(res.status(), await res.text()).toBe(200);
  const me = (await res.json()) as { students: { id: string; name: string; xp: number; level: number }[] };
  expect(me.students.length).toBeGreaterThan(0);
  return me.students[0]!;
}

/** `/api/students/{the first child}/{rest}`: a per-child API path (ADR 017). */
export async function childApi(request: APIRequestContext, rest: string): Promise<string> {
  return `/api/students/${(await firstChild(request)).id}/${rest}`;
}

/** A child signs in on their own (/sign-in › I’m a student) with the family code, their name and PIN. */
export async function childSignsIn(
  page: Page,
  { familyCode, name, pin }: { familyCode: string; name: string; pin: string },
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'I’m a student' }).click();
  await page.getByLabel('Family code').fill(familyCode);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The parent turns 'Parent confirms completed work' on or off in Settings. */
export async function setParentConfirms(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Parent confirms completed work' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on), { timeout: 30_000 });
}

/** Fills the email sign-up form (/sign-up/email) for `account` and sends it. */
export async function submitEmailSignUp(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Your name').fill(account.yourName);
  await page.getByLabel("Child's full name").fill(account.displayName);
  await chooseOption(page, page.getByLabel("Child's age"), '9');
  await page.getByLabel("Parent's email").fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * No serious or critical axe-core violations on the current page, judged once it has settled: a toast still
 * fading in or out is half transparent, and axe would read its text's contrast mid-fade.
 */
export async function expectAccessible(page: Page) {
  const serious = async () => {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    );
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let bad = await serious();
  // A toast mounted between the wait and the check is caught before its fade-in starts (the wait cannot see a
  // transition not yet begun): a real violation is still there once it has settled, a fade is not.
  if (bad.length) {
    await page.waitForTimeout(800);
    bad = await serious();
  }
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});
export { expect };

/**
 * Picks an option of a select (Radix): opens it, clicks the option and waits for the list to close. On a
 * busy machine a click that lands while the list is still opening can be dropped, leaving it open; the
 * option is then clicked again.
 */
export async function chooseOption(page: Page, trigger: Locator, option: string) {
  // A native select (ui/native-select.tsx, ADR 056): the browser's own list.
  if (await trigger.evaluate((el) => el.tagName === 'SELECT')) {
    await trigger.selectOption({ label: option });
    await expect(trigger.locator('option:checked')).toContainText(option);
    return;
  }
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (await listbox.count())
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(listbox).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(trigger).toContainText(option);
  // The list is gone, not just closing: while it is there it keeps the page's pointer events off.
  await expect(page.locator('[data-slot="select-content"]')).toHaveCount(0);
}
