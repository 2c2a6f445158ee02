import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { expect, firstChild, test } from './fixtures';

/**
 * A viewer (ADR 024: a grandparent, an evaluator) walks every page of the signed-in app and finds the
 * family's data but no control that changes anything; a teacher on the same pages finds the controls, so the
 * walk cannot pass by hiding everything.
 */

const SHOTS = '/tmp/shots-viewer';
mkdirSync(SHOTS, { recursive: true });

/** Accessible names of controls that change something. */
const WRITES =
  /\b(add|new|create|edit|delete|remove|save|mark|log|skip|copy|rename|invite|revoke|import|upload|complete|tick|confirm|undo|grade|move|drag|schedule|set|change|choose|clear|reset|enable|turn)\b/i;
/** Names matching WRITES that only read or navigate: the Records tab, PDF downloads, a chosen-days selection. */
const READS = /^(Reading log|Download: .*|Download PDF|Clear Selection)$/i;

const day = (days = 0) => addDaysIso(todayIn('America/New_York'), days);

async function send(
  page: Page,
  method: 'post' | 'patch' | 'put',
  url: string,
  data: unknown,
): Promise<{ id: string }> {
  const res = await page.request[method](url, { data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? { id: '' } : ((await res.json()) as { id: string });
}

/** The family's data on every page, made through the API by the parent. */
async function seed(page: Page): Promise<string> {
  const child = await firstChild(page.request);
  const kid = (rest: string) => `/api/students/${child.id}/${rest}`;
  await send(page, 'post', '/api/students', { name: 'Leo', age: 7 });
  const year = (await send(page, 'post', '/api/school-years', {
    name: 'Our Year',
    startDate: day(-30),
    endDate: day(200),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    terms: [{ name: 'Autumn term', startDate: day(-30), endDate: day(100) }],
  })) as { id: string; terms: { id: string }[] };
  await send(page, 'post', `/api/school-years/${year.id}/breaks`, {
    label: 'Winter break',
    startDate: day(20),
    endDate: day(22),
  });
  const cls = await send(page, 'post', '/api/classes', {
    title: 'Saxon Math',
    subject: 'Math',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:00',
  });
  await send(page, 'post', `/api/classes/${cls.id}/lessons`, { title: 'Long division', minutes: 45 });
  await send(page, 'post', kid('tasks'), { title: 'Feed the fish' });
  await send(page, 'post', kid('bucket-list'), { title: 'Visit the coast' });
  await send(page, 'post', kid('learn-list'), { title: 'Photosynthesis' });
  await send(page, 'post', '/api/events', { title: 'Museum trip', date: day(), time: '11:00' });
  await send(page, 'put', '/api/attendance', { studentIds: [child.id], dates: [day()], status: 'present' });
  await send(page, 'post', kid('assignments'), {
    classId: cls.id,
    assignmentName: 'Fractions quiz',
    assignmentDate: day(),
    status: 'completed',
    earnedPoints: 92,
    maxPoints: 100,
  });
  await send(page, 'post', kid('hours'), { date: day(), subject: 'Piano', minutes: 30, location: 'home' });
  await send(page, 'post', kid('reading-log'), {
    title: 'Charlotte’s Web',
    author: 'E. B. White',
    finishedOn: day(),
  });
  await send(page, 'post', kid('transcript/courses'), {
    title: 'Algebra I',
    yearLabel: '2026–2027',
    gradeLevel: 9,
    level: 'regular',
    credits: 1,
    finalPercent: 93,
  });
  await send(page, 'put', kid('report-card/comments'), {
    termId: year.terms[0]!.id,
    classId: cls.id,
    comment: 'Steady progress with long division.',
  });
  const block = await send(page, 'post', '/api/day-by-day/blocks', {
    name: 'Morning reading',
    defaultDuration: 60,
  });
  await send(page, 'post', kid('day-by-day/schedule'), { blockId: block.id, startTime: 0 });
  await send(page, 'post', kid('evaluator-links'), { schoolYearId: year.id, label: 'Ms Evaluator' });
  // A work sample of a photo, starred: the portfolio's grid and viewer.
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post(kid('files'), {
    multipart: { file: { name: 'volcano.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()) as { id: string };
  await send(page, 'post', kid('work-samples'), {
    title: 'Volcano model',
    date: day(),
    subject: 'Science',
    starred: true,
    fileIds: [file.id],
  });
  return cls.id;
}

/** An invite link for `role`, made by the signed-in parent. */
async function invite(page: Page, role: 'viewer' | 'teacher'): Promise<string> {
  const res = await page.request.post('/api/invites', { data: { role } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** A second browser opens the invite link and creates an account through it (the invite page). */
async function joinThroughLink(browser: Browser, url: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { name: /Join Rosa Johnson’s homeschool as/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(`e2e-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Create an account' }).last().click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  return page;
}

type Visit = { path: string; heading: string | RegExp; shows: string | RegExp };

/** Each page: where it is, its heading and a piece of the family's data it must show. */
const pages = (classId: string): Visit[] => [
  { path: '/', heading: /Dashboard/, shows: 'Long division' },
  { path: '/calendar', heading: 'Calendar', shows: 'Museum trip' },
  { path: '/week', heading: /Week/, shows: 'Long division' },
  { path: '/school-year', heading: 'School year', shows: 'Our Year' },
  { path: '/day-by-day', heading: /Day by day/i, shows: 'Morning reading' },
  { path: '/attendance', heading: 'Attendance', shows: /present/i },
  { path: '/grades', heading: /Grades/, shows: 'Fractions quiz' },
  { path: '/todo', heading: /To-do/i, shows: 'Feed the fish' },
  { path: '/bucket-list', heading: /Bucket list/i, shows: 'Visit the coast' },
  { path: '/learn-list', heading: /Learn list/i, shows: 'Photosynthesis' },
  { path: '/classes', heading: 'Classes', shows: 'Saxon Math' },
  { path: `/classes/${classId}/lessons`, heading: /Saxon Math/, shows: 'Long division' },
  { path: '/records', heading: 'Hours', shows: 'Piano' },
  { path: '/records/report-card', heading: 'Report card', shows: 'Steady progress with long division.' },
  { path: '/records/transcript', heading: /Transcript/, shows: 'Algebra I' },
  { path: '/records/reading', heading: /Reading log/, shows: 'Charlotte’s Web' },
  { path: '/records/share', heading: 'Share & print', shows: /Download/ },
  { path: '/records/portfolio', heading: /^Portfolio/, shows: 'Volcano model' },
  { path: '/settings', heading: 'Settings', shows: 'Signed-in devices' },
  { path: '/profile', heading: /Profile|Maya Johnson/, shows: 'Maya Johnson' },
  { path: '/help', heading: /Help/, shows: /./ },
];

/**
 * The visible controls of the page's main area whose names change something (printed for the record). Read in
 * one pass inside the page: a list that re-renders while it is read cannot leave a handle waiting for an element
 * that is gone.
 */
async function writingControls(page: Page): Promise<string[]> {
  const controls = await page
    .locator('main')
    .first()
    .evaluate((main) => {
      const implicitRole = (el: Element): string | null => {
        const tag = el.tagName.toLowerCase();
        if (tag === 'button') return 'button';
        if (tag === 'a' && el.hasAttribute('href')) return 'link';
        if (tag === 'input' && (el as HTMLInputElement).type === 'checkbox') return 'checkbox';
        if (tag === 'textarea' || el.getAttribute('contenteditable') === 'true') return 'textbox';
        return null;
      };
      const selector = 'button, a[href], input[type="checkbox"], textarea, [contenteditable="true"], [role]';
      return [...main.querySelectorAll(selector)].flatMap((el) => {
        const role = el.getAttribute('role') ?? implicitRole(el);
        if (!role || !['button', 'link', 'checkbox', 'switch', 'textbox'].includes(role)) return [];
        if (role === 'textbox' && el.tagName !== 'TEXTAREA' && el.getAttribute('contenteditable') !== 'true')
          return [];
        if (el.closest('[aria-hidden="true"], [inert]') || !el.checkVisibility({ visibilityProperty: true }))
          return [];
        // A control named by its <label for> (a switch, a checkbox) is read by that label's text.
        const label = (el as HTMLButtonElement).labels?.[0]?.innerText;
        const name = (el.getAttribute('aria-label') ?? label ?? (el as HTMLElement).innerText ?? '').trim();
        return [{ role, name }];
      });
    });
  // A checkbox or switch ticks or sets something; a text area writes; a button or link by its name.
  return controls
    .filter(
      ({ role, name }) => (role !== 'button' && role !== 'link') || (WRITES.test(name) && !READS.test(name)),
    )
    .map(({ role, name }) => `${role}: ${name}`);
}

async function visit(page: Page, p: Visit): Promise<void> {
  await page.goto(p.path);
  await expect
    .soft(page.getByRole('heading', { name: p.heading, level: 1 }).first())
    .toBeVisible({ timeout: 20_000 });
  await expect.soft(page.locator('main').getByText(p.shows).first()).toBeVisible({ timeout: 20_000 });
  // Anything still loading settles before the controls are counted.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test('a viewer sees every page and its data without a single control that changes something; a teacher finds them', async ({
  page,
  browser,
  account,
}) => {
  test.setTimeout(360_000);
  expect(account.displayName).toBe('Maya Johnson');
  const PAGES = pages(await seed(page));
  const viewerUrl = await invite(page, 'viewer');
  const teacherUrl = await invite(page, 'teacher');

  const viewer = await joinThroughLink(browser, viewerUrl, 'Grandma Rose');
  await expect(viewer.getByText('View only')).toBeVisible({ timeout: 20_000 });
  const seen: Record<string, string[]> = {};
  for (const p of PAGES) {
    await visit(viewer, p);
    seen[p.path] = await writingControls(viewer);
  }
  console.log('Writing controls a viewer sees:', JSON.stringify(seen, null, 2));
  // The only controls a viewer has change the viewer's own account, not the family's: their name (ADR 034), their
  // weekly e-mail (ADR 045) and their second factor (ADR 031).
  const OWN_ACCOUNT: Record<string, string[]> = {
    '/settings': ['button: Save name', 'switch: Weekly e-mail', 'button: Turn on'],
  };
  expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, OWN_ACCOUNT[k] ?? []])));

  // No evaluator link is shown to a viewer (its address opens the records).
  await visit(
    viewer,
    PAGES.find((p) => p.path === '/records/share')!,
  );
  await expect(viewer.getByText('Ms Evaluator')).toHaveCount(0);

  // The portfolio: the sample opens in the viewer, with its photo and download, and nothing that changes it.
  const portfolio = PAGES.find((p) => p.path === '/records/portfolio')!;
  for (const width of [1280, 375]) {
    await viewer.setViewportSize({ width, height: 900 });
    await visit(viewer, portfolio);
    await viewer.getByTestId('sample-card').filter({ hasText: 'Volcano model' }).click();
    const sampleViewer = viewer.getByRole('dialog', { name: 'Volcano model' });
    const photo = sampleViewer.getByRole('img', { name: 'Volcano model' });
    await expect(photo).toHaveAttribute('src', /\/web$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(sampleViewer.getByLabel('Best work')).toBeVisible();
    await expect(sampleViewer.getByRole('link', { name: 'Download original' })).toBeVisible();
    const dialogControls = await sampleViewer
      .locator('button, a[href]')
      .evaluateAll((els) =>
        els.map((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).trim()),
      );
    expect(dialogControls.filter((name) => WRITES.test(name) && !READS.test(name))).toEqual([]);
    for (const name of [/^Edit$/, /best work$/i, /^Delete$/, /^Move/, /Add work sample/])
      await expect(viewer.getByRole('button', { name })).toHaveCount(0);
    await viewer.screenshot({ path: `${SHOTS}/portfolio-viewer-${width}.png` });
    await viewer.keyboard.press('Escape');
    await expect(sampleViewer).toHaveCount(0);
  }

  // Screenshots of four pages at 1280 and 375 px.
  for (const path of ['/week', '/records/share', '/records/portfolio', '/settings']) {
    const name = path.replaceAll('/', '-').replace(/^-/, '');
    for (const width of [1280, 375]) {
      await viewer.setViewportSize({ width, height: 900 });
      await visit(
        viewer,
        PAGES.find((p) => p.path === path)!,
      );
      await viewer.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }

  // The family overview under 'All children' (the switcher is in the sidebar at 1280 px).
  await viewer.setViewportSize({ width: 1280, height: 900 });
  await viewer.goto('/');
  await viewer
    .getByRole('button', { name: /Current child: .*Choose another child/ })
    .first()
    .click();
  await viewer.getByRole('option', { name: 'All children' }).click();
  await expect(viewer.locator('main').getByText('Leo').first()).toBeVisible({ timeout: 20_000 });
  expect(await writingControls(viewer)).toEqual([]);

  // The teacher, on the same pages, finds the writing controls.
  const teacher = await joinThroughLink(browser, teacherUrl, 'Mr Brown');
  const teacherSees: Record<string, string[]> = {};
  for (const path of ['/week', '/grades', '/attendance', '/records/portfolio', '/records/share']) {
    await visit(
      teacher,
      PAGES.find((p) => p.path === path)!,
    );
    teacherSees[path] = await writingControls(teacher);
  }
  console.log('Writing controls a teacher sees:', JSON.stringify(teacherSees, null, 2));
  expect(teacherSees['/week']).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^checkbox/),
      expect.stringMatching(/^button: Mark this week as done as planned/),
    ]),
  );
  expect(teacherSees['/grades']).toEqual(
    expect.arrayContaining(['button: Add Assignment', 'button: Edit Fractions quiz']),
  );
  expect(teacherSees['/records/share']).toContain('button: New evaluator link');
  expect(teacherSees['/attendance']).toContain('button: Mark Present');
  expect(teacherSees['/records/portfolio']).toContain('button: Add work sample');
  await expect(teacher.getByText('Ms Evaluator').first()).toBeVisible();
});
