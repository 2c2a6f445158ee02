import { sanitizeMessage } from '@shared/domain/messages';
import type { Settings, SettingsPatch } from '@shared/schemas/settings';
import type { AppDeps } from '../../deps';

export function settingsService(deps: Pick<AppDeps, 'profiles' | 'bus'>) {
  return {
    async get(userId: string): Promise<Settings> {
      return (await deps.profiles.get(userId)).settings;
    },

    /**
     * Merges the given keys into the stored settings (other keys are kept). Custom messages are sanitised
     * here, on the server: angle brackets and quotes stripped, ampersands escaped. Blank rows stay as rows
     * (the banner skips them).
     */
    async update(userId: string, patch: SettingsPatch): Promise<Settings> {
      const clean: SettingsPatch = patch.customMessages
        ? { ...patch, customMessages: patch.customMessages.map(sanitizeMessage) }
        : patch;
      const merged = await deps.profiles.mergeSettings(userId, clean);
      deps.bus.publish(userId, 'profile');
      return merged;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
