import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import type { AttendanceStatus, AttendanceSummary } from '../../shared/domain/attendance';
import type { IsoDate } from '../../shared/domain/dates';
import {
  attendanceFailures,
  failureMessage,
  successMessage,
  type MarkScope,
} from '../../shared/messages/attendance';
import type { AttendanceRecord as DayRecord } from '../../shared/schemas/attendance';
import { ApiError, api } from '../lib/api-client';
import { monthOf, monthRange, monthsOf } from '../lib/month-range';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

// matches src/shared/schemas/attendance.ts (S2): records name their child.
/** A day as listed (with who recorded it) or as a mark answered (without: the refetch brings it). */
export type AttendanceRecord = DayRecord & { studentId: string; recordedByName?: string | null };

// matches src/shared/schemas/attendance.ts (S2): PUT /api/attendance marks one or several children.
export interface MarkChildrenInput {
  studentIds: string[];
  dates: IsoDate[];
  status: AttendanceStatus;
}

// matches src/shared/schemas/attendance.ts (S2): `count` counts days, `xpChange` is the sum over the children.
export interface MarkAttendanceResult {
  status: AttendanceStatus;
  records: AttendanceRecord[];
  count: number;
  xpChange: number;
}

/** One month of a child's records ('yyyy-MM'): the calendar's data in one request per visible month. */
export const attendanceMonthQuery = (studentId: string, month: string) => {
  const { from, to } = monthRange(month);
  return queryOptions({
    queryKey: queryKeys.attendance.month(studentId, month),
    queryFn: () => api.get<AttendanceRecord[]>(childPath(studentId, `attendance?from=${from}&to=${to}`)),
  });
};

export const attendanceSummaryQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.attendance.summary(studentId),
    queryFn: () => api.get<AttendanceSummary>(childPath(studentId, 'attendance/summary')),
  });

export function useAttendanceSummary(studentId: string) {
  return useQuery(attendanceSummaryQuery(studentId));
}

export interface AttendanceMonths {
  statusOf: (date: IsoDate) => AttendanceStatus;
  /** Who recorded the day (ADR 024), when known. */
  recordedByOf: (date: IsoDate) => string | null;
  /** Loaded dates marked present / absent (for the calendar's colours). */
  present: IsoDate[];
  absent: IsoDate[];
  /** True once every requested month has loaded. */
  ready: boolean;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

type MonthResult = {
  data?: AttendanceRecord[];
  isError: boolean;
  isPending: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
};

/** Stable (module-level) so TanStack Query keeps the combined value between renders. */
function combineMonths(results: MonthResult[]) {
  const byDate = new Map<IsoDate, boolean>();
  const names = new Map<IsoDate, string>();
  for (const r of results)
    for (const record of r.data ?? []) {
      byDate.set(record.date, record.present);
      if (record.recordedByName) names.set(record.date, record.recordedByName);
    }
  const present: IsoDate[] = [];
  const absent: IsoDate[] = [];
  for (const [date, isPresent] of byDate) (isPresent ? present : absent).push(date);
  return {
    byDate,
    names,
    present,
    absent,
    ready: results.every((r) => r.isSuccess),
    isLoading: results.some((r) => r.isPending && !r.isError),
    isError: results.some((r) => r.isError),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}

/** A child's records of several months merged into one date → status lookup; a failed load toasts once. */
export function useAttendanceMonths(studentId: string, months: string[]): AttendanceMonths {
  const { byDate, names, present, absent, ready, isLoading, isError, retry } = useQueries({
    queries: months.map((m) => attendanceMonthQuery(studentId, m)),
    combine: combineMonths,
  });

  useEffect(() => {
    if (isError) toast.error(attendanceFailures.load);
  }, [isError]);

  const statusOf = useCallback(
    (date: IsoDate): AttendanceStatus => {
      const present = byDate.get(date);
      return present === undefined ? 'none' : present ? 'present' : 'absent';
    },
    [byDate],
  );
  const recordedByOf = useCallback((date: IsoDate) => names.get(date) ?? null, [names]);
  return { statusOf, recordedByOf, present, absent, ready, isLoading, isError, retry };
}

/** Shows the server's answer for each marked child at once (the refetch that follows confirms it). */
export function applyToCachedMonths(
  qc: QueryClient,
  studentIds: readonly string[],
  dates: IsoDate[],
  result: MarkAttendanceResult,
) {
  for (const studentId of studentIds) {
    applyToChildMonths(
      qc,
      studentId,
      dates,
      result.records.filter((r) => r.studentId === studentId),
    );
  }
}

function applyToChildMonths(
  qc: QueryClient,
  studentId: string,
  dates: IsoDate[],
  records: AttendanceRecord[],
) {
  const changed = new Set(dates);
  const written = new Map(records.map((r) => [r.date, r]));
  for (const month of monthsOf(dates)) {
    qc.setQueryData(attendanceMonthQuery(studentId, month).queryKey, (old) => {
      if (!old) return old;
      const kept = old.filter((r) => !changed.has(r.date));
      const added = [...written.values()].filter((r) => monthOf(r.date) === month);
      return [...kept, ...added].sort((a, b) => b.date.localeCompare(a.date));
    });
  }
}

export interface MarkVariables {
  dates: IsoDate[];
  status: AttendanceStatus;
  scope: MarkScope;
  /** For a single date: whether it had a record (chooses 'Failed to update' over 'Failed to mark'). */
  hadRecord: boolean;
}

/** The refetches after a mark: each marked child's attendance (and xp when it moved). */
export function invalidateMarked(
  qc: QueryClient,
  studentIds: readonly string[],
  result: MarkAttendanceResult,
) {
  for (const studentId of studentIds)
    void invalidateKinds(qc, result.xpChange !== 0 ? ['attendance', 'xp'] : ['attendance'], studentId);
}

/** PUT /api/attendance for one child: mark dates present/absent or clear them, with the spec's toasts. */
export function useMarkAttendance(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ dates, status }: MarkVariables) =>
      api.put<MarkAttendanceResult>('/api/attendance', {
        studentIds: [studentId],
        dates,
        status,
      } satisfies MarkChildrenInput),
    onSuccess: (result, vars) => {
      toast.success(successMessage(vars.scope, vars.status, result.count));
      applyToCachedMonths(qc, [studentId], vars.dates, result);
      invalidateMarked(qc, [studentId], result);
    },
    onError: (err, vars) => {
      // The server's reason (e.g. a date after tomorrow) helps more than the title alone.
      const description =
        err instanceof ApiError && err.code === 'VALIDATION_FAILED' ? err.message : undefined;
      toast.error(failureMessage(vars.scope, vars.status, vars.hadRecord), { description });
    },
  });
}
