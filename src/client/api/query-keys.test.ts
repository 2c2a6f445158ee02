import { describe, expect, it } from 'vitest';
import { staleRoots } from './live-updates';
import { isKeyAffected, queryKeys } from './query-keys';

describe('isKeyAffected', () => {
  const roots = staleRoots(['tasks']);

  it("invalidates only the named child's per-child entries", () => {
    expect(isKeyAffected(queryKeys.tasks.todayOn('a', '2026-01-05'), roots, 'a')).toBe(true);
    expect(isKeyAffected(queryKeys.tasks.todayOn('b', '2026-01-05'), roots, 'a')).toBe(false);
    expect(isKeyAffected(queryKeys.dashboard.child('a'), roots, 'a')).toBe(true);
    expect(isKeyAffected(queryKeys.dashboard.child('b'), roots, 'a')).toBe(false);
  });

  it("invalidates every child's entries for a change that names no child", () => {
    expect(isKeyAffected(queryKeys.tasks.todayOn('a', '2026-01-05'), roots)).toBe(true);
    expect(isKeyAffected(queryKeys.tasks.todayOn('b', '2026-01-05'), roots)).toBe(true);
  });

  it('always invalidates the family-wide entries of the changed resources, and nothing else', () => {
    expect(isKeyAffected(queryKeys.family.overview, roots, 'a')).toBe(true);
    expect(isKeyAffected(queryKeys.me.all, staleRoots(['xp']), 'b')).toBe(true);
    expect(isKeyAffected(queryKeys.classes.all, roots, 'a')).toBe(false);
    expect(isKeyAffected(queryKeys.bucketList.child('a'), roots, 'a')).toBe(false);
  });

  it("refetches the children and the overview when the family's children change", () => {
    const students = staleRoots(['students']);
    expect(isKeyAffected(queryKeys.me.all, students)).toBe(true);
    expect(isKeyAffected(queryKeys.family.overview, students)).toBe(true);
  });
});
