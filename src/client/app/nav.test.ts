import { describe, expect, it } from 'vitest';
import { childMayOpen, childNav } from './nav';

describe("a signed-in child's pages", () => {
  it('are the pages of their nav, with what lies under them', () => {
    for (const { to } of childNav) expect(childMayOpen(to)).toBe(true);
    expect(childMayOpen('/todo/anything')).toBe(true);
  });

  it('leave out the grown-ups’ pages', () => {
    for (const path of [
      '/settings',
      '/records',
      '/records/transcript',
      '/classes',
      '/attendance',
      '/grades',
      '/calendar',
      '/day-by-day',
      '/school-year',
    ])
      expect(childMayOpen(path), path).toBe(false);
    // '/' is the dashboard only, not a prefix of everything.
    expect(childMayOpen('/week-plan')).toBe(false);
  });
});
