import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { membersMessages as m } from '../../shared/messages/members';
import type {
  AdultRole,
  CreatedInvite,
  InviteInput,
  InviteSignUpInput,
  InviteSummary,
  MembersList,
} from '../../shared/schemas/members';
import { ApiError, api } from '../lib/api-client';
import { queryKeys } from './query-keys';

const message = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
const roleName = (role: AdultRole) => (role === 'teacher' ? m.roleTeacher : m.roleViewer);

export const membersQueryOptions = queryOptions({
  queryKey: queryKeys.members.all,
  queryFn: () => api.get<MembersList>('/api/members'),
});

/** The family's adults and pending invites (the parent only). */
export function useMembers(enabled = true) {
  return useQuery({ ...membersQueryOptions, enabled });
}

/** Makes an invite; the answer is the one time the server gives its link: the caller keeps it to show. */
export function useCreateInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => api.post<CreatedInvite>('/api/invites', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.members.all }),
    onError: (err) => toast.error(message(err)),
  });
}

export function useRevokeInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/invites/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.revoked);
      return qc.invalidateQueries({ queryKey: queryKeys.members.all });
    },
    onError: (err) => toast.error(message(err)),
  });
}

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AdultRole; name: string }) =>
      api.patch<{ id: string; role: AdultRole }>(`/api/members/${encodeURIComponent(id)}`, { role }),
    onSuccess: (_r, { name, role }) => {
      toast.success(m.roleChanged(name, roleName(role)));
      return qc.invalidateQueries({ queryKey: queryKeys.members.all });
    },
    onError: (err) => toast.error(message(err)),
  });
}

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      api.delete(`/api/members/${encodeURIComponent(id)}`),
    onSuccess: (_r, { name }) => {
      toast.success(m.removed(name));
      return qc.invalidateQueries({ queryKey: queryKeys.members.all });
    },
    onError: (err) => toast.error(message(err)),
  });
}

/**
 * After joining a family: the own rights and family from /api/me again, and nothing kept from before (another
 * family's, or none). The invite's own summary stays, so the page that joined can go on to the dashboard.
 */
async function joinedFamily(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'invite' && q.queryKey[0] !== queryKeys.me.all[0] });
  await qc.invalidateQueries({ queryKey: queryKeys.me.all });
}

/** What an invite link shows (public). */
export function useInviteSummary(token: string) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: () => api.get<InviteSummary>(`/api/invites/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** The signed-in adult joins the invite's family; their own rights then come from /api/me again. */
export function useAcceptInvite(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ familyId: string; role: AdultRole }>(`/api/invites/${encodeURIComponent(token)}/accept`),
    onSuccess: async () => {
      toast.success(m.joined);
      await joinedFamily(qc);
    },
    onError: (err) => toast.error(message(err)),
  });
}

/** A new account through the invite (no child), joined to the family. */
export function useInviteSignUp(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteSignUpInput) =>
      api.post<{ userId: string; signedIn: boolean; joined: boolean }>(
        `/api/invites/${encodeURIComponent(token)}/sign-up`,
        input,
      ),
    onSuccess: (result) => (result.signedIn ? joinedFamily(qc) : undefined),
    onError: (err) => toast.error(message(err)),
  });
}
