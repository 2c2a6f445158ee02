import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { readingLogMessages as m } from '../../shared/messages/reading-log';
import type { Book, BookInput, BookPatch, ReadingLog } from '../../shared/schemas/reading-log';
import { api, errorDetail } from '../lib/api-client';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** A child's books of a window (a school year's dates, or the last 12 months), with their totals. */
export const readingLogQuery = (studentId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.readingLog.window(studentId, from, to),
    queryFn: () =>
      api.get<ReadingLog>(
        childPath(studentId, `reading-log?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
      ),
  });

export function useReadingLog(studentId: string, from: string, to: string) {
  return useQuery({ ...readingLogQuery(studentId, from, to), placeholderData: keepPreviousData });
}

/** The reading log PDF of a school year. */
export const readingLogPdfUrl = (studentId: string, schoolYearId: string) =>
  childPath(studentId, `reading-log.pdf?schoolYearId=${encodeURIComponent(schoolYearId)}`);

function useInvalidate(studentId: string) {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['reading-log'], studentId);
}

export function useAddBook(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: (input: BookInput) => api.post<Book>(childPath(studentId, 'reading-log'), input),
    onSuccess: () => {
      toast.success(m.added);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}

export function useUpdateBook(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BookPatch }) =>
      api.patch<Book>(childPath(studentId, `reading-log/${encodeURIComponent(id)}`), patch),
    onSuccess: () => {
      toast.success(m.updated);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}

export function useDeleteBook(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: (id: string) => api.delete(childPath(studentId, `reading-log/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      toast.success(m.deleted);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}
