import { describe, expect, it } from 'vitest';
import { activityCutoff, exportNeedsAlert } from './activity';

describe('account activity rules', () => {
  it('keeps 400 days', () => {
    expect(activityCutoff(new Date('2026-11-29T12:00:00.000Z'))).toBe('2025-10-25T12:00:00.000Z');
  });
  it('alerts on the third export in an hour, or on an export from a new device', () => {
    expect(exportNeedsAlert(2, false)).toBe(false);
    expect(exportNeedsAlert(3, false)).toBe(true);
    expect(exportNeedsAlert(1, true)).toBe(true);
  });
});
