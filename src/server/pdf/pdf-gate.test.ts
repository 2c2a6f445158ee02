import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import { apiRequests, createTestApp, signUpUser, type TestApp } from '@tests/setup/api';
import { PDF_RETRY_AFTER_S } from './pdf-gate';
import { closePdfWorker } from './render-pdf';

// One PDF made at a time and one waiting (ADR 036): a third at once is refused, and the queue drains.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pdfLimits: { active: 1, queue: 1 } });
});
afterAll(async () => {
  await closePdfWorker();
  await t.close();
});

const { call } = apiRequests(() => t.app);

describe('PDF downloads: bounded, with a queue', () => {
  it('makes one at a time, lets one wait, refuses the rest with 503 and Retry-After, then serves again', async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
    const pdf = `/api/students/${user.studentId}/transcript.pdf`;
    // One first, alone: the session and the child's checks are kept after it (ADR 019), so the four below reach
    // the gate together instead of each reading them first (on PostgreSQL, under load, the first could be made
    // and sent before the last had read its session, and all four were served).
    expect((await call(user, 'GET', pdf)).statusCode).toBe(200);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(user, 'GET', pdf)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    for (const refused of answers.filter((r) => r.statusCode === 503)) {
      expect(refused.headers['retry-after']).toBe(String(PDF_RETRY_AFTER_S));
      expect(refused.json()).toEqual({ error: { code: 'BUSY', message: m.pdfBusy } });
    }
    for (const made of answers.filter((r) => r.statusCode === 200))
      expect(made.headers['content-type']).toBe('application/pdf');

    // The turns were given back: again one made and one waiting, both served.
    const again = await Promise.all([1, 2].map(() => call(user, 'GET', pdf)));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('takes no turn for a refused request, nor holds up other routes', async () => {
    const user = await signUpUser(t.app, { displayName: 'Grace Hopper' });
    const other = await signUpUser(t.app, { displayName: 'Mary Somerville' });
    const pdf = `/api/students/${user.studentId}/transcript.pdf`;
    // Another family's child: 404 before the gate, so neither takes a turn nor is answered busy.
    const refusals = await Promise.all([1, 2, 3].map(() => call(other, 'GET', pdf)));
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const [made, health] = await Promise.all([call(user, 'GET', pdf), call(null, 'GET', '/api/health')]);
    expect(made.statusCode).toBe(200);
    expect(health.statusCode).toBe(200);
  });
});
