import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/schemas/profile';
import type { Settings, SettingsPatch } from '../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

/** The spec's pause between the success toast and the reload. */
export const RELOAD_DELAY_MS = 1000;

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api.patch<Settings>('/api/settings', patch),
    onSuccess: (settings) => {
      qc.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, settings } } : me,
      );
      toast.success('Settings saved successfully! Refreshing app...');
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (err) => {
      toast.error('Failed to save settings', { description: err.message });
    },
  });
}
