import { describe, expect, it } from 'vitest';
import { markAttendanceSchema, attendanceRangeQuerySchema } from '../schemas/attendance';
import {
  attendanceRatePercent,
  attendanceWeek,
  dayCountLabel,
  isMarkableDate,
  lastMarkableDate,
  rangeLengthDays,
  summarizeAttendance,
  summarizeSelection,
  type AttendanceStatus,
} from './attendance';

describe('the not-after-tomorrow rule', () => {
  it('allows past days, today and tomorrow, and refuses the day after', () => {
    expect(lastMarkableDate('2026-03-10')).toBe('2026-03-11');
    expect(isMarkableDate('2025-01-01', '2026-03-10')).toBe(true);
    expect(isMarkableDate('2026-03-10', '2026-03-10')).toBe(true);
    expect(isMarkableDate('2026-03-11', '2026-03-10')).toBe(true);
    expect(isMarkableDate('2026-03-12', '2026-03-10')).toBe(false);
  });

  it('crosses month and year ends', () => {
    expect(lastMarkableDate('2026-02-28')).toBe('2026-03-01');
    expect(lastMarkableDate('2025-12-31')).toBe('2026-01-01');
    expect(isMarkableDate('2026-01-02', '2025-12-31')).toBe(false);
  });
});

describe('attendance summary', () => {
  it('counts this week from Monday to Sunday', () => {
    expect(attendanceWeek('2026-03-04')).toEqual({ from: '2026-03-02', to: '2026-03-08' }); // Wednesday
    expect(attendanceWeek('2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-08' }); // Monday
    expect(attendanceWeek('2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' }); // Sunday
  });

  it('computes days present out of recorded this week and the overall rate', () => {
    const records = [
      { date: '2026-03-01', present: true }, // Sunday of the previous week
      { date: '2026-03-02', present: true },
      { date: '2026-03-03', present: false },
      { date: '2026-03-04', present: true },
      { date: '2026-03-09', present: true }, // next Monday
      { date: '2026-02-10', present: false },
    ];
    expect(summarizeAttendance(records, '2026-03-04')).toEqual({
      weekPresent: 2,
      weekRecorded: 3,
      overallPresent: 4,
      overallRecorded: 6,
      ratePercent: 67,
    });
  });

  it('reports 0 % with nothing recorded and rounds to whole percent', () => {
    expect(summarizeAttendance([], '2026-03-04')).toEqual({
      weekPresent: 0,
      weekRecorded: 0,
      overallPresent: 0,
      overallRecorded: 0,
      ratePercent: 0,
    });
    expect(attendanceRatePercent(0, 0)).toBe(0);
    expect(attendanceRatePercent(1, 3)).toBe(33);
    expect(attendanceRatePercent(2, 3)).toBe(67);
    expect(attendanceRatePercent(1, 8)).toBe(13);
    expect(attendanceRatePercent(5, 5)).toBe(100);
  });
});

describe('selection summary', () => {
  const statuses: Record<string, AttendanceStatus> = {
    '2026-03-02': 'present',
    '2026-03-03': 'absent',
    '2026-03-05': 'present',
  };
  const statusOf = (d: string) => statuses[d] ?? 'none';

  it('counts total selected, with attendance, present and absent', () => {
    expect(summarizeSelection(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'], statusOf)).toEqual({
      total: 4,
      withAttendance: 3,
      present: 2,
      absent: 1,
    });
  });

  it('is all zeros for an empty selection and counts a repeated date once', () => {
    expect(summarizeSelection([], statusOf)).toEqual({ total: 0, withAttendance: 0, present: 0, absent: 0 });
    expect(summarizeSelection(['2026-03-03', '2026-03-03'], statusOf)).toEqual({
      total: 1,
      withAttendance: 1,
      present: 0,
      absent: 1,
    });
  });

  it('labels day counts', () => {
    expect(dayCountLabel(1)).toBe('1 day');
    expect(dayCountLabel(3)).toBe('3 days');
  });
});

describe('attendance request schemas', () => {
  it('accepts a good bulk mark and refuses impossible, repeated, missing and too many dates, and a bad child list', () => {
    const kids = ['child-1', 'child-2'];
    expect(
      markAttendanceSchema.safeParse({ studentIds: kids, dates: ['2026-02-28'], status: 'present' }).success,
    ).toBe(true);
    expect(
      markAttendanceSchema.safeParse({ studentIds: kids, dates: ['2026-02-30'], status: 'present' }).success,
    ).toBe(false);
    expect(
      markAttendanceSchema.safeParse({ studentIds: kids, dates: ['2026-3-1'], status: 'present' }).success,
    ).toBe(false);
    expect(
      markAttendanceSchema.safeParse({
        studentIds: kids,
        dates: ['2026-03-01', '2026-03-01'],
        status: 'absent',
      }).success,
    ).toBe(false);
    expect(markAttendanceSchema.safeParse({ studentIds: kids, dates: [], status: 'none' }).success).toBe(
      false,
    );
    expect(
      markAttendanceSchema.safeParse({ studentIds: kids, dates: ['2026-03-01'], status: 'late' }).success,
    ).toBe(false);
    const many = Array.from({ length: 367 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(markAttendanceSchema.safeParse({ studentIds: kids, dates: many, status: 'present' }).success).toBe(
      false,
    );
    expect(
      markAttendanceSchema.safeParse({ studentIds: kids, dates: many.slice(0, 366), status: 'present' })
        .success,
    ).toBe(true);
    const day = { dates: ['2026-03-02'], status: 'present' };
    expect(markAttendanceSchema.safeParse(day).success).toBe(false);
    expect(markAttendanceSchema.safeParse({ ...day, studentIds: [] }).success).toBe(false);
    expect(markAttendanceSchema.safeParse({ ...day, studentIds: ['a', 'a'] }).success).toBe(false);
    expect(
      markAttendanceSchema.safeParse({ ...day, studentIds: Array.from({ length: 13 }, (_, n) => `c${n}`) })
        .success,
    ).toBe(false);
  });

  it('bounds the range query to 366 days, in order', () => {
    expect(rangeLengthDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(attendanceRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true); // 366 days
    expect(attendanceRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(
      false,
    );
    expect(attendanceRangeQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
    expect(attendanceRangeQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});
