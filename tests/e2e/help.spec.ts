import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('help', () => {
  for (const width of [1280, 1024, 375]) {
    test(`the contact buttons hold their icons, labels and the 'Soon' badge at ${width} px`, async ({
      page,
      account: _,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible({
        timeout: 20_000,
      });
      const email = page.getByRole('link', { name: 'Email Support' });
      const chat = page.getByRole('button', { name: /Community Chat/ });
      const [emailBox, chatBox, badgeBox, chatIconBox, emailIconBox] = await Promise.all([
        box(email),
        box(chat),
        box(chat.getByText('Soon')),
        box(chat.locator('svg')),
        box(email.locator('svg')),
      ]);
      expect(
        inside(badgeBox, chatBox),
        `'Soon' ${JSON.stringify(badgeBox)} in ${JSON.stringify(chatBox)}`,
      ).toBe(true);
      expect(inside(chatIconBox, chatBox)).toBe(true);
      expect(inside(emailIconBox, emailBox)).toBe(true);
      expect(overlap(emailBox, chatBox)).toBe(false);
      expect(overlap(chatIconBox, emailBox)).toBe(false);
    });
  }

  test('community chat is marked Soon and points to email support', async ({ page, account: _ }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: /Community Chat/ }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Group chat is coming soon! For now, please use email support and we will get back to you.',
    );
    await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      /^mailto:support@homeschool\.app\?subject=/,
    );
    await expectAccessible(page);
  });
});
