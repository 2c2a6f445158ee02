import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { pdfImagesPerPage, pdfText } from '../setup/pdf-text';
import { chooseOption, expect, expectAccessible, firstChild, test } from './fixtures';

/** Records › Share & print: the portfolio packet (issue 36) — starred samples or N per subject, as a PDF with photos. */

const SHOTS = '/tmp/shots-portfolio-packet';
mkdirSync(SHOTS, { recursive: true });

const day = (days = 0) => addDaysIso(todayIn('America/New_York'), days);

/** A photo with a few shapes, so the packet's pages show something to look at. */
const photo = (background: string, shape: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1200" height="900"><circle cx="600" cy="450" r="260" fill="${shape}"/><rect x="80" y="80" width="300" height="120" fill="#fff"/></svg>`,
        ),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

async function upload(page: Page, studentId: string, name: string, mimeType: string, buffer: Buffer) {
  const res = await page.request.post(`/api/students/${studentId}/files`, {
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Clicks Download packet and reads the PDF the browser saves. */
async function downloadPacket(page: Page, card: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download packet' }).click();
  const download = await downloading;
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), pdf };
}

test.describe('Records › Share & print: the portfolio packet', () => {
  test('stars a sample, downloads the packet of the starred samples and of two per subject, with photos', async ({
    page,
    account: _account,
  }) => {
    test.setTimeout(120_000);
    const child = await firstChild(page.request);
    const made = await page.request.post('/api/school-years', {
      data: {
        name: 'Packet year',
        startDate: day(-60),
        endDate: day(120),
        terms: [
          { name: 'Term 1', startDate: day(-60), endDate: day(30) },
          { name: 'Term 2', startDate: day(31), endDate: day(120) },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const samples = [
      {
        title: 'Volcano model',
        subject: 'Science',
        date: day(-3),
        caption: 'Baking soda and vinegar: it erupted twice.',
        fileIds: [
          await upload(page, child.id, 'volcano.jpg', 'image/jpeg', await photo('#355070', '#e56b6f')),
        ],
      },
      {
        title: 'Leaf rubbings',
        subject: 'Science',
        date: day(-10),
        fileIds: [
          await upload(page, child.id, 'leaves.jpg', 'image/jpeg', await photo('#2a9d8f', '#e9c46a')),
        ],
      },
      {
        title: 'Fractions poster',
        subject: 'Math',
        date: day(-5),
        fileIds: [
          await upload(page, child.id, 'fractions.jpg', 'image/jpeg', await photo('#f4a261', '#264653')),
        ],
      },
    ];
    for (const data of samples) {
      const res = await page.request.post(`/api/students/${child.id}/work-samples`, { data });
      expect(res.status(), await res.text()).toBe(201);
    }

    // Nothing starred yet: the card says what to do instead of a blank PDF.
    await page.goto('/records/share');
    const card = page.getByRole('region', { name: 'Portfolio packet' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByLabel('Period').locator('option:checked')).toHaveText('Whole year (Packet year)');
    await expect(card.getByLabel('Samples').locator('option:checked')).toContainText('Best work (starred)');
    await card.getByRole('button', { name: 'Download packet' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'No work sample of this period is marked as best work. Star samples on the Portfolio page, or choose a number per subject.',
    );
    await page.screenshot({ path: `${SHOTS}/packet-card-error-1280.png` });

    // Star the volcano on the Portfolio page.
    await page.goto('/records/portfolio');
    await page.getByTestId('sample-card').filter({ hasText: 'Volcano model' }).click();
    const viewer = page.getByRole('dialog', { name: 'Volcano model' });
    await viewer.getByRole('button', { name: 'Mark as best work' }).click();
    await expect(viewer.getByRole('button', { name: 'Unmark best work' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The starred packet, from the keyboard: one photo sample, its photo painted in the PDF.
    await page.goto('/records/share');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download packet' }).focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^portfolio-.*-packet-year\.pdf$/);
    const starred = await readFile((await download.path())!);
    expect(starred.subarray(0, 5).toString()).toBe('%PDF-');
    const starredText = await pdfText(starred);
    expect(starredText).toContain('Volcano model');
    expect(starredText).toContain('Baking soda and vinegar: it erupted twice.');
    expect(starredText).not.toContain('Leaf rubbings');
    expect(await pdfImagesPerPage(starred)).toEqual([0, 1]);
    await expect(card.getByRole('alert')).toHaveCount(0);

    // Two per subject of Term 1: all three photos.
    await chooseOption(page, card.getByLabel('Period'), 'Term 1');
    await chooseOption(page, card.getByLabel('Samples'), 'A number per subject');
    await chooseOption(page, card.getByLabel('Per subject'), '2');
    await page.screenshot({ path: `${SHOTS}/packet-card-1280.png` });
    const two = await downloadPacket(page, card);
    expect(two.name).toMatch(/^portfolio-.*-packet-year-term-1\.pdf$/);
    const twoText = await pdfText(two.pdf);
    for (const title of ['Volcano model', 'Leaf rubbings', 'Fractions poster'])
      expect(twoText).toContain(title);
    expect((await pdfImagesPerPage(two.pdf)).reduce((a, b) => a + b, 0)).toBe(3);
    // Kept beside the screenshots, to be rendered (pdftoppm) and looked at.
    await writeFile(`${SHOTS}/packet-two-per-subject.pdf`, two.pdf);

    // Term 2 has no sample: the server's words.
    await chooseOption(page, card.getByLabel('Period'), 'Term 2');
    await card.getByRole('button', { name: 'Download packet' }).click();
    await expect(card.getByRole('alert')).toHaveText('No work samples were kept in this period.');

    // On a phone: the card in one column, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/packet-card-375.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page);
  });
});
