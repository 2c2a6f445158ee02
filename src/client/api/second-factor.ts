import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { secondFactorMessages as m } from '../../shared/messages/second-factor';
import type {
  SecondFactorEnrolment,
  SecondFactorSignInInput,
  SecondFactorStatus,
  SignInResult,
} from '../../shared/schemas/second-factor';
import { ApiError, api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The signed-in adult's second factor (issue 39, ADR 031). */
export const secondFactorQueryOptions = queryOptions({
  queryKey: queryKeys.auth.secondFactor,
  queryFn: () => api.get<SecondFactorStatus>('/api/account/second-factor'),
});

export function useSecondFactor() {
  return useQuery(secondFactorQueryOptions);
}

/** Starts an enrolment with the password: the key and its otpauth URI, and the recovery codes to show later. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<SecondFactorEnrolment>('/api/account/second-factor/enrol', { password }),
  });
}

export function useConfirmEnrolment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ enabled: true }>('/api/account/second-factor/confirm', { code }),
    onSuccess: () => {
      toast.success(m.enabled);
      return qc.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}

export function useNewRecoveryCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ recoveryCodes: string[] }>('/api/account/second-factor/recovery-codes', { password }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.auth.secondFactor }),
  });
}

export function useRemoveSecondFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ enabled: false }>('/api/account/second-factor/remove', { password }),
    onSuccess: () => {
      toast.success(m.removed);
      return qc.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}

/** The parent's family rule: every adult member must use a second factor. */
export function useFamilyRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>('/api/account/second-factor/family-rule', { required }),
    onSuccess: ({ required }) => {
      toast.success(required ? m.familyRuleOn : m.familyRuleOff);
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.auth.secondFactor }),
        qc.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]);
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to save the setting'),
  });
}

/** The code step of a password sign-in that asked for one. */
export function useSecondFactorSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorSignInInput) =>
      api.post<SignInResult>('/api/account/sign-in/second-factor', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.me.all }),
  });
}
