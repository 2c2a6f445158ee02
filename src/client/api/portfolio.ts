import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiErrorBody } from '../../shared/errors';
import { offlineMessages } from '../../shared/messages/offline';
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
import { ApiError, api, errorDetail } from '../lib/api-client';
import { isOffline, reportServerReached } from '../lib/connection';
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const abortError = () => new DOMException('The upload was stopped.', 'AbortError');

/** Whether an upload failed because it was stopped on purpose (removed, dialog closed). */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads one file of the child's work (multipart, one field `file`) with XMLHttpRequest, whose upload
 * events give the progress (0–1 of the bytes sent; 1 once the server has stored it). Same-origin, so the
 * session cookie goes with it. A refusal rejects with an `ApiError` carrying the server's words.
 */
export function uploadFile(
  studentId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  return new Promise<StoredFile>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    if (isOffline()) return reject(new ApiError(0, 'OFFLINE', offlineMessages.cantSave));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', childPath(studentId, 'files'));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      // The bytes are sent; the server still checks and stores them, so 100 % waits for its answer.
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      settle();
      reportServerReached(true);
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body as StoredFile);
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      } else {
        const tooLarge = xhr.status === 413;
        reject(
          new ApiError(
            xhr.status,
            tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL',
            tooLarge ? m.uploadTooLarge : m.uploadFailed(xhr.status),
          ),
        );
      }
    };
    xhr.onerror = () => {
      settle();
      reportServerReached(false);
      reject(new ApiError(0, 'NETWORK', m.uploadCutOff));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
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
