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
import { api, errorDetail } from '../lib/api-client';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** A child's whole transcript (courses by year, GPA, the family's settings) in one request. */
export const transcriptQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.transcript.child(studentId),
    queryFn: () => api.get<Transcript>(childPath(studentId, 'transcript')),
  });

export function useTranscript(studentId: string) {
  return useQuery(transcriptQuery(studentId));
}

/** The transcript PDF's address (a plain link downloads it with the session cookie). */
export const transcriptPdfUrl = (studentId: string) => childPath(studentId, 'transcript.pdf');

function useInvalidate(studentId: string) {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['transcript'], studentId);
}

export function useAddCourse(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: (input: CourseInput) =>
      api.post<TranscriptCourse>(childPath(studentId, 'transcript/courses'), input),
    onSuccess: () => {
      toast.success(m.added);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}

export function useUpdateCourse(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CoursePatch }) =>
      api.patch<TranscriptCourse>(
        childPath(studentId, `transcript/courses/${encodeURIComponent(id)}`),
        patch,
      ),
    onSuccess: () => {
      toast.success(m.updated);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}

export function useDeleteCourse(studentId: string) {
  const invalidate = useInvalidate(studentId);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(childPath(studentId, `transcript/courses/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      toast.success(m.deleted);
      return invalidate();
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
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
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}
