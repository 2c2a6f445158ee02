import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lessonPlanMessages as m } from '../../shared/messages/lesson-plan';
import type { SkipResult, Week, WeekDoneResult } from '../../shared/schemas/lesson-plan';
import type { Me } from '../../shared/schemas/profile';
import { isIsoDate, mondayOf, todayIn } from '../../shared/domain/dates';
import { api, errorDetail } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { meQueryOptions } from '../lib/session';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/**
 * The family's week of lessons (every child's, one request per Monday) and skipping a class day. Ticking a
 * lesson is `useTickLesson` (api/lesson-progress.ts), which the dashboard shares.
 */
export const weekQuery = (start: string, studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.week.of(start, studentId),
    queryFn: () => {
      const query = `week?start=${encodeURIComponent(start)}`;
      return api.get<Week>(studentId ? childPath(studentId, query) : `/api/${query}`);
    },
  });

/**
 * The family's week (GET /api/week), or one child's (GET /api/students/:studentId/week): a signed-in child's
 * own (the server answers a child only for themself).
 */
export function useWeek(start: string, studentId?: string) {
  return useQuery(weekQuery(start, studentId));
}

/** The child a signed-in child's week names (none for an adult: every child's week). */
export const ownWeekChild = (me: Me | null | undefined): string | undefined =>
  me?.member.role === 'child' ? (me.member.studentId ?? undefined) : undefined;

export interface DaySkip {
  studentId: string;
  classId: string;
  date: string;
  /** Skip the day, or undo the skip. */
  skip: boolean;
}

/** 'Skip this day' for a class and child (PUT …/skips/:date), or its undo (DELETE). */
export function useSkipDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: DaySkip) => {
      const path = childPath(s.studentId, `classes/${encodeURIComponent(s.classId)}/skips/${s.date}`);
      return s.skip ? api.put<SkipResult>(path, {}) : api.delete<SkipResult>(path);
    },
    onSuccess: (_result, s) => toast.success(s.skip ? m.skipped : m.unskipped),
    onError: (err, s) =>
      toast.error(s.skip ? m.skipFailed : m.unskipFailed, {
        description: errorDetail(err, undefined),
      }),
    onSettled: (_result, _err, s) => invalidateKinds(qc, ['lesson-progress'], s.studentId),
  });
}

/**
 * "Mark this week as done as planned" for a child (POST …/week/done-as-planned): the week's past class days
 * get their catch-up lessons recorded on them (ADR 033).
 */
export function useMarkWeekDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: { studentId: string; start: string }) =>
      api.post<WeekDoneResult>(childPath(w.studentId, 'week/done-as-planned'), { start: w.start }),
    onSuccess: (result) => toast.success(m.markedWeekDone(result.recorded)),
    onError: (err) => toast.error(m.markWeekDoneFailed, { description: errorDetail(err, undefined) }),
    onSettled: (_result, _err, w) =>
      invalidateKinds(qc, ['lesson-progress', 'xp', 'attendance', 'hours'], w.studentId),
  });
}

/** The Monday a `?start=` names, when it is one (else the page shows this week): the page's and its loader's one reading. */
export function startFromParam(value: string | null): string | null {
  return value && isIsoDate(value) && mondayOf(value) === value ? value : null;
}

/** The week the page will show (its `?start=`, else this week in the family's timezone), started beside the session check. */
export async function prefetchWeek(request: Request): Promise<void> {
  const asked = startFromParam(new URL(request.url).searchParams.get('start'));
  const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null);
  if (!me) return;
  const start = asked ?? mondayOf(todayIn(me.profile.settings.timezone));
  await queryClient.prefetchQuery(weekQuery(start, ownWeekChild(me)));
}
