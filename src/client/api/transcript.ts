import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { transcriptMessages as m } from '../../shared/messages/transcript';
import type {
  CourseInput,
  CoursePatch,
  RecordsSettings,
  Transcript,
  TranscriptCourse,
} from '../../shared/schemas/transcript';
import { ApiError, api } from '../lib/api-client';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** A child's whole transcript (courses by year, GPA, the family's settings) in one request. */
export const transcriptQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.transcript.child(childId),
    queryFn: () => api.get<Transcript>(childPath(childId, 'transcript')),
  });

export function useTranscript(childId: string) {
  return useQuery(transcriptQuery(childId));
}

/** The transcript PDF's address (a plain link downloads it with the session cookie). */
export const transcriptPdfUrl = (childId: string) => childPath(childId, 'transcript.pdf');

const detail = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined;

function useInvalidate(childId: string) {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['transcript'], childId);
}

export function useAddCourse(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: (input: CourseInput) =>
      api.post<TranscriptCourse>(childPath(childId, 'transcript/courses'), input),
    onSuccess: () => {
      toast.success(m.added);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}

export function useUpdateCourse(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CoursePatch }) =>
      api.patch<TranscriptCourse>(childPath(childId, `transcript/courses/${encodeURIComponent(id)}`), patch),
    onSuccess: () => {
      toast.success(m.updated);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}

export function useDeleteCourse(childId: string) {
  const invalidate = useInvalidate(childId);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(childPath(childId, `transcript/courses/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      toast.success(m.deleted);
      return invalidate();
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}

/** Hours per credit and the GPA bonuses change every child's transcript. */
export function useSaveRecordsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordsSettings) => api.put<RecordsSettings>('/api/records/settings', input),
    onSuccess: () => {
      toast.success(m.settingsSaved);
      return invalidateKinds(qc, ['records-settings']);
    },
    onError: (err) => toast.error(detail(err) ?? m.loadFailed),
  });
}
