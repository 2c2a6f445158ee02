import type { AppDeps } from '../../deps';

/** The family's timezone, kept with the family's other kept reads until the family changes (ADR 019). */
export const familyTimezone = (deps: Pick<AppDeps, 'readCache' | 'profiles'>, userId: string): Promise<string> =>
  deps.readCache.remember(userId, 'timezone', async () => (await deps.profiles.get(userId)).settings.timezone);
