import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '../../shared/schemas/auth';
import type { SignInResult } from '../../shared/schemas/second-factor';
import { queryKeys } from '../api/query-keys';
import { api } from './api-client';
import { forgetOfflineCopies } from './offline-cache';

import { meQueryOptions } from './me';

export { isLeaving, meQueryOptions, setLeaving } from './me';

export function useMe() {
  return useQuery(meQueryOptions);
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<SignInResult>('/api/account/sign-in', input),
    onSuccess: (res) => {
      // A code is needed first: nobody is signed in yet.
      if (res.secondFactor !== 'needed') return qc.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post<{ userId: string; signedIn: boolean }>('/api/account/sign-up', input),
    onSuccess: (res) => {
      if (res.signedIn) return qc.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/account/sign-out'),
    onSuccess: async () => {
      // No offline copy of this family's day is left for the next person on the device (ADR 023).
      await forgetOfflineCopies();
      qc.setQueryData(queryKeys.me.all, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me.all[0] });
    },
  });
}
