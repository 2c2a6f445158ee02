import { readFileSync } from 'node:fs';
import { chooseOption, expect, expectAccessible, firstChild, test } from './fixtures';

/**
 * A term's report card: a year with two terms, a class with weighted categories (set on the Grades
 * page), graded work in the first term → the report card shows the weighted average and its letter, a comment
 * is saved, the PDF downloads; the Grading scale card in Settings. Screenshots at 1280 and 375 px.
 */
const SHOTS = '/tmp/shots-grades';

test('a term report card with a weighted class, a comment and its PDF', async ({ page, account }) => {
  void account;
  test.setTimeout(120_000);
  const child = await firstChild(page.request);
  const post = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](url, { data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  await post('/api/school-years', {
    name: '2025–26',
    startDate: '2025-08-18',
    endDate: '2026-06-05',
    terms: [
      { name: 'Fall', startDate: '2025-08-18', endDate: '2025-12-19' },
      { name: 'Spring', startDate: '2026-01-05', endDate: '2026-06-05' },
    ],
  });
  const algebra = await post('/api/classes', {
    title: 'Algebra',
    daysOfWeek: [1, 3],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [child.id],
  });

  // The class's categories, set where a parent grades: the Grades page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/grades');
  const card = page.getByRole('region', { name: 'Algebra' });
  await card.getByRole('button', { name: 'Grading: Algebra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grading categories for Algebra' });
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await dialog.getByLabel('Category 1').fill('Tests');
  await dialog.getByLabel('Weight %').first().fill('60');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await dialog.getByLabel('Category 2').fill('Homework');
  await dialog.getByLabel('Weight %').nth(1).fill('30');
  await dialog.getByRole('button', { name: 'Save categories' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The weights must add up to 100 % (now 90 %).');
  await dialog.getByLabel('Weight %').nth(1).fill('40');
  await dialog.getByRole('button', { name: 'Save categories' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('class-weights')).toHaveText('Tests 60 % · Homework 40 %');

  // One assignment through the form with its category; the rest through the API.
  await card.getByRole('button', { name: 'Add First Assignment' }).click();
  const add = page.getByRole('dialog', { name: 'Add First Assignment' });
  await add.getByLabel('Assignment Name').fill('Unit 1 test');
  await add.getByLabel('Start Date').fill('2025-09-10');
  await chooseOption(page, add.getByLabel('Category'), 'Tests');
  await add.getByLabel('Percentage').fill('90');
  await add.getByRole('button', { name: 'Add First Assignment' }).click();
  await expect(add).toHaveCount(0);
  await expect(card.getByText('Category: Tests')).toBeVisible();
  const work = (name: string, date: string, grade: number, category: string) =>
    post(`/api/students/${child.id}/assignments`, {
      classId: algebra.id,
      assignmentName: name,
      assignmentDate: date,
      gradePercentage: grade,
      category,
    });
  await work('Unit 2 test', '2025-10-15', 80, 'Tests');
  await work('Worksheet', '2025-09-12', 100, 'Homework');
  await work('Spring test', '2026-02-02', 50, 'Tests'); // the second term: not on the fall card
  await post(
    '/api/attendance',
    { studentIds: [child.id], dates: ['2025-09-10', '2025-09-11'], status: 'present' },
    'put',
  );
  await page.screenshot({ path: `${SHOTS}/grades-weights-1280.png`, fullPage: true });

  // Tests (90 + 80) / 2 = 85 · 60 % + Homework 100 · 40 % = 91 → A-.
  await page.goto('/records/report-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Report card' })).toBeVisible();
  await chooseOption(page, page.getByLabel('Term'), '2025–26 · Fall');
  const sheet = page.getByTestId('report-card');
  await expect(sheet.getByRole('heading', { name: 'Report Card — Fall' })).toBeVisible();
  const row = sheet.getByTestId('report-card-class').filter({ hasText: 'Algebra' });
  await expect(row.getByTestId('average')).toHaveText('91 %');
  await expect(row.getByTestId('letter')).toHaveText('A-');
  await expect(sheet.getByText('Days present')).toBeVisible();

  await row.getByRole('button', { name: 'Add comment: Algebra' }).click();
  const comment = page.getByRole('dialog', { name: 'Comment for Algebra' });
  await comment.getByLabel('Comment').fill('Solid progress on linear equations.');
  await comment.getByRole('button', { name: 'Save comment' }).click();
  await expect(comment).toHaveCount(0);
  await expect(row.getByTestId('comment')).toHaveText('Solid progress on linear equations.');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/report-card-1280.png`, fullPage: true });

  // The spring term's card shows its own work.
  await chooseOption(page, page.getByLabel('Term'), '2025–26 · Spring');
  await expect(
    sheet.getByTestId('report-card-class').filter({ hasText: 'Algebra' }).getByTestId('letter'),
  ).toHaveText('F');
  await chooseOption(page, page.getByLabel('Term'), '2025–26 · Fall');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('report-card-maya-johnson-2025-26-fall.pdf');
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await download.saveAs(`${SHOTS}/report-card-e2e.pdf`);

  // Printed: only the sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Records' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit comment: Algebra' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-card-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.getByTestId('letter')).toHaveText('A-');
  await page.screenshot({ path: `${SHOTS}/report-card-375.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the grading scale in Settings: change a letter, and reset to the default', async ({
  page,
  account,
}) => {
  void account;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  const scale = page.getByRole('region', { name: 'Grading scale' });
  await expect(scale.getByText('You are using the default scale.')).toBeVisible();
  await expect(scale.getByLabel('Letter 1', { exact: true })).toHaveValue('A+');
  await scale.getByLabel('Letter 13', { exact: true }).fill('E');
  await scale.getByRole('button', { name: 'Save scale' }).click();
  await expect(page.getByText('Grading scale saved')).toBeVisible();
  await expect(scale.getByText('You are using the default scale.')).toHaveCount(0);
  await scale.getByRole('button', { name: 'Remove A+' }).click();
  await scale.getByLabel('Letter 11', { exact: true }).fill('E');
  await scale.getByRole('button', { name: 'Save scale' }).click();
  await expect(scale.getByRole('alert')).toHaveText('E is in the scale twice.');
  await scale.screenshot({ path: `${SHOTS}/grading-scale-1280.png` });
  await scale.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to default' }).click();
  await expect(scale.getByText('You are using the default scale.')).toBeVisible();
  await expect(scale.getByLabel('Letter 13', { exact: true })).toHaveValue('F');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await scale.screenshot({ path: `${SHOTS}/grading-scale-375.png` });
});
