import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { childSignInMessages as m } from '../../shared/messages/child-sign-in';
import type {
  ChildSignInInput,
  ChildSignInStatus,
  SetChildSignInInput,
} from '../../shared/schemas/child-sign-in';
import { api, errorDetail } from '../lib/api-client';
import { queryKeys } from './query-keys';

const url = (studentId: string) => `/api/students/${studentId}/sign-in`;

export const childSignInStatusQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.family.signIn(studentId),
    queryFn: () => api.get<ChildSignInStatus>(url(studentId)),
  });

/** The parent's view of one child's sign-in (owner only). */
export function useChildSignInStatus(studentId: string) {
  return useQuery(childSignInStatusQuery(studentId));
}

/** Every child's sign-in shows the family's code: a change to it refreshes them all. */
function useStatusWrite<T>(studentId: string, run: (input: T) => Promise<ChildSignInStatus>, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (status) => {
      qc.setQueryData(queryKeys.family.signIn(studentId), status);
      toast.success(done);
      await qc.invalidateQueries({ queryKey: ['family', 'sign-in'] });
    },
    onError: (err) => toast.error(errorDetail(err)),
  });
}

/** Turns sign-in on, or (`changing`) changes the PIN or password, which signs the child out everywhere. */
export const useEnableChildSignIn = (studentId: string, changing: boolean) =>
  useStatusWrite(
    studentId,
    (input: SetChildSignInInput) => api.put<ChildSignInStatus>(url(studentId), input),
    changing ? m.secretChanged : m.turnedOn,
  );

export const useDisableChildSignIn = (studentId: string) =>
  useStatusWrite(studentId, () => api.delete<ChildSignInStatus>(url(studentId)), m.turnedOff);

export const useEndChildSessions = (studentId: string) =>
  useStatusWrite(
    studentId,
    () => api.post<ChildSignInStatus>(`${url(studentId)}/end-sessions`),
    m.sessionsEnded,
  );

export function useNewFamilyCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ familyCode: string }>('/api/family/sign-in-code'),
    onSuccess: async () => {
      toast.success(m.newCodeMade);
      await qc.invalidateQueries({ queryKey: ['family', 'sign-in'] });
    },
    onError: (err) => toast.error(errorDetail(err)),
  });
}

/** The student sign-in: on success the whole cache starts afresh as the child (an adult here was signed out). */
export function useChildSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildSignInInput) =>
      api.post<{ studentId: string }>('/api/account/child-sign-in', input),
    onSuccess: async () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me.all[0] });
      await qc.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}
