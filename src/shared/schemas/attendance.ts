import { z } from 'zod';
import { ATTENDANCE_MAX_DATES, ATTENDANCE_MAX_RANGE_DAYS, rangeLengthDays } from '../domain/attendance';
import { isIsoDate } from '../domain/dates';
import { MAX_CHILDREN } from '../domain/students';
import { attendanceMessages as m } from '../messages/attendance';
import { studentIdSchema } from './students';

const isoDate = (message: string) => z.string({ message }).refine(isIsoDate, { message });

export const attendanceStatusSchema = z.enum(['present', 'absent', 'none'], { message: m.status });

export const attendanceRecordSchema = z.object({
  id: z.string(),
  /** The child the day is recorded for. */
  studentId: z.string(),
  date: z.string(),
  present: z.boolean(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** A listed day with who recorded it ('by Sam'; null when recorded before members). */
export const attendanceDaySchema = attendanceRecordSchema.extend({ recordedByName: z.string().nullable() });
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** GET /api/students/:studentId/attendance?from&to — a bounded window, both ends inclusive. */
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

/** PUT /api/attendance — mark or clear a set of dates for one or several of the family's children in one go. */
export const markAttendanceSchema = z.object({
  studentIds: z
    .array(studentIdSchema, { message: m.noChildren })
    .min(1, m.noChildren)
    .max(MAX_CHILDREN, m.tooManyChildren(MAX_CHILDREN))
    .refine((ids) => new Set(ids).size === ids.length, { message: m.repeatedChild }),
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
  /** Rows now stored for the marked dates, every child's (empty when clearing). */
  records: z.array(attendanceRecordSchema),
  /** Days marked, or days cleared (distinct dates, however many children): the toast's 'N day(s)'. */
  count: z.number().int(),
  /** Net xp change of this request over every child (positive when days became present, negative when un-marked). */
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
