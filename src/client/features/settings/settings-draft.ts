import { decodeMessage } from '@shared/domain/messages';
import type { Settings } from '@shared/schemas/settings';

/** What the Settings page edits, as the person sees it (messages decoded). */
export interface SettingsDraft {
  customMessages: string[];
  timezone: string;
  country: string;
  city: string;
  startWeek: Settings['startWeek'];
  timeFormat: Settings['timeFormat'];
}

export function toDraft(settings: Settings): SettingsDraft {
  return {
    customMessages: settings.customMessages.map(decodeMessage),
    timezone: settings.timezone,
    country: settings.country,
    city: settings.city,
    startWeek: settings.startWeek,
    timeFormat: settings.timeFormat,
  };
}

export function isDirty(draft: SettingsDraft, saved: Settings): boolean {
  return JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
}
