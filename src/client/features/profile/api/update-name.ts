import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Me, Profile } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api.patch<Profile>('/api/profile', { displayName }),
    onSuccess: (profile) => {
      qc.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      toast.success('Name updated successfully!');
    },
    onError: (err) => {
      toast.error('Failed to update name', { description: err.message });
    },
  });
}
