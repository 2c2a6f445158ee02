import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { pdfText } from '../setup/pdf-text';
import { expect, expectAccessible, firstChild, test } from './fixtures';

const SHOTS = '/tmp/shots-share';
const YEAR = { name: '2026–27', startDate: '2026-08-17', endDate: '2027-06-04' };

test.describe('Records › Share & print', () => {
  test('shows the way to School Year when the family has no school year', async ({
    page,
    account: _account,
  }) => {
    await page.goto('/records/share');
    await expect(page.getByRole('heading', { name: 'No school year yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to School Year' }).click();
    await expect(page).toHaveURL(/\/school-year$/);
  });

  test('downloads the year-end bundle, shares an evaluator link, and revokes it', async ({
    page,
    browser,
    account: _account,
  }) => {
    // Two PDFs, two browser contexts: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const child = await firstChild(page.request);
    const made = await page.request.post('/api/school-years', { data: YEAR });
    expect(made.status(), await made.text()).toBe(201);
    const marked = await page.request.put('/api/attendance', {
      data: { studentIds: [child.id], dates: ['2026-09-01', '2026-09-02'], status: 'present' },
    });
    expect(marked.status(), await marked.text()).toBeLessThan(300);

    await page.goto('/records/share');
    await expect(page.getByRole('heading', { name: 'Share & print', level: 1 })).toBeVisible();
    await expect(page.getByLabel('School year').locator('option:checked')).toContainText(YEAR.name);
    await expect(page.getByRole('link', { name: 'Download: Attendance calendar' })).toBeVisible();

    // The year-end bundle: a PDF with the child's name and the attendance figures.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download year-end bundle' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('year-end-records-maya-johnson-2026-27.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Maya Johnson');
    expect(text).toMatch(/Days present\s*2/);

    // An evaluator link, shown once.
    await page.getByRole('button', { name: 'New evaluator link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Please say who the link is for.')).toBeVisible();
    await dialog.getByLabel('Who it is for').fill('Mrs. Smith, evaluator');
    await dialog.getByLabel('Works for (days)').fill('14');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel('Evaluator link');
    await expect(linkField).toHaveValue(/\/evaluator\/[A-Za-z0-9_-]{43}$/);
    const url = await linkField.inputValue();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const row = page.getByTestId('evaluator-link').filter({ hasText: 'Mrs. Smith, evaluator' });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(YEAR.name);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/share-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/share-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The evaluator, with no session: the summary and the downloads.
    const outside = await browser.newContext();
    try {
      const evaluator = await outside.newPage();
      await evaluator.goto(url);
      await expect(evaluator.getByRole('heading', { name: 'Maya’s school records' })).toBeVisible();
      await expect(evaluator.getByText(YEAR.name)).toBeVisible();
      // The family's name and who shared it (issue 37); the child's full name stays out.
      await expect(evaluator.getByTestId('evaluator-shared-by')).toHaveText('Shared by Rosa Johnson.');
      await expect(evaluator.getByText('Maya Johnson')).toHaveCount(0);
      await expect(evaluator.getByRole('link', { name: 'Download year-end bundle' })).toBeVisible();
      await expectAccessible(evaluator);
      await evaluator.screenshot({ path: `${SHOTS}/evaluator-1280.png`, fullPage: true });
      await evaluator.setViewportSize({ width: 375, height: 800 });
      await evaluator.screenshot({ path: `${SHOTS}/evaluator-375.png`, fullPage: true });
      const evaluatorDownload = evaluator.waitForEvent('download');
      await evaluator.getByRole('link', { name: 'Download: Attendance calendar' }).click();
      const attendance = await readFile((await (await evaluatorDownload).path())!);
      expect(await pdfText(attendance)).toMatch(/Days present\s*2/);

      // Revoked: the parent confirms; the evaluator's page now shows nothing but that.
      await page.getByRole('button', { name: 'Revoke: Mrs. Smith, evaluator' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(row).toContainText('Revoked');
      await evaluator.reload();
      await expect(
        evaluator.getByRole('heading', { name: 'This link has expired or was revoked' }),
      ).toBeVisible();
      await expect(evaluator.getByText('Maya')).toHaveCount(0);
      await evaluator.screenshot({ path: `${SHOTS}/evaluator-gone-375.png`, fullPage: true });
    } finally {
      await outside.close();
    }
  });

  test("an evaluator link with the portfolio shows the year's kept samples and their files, and nothing else", async ({
    page,
    browser,
    account: _account,
  }) => {
    test.setTimeout(90_000);
    const child = await firstChild(page.request);
    const made = await page.request.post('/api/school-years', { data: YEAR });
    expect(made.status(), await made.text()).toBe(201);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d2691e' } })
      .jpeg()
      .toBuffer();
    const sample = async (title: string, date: string) => {
      const uploaded = await page.request.post(`/api/students/${child.id}/files`, {
        multipart: { file: { name: 'volcano.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const saved = await page.request.post(`/api/students/${child.id}/work-samples`, {
        data: { title, date, subject: 'Science', starred: true, fileIds: [(await uploaded.json()).id] },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    };
    await sample('Volcano model', '2026-10-05');
    await sample('Summer drawing', '2027-07-10');

    await page.goto('/records/share');
    await page.getByRole('button', { name: 'New evaluator link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Who it is for').fill('Portfolio review');
    await dialog.getByLabel('Include the portfolio').check();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel('Evaluator link');
    await expect(linkField).toHaveValue(/\/evaluator\/[A-Za-z0-9_-]{43}$/);
    const url = await linkField.inputValue();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByTestId('evaluator-link').filter({ hasText: 'Portfolio review' })).toContainText(
      'With the portfolio',
    );

    const outside = await browser.newContext();
    try {
      const evaluator = await outside.newPage();
      await evaluator.goto(url);
      await expect(evaluator.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
      const samples = evaluator.getByRole('list', { name: 'Portfolio' });
      await expect(samples.getByText('Volcano model')).toBeVisible();
      await expect(evaluator.getByText('Summer drawing')).toHaveCount(0);
      const thumb = samples.getByRole('img', { name: 'Open volcano.jpg' });
      await expect(thumb).toBeVisible();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
      await expectAccessible(evaluator);
      await evaluator.screenshot({ path: `${SHOTS}/evaluator-portfolio-1280.png`, fullPage: true });
      await evaluator.setViewportSize({ width: 375, height: 800 });
      await evaluator.screenshot({ path: `${SHOTS}/evaluator-portfolio-375.png`, fullPage: true });
      const downloading = evaluator.waitForEvent('download');
      await evaluator.getByRole('link', { name: 'Download volcano.jpg' }).click();
      const original = await readFile((await (await downloading).path())!);
      expect((await sharp(original).metadata()).width).toBe(900);
    } finally {
      await outside.close();
    }
  });
});
