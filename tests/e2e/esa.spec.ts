import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, firstChild, test } from './fixtures';

/** Education savings: a Utah account for a 13-year-old, three purchases with receipt photos, warnings, balance, packet. */

const SHOTS = '/tmp/shots-esa';
mkdirSync(SHOTS, { recursive: true });

/** A purchase in the account's list (its lines and checks are lists of their own). */
const purchase = (page: Page, { hasText }: { hasText: string }) =>
  page.getByRole('list', { name: 'Maya Johnson: Receipts' }).locator(':scope > li').filter({ hasText });

const receiptPhoto = (background: string) =>
  sharp({ create: { width: 600, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

test('a Utah account: purchases with receipts, the checks, the balance and the packet', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  test.setTimeout(120_000);
  const child = await firstChild(page.request);
  const aged = await page.request.patch(`/api/students/${child.id}`, { data: { age: 13 } });
  expect(aged.status(), await aged.text()).toBeLessThan(300);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Education Savings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Education savings', level: 1 })).toBeVisible();
  await expect(page.getByText('No education savings account yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Program').selectOption({ label: 'Utah Fits All Scholarship' });
  // The pack's award for a 13-year-old is suggested.
  await expect(dialog.getByText("The program's award for this child: $6,000.00.")).toBeVisible();
  await dialog.getByLabel('Award').fill('6000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Utah Fits All Scholarship' })).toBeVisible();

  const purchases: { vendor: string; item: string; category: string; amount: string; shows: string[] }[] = [
    {
      vendor: 'Book Barn',
      item: 'Saxon Math 8/7',
      category: 'Curriculum',
      amount: '129.99',
      shows: [
        'the merchant',
        'the date of purchase',
        'itemised lines',
        'the total',
        'the payment method',
        "the student's legal name",
      ],
    },
    { vendor: 'Office Mart', item: 'Standing desk', category: 'Supplies', amount: '249.50', shows: [] },
    {
      vendor: 'Science Shop',
      item: 'Chemistry kit',
      category: 'Supplies',
      amount: '45.00',
      shows: ['the merchant', 'the date of purchase', 'itemised lines', 'the total', 'the payment method'],
    },
  ];
  for (const [i, p] of purchases.entries()) {
    await page.getByRole('button', { name: 'Add purchase' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Vendor').fill(p.vendor);
    await form.getByLabel('Description 1').fill(p.item);
    await form.getByLabel('Category').selectOption({ label: p.category });
    await form.getByLabel('Amount').fill(p.amount);
    for (const field of p.shows) await form.getByLabel(field, { exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const item = purchase(page, { hasText: p.vendor });
    await expect(item).toContainText('A receipt is needed for this purchase.');
    await item.getByLabel('Add receipt (photo or PDF)').setInputFiles({
      name: `receipt-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await receiptPhoto(['#eee', '#ddd', '#ccc'][i]!),
    });
    await expect(item.getByRole('img', { name: `receipt-${i}.jpg` })).toBeVisible();
  }
  const desk = purchase(page, { hasText: 'Office Mart' });
  await expect(desk).toContainText(
    '“Standing desk” looks like furniture, which this program does not allow.',
  );
  const kit = purchase(page, { hasText: 'Science Shop' });
  await expect(kit).toContainText("Receipt must show the student's legal name.");
  const math = purchase(page, { hasText: 'Book Barn' });
  await expect(math.getByRole('list', { name: 'Checks' })).toHaveCount(0);

  // Balance: $6,000 awarded, $424.49 pending, $5,575.51 remaining.
  const card = page.getByRole('article');
  await expect(card.getByText('$424.49').first()).toBeVisible();
  await expect(card.getByText('$5,575.51').first()).toBeVisible();
  await expectAccessible(page);

  // The family's copy of the pack is edited in its form: a bad day count is refused next to its field.
  await page.getByRole('button', { name: 'Edit program Utah Fits All Scholarship' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit program' });
  await edit.getByLabel('Name', { exact: true }).fill('Utah Fits All (our copy)');
  await edit.getByLabel('Receipt due within (days)').fill('400');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    edit.getByRole('alert').filter({ hasText: 'Days are a whole number from 0 to 365.' }),
  ).toBeVisible();
  await expect(edit.getByLabel('Receipt due within (days)')).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 375, height: 900 });
  await edit.getByLabel('Receipt due within (days)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/esa-program-375.png` });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await edit.getByLabel('Receipt due within (days)').fill('60');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Utah Fits All (our copy)' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Packet (PDF)', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^esa-packet-utah-fits-all-our-copy.*\.pdf$/);

  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/esa-${width}.png`, fullPage: true });
  }

  // The dashboard's card: the program, what remains, the next deadline, what the checks found, a link here.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const esaCard = page.getByRole('region', { name: 'Education savings' });
  await expect(esaCard).toContainText('Utah Fits All (our copy)');
  await expect(esaCard).toContainText('$5,575.51');
  await expect(esaCard).toContainText('Next deadline:');
  await expect(esaCard).toContainText(/\d+ checks? to look at/);
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await esaCard.scrollIntoViewIfNeeded();
    await esaCard.screenshot({ path: `${SHOTS}/esa-card-${width}.png` });
  }
  await esaCard.getByRole('link', { name: 'Open education savings' }).click();
  await expect(page.getByRole('heading', { name: 'Education savings', level: 1 })).toBeVisible();
});
