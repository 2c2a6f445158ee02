import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '../../shared/schemas/auth';
import type { Me } from '../../shared/schemas/profile';
import type { SignInResult } from '../../shared/schemas/second-factor';
import { queryKeys } from '../api/query-keys';
import { ApiError, api } from './api-client';
import { forgetOfflineCopies } from './offline-cache';

/** The signed-in user and profile, or null when signed out. */
export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me.all,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api.get<Me>('/api/me');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        // Signed out (here or elsewhere): the offline copy of the family's day goes too (ADR 023).
        await forgetOfflineCopies();
        return null;
      }
      throw err;
    }
  },
  staleTime: 60_000,
});

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

/**
 * Set while the app signs itself out on purpose and goes elsewhere (the account was just deleted): the
 * protected pages then wait for that navigation instead of sending the visitor to /sign-in, which would
 * cut it short when the server's "sessions ended" announcement arrives first.
 */
let leaving = false;
export const setLeaving = (value: boolean) => {
  leaving = value;
};
export const isLeaving = () => leaving;
