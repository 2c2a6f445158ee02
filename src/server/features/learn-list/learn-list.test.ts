import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);

describe(`learn list (${dialect})`, () => {
  it('keeps topics learned on earlier days and earns 20 xp per topic, once each', async () => {
    const user = await signUpUser(t.app);
    const ids: string[] = [];
    for (const title of ['Photosynthesis', 'Fractions', 'The water cycle'])
      ids.push((await call(user, 'POST', `/api/students/${user.studentId}/learn-list`, { title })).json().id);
    for (const id of ids.slice(0, 2))
      expect(
        (await call(user, 'PATCH', `/api/students/${user.studentId}/learn-list/${id}`, { completed: true }))
          .statusCode,
      ).toBe(200);
    const list = (await call(user, 'GET', `/api/students/${user.studentId}/learn-list`)).json().items as {
      title: string;
      completed: boolean;
    }[];
    expect(list.map((i) => [i.title, i.completed])).toEqual([
      ['The water cycle', false],
      ['Fractions', true],
      ['Photosynthesis', true],
    ]);
    const me = await call(user, 'GET', '/api/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().students[0]).toMatchObject({ id: user.studentId, xp: 40, level: 0 });
  });
});
