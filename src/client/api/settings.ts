import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sanitizeMessage } from '../../shared/domain/messages';
import { settingsMessages } from '../../shared/messages/settings';
import type { Me } from '../../shared/schemas/profile';
import type { Settings, SettingsPatch } from '../../shared/schemas/settings';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The spec's pause between the success toast and the reload. */
export const RELOAD_DELAY_MS = 1000;

const saveSettings = (patch: SettingsPatch) => api.patch<Settings>('/api/settings', patch);

const withSettings = (me: Me | null | undefined, settings: Settings): Me | null | undefined =>
  me ? { ...me, profile: { ...me.profile, settings } } : me;

/** The settings page's save: the app reloads with the new settings. */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) => withSettings(me, settings));
      toast.success(settingsMessages.savedReloading);
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (err) => {
      toast.error(settingsMessages.saveFailed, { description: err.message });
    },
  });
}

/** Saves the custom message rows from the banner; the banner shows the new text at once. */
export function useSaveBannerMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customMessages: string[]) => saveSettings({ customMessages }),
    onMutate: async (customMessages) => {
      await qc.cancelQueries({ queryKey: queryKeys.me.all });
      const previous = qc.getQueryData<Me | null>(queryKeys.me.all);
      if (previous) {
        qc.setQueryData(
          queryKeys.me.all,
          withSettings(previous, {
            ...previous.profile.settings,
            customMessages: customMessages.map(sanitizeMessage),
          }),
        );
      }
      return { previous };
    },
    onSuccess: (settings) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) => withSettings(me, settings));
      toast.success(settingsMessages.updated);
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.previous) qc.setQueryData(queryKeys.me.all, ctx.previous);
      toast.error(settingsMessages.saveFailed, { description: err.message });
    },
  });
}

/** 'Parent confirms completed work' (ADR 024): saved as it is switched, no reload. */
export function useSaveConfirmCompletions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (confirmCompletions: boolean) => saveSettings({ confirmCompletions }),
    onSuccess: (settings) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) => withSettings(me, settings));
      toast.success(settingsMessages.updated);
    },
    onError: (err) => {
      toast.error(settingsMessages.saveFailed, { description: err.message });
    },
  });
}
