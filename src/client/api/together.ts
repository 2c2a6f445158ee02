import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lessonTickMessages } from '../../shared/messages/lesson-ticks';
import { togetherMessages as tm } from '../../shared/messages/together';
import type { TogetherResult } from '../../shared/schemas/together';
import type { Week } from '../../shared/schemas/lesson-plan';
import { api, errorDetail } from '../lib/api-client';
import { fireConfetti } from '../lib/confetti';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** One tick for a lesson taught together (ADR 042): done (with per-child notes) or undone for all. */
export interface TogetherTick {
  classId: string;
  lessonId: string;
  done: boolean;
  /** The day it was taught (a day of the week up to today); left out: the family's today. */
  date?: string;
  /** The shown day the tick was made on (only that day's rows flip at once). */
  day: string;
  /** The children the shared row shows (their rows flip at once). */
  studentIds: readonly string[];
  notes?: { studentId: string; note: string }[];
}

const url = (t: TogetherTick) =>
  `/api/classes/${encodeURIComponent(t.classId)}/lessons/${encodeURIComponent(t.lessonId)}/together`;

/** Records (or takes back) the shared lesson for its children; their rows flip at once, and back on a refusal. */
export function useTogetherTick() {
  const qc = useQueryClient();
  const tick = useMutation({
    mutationFn: (t: TogetherTick) =>
      t.done
        ? api.post<TogetherResult>(url(t), {
            ...(t.date ? { date: t.date } : {}),
            ...(t.notes?.length ? { notes: t.notes } : {}),
          })
        : api.delete<TogetherResult>(t.date ? `${url(t)}?date=${t.date}` : url(t)),
    onMutate: async (t) => {
      await qc.cancelQueries({ queryKey: queryKeys.week.all });
      const previous = qc.getQueriesData({ queryKey: queryKeys.week.all });
      const ids = new Set(t.studentIds);
      qc.setQueriesData<Week>({ queryKey: queryKeys.week.all }, (week) =>
        week
          ? {
              ...week,
              children: week.children.map((c) =>
                ids.has(c.student.id)
                  ? {
                      ...c,
                      days: c.days.map((d) =>
                        d.date === t.day
                          ? {
                              ...d,
                              lessons: d.lessons.map((l) =>
                                l.lessonId === t.lessonId ? { ...l, done: t.done } : l,
                              ),
                            }
                          : d,
                      ),
                    }
                  : c,
              ),
            }
          : week,
      );
      return { previous };
    },
    onSuccess: (result, sent) => {
      if (!sent.done) {
        toast.success(tm.undone(result.studentIds.length));
        return;
      }
      if (result.studentIds.length) void fireConfetti();
      toast.success(tm.completed(result.studentIds.length), {
        action: { label: lessonTickMessages.undo, onClick: () => tick.mutate({ ...sent, done: false }) },
      });
    },
    onError: (err, _t, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      toast.error(tm.tickFailed, { description: errorDetail(err, undefined) });
    },
    onSettled: () => invalidateKinds(qc, ['lesson-progress', 'xp', 'attendance', 'hours']),
  });
  return tick;
}
