import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lessonTickMessages as m } from '../../shared/messages/lesson-ticks';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { LessonCompletionResult, Week } from '../../shared/schemas/lesson-plan';
import { api, errorDetail } from '../lib/api-client';
import { fireConfetti } from '../lib/confetti';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/**
 * Ticking a child's lesson done or not, where the week view and the dashboard's card show it. Light on
 * purpose: the dashboard uses it (no zod, no date-fns).
 */
export interface LessonTick {
  studentId: string;
  lessonId: string;
  /** Completed (ticked) or not. */
  done: boolean;
  /** The day it was done (a day of the week up to today); left out: the family's today. */
  date?: string;
  /** The shown day the tick was made on: only that day's lesson flips at once (a catch-up lesson on a past day
   * can be placed again from today on). Left out: every day showing the lesson. */
  day?: string;
  /** An item of a loop class (ADR 041): done on its day, many times over; un-ticking names the day (`day`). */
  loop?: boolean;
}

/** The cached weeks and the child's dashboard with the lesson's tick flipped at once. */
function flipCached(qc: QueryClient, tick: LessonTick): [QueryKey, unknown][] {
  const previous = [
    ...qc.getQueriesData({ queryKey: queryKeys.week.all }),
    ...qc.getQueriesData({ queryKey: queryKeys.dashboard.child(tick.studentId) }),
  ];
  const flip = <T extends { lessonId: string; done: boolean }>(lessons: T[], date?: string) =>
    tick.day && date && date !== tick.day
      ? lessons
      : lessons.map((l) => (l.lessonId === tick.lessonId ? { ...l, done: tick.done } : l));
  qc.setQueriesData<Week>({ queryKey: queryKeys.week.all }, (week) =>
    week
      ? {
          ...week,
          children: week.children.map((c) =>
            c.student.id === tick.studentId
              ? { ...c, days: c.days.map((d) => ({ ...d, lessons: flip(d.lessons, d.date) })) }
              : c,
          ),
        }
      : week,
  );
  qc.setQueryData<Dashboard>(queryKeys.dashboard.child(tick.studentId), (dash) =>
    dash?.lessons ? { ...dash, lessons: flip(dash.lessons) } : dash,
  );
  return previous;
}

/**
 * Ticks a lesson done (POST …/complete, with confetti and a toast as a to-do gets, whose Undo un-ticks it) or
 * un-ticks it (DELETE). The tick moves at once and moves back if the server refuses; then the week, the
 * dashboard, attendance, hours and the game refetch (a completion marks the day present and moves xp).
 */
export function useTickLesson() {
  const qc = useQueryClient();
  const tick = useMutation({
    mutationFn: (tick: LessonTick) => {
      if (tick.loop) {
        const item = childPath(tick.studentId, `loop-items/${encodeURIComponent(tick.lessonId)}/complete`);
        return tick.done
          ? api.post<LessonCompletionResult>(item, tick.date ? { date: tick.date } : {})
          : api.delete<LessonCompletionResult>(`${item}/${tick.day ?? tick.date ?? ''}`);
      }
      const path = childPath(tick.studentId, `lessons/${encodeURIComponent(tick.lessonId)}/complete`);
      return tick.done
        ? api.post<LessonCompletionResult>(path, tick.date ? { date: tick.date } : {})
        : api.delete<LessonCompletionResult>(path);
    },
    onMutate: async (tick) => {
      await qc.cancelQueries({ queryKey: queryKeys.week.all });
      await qc.cancelQueries({ queryKey: queryKeys.dashboard.child(tick.studentId) });
      return { previous: flipCached(qc, tick) };
    },
    onSuccess: (result, sent) => {
      if (!result.completed || result.xpChange <= 0) return;
      void fireConfetti();
      toast.success(m.completed, {
        action: { label: m.undo, onClick: () => tick.mutate({ ...sent, done: false }) },
      });
    },
    onError: (err, tick, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      toast.error(tick.done ? m.completeFailed : m.uncompleteFailed, {
        description: errorDetail(err, undefined),
      });
    },
    onSettled: (_result, _err, sent) =>
      invalidateKinds(qc, ['lesson-progress', 'xp', 'attendance', 'hours'], sent.studentId),
  });
  return tick;
}
