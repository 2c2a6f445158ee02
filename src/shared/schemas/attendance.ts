import { z } from 'zod';
import { ATTENDANCE_MAX_DATES, ATTENDANCE_MAX_RANGE_DAYS, rangeLengthDays } from '../domain/attendance';
import { isIsoDate } from '../domain/dates';
import { attendanceMessages as m } from '../messages/attendance';

const isoDate = (message: string) => z.string({ message }).refine(isIsoDate, { message });

export const attendanceStatusSchema = z.enum(['present', 'absent', 'none'], { message: m.status });

export const attendanceRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  present: z.boolean(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** GET /api/attendance?from&to — a bounded window, both ends inclusive. */
export const attendanceRangeQuerySchema = z
  .object({
    from: isoDate(m.startDate),
    to: isoDate(m.endDate),
  })
  .refine((q) => q.from <= q.to, { message: m.startAfterEnd, path: ['to'] })
  .refine((q) => rangeLengthDays(q.from, q.to) <= ATTENDANCE_MAX_RANGE_DAYS, {
    message: m.rangeTooLong(ATTENDANCE_MAX_RANGE_DAYS),
    path: ['to'],
  });
export type AttendanceRangeQuery = z.infer<typeof attendanceRangeQuerySchema>;

/** PUT /api/attendance — mark or clear a set of dates in one go. */
export const markAttendanceSchema = z.object({
  dates: z
    .array(isoDate(m.invalidDates), { message: m.noDates })
    .min(1, m.noDates)
    .max(ATTENDANCE_MAX_DATES, m.tooManyDates(ATTENDANCE_MAX_DATES))
    .refine((dates) => new Set(dates).size === dates.length, { message: m.repeatedDate }),
  status: attendanceStatusSchema,
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

export const markAttendanceResultSchema = z.object({
  status: attendanceStatusSchema,
  /** Rows now stored for the marked dates (empty when clearing). */
  records: z.array(attendanceRecordSchema),
  /** Rows written (marked) or deleted (cleared). */
  count: z.number().int(),
  /** Net xp change of this request (positive when days became present, negative when un-marked). */
  xpChange: z.number().int(),
});
export type MarkAttendanceResult = z.infer<typeof markAttendanceResultSchema>;

export const attendanceSummarySchema = z.object({
  weekPresent: z.number().int(),
  weekRecorded: z.number().int(),
  overallPresent: z.number().int(),
  overallRecorded: z.number().int(),
  ratePercent: z.number().int(),
});
