import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { unsubscribeToken } from '../features/notifications/unsubscribe-token';
import { SECRET_PAGE_PREFIXES, secretMark } from '../http/secret-urls';

/**
 * Secret links never reach the log or an answer whole (issue 39): every route with a token in its path, the
 * browser pages that carry one, and the e-mailed links' and provider callbacks' query values are marked with a
 * short hash in the request log, and a 404 for a wrong address under them does not echo the token.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});
const { call, ok } = apiRequests(() => t.app);

describe(`secrets in addresses (${dialect})`, () => {
  it('keeps every token out of the request log and out of refusals', async () => {
    const user = await signUpUser(t.app);
    const year = await ok<{ id: string }>(user, 'POST', '/api/school-years', {
      name: 'Fall 2026',
      startDate: '2026-09-07',
      endDate: '2026-09-30',
      weekdays: [1, 2, 3, 4, 5],
    });
    const link = await ok<{ path: string }>(user, 'POST', `/api/students/${user.studentId}/evaluator-links`, {
      schoolYearId: year.id,
      label: 'Evaluator',
    });
    const feed = await ok<{ path: string }>(user, 'POST', '/api/calendar-feeds', {});
    const invite = await ok<{ url: string }>(user, 'POST', '/api/invites', { role: 'viewer' });
    const evaluatorToken = link.path.split('/').pop()!;
    const feedToken = feed.path
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const inviteToken = invite.url.split('/invite/')[1]!;
    const unsubscribe = unsubscribeToken(t.deps.config.authSecret, user.id);
    const mailed = 'mailed-token-0123456789abcdef';
    const code = 'provider-code-0123456789';
    const visits = [
      `/api/evaluator/${evaluatorToken}`,
      `/api/evaluator/${evaluatorToken}/bundle.pdf`,
      `/api/evaluator/${evaluatorToken}/no-such-thing`,
      feed.path,
      `/api/invites/${inviteToken}`,
      `/api/invites/${inviteToken}/nope`,
      `/evaluator/${evaluatorToken}`,
      `/invite/${inviteToken}`,
      `/api/unsubscribe/${unsubscribe}`,
      `/api/unsubscribe/${unsubscribe}x`,
      `/unsubscribe/${unsubscribe}`,
      `/unsubscribe/${unsubscribe}x`,
      `/api/account/verify-email?token=${mailed}&callbackURL=/`,
      `/reset-password?token=${mailed}`,
      `/api/auth/callback/oidc?code=${code}&state=${mailed}`,
    ];
    lines.length = 0;
    for (const url of visits) {
      const res = await call(null, 'GET', url);
      // A link's own page lists its documents' addresses for its holder; a refusal never repeats a token.
      if (res.statusCode < 300) continue;
      for (const secret of [evaluatorToken, feedToken, inviteToken, unsubscribe, mailed, code])
        expect(res.body.includes(secret), `${url} answered with a token: ${res.body.slice(0, 200)}`).toBe(
          false,
        );
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(visits.length);
    for (const secret of [evaluatorToken, feedToken, inviteToken, unsubscribe, mailed, code])
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    // Each is marked instead, so two requests of one link can be told apart.
    expect(log).toContain(`/api/evaluator/${secretMark(evaluatorToken)}/bundle.pdf`);
    expect(log).toContain(`/api/invites/${secretMark(inviteToken)}`);
    expect(log).toContain(`/api/unsubscribe/${secretMark(unsubscribe)}`);
    expect(log).toContain(` /unsubscribe/${secretMark(unsubscribe)}`.trim());
    expect(log).toContain(`/reset-password?token=${secretMark(mailed)}`);
    expect(log).toContain('callbackURL=/');
  });

  it('covers every page of the browser app whose path carries a token', () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8');
    const pages = [...router.matchAll(/path: '([^']*):token[^']*'/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(SECRET_PAGE_PREFIXES as readonly string[]).toContain(page);
  });
});
