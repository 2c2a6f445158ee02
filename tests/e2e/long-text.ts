import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { childApi, expect, firstChild, newAccount, signUpViaApi } from './fixtures';

/**
 * Real-world text for layout checks: a pasted link and a long sentence in every text field the
 * app stores, each at its own limit.
 */

/** A pasted link: 120 characters, no space to break at. */
export const UNBROKEN = (() => {
  const base =
    'https://www.example.org/homeschool/curriculum/2026/term-one/unit-four/fractions-and-decimals/practice-set-b/';
  return (base + 'answers-and-notes-'.repeat(4)).slice(0, 120);
})();
/** A 300-character sentence. */
export const SENTENCE = (() => {
  const words =
    'Practise long division with remainders every morning before breakfast, then read two chapters of the history book aloud and write a short summary of what the Romans built along the river, including bridges, aqueducts and roads that are still used by travellers today in many countries ';
  return `${words.repeat(2).slice(0, 299).trimEnd()}.`.padEnd(300, '.');
})();
/** A field of at most `max` characters: the unbroken string, then as much of the sentence as fits. */
export const fit = (max: number) => `${UNBROKEN} ${SENTENCE}`.slice(0, max).trimEnd();
/** The sentence alone, cut to `max`. */
export const sentence = (max: number) => SENTENCE.slice(0, max).trimEnd();

/**
 * A sample value of each route parameter in the seeded account, for the layout guard's routes with a
 * parameter (`/classes/:classId/lessons`).
 */
export const ROUTE_PARAM_SAMPLES: Record<string, (page: Page) => Promise<string>> = {
  classId: async (page) => {
    const classes = (await (await page.request.get('/api/classes')).json()) as { id: string }[];
    return classes[0]!.id;
  },
  // An evaluator link of a family whose child and year have long names; the page is opened signed out.
  token: async (page) => {
    await signUpViaApi(page, newAccount({ displayName: fit(100) }));
    const child = await firstChild(page.request);
    const year = await send(page, 'post', '/api/school-years', {
      name: fit(60),
      startDate: dayFromToday(-30),
      endDate: dayFromToday(200),
    });
    // The records the page reads out (issue 37): a graded class with a comment, a course and a book.
    const kid = `/api/students/${child.id}`;
    const cls = await send(page, 'post', '/api/classes', {
      title: fit(100),
      daysOfWeek: [1, 3],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [child.id],
    });
    await send(page, 'post', `${kid}/assignments`, {
      classId: cls.id,
      assignmentName: fit(100),
      assignmentDate: dayFromToday(-2),
      gradePercentage: 90,
    });
    const { terms } = year as unknown as { terms: { id: string; startDate: string; endDate: string }[] };
    const term = terms.find((t) => t.startDate <= dayFromToday(-2) && dayFromToday(-2) <= t.endDate)!;
    await send(page, 'put', `${kid}/report-card/comments`, {
      termId: term.id,
      classId: cls.id,
      comment: fit(1000),
    });
    await send(page, 'post', `${kid}/transcript/courses`, {
      title: fit(200),
      yearLabel: fit(40),
      gradeLevel: 9,
      level: 'regular',
      credits: 1,
      finalPercent: 90,
    });
    await send(page, 'post', `${kid}/reading-log`, {
      title: fit(200),
      author: fit(200),
      finishedOn: dayFromToday(-2),
    });
    const link = (await send(page, 'post', `${kid}/evaluator-links`, {
      schoolYearId: year.id,
      label: fit(100),
    })) as unknown as { path: string };
    await page.request.post('/api/account/sign-out', { data: {} });
    return link.path.split('/').pop()!;
  },
};

/** The date `days` from today in America/New_York (the account's timezone). */
const dayFromToday = (days = 0) => addDaysIso(todayIn('America/New_York'), days);

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

/**
 * Signs up an account with a long email and name and fills every text field the app stores, through the
 * API, each at its own limit: a 120-character unbroken string and a 300-character sentence where they fit.
 */
export async function seedLongTextAccount(page: Page): Promise<void> {
  const email = `e2e-${randomUUID()}-${'x'.repeat(24)}@example.com`;
  await signUpViaApi(page, newAccount({ email, displayName: fit(100) }));
  const today = dayFromToday();

  await send(page, 'patch', '/api/settings', {
    city: fit(100),
    country: fit(64),
    customMessages: [fit(200), sentence(200), UNBROKEN],
  });

  const classes = [];
  for (const [title, description, platform] of [
    [fit(100), fit(1000), fit(100)],
    [sentence(100), UNBROKEN, sentence(100)],
  ] as const) {
    classes.push(
      await send(page, 'post', '/api/classes', {
        title,
        description,
        teacherPlatform: platform,
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        startTime: '09:00',
        endTime: '10:00',
        startDate: today,
        endDate: dayFromToday(7),
      }),
    );
  }
  for (const cls of classes) {
    await send(page, 'post', `/api/classes/${cls.id}/lessons`, { title: fit(200), notes: fit(2000) });
    await send(page, 'post', `/api/classes/${cls.id}/lessons`, { lines: `${sentence(200)}\n${UNBROKEN}` });
  }
  for (const [title, description] of [
    [fit(200), fit(2000)],
    [sentence(200), UNBROKEN],
  ] as const) {
    await send(page, 'post', '/api/events', { title, description, date: today, time: '11:00' });
  }
  for (const cls of classes) {
    await send(page, 'post', await childApi(page.request, 'assignments'), {
      classId: cls.id,
      assignmentName: fit(200),
      description: fit(2000),
      assignmentDate: today,
      dueDate: dayFromToday(3),
      status: 'upcoming',
    });
    await send(page, 'post', await childApi(page.request, 'assignments'), {
      classId: cls.id,
      assignmentName: sentence(200),
      description: UNBROKEN,
      assignmentDate: today,
      status: 'completed',
      earnedPoints: 95,
      maxPoints: 100,
    });
  }
  for (const base of [
    await childApi(page.request, 'tasks'),
    await childApi(page.request, 'bucket-list'),
    await childApi(page.request, 'learn-list'),
  ]) {
    await send(page, 'post', base, { title: fit(500), priority: 'high' });
    const done = await send(page, 'post', base, { title: sentence(500), priority: 'low' });
    await send(page, 'patch', `${base}/${done.id}`, { completed: true });
    await send(page, 'post', base, { title: UNBROKEN });
  }
  const blocks = [];
  for (const [name, description, purpose] of [
    [fit(100), fit(500), fit(200)],
    [sentence(100), UNBROKEN, sentence(200)],
  ] as const) {
    blocks.push(
      await send(page, 'post', '/api/day-by-day/blocks', { name, description, purpose, defaultDuration: 60 }),
    );
  }
  const child = await firstChild(page.request);
  await send(page, 'post', `/api/students/${child.id}/day-by-day/schedule`, {
    blockId: blocks[0]!.id,
    startTime: 0,
  });
  await send(page, 'post', `/api/students/${child.id}/day-by-day/schedule`, {
    blockId: blocks[1]!.id,
    startTime: 120,
  });
  await send(page, 'put', '/api/attendance', { studentIds: [child.id], dates: [today], status: 'present' });

  // The school year today is in (the dashboard shows its name), its terms and a break of the child's.
  const year = await send(page, 'post', '/api/school-years', {
    name: fit(60),
    startDate: dayFromToday(-30),
    endDate: dayFromToday(200),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    terms: [
      { name: fit(60), startDate: dayFromToday(-30), endDate: dayFromToday(60) },
      { name: sentence(60), startDate: dayFromToday(61), endDate: dayFromToday(200) },
    ],
  });
  await send(page, 'post', `/api/school-years/${year.id}/breaks`, {
    label: fit(100),
    startDate: dayFromToday(10),
    endDate: dayFromToday(12),
    studentIds: [child.id],
  });
  await send(page, 'post', `/api/school-years/${year.id}/breaks`, {
    label: sentence(100),
    startDate: dayFromToday(20),
    endDate: dayFromToday(22),
  });
  // Records › Share & print: an evaluator link for someone with a long name.
  await send(page, 'post', `/api/students/${child.id}/evaluator-links`, {
    schoolYearId: year.id,
    label: fit(100),
  });

  // The records: transcript courses (one linked to a class) and books with long titles.
  for (const [title, yearLabel, classId] of [
    [fit(200), fit(40), classes[0]!.id],
    [UNBROKEN.slice(0, 200), sentence(40), null],
  ] as const) {
    await send(page, 'post', `/api/students/${child.id}/transcript/courses`, {
      title,
      yearLabel,
      gradeLevel: 9,
      level: 'honors',
      credits: 1,
      finalPercent: 93,
      classId,
    });
  }
  for (const [title, author] of [
    [fit(200), fit(200)],
    [UNBROKEN.slice(0, 200), sentence(200)],
  ] as const) {
    await send(page, 'post', `/api/students/${child.id}/reading-log`, {
      title,
      author,
      isbn: '978-0-306-40615-7',
      finishedOn: today,
      minutes: 30,
      pages: 12,
      classId: classes[1]!.id,
    });
  }
  // Records › Portfolio: work samples (a link is enough) with long titles, subjects, captions and links.
  for (const [title, subject, classId] of [
    [fit(200), fit(100), null],
    [UNBROKEN.slice(0, 200), null, classes[0]!.id],
  ] as const) {
    await send(page, 'post', `/api/students/${child.id}/work-samples`, {
      title,
      date: today,
      subject,
      classId,
      caption: fit(2000),
      linkUrl: UNBROKEN,
      starred: true,
    });
  }

  // Grading categories of the first class, an assignment in one, and a report card comment per class.
  const categories = [fit(40), sentence(40)];
  await send(page, 'put', `/api/classes/${classes[0]!.id}/grade-weights`, {
    weights: [
      { category: categories[0], weight: 60 },
      { category: categories[1], weight: 40 },
    ],
  });
  await send(page, 'post', await childApi(page.request, 'assignments'), {
    classId: classes[0]!.id,
    assignmentName: fit(200),
    assignmentDate: today,
    gradePercentage: 88,
    category: categories[0],
  });
  for (const [i, comment] of [fit(1000), sentence(1000)].entries()) {
    await send(page, 'put', await childApi(page.request, 'report-card/comments'), {
      termId: (year as unknown as { terms: { id: string }[] }).terms[0]!.id,
      classId: classes[i]!.id,
      comment,
    });
  }
}
