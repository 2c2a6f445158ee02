import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { reportCardMessages as m } from '../../shared/messages/grading';
import type { ReportCard, ReportCardCommentInput } from '../../shared/schemas/report-card';
import { ApiError, api } from '../lib/api-client';
import { childPath } from './child-path';
import { queryKeys } from './query-keys';

const detail = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined;

/** A child's report card for one term: one request. */
export const reportCardQuery = (childId: string, termId: string) =>
  queryOptions({
    queryKey: queryKeys.reportCard.term(childId, termId),
    queryFn: () =>
      api.get<ReportCard>(childPath(childId, `report-card?termId=${encodeURIComponent(termId)}`)),
  });

export function useReportCard(childId: string, termId: string | null) {
  return useQuery({ ...reportCardQuery(childId, termId ?? ''), enabled: termId !== null });
}

/** Where the term's report card PDF downloads from (the session cookie goes with a plain link). */
export const reportCardPdfUrl = (childId: string, termId: string) =>
  childPath(childId, `report-card.pdf?termId=${encodeURIComponent(termId)}`);

export function useSaveReportCardComment(childId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportCardCommentInput) =>
      api.put<{ comment: string | null }>(childPath(childId, 'report-card/comments'), input),
    onSuccess: async (saved) => {
      toast.success(saved.comment === null ? m.commentRemoved : m.commentSaved);
      await qc.invalidateQueries({ queryKey: queryKeys.reportCard.child(childId) });
    },
    onError: (err) => toast.error(m.commentSaveFailed, { description: detail(err) }),
  });
}
