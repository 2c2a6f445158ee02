import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authFlowMessages } from '../../shared/messages/auth';
import type { AccountSession } from '../../shared/schemas/auth';
import { ApiError, api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export const sessionsQueryOptions = queryOptions({
  queryKey: queryKeys.auth.sessions,
  queryFn: async () => (await api.get<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

const failure = (fallback: string) => (err: unknown) =>
  toast.error(err instanceof ApiError && err.message ? err.message : fallback);

export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/api/account/sessions/revoke-others'),
    onSuccess: () => {
      toast.success(authFlowMessages.otherSessionsRevoked);
      return qc.invalidateQueries({ queryKey: queryKeys.auth.sessions });
    },
    onError: failure('Failed to sign out the other devices'),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(authFlowMessages.sessionRevoked);
      return qc.invalidateQueries({ queryKey: queryKeys.auth.sessions });
    },
    onError: failure('Failed to sign out that device'),
  });
}
