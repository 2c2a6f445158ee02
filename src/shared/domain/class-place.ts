/**
 * Where a class is taught (issue 41, ADR 042): at home, at a co-op, with a tutor or online. The hours of a class
 * taught anywhere but home count as away from home wherever a requirement profile splits the two (Missouri's
 * 400 core hours at the home location).
 */
export const CLASS_PLACES = ['home', 'co-op', 'tutor', 'online'] as const;
export type ClassPlace = (typeof CLASS_PLACES)[number];

export const MAX_TEACHER_NAME = 100;

export const isClassPlace = (v: unknown): v is ClassPlace =>
  typeof v === 'string' && (CLASS_PLACES as readonly string[]).includes(v);

/** A stored place as a place: anything unknown reads as home rather than failing. */
export const readClassPlace = (v: string | null | undefined): ClassPlace => (isClassPlace(v) ? v : 'home');

/**
 * Where a new hour entry is logged: away when asked, or when its class is taught anywhere but home; otherwise
 * home. Applied when the entry is written: an entry keeps the place it was logged with (ADR 042).
 */
export function entryLocation(
  logged: 'home' | 'away',
  classPlace: ClassPlace | string | null | undefined,
): 'home' | 'away' {
  if (logged === 'away') return 'away';
  return classPlace != null && readClassPlace(classPlace) !== 'home' ? 'away' : 'home';
}
