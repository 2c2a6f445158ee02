import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { rescheduleMessages as msg } from '../../shared/messages/reschedule';
import type { LessonPinResult, LessonShiftResult } from '../../shared/schemas/reschedule';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';

const enc = encodeURIComponent;

/** A change to a lesson's pin or push (ADR 043); `label` is the pinned day as the page shows it. */
export type Reschedule =
  | { kind: 'pin'; lessonId: string; date: string; label: string }
  | { kind: 'unpin'; lessonId: string }
  | { kind: 'shift'; lessonId: string; days: number }
  | { kind: 'unshift'; lessonId: string };

type Result = LessonPinResult | LessonShiftResult;

function send(change: Reschedule): Promise<Result> {
  const base = `/api/lessons/${enc(change.lessonId)}`;
  switch (change.kind) {
    case 'pin':
      return api.put<LessonPinResult>(`${base}/pin`, { date: change.date });
    case 'unpin':
      return api.delete<LessonPinResult>(`${base}/pin`);
    case 'shift':
      return api.put<LessonShiftResult>(`${base}/shift`, { days: change.days });
    case 'unshift':
      return api.delete<LessonShiftResult>(`${base}/shift`);
  }
}

/** What takes a change back: the pin or push the lesson had before it. */
function undoOf(change: Reschedule, result: Result): Reschedule {
  if (change.kind === 'pin' || change.kind === 'unpin') {
    const previous = (result as LessonPinResult).previousDate;
    return previous
      ? { kind: 'pin', lessonId: change.lessonId, date: previous, label: previous }
      : { kind: 'unpin', lessonId: change.lessonId };
  }
  const previous = (result as LessonShiftResult).previousDays;
  return previous
    ? { kind: 'shift', lessonId: change.lessonId, days: previous }
    : { kind: 'unshift', lessonId: change.lessonId };
}

function doneMessage(change: Reschedule): string {
  switch (change.kind) {
    case 'pin':
      return msg.pinned(change.label);
    case 'unpin':
      return msg.unpinned;
    case 'shift':
      return msg.pushed(change.days);
    case 'unshift':
      return msg.pushRemoved;
  }
}

/**
 * Pins, unpins, pushes or takes back a push; the toast offers Undo, which puts the lesson's pin or push back as it
 * was. Every page that places lessons (the plan, the week, the dashboard) refetches.
 */
export function useReschedule() {
  const qc = useQueryClient();
  const refetch = () => invalidateKinds(qc, ['lessons']);
  const undo = useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success(msg.undone);
      return refetch();
    },
    onError: (err) => toast.error(errorDetail(err)),
  });
  return useMutation({
    mutationFn: send,
    onSuccess: (result, change) => {
      toast.success(doneMessage(change), {
        action: { label: msg.undo, onClick: () => undo.mutate(undoOf(change, result)) },
      });
      return refetch();
    },
    onError: (err) => toast.error(errorDetail(err)),
  });
}
