import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, newAccount, test } from './fixtures';

/**
 * Issue 37: the right names and a child's own home. A parent, a viewer and a child are each greeted by their own
 * name; an older account without a name of its own is asked once; a child on a tablet sees today's lessons
 * without scrolling; every Records tab is in reach on a phone; the evaluator's page reads like a record.
 */
const SHOTS = '/tmp/shots-people';
const LOAD = { timeout: 30_000 };
const PIN = '482913';
const WIDTHS = [1280, 768, 375] as const;
test.describe.configure({ timeout: 180_000 });
mkdirSync(SHOTS, { recursive: true });

async function ok<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? null : await res.json()) as T;
}

const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The family's first child, with a class meeting every day, two lessons and a to-do for today. */
async function childWithADay(request: APIRequestContext): Promise<string> {
  const me = await ok<{ students: { id: string }[] }>(request, 'GET', '/api/me');
  const studentId = me.students[0]!.id;
  const cls = await ok<{ id: string }>(request, 'POST', '/api/classes', {
    title: 'Math',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [studentId],
  });
  await ok(request, 'POST', `/api/classes/${cls.id}/lessons`, { lines: 'Fractions\nDecimals', minutes: 30 });
  await ok(request, 'POST', `/api/students/${studentId}/tasks`, {
    title: 'Read a chapter',
    priority: 'medium',
  });
  return studentId;
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1024 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function newPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  return context.newPage();
}

test('a parent, a viewer and a child are each greeted by their own name', async ({
  page,
  account,
  browser,
}) => {
  const studentId = await childWithADay(page.request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Maya's Homeschool Dashboard" })).toBeVisible(LOAD);
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${account.yourName.split(' ')[0]}`);
  await expect(page.getByTestId('name-prompt')).toHaveCount(0);

  // A viewer (a grandparent) joins through an invite with their own name.
  const { url } = await ok<{ url: string }>(page.request, 'POST', '/api/invites', { role: 'viewer' });
  const viewer = await newPage(browser);
  await ok(viewer.request, 'POST', `/api/invites/${url.split('/invite/')[1]}/sign-up`, {
    name: 'Grandma Rose',
    email: `e2e-${crypto.randomUUID()}@example.com`,
    password: 'a good password',
  });
  await viewer.goto('/');
  await expect(viewer.getByTestId('greeting')).toHaveText('Hi, Grandma', LOAD);

  // The child signs in on their own and is greeted by theirs.
  const { familyCode } = await ok<{ familyCode: string }>(
    page.request,
    'PUT',
    `/api/students/${studentId}/sign-in`,
    {
      kind: 'pin',
      pin: PIN,
    },
  );
  const child = await newPage(browser, 768, 1024);
  await ok(child.request, 'POST', '/api/account/child-sign-in', {
    familyCode,
    name: 'Maya Johnson',
    secret: PIN,
  });
  await child.goto('/');
  await expect(child.getByTestId('greeting')).toHaveText('Hi, Maya', LOAD);

  // Settings › Your name: the parent changes theirs; the greeting follows.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Your name' });
  await expect(card.getByLabel('Your name')).toHaveValue(account.yourName, LOAD);
  await card.getByLabel('Your name').fill('');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByText('Please enter your name.')).toBeVisible();
  await card.getByLabel('Your name').fill('Rosalind Johnson');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Rosalind', LOAD);
  await expectAccessible(page);
  await shots(page, 'settings-your-name');
});

test('an account without a name of its own is asked once', async ({ browser }) => {
  const page = await newPage(browser);
  const account = newAccount();
  // An older client's sign-up: only the child's name.
  await ok(page.request, 'POST', '/api/account/sign-up', {
    displayName: 'Cleo Barnes',
    childAge: '9',
    email: account.email,
    password: account.password,
    timezone: 'America/New_York',
  });
  await page.goto('/');
  const prompt = page.getByTestId('name-prompt');
  await expect(prompt).toBeVisible(LOAD);
  await expect(page.getByTestId('greeting')).toHaveText('Hi!');
  await expect(prompt.getByText('Please enter your name.')).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'name-prompt');
  await prompt.getByLabel('Your name').fill('Maria Barnes');
  await prompt.getByRole('button', { name: 'Save name' }).click();
  await expect(prompt).toHaveCount(0, LOAD);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Maria');
  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Maria', LOAD);
  await expect(page.getByTestId('name-prompt')).toHaveCount(0);
});

test('a child at 768 px sees today’s lessons first, and no grown-up statistics', async ({
  page,
  account: _,
  browser,
}) => {
  const studentId = await childWithADay(page.request);
  const { familyCode } = await ok<{ familyCode: string }>(
    page.request,
    'PUT',
    `/api/students/${studentId}/sign-in`,
    {
      kind: 'pin',
      pin: PIN,
    },
  );
  const child = await newPage(browser, 768, 1024);
  await ok(child.request, 'POST', '/api/account/child-sign-in', {
    familyCode,
    name: 'Maya Johnson',
    secret: PIN,
  });
  await child.goto('/');
  await expect(child.getByTestId('child-home')).toBeVisible(LOAD);
  await expect(child.getByText('Fractions')).toBeInViewport(LOAD);
  await expect(child.getByText('Read a chapter')).toBeVisible();
  await expect(child.getByTestId('child-xp')).toBeVisible();
  for (const adult of ['Total Classes', 'Upcoming Events', 'Attendance Rate', 'Total Hours per Week'])
    await expect(child.getByText(adult)).toHaveCount(0);
  await expectAccessible(child);
  await shots(child, 'child-home');
});

test('every Records tab is in reach at 375 px', async ({ page, account: _ }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/records');
  const nav = page.getByRole('navigation', { name: 'Records' });
  for (const tab of ['Hours', 'Report card', 'Transcript', 'Reading log', 'Portfolio', 'Share & print']) {
    const link = nav.getByRole('link', { name: tab });
    await expect(link).toBeInViewport(LOAD);
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await nav.getByRole('link', { name: 'Share & print' }).click();
  await expect(page).toHaveURL(/\/records\/share$/);
  await expectAccessible(page);
  await shots(page, 'records-share');
});

test('the evaluator page reads like a record: progress, attendance, hours, report cards, transcript, reading log, then the downloads', async ({
  page,
  account,
  browser,
}) => {
  const me = await ok<{ students: { id: string }[] }>(page.request, 'GET', '/api/me');
  const studentId = me.students[0]!.id;
  const year = await ok<{ id: string; terms: { id: string; startDate: string; endDate: string }[] }>(
    page.request,
    'POST',
    '/api/school-years',
    { name: 'This year', startDate: isoDay(-40), endDate: isoDay(200) },
  );
  // A graded class with the term's comment, a transcript course and a book: read on the page, not downloaded.
  const algebra = await ok<{ id: string }>(page.request, 'POST', '/api/classes', {
    title: 'Algebra',
    daysOfWeek: [1, 3],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [studentId],
  });
  await ok(page.request, 'POST', `/api/students/${studentId}/assignments`, {
    classId: algebra.id,
    assignmentName: 'Chapter test',
    assignmentDate: isoDay(-3),
    gradePercentage: 92,
  });
  const term = year.terms.find((t) => t.startDate <= isoDay(-3) && isoDay(-3) <= t.endDate)!;
  await ok(page.request, 'PUT', `/api/students/${studentId}/report-card/comments`, {
    termId: term.id,
    classId: algebra.id,
    comment: 'Strong on equations.',
  });
  await ok(page.request, 'POST', `/api/students/${studentId}/transcript/courses`, {
    title: 'Biology Honors',
    yearLabel: '2026–2027',
    gradeLevel: 9,
    level: 'honors',
    credits: 1,
    finalPercent: 95,
  });
  await ok(page.request, 'POST', `/api/students/${studentId}/reading-log`, {
    title: 'Charlotte’s Web',
    author: 'E. B. White',
    finishedOn: isoDay(-5),
    pages: 184,
  });
  // Another child of the family, whose book the link does not share.
  const leo = await ok<{ id: string }>(page.request, 'POST', '/api/students', { name: 'Leo', age: 9 });
  await ok(page.request, 'POST', `/api/students/${leo.id}/reading-log`, {
    title: 'Leo’s own book',
    finishedOn: isoDay(-5),
  });
  for (const [offset, subject, minutes] of [
    [-3, 'Math', 120],
    [-2, 'Reading', 90],
    [-1, 'Math', 60],
  ] as const)
    await ok(page.request, 'POST', `/api/students/${studentId}/hours`, {
      date: isoDay(offset),
      subject,
      minutes,
      location: 'home',
    });
  const { templates } = await ok<{ templates: { id: string; name: string }[] }>(
    page.request,
    'GET',
    '/api/requirement-profiles',
  );
  await ok(page.request, 'PUT', `/api/students/${studentId}/requirement-profile`, {
    profileId: templates.find((p) => p.name.includes('Missouri'))!.id,
  });
  const link = await ok<{ path: string }>(
    page.request,
    'POST',
    `/api/students/${studentId}/evaluator-links`,
    {
      schoolYearId: year.id,
      label: 'Evaluator',
    },
  );

  const evaluator = await newPage(browser);
  const reads: string[] = [];
  evaluator.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
  });
  await evaluator.goto(link.path);
  await expect(evaluator.getByRole('heading', { level: 1, name: 'Maya’s school records' })).toBeVisible(LOAD);
  await expect(evaluator.getByTestId('evaluator-shared-by')).toHaveText(`Shared by ${account.yourName}.`);
  const goals = evaluator.getByTestId('evaluator-goals');
  await expect(goals).toContainText('4.5 of 1,000 hours');
  await expect(goals).toContainText(/At this pace Maya reaches|Maya needs/);
  await expect(evaluator.getByTestId('evaluator-attendance')).toContainText('present');
  const hours = evaluator.getByTestId('evaluator-hours');
  await expect(hours).toContainText('Math');
  await expect(hours).toContainText('Reading');
  await expect(hours).toContainText('4.5 hours');
  // The report card, the transcript and the reading log as text, each under its heading.
  const card = evaluator.getByTestId('evaluator-report-card');
  await expect(card).toContainText('Algebra');
  await expect(card).toContainText('92 %');
  await expect(card).toContainText('Strong on equations.');
  await expect(evaluator.getByTestId('evaluator-gpa')).toContainText('Cumulative GPA');
  const courses = evaluator.getByTestId('evaluator-transcript-year');
  await expect(courses).toContainText('Biology Honors');
  await expect(courses).toContainText('Honors');
  await expect(courses).toContainText('95 %');
  const books = evaluator.getByTestId('evaluator-reading-log');
  await expect(books).toContainText('Charlotte’s Web');
  await expect(books).toContainText('E. B. White');
  await expect(books).toContainText('184');
  await expect(evaluator.getByText('Leo’s own book')).toHaveCount(0);
  await expect(evaluator.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const headings = await evaluator.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings.map((h) => h.split(' · ')[0])).toEqual([
    'On this page',
    'Progress',
    'Attendance',
    'Hours by subject',
    'Report cards',
    'Transcript',
    'Reading log',
    'Documents',
  ]);
  // One read for the whole page.
  expect(reads).toEqual([`/api/evaluator/${link.path.split('/').pop()}`]);
  // The table of contents by keyboard: the section's heading takes the focus, in view.
  const contents = evaluator.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Reading log' }).focus();
  await evaluator.keyboard.press('Enter');
  const readingHeading = evaluator.getByRole('heading', { level: 2, name: 'Reading log' });
  await expect(readingHeading).toBeFocused();
  await expect(readingHeading).toBeInViewport();
  await evaluator.keyboard.press('Tab');
  await expect(evaluator.getByRole('region', { name: /^Reading log \(scrolls/i })).toBeFocused();
  await expectAccessible(evaluator);
  await shots(evaluator, 'evaluator');
  // On a phone the wide tables scroll in their own box; the page itself does not scroll sideways.
  expect(await evaluator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const table = evaluator.getByRole('region', { name: /^Grade 9/ });
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectAccessible(evaluator);
});
