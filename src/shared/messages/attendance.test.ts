import { describe, expect, it } from 'vitest';
import { failureMessage, successMessage } from './attendance';

describe('attendance toasts', () => {
  it("uses the spec's success messages", () => {
    expect(successMessage('single', 'present', 1)).toBe('Attendance updated');
    expect(successMessage('single', 'absent', 1)).toBe('Attendance updated');
    expect(successMessage('single', 'none', 1)).toBe('Attendance record deleted');
    expect(successMessage('bulk', 'present', 4)).toBe('Marked 4 day(s) as present');
    expect(successMessage('bulk', 'absent', 3)).toBe('Marked 3 day(s) as absent');
    expect(successMessage('bulk', 'none', 2)).toBe('Cleared attendance for 2 day(s)');
  });

  it("uses the spec's failure messages", () => {
    expect(failureMessage('single', 'present', false)).toBe('Failed to mark attendance');
    expect(failureMessage('single', 'absent', true)).toBe('Failed to update attendance');
    expect(failureMessage('single', 'none', true)).toBe('Failed to delete attendance');
    expect(failureMessage('bulk', 'present', true)).toBe('Failed to mark attendance');
    expect(failureMessage('bulk', 'none', true)).toBe('Failed to clear attendance');
  });
});
