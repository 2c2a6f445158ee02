import { z } from 'zod';

export const DEFAULT_TIMEZONE = 'America/New_York';

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
  customMessages: z.array(z.string().max(200)).min(1).max(10),
  notifications: z.boolean(),
  theme: z.string().max(32),
  startWeek: z.enum(['sunday', 'monday']),
  timeFormat: z.enum(['12h', '24h']),
  dayByDay: dayByDaySettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const defaultDayByDay: DayByDaySettings = { dayLength: 6, blockSize: 30, startTime: '08:00' };

export function defaultSettings(timezone: string = DEFAULT_TIMEZONE): Settings {
  return {
    timezone,
    country: 'United States',
    city: 'New York',
    customMessages: [''],
    notifications: true,
    theme: 'blue',
    startWeek: 'monday',
    timeFormat: '12h',
    dayByDay: { ...defaultDayByDay },
  };
}

/** True when `tz` is an IANA zone this runtime knows. */
export function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
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
