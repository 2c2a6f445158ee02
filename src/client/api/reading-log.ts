import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { readingLogMessages as m } from '../../shared/messages/reading-log';
import type { Book, BookInput, BookPatch, ReadingLog } from '../../shared/schemas/reading-log';
import { ApiError, api } from '../lib/api-client';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** A child's books of a window (a school year's dates, or the last 12 months), with their totals. */
export const readingLogQuery = (childId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.readingLog.window(childId, from, to),
    queryFn: () =>
      api.get<ReadingLog>(
        childPath(childId, `reading-log?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
      ),
  });

export function useReadingLog(childId: string, from: string, to: string) {
  return useQuery({ ...readingLogQuery(childId, from, to), placeholderData: keepPreviousData });
}

/** The reading log PDF of a school year. */
export const readingLogPdfUrl = (childId: string, schoolYearId: string) =>
  childPath(childId, `reading-log.pdf?schoolYearId=${encodeURIComponent(schoolYearId)}`);

const detail = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined;

function useInvalidate(childId: string) {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['reading-log'], childId);
}

export function useAddBook(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: (input: BookInput) => api.post<Book>(childPath(childId, 'reading-log'), input),
    onSuccess: () => {
      toast.success(m.added);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}

export function useUpdateBook(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BookPatch }) =>
      api.patch<Book>(childPath(childId, `reading-log/${encodeURIComponent(id)}`), patch),
    onSuccess: () => {
      toast.success(m.updated);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}

export function useDeleteBook(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: (id: string) => api.delete(childPath(childId, `reading-log/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      toast.success(m.deleted);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}
