import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { reportCardMessages as m } from '../../shared/messages/grading';
import type { ReportCard, ReportCardCommentInput } from '../../shared/schemas/report-card';
import { api, errorDetail } from '../lib/api-client';
import { childPath } from './child-path';
import { queryKeys } from './query-keys';

/** A child's report card for one term: one request. */
export const reportCardQuery = (studentId: string, termId: string) =>
  queryOptions({
    queryKey: queryKeys.reportCard.term(studentId, termId),
    queryFn: () =>
      api.get<ReportCard>(childPath(studentId, `report-card?termId=${encodeURIComponent(termId)}`)),
  });

export function useReportCard(studentId: string, termId: string | null) {
  return useQuery({ ...reportCardQuery(studentId, termId ?? ''), enabled: termId !== null });
}

/** Where the term's report card PDF downloads from (the session cookie goes with a plain link). */
export const reportCardPdfUrl = (studentId: string, termId: string) =>
  childPath(studentId, `report-card.pdf?termId=${encodeURIComponent(termId)}`);

export function useSaveReportCardComment(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportCardCommentInput) =>
      api.put<{ comment: string | null }>(childPath(studentId, 'report-card/comments'), input),
    onSuccess: async (saved) => {
      toast.success(saved.comment === null ? m.commentRemoved : m.commentSaved);
      await qc.invalidateQueries({ queryKey: queryKeys.reportCard.child(studentId) });
    },
    onError: (err) => toast.error(m.commentSaveFailed, { description: errorDetail(err, undefined) }),
  });
}
