import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '@shared/schemas/list-items';
import { createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`bucket list (${dialect})`, () => {
  it('lists every goal of every day, dreams to achieve first, newest first, bounded by the list limit', async () => {
    const user = await signUpUser(t.app);
    const rows = Array.from({ length: LIST_LIMIT + 5 }, (_, i) => {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString();
      return {
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: user.studentId,
        title: `Goal ${i}`,
        priority: 'medium' as const,
        completed: i === LIST_LIMIT + 4 ? 1 : 0,
        completedAt: i === LIST_LIMIT + 4 ? at : null,
        createdDate: at.slice(0, 10),
        createdAt: at,
      };
    });
    for (let i = 0; i < rows.length; i += 100)
      await t.deps.db
        .insertInto('bucketListItems')
        .values(rows.slice(i, i + 100))
        .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/students/${user.studentId}/bucket-list`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { title: string; completed: boolean; createdDate: string }[];
    expect(items).toHaveLength(LIST_LIMIT);
    // The newest goal is achieved, so it sorts after every open one (and falls off the bounded page).
    expect(items[0]).toMatchObject({ title: `Goal ${LIST_LIMIT + 3}`, completed: false });
    expect(items.at(-1)?.title).toBe('Goal 4');
    expect(items.every((i) => !i.completed)).toBe(true);
    expect(items[0]?.createdDate).toBe(rows[LIST_LIMIT + 3]!.createdDate);
  });
});
