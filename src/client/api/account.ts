import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authFlowMessages } from '../../shared/messages/auth';
import type {
  CompleteProfileInput,
  EmailOnlyInput,
  ResetPasswordInput,
  SocialSignInInput,
} from '../../shared/schemas/auth';
import type { Me } from '../../shared/schemas/profile';
import type { Student } from '../../shared/schemas/students';
import { ApiError, api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/**
 * Sets the signed-in adult's own name (PUT /api/account/name). Every read that shows who recorded what is read
 * again, with the new name.
 */
export function useSetName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.put<{ name: string }>('/api/account/name', { name }),
    onSuccess: ({ name }) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) =>
        me ? { ...me, user: { ...me.user, name, needsName: false } } : me,
      );
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me.all[0] });
    },
  });
}

export type SocialProvider = 'google' | 'oidc';

/** Starts a provider sign-in through better-auth; the browser then leaves for the provider. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const input: SocialSignInInput = {
        provider,
        callbackURL: '/',
        newUserCallbackURL: '/',
        errorCallbackURL: '/sign-in',
      };
      const res = await api.post<{ url?: string }>('/api/auth/sign-in/social', input);
      if (!res.url) throw new Error('The provider did not answer with a sign-in address.');
      window.location.assign(res.url);
    },
  });
}

/** `me` with the child the server answered: the first child made, or the existing one corrected. */
export function withChild(me: Me, student: Student): Me {
  const known = me.students.some((s) => s.id === student.id);
  return {
    ...me,
    students: known ? me.students.map((s) => (s.id === student.id ? student : s)) : [...me.students, student],
  };
}

/**
 * Saves the child's name and age (the family's first child). The toasts live here, not in the form: the completed profile makes the
 * page navigate away at once, which unmounts the form before per-call callbacks could run.
 */
export function useCompleteProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteProfileInput) => api.post<Student>('/api/account/complete-profile', input),
    onSuccess: (student) => {
      toast.success(authFlowMessages.profileCompleted);
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) => (me ? withChild(me, student) : me));
    },
    // The server answered with a refusal → the save failed; no answer at all → the setup as a whole failed.
    onError: (err) =>
      toast.error(
        err instanceof ApiError && err.status > 0
          ? authFlowMessages.profileSaveFailed
          : authFlowMessages.setupFailed,
      ),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) =>
      api.post<{ message: string }>('/api/account/resend-verification', input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) =>
      api.post<{ message: string }>('/api/account/forgot-password', input),
  });
}

/** A reset ends every session of the account, this browser's included. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<{ message: string }>('/api/account/reset-password', input),
    onSuccess: () => {
      qc.setQueryData(queryKeys.me.all, null);
      const kept = new Set<unknown>([queryKeys.me.all[0], queryKeys.auth.all[0]]);
      qc.removeQueries({ predicate: (q) => !kept.has(q.queryKey[0]) });
    },
  });
}
