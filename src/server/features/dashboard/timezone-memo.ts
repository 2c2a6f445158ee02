/** Accounts whose last dashboard timezone is remembered (a few dozen bytes each). */
const REMEMBERED_TIMEZONES = 10_000;

/**
 * The timezone of each account's last dashboard load (ADR 009). The dashboard's one statement needs the
 * account's today before it runs, and the timezone that decides it lives in the profile the same statement
 * reads; remembering it saves a statement on a usual load. The memo is only a guess: the dashboard checks
 * it against the profile it reads and runs again when it was wrong, so a changed timezone shows on the very
 * next load on any instance. Least recently used accounts are forgotten first.
 */
export function timezoneMemo(capacity = REMEMBERED_TIMEZONES) {
  const timezones = new Map<string, string>();
  return {
    get: (userId: string) => timezones.get(userId),
    remember(userId: string, timezone: string): void {
      timezones.delete(userId);
      timezones.set(userId, timezone);
      if (timezones.size > capacity) timezones.delete(timezones.keys().next().value!);
    },
  };
}
