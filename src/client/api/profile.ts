import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileMessages } from '../../shared/messages/profile';
import type { Me, Profile } from '../../shared/schemas/profile';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api.patch<Profile>('/api/profile', { displayName }),
    onSuccess: (profile) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) => (me ? { ...me, profile } : me));
      toast.success(profileMessages.nameUpdated);
    },
    onError: (err) => {
      toast.error(profileMessages.nameUpdateFailed, { description: err.message });
    },
  });
}
