import { z } from 'zod';
import { MAX_CUSTOM_MESSAGES, MAX_MESSAGE_LENGTH, messageLength } from '../domain/messages';
import { DEFAULT_TIMEZONE } from '../domain/settings-options';
import { placeForTimezone } from '../domain/timezone-place';

export { DEFAULT_TIMEZONE };

export const dayByDaySettingsSchema = z.object({
  dayLength: z.number().int().min(1).max(8),
  blockSize: z.number().int().min(5).max(120),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM'),
});
export type DayByDaySettings = z.infer<typeof dayByDaySettingsSchema>;

export const settingsSchema = z.object({
  timezone: z.string().min(1).max(64),
  country: z.string().max(64),
  city: z.string().max(100),
  /** Stored sanitised (ampersands escaped); the limit counts characters as the person sees them. */
  customMessages: z
    .array(z.string().refine((m) => messageLength(m) <= MAX_MESSAGE_LENGTH))
    .min(1)
    .max(MAX_CUSTOM_MESSAGES),
  notifications: z.boolean(),
  theme: z.string().max(32),
  startWeek: z.enum(['sunday', 'monday']),
  timeFormat: z.enum(['12h', '24h']),
  dayByDay: dayByDaySettingsSchema,
  /** 'Parent confirms completed work' (ADR 024): a child's tick waits in the parent's 'To confirm' list. */
  confirmCompletions: z.boolean(),
  /**
   * 'Every adult member must use a second factor' (issue 39, ADR 031): set by the parent only
   * (PUT /api/account/second-factor/family-rule), never through PATCH /api/settings.
   */
  requireSecondFactor: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PATCH /api/settings: any subset of the keys (dayByDay may be partial too), checked against the spec's limits. */
export const settingsPatchSchema = z.strictObject({
  timezone: z.string().max(64).refine(isValidTimezone, 'Please choose a valid timezone.').optional(),
  country: z
    .string()
    .trim()
    .min(1, 'Please choose a country.')
    .max(64, 'Country must be at most 64 characters.')
    .optional(),
  city: z.string().trim().max(100, 'City must be at most 100 characters.').optional(),
  customMessages: z
    .array(
      z.string().max(MAX_MESSAGE_LENGTH, `Each message can be at most ${MAX_MESSAGE_LENGTH} characters.`),
    )
    .min(1, 'Keep at least one message row.')
    .max(MAX_CUSTOM_MESSAGES, `You can have at most ${MAX_CUSTOM_MESSAGES} messages.`)
    .optional(),
  notifications: z.boolean().optional(),
  theme: z.string().trim().min(1).max(32).optional(),
  startWeek: z.enum(['sunday', 'monday'], 'The week starts on sunday or monday.').optional(),
  timeFormat: z.enum(['12h', '24h'], 'The time format is 12h or 24h.').optional(),
  dayByDay: z
    .strictObject({
      dayLength: z
        .number()
        .int()
        .min(1, 'Day length must be 1 to 8 hours.')
        .max(8, 'Day length must be 1 to 8 hours.'),
      blockSize: z
        .number()
        .int()
        .min(5, 'Grid size must be 5 to 120 minutes.')
        .max(120, 'Grid size must be 5 to 120 minutes.'),
      startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM'),
    })
    .partial()
    .optional(),
  confirmCompletions: z.boolean('Confirming completed work is on or off.').optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const defaultDayByDay: DayByDaySettings = { dayLength: 6, blockSize: 30, startTime: '08:00' };

/**
 * A new account's settings. City and country (under the sidebar clock) are the timezone's place, so the
 * spec's defaults (America/New_York, New York, United States) hold for the default zone and a parent in
 * London is not told it is New York.
 */
export function defaultSettings(timezone: string = DEFAULT_TIMEZONE): Settings {
  const { city, country } = placeForTimezone(timezone);
  return {
    timezone,
    country,
    city,
    customMessages: [''],
    notifications: true,
    theme: 'blue',
    startWeek: 'monday',
    timeFormat: '12h',
    dayByDay: { ...defaultDayByDay },
    confirmCompletions: false,
    requireSecondFactor: false,
  };
}

const knownZones = new Set<string>();

/** True when `tz` is an IANA zone this runtime knows (valid zones are remembered: the check builds a formatter). */
export function isValidTimezone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  knownZones.add(tz);
  return true;
}

/**
 * The settings with another timezone; a city and country still the old timezone's own (as sign-up filled
 * them) follow it, a place the parent chose stays.
 */
export function withTimezone(settings: Settings, timezone: string): Settings {
  const before = placeForTimezone(settings.timezone);
  const untouched = settings.city === before.city && settings.country === before.country;
  return { ...settings, timezone, ...(untouched ? placeForTimezone(timezone) : {}) };
}

/**
 * Reads stored settings leniently: unknown or broken values fall back to defaults, so an old or
 * hand-edited row never breaks the app.
 */
export function normalizeSettings(raw: unknown): Settings {
  const base = defaultSettings();
  if (typeof raw !== 'object' || raw === null) return base;
  const input = raw as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof Settings)[]) {
    if (key === 'dayByDay') continue;
    const field = settingsSchema.shape[key].safeParse(input[key]);
    if (field.success) merged[key] = field.data;
  }
  if (!isValidTimezone(merged.timezone as string)) merged.timezone = DEFAULT_TIMEZONE;
  merged.dayByDay = normalizeDayByDay(input.dayByDay);
  return merged as Settings;
}

/** The spec's load rule: dayLength clamped 1-8 (default 6), blockSize 5-120 (30), startTime HH:MM (08:00). */
export function normalizeDayByDay(raw: unknown): DayByDaySettings {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const clamp = (v: unknown, min: number, max: number, fallback: number) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
  };
  const startTime =
    typeof input.startTime === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(input.startTime)
      ? input.startTime
      : defaultDayByDay.startTime;
  return {
    dayLength: clamp(input.dayLength, 1, 8, defaultDayByDay.dayLength),
    blockSize: clamp(input.blockSize, 5, 120, defaultDayByDay.blockSize),
    startTime,
  };
}

/** How many stored settings texts `readStoredSettings` remembers (a family's is well under 2 KB). */
const REMEMBERED_SETTINGS = 1_000;
const readSettings = new Map<string, Settings>();

/**
 * Stored settings (the profile's JSON text; null when there is no profile yet) → settings, read leniently
 * as `normalizeSettings` does. A text always reads the same, and the hot per-child reads (the child check,
 * the dashboard) read it on every request, so the texts read last are remembered instead of checked by the
 * schema each time. Every call answers its own copy.
 */
export function readStoredSettings(text: string | null | undefined): Settings {
  const key = text ?? '';
  let settings = readSettings.get(key);
  if (settings) {
    readSettings.delete(key);
  } else {
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    settings = normalizeSettings(parsed);
    if (readSettings.size >= REMEMBERED_SETTINGS) readSettings.delete(readSettings.keys().next().value!);
  }
  readSettings.set(key, settings);
  return { ...settings, customMessages: [...settings.customMessages], dayByDay: { ...settings.dayByDay } };
}
