/**
 * Which child the app shows: the choice remembered per tab (sessionStorage, so two tabs can differ and a
 * reload keeps it) and per browser (localStorage, what a new tab starts with), resolved against the
 * family's children as they are now. Pure apart from the storage passed in, so it is unit-tested.
 */

/** A child's id, or 'all' for the 'All children' overview. */
export type ChildChoice = string | 'all';

export const ALL_CHILDREN = 'all' as const;

/** 'All children' is offered from two children on. */
export const offersAllChildren = (childCount: number): boolean => childCount >= 2;

/**
 * The choice to show: the remembered one while it is still one of the children ('all' while the family has
 * two or more), otherwise the first child; null for a family without children yet.
 */
export function resolveChildChoice(children: readonly { id: string }[], remembered: string | null): ChildChoice | null {
  const first = children[0];
  if (!first) return null;
  if (remembered === ALL_CHILDREN) return offersAllChildren(children.length) ? ALL_CHILDREN : first.id;
  return children.some((c) => c.id === remembered) ? remembered! : first.id;
}

/** The two storages the choice lives in (the window's, or fakes in tests). */
export interface ChoiceStorage {
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export const choiceStorageKey = (userId: string) => `homeschool:current-child:${userId}`;

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Storage can be unavailable (private mode, a full quota): the choice then lasts for the page only.
    return fallback;
  }
}

/** This tab's choice, or else the browser's latest (a new tab). */
export function readRememberedChoice(storage: ChoiceStorage, userId: string): string | null {
  const key = choiceStorageKey(userId);
  return attempt(() => storage.session?.getItem(key) ?? null, null) ?? attempt(() => storage.local?.getItem(key) ?? null, null);
}

export function rememberChoice(storage: ChoiceStorage, userId: string, choice: ChildChoice): void {
  const key = choiceStorageKey(userId);
  attempt(() => storage.session?.setItem(key, choice), undefined);
  attempt(() => storage.local?.setItem(key, choice), undefined);
}

/** The window's storages (none during prerendering). */
export function windowChoiceStorage(): ChoiceStorage {
  if (typeof window === 'undefined') return { session: null, local: null };
  return { session: attempt(() => window.sessionStorage, null), local: attempt(() => window.localStorage, null) };
}

/** The choice a page load starts with, for a loader that prefetches before the shell renders. */
export function initialChoice(userId: string, children: readonly { id: string }[]): ChildChoice | null {
  return resolveChildChoice(children, readRememberedChoice(windowChoiceStorage(), userId));
}
