import { queryOptions, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import type { AttendanceStatus, AttendanceSummary } from '../../shared/domain/attendance';
import type { IsoDate } from '../../shared/domain/dates';
import { attendanceFailures, failureMessage, successMessage, type MarkScope } from '../../shared/messages/attendance';
import type { AttendanceRecord, MarkAttendanceInput, MarkAttendanceResult } from '../../shared/schemas/attendance';
import { ApiError, api } from '../lib/api-client';
import { monthOf, monthRange, monthsOf } from '../lib/month-range';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** One month of records ('yyyy-MM'): the calendar's data in one request per visible month. */
export const attendanceMonthQuery = (month: string) => {
  const { from, to } = monthRange(month);
  return queryOptions({
    queryKey: queryKeys.attendance.month(month),
    queryFn: () => api.get<AttendanceRecord[]>(`/api/attendance?from=${from}&to=${to}`),
  });
};

export const attendanceSummaryQuery = queryOptions({
  queryKey: queryKeys.attendance.summary,
  queryFn: () => api.get<AttendanceSummary>('/api/attendance/summary'),
});

export function useAttendanceSummary() {
  return useQuery(attendanceSummaryQuery);
}

export interface AttendanceMonths {
  statusOf: (date: IsoDate) => AttendanceStatus;
  /** Loaded dates marked present / absent (for the calendar's colours). */
  present: IsoDate[];
  absent: IsoDate[];
  /** True once every requested month has loaded. */
  ready: boolean;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

type MonthResult = { data?: AttendanceRecord[]; isError: boolean; isPending: boolean; isSuccess: boolean; refetch: () => unknown };

/** Stable (module-level) so TanStack Query keeps the combined value between renders. */
function combineMonths(results: MonthResult[]) {
  const byDate = new Map<IsoDate, boolean>();
  for (const r of results) for (const record of r.data ?? []) byDate.set(record.date, record.present);
  const present: IsoDate[] = [];
  const absent: IsoDate[] = [];
  for (const [date, isPresent] of byDate) (isPresent ? present : absent).push(date);
  return {
    byDate,
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

/** Records of several months merged into one date → status lookup; a failed load toasts once. */
export function useAttendanceMonths(months: string[]): AttendanceMonths {
  const { byDate, present, absent, ready, isLoading, isError, retry } = useQueries({
    queries: months.map((m) => attendanceMonthQuery(m)),
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
  return { statusOf, present, absent, ready, isLoading, isError, retry };
}

/** Shows the server's answer at once (the refetch that follows confirms it). */
function applyToCachedMonths(qc: QueryClient, dates: IsoDate[], result: MarkAttendanceResult) {
  const changed = new Set(dates);
  const written = new Map(result.records.map((r) => [r.date, r]));
  for (const month of monthsOf(dates)) {
    qc.setQueryData(attendanceMonthQuery(month).queryKey, (old) => {
      if (!old) return old;
      const kept = old.filter((r) => !changed.has(r.date));
      const added = [...written.values()].filter((r) => monthOf(r.date) === month);
      return [...kept, ...added].sort((a, b) => b.date.localeCompare(a.date));
    });
  }
}

export interface MarkVariables extends MarkAttendanceInput {
  scope: MarkScope;
  /** For a single date: whether it had a record (chooses 'Failed to update' over 'Failed to mark'). */
  hadRecord: boolean;
}

/** PUT /api/attendance: mark dates present/absent or clear them, with the spec's toasts. */
export function useMarkAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ dates, status }: MarkVariables) => api.put<MarkAttendanceResult>('/api/attendance', { dates, status }),
    onSuccess: (result, vars) => {
      toast.success(successMessage(vars.scope, vars.status, result.count));
      applyToCachedMonths(qc, vars.dates, result);
      void invalidateKinds(qc, result.xpChange !== 0 ? ['attendance', 'xp'] : ['attendance']);
    },
    onError: (err, vars) => {
      // The server's reason (e.g. a date after tomorrow) helps more than the title alone.
      const description = err instanceof ApiError && err.code === 'VALIDATION_FAILED' ? err.message : undefined;
      toast.error(failureMessage(vars.scope, vars.status, vars.hadRecord), { description });
    },
  });
}
