import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chooseOption, expect, expectAccessible, test } from './fixtures';

const SHOTS = '/tmp/shots-transcript';

/** Adds a course through the page's dialog. */
async function addCourse(
  page: Page,
  course: { title: string; level: string; credits: string; percent: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Course' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a course' });
  await dialog.getByLabel('Course title').fill(course.title);
  await dialog.getByLabel('School year').fill('2026–2027');
  await chooseOption(page, dialog.getByLabel('Level', { exact: true }), course.level);
  await dialog.getByLabel('Credits', { exact: true }).fill(course.credits);
  await dialog.getByLabel('Final grade (%)').fill(course.percent);
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(course.title, { exact: true })).toBeVisible();
}

test.describe('records: transcript and reading log', () => {
  test('a transcript with an honors course and a regular one shows its GPA, prints, and downloads as a PDF', async ({
    page,
    account: _,
  }) => {
    test.slow();
    await page.goto('/records/transcript');
    await expect(page.getByRole('heading', { level: 1, name: /^Transcript/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
    await expect(page.getByTestId('gpa-unweighted')).toHaveText('—');

    await addCourse(page, { title: 'English 9 Honors', level: 'Honors', credits: '1', percent: '95' });
    await addCourse(page, { title: 'Algebra I', level: 'Regular', credits: '1', percent: '85' });

    // A (4.0, honors 4.5) and B (3.0): 3.50 unweighted, 3.75 weighted, 2 credits.
    await expect(page.getByTestId('gpa-unweighted')).toHaveText('3.50');
    await expect(page.getByTestId('gpa-weighted')).toHaveText('3.75');
    await expect(page.getByTestId('credits-earned')).toHaveText('2.0');
    const year = page.getByRole('region', { name: 'Grade 9 · 2026–2027' });
    await expect(year.getByTestId('year-gpa')).toHaveText(
      'GPA 3.50 unweighted · 3.75 weighted · 2.0 credits',
    );
    await expect(year.getByText('95 % · A', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A bad grade is refused in the form with the schema's words.
    await page.getByRole('button', { name: 'Edit Algebra I' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit course' });
    await edit.getByLabel('Final grade (%)').fill('120');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(
      edit.getByText('The final grade is a percent from 0 to 100 with at most one decimal.'),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.screenshot({ path: `${SHOTS}/transcript-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/transcript-print.png`, fullPage: true });
    await expect(page.getByRole('button', { name: 'Add Course' })).toBeHidden();
    await expect(page.getByText('Parent / administrator signature')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transcript-maya-johnson.pdf');
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('gpa-weighted')).toHaveText('3.75');
    await page.screenshot({ path: `${SHOTS}/transcript-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('a reading log entry is added with its totals, and the year downloads as a PDF', async ({
    page,
    account: _,
  }) => {
    test.slow();
    const year = await page.request.post('/api/school-years', {
      data: { name: '2026–2027', startDate: '2026-08-17', endDate: '2027-06-04' },
    });
    expect(year.status(), await year.text()).toBe(201);
    await page.goto('/records/reading');
    await expect(page.getByRole('heading', { level: 1, name: /^Reading log/ })).toBeVisible({
      timeout: 20_000,
    });
    await chooseOption(page, page.getByLabel('Period'), '2026–2027');
    await expect(page.getByRole('heading', { name: 'No books in this period' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Book' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a book' });
    await dialog.getByLabel('Title').fill('The Hobbit');
    await dialog.getByLabel('Author').fill('J. R. R. Tolkien');
    await dialog.getByLabel('ISBN').fill('978-0-306-40615-8');
    await dialog.getByLabel('Started').fill('2026-09-01');
    await dialog.getByLabel('Finished').fill('2026-09-20');
    await dialog.getByLabel('Minutes').fill('600');
    await dialog.getByLabel('Pages').fill('310');
    await dialog.getByRole('button', { name: 'Add Book' }).click();
    await expect(
      dialog.getByText('Enter a valid ISBN (10 or 13 digits with a correct check digit).'),
    ).toBeVisible();
    await dialog.getByLabel('ISBN').fill('978-0-306-40615-7');
    await dialog.getByRole('button', { name: 'Add Book' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByText('The Hobbit', { exact: true })).toBeVisible();
    await expect(page.getByText('J. R. R. Tolkien · ISBN 9780306406157')).toBeVisible();
    const totals = page.getByTestId('reading-totals');
    await expect(totals).toContainText('Books1');
    await expect(totals).toContainText('Minutes600');
    await expect(totals).toContainText('Pages310');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/reading-1280.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reading-log-maya-johnson-2026-2027.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/reading-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
