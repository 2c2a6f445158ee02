import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mondayOf, todayIn } from '../../shared/domain/dates';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type Method,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { joinFamily } from '@tests/setup/members';
import { multipartFile } from '@tests/setup/test-files';

/**
 * Account and child isolation, generated from the OpenAPI document. Every route of the API must be listed
 * below (a new route fails the suite until it is):
 * - an **id** route: account B gets 404 for A's item id (under B's own child where the path names a child),
 *   and inside A's family the item id of A's first child under A's second child's path is a 404 too;
 * - a **child** route (the path names a child, no item): B gets 404 with A's child id;
 * - a **body** route: the body carries A's ids (a class, a block, a child) → 404;
 * - an **own** route: B's answer never mentions A's ids or text;
 * - **public**, with the reason.
 * None of them changes A's rows.
 */
type Ids = Record<
  | 'class'
  | 'event'
  | 'task'
  | 'bucket'
  | 'learn'
  | 'assignment'
  | 'block'
  | 'schedule'
  | 'session'
  | 'child'
  | 'feed'
  | 'year'
  | 'break'
  | 'lesson'
  | 'link'
  | 'course'
  | 'book'
  | 'term'
  | 'hours'
  | 'profile'
  | 'member'
  | 'invite'
  | 'file'
  | 'sample'
  | 'esaProgram'
  | 'esaAccount'
  | 'esaExpense',
  string
>;

interface IdRoute {
  kind: 'id';
  id: keyof Ids;
  body?: unknown;
}
interface ChildRoute {
  kind: 'child';
  query?: string;
  body?: unknown;
}
interface BodyRoute {
  kind: 'body';
  /** The body, given A's ids (and, where the path names a child, the asker's own child id). */
  body: (ids: Ids) => unknown;
}
interface OwnRoute {
  kind: 'own';
  query?: string;
  body?: unknown;
}
interface PublicRoute {
  kind: 'public';
  why: string;
}
type Treatment = IdRoute | ChildRoute | BodyRoute | OwnRoute | PublicRoute;

const today = todayIn('America/New_York');
const monthQuery = `from=${today.slice(0, 8)}01&to=${today}`;
const S = '/api/students/{studentId}';

let esaReceiptId = '';
const ESA_LINES = [{ description: 'Hijack', category: 'curriculum', amountCents: 1 }];
const ESA_EXPENSE = { date: '2026-09-01', vendor: 'Hijack', status: 'bought', lines: ESA_LINES };
const ESA_ACCOUNT = { periodStart: '2026-07-01', periodEnd: '2027-06-30', awardCents: 1 };
const ESA_PROGRAM = {
  name: 'Hijacked',
  jurisdiction: '',
  notes: null,
  currency: 'USD',
  awardBands: [],
  familyCapCents: null,
  fundingSchedule: 'yearly',
  categories: [{ key: 'curriculum', label: 'Curriculum', description: '' }],
  forbidden: [],
  receiptFields: [],
  deadlines: { receiptDays: null, submitDays: null, fixed: [] },
  rollover: { kind: 'all' },
  curriculumTie: false,
};

const ROUTES: Record<string, Treatment> = {
  'POST /api/account/sign-up': { kind: 'public', why: 'creates a new account' },
  'POST /api/account/sign-in': { kind: 'public', why: 'starts a session' },
  'POST /api/account/sign-out': { kind: 'own' },
  'POST /api/account/forgot-password': { kind: 'public', why: 'answers the same for every address' },
  'POST /api/account/reset-password': { kind: 'public', why: 'acts only with a token mailed to the owner' },
  'POST /api/account/resend-verification': { kind: 'public', why: 'answers the same for every address' },
  'GET /api/account/verify-email': { kind: 'public', why: 'acts only with a token mailed to the owner' },
  'POST /api/account/complete-profile': { kind: 'own', body: { displayName: 'B Child', childAge: '8' } },
  'PUT /api/account/name': { kind: 'own', body: { name: 'B Adult' } },
  'GET /api/account/sessions': { kind: 'own' },
  'POST /api/account/sessions/revoke-others': { kind: 'own' },
  'DELETE /api/account/sessions/{id}': { kind: 'id', id: 'session' },
  'POST /api/account/sign-in/second-factor': {
    kind: 'public',
    why: "finishes a password sign-in named by better-auth's signed cookie (rate-limited)",
  },
  'GET /api/account/second-factor': { kind: 'own' },
  'POST /api/account/second-factor/enrol': { kind: 'own', body: { password: 'not the password' } },
  'POST /api/account/second-factor/confirm': { kind: 'own', body: { code: '123456' } },
  'POST /api/account/second-factor/recovery-codes': { kind: 'own', body: { password: 'not the password' } },
  'POST /api/account/second-factor/remove': { kind: 'own', body: { password: 'not the password' } },
  'PUT /api/account/second-factor/family-rule': { kind: 'own', body: { required: false } },
  'GET /api/account/activity': { kind: 'own' },
  'GET /api/auth-config': { kind: 'public', why: 'server capabilities, no account data' },
  'POST /api/auth/sign-in/social': {
    kind: 'public',
    why: "answers the provider's sign-in address, no account data",
  },
  'GET /api/health': { kind: 'public', why: 'no account data' },
  'GET /api/me': { kind: 'own' },
  'GET /api/students': { kind: 'own' },
  'POST /api/students': { kind: 'own', body: { name: 'B Second', age: 7 } },
  'PUT /api/students/order': { kind: 'body', body: (ids) => ({ ids: [ids.child] }) },
  [`PATCH ${S}`]: { kind: 'child', body: { name: 'Hijacked' } },
  [`DELETE ${S}`]: { kind: 'child' },
  [`GET ${S}/removal`]: { kind: 'child' },
  [`GET ${S}/sign-in`]: { kind: 'child' },
  [`PUT ${S}/sign-in`]: { kind: 'child', body: { kind: 'pin', pin: '123456' } },
  [`DELETE ${S}/sign-in`]: { kind: 'child' },
  [`POST ${S}/sign-in/end-sessions`]: { kind: 'child' },
  'POST /api/family/sign-in-code': { kind: 'own' },
  'POST /api/account/child-sign-in': {
    kind: 'public',
    why: "starts a child's session with the family code, name and PIN (rate-limited)",
  },
  'GET /api/family/overview': { kind: 'own' },
  'GET /api/settings': { kind: 'own' },
  'PATCH /api/settings': { kind: 'own', body: { city: 'Boston' } },
  'GET /api/notification-prefs': { kind: 'own' },
  'PUT /api/notification-prefs': { kind: 'own', body: { weeklyEmail: true } },
  'GET /api/unsubscribe/{token}': {
    kind: 'public',
    why: "the weekly e-mail's link: answers only for the adult its signed token names, 404 for any other (notifications.test.ts)",
  },
  'POST /api/unsubscribe/{token}': {
    kind: 'public',
    why: "the weekly e-mail's one-click unsubscribe: turns off only the signed token's own adult's e-mail (notifications.test.ts)",
  },
  'GET /api/realtime': {
    kind: 'public',
    why: "streams only the caller's own change kinds; covered by realtime.test.ts",
  },
  [`GET ${S}/dashboard`]: { kind: 'child' },
  [`GET ${S}/game`]: { kind: 'child' },
  'GET /api/classes': { kind: 'own' },
  'POST /api/classes': {
    kind: 'body',
    body: (ids) => ({
      title: 'B class',
      daysOfWeek: [2],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [ids.child],
      schoolYearId: ids.year,
    }),
  },
  'PATCH /api/classes/{id}': { kind: 'id', id: 'class', body: { title: 'Hijacked' } },
  'DELETE /api/classes/{id}': { kind: 'id', id: 'class' },
  'GET /api/school-years': { kind: 'own' },
  'POST /api/school-years': {
    kind: 'own',
    body: { name: 'B year', startDate: '2026-08-17', endDate: '2027-06-04' },
  },
  'PATCH /api/school-years/{id}': { kind: 'id', id: 'year', body: { name: 'Hijacked' } },
  'DELETE /api/school-years/{id}': { kind: 'id', id: 'year' },
  'POST /api/school-years/{id}/breaks': {
    kind: 'id',
    id: 'year',
    body: { label: 'Hijack', startDate: '2026-09-07', endDate: '2026-09-08' },
  },
  'PATCH /api/breaks/{id}': { kind: 'id', id: 'break', body: { label: 'Hijacked' } },
  'DELETE /api/breaks/{id}': { kind: 'id', id: 'break' },
  'GET /api/classes/{id}/lessons': { kind: 'id', id: 'class' },
  'POST /api/classes/{id}/lessons': { kind: 'id', id: 'class', body: { title: 'Hijack' } },
  'PUT /api/classes/{id}/lessons/order': { kind: 'id', id: 'class', body: { ids: [] } },
  'POST /api/classes/{id}/copy': { kind: 'id', id: 'class', body: {} },
  'POST /api/classes/{id}/lessons/preview-text': { kind: 'id', id: 'class', body: { text: 'Title\nHijack' } },
  'POST /api/classes/{id}/lessons/preview-file': { kind: 'id', id: 'class' },
  'POST /api/classes/{id}/lessons/import': {
    kind: 'id',
    id: 'class',
    body: { rows: [['Hijack']], header: false, mapping: ['title'] },
  },
  'GET /api/classes/{id}/lessons/export': { kind: 'id', id: 'class' },
  'PATCH /api/lessons/{id}': { kind: 'id', id: 'lesson', body: { title: 'Hijacked' } },
  'DELETE /api/lessons/{id}': { kind: 'id', id: 'lesson' },
  'PUT /api/lessons/{id}/pin': { kind: 'id', id: 'lesson', body: { date: '2099-01-02' } },
  'DELETE /api/lessons/{id}/pin': { kind: 'id', id: 'lesson' },
  'PUT /api/lessons/{id}/shift': { kind: 'id', id: 'lesson', body: { days: 2 } },
  'DELETE /api/lessons/{id}/shift': { kind: 'id', id: 'lesson' },
  'GET /api/events': { kind: 'own', query: `from=${today.slice(0, 8)}01&to=${today.slice(0, 8)}28` },
  'POST /api/events': {
    kind: 'body',
    body: (ids) => ({ title: 'B event', date: today, studentId: ids.child }),
  },
  'PATCH /api/events/{id}': { kind: 'id', id: 'event', body: { title: 'Hijacked' } },
  'DELETE /api/events/{id}': { kind: 'id', id: 'event' },
  [`GET ${S}/tasks/today`]: { kind: 'child' },
  [`POST ${S}/tasks`]: { kind: 'child', body: { title: 'B task' } },
  [`PATCH ${S}/tasks/{id}`]: { kind: 'id', id: 'task', body: { completed: true } },
  [`DELETE ${S}/tasks/{id}`]: { kind: 'id', id: 'task' },
  [`GET ${S}/bucket-list`]: { kind: 'child' },
  [`POST ${S}/bucket-list`]: { kind: 'child', body: { title: 'B goal' } },
  [`PATCH ${S}/bucket-list/{id}`]: { kind: 'id', id: 'bucket', body: { completed: true } },
  [`DELETE ${S}/bucket-list/{id}`]: { kind: 'id', id: 'bucket' },
  [`GET ${S}/learn-list`]: { kind: 'child' },
  [`POST ${S}/learn-list`]: { kind: 'child', body: { title: 'B topic' } },
  [`PATCH ${S}/learn-list/{id}`]: { kind: 'id', id: 'learn', body: { completed: true } },
  [`DELETE ${S}/learn-list/{id}`]: { kind: 'id', id: 'learn' },
  [`GET ${S}/attendance`]: { kind: 'child', query: monthQuery },
  [`GET ${S}/attendance/summary`]: { kind: 'child' },
  'PUT /api/attendance': {
    kind: 'body',
    body: (ids) => ({ studentIds: [ids.child], dates: [today], status: 'absent' }),
  },
  [`GET ${S}/assignments/overview`]: { kind: 'child' },
  [`POST ${S}/assignments`]: {
    kind: 'body',
    body: (ids) => ({
      classId: ids.class,
      assignmentName: 'Hijack',
      assignmentDate: today,
      status: 'upcoming',
    }),
  },
  [`PATCH ${S}/assignments/{id}`]: { kind: 'id', id: 'assignment', body: { assignmentName: 'Hijacked' } },
  [`DELETE ${S}/assignments/{id}`]: { kind: 'id', id: 'assignment' },
  [`GET ${S}/day-by-day`]: { kind: 'child' },
  'POST /api/day-by-day/blocks': { kind: 'own', body: { name: 'B block' } },
  'PATCH /api/day-by-day/blocks/{id}': { kind: 'id', id: 'block', body: { name: 'Hijacked' } },
  'DELETE /api/day-by-day/blocks/{id}': { kind: 'id', id: 'block' },
  [`POST ${S}/day-by-day/schedule`]: {
    kind: 'body',
    body: (ids) => ({ blockId: ids.block, startTime: 300 }),
  },
  [`PATCH ${S}/day-by-day/schedule/{id}`]: { kind: 'id', id: 'schedule', body: { startTime: 120 } },
  [`DELETE ${S}/day-by-day/schedule/{id}`]: { kind: 'id', id: 'schedule' },
  [`DELETE ${S}/day-by-day/schedule`]: { kind: 'child' },
  'PUT /api/day-by-day/settings': { kind: 'own', body: { dayLength: 4, blockSize: 15, startTime: '09:00' } },
  [`POST ${S}/lessons/{lessonId}/complete`]: { kind: 'id', id: 'lesson' },
  [`DELETE ${S}/lessons/{lessonId}/complete`]: { kind: 'id', id: 'lesson' },
  // The path's class and lesson both take A's lesson id here; together.test.ts asks with A's real pair (404).
  'POST /api/classes/{classId}/lessons/{lessonId}/together': { kind: 'id', id: 'lesson' },
  'DELETE /api/classes/{classId}/lessons/{lessonId}/together': { kind: 'id', id: 'lesson' },
  [`POST ${S}/loop-items/{lessonId}/complete`]: { kind: 'id', id: 'lesson' },
  [`DELETE ${S}/loop-items/{lessonId}/complete/{date}`]: { kind: 'id', id: 'lesson' },
  [`PUT ${S}/classes/{classId}/skips/{date}`]: { kind: 'id', id: 'class' },
  [`DELETE ${S}/classes/{classId}/skips/{date}`]: { kind: 'id', id: 'class' },
  'GET /api/week': { kind: 'own' },
  [`GET ${S}/week`]: { kind: 'child' },
  [`POST ${S}/week/done-as-planned`]: { kind: 'child', body: { start: addDaysIso(mondayOf(today), -7) } },
  'GET /api/account/export': { kind: 'own' },
  'GET /api/account/archive': { kind: 'own' },
  'POST /api/account/import/archive': { kind: 'own', body: { format: 'homeschool-export', version: 2 } },
  'POST /api/account/import': { kind: 'own', body: { format: 'homeschool-export', version: 1 } },
  'POST /api/account/delete': { kind: 'own', body: { password: 'not the password' } },
  'GET /api/calendar-feeds': { kind: 'own' },
  'POST /api/calendar-feeds': { kind: 'body', body: (ids) => ({ studentId: ids.child }) },
  'DELETE /api/calendar-feeds/{id}': { kind: 'id', id: 'feed' },
  [`GET ${S}/transcript`]: { kind: 'child' },
  [`GET ${S}/transcript.pdf`]: { kind: 'child' },
  [`POST ${S}/transcript/courses`]: {
    kind: 'body',
    body: (ids) => ({
      title: 'Hijack',
      classId: ids.class,
      yearLabel: '2026',
      gradeLevel: 9,
      level: 'regular',
    }),
  },
  [`PATCH ${S}/transcript/courses/{id}`]: { kind: 'id', id: 'course', body: { title: 'Hijacked' } },
  [`DELETE ${S}/transcript/courses/{id}`]: { kind: 'id', id: 'course' },
  'GET /api/records/settings': { kind: 'own' },
  'PUT /api/records/settings': {
    kind: 'own',
    body: { hoursPerCredit: 100, honorsBonus: 0.5, apBonus: 1, dualBonus: 1 },
  },
  [`GET ${S}/reading-log`]: { kind: 'child', query: 'from=2026-01-01&to=2026-12-31' },
  [`GET ${S}/reading-log.pdf`]: { kind: 'child', query: 'schoolYearId=x' },
  [`POST ${S}/reading-log`]: { kind: 'body', body: (ids) => ({ title: 'Hijack', classId: ids.class }) },
  [`PATCH ${S}/reading-log/{id}`]: { kind: 'id', id: 'book', body: { title: 'Hijacked' } },
  [`DELETE ${S}/reading-log/{id}`]: { kind: 'id', id: 'book' },
  [`POST ${S}/files`]: { kind: 'child' },
  [`GET ${S}/files/{id}/{variant}`]: { kind: 'id', id: 'file' },
  'GET /api/files/usage': { kind: 'own' },
  'GET /api/esa': { kind: 'own' },
  'GET /api/esa/summary': { kind: 'own' },
  'GET /api/esa/packet.pdf': {
    kind: 'own',
    query: 'programId=esa-template-custom&from=2026-01-01&to=2026-12-31',
  },
  'GET /api/esa/packet.csv': {
    kind: 'own',
    query: 'programId=esa-template-custom&from=2026-01-01&to=2026-12-31',
  },
  'GET /api/esa/programs': { kind: 'own' },
  'PUT /api/esa/programs/{id}': { kind: 'id', id: 'esaProgram', body: ESA_PROGRAM },
  'POST /api/esa/accounts': {
    kind: 'body',
    body: (ids) => ({ studentId: ids.child, programId: 'esa-template-custom', ...ESA_ACCOUNT }),
  },
  'GET /api/esa/accounts/{id}': { kind: 'id', id: 'esaAccount' },
  'PUT /api/esa/accounts/{id}': { kind: 'id', id: 'esaAccount', body: ESA_ACCOUNT },
  'DELETE /api/esa/accounts/{id}': { kind: 'id', id: 'esaAccount' },
  'POST /api/esa/expenses': {
    kind: 'body',
    body: (ids) => ({ accountIds: [ids.esaAccount], ...ESA_EXPENSE }),
  },
  'PUT /api/esa/expenses/{id}': { kind: 'id', id: 'esaExpense', body: ESA_EXPENSE },
  'DELETE /api/esa/expenses/{id}': { kind: 'id', id: 'esaExpense' },
  'POST /api/esa/expenses/{id}/receipts': { kind: 'id', id: 'esaExpense' },
  'GET /api/esa/expenses/{id}/receipts/{fileId}/{variant}': { kind: 'id', id: 'esaExpense' },
  'DELETE /api/esa/expenses/{id}/receipts/{fileId}': { kind: 'id', id: 'esaExpense' },
  [`GET ${S}/work-samples`]: { kind: 'child', query: 'from=2026-01-01&to=2026-12-31' },
  [`GET ${S}/work-samples/{id}`]: { kind: 'id', id: 'sample' },
  [`POST ${S}/work-samples`]: {
    kind: 'body',
    body: (ids) => ({ title: 'Hijack', date: '2026-03-01', fileIds: [ids.file] }),
  },
  [`PATCH ${S}/work-samples/{id}`]: { kind: 'id', id: 'sample', body: { title: 'Hijacked' } },
  [`DELETE ${S}/work-samples/{id}`]: { kind: 'id', id: 'sample' },
  'GET /api/grading-scale': { kind: 'own' },
  'PUT /api/grading-scale': {
    kind: 'own',
    body: {
      rows: [
        { letter: 'P', minPercent: 60 },
        { letter: 'F', minPercent: 0 },
      ],
    },
  },
  'DELETE /api/grading-scale': { kind: 'own' },
  'GET /api/classes/{id}/grade-weights': { kind: 'id', id: 'class' },
  'PUT /api/classes/{id}/grade-weights': {
    kind: 'id',
    id: 'class',
    body: { weights: [{ category: 'Hijack', weight: 100 }] },
  },
  [`GET ${S}/report-card`]: { kind: 'child', query: 'termId=x' },
  [`GET ${S}/report-card.pdf`]: { kind: 'child', query: 'termId=x' },
  [`PUT ${S}/report-card/comments`]: {
    kind: 'body',
    body: (ids) => ({ termId: ids.term, classId: ids.class, comment: 'Hijack' }),
  },
  // 'Parent confirms completed work' (ADR 024): A's to-do and lesson ids in B's set are a 404.
  'GET /api/confirmations': { kind: 'own' },
  'POST /api/confirmations/confirm': {
    kind: 'body',
    body: (ids) => ({ items: [{ kind: 'task', id: ids.task }] }),
  },
  'POST /api/confirmations/reject': {
    kind: 'body',
    body: (ids) => ({ items: [{ kind: 'lesson', id: ids.lesson }] }),
  },
  // Records: hours and requirements.
  [`GET ${S}/hours`]: { kind: 'child', query: monthQuery },
  [`POST ${S}/hours`]: { kind: 'child', body: { date: today, subject: 'B', minutes: 15, location: 'home' } },
  [`PATCH ${S}/hours/{id}`]: { kind: 'id', id: 'hours', body: { minutes: 30 } },
  [`DELETE ${S}/hours/{id}`]: { kind: 'id', id: 'hours' },
  'GET /api/requirement-profiles': { kind: 'own' },
  'PATCH /api/requirement-profiles/{id}': {
    kind: 'id',
    id: 'profile',
    body: {
      name: 'Hijacked',
      rule: 'days',
      targetDays: 100,
      hoursByGrade: [],
      coreHours: null,
      coreHomeHours: null,
      minHoursPerDay: null,
    },
  },
  [`PUT ${S}/requirement-profile`]: { kind: 'child', body: { profileId: 'template-ohio' } },
  [`GET ${S}/records/progress`]: { kind: 'child' },
  [`GET ${S}/records/hours.pdf`]: { kind: 'child' },
  'GET /api/calendar/{token}.ics': {
    kind: 'public',
    why: "a calendar app's subscription: answers only the feed of the secret token in its path, 404 for any other (calendar-feed.test.ts)",
  },
  [`GET ${S}/records/attendance.pdf`]: { kind: 'child', query: 'schoolYearId=x' },
  [`GET ${S}/records/bundle.pdf`]: { kind: 'child', query: 'schoolYearId=x' },
  [`GET ${S}/records/portfolio.pdf`]: { kind: 'child', query: 'schoolYearId=x' },
  [`GET ${S}/evaluator-links`]: { kind: 'child' },
  [`POST ${S}/evaluator-links`]: {
    kind: 'body',
    body: (ids) => ({ schoolYearId: ids.year, label: 'Hijack' }),
  },
  [`DELETE ${S}/evaluator-links/{id}`]: { kind: 'id', id: 'link' },
  'GET /api/members': { kind: 'own' },
  'PATCH /api/members/{id}': { kind: 'id', id: 'member', body: { role: 'viewer' } },
  'DELETE /api/members/{id}': { kind: 'id', id: 'member' },
  'POST /api/invites': { kind: 'own', body: { role: 'viewer' } },
  'DELETE /api/invites/{id}': { kind: 'id', id: 'invite' },
  'GET /api/invites/{token}': {
    kind: 'public',
    why: "an invite page: answers only the parent's name and the role of the secret token's invite, 404 for any other (members.test.ts)",
  },
  'POST /api/invites/{token}/accept': {
    kind: 'public',
    why: "joins the signed-in adult to the secret token's invite's family only (members.test.ts); the rights matrix covers its 401",
  },
  'POST /api/invites/{token}/sign-up': {
    kind: 'public',
    why: "a new adult's account joined to the secret token's invite's family only (members.test.ts)",
  },
  'GET /api/evaluator/{token}': {
    kind: 'public',
    why: "an evaluator's read-only view: answers only the child and year of the secret token's live link, 404 for any other (records-share.test.ts)",
  },
  'GET /api/evaluator/{token}/{document}.pdf': {
    kind: 'public',
    why: "an evaluator's PDFs: only the secret token's live link's child and year (the portfolio packet only when the link includes it), 404 for any other (records-share.test.ts, portfolio-records.test.ts)",
  },
  'GET /api/evaluator/{token}/files/{id}/{variant}': {
    kind: 'public',
    why: "the portfolio's files through a live link that includes it: only kept samples of its child and year, 404 for any other (records-share.test.ts)",
  },
};

/** A route's URL for a caller whose path child is `studentId`. */
const urlOf = (path: string, studentId: string, id?: string, query?: string) => {
  const item = id ?? 'x';
  const url = path
    .replace('{studentId}', studentId)
    .replace('{id}', item)
    .replace('{lessonId}', item)
    .replace('{classId}', item)
    .replace('{date}', today)
    .replace('{variant}', 'original')
    .replace('{fileId}', esaReceiptId || 'x');
  return query ? `${url}?${query}` : url;
};

let t: TestApp;
let a: TestUser;
let ids: Ids;
let secondChild: string;
const secrets: string[] = [
  'A-secret-class',
  'A-secret-event',
  'A-secret-task',
  'A-secret-goal',
  'A-secret-topic',
  'A-secret-work',
  'A-secret-block',
  'A-secret-child',
  'A-secret-year',
  'A-secret-break',
  'A-secret-lesson',
  'A-secret-course',
  'A-secret-book',
  'A-secret-hours',
  'A-secret-sample',
];

const { call: as } = apiRequests(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpUser(t.app, { displayName: 'A Child' });
  const json = async (method: Method, url: string, payload?: unknown) => {
    const res = await as(a, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const cls = await json('POST', '/api/classes', {
    title: secrets[0],
    daysOfWeek: [1, 3],
    startTime: '09:00',
    endTime: '10:00',
    startDate: today,
    endDate: today,
  });
  const event = await json('POST', '/api/events', { title: secrets[1], date: today });
  const lesson = (await json('POST', `/api/classes/${cls.id}/lessons`, { title: secrets[8] })).lessons[0];
  const child = `/api/students/${a.studentId}`;
  const task = await json('POST', `${child}/tasks`, { title: secrets[2] });
  const bucket = await json('POST', `${child}/bucket-list`, { title: secrets[3] });
  const learn = await json('POST', `${child}/learn-list`, { title: secrets[4] });
  const assignment = await json('POST', `${child}/assignments`, {
    classId: cls.id,
    assignmentName: secrets[5],
    assignmentDate: today,
    status: 'completed',
    gradePercentage: 95,
  });
  const block = await json('POST', '/api/day-by-day/blocks', { name: secrets[6] });
  const schedule = await json('POST', `${child}/day-by-day/schedule`, { blockId: block.id, startTime: 0 });
  await json('PUT', '/api/attendance', { studentIds: [a.studentId], dates: [today], status: 'present' });
  const feed = await json('POST', '/api/calendar-feeds', { studentId: a.studentId });
  secrets.push(feed.path);
  // A's second child: the family's other child, whose path must not reach the first child's items.
  secondChild = (await json('POST', '/api/students', { name: secrets[7], age: 9 })).id;
  const year = await json('POST', '/api/school-years', {
    name: secrets[8],
    startDate: '2026-08-17',
    endDate: '2027-06-04',
  });
  const yearBreak = await json('POST', `/api/school-years/${year.id}/breaks`, {
    label: secrets[9],
    startDate: '2026-12-21',
    endDate: '2027-01-01',
    studentIds: [a.studentId],
  });
  const link = await json('POST', `${child}/evaluator-links`, {
    schoolYearId: year.id,
    label: 'A-secret-link',
  });
  secrets.push(link.path, 'A-secret-link');
  const course = await json('POST', `${child}/transcript/courses`, {
    title: 'A-secret-course',
    classId: cls.id,
    yearLabel: '2026–2027',
    gradeLevel: 9,
    level: 'honors',
  });
  const book = await json('POST', `${child}/reading-log`, { title: 'A-secret-book', finishedOn: today });
  const upload = multipartFile('A-secret-file.pdf', Buffer.from('%PDF-1.7\nA-secret-file\n'));
  const file = (
    await t.app.inject({
      method: 'POST',
      url: `${child}/files`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: a.cookie },
    })
  ).json();
  const sample = await json('POST', `${child}/work-samples`, {
    title: 'A-secret-sample',
    date: '2026-03-01',
    fileIds: [file.id],
  });
  await json('PUT', '/api/grading-scale', {
    rows: [
      { letter: 'S', minPercent: 70 },
      { letter: 'U', minPercent: 0 },
    ],
  });
  await json('PUT', `/api/classes/${cls.id}/grade-weights`, {
    weights: [{ category: 'Tests', weight: 100 }],
  });
  await json('PUT', `${child}/report-card/comments`, {
    termId: year.terms[0].id,
    classId: cls.id,
    comment: secrets[10],
  });
  const hours = await json('POST', `${child}/hours`, {
    date: today,
    subject: 'A-secret-hours',
    minutes: 30,
    location: 'home',
  });
  const profile = (await json('PUT', `${child}/requirement-profile`, { profileId: 'template-missouri' }))
    .profile;
  const esaAccount = await json('POST', '/api/esa/accounts', {
    studentId: a.studentId,
    programId: 'esa-template-utah-fits-all',
    ...ESA_ACCOUNT,
    reference: 'A-secret-esa',
  });
  const esaExpense = (
    await json('POST', '/api/esa/expenses', {
      accountIds: [esaAccount.id],
      ...ESA_EXPENSE,
      vendor: 'A-secret-vendor',
    })
  ).expenses[0];
  const receipt = multipartFile('A-secret-receipt.pdf', Buffer.from('%PDF-1.7\nA-secret-receipt\n'));
  esaReceiptId = (
    await t.app.inject({
      method: 'POST',
      url: `/api/esa/expenses/${esaExpense.id}/receipts`,
      payload: receipt.payload,
      headers: { ...receipt.headers, cookie: a.cookie },
    })
  ).json().receipts[0].id;
  secrets.push('A-secret-esa', 'A-secret-vendor', 'A-secret-receipt');
  // A teacher of A's family and an unused invite: B can neither change nor revoke them.
  const teacher = await signUpUser(t.app);
  const memberId = await joinFamily(t, teacher, a.id, 'teacher');
  const invite = await json('POST', '/api/invites', { role: 'viewer' });
  secrets.push(invite.url);
  const sessions = await json('GET', '/api/account/sessions');
  const sessionList = (Array.isArray(sessions) ? sessions : sessions.sessions) as { id: string }[];
  ids = {
    class: cls.id,
    event: event.id,
    task: task.id,
    bucket: bucket.id,
    learn: learn.id,
    assignment: assignment.id,
    block: block.id,
    schedule: (schedule.entry ?? schedule).id,
    session: sessionList[0]!.id,
    child: a.studentId,
    feed: feed.entry.feed.id,
    year: year.id,
    break: yearBreak.id,
    lesson: lesson.id,
    link: link.link.id,
    course: course.id,
    book: book.id,
    term: year.terms[0].id,
    hours: hours.id,
    profile: profile.id,
    member: memberId,
    invite: invite.invite.id,
    file: file.id,
    sample: sample.id,
    esaProgram: esaAccount.programId,
    esaAccount: esaAccount.id,
    esaExpense: esaExpense.id,
  };
});
afterAll(async () => {
  await t.close();
});

describe(`account isolation (${dialect})`, () => {
  it('lists every route of the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const missing = documented.filter((r) => !(r in ROUTES));
    expect(missing, 'routes missing from the isolation suite').toEqual([]);
    const stale = Object.keys(ROUTES).filter((r) => !documented.includes(r));
    expect(stale, 'routes in the suite that no longer exist').toEqual([]);
  });

  it("never lets account B read, list, change or delete account A's data, or name A's children", async () => {
    const b = await signUpUser(t.app, { displayName: 'B Child' });
    const before = await snapshotAccount(t.deps.db, a.id);
    const attempts: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.kind === 'public') continue;
      const [method, path] = key.split(' ') as [Method, string];
      if (route.kind === 'id' || route.kind === 'child' || route.kind === 'body') {
        // B's own child in the path where the item or body is A's; A's child where the path is the target.
        const pathChild = route.kind === 'child' ? ids.child : b.studentId;
        const url = urlOf(
          path,
          pathChild,
          route.kind === 'id' ? ids[route.id] : undefined,
          route.kind === 'child' ? route.query : undefined,
        );
        const body = route.kind === 'body' ? route.body(ids) : route.body;
        const res = await as(b, method, url, body);
        attempts.push(`${key} → ${res.statusCode}`);
        expect(res.statusCode, `${key} with A's ids: ${res.body}`).toBe(404);
        if (route.kind === 'id' && path.includes('{studentId}')) {
          // A's child in the path and A's item: still B's request.
          const direct = await as(b, method, urlOf(path, ids.child, ids[route.id]), body);
          expect(direct.statusCode, `${key} with A's child and item: ${direct.body}`).toBe(404);
        }
      } else {
        if (key === 'POST /api/account/sign-out' || key === 'POST /api/account/sessions/revoke-others')
          continue; // run last
        const res = await as(b, method, urlOf(path, b.studentId, undefined, route.query), route.body);
        attempts.push(`${key} → ${res.statusCode}`);
        expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
        for (const secret of [...secrets, ...Object.values(ids), secondChild, a.id, a.email]) {
          expect(res.body.includes(secret), `${key} leaked ${secret}`).toBe(false);
        }
      }
    }
    await as(b, 'POST', '/api/account/sessions/revoke-others');
    await as(b, 'POST', '/api/account/sign-out');
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    expect((await as(a, 'GET', '/api/me')).statusCode).toBe(200);
    expect(attempts.length).toBeGreaterThan(50);
  });

  it("never lets one child's path reach the family's other child's items", async () => {
    const before = await snapshotAccount(t.deps.db, a.id);
    let checked = 0;
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.kind !== 'id' || !key.includes('{studentId}')) continue;
      const [method, path] = key.split(' ') as [Method, string];
      const res = await as(a, method, urlOf(path, secondChild, ids[route.id]), route.body);
      expect(
        res.statusCode,
        `${key}: the first child's ${route.id} under the second child: ${res.body}`,
      ).toBe(404);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
  });

  it('answers 401 on every non-public route without a session', async () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.kind === 'public' || key === 'POST /api/account/sign-out') continue;
      const [method, path] = key.split(' ') as [Method, string];
      const query = route.kind === 'own' || route.kind === 'child' ? route.query : undefined;
      const body = route.kind === 'body' ? route.body(ids) : route.body;
      const res = await as(null, method, urlOf(path, ids.child, ids.task, query), body);
      expect(res.statusCode, `${key} without a session`).toBe(401);
    }
  });
});
