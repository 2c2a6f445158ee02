import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { hoursMessages as m } from '../../shared/messages/hours';
import type {
  HourEntry,
  HourEntryInput,
  HourEntryPatch,
  Progress,
  RequirementProfile,
  RequirementProfileInput,
  RequirementProfiles,
} from '../../shared/schemas/hours';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** A child's hours log, progress and requirement (records). */

const child = (studentId: string) => `/api/students/${studentId}`;

/** The server's own words for a refusal; none for a 5xx or no answer. */
export const hourEntriesQuery = (studentId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.hours.entries(studentId, from, to),
    queryFn: () => api.get<{ entries: HourEntry[] }>(`${child(studentId)}/hours?from=${from}&to=${to}`),
  });

export const progressQuery = (studentId: string, schoolYearId?: string) =>
  queryOptions({
    queryKey: queryKeys.hours.progress(studentId, schoolYearId),
    queryFn: () =>
      api.get<Progress>(
        `${child(studentId)}/records/progress${schoolYearId ? `?schoolYearId=${schoolYearId}` : ''}`,
      ),
  });

export const requirementProfilesQuery = queryOptions({
  queryKey: queryKeys.requirementProfiles.all,
  queryFn: () => api.get<RequirementProfiles>('/api/requirement-profiles'),
});

export const useHourEntries = (studentId: string, from: string, to: string) =>
  useQuery(hourEntriesQuery(studentId, from, to));
export const useProgress = (studentId: string, schoolYearId?: string) =>
  useQuery(progressQuery(studentId, schoolYearId));
export const useRequirementProfiles = () => useQuery(requirementProfilesQuery);

/** The hours PDF's address (a plain link: the browser downloads it with the session cookie). */
export const hoursPdfUrl = (studentId: string, schoolYearId?: string) =>
  `${child(studentId)}/records/hours.pdf${schoolYearId ? `?schoolYearId=${schoolYearId}` : ''}`;

export function useAddHours(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HourEntryInput) => api.post<HourEntry>(`${child(studentId)}/hours`, input),
    onSuccess: () => {
      toast.success(m.entryAdded);
      return invalidateKinds(qc, ['hours'], studentId);
    },
  });
}

export function useUpdateHours(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: HourEntryPatch }) =>
      api.patch<HourEntry>(`${child(studentId)}/hours/${id}`, patch),
    onSuccess: () => {
      toast.success(m.entrySaved);
      return invalidateKinds(qc, ['hours'], studentId);
    },
  });
}

export function useDeleteHours(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${child(studentId)}/hours/${id}`),
    onSuccess: () => {
      toast.success(m.entryDeleted);
      return invalidateKinds(qc, ['hours'], studentId);
    },
    onError: (err) => toast.error(errorDetail(err, m.entryNotFound)),
  });
}

export function usePickProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, profileId }: { studentId: string; profileId: string | null }) =>
      api.put<{ studentId: string; profile: RequirementProfile | null }>(
        `${child(studentId)}/requirement-profile`,
        {
          profileId,
        },
      ),
    onSuccess: () => {
      toast.success(m.profilePicked);
      return invalidateKinds(qc, ['requirement-profiles']);
    },
    onError: (err) => toast.error(errorDetail(err, m.profileNotFound)),
  });
}

export function useEditProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RequirementProfileInput }) =>
      api.patch<RequirementProfile>(`/api/requirement-profiles/${id}`, input),
    onSuccess: () => {
      toast.success(m.profileSaved);
      return invalidateKinds(qc, ['requirement-profiles']);
    },
  });
}
