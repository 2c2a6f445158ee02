import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { portfolioMessages as m } from '../../shared/messages/portfolio';
import type {
  FileUsage,
  FileVariant,
  SampleInput,
  SampleList,
  SamplePatch,
  StoredFile,
  WorkSample,
} from '../../shared/schemas/portfolio';
import { api, errorDetail } from '../lib/api-client';
import { xhrUpload } from '../lib/xhr-upload';
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** The list's filters besides its window: one class, one subject, best work only. */
export interface SampleFilters {
  classId: string | null;
  subject: string | null;
  starred: boolean;
}

export const NO_FILTERS: SampleFilters = { classId: null, subject: null, starred: false };

/** A child's work samples dated in a window (newest first), with the filters. */
export const workSamplesQuery = (studentId: string, from: string, to: string, filters: SampleFilters) => {
  const params = new URLSearchParams({ from, to });
  if (filters.classId) params.set('classId', filters.classId);
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.starred) params.set('starred', 'true');
  return queryOptions({
    queryKey: [
      ...queryKeys.portfolio.child(studentId),
      'samples',
      from,
      to,
      filters.classId ?? '',
      filters.subject ?? '',
      filters.starred,
    ] as const,
    queryFn: () => api.get<SampleList>(childPath(studentId, `work-samples?${params.toString()}`)),
  });
};

export function useWorkSamples(studentId: string, from: string, to: string, filters: SampleFilters) {
  return useQuery({ ...workSamplesQuery(studentId, from, to, filters), placeholderData: keepPreviousData });
}

/**
 * The family's storage. Under the portfolio's root, so a live update of the whole resource refreshes it; a
 * write here refreshes it itself (a child's change leaves the family-wide entry alone).
 */
const usageKey = [...queryKeys.portfolio.all, 'usage'] as const;

export const fileUsageQuery = queryOptions({
  queryKey: usageKey,
  queryFn: () => api.get<FileUsage>('/api/files/usage'),
  staleTime: 30_000,
});

/** The family's stored bytes and limits; adults only (a child's request would be refused). */
export function useFileUsage(enabled = true) {
  return useQuery({ ...fileUsageQuery, enabled });
}

/** A file's version: a photo's 320 px `thumb` or 1600 px `web` size, or the `original` (a download). */
export const fileUrl = (studentId: string, fileId: string, variant: FileVariant) =>
  childPath(studentId, `files/${encodeURIComponent(fileId)}/${variant}`);

export { isAbort } from '../lib/xhr-upload';

/** Uploads one file of the child's work (multipart, one field `file`), with its progress. */
export function uploadFile(
  studentId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return xhrUpload<StoredFile>(childPath(studentId, 'files'), form, {
    onProgress,
    signal,
    words: { cutOff: m.uploadCutOff, tooLarge: m.uploadTooLarge, failed: m.uploadFailed },
  });
}

/** A write changes the child's samples and the family's storage. */
function invalidate(qc: QueryClient, studentIds: readonly string[]) {
  return Promise.all([
    ...studentIds.map((id) => invalidateKinds(qc, ['portfolio'], id)),
    qc.invalidateQueries({ queryKey: usageKey }),
  ]);
}

/** `quiet`: the caller shows what happened itself (a child's "I learned this" says it in its dialog). */
export function useCreateSample(studentId: string, { quiet = false }: { quiet?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SampleInput) => api.post<WorkSample>(childPath(studentId, 'work-samples'), input),
    onSuccess: (sample) => {
      if (!quiet) toast.success(sample.pending ? m.addedPending : m.added);
      // A child's sample kept at once has logged its minutes as hours.
      if (sample.minutes !== null) void invalidateKinds(qc, ['hours'], studentId);
      return invalidate(qc, [studentId]);
    },
    onError: (err) => toast.error(m.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

export interface SampleUpdate {
  id: string;
  patch: SamplePatch;
  /** The other child's name, when `patch.studentId` moves the sample to them (for the toast). */
  movedToName?: string;
}

export function useUpdateSample(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: SampleUpdate) =>
      api.patch<WorkSample>(childPath(studentId, `work-samples/${encodeURIComponent(id)}`), patch),
    onSuccess: (sample, { patch, movedToName }) => {
      const moved = sample.studentId !== studentId;
      const onlyStar = Object.keys(patch).length === 1 && patch.starred !== undefined;
      toast.success(
        moved && movedToName
          ? m.moved(movedToName)
          : onlyStar
            ? sample.starred
              ? m.starred
              : m.unstarred
            : m.updated,
      );
      return invalidate(qc, moved ? [studentId, sample.studentId] : [studentId]);
    },
    onError: (err) => toast.error(m.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useDeleteSample(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(childPath(studentId, `work-samples/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      toast.success(m.deleted);
      return invalidate(qc, [studentId]);
    },
    onError: (err) => toast.error(m.deleteFailed, { description: errorDetail(err, undefined) }),
  });
}
