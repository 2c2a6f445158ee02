import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sanitizeMessage } from '../../../../shared/domain/messages';
import type { Me } from '../../../../shared/schemas/profile';
import type { Settings } from '../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

const withSettings = (me: Me | null | undefined, settings: Settings): Me | null | undefined =>
  me ? { ...me, profile: { ...me.profile, settings } } : me;

/** Saves the custom message rows from the banner; the banner shows the new text at once. */
export function useSaveBannerMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customMessages: string[]) => api.patch<Settings>('/api/settings', { customMessages }),
    onMutate: async (customMessages) => {
      await qc.cancelQueries({ queryKey: meQueryKey });
      const previous = qc.getQueryData<Me | null>(meQueryKey);
      if (previous) {
        qc.setQueryData(
          meQueryKey,
          withSettings(previous, {
            ...previous.profile.settings,
            customMessages: customMessages.map(sanitizeMessage),
          }),
        );
      }
      return { previous };
    },
    onSuccess: (settings) => {
      qc.setQueryData<Me | null>(meQueryKey, (me) => withSettings(me, settings));
      toast.success('Settings updated');
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.previous) qc.setQueryData(meQueryKey, ctx.previous);
      toast.error('Failed to save settings', { description: err.message });
    },
  });
}
